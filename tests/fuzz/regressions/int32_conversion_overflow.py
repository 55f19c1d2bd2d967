# A Python int beyond int32 converted to an int32 tensor: a double-to-int32
# cast out of range in conversion.cc (UBSan).
import tensorflow as tf
print(tf.range(0, 2**62, 1))
