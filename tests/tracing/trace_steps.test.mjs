// The trace_steps events of `node web/cli.mjs run FILE --json --steps`: a trace
// recorded one Python line at a time, as the page's Steps tab replays it. What
// each step must hold follows from Python's semantics and TensorFlow's graph
// building: a loop over a Python list runs its body once per element while
// tracing (a copy of its ops each time), a tf.while_loop or a staged
// `for ... in tf.range` runs its body once into one While node, and `print`
// runs while tracing only (tf.print at every call).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cli } from './run_case.mjs';

const root = join(cli, '..', '..');
const skip = !existsSync(join(root, 'web', 'dist', 'tracelab_engine.wasm')) ? 'the engine is not built' : false;

function events(source, ...flags) {
  const dir = mkdtempSync(join(tmpdir(), 'tracelab-steps-'));
  try {
    writeFileSync(join(dir, 'main.py'), source);
    const out = execFileSync(process.execPath, [cli, 'run', join(dir, 'main.py'), '--json', ...flags],
      { encoding: 'utf8', maxBuffer: 64 << 20 });
    return out.split('\n').filter(Boolean).map((line) => JSON.parse(line));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const variant = (file) => readFileSync(join(root, 'web', 'variants', file), 'utf8');
// The 1-based line of the first line of `source` holding `text`.
function lineOf(source, text) {
  const index = source.split('\n').findIndex((line) => line.includes(text));
  assert.ok(index >= 0, `no line holds ${text}`);
  return index + 1;
}
const stepsOf = (all) => all.filter((e) => e.type === 'trace_steps');
const opsOf = (step) => step.nodes.map((n) => n.op);
const allNodes = (steps) => steps.flatMap((s) => s.nodes);

test('without --steps the CLI emits no trace_steps events', { skip }, () => {
  const all = events(variant('2_batched_input_signature.py'));
  assert.equal(stepsOf(all).length, 0);
  assert.ok(all.some((e) => e.type === 'trace'));
});

test('the looped variant: the body lines repeat once per element, each adding a copy of the model', { skip }, () => {
  const source = variant('1_looped_python_list.py');
  const all = events(source, '--steps');
  const traces = all.filter((e) => e.type === 'trace');
  const recorded = stepsOf(all);
  assert.equal(recorded.length, traces.length, 'one trace_steps event per trace');
  assert.deepEqual(recorded.map((e) => e.concrete), traces.map((e) => e.concrete));
  // Each comes right after its trace's graph event.
  for (const e of recorded) {
    const before = all[all.indexOf(e) - 1];
    assert.equal(before.type, 'graph');
    assert.equal(before.concrete, e.concrete);
  }
  const first = recorded[0];
  assert.equal(first.fn, 'predict_house_values');
  assert.equal(first.call, 1);
  assert.equal(first.truncated, undefined);
  const [def, start, loop, model, append, ret] = ['def predict_house_values', 'predictions = []', 'for x in values',
    'pred = model(', 'predictions.append', 'return tf.concat'].map((t) => lineOf(source, t));
  const lines = first.steps.map((s) => s.line);
  assert.deepEqual(lines, [def, start, loop, model, append, model, append, model, append, ret]);
  assert.equal(first.lines, lines.length - 1, 'every line the body ran was recorded (step 0 is the def line)');
  // Step 0 makes no placeholder: the list holds Python floats, which are part of
  // the trace key and become constants where the body uses them.
  assert.deepEqual(first.steps[0].nodes, []);
  // The three model lines make the same ops: three copies, in order. Only the
  // first captures the model's two variables (a Placeholder each, made once).
  const modelSteps = first.steps.filter((s) => s.line === model);
  const computed = (s) => opsOf(s).filter((op) => op !== 'Placeholder');
  assert.ok(computed(modelSteps[0]).includes('MatMul'), opsOf(modelSteps[0]).join(' '));
  for (const s of modelSteps) assert.deepEqual(computed(s), computed(modelSteps[0]));
  assert.deepEqual(modelSteps.map((s) => opsOf(s).filter((op) => op === 'Placeholder').length), [2, 0, 0]);
  const names = allNodes(first.steps).map((n) => n.name);
  assert.equal(new Set(names).size, names.length, 'every node is made at one step');
  // `pred` is a symbolic tensor as str() prints it; `predictions` grows by one tensor per iteration.
  for (const s of modelSteps) {
    const pred = s.values.find((v) => v.name === 'pred');
    assert.match(pred.repr, /^Tensor\("[^"]+:0", shape=\(1, 1\), dtype=float32\)$/);
  }
  const lengths = first.steps.filter((s) => s.line === append)
    .map((s) => (s.locals.find((l) => l.name === 'predictions').repr.match(/<tf\.Tensor/g) || []).length);
  assert.deepEqual(lengths, [1, 2, 3]);
  const x = first.steps.filter((s) => s.line === model).map((s) => s.locals.find((l) => l.name === 'x').repr);
  assert.deepEqual(x, ['[1960.0]', '[3400.0]', '[3677.0]']);
  assert.deepEqual(opsOf(first.steps.at(-1)).filter((op) => op === 'ConcatV2'), ['ConcatV2']);
  // The graph event holds exactly the nodes the steps made (top level: no bodies here).
  const graph = all.find((e) => e.type === 'graph' && e.concrete === first.concrete).graph;
  assert.deepEqual(names.sort(), graph.nodes.map((n) => n.name).sort());
});

test('the tf.while_loop variant: the body runs once, and one While node appears at the while_loop line', { skip }, () => {
  const source = variant('3_while_loop_tensorarray.py');
  const all = events(source, '--steps');
  const recorded = stepsOf(all);
  assert.equal(recorded.length, 1);
  const { steps } = recorded[0];
  const body = ['pred = model(values', 'predictions = predictions.write', 'return i + 1'].map((t) => lineOf(source, t));
  for (const line of body) assert.equal(steps.filter((s) => s.line === line).length, 1, `line ${line} runs once`);
  const loopLine = lineOf(source, 'tf.while_loop(');
  const whiles = steps.filter((s) => s.nodes.some((n) => n.op === 'While'));
  assert.equal(whiles.length, 1);
  assert.equal(whiles[0].line, loopLine);
  assert.equal(allNodes(steps).filter((n) => n.op === 'While').length, 1);
  // The While comes after the body's lines, and the body's nodes sit in its body graph.
  const whileStep = steps.indexOf(whiles[0]);
  assert.ok(steps.findIndex((s) => s.line === body[2]) < whileStep);
  const whileName = whiles[0].nodes.find((n) => n.op === 'While').name;
  const modelStep = steps.find((s) => s.line === body[0]);
  assert.ok(modelStep.nodes.length > 0);
  for (const n of modelStep.nodes) assert.deepEqual(n.in, [whileName, 'body']);
  assert.equal(modelStep.scope, 'loop_body');
  // The condition lambda runs once too, into the cond graph.
  const cond = steps.filter((s) => s.line === lineOf(source, 'cond=lambda'));
  assert.equal(cond.length, 1);
  assert.ok(cond[0].nodes.every((n) => n.in?.[1] === 'cond'));
  assert.ok(cond[0].nodes.some((n) => n.op === 'Less'));
  // The TensorArray is a local as Python prints it, and the write makes a new
  // one whose flow tensor (TensorFlow's `ta.flow`) is a variant in the body graph.
  const made = steps.find((s) => s.line === lineOf(source, 'tf.TensorArray('));
  assert.match(made.locals.find((l) => l.name === 'predictions').repr, /^<tensorflow\.python\.ops\.tensor_array_ops\.TensorArray object at 0x/);
  const write = steps.find((s) => s.line === body[1]);
  assert.equal(write.locals.find((l) => l.name === 'predictions').changed, true);
  assert.match(write.values.find((v) => v.name === 'predictions.flow').repr, /^Tensor\(".+:0", shape=\(\), dtype=variant\)$/);
});

test('a for over tf.range: the body is staged once into one While node', { skip }, () => {
  const source = 'import tensorflow as tf\n@tf.function\ndef f(n):\n    total = tf.constant(0)\n' +
    '    for i in tf.range(n):\n        total += i\n    return total\nprint(f(tf.constant(4)).numpy())\n';
  const all = events(source, '--steps');
  assert.deepEqual(all.filter((e) => e.type === 'stdout').map((e) => e.text), ['6\n']);
  const { steps } = stepsOf(all)[0];
  assert.deepEqual(steps.map((s) => s.line), [3, 4, 5, 6, 5, 7]);
  const whileSteps = steps.filter((s) => s.nodes.some((n) => n.op === 'While'));
  assert.deepEqual(whileSteps.map((s) => s.line), [5]);
  assert.equal(steps[4], whileSteps[0], 'the for line again, once its body is staged');
  assert.ok(steps[3].nodes.some((n) => n.op === 'AddV2' && n.in?.[1] === 'body'));
  assert.match(steps[3].values.find((v) => v.name === 'total').repr, /^Tensor\("[^"]+", shape=\(\), dtype=int32\)$/);
});

test('print runs at its trace step only; tf.print at every call', { skip }, () => {
  const source = 'import tensorflow as tf\n@tf.function\ndef f(x):\n    print("tracing with", x)\n' +
    '    tf.print("running with", x)\n    return x + 1\nf(tf.constant(1))\nf(tf.constant(2))\nf(tf.constant(3.0))\n';
  const all = events(source, '--steps');
  const recorded = stepsOf(all);
  assert.equal(recorded.length, 2, 'int32 and float32 each trace once');
  for (const [i, dtype] of [[0, 'int32'], [1, 'float32']]) {
    const printed = recorded[i].steps.filter((s) => s.stdout !== undefined);
    assert.deepEqual(printed.map((s) => s.line), [4]);
    assert.equal(printed[0].stdout, `tracing with Tensor("x:0", shape=(), dtype=${dtype})\n`);
  }
  const runPrints = all.filter((e) => e.type === 'stdout' && e.phase === 'run').map((e) => e.text);
  assert.deepEqual(runPrints, ['running with 1\n', 'running with 2\n', 'running with 3\n']);
  const tfPrintSteps = recorded[0].steps.filter((s) => s.line === 5);
  assert.ok(tfPrintSteps[0].nodes.some((n) => n.op === 'PrintV2'), 'tf.print is a node, run at each call');
});

test('a long trace is cut at 2000 recorded steps, with a note saying so', { skip }, () => {
  const source = 'import tensorflow as tf\n@tf.function\ndef f(x):\n    for _ in range(1500):\n' +
    '        x = x + 1\n        x = x * 1\n    return x\nf(tf.constant(1))\n';
  const [e] = stepsOf(events(source, '--steps'));
  assert.equal(e.lines, 1 + 3000 + 1);
  assert.equal(e.steps.length, 2000);
  assert.match(e.truncated, /2000/);
});
