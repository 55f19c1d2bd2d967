# Expected output: sliced assignment to a tf.Variable, as array_ops.py's
# _SliceHelperVar docstring shows it (A[:2, :2].assign(22. * tf.ones((2, 2))))
# and strided_slice's assign closure makes it: only a slice of a variable has
# `assign` (no assign_add; a graph tensor's slice has one that raises
# "Sliced assignment is only supported for variables"), the value is converted to
# the variable's dtype, and the assignment returns the variable (eagerly an
# _UnreadVariable). The kernel's shape error is StridedSliceAssignOp's
# (kernels/strided_slice_op.cc), shown up to its " [Op:" suffix; TF 2.15.
import tensorflow as tf

A = tf.Variable([[1, 2, 3], [4, 5, 6], [7, 8, 9]], dtype=tf.float32)
print(A[:2, :2].numpy())
op = A[:2, :2].assign(22. * tf.ones((2, 2)))
print(op.numpy())
v = tf.Variable([1.0, 2.0, 3.0, 4.0])
print(v[0].assign(10.0))
v[1:3].assign([20, 30])
print(v.numpy())
v[::-2].assign(tf.constant([-1.0, -2.0]))
print(v.numpy())
A[:, 0].assign([0, 0, 0])
A[..., -1].assign([1.0, 2.0, 3.0])
print(A.numpy())
A[tf.newaxis, 2, 1:].assign([[5.0, 5.0]])
print(A.numpy())
v[2:2].assign([])
print(v.numpy())
try:
    v[0].assign([1.0, 2.0])
except tf.errors.UnimplementedError as e:
    print(str(e).split(" [Op:")[0])
try:
    v[0].assign_add(1.0)
except AttributeError as e:
    print("AttributeError:", e)
try:
    tf.constant([1, 2])[0].assign(5)
except AttributeError as e:
    print("AttributeError:", e)

board = tf.Variable(tf.zeros([3, 2]))


@tf.function
def write_row(i, row):
    print("tracing write_row")
    board[i].assign(row)
    board[:, 1].assign(board[:, 1] + 1.0)
    return board.read_value()


print(write_row(tf.constant(0), tf.constant([5.0, 6.0])))
print(write_row(tf.constant(2), tf.constant([7.0, 8.0])))


@tf.function
def set_first(t):
    return t[0].assign(1.0)


try:
    set_first(tf.constant([3.0, 4.0]))
except ValueError as e:
    print(str(e).strip().splitlines()[-1].strip())
