# Expected output: the TensorFlow guide "Introduction to Variables", section
# "Placing variables and tensors" (tensorflow/docs site/en/guide/variable.ipynb),
# as TensorFlow 2.15 runs it on a machine with no GPU: a tf.device scope asking
# for a GPU still runs on the CPU (soft placement), eager tensors and variables
# report the CPU device, and tf.config lists one CPU and no GPU
# (context.list_physical_devices: namedtuples PhysicalDevice and LogicalDevice).
# tf.device's name must be a string (_EagerDeviceContext.__enter__'s ValueError).
import tensorflow as tf

with tf.device('CPU:0'):
  # Create some tensors
  a = tf.Variable([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
  b = tf.constant([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
  c = tf.matmul(a, b)

print(c)
with tf.device('CPU:0'):
  a = tf.Variable([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
  b = tf.Variable([[1.0, 2.0, 3.0]])

with tf.device('GPU:0'):
  # Element-wise multiply
  k = a * b

print(k)
print(c.device)
print(k.device)
print(a.device)
print("Num GPUs Available: ", len(tf.config.list_physical_devices('GPU')))
print(tf.config.list_physical_devices())
print(tf.config.list_logical_devices('CPU'))
try:
    with tf.device(1):
        pass
except ValueError as e:
    print("ValueError:", e)
