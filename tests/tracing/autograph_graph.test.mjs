// AutoGraph's break / continue / return keep a staged loop one While node: the jump
// flags become loop variables (break_, do_return, retval_) and the rest of an
// iteration sits in If nodes of the loop body; Python loops stay unrolled
// (../shared/reference/tf_function_semantics.md §4.1; break_statements.py).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { graphOf, runProgram } from './run_case.mjs';

const opsOf = (g, op) => g.nodes.filter((n) => n.op === op);
const placeholderNames = (g) => g.inputs.map((i) => g.nodes[i].name);

function countAll(g, op) {
  let n = 0;
  for (const node of g.nodes) {
    if (node.op === op) n++;
    for (const body of Object.values(node.bodies || {})) n += countAll(body, op);
  }
  return n;
}

const program = (body) => `import tensorflow as tf\n${body}`;

test('break in a tensor while: one While node carrying break_', () => {
  const r = runProgram(program(
    '@tf.function\ndef f(x):\n    s = 0\n    while x > 0:\n        x -= 1\n        if x % 2 > 0:\n            break\n        s += x\n    return s\n' +
    'print(f(tf.constant(4)).numpy())\n'));
  assert.equal(r.error, null, r.error && r.error.message);
  const g = graphOf(r, 'f');
  const loops = opsOf(g, 'While');
  assert.equal(loops.length, 1);
  assert.equal(countAll(g, 'While'), 1);
  assert.equal(opsOf(g, 'If').length, 0, 'the break does not add control flow outside the loop');
  assert.deepEqual(placeholderNames(loops[0].bodies.body), ['x', 's', 'break_']);
  assert.equal(opsOf(loops[0].bodies.cond, 'LogicalAnd').length, 1, 'the condition is `test and not break_`');
});

test('break and continue in a for over tf.range: one While node', () => {
  const r = runProgram(program(
    '@tf.function\ndef f(n):\n    total = tf.constant(0)\n    for i in tf.range(n):\n        if i % 2 == 0:\n            continue\n        if i > 6:\n            break\n        total += i\n    return total\n' +
    'print(f(tf.constant(10)).numpy())\n'));
  assert.equal(r.error, null, r.error && r.error.message);
  const g = graphOf(r, 'f');
  assert.equal(countAll(g, 'While'), 1);
  const body = opsOf(g, 'While')[0].bodies.body;
  assert.ok(placeholderNames(body).includes('break_'));
  assert.ok(!placeholderNames(body).includes('continue_'), 'continue_ is local to an iteration');
});

test('return in a tensor while: do_return and retval_ are loop variables', () => {
  const r = runProgram(program(
    '@tf.function\ndef f(x):\n    s = 0\n    while x > 0:\n        x -= 1\n        s += x\n        if x % 2 > 0:\n            return s\n        else:\n            return -s\n    return s\n' +
    'print(f(tf.constant(4)).numpy())\n'));
  assert.equal(r.error, null, r.error && r.error.message);
  const g = graphOf(r, 'f');
  assert.equal(countAll(g, 'While'), 1);
  const names = placeholderNames(opsOf(g, 'While')[0].bodies.body);
  assert.ok(names.includes('do_return') && names.includes('retval_'), names.join(','));
});

test('a Python-valued break in a loop over a Python list unrolls (no While node)', () => {
  const r = runProgram(program(
    '@tf.function\ndef f(x):\n    for k in [1, 2, 3, 4]:\n        if k == 3:\n            break\n        x = x * 2\n    return x\nprint(f(tf.constant(1.5)).numpy())\n'));
  assert.equal(r.error, null, r.error && r.error.message);
  const g = graphOf(r, 'f');
  assert.equal(countAll(g, 'While'), 0);
  assert.equal(countAll(g, 'If'), 0);
  assert.equal(opsOf(g, 'Mul').length, 2, 'two unrolled iterations before the break');
});

// AutoGraph converts range() in a tf.function (py_builtins.range_): with a tensor
// argument it is tf.range, the bound clamped with tf.maximum as _tf_range does,
// so the loop over it is staged once; with Python ints it stays Python's range
// and the loop unrolls.
test('range() over a tensor in a tf.function is tf.range: one While node for every n', () => {
  const r = runProgram(program(
    '@tf.function\ndef total(n):\n    s = 0\n    for i in range(n):\n        s += i\n    return s\n' +
    'print(total(tf.constant(4)).numpy())\nprint(total(tf.constant(-2)).numpy())\n' +
    '@tf.function\ndef odd(n):\n    c = tf.constant(0)\n    for i in range(1, n, 2):\n        c += 1\n    return c\n' +
    'print(odd(tf.constant(9)).numpy())\nprint(total.experimental_get_tracing_count())\n'));
  assert.equal(r.error, null, r.error && r.error.message);
  assert.deepEqual(r.stdout, ['6', '0', '4', '1']);
  const g = graphOf(r, 'total');
  assert.equal(countAll(g, 'While'), 1);
  assert.equal(opsOf(g, 'Range').length, 1);
  assert.equal(opsOf(g, 'Maximum').length, 1, 'range(n) is tf.range(tf.maximum(n, 0))');
  const odd = graphOf(r, 'odd');
  assert.equal(opsOf(odd, 'Maximum').length, 0, 'a step given: tf.range(start, limit, delta) as it is');
});

test('range() over Python ints in a tf.function stays Python: the loop unrolls', () => {
  const r = runProgram(program(
    '@tf.function\ndef f(x):\n    for i in range(3):\n        x = x * 2\n    return x\nprint(f(tf.constant(1.0)).numpy())\n'));
  assert.equal(r.error, null, r.error && r.error.message);
  const g = graphOf(r, 'f');
  assert.equal(countAll(g, 'While'), 0);
  assert.equal(opsOf(g, 'Mul').length, 3);
});
