# tf.constant of a deeply nested list recurses in conversion.cc's flatten:
# native stack overflow (TensorFlow: a ValueError).
import tensorflow as tf
a = [1.0]
for i in range(20000):
    a = [a]
print(tf.constant(a).shape)
