# Expected output: the tf.constant and tf.convert_to_tensor docstrings
# (tensorflow/python/framework/constant_op.py, tensor_conversion.py, TF 2.15). The
# docstrings wrap lines (doctest NORMALIZE_WHITESPACE); the exact text follows
# Tensor.__repr__ in tensorflow/python/framework/tensor.py: "<tf.Tensor: shape=%s,
# dtype=%s, numpy=%s>" with a newline before a multi-line NumPy repr (NumPy 1.24 text).
import numpy as np
import tensorflow as tf

print(repr(tf.constant([1, 2, 3, 4, 5, 6])))
a = np.array([[1, 2, 3], [4, 5, 6]])
print(repr(tf.constant(a)))
print(repr(tf.constant([1, 2, 3, 4, 5, 6], dtype=tf.float64)))
print(repr(tf.constant(0, shape=(2, 3))))
print(repr(tf.constant([1, 2, 3, 4, 5, 6], shape=[2, 3])))
print(repr(tf.convert_to_tensor([[1, 2], [3, 4]])))
print(repr(tf.convert_to_tensor(np.array([[1, 2], [3, 4]], dtype=np.int32))))
