# A tensor index of 2**63-1: tensor_slicing.cc's addItem computes index + 1 (UBSan).
import tensorflow as tf
print(tf.ones([3, 3])[:, 9223372036854775807])
