# Gradients through staged control flow inside tf.function (tf.while_loop,
# tf.cond, AutoGraph if/for, a tf.TensorArray, a variable read in a loop body)
# against central finite differences of the same function, all in float64.
# Prints one "ok" line per program; an assert names a miss.
import tensorflow as tf

v = tf.Variable(tf.constant(0.7, tf.float64))


def programs():
    def while_poly(x):
        return tf.while_loop(lambda i, y: i < 3, lambda i, y: (i + 1, y * x + tf.tanh(y)),
                             [tf.constant(0), x])[1]

    def cond_in_loop(x):
        def body(i, y):
            return i + 1, tf.cond(i % 2 == 0, lambda: y * x, lambda: y + tf.exp(-x))
        return tf.while_loop(lambda i, y: i < 4, body, [tf.constant(0), x])[1]

    def autograph_for(x):
        y = x
        for i in tf.range(3):
            if y > 1.0:
                y = y * 0.5 + x * v
            else:
                y = y * y + x
        return y

    def tensor_array(x):
        ta = tf.TensorArray(tf.float64, size=3)
        p = x
        for i in tf.range(3):
            p = tf.tanh(p) * x + v
            ta = ta.write(i, p)
        return tf.reduce_sum(ta.stack() * tf.constant([1.0, 2.0, 3.0], tf.float64))

    return [("while_poly", while_poly), ("cond_in_loop", cond_in_loop),
            ("autograph_for", autograph_for), ("tensor_array", tensor_array)]


for name, fn in programs():
    f = tf.function(fn)

    @tf.function
    def grad(x):
        with tf.GradientTape() as tape:
            tape.watch(x)
            y = f(x)
        return tape.gradient(y, x)

    for x0 in [0.3, 0.9, 1.6]:
        x = tf.constant(x0, tf.float64)
        h = 1e-6
        numeric = (f(x + h).numpy() - f(x - h).numpy()) / (2 * h)
        analytic = grad(x).numpy()
        assert abs(analytic - numeric) <= 1e-5 * max(1.0, abs(numeric)), (name, x0, analytic, numeric)
    print("ok", name)
