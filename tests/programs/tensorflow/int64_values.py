# int64 values beyond what a double holds exactly keep every bit through
# conversion, int(), ranges and NumPy.
import numpy as np
import tensorflow as tf

big = tf.constant(2**62 + 1)
print(big.dtype, int(big), int(big) == 2**62 + 1)
print(int(tf.constant(2**63 - 1)), int(tf.constant(-2**63)))
print(tf.constant([2**53 + 1, 1]).numpy().tolist())
print(int(tf.constant([tf.constant(2**53 + 1)])[0]))
print(tf.range(2**60, 2**60 + 5).shape, tf.range(2**60, 2**60 + 5)[-1].numpy() - 2**60)
print(tf.range(2**62, 2**62 + 10, 3).numpy().tolist())
print(tf.range(10, 0, -4).numpy().tolist(), tf.range(0, 10, 3).numpy().tolist())
print(np.array(tf.constant([2**53 + 1])).tolist())
print(int(tf.constant(7.9)), int(tf.constant(-7.9)))
z = tf.zeros([2**32 + 1, 0])
print(z.shape, tf.shape(z, out_type=tf.int64).numpy().tolist(), tf.size(z).numpy())
try:
    tf.shape(z)
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError", "Shape output type is 32-bit  but dim 0 is 4294967297" in str(e))

# Indices: an int64 index tensor is read exactly, and a slice that mixes an
# int64 index with int32 parts is taken with int64 bounds throughout (TF's
# _slice_helper casts begin, end and strides to int64 together).
v = tf.range(10, 20)
print(v[tf.constant(3, tf.int64)].numpy(), v[tf.constant(2**62, tf.int64) - 2**62 + 4].numpy())


@tf.function(input_signature=[tf.TensorSpec([], tf.int64), tf.TensorSpec([], tf.int32)])
def window(i, j):
    return v[i:2**40], v[j:i], v[i], v[j:i:tf.constant(2, tf.int64)]


for part in window(tf.constant(7, tf.int64), tf.constant(2)):
    print(part.numpy().tolist())
