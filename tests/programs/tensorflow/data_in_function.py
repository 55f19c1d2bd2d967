# Expected output: tf.data with tf.function, as TensorFlow 2.15 runs it
# (structured_function.py, autograph's dataset for_stmt in
# autograph/operators/control_flow.py, dataset_ops.py): map() traces its
# function once into a graph when it is called, so a print inside runs once
# and tf.print once per element at each pass; a for loop over a dataset inside
# a tf.function becomes one graph loop whose body is traced once; len() and
# as_numpy_iterator() refuse to run while tracing, with TF's errors. tracelab's
# tf.print writes to stdout (TF's default stream is stderr).
import tensorflow as tf

dataset = tf.data.Dataset.range(3)
def show(x):
    print("tracing the map function")
    tf.print("element", x)
    return x * 10
mapped = dataset.map(show)
print("map() returned")
print(list(mapped.as_numpy_iterator()))
print(list(mapped.as_numpy_iterator()))

pairs = tf.data.Dataset.from_tensor_slices(([1, 2, 3], [10.0, 20.0, 30.0]))
def scale(i, v):
    print("tracing scale with", i.dtype, v.dtype)
    return v * tf.cast(i, tf.float32)
print(list(pairs.map(scale).as_numpy_iterator()))

squares = tf.data.Dataset.range(5).map(lambda x: x * x)
@tf.function
def total():
    s = tf.constant(0, tf.int64)
    for x in squares:
        print("tracing the loop body")
        tf.print("x =", x)
        s += x
    return s
print(total())
print(total())

batches = tf.data.Dataset.from_tensor_slices(([1.0, 2.0, 3.0, 4.0], [0, 1, 0, 1])).batch(2)
@tf.function
def weighted():
    acc = tf.constant(0.0)
    for features, labels in batches:
        print("tracing with", features.shape, labels.shape)
        acc += tf.reduce_sum(features * tf.cast(labels, tf.float32))
    return acc
print(weighted())

odd = tf.data.Dataset.range(5).batch(2)
@tf.function
def sums():
    out = tf.constant(0, tf.int64)
    for b in odd:
        print("tracing with", b.shape)
        tf.print(b)
        out += tf.reduce_sum(b)
    return out
print(sums())

records = tf.data.Dataset.from_tensor_slices({"a": [1, 2], "b": [10, 20]})
@tf.function
def dots():
    out = tf.constant(0)
    for r in records:
        out += r["a"] * r["b"]
    return out
print(dots())

@tf.function
def from_argument(x):
    ds = tf.data.Dataset.from_tensor_slices(x).map(lambda v: v + 1)
    out = tf.constant(0)
    for v in ds:
        out = out * 10 + v
    return out
print(from_argument(tf.constant([1, 2, 3])))

@tf.function(input_signature=[tf.TensorSpec([None], tf.float32)])
def any_length(x):
    ds = tf.data.Dataset.from_tensor_slices(x)
    print(ds.element_spec, ds.cardinality().dtype)
    total = tf.constant(0.0)
    for i, v in ds.map(lambda v: v * 2).enumerate().skip(1):
        print("tracing the enumerate loop")
        tf.print(i, v)
        total += v
    return total
print(any_length(tf.constant([1.0, 2.0, 3.0])))
print(any_length(tf.constant([1.0])))

@tf.function
def repeated():
    s = tf.constant(0, tf.int64)
    for x in squares.repeat(2).take(7):
        s += x
    return s
print(repeated())

@tf.function
def lengths():
    try:
        len(squares)
    except TypeError as e:
        print("TypeError:", e)
    try:
        squares.as_numpy_iterator()
    except RuntimeError as e:
        print("RuntimeError:", e)
    return squares.cardinality()
print(lengths())
