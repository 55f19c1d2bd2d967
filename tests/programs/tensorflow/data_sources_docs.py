# Expected output: the docstring examples of tf.data.Dataset's sources and
# inspection methods (tensorflow/python/data/ops/dataset_ops.py, TF 2.15):
# from_tensor_slices (a DataFrame's columns too), from_tensors, range
# (output_type), zip (datasets as *args or one nested structure),
# from_generator, enumerate, element_spec, as_numpy_iterator and cardinality; the repr is DatasetV2.__repr__
# ("<_TensorSliceDataset element_spec=...>", each class named as TF names it);
# len() and the iterator's end as DatasetV2.__len__ and iterator_ops.py raise
# them (next() stops with StopIteration, get_next() with OutOfRangeError).
import collections
import numpy as np
import pandas as pd
import tensorflow as tf

dataset = tf.data.Dataset.from_tensor_slices([1, 2, 3])
for element in dataset:
    print(element)
print(dataset)
print(dataset.element_spec)
for element in dataset.as_numpy_iterator():
    print(element)
print(list(dataset.as_numpy_iterator()))
print(list(dataset.map(lambda x: x*2).as_numpy_iterator()))

# Slicing a 2D tensor produces 1D tensor elements; tuples and dicts keep their structure.
print(list(tf.data.Dataset.from_tensor_slices([[1, 2], [3, 4]]).as_numpy_iterator()))
dataset = tf.data.Dataset.from_tensor_slices(([1, 2], [3, 4], [5, 6]))
print(list(dataset.as_numpy_iterator()))
dataset = tf.data.Dataset.from_tensor_slices({"a": [1, 2], "b": [3, 4]})
print(list(dataset.as_numpy_iterator()) == [{'a': 1, 'b': 3}, {'a': 2, 'b': 4}])
print(dataset.element_spec)
dataset = tf.data.Dataset.from_tensor_slices({'a': ([1, 2], [3, 4]), 'b': [5, 6]})
print(list(dataset.as_numpy_iterator()) == [{'a': (1, 3), 'b': 5}, {'a': (2, 4), 'b': 6}])
features = tf.constant([[1, 3], [2, 1], [3, 3]])  # ==> 3x2 tensor
labels = tf.constant(['A', 'B', 'A'])  # ==> 3x1 tensor
dataset = tf.data.Dataset.from_tensor_slices((features, labels))
print(dataset)
features_dataset = tf.data.Dataset.from_tensor_slices(features)
labels_dataset = tf.data.Dataset.from_tensor_slices(labels)
dataset = tf.data.Dataset.zip((features_dataset, labels_dataset))
print(dataset)
batched_features = tf.constant([[[1, 3], [2, 3]],
                                [[2, 1], [1, 2]],
                                [[3, 3], [3, 2]]], shape=(3, 2, 2))
batched_labels = tf.constant([['A', 'A'],
                              ['B', 'B'],
                              ['A', 'B']], shape=(3, 2, 1))
dataset = tf.data.Dataset.from_tensor_slices((batched_features, batched_labels))
for element in dataset.as_numpy_iterator():
    print(element)
# NumPy arrays slice as tensors of their dtype; a list is one component, not a structure.
dataset = tf.data.Dataset.from_tensor_slices(np.array([[1.5, 2.0], [3.0, 4.5]]))
print(dataset, list(dataset.as_numpy_iterator()))
# A pandas DataFrame as a dict of its columns (the tf.data guide's dict(df)).
df = pd.DataFrame({"a": [1, 2, 3], "b": [0.5, 1.5, 2.5]})
dataset = tf.data.Dataset.from_tensor_slices(dict(df))
print(dataset)
print(list(dataset.as_numpy_iterator()))
Point = collections.namedtuple("Point", ["x", "y"])
dataset = tf.data.Dataset.from_tensor_slices(Point([1, 2], [3.0, 4.0]))
print(dataset.element_spec)
print(list(dataset.as_numpy_iterator()))

dataset = tf.data.Dataset.from_tensors([1, 2, 3])
print(list(dataset.as_numpy_iterator()), dataset)
dataset = tf.data.Dataset.from_tensors(([1, 2, 3], 'A'))
print(list(dataset.as_numpy_iterator()))
example = tf.constant([1, 2, 3])
dataset = tf.data.Dataset.from_tensors(example).repeat(2)
print(list(dataset.as_numpy_iterator()))

Dataset = tf.data.Dataset
print(list(Dataset.range(5).as_numpy_iterator()))
print(list(Dataset.range(2, 5).as_numpy_iterator()))
print(list(Dataset.range(1, 5, 2).as_numpy_iterator()))
print(list(Dataset.range(1, 5, -2).as_numpy_iterator()))
print(list(Dataset.range(5, 1).as_numpy_iterator()))
print(list(Dataset.range(5, 1, -2).as_numpy_iterator()))
print(list(Dataset.range(2, 5, output_type=tf.int32).as_numpy_iterator()))
print(list(Dataset.range(1, 5, 2, output_type=tf.float32).as_numpy_iterator()))
print(Dataset.range(5), Dataset.range(1, 5, 2, output_type=tf.float32).element_spec)
try:
    Dataset.range()
except ValueError as e:
    print("ValueError:", e)

a = tf.data.Dataset.range(1, 4)  # ==> [ 1, 2, 3 ]
b = tf.data.Dataset.range(4, 7)  # ==> [ 4, 5, 6 ]
ds = tf.data.Dataset.zip(a, b)
print(list(ds.as_numpy_iterator()))
ds = tf.data.Dataset.zip(b, a)
print(list(ds.as_numpy_iterator()))
c = tf.data.Dataset.range(7, 13).batch(2)  # ==> [ [7, 8], [9, 10], [11, 12] ]
ds = tf.data.Dataset.zip(a, b, c)
for element in ds.as_numpy_iterator():
    print(element)
print(ds)
d = tf.data.Dataset.range(13, 15)  # ==> [ 13, 14 ]
ds = tf.data.Dataset.zip(a, d)
print(list(ds.as_numpy_iterator()), ds.cardinality().numpy())
ds = tf.data.Dataset.zip(datasets={"left": a, "right": (b, d)})
print(list(ds.as_numpy_iterator()))
try:
    tf.data.Dataset.zip([a, b])
except TypeError as e:
    print("TypeError:", e)

elements = [[1, 2, 3], [1, 2], [1, 2, 3, 4]]
dataset = tf.data.Dataset.from_generator(lambda: elements, tf.int64)
print(dataset)
print(list(dataset.unbatch().as_numpy_iterator()))
def gen():
    for i in range(3):
        yield i, [1] * i
dataset = tf.data.Dataset.from_generator(
    gen, output_signature=(tf.TensorSpec(shape=(), dtype=tf.int32),
                           tf.TensorSpec(shape=(None,), dtype=tf.int32)))
print(list(dataset.as_numpy_iterator()))

dataset = tf.data.Dataset.from_tensor_slices([1, 2, 3])
dataset = dataset.enumerate(start=5)
for element in dataset.as_numpy_iterator():
    print(element)
dataset = tf.data.Dataset.from_tensor_slices([(7, 8), (9, 10)])
dataset = dataset.enumerate()
for element in dataset.as_numpy_iterator():
    print(element)
print(dataset)

dataset = tf.data.Dataset.range(42)
print(dataset.cardinality().numpy(), len(dataset))
dataset = dataset.repeat()
cardinality = dataset.cardinality()
print((cardinality == tf.data.INFINITE_CARDINALITY).numpy())
dataset = dataset.filter(lambda x: True)
cardinality = dataset.cardinality()
print((cardinality == tf.data.UNKNOWN_CARDINALITY).numpy())
print(tf.data.INFINITE_CARDINALITY, tf.data.UNKNOWN_CARDINALITY, tf.data.AUTOTUNE,
      tf.data.experimental.cardinality(tf.data.Dataset.range(3)))
for ds in [tf.data.Dataset.range(42).repeat(), tf.data.Dataset.range(42).filter(lambda x: True)]:
    try:
        len(ds)
    except TypeError as e:
        print("TypeError:", e)
print(bool(tf.data.Dataset.range(0)), len(tf.data.Dataset.range(0)))

it = iter(tf.data.Dataset.from_tensor_slices([10, 20]))
print(it.element_spec)
print(next(it))
print(it.get_next())
try:
    next(it)
except StopIteration:
    print("StopIteration")
try:
    it.get_next()
except tf.errors.OutOfRangeError as e:
    print("OutOfRangeError:", e)
it = iter(tf.data.Dataset.zip(a, b))
print(next(it))
print(len(list(it)))
it.get_next()
