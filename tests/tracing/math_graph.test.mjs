// The math functions and activations trace to the ops TensorFlow's Python makes:
// tf.nn.gelu to RealDiv, Erf, AddV2 and Mul under "Gelu/" (nn_ops.gelu),
// tf.math.log_sigmoid to Neg, Softplus, Neg (math_ops.log_sigmoid),
// tf.math.logical_xor to LogicalOr, LogicalAnd, LogicalNot, LogicalAnd; and a
// gradient through Sin, Softplus or Elu shows math_grad.py's / nn_grad.py's ops.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { countOps as count, graphOf, runProgram } from './run_case.mjs';

function run(body) {
  const r = runProgram(`import tensorflow as tf\n${body}`);
  assert.equal(r.error, null, r.error && r.error.message);
  return r;
}

test('tf.nn.gelu traces to RealDiv, Erf, AddV2 and two Muls named under Gelu/', () => {
  const r = run('@tf.function\ndef f(x):\n    return tf.nn.gelu(x)\nprint(f(tf.constant([0.0, 1.0])).numpy())\n');
  assert.deepEqual(r.stdout, ['[0.        0.8413447]']);
  const g = graphOf(r, 'f');
  for (const op of ['RealDiv', 'Erf', 'AddV2']) assert.equal(count(g, op), 1, op);
  assert.equal(count(g, 'Mul'), 2);
  const names = g.nodes.map((n) => n.name);
  for (const name of ['Gelu/mul', 'Gelu/truediv', 'Gelu/Erf', 'Gelu/add', 'Gelu/mul_1']) {
    assert.ok(names.includes(name), `${name} in ${names}`);
  }
});

test('tf.math.log_sigmoid is Neg, Softplus, Neg; logical_xor is Or, And, Not, And', () => {
  const r = run('@tf.function\ndef f(x, a, b):\n    return tf.math.log_sigmoid(x), tf.math.logical_xor(a, b)\n' +
    'y, z = f(tf.constant([0.0]), tf.constant([True, True]), tf.constant([False, True]))\n' +
    'print(y.numpy(), z.numpy())\n');
  assert.deepEqual(r.stdout, ['[-0.6931472] [ True False]']);
  const g = graphOf(r, 'f');
  assert.equal(count(g, 'Neg'), 2);
  assert.equal(count(g, 'Softplus'), 1);
  assert.equal(count(g, 'LogicalOr'), 1);
  assert.equal(count(g, 'LogicalAnd'), 2);
  assert.equal(count(g, 'LogicalNot'), 1);
});

test('gradients: Sin gives Cos, Softplus gives Sigmoid, Elu gives EluGrad, stop_gradient none', () => {
  const r = run('@tf.function\ndef f(x):\n    with tf.GradientTape() as tape:\n        tape.watch(x)\n' +
    '        y = tf.reduce_sum(tf.math.sin(x) + tf.math.softplus(x) + tf.nn.elu(x) + tf.stop_gradient(x))\n' +
    '    return tape.gradient(y, x)\nprint(f(tf.constant([0.0])).numpy())\n');
  assert.deepEqual(r.stdout, ['[2.5]']);
  const g = graphOf(r, 'f');
  assert.equal(count(g, 'Cos'), 1);
  assert.equal(count(g, 'Sigmoid'), 1);
  assert.equal(count(g, 'EluGrad'), 1);
  assert.equal(count(g, 'StopGradient'), 1);
});
