# Variable.assign inside tf.function: fuse_elementwise reads output 0 of a
# node that has no outputs (AssignVariableOp) before checking (UBSan).
import tensorflow as tf
v = tf.Variable(1.0)
@tf.function
def f():
    v.assign(v + 1.0)
    return v.read_value()
print(f())
