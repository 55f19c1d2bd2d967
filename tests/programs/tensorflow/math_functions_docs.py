# Expected output: the docstring examples of tf.math.floor, tf.math.ceil,
# tf.math.round (its "# [ 1.0, 2.0, ...]" comment), tf.math.softplus,
# tf.math.log_sigmoid and tf.math.divide_no_nan (math_ops.py), tf.nn.elu
# (gen_nn_ops), tf.nn.relu6 and tf.nn.gelu with its ValueError (nn_ops.py),
# tf.math.is_nan, is_inf, is_finite, logical_xor, tan, sinh, log1p and expm1
# (their "==>" and "# z =" lines, shown as NumPy prints them), TF 2.15,
# "array(...)" outputs shown as the repr of .numpy() (np.nan as float("nan"));
# the same calls inside a tf.function; the gradients math_grad.py
# gives Sin (cos x), Floor (None) and StopGradient (not differentiable: None).
import tensorflow as tf

x = tf.constant([1.3324, -1.5, 5.555, -2.532, 0.99, float("inf")])
print(repr(tf.floor(x).numpy()))
print(repr(tf.math.ceil([-1.7, -1.5, -0.2, 0.2, 1.5, 1.7, 2.0])))
x = tf.constant([0.9, 2.5, 2.3, 1.5, -4.5])
print(repr(tf.round(x).numpy()))
print(repr(tf.math.softplus(tf.range(0, 2, dtype=tf.float32)).numpy()))
x = tf.constant([0.0, 1.0, 50.0, 100.0])
print(repr(tf.math.log_sigmoid(x)))
print(repr(tf.constant(3.0) / 0.0))
print(repr(tf.math.divide_no_nan(3.0, 0.0)))
print(repr(tf.math.divide_no_nan(float("nan"), 0.0)))
print(repr(tf.nn.elu(1.0)))
print(repr(tf.nn.elu(0.0)))
print(repr(tf.nn.elu(-1000.0)))
x = tf.constant([-3.0, -1.0, 0.0, 6.0, 10.0], dtype=tf.float32)
print(repr(tf.nn.relu6(x).numpy()))
x = tf.constant([-3.0, -1.0, 0.0, 1.0, 3.0], dtype=tf.float32)
print(repr(tf.nn.gelu(x).numpy()))
try:
    tf.nn.gelu(tf.constant([1, 2]))
except ValueError as e:
    print("ValueError:", e)
print(tf.math.is_nan(tf.constant([5.0, float("nan"), 6.8, float("nan"), float("inf")])).numpy())
print(tf.math.is_inf(tf.constant([5.0, float("inf"), 6.8, float("inf")])).numpy())
print(tf.math.is_finite(tf.constant([5.0, 4.8, 6.8, float("inf"), float("nan")])).numpy())
a = tf.constant([False, False, True, True], dtype=tf.bool)
b = tf.constant([False, True, False, True], dtype=tf.bool)
print(tf.math.logical_xor(a, b).numpy())
x = tf.constant([-float("inf"), -9, -0.5, 1, 1.2, 200, 10000, float("inf")])
print(tf.math.tan(x).numpy())
x = tf.constant([-float("inf"), -9, -0.5, 1, 1.2, 2, 10, float("inf")])
print(tf.math.sinh(x).numpy())
print(tf.math.log1p(tf.constant([0, 0.5, 1, 5])).numpy())
print(tf.math.expm1(tf.constant(2.0)).numpy())
print(tf.math.expm1(tf.constant([2.0, 8.0])).numpy())


@tf.function
def documented(floor_x, round_x, gelu_x, a, b):
    return (tf.floor(floor_x), tf.round(round_x), tf.nn.gelu(gelu_x),
            tf.math.log_sigmoid(tf.constant([0.0, 1.0, 50.0, 100.0])),
            tf.math.divide_no_nan(3.0, 0.0), tf.math.logical_xor(a, b))


outs = documented(tf.constant([1.3324, -1.5, 5.555, -2.532, 0.99, float("inf")]),
                  tf.constant([0.9, 2.5, 2.3, 1.5, -4.5]),
                  tf.constant([-3.0, -1.0, 0.0, 1.0, 3.0]), a, b)
for t in outs:
    print(repr(t.numpy()))

x = tf.constant([0.0])
with tf.GradientTape(persistent=True) as tape:
    tape.watch(x)
    y = tf.math.sin(x)
    f = tf.floor(x)
    s = tf.stop_gradient(x)
print(tape.gradient(y, x).numpy())
print(tape.gradient(f, x))
print(tape.gradient(s, x))
