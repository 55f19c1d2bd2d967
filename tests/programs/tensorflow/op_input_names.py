# Expected output: the graph names TF 2.15 gives the Consts that Python
# arguments of array functions become: the generated op converts each input
# inside the op's own name scope under the input's name (op_def_library's
# _apply_op_helper): "Reshape/shape", "ExpandDims/dim", "Tile/multiples",
# "concat/axis", "BroadcastTo/input"; array_ops.transpose converts a Python `a`
# as "a" and, without perm, passes numpy's reversed range, so "transpose/perm";
# a `name` argument is the scope ("r/tensor", "r/shape"). Reductions convert a
# Python axis as "reduction_indices"; without one, math_ops._ReductionDims makes
# np.arange(rank) outside any scope ("Const"); argmax's axis (0 when None) is
# arg_max's "dimension".
import tensorflow as tf


@tf.function
def g(x):
    a = tf.reshape(x, [2, 1])
    b = tf.expand_dims(x, 0)
    c = tf.tile(b, [2, 1])
    d = tf.concat([a, tf.transpose(c)], 1)
    e = tf.broadcast_to(1.0, [2])
    return d, tf.reshape([1.0, 2.0], [2, 1], name="r") + e


cf = g.get_concrete_function(tf.TensorSpec([2], tf.float32))
for op in cf.graph.get_operations():
    print(op.name, op.type, [t.name for t in op.inputs])
print(g(tf.constant([1.0, 2.0])))


@tf.function
def reductions(x):
    return (tf.reduce_sum(x, axis=1), tf.reduce_mean(x), tf.argmax(x), tf.math.reduce_max(x, 0, name="m"),
            tf.reduce_sum([1.0, 2.0], 0))


for op in reductions.get_concrete_function(tf.TensorSpec([2, 3])).graph.get_operations():
    print(op.name, op.type, [t.name for t in op.inputs])
