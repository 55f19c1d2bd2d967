# Expected output: integer draws of tf.random.uniform as its docstring states them
# (tensorflow/python/ops/random_ops.py, TF 2.15): dtype int32/int64 draws from
# [minval, maxval) through the RandomUniformInt op, maxval is required, and with a
# global seed the draws repeat after set_seed. Only what TensorFlow promises is
# printed (not the values, which depend on its Philox streams).
import tensorflow as tf

x = tf.random.uniform(shape=[], minval=5, maxval=10, dtype=tf.int64)
print(x.shape, x.dtype, 5 <= int(x) < 10)
tf.random.set_seed(7)
a = tf.random.uniform([1000], maxval=6, dtype=tf.int32)
tf.random.set_seed(7)
b = tf.random.uniform([1000], maxval=6, dtype=tf.int32)
print(a.dtype, (a.numpy() == b.numpy()).all(), sorted(set(a.numpy().tolist())))
c = tf.random.uniform([500], minval=-3, maxval=2**40, dtype=tf.int64, seed=3)
print(int(tf.reduce_min(c)) >= -3, int(tf.reduce_max(c)) < 2**40, int(tf.reduce_max(c)) > 2**32)
try:
    tf.random.uniform([2], dtype=tf.int32)
except ValueError as e:
    print("ValueError:", e)
try:
    tf.random.uniform([2], minval=3, maxval=3, dtype=tf.int32)
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", str(e).split(" [Op:")[0])


@tf.function
def roll():
    return tf.random.uniform([2, 3], minval=1, maxval=7, dtype=tf.int32, seed=1)


r = roll()
print(r.shape, r.dtype, bool(tf.reduce_all((r >= 1) & (r < 7))))
