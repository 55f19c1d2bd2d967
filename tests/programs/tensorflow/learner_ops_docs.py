# Expected output: the docstring examples of tf.where with only a condition
# (array_ops.where_v2), tf.one_hot (array_ops.py, its "# output:" comments shown as
# the repr of .numpy()), tf.math.reduce_any and reduce_all (math_ops.py) and
# tf.clip_by_value with its InvalidArgumentError and TypeError examples
# (clip_ops.py), tf.math.reduce_variance, reduce_std and count_nonzero (math_ops.py),
# TF 2.15; tf.math.argmin on the tensors of tf.math.argmax's
# docstring; tf.linspace of ints, float64 as linspace_nd's truediv makes it; bytes as
# string tensors. An op error is shown up to its " [Op:" suffix.
import tensorflow as tf

print(repr(tf.where([True, False, False, True])))
print(repr(tf.where([[True, False], [False, True]])))
print(repr(tf.where([[[True, False], [False, True], [True, True]]])))
print(repr(tf.where([[1, 0, 0], [1, 0, 1]]).numpy()))
float_tensor = [[[0.1, 0], [0, 2.2], [3.5, 1e6]], [[0, 0], [0, 0], [99, 0]]]
print(repr(tf.where(float_tensor).numpy()))
try:
    tf.where([True, False], [1, 2])
except ValueError as e:
    print("ValueError:", e)


@tf.function
def positive_at(x):
    found = tf.where(x > 0)
    print("traced:", found.shape, found.dtype)
    return found


print(repr(positive_at(tf.constant([3, -1, 2]))))

print(repr(tf.one_hot([0, 1, 2], 3).numpy()))
print(repr(tf.one_hot([0, 2, -1, 1], 3, on_value=5.0, off_value=0.0, axis=-1).numpy()))
print(repr(tf.one_hot([[0, 2], [1, -1]], 3, on_value=1.0, off_value=0.0, axis=-1).numpy()))
print(repr(tf.one_hot([0, 2], 3, axis=0).numpy()))
print(repr(tf.one_hot([1], 2, on_value=7, off_value=0)))

x = tf.constant([[True, True], [False, False]])
print(repr(tf.reduce_any(x)))
print(repr(tf.reduce_any(x, 0)))
print(repr(tf.reduce_any(x, 1)))
print(repr(tf.math.reduce_all(x)))
print(repr(tf.math.reduce_all(x, 0)))
print(repr(tf.math.reduce_all(x, 1)))

t = tf.constant([[-10., -1., 0.], [0., 2., 10.]])
t2 = tf.clip_by_value(t, clip_value_min=-1, clip_value_max=1)
print(repr(t2.numpy()))
t = tf.constant([[-1, 0., 10.], [-1, 0, 10]])
clip_min = [[2], [1]]
t3 = tf.clip_by_value(t, clip_value_min=clip_min, clip_value_max=100)
print(repr(t3.numpy()))
clip_min = [[[2, 1]]]
try:
    tf.clip_by_value(t, clip_value_min=clip_min, clip_value_max=100)
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", str(e).split(" [Op:")[0])
t = tf.constant([[1, 2], [3, 4]], dtype=tf.int32)
try:
    tf.clip_by_value(t, clip_value_min=-3.1, clip_value_max=3.1)
except TypeError as e:
    print("TypeError:", e)

A = tf.constant([2, 20, 30, 3, 6])
print(tf.math.argmin(A).numpy())
B = tf.constant([[2, 20, 30, 3, 6], [3, 11, 16, 1, 8], [14, 45, 23, 5, 27]])
print(repr(tf.math.argmin(B, 0).numpy()))
print(repr(tf.argmin(B, 1, output_type=tf.int32).numpy()))

x = tf.constant([[1., 2.], [3., 4.]])
print(repr(tf.math.reduce_variance(x)))
print(repr(tf.math.reduce_variance(x, 0)))
print(repr(tf.math.reduce_variance(x, 1)))
print(repr(tf.math.reduce_std(x)))
print(repr(tf.math.reduce_std(x, 0)))
print(repr(tf.math.reduce_std(x, 1)))
try:
    tf.math.reduce_variance(tf.constant([1, 2]))
except TypeError as e:
    print("TypeError:", e)
x = tf.constant([[0, 1, 0], [1, 1, 0]])
print(tf.math.count_nonzero(x).numpy())
print(repr(tf.math.count_nonzero(x, 0).numpy()))
print(repr(tf.math.count_nonzero(x, 1).numpy()))
print(repr(tf.math.count_nonzero(x, 1, keepdims=True).numpy()))
print(tf.math.count_nonzero(x, [0, 1]).numpy())

print(repr(tf.linspace(0, 1, 5)))
print(repr(tf.constant(b"hi")))
print(tf.constant([b"a", "b"]))
