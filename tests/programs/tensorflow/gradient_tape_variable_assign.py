# Expected output: the TensorFlow guide "TensorFlow basics"
# (https://www.tensorflow.org/guide/basics, section "Variables"): assign and
# assign_add return the variable as an _UnreadVariable, printed with that name.
import tensorflow as tf

var = tf.Variable([0.0, 0.0, 0.0])
print(var)
print(var.assign([1, 2, 3]))
print(var.assign_add([1, 1, 1]))

# The guide "Introduction to Variables" (https://www.tensorflow.org/guide/variable):
# assign cannot resize a variable.
a = tf.Variable([2.0, 3.0])
# This will keep the same dtype, float32
a.assign([1, 2])
# Not allowed as it resizes the variable:
try:
  a.assign([1.0, 2.0, 3.0])
except Exception as e:
  print(f"{type(e).__name__}: {e}")
