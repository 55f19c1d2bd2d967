// tf.sort, tf.argsort and tf.math.top_k trace to the ops TensorFlow's Python
// makes (sort_ops.py: a TopKV2 whose k is the sorted axis's length, Neg around
// it for an ascending float sort, a Transpose pair for an axis other than the
// last; nn_ops.top_k: one TopKV2), and v[...].assign(x) inside a tf.function to
// one ResourceStridedSliceAssign with StridedSlice's begin, end, strides and masks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { graphOf, runProgram } from './run_case.mjs';

// The node whose output a tensor name ("strided_slice:0") is.
const producer = (g, tensor) => g.nodes.find((n) => n.name === tensor.replace(/:\d+$/, ''));
const opNames = (g) => g.nodes.map((n) => n.op);
const count = (g, op) => opNames(g).filter((o) => o === op).length;

function run(body) {
  const r = runProgram(`import tensorflow as tf\n${body}`);
  assert.equal(r.error, null, r.error && r.error.message);
  return r;
}

test('tf.sort of floats along the last axis: Neg, TopKV2 with k from Shape, Neg', () => {
  const r = run('@tf.function\ndef f(x):\n    return tf.sort(x)\nprint(f(tf.constant([[3.0, 1.0, 2.0]])).numpy())\n');
  assert.deepEqual(r.stdout, ['[[1. 2. 3.]]']);
  const g = graphOf(r, 'f');
  assert.equal(count(g, 'TopKV2'), 1);
  assert.equal(count(g, 'Neg'), 2, 'values negated before and after the descending top_k');
  assert.equal(count(g, 'Transpose'), 0, 'the last axis needs no transposition');
  const topk = g.nodes.find((n) => n.op === 'TopKV2');
  const k = producer(g, topk.inputs[1]);
  assert.equal(k.op, 'StridedSlice', 'k is shape(values)[axis]');
  assert.equal(producer(g, k.inputs[0]).op, 'Shape');
});

test('tf.argsort along axis 0, descending: a Transpose before and after TopKV2, no Neg', () => {
  const r = run('@tf.function\ndef f(x):\n    return tf.argsort(x, axis=0, direction="DESCENDING")\n' +
    'print(f(tf.constant([[1, 5], [4, 2]])).numpy().tolist())\n');
  assert.deepEqual(r.stdout, ['[[1, 0], [0, 1]]']);
  const g = graphOf(r, 'f');
  assert.equal(count(g, 'TopKV2'), 1);
  assert.equal(count(g, 'Transpose'), 2);
  assert.equal(count(g, 'Neg'), 0);
});

test('tf.math.top_k is one TopKV2 node, differentiable inside a tf.function', () => {
  const r = run('@tf.function\ndef f(x):\n    with tf.GradientTape() as tape:\n        tape.watch(x)\n' +
    '        y = tf.reduce_sum(tf.math.top_k(x, k=2).values)\n    return tape.gradient(y, x)\n' +
    'print(f(tf.constant([1.0, 4.0, 2.0])).numpy())\n');
  assert.deepEqual(r.stdout, ['[0. 1. 1.]']);
  assert.equal(count(graphOf(r, 'f'), 'TopKV2'), 1);
});

test('a variable slice assignment traces to ResourceStridedSliceAssign', () => {
  const r = run('v = tf.Variable([1.0, 2.0, 3.0])\n@tf.function\ndef f(x):\n    v[1:].assign(x)\n    return v.read_value()\n' +
    'print(f(tf.constant([5.0, 6.0])).numpy())\n');
  assert.deepEqual(r.stdout, ['[1. 5. 6.]']);
  const g = graphOf(r, 'f');
  assert.equal(count(g, 'ResourceStridedSliceAssign'), 1);
  const assign = g.nodes.find((n) => n.op === 'ResourceStridedSliceAssign');
  assert.equal(assign.inputs.length, 5);
});
