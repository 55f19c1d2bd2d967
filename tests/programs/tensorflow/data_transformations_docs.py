# Expected output: the docstring examples of tf.data.Dataset's transformations
# (tensorflow/python/data/ops/dataset_ops.py, TF 2.15): map (tuple elements
# unpacked into arguments, a dict passed whole, a returned list packed as a
# tuple, Python values converted as structure.normalize_element converts them),
# filter (a non-bool predicate rejected as filter_op.py words it), batch
# (drop_remainder, the None batch dimension), padded_batch, unbatch, repeat,
# take, skip, concatenate (concatenate_op.py's TypeError), cache, prefetch,
# shuffle and reduce; each class named as TF names it (map_op.py, batch_op.py,
# ...). Shuffled orders cannot be TensorFlow's (its Philox stream), so only what
# is deterministic is printed: a permutation, the same order for the same seed,
# reshuffle_each_iteration=False repeating one order. np.int64(0) is a Python
# int in tracelab's NumPy, so the second reduce example starts from an int64
# tensor instead.
import numpy as np
import tensorflow as tf

dataset = tf.data.Dataset.range(1, 6)  # ==> [ 1, 2, 3, 4, 5 ]
dataset = dataset.map(lambda x: x + 1)
print(list(dataset.as_numpy_iterator()), dataset)
print(tf.data.Dataset.range(5).map(lambda x: x + 1, num_parallel_calls=tf.data.AUTOTUNE))
elements = [(1, "foo"), (2, "bar"), (3, "baz")]
dataset = tf.data.Dataset.from_generator(lambda: elements, (tf.int32, tf.string))
result = dataset.map(lambda x_int, y_str: x_int)
print(list(result.as_numpy_iterator()))
elements = ([{"a": 1, "b": "foo"}, {"a": 2, "b": "bar"}, {"a": 3, "b": "baz"}])
dataset = tf.data.Dataset.from_generator(lambda: elements, {"a": tf.int32, "b": tf.string})
result = dataset.map(lambda d: d["a"] * 10)
print(list(result.as_numpy_iterator()))
dataset = tf.data.Dataset.range(3)
def g(x):
    return tf.constant(37.0), tf.constant(["Foo", "Bar", "Baz"])
result = dataset.map(g)
print(result.element_spec)
def h(x):
    return 37.0, ["Foo", "Bar"], np.array([1.0, 2.0], dtype=np.float64)
result = dataset.map(h)
print(result.element_spec)
def i(x):
    return (37.0, [42, 16]), "foo"
result = dataset.map(i)
print(result.element_spec)
print(dataset.map(lambda x: [x, -x]).element_spec)
print(list(dataset.map(lambda x: {"x": x, "square": x * x}).as_numpy_iterator()))

dataset = tf.data.Dataset.from_tensor_slices([1, 2, 3])
dataset = dataset.filter(lambda x: x < 3)
print(list(dataset.as_numpy_iterator()), dataset)
def filter_fn(x):
    return tf.math.equal(x, 1)
dataset = dataset.filter(filter_fn)
print(list(dataset.as_numpy_iterator()))
try:
    dataset.filter(lambda x: x + 1)
except ValueError as e:
    print("ValueError:", e)

dataset = tf.data.Dataset.range(8)
dataset = dataset.batch(3)
print(list(dataset.as_numpy_iterator()), dataset, dataset.cardinality().numpy())
dataset = tf.data.Dataset.range(8)
dataset = dataset.batch(3, drop_remainder=True)
print(list(dataset.as_numpy_iterator()), dataset, dataset.cardinality().numpy())
dataset = tf.data.Dataset.from_tensor_slices(([1, 2, 3, 4], [[1.0], [2.0], [3.0], [4.0]])).batch(2)
print(dataset.element_spec)
for x, y in dataset:
    print(x, y)
print(tf.data.Dataset.range(8).batch(3, num_parallel_calls=2))
try:
    list(tf.data.Dataset.from_generator(lambda: [[1, 2], [3]], tf.int32).batch(2))
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", e)

A = (tf.data.Dataset
     .range(1, 5, output_type=tf.int32)
     .map(lambda x: tf.fill([x], x)))
# Pad to the smallest per-batch size that fits all elements.
B = A.padded_batch(2)
for element in B.as_numpy_iterator():
    print(element)
print(B)
# Pad to a fixed size.
C = A.padded_batch(2, padded_shapes=5)
for element in C.as_numpy_iterator():
    print(element)
# Pad with a custom value.
D = A.padded_batch(2, padded_shapes=5, padding_values=-1)
for element in D.as_numpy_iterator():
    print(element)
# Components of nested elements can be padded independently.
elements = [([1, 2, 3], [10]),
            ([4, 5], [11, 12])]
dataset = tf.data.Dataset.from_generator(
    lambda: iter(elements), (tf.int32, tf.int32))
# Pad the first component of the tuple to length 4, and the second
# component to the smallest size that fits.
dataset = dataset.padded_batch(2,
    padded_shapes=([4], [None]),
    padding_values=(-1, 100))
print(list(dataset.as_numpy_iterator()))

dataset = tf.data.Dataset.from_tensor_slices([[1, 2, 3], [4, 5, 6]]).unbatch()
print(list(dataset.as_numpy_iterator()), dataset, dataset.cardinality().numpy())
print(list(tf.data.Dataset.range(10).batch(4).unbatch().as_numpy_iterator()))

dataset = tf.data.Dataset.from_tensor_slices([1, 2, 3])
dataset = dataset.repeat(3)
print(list(dataset.as_numpy_iterator()), dataset, dataset.cardinality().numpy())
print(list(tf.data.Dataset.range(2).repeat().take(5).as_numpy_iterator()))
dataset = tf.data.Dataset.range(10)
dataset = dataset.take(3)
print(list(dataset.as_numpy_iterator()), dataset)
dataset = tf.data.Dataset.range(10)
dataset = dataset.skip(7)
print(list(dataset.as_numpy_iterator()), dataset)
print([d.cardinality().numpy() for d in [tf.data.Dataset.range(10).take(-1), tf.data.Dataset.range(10).skip(20),
                                         tf.data.Dataset.range(3).repeat().take(4),
                                         tf.data.Dataset.range(3).repeat().skip(4)]])

a = tf.data.Dataset.range(1, 4)  # ==> [ 1, 2, 3 ]
b = tf.data.Dataset.range(4, 8)  # ==> [ 4, 5, 6, 7 ]
ds = a.concatenate(b)
print(list(ds.as_numpy_iterator()), ds)
c = tf.data.Dataset.zip((a, b))
try:
    a.concatenate(c)
except TypeError as e:
    print("TypeError:", e)
d = tf.data.Dataset.from_tensor_slices(["a", "b", "c"])
try:
    a.concatenate(d)
except TypeError as e:
    print("TypeError:", e)
e = tf.data.Dataset.from_tensors([1, 2]).concatenate(tf.data.Dataset.from_tensors([1, 2, 3]))
print(e.element_spec, e.cardinality().numpy())

dataset = tf.data.Dataset.range(5)
dataset = dataset.map(lambda x: x**2)
dataset = dataset.cache()
print(list(dataset.as_numpy_iterator()))
print(list(dataset.as_numpy_iterator()), dataset)
dataset = tf.data.Dataset.range(3)
dataset = dataset.prefetch(2)
print(list(dataset.as_numpy_iterator()), dataset)

dataset = tf.data.Dataset.range(10).shuffle(10, seed=42)
first = list(dataset.as_numpy_iterator())
print(sorted(first), dataset, dataset.cardinality().numpy())
print(first == list(tf.data.Dataset.range(10).shuffle(10, seed=42).as_numpy_iterator()))
dataset = tf.data.Dataset.range(3)
dataset = dataset.shuffle(3, reshuffle_each_iteration=False)
dataset = dataset.repeat(2)
order = list(dataset.as_numpy_iterator())
print(sorted(order[:3]), order[:3] == order[3:])
dataset = tf.data.Dataset.range(100).shuffle(4, seed=1)
print(sorted(dataset.as_numpy_iterator()) == list(range(100)))

print(tf.data.Dataset.range(5).reduce(np.int64(0), lambda x, _: x + 1).numpy())
print(tf.data.Dataset.range(5).reduce(tf.constant(0, tf.int64), lambda x, y: x + y).numpy())
print(tf.data.Dataset.range(4).reduce((tf.constant(0, tf.int64), tf.constant(1, tf.int64)),
                                      lambda s, x: (s[0] + x, s[1] * (x + 1))))
