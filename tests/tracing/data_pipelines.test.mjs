// tf.data as TensorFlow traces it: a map() function is one graph traced when
// map() is called, however often the dataset is read; a for loop over a
// dataset in a tf.function is one While loop whose body traces once; Keras
// fit(dataset) runs its train_function once per batch of the dataset, traced once;
// tf.map_fn and tf.scan in a tf.function are While loops over TensorLists.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runProgram } from './run_case.mjs';

const calls = (r, fn) => r.events.filter((e) => e.type === 'call' && e.fn === fn).reduce((n, e) => n + (e.calls ?? 1), 0);
const traces = (r, fn) => r.events.filter((e) => e.type === 'trace' && e.fn === fn).length;

test('a map function traces once and runs per element', () => {
  const r = runProgram(`import tensorflow as tf
ds = tf.data.Dataset.range(4).map(lambda x: x * 2)
print(list(ds.as_numpy_iterator()))
print(list(ds.as_numpy_iterator()))
`);
  assert.equal(r.error, null);
  assert.deepEqual(r.stdout, ['[0, 2, 4, 6]', '[0, 2, 4, 6]']);
  assert.equal(traces(r, 'Dataset_map_lambda'), 1);
  assert.equal(calls(r, 'Dataset_map_lambda'), 8);
});

test('a for loop over a dataset in a tf.function is one While node', () => {
  const r = runProgram(`import tensorflow as tf
ds = tf.data.Dataset.from_tensor_slices([1.0, 2.0, 3.0, 4.0])
@tf.function
def total():
    s = tf.constant(0.0)
    for x in ds:
        print("body")
        s += x
    return s
print(total())
ops = [op.type for op in total.get_concrete_function().graph.get_operations()]
print(ops.count("While"), ops.count("AddV2"))
`);
  assert.equal(r.error, null);
  assert.deepEqual(r.stdout, ['body', 'tf.Tensor(10.0, shape=(), dtype=float32)', '1 0']);
  assert.equal(traces(r, 'total'), 1);
});

test('fit(dataset) steps once per batch of the dataset', () => {
  const r = runProgram(`import tensorflow as tf
x = tf.reshape(tf.range(10, dtype=tf.float32), (10, 1)) / 10.0
ds = tf.data.Dataset.from_tensor_slices((x, 2.0 * x)).batch(4)
model = tf.keras.Sequential([tf.keras.layers.Dense(1, input_shape=(1,))])
model.compile(optimizer="sgd", loss="mse")
history = model.fit(ds, epochs=2, verbose=0)
print(history.params)
`);
  assert.equal(r.error, null);
  assert.deepEqual(r.stdout, ["{'verbose': 0, 'epochs': 2, 'steps': 3}"]);
  assert.equal(calls(r, 'train_function'), 6);
  assert.equal(traces(r, 'train_function'), 1);
});

test('fit(dataset, y) is refused as Keras refuses it', () => {
  const r = runProgram(`import tensorflow as tf
ds = tf.data.Dataset.from_tensor_slices(([[1.0]], [[2.0]])).batch(1)
model = tf.keras.Sequential([tf.keras.layers.Dense(1, input_shape=(1,))])
model.compile(optimizer="sgd", loss="mse")
model.fit(ds, tf.constant([[2.0]]), verbose=0)
`);
  assert.equal(r.error.kind, 'ValueError');
  assert.equal(r.error.message, '`y` argument is not supported when using dataset as input.');
});

test('map_fn and scan trace fn once into While loops over TensorLists', () => {
  const r = runProgram(`import tensorflow as tf
@tf.function
def f(x):
    return tf.map_fn(lambda e: e * 2, x), tf.scan(lambda a, e: a + e, x)
print(f(tf.constant([1, 2, 3])))
ops = [op.type for op in f.get_concrete_function(tf.constant([1, 2, 3])).graph.get_operations()]
print(ops.count("While"), ops.count("TensorListFromTensor"), ops.count("TensorListStack"))
`);
  assert.equal(r.error, null);
  assert.equal(r.stdout.at(-1), '2 2 2');
  assert.equal(traces(r, 'f'), 1);
});
