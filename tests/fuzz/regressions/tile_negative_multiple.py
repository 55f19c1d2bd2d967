# tf.tile with a negative multiple: std::length_error escapes the interpreter
# (TensorFlow: InvalidArgumentError).
import tensorflow as tf
print(tf.tile(tf.constant([1]), [-1]))
