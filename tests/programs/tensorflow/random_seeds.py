# Expected output: the seed rules of the tf.random.set_seed docstring
# (tensorflow/python/framework/random_seed.py, TF 2.15): with a global seed the
# sequence of draws repeats after set_seed is called again; op seeds select streams.
import tensorflow as tf

tf.random.set_seed(1234)
a1 = tf.random.uniform([3])
a2 = tf.random.uniform([3])
tf.random.set_seed(1234)
b1 = tf.random.uniform([3])
b2 = tf.random.uniform([3])
print((a1.numpy() == b1.numpy()).all())
print((a2.numpy() == b2.numpy()).all(), (a1.numpy() == a2.numpy()).all())
tf.random.set_seed(1234)
c1 = tf.random.uniform([2], seed=1)
c2 = tf.random.uniform([2], seed=1)
tf.random.set_seed(1234)
d1 = tf.random.uniform([2], seed=1)
d2 = tf.random.uniform([2], seed=1)
print((c1.numpy() == d1.numpy()).all(), (c2.numpy() == d2.numpy()).all(), (c1.numpy() == c2.numpy()).all())
n = tf.random.normal([1000], mean=2.0, stddev=0.5, seed=7)
print(n.shape, n.dtype, 1.9 < float(tf.reduce_mean(n)) < 2.1)
u = tf.random.uniform([1000], minval=-1.0, maxval=1.0)
print(float(tf.reduce_min(u)) >= -1.0, float(tf.reduce_max(u)) < 1.0)
