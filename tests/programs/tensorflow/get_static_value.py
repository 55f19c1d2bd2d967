# Expected output: tf.get_static_value as TF 2.15's tensor_util.constant_value
# defines it, with its docstring's examples: an eager tensor gives its numpy
# value, a Python value comes back as it is, a variable gives None. A traced
# tensor's value is known (_ConstantValue) for a Const, the Shape, Size and Rank
# of a value whose shape is known (Size as np.int32), and through Cast, Identity
# and StopGradient; an op computing from a placeholder, or one _ConstantValue
# does not evaluate (AddV2), gives None.
import tensorflow as tf

a = tf.constant(10)
print(tf.get_static_value(a))
b = tf.constant(20)
print(tf.get_static_value(tf.add(a, b)))
c = tf.Variable(30)
print(tf.get_static_value(c))
print(tf.get_static_value([1, 2]), tf.get_static_value(3.5), tf.get_static_value(None))
print(tf.get_static_value(tf.constant([1.5, 2.0])))


@tf.function
def f(x):
    k = tf.constant([[1, 2], [3, 4]])
    print(tf.get_static_value(k))
    print(tf.get_static_value(tf.shape(k)), tf.get_static_value(tf.shape(x)))
    print(tf.get_static_value(tf.size(k)), tf.get_static_value(tf.size(x)), tf.get_static_value(tf.rank(x)))
    print(tf.get_static_value(tf.cast(k, tf.float32)))
    print(tf.get_static_value(tf.identity(tf.stop_gradient(k))))
    print(tf.get_static_value(x), tf.get_static_value(x * 2.0), tf.get_static_value(k + 1))
    return x


f.get_concrete_function(tf.TensorSpec([None, 3]))
