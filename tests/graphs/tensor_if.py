# An if on a tensor condition becomes an If node with both branches as
# bodies; an if on a Python value picks one branch while tracing.
import tensorflow as tf


@tf.function
def relu_or_square(x, square):
    if square:
        y = x * x
    else:
        y = x
    if tf.reduce_sum(y) > 0:
        return y + 1.0
    return y - 1.0


print(relu_or_square(tf.constant([1.0, -2.0]), True).numpy())
print(relu_or_square(tf.constant([-1.0, -2.0]), False).numpy())
