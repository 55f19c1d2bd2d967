# Constants computed from constants are folded into one Const; the same
# expression written twice is computed once; x * 1 and x + 0 disappear.
import tensorflow as tf


@tf.function
def scaled(x):
    scale = tf.constant(2.0) * tf.constant(3.0)
    a = x * scale
    b = x * scale
    return (a + b) * 1.0 + 0.0


print(scaled(tf.constant([1.0, 2.0])).numpy())
