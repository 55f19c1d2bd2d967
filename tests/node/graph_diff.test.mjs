// Two concrete functions compared (web/graph_diff.js) on the graph events the
// engine emits: a Python loop unrolled 3 and 5 times is counted as 3 and 5
// copies of its body; a Python number baked into the graph is a Const whose
// value differs; a new input shape changes shapes, not ops; the graph event
// alone carries no Const values, the printed graphs of a dumping run do;
// the Consts holding the call's Python values are those the signature shows.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constValues, constValuesByPath, diffGraphs, diffSignatures, pythonValueConsts, repeatedBlocks } from '../../web/graph_diff.js';
import { engineEvents, noEngine } from './engine_events.mjs';

const skip = noEngine;
const DUMPS = { dumpGraphs: true };

const graphsOf = (events, fn) => events.filter((e) => e.type === 'graph' && e.fn === fn);

const LOOP = `import tensorflow as tf

@tf.function
def double(x, n):
    for i in range(n):
        x = x * 2.0
        x = x + 1.0
    return x

double(tf.constant(1.0), 3)
double(tf.constant(1.0), 5)
`;

test('a Python loop unrolled 3 and 5 times is 3 and 5 copies of its body', { skip }, async () => {
  const [a, b] = graphsOf(await engineEvents(LOOP, DUMPS), 'double');
  const d = diffGraphs(a, b);
  const loop = d.repeats.find((r) => r.firstLine === 6 && r.lastLine === 7);
  assert.ok(loop, JSON.stringify(d.repeats));
  assert.deepEqual([loop.copiesA, loop.copiesB], [3, 5]);
  assert.deepEqual(loop.opNames.filter((op) => op !== 'Const'), ['Mul', 'AddV2']);
  // The two extra copies are what only b has.
  assert.equal(d.onlyA.length, 0);
  assert.equal(d.onlyB.length, 2 * loop.ops);
  assert.ok(d.onlyB.every((n) => n.line === 6 || n.line === 7));
  // n is a Python int: part of the signature.
  const n = d.parameters.find((p) => p.name === 'n');
  assert.equal(n.same, false);
  assert.match(n.a, /3/);
  assert.match(n.b, /5/);
  assert.equal(d.parameters.find((p) => p.name === 'x').same, true);
});

test('a Python float baked into the graph is a Const whose value differs', { skip }, async () => {
  const source = `import tensorflow as tf

@tf.function
def scale(x, k):
    return x * k

scale(tf.constant(2.0), 3.0)
scale(tf.constant(2.0), 5.0)
`;
  const [a, b] = graphsOf(await engineEvents(source, DUMPS), 'scale');
  const d = diffGraphs(a, b);
  assert.equal(d.constValuesKnown, true);
  assert.equal(d.onlyA.length + d.onlyB.length, 0);
  assert.deepEqual(d.constants.map((c) => [c.a.line, c.valueA, c.valueB]), [[5, '[3]', '[5]']]);
  // ... and it is the Python value of k that the signature shows: Literal[3.0], Literal[5.0].
  assert.deepEqual([d.constants[0].sourceA, d.constants[0].sourceB].map((s) => [s.name, s.text]), [['k', '3.0'], ['k', '5.0']]);
  assert.deepEqual(d.repeats, []);
  // The same run without graph dumps: the event has no values to compare.
  const [plainA, plainB] = graphsOf(await engineEvents(source), 'scale');
  assert.equal(constValues(plainA).size, 0);
  const blind = diffGraphs(plainA, plainB);
  assert.equal(blind.constValuesKnown, false);
  assert.deepEqual(blind.constants, []);
});

test('a new input shape changes the shapes of the same ops', { skip }, async () => {
  const source = `import tensorflow as tf

@tf.function
def total(x):
    return tf.reduce_sum(x * x)

total(tf.constant([1.0, 2.0]))
total(tf.constant([[1.0], [2.0], [3.0]]))
`;
  const [a, b] = graphsOf(await engineEvents(source, DUMPS), 'total');
  const d = diffGraphs(a, b);
  assert.ok(d.changed.some((c) => c.a.op === 'Mul' && c.a.shape === '(2,)' && c.b.shape === '(3, 1)'), JSON.stringify(d.changed));
  assert.equal(d.parameters[0].same, false);
});

test("the looped predictor's concrete functions #1 and #2: three copies each, the rows baked in as Consts", { skip }, async () => {
  const source = readFileSync(new URL('../../web/variants/1_looped_python_list.py', import.meta.url), 'utf8');
  const graphs = graphsOf(await engineEvents(source, DUMPS), 'predict_house_values');
  assert.equal(graphs.length, 10);
  const d = diffGraphs(graphs[0], graphs[1]);
  const body = d.repeats.find((r) => r.opNames.includes('MatMul'));
  assert.deepEqual([body.copiesA, body.copiesB], [3, 3]);
  assert.equal(d.onlyA.length + d.onlyB.length, 0);
  // rooms[0:3] then rooms[1:4]: each row is a Const; all three rows moved up by one.
  assert.deepEqual(d.constants.map((c) => [c.valueA, c.valueB]), [['[1960]', '[3400]'], ['[3400]', '[3677]'], ['[3677]', '[2202]']]);
  assert.ok(d.constants.every((c) => c.sourceA.name === 'values' && c.sourceB.name === 'values'));
  assert.equal(d.parameters.length, 1);
  assert.equal(d.parameters[0].same, false);
  // The Consts holding the call's Python values: the three rows, not the int32 axis Consts (= [0]) beside them.
  const rows = pythonValueConsts(graphs[0]);
  assert.deepEqual([...rows].map((name) => constValues(graphs[0]).get(name)).sort(), ['[1960]', '[3400]', '[3677]']);
  assert.ok([...constValues(graphs[0]).values()].filter((v) => v === '[0]').length >= 3);
});

test('a batched call bakes no Python value into its graph', { skip }, async () => {
  const source = readFileSync(new URL('../../web/variants/2_batched_input_signature.py', import.meta.url), 'utf8');
  const [graph] = graphsOf(await engineEvents(source, DUMPS), 'predict_house_values');
  assert.equal(pythonValueConsts(graph).size, 0);
});

test('signatures are compared parameter by parameter', () => {
  const rows = diffSignatures('(x: TensorSpec(shape=(2,), dtype=tf.float32, name=None), n: Literal[3])',
    '(x: TensorSpec(shape=(2,), dtype=tf.float32, name=None), n: Literal[5], m: Literal[1])');
  assert.deepEqual(rows.map((r) => [r.name, r.same]), [['x', true], ['n', false], ['m', false]]);
  assert.equal(rows[2].a, null);
});

test('repeated blocks: the longest run of one block, not a run of one op alone', () => {
  const node = (op, line) => ({ op, line, name: `${op}${line}` });
  const graph = { nodes: [node('Placeholder', 1), node('Const', 2), node('Const', 2), node('Const', 2),
    ...[1, 2, 3, 4].flatMap(() => [node('Const', 5), node('Mul', 5), node('AddV2', 6)]), node('Identity', 8)] };
  const [block, ...rest] = repeatedBlocks(graph);
  assert.deepEqual([block.copies, block.ops, block.firstLine, block.lastLine], [4, 3, 5, 6]);
  assert.deepEqual(rest, []);  // Const, Const, Const is one op repeated: not a loop body
});

test('repeated blocks name the nodes of each copy, first iteration first', () => {
  let n = 0;
  const node = (op, line) => ({ op, line, name: `${op}_${n++}` });
  const graph = { nodes: [node('Placeholder', 1), ...[1, 2, 3].flatMap(() => [node('ExpandDims', 4), node('MatMul', 5)]),
    node('ConcatV2', 7)] };
  const [block] = repeatedBlocks(graph);
  assert.deepEqual(block.copyNames, [['ExpandDims_1', 'MatMul_2'], ['ExpandDims_3', 'MatMul_4'], ['ExpandDims_5', 'MatMul_6']]);
});

test('Const values inside a While body are keyed by the body they are in', { skip: noEngine }, async () => {
  const source = readFileSync(new URL('../../web/variants/3_while_loop_tensorarray.py', import.meta.url), 'utf8');
  const [graph] = (await engineEvents(source, { dumpGraphs: true })).filter((e) => e.type === 'graph');
  const values = constValuesByPath(graph);
  assert.equal(values.get('/Const_4'), '[0]');            // the loop counter's start, at the top
  assert.equal(values.get('/While:body/Const'), '[1]');   // i + 1 in loop_body
  assert.deepEqual([...constValues(graph).keys()].every((name) => !name.includes('/')), true);
  assert.equal(constValues(graph).get('Const_4'), '[0]');
});
