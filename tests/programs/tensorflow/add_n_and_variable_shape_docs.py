# Expected output: the docstring examples of tf.math.add_n (math_ops.py: one
# AddN for several inputs, the input itself for one, the ValueError for none;
# AddNOp's shape check, shown up to its " [Op:" suffix, in a wrapped function
# named with N, the number of inputs) and of tf.Variable's `shape` argument
# (variables.py: shape=tf.TensorShape(None) lets assignments change the shape,
# which the variable then shows as <unknown>; resource_variable_ops.py's
# ValueError for an initial value of another shape), TF 2.15.
import tensorflow as tf

a = tf.constant([[3, 5], [4, 8]])
b = tf.constant([[1, 6], [2, 9]])
print(repr(tf.math.add_n([a, b, a]).numpy()))
print(tf.add_n([tf.constant(2.5)]))
x = tf.Variable([1.0, 2.0])
with tf.GradientTape() as tape:
    y = tf.add_n([x, x * x, tf.constant([1.0, 1.0])])
print(tape.gradient(y, x))


@tf.function
def total(xs):
    return tf.math.add_n(xs)


print(total([tf.constant(1), tf.constant(2), tf.constant(3)]))
try:
    tf.add_n([])
except ValueError as e:
    print("ValueError:", e)
try:
    tf.add_n([tf.ones([2]), tf.ones([3])])
except tf.errors.InvalidArgumentError as e:
    print(str(e).split(" [Op:")[0])

v = tf.Variable(1.)
print(v.assign(2.))
print(v.assign_add(0.5))
v = tf.Variable(1., shape=tf.TensorShape(None))
print(v.assign([[1.]]))
print(v.shape)
try:
    tf.Variable([1.0, 2.0], shape=[3])
except ValueError as e:
    print("ValueError:", e)
w = tf.Variable([1.0, 2.0], shape=[None])
w.assign([4.0, 5.0, 6.0])
print(w)
