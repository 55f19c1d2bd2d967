# A shape whose element count overflows int64: Shape::numElements (UBSan).
import tensorflow as tf
print(tf.zeros([2**32, 2**32]).shape)
