# Expected output: tf.math.cumsum and tf.math.cumprod as their docstrings
# (math_ops.py, TF 2.15) describe them: running sums and products along an axis
# (0 unless given), exclusive (starting from 0 or 1) and reverse; their gradients
# as math_grad.py gives them (_CumsumGrad: the cumsum of the gradient the other
# way; _CumprodGrad: cumsum(cumprod(x) * grad) the other way, over x); inside a
# tf.function; and the kernel's axis error (kernels/scan_ops.cc ScanOp), shown up
# to its " [Op:" suffix.
import tensorflow as tf

x = tf.constant([3, 1, 4, 1])
print(tf.math.cumsum(x))
print(tf.cumsum(x, exclusive=True))
print(tf.cumsum(x, reverse=True))
print(tf.cumsum(x, exclusive=True, reverse=True))
print(tf.math.cumprod(x))
print(tf.math.cumprod(x, exclusive=True, reverse=True))
m = tf.constant([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
print(tf.cumsum(m, axis=1))
print(tf.math.cumprod(m, axis=0))
print(tf.cumsum(m, axis=-1, reverse=True))
v = tf.Variable([2.0, 3.0, 5.0])
with tf.GradientTape(persistent=True) as tape:
    s = tf.cumsum(v)
    p = tf.math.cumprod(v)
print(tape.gradient(s, v))
print(tape.gradient(p, v))


@tf.function
def scans(t):
    return tf.cumsum(t, axis=1, exclusive=True), tf.math.cumprod(t, axis=1, reverse=True)


a, b = scans(m)
print(a)
print(b)
try:
    tf.cumsum(x, axis=1)
except tf.errors.InvalidArgumentError as e:
    print(str(e).split(" [Op:")[0])
