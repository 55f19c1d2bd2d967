// Keras 2 checks a layer's input before calling it (keras/engine/input_spec.py
// assert_input_compatibility): a Dense wants rank 2 or more and, once built, the
// last dimension it was built for; a Sequential given its input shape checks
// InputSpec(shape=(None, d), allow_last_axis_squeeze=True) first, and a rank-1
// input to a model whose input is (None, 1) gets its last axis back
// (Functional._conform_to_reference_input). fit and predict batch x, so there
// the batch dimension shows as None.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runProgram } from './run_case.mjs';

function stdoutOf(body) {
  const r = runProgram('import tensorflow as tf\n' + body);
  assert.equal(r.error, null, r.error && r.error.traceback);
  return r.stdout;
}

test('a model given input_shape=[1] takes rank-1 inputs (the Celsius example)', () => {
  const out = stdoutOf(`model = tf.keras.Sequential([tf.keras.layers.Dense(units=1, input_shape=[1])])
model.compile(optimizer=tf.keras.optimizers.Adam(0.1), loss="mean_squared_error")
model.fit([-40.0, 0.0, 38.0], [-40.0, 32.0, 100.0], epochs=2, verbose=0)
print(model.predict([100.0], verbose=0).shape)
print(model(tf.constant([5.0])).shape, model(tf.constant([1.0, 2.0])).shape)
`);
  assert.deepEqual(out, ['(1, 1)', '(1, 1) (2, 1)']);
});

test('a Dense never given its input shape refuses rank-1 inputs (min_ndim=2)', () => {
  const out = stdoutOf(`model = tf.keras.Sequential([tf.keras.layers.Dense(1)])
model.compile(optimizer="sgd", loss="mse")
expected = 'Input 0 of layer "dense" is incompatible with the layer: expected min_ndim=2, found ndim=1. Full shape received: (None,)'
for run in (lambda: model.fit([1.0, 2.0], [2.0, 4.0], verbose=0), lambda: model.predict([1.0, 2.0], verbose=0)):
    try:
        run()
    except ValueError as e:
        print(expected in str(e))
try:
    tf.keras.layers.Dense(2)(tf.constant([1.0, 2.0, 3.0]))
except ValueError as e:
    print(e)
`);
  assert.deepEqual(out, ['True', 'True',
    'Input 0 of layer "dense_1" is incompatible with the layer: expected min_ndim=2, found ndim=1. Full shape received: (3,)']);
});

test('the wrong number of features: the model named when it was given its input shape, else its Dense', () => {
  const out = stdoutOf(`given = tf.keras.Sequential([tf.keras.layers.Dense(1, input_shape=(3,))])
try:
    given(tf.constant([[1.0, 2.0]]))
except ValueError as e:
    print(e)
try:
    given.predict(tf.constant([[1.0, 2.0]]), verbose=0)
except ValueError as e:
    print('Input 0 of layer "sequential" is incompatible with the layer: expected shape=(None, 3), found shape=(None, 2)' in str(e))
learned = tf.keras.Sequential([tf.keras.layers.Dense(1)])
print(learned(tf.constant([[1.0, 2.0]])).shape)
try:
    learned(tf.constant([[1.0, 2.0, 3.0]]))
except ValueError as e:
    print('Input 0 of layer "dense_1" is incompatible with the layer: expected axis -1 of input shape to have value 2, but received input with shape (1, 3)' in str(e))
`);
  assert.deepEqual(out, ['Input 0 of layer "sequential" is incompatible with the layer: expected shape=(None, 3), found shape=(1, 2)',
    'True', '(1, 1)', 'True']);
});
