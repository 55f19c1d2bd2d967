# Expected output: the tf.print docstring (tensorflow/python/ops/logging_ops.py, TF 2.15),
# "This prints ..." lines. tracelab's tf.print writes to stdout (TF's default stream is stderr).
import tensorflow as tf

tensor = tf.range(10)
tf.print(tensor)
tf.print("tensors:", tensor, {2: tensor * 2})
tensor_a = tf.range(2)
tensor_b = tensor_a * 2
tf.print(tensor_a, tensor_b, sep=',')
