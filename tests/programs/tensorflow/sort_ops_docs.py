# Expected output: the docstring examples of tf.sort and tf.argsort (sort_ops.py)
# and tf.math.top_k (nn_ops.py), TF 2.15, their "array(...)" outputs shown as the
# repr of .numpy(); equal values keep their order (top_k: "the lower-index element
# appears first"; sort and argsort sort through top_k); the gradient of top_k's
# values as nn_grad.py's _TopKGrad gives it (each value's gradient at its index,
# zeros elsewhere); inside a tf.function; sort_ops.py's ValueErrors and the TopKV2
# kernel's errors (kernels/topk_op.cc), shown up to their " [Op:" suffix. The
# docstrings' tf.gather(..., batch_dims=-1) gathers each row with its own indices
# (gather's axis defaults to batch_dims).
import tensorflow as tf

a = [1, 10, 26.9, 2.8, 166.32, 62.3]
print(repr(tf.sort(a).numpy()))
print(repr(tf.sort(a, direction='DESCENDING').numpy()))
mat = [[3, 2, 1],
       [2, 1, 3],
       [1, 3, 2]]
print(repr(tf.sort(mat, axis=-1).numpy()))
print(repr(tf.sort(mat, axis=0).numpy()))
values = [1, 10, 26.9, 2.8, 166.32, 62.3]
sort_order = tf.argsort(values)
print(repr(sort_order.numpy()))
sorted = tf.gather(values, sort_order)
assert tf.reduce_all(sorted == tf.sort(values))
mat = [[30, 20, 10],
       [20, 10, 30],
       [10, 30, 20]]
indices = tf.argsort(mat)
print(repr(indices.numpy()))
print(repr(tf.gather(mat, indices, batch_dims=-1).numpy()))
print(repr(tf.argsort(mat, axis=0, direction='DESCENDING', stable=True).numpy()))
print(tf.argsort([2, 1, 2, 1, 2]))
print(tf.argsort([2, 1, 2, 1, 2], direction='DESCENDING'))
print(tf.sort(tf.constant([[-2147483648, 2147483647, 0, -1]])))

result = tf.math.top_k([1, 2, 98, 1, 1, 99, 3, 1, 3, 96, 4, 1],
                       k=3)
print(repr(result.values.numpy()))
print(repr(result.indices.numpy()))
input = tf.random.normal(shape=(3, 4, 5, 6))
k = 2
values, indices = tf.math.top_k(input, k=k)
print(values.shape.as_list())
print(values.shape == indices.shape == input.shape[:-1] + [k])
gathered_values = tf.gather(input, indices, batch_dims=-1)
assert tf.reduce_all(gathered_values == values)
result = tf.math.top_k([1, 1, 0, 1, 0, 1, 0, 0, 1, 0, 0, 0, 1, 0],
                       k=3)
print(repr(result.indices.numpy()))
print(tf.nn.top_k([[4.0, 1.0, 3.0], [0.5, 2.5, 1.5]], k=tf.constant(2)))
print(type(result).__name__, result._fields)

x = tf.Variable([[4.0, 1.0, 3.0], [0.5, 2.5, 1.5]])
with tf.GradientTape() as tape:
    top = tf.math.top_k(x, k=2)
    loss = tf.reduce_sum(top.values * [[10.0, 1.0], [10.0, 1.0]])
print(tape.gradient(loss, x))
with tf.GradientTape() as tape:
    s = tf.sort(x, direction='DESCENDING')
    loss = tf.reduce_sum(s * [1.0, 2.0, 3.0])
print(tape.gradient(loss, x))


@tf.function
def ranked(t):
    top = tf.math.top_k(t, k=2)
    print("traced:", top.values.shape, top.indices.dtype)
    return tf.sort(t, axis=0), tf.argsort(t, direction='DESCENDING'), top.indices


print(*ranked(tf.constant([[3.0, 1.0, 2.0], [0.0, 5.0, 4.0]])), sep="\n")

try:
    tf.sort([3, 1, 2], direction='UP')
except ValueError as e:
    print("ValueError:", e)
try:
    tf.argsort([3, 1, 2], axis=[0])
except ValueError as e:
    print("ValueError:", e)
try:
    tf.math.top_k([3, 1, 2], k=4)
except tf.errors.InvalidArgumentError as e:
    print(str(e).split(" [Op:")[0])
try:
    tf.math.top_k(tf.constant(3.0))
except tf.errors.InvalidArgumentError as e:
    print(str(e).split(" [Op:")[0])
try:
    tf.math.top_k([3, 1, 2], k=-1)
except tf.errors.InvalidArgumentError as e:
    print(str(e).split(" [Op:")[0])
