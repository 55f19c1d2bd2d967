# Expected output: the docstring examples of tf.map_fn (tensorflow/python/ops/
# map_fn.py, TF 2.15) and of tf.scan, tf.foldl and tf.foldr (functional_ops.py),
# eagerly and inside a tf.function, where they are while loops over
# TensorArrays: fn is traced once into the loop body. np.array(0) is a Python
# int in tracelab's NumPy, so the scan examples with an initializer start from
# int64 tensors (np.array(0) is int64 in NumPy).
import numpy as np
import tensorflow as tf

print(repr(tf.map_fn(fn=lambda t: tf.range(t, t + 3), elems=tf.constant([3, 5, 2]))))
elems = tf.constant([3, 5, 2])
print(repr(tf.range(3) + tf.expand_dims(elems, 1)))
fn = lambda t: tf.range(t, t + 3)
@tf.function
def func(elems):
    return tf.map_fn(fn, elems, parallel_iterations=3)
print(repr(func(tf.constant([3, 5, 2]))))
elems = np.array([1, 2, 3, 4, 5, 6])
print(repr(tf.map_fn(lambda x: x * x, elems)))
elems = (np.array([1, 2, 3]), np.array([-1, 1, -1]))
print(repr(tf.map_fn(lambda x: x[0] * x[1], elems, fn_output_signature=tf.int64)))
elems = np.array([1, 2, 3])
print(tf.map_fn(lambda x: (x, -x), elems, fn_output_signature=(tf.int64, tf.int64)))
pair = {"a": tf.constant([1.0, 2.0]), "b": tf.constant([0.5, 0.25])}
print(tf.map_fn(lambda d: d["a"] + d["b"], pair, fn_output_signature=tf.float32))
try:
    tf.map_fn(lambda d: d["a"] + d["b"], pair)
except ValueError as e:
    print("ValueError:", str(e).splitlines()[0])
print(tf.map_fn(lambda x: tf.cast(x, tf.float32) / 2, tf.constant([1, 2, 3]),
                fn_output_signature=tf.TensorSpec(shape=(), dtype=tf.float32)))
try:
    tf.map_fn(lambda x: x, tf.constant(1))
except ValueError as e:
    print("ValueError:", e)
try:
    tf.map_fn(lambda x: x, [])
except ValueError as e:
    print("ValueError:", e)

elems = tf.constant([1, 2, 3, 4, 5, 6])
sum_ = tf.foldl(lambda a, x: a + x, elems)
print(sum_)
sum_ = tf.foldr(lambda a, x: a + x, elems)
print(sum_)
print(tf.foldl(lambda a, x: a - x, tf.constant([1, 2, 3]), initializer=10),
      tf.foldr(lambda a, x: a - x, tf.constant([1, 2, 3]), initializer=10))
print(tf.foldl(lambda a, x: a * 10 + x, tf.constant([1, 2, 3])), tf.foldr(lambda a, x: a * 10 + x, tf.constant([1, 2, 3])))
print(tf.foldl(lambda a, x: (a[0] + x[0], a[1] * x[1]), (tf.constant([1, 2, 3]), tf.constant([2.0, 3.0, 4.0]))))

elems = np.array([1, 2, 3, 4, 5, 6])
sum_ = tf.scan(lambda a, x: a + x, elems)
print(sum_)
sum_ = tf.scan(lambda a, x: a + x, elems, reverse=True)
print(sum_)
initializer = tf.constant(0, tf.int64)
sum_one = tf.scan(lambda a, x: x[0] - x[1] + a, (elems + 1, elems), initializer)
print(sum_one)
elems = np.array([1, 0, 0, 0, 0, 0])
initializer = (tf.constant(0, tf.int64), tf.constant(1, tf.int64))
fibonaccis = tf.scan(lambda a, _: (a[1], a[0] + a[1]), elems, initializer)
print(fibonaccis)

@tf.function
def running(x):
    def step(a, e):
        print("tracing step")
        return a * e
    products = tf.scan(step, x)
    total = tf.foldl(lambda a, e: a + e, x, initializer=tf.constant(100))
    last = tf.foldr(lambda a, e: e, x)
    doubled = tf.map_fn(lambda e: e * 2, x)
    return products, total, last, doubled
print(running(tf.constant([1, 2, 3, 4])))
print(running(tf.constant([5, 6])))
