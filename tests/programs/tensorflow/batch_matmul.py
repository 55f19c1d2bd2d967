# Expected output: tf.matmul of operands with rank > 2 as TF 2.15 runs it,
# written from its sources: math_ops.matmul makes BatchMatMulV2 (node named
# "MatMul", its name scope) when either operand has rank > 2, turning
# transpose_x into adj_x (conj is a no-op for real dtypes); the batch dims
# broadcast (BatchMatMulV2Shape, MatMulBCast). Eager errors are the kernel's
# (matmul_op_impl.h: "In[0] ndims must be >= 2", "In[0] and In[1] must have
# compatible batch dimensions", "Matrix size-incompatible"), graph errors the
# shape function's. The 3-D example is tf.linalg.matmul's docstring; gradients
# follow math_grad.py's _BatchMatMulV2 (summed over broadcast batch dims).
import tensorflow as tf

a = tf.reshape(tf.range(1, 13, dtype=tf.int32), [2, 2, 3])
b = tf.reshape(tf.range(13, 25, dtype=tf.int32), [2, 3, 2])
print(tf.matmul(a, b))
print((a @ b).shape)

x = tf.reshape(tf.range(12, dtype=tf.float32), [2, 2, 3])
w = tf.constant([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
print(tf.matmul(x, w))
print(tf.matmul(x, x, transpose_b=True))
print(tf.matmul(x, x, adjoint_a=True).shape)
print(tf.linalg.matmul(tf.ones([2, 1, 2, 3]), tf.ones([3, 3, 4])).shape)
print(tf.matmul(tf.ones([0, 2, 3]), tf.ones([3, 5])).shape)

for left, right in [([3], [2, 3, 4]), ([2, 2, 3], [3, 3, 2]), ([2, 2, 3], [2, 2, 3])]:
    try:
        tf.matmul(tf.ones(left), tf.ones(right))
    except tf.errors.InvalidArgumentError as e:
        print(type(e).__name__, e)

try:
    tf.matmul(x, x, transpose_a=True, adjoint_a=True)
except ValueError as e:
    print(e)


@tf.function(input_signature=[tf.TensorSpec([None, 2, 3], tf.float32), tf.TensorSpec([3, 2], tf.float32)])
def batched(x, w):
    return tf.matmul(x, w)


graph = batched.get_concrete_function().graph
print([(op.name, op.type) for op in graph.get_operations()])
print(batched.get_concrete_function().structured_outputs.shape)
print(batched(x, w)[1])


@tf.function
def mismatched(p, q):
    return tf.matmul(p, q)


try:
    mismatched(tf.ones([2, 2, 3]), tf.ones([2, 2, 3]))
except ValueError as e:
    print(str(e).splitlines()[-1].strip())

v = tf.Variable(w)
with tf.GradientTape(persistent=True) as tape:
    tape.watch(x)
    loss = tf.reduce_sum(tf.matmul(x, v))
print(tape.gradient(loss, v))
print(tape.gradient(loss, x))
