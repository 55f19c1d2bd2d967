// The knobs' source rewrites (web/source_knobs.js): each applies only where
// the program has its pattern, flips what it names and nothing else, and
// flipping twice gives the program back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { KNOBS, knobStates, flipKnob, tfFunctions } from '../../web/source_knobs.js';

const variants = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'variants');
const looped = readFileSync(join(variants, '1_looped_python_list.py'), 'utf8');
const batched = readFileSync(join(variants, '2_batched_input_signature.py'), 'utf8');
const whileLoop = readFileSync(join(variants, '3_while_loop_tensorarray.py'), 'utf8');

const states = (source) => Object.fromEntries(Object.entries(knobStates(source)).map(([id, s]) => [id, s.applies ? s.on : null]));
const flip = (source, id, signatures) => flipKnob(source, id, signatures).source;

// The lines of `after` that differ from `before`'s, as [before, after] pairs.
function changedLines(before, after) {
  const a = before.split('\n');
  const b = after.split('\n');
  assert.equal(a.length, b.length);
  return a.map((line, i) => [line, b[i]]).filter(([x, y]) => x !== y);
}

test('the predictor variants: which knobs apply and where they stand', () => {
  assert.deepEqual(states(looped), {
    tensor_argument: false, input_signature: false, reduce_retracing: false, tf_range: null, tf_print: null,
  });
  assert.deepEqual(states(batched), {
    tensor_argument: true, input_signature: true, reduce_retracing: false, tf_range: null, tf_print: null,
  });
  assert.deepEqual(states(whileLoop).input_signature, true);
  assert.deepEqual(tfFunctions(looped).map((f) => [f.name, f.params]), [['predict_house_values', ['values']]]);
});

test('list -> tensor argument wraps the call sites only, and back', () => {
  const tensor = flip(looped, 'tensor_argument');
  assert.deepEqual(changedLines(looped, tensor), [
    ['    predict_house_values(rooms[i:i + 3])', '    predict_house_values(tf.constant(rooms[i:i + 3]))'],
  ]);
  assert.equal(states(tensor).tensor_argument, true);
  assert.equal(flip(tensor, 'tensor_argument'), looped);
  // The batched variant's tf.constant comes off.
  assert.deepEqual(changedLines(batched, flip(batched, 'tensor_argument')), [
    ['    predict_house_values(tf.constant(rooms[i:i + 3]))', '    predict_house_values(rooms[i:i + 3])'],
  ]);
});

test('input_signature off keeps the spec, and on again restores it', () => {
  const { source: off, signatures } = flipKnob(batched, 'input_signature');
  assert.deepEqual(changedLines(batched, off), [
    ['@tf.function(input_signature=[tf.TensorSpec(shape=(None, 1), dtype=tf.float32)])', '@tf.function'],
  ]);
  assert.deepEqual(signatures, { predict_house_values: '[tf.TensorSpec(shape=(None, 1), dtype=tf.float32)]' });
  assert.equal(flip(off, 'input_signature', signatures), batched);
  // A function that never had one gets any-shape float32 per parameter.
  assert.deepEqual(changedLines(looped, flip(looped, 'input_signature')), [
    ['@tf.function', '@tf.function(input_signature=[tf.TensorSpec(shape=None, dtype=tf.float32)])'],
  ]);
});

test('reduce_retracing joins the other decorator arguments and leaves with its comma', () => {
  const on = flip(batched, 'reduce_retracing');
  assert.deepEqual(changedLines(batched, on), [[
    '@tf.function(input_signature=[tf.TensorSpec(shape=(None, 1), dtype=tf.float32)])',
    '@tf.function(input_signature=[tf.TensorSpec(shape=(None, 1), dtype=tf.float32)], reduce_retracing=True)',
  ]]);
  assert.equal(flip(on, 'reduce_retracing'), batched);
  assert.deepEqual(changedLines(looped, flip(looped, 'reduce_retracing')),
    [['@tf.function', '@tf.function(reduce_retracing=True)']]);
  // reduce_retracing=False counts as off; turning it on sets True.
  const off = '@tf.function(reduce_retracing=False)\ndef f(x):\n    return x\n\nf(1)\n';
  assert.equal(states(off).reduce_retracing, false);
  assert.match(flip(off, 'reduce_retracing'), /^@tf\.function\(reduce_retracing=True\)\n/);
});

const loopProgram = [
  'import tensorflow as tf',
  '',
  '@tf.function',
  'def total(n):',
  '    s = tf.constant(0)',
  '    for i in range(n):  # print( in a comment stays',
  '        s += i',
  '        print("range(", i)',
  '    return s',
  '',
  'for n in range(3):',
  '    print(total(tf.constant(n)))',
  '',
].join('\n');

test('range -> tf.range and print -> tf.print change the tf.function body only', () => {
  assert.deepEqual(states(loopProgram), {
    tensor_argument: true, input_signature: false, reduce_retracing: false, tf_range: false, tf_print: false,
  });
  const ranged = flip(loopProgram, 'tf_range');
  assert.deepEqual(changedLines(loopProgram, ranged), [
    ['    for i in range(n):  # print( in a comment stays', '    for i in tf.range(n):  # print( in a comment stays'],
  ]);
  assert.equal(flip(ranged, 'tf_range'), loopProgram);
  const printed = flip(loopProgram, 'tf_print');
  assert.deepEqual(changedLines(loopProgram, printed), [
    ['        print("range(", i)', '        tf.print("range(", i)'],
  ]);
  assert.equal(flip(printed, 'tf_print'), loopProgram);
});

test('a knob without its pattern does not apply and changes nothing', () => {
  const eager = 'import tensorflow as tf\nx = tf.constant([1.0])\nprint(x)\nfor i in range(2):\n    print(i)\n';
  for (const id of KNOBS) {
    assert.equal(knobStates(eager)[id].applies, false, id);
    assert.equal(flip(eager, id), eager, id);
  }
  // A decorator inside a string is no tf.function.
  const quoted = 's = """\n@tf.function\ndef f(x):\n    print(x)\n"""\n';
  assert.deepEqual(tfFunctions(quoted), []);
});

test('a call with a keyword first argument or none is left alone', () => {
  const program = '@tf.function\ndef f(x=1):\n    return x\n\nf()\nf(x=[1.0])\nf([2.0])\n';
  const tensor = flip(program, 'tensor_argument');
  assert.deepEqual(changedLines(program, tensor), [['f([2.0])', 'f(tf.constant([2.0]))']]);
});

test('a multi-line decorator and a function among others', () => {
  const program = [
    'import tensorflow as tf',
    '@tf.function(',
    '    input_signature=[tf.TensorSpec([None], tf.float32)],',
    ')',
    'def f(x):',
    '    return x * 2',
    '',
    'def g(x):',
    '    print(x)',
    '',
    'f(tf.constant([1.0]))',
    'g(3)',
    '',
  ].join('\n');
  assert.deepEqual(tfFunctions(program).map((f) => f.name), ['f']);
  assert.equal(states(program).tf_print, null);  // g is not a tf.function
  const { source, signatures } = flipKnob(program, 'input_signature');
  assert.match(source, /^import tensorflow as tf\n@tf\.function\ndef f\(x\):/);
  assert.deepEqual(signatures, { f: '[tf.TensorSpec([None], tf.float32)]' });
});
