# Casting a float beyond the integer range to int32: castLoop's static_cast
# is undefined (UBSan).
import tensorflow as tf
print(tf.cast(tf.constant([1e30]), tf.int32))
