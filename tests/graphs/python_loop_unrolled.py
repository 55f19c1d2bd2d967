# A Python loop over a Python range runs while tracing: its body is copied
# into the graph once per iteration. A loop over tf.range is one While node.
import tensorflow as tf


@tf.function
def unrolled(x):
    total = x
    for i in range(3):
        total = total * 2.0 + float(i)
    return total


@tf.function
def staged(x, n):
    total = x
    for i in tf.range(n):
        total = total * 2.0 + tf.cast(i, tf.float32)
    return total


print(unrolled(tf.constant(1.0)).numpy())
print(staged(tf.constant(1.0), tf.constant(3)).numpy())
