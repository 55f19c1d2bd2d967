// The check kinds against oracles: the house-predictor variants of
// ../shared/reference/house_predictor/ (their headers state what TensorFlow
// does: traces, warnings, errors) and python3's own output for stdout checks
// (recorded in tests/oracle/checks.json by tests/oracle/record.mjs).
// Each check is evaluated on real engine events both ways: the stated
// expectation passes, and the same check with a different count fails.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { evaluate } from '../../web/exercises/checks.js';
import { oracle } from '../oracle/oracle.mjs';
import { missingFeature, root, runEvents } from './run_exercise.mjs';

const reference = join(root, '..', 'shared', 'reference', 'house_predictor');
const noReference = existsSync(reference) ? false : 'the house_predictor reference is not present';
const fn = 'predict_house_values';

function variant(name) {
  const source = readFileSync(join(reference, name), 'utf8');
  const header = source.split('\n').filter((l) => l.startsWith('#')).join('\n');
  const stated = (key) => Number(header.match(new RegExp(`${key}=(\\d+)`))[1]);
  return { source, header, stated };
}

// One check, evaluated on `events`: its pass flag.
const passes = (events, check) => evaluate({ checks: [{ id: 'c', text: 'c', ...check }] }, events)[0].pass;

test('traces, calls and warnings of the looped variant are those its header states', { skip: noReference }, () => {
  const v = variant('1_looped_python_list.py');
  const events = runEvents(v.source);
  const traces = v.stated('traces');
  assert.ok(passes(events, { kind: 'traces', fn, exactly: traces }));
  assert.ok(!passes(events, { kind: 'traces', fn, exactly: traces - 1 }));
  assert.ok(passes(events, { kind: 'traces', fn, atLeast: traces, atMost: traces }));
  assert.ok(!passes(events, { kind: 'traces', fn, atMost: 1 }));
  assert.ok(passes(events, { kind: 'calls', fn, atLeast: 10 }));   // the program calls it 10 times
  assert.ok(!passes(events, { kind: 'calls', fn, traced: false, atLeast: 1 }));  // every call traced
  assert.equal(v.stated('warnings') > 0, passes(events, { kind: 'retracingWarning', fn }));
  assert.equal(v.stated('warnings') > 0, !passes(events, { kind: 'noRetracingWarning' }));
  assert.ok(!passes(events, { kind: 'retracingWarning', fn: 'another_function' }));
});

test('the loop over three Python rows is unrolled into three MatMuls', { skip: noReference }, () => {
  const v = variant('1_looped_python_list.py');
  assert.match(v.header, /unrolled/);
  const first = runEvents(v.source.replace(/for i in range\(10\):\n.*\n/, 'predict_house_values(rooms[0:3])\n'));
  assert.ok(passes(first, { kind: 'graphOp', fn, op: 'MatMul', exactly: 3 }));
  assert.ok(!passes(first, { kind: 'graphOp', fn, op: 'MatMul', atMost: 1 }));
  assert.ok(passes(first, { kind: 'graphOp', fn, op: 'While', exactly: 0 }));
});

test('the tf.while_loop variant traces once and keeps one While node', { skip: noReference }, () => {
  const v = variant('3_while_loop_tensorarray.py');
  const events = runEvents(v.source);
  assert.ok(passes(events, { kind: 'traces', fn, exactly: v.stated('traces') }));
  assert.ok(passes(events, { kind: 'noRetracingWarning' }));
  assert.ok(passes(events, { kind: 'graphOp', fn, op: 'While', exactly: 1 }));
  assert.ok(!passes(events, { kind: 'graphOp', fn, op: 'While', atLeast: 2 }));
  assert.ok(passes(events, { kind: 'signatureContains', fn, contains: 'shape=(None, 1)' }));
  assert.ok(passes(events, { kind: 'calls', fn, traced: false, exactly: 9 }));  // 10 calls, 1 trace
  assert.ok(passes(events, { kind: 'noError' }));
  assert.ok(!passes(events, { kind: 'error' }));
});

test('node counts, nested loop bodies included, agree with the sizes trace events report', { skip: noReference }, () => {
  const events = runEvents(variant('3_while_loop_tensorarray.py').source);
  const trace = events.find((e) => e.type === 'trace' && e.fn === fn);
  assert.ok(passes(events, { kind: 'graphNodes', fn, exactly: trace.nodes }));
  assert.ok(passes(events, { kind: 'graphNodes', fn, optimized: true, exactly: trace.nodes_optimized }));
  assert.ok(!passes(events, { kind: 'graphNodes', fn, atMost: trace.nodes - 1 }));
});

test('the loop over a tensor raises the error its header states', { skip: noReference }, () => {
  const v = variant('4_looped_over_tensor.py');
  const kind = v.header.match(/raises (\w+)/)[1];
  const part = v.header.match(/message contains "([^"]+)"/)[1];
  const events = runEvents(v.source);
  assert.ok(passes(events, { kind: 'error', errorKind: kind, messageContains: part }));
  assert.ok(!passes(events, { kind: 'error', errorKind: 'ValueError' }));
  assert.ok(!passes(events, { kind: 'noError' }));
  assert.ok(!passes(events, { kind: 'graphOp', fn, op: 'While', atLeast: 0 }));  // no graph was finished
});

test('stdout checks read what python3 prints for the same program', () => {
  const { program: source, stdout: expected, status } = oracle('checks', 'stdout-rows');
  assert.equal(status, 0);
  const lines = expected.trimEnd().split('\n');
  const events = runEvents(source);
  assert.ok(passes(events, { kind: 'stdoutContains', contains: lines[lines.length - 1] }));
  assert.ok(passes(events, { kind: 'stdoutContains', contains: lines[2], phase: 'eager' }));
  assert.ok(!passes(events, { kind: 'stdoutContains', contains: lines[2], phase: 'trace' }));
  assert.ok(!passes(events, { kind: 'stdoutLacks', contains: lines[0] }));
  assert.ok(passes(events, { kind: 'stdoutLines', pattern: '^row ', exactly: lines.filter((l) => l.startsWith('row ')).length }));
  assert.ok(!passes(events, { kind: 'stdoutLines', pattern: '^row ', atMost: 1 }));
  assert.ok(passes(events, { kind: 'stdoutMatches', pattern: `^${lines[1]}$` }));
  assert.ok(!passes(events, { kind: 'stdoutMatches', pattern: '^ROW', flags: 'm' }));
  assert.ok(passes(events, { kind: 'stdoutMatches', pattern: '^ROW', flags: 'mi' }));
});

test('print while tracing and tf.print in the graph are told apart by phase', () => {
  // TensorFlow's guide: f(1); f(1); f(2) prints "Traced with" twice and "Executed with" three times.
  const source = [
    'import tensorflow as tf', '', '@tf.function', 'def f(x):',
    '    print("Traced with", x)', '    tf.print("Executed with", x)', '',
    'f(1)', 'f(1)', 'f(2)', '',
  ].join('\n');
  const events = runEvents(source);
  assert.ok(passes(events, { kind: 'stdoutLines', pattern: '^Traced with', phase: 'trace', exactly: 2 }));
  assert.ok(passes(events, { kind: 'stdoutLines', pattern: '^Executed with', phase: 'run', exactly: 3 }));
  assert.ok(passes(events, { kind: 'stdoutLines', pattern: '^Executed with', phase: 'trace', exactly: 0 }));
  assert.ok(passes(events, { kind: 'traces', fn: 'f', exactly: 2 }));
  assert.ok(passes(events, { kind: 'calls', fn: 'f', traced: false, exactly: 1 }));
});

test('plot checks count the series shown and read which way the last one goes', { skip: missingFeature(['matplotlib']) || false }, () => {
  const falling = [5.0, 3.0, 2.0, 1.5];
  const source = [
    'from matplotlib import pyplot as plt',
    'plt.figure()',
    `plt.plot([0, 1, 2, 3], ${JSON.stringify(falling.map((y) => y * 2))}, label="first")`,
    `plt.plot([0, 1, 2, 3], ${JSON.stringify(falling)}, label="second")`,
    'plt.show()', '',
  ].join('\n');
  const events = runEvents(source);
  assert.ok(passes(events, { kind: 'plot', minSeries: 2 }));
  assert.ok(!passes(events, { kind: 'plot', minSeries: 3 }));
  assert.ok(passes(events, { kind: 'plotDecreasing' }));
  const rising = runEvents(source.replace(JSON.stringify(falling), JSON.stringify([...falling].reverse())));
  assert.ok(!passes(rising, { kind: 'plotDecreasing' }));
  const unshown = runEvents(source.replace('plt.show()', ''));  // as in a script: no show(), no figure
  assert.ok(!passes(unshown, { kind: 'plot', minSeries: 1 }));
});

test('an unknown kind fails with a reason instead of throwing', () => {
  const [result] = evaluate({ checks: [{ id: 'x', text: 'x', kind: 'noSuchKind' }] }, []);
  assert.equal(result.pass, false);
  assert.match(result.detail, /unknown check kind/);
});

// A program that raised before the rest of its calls proves no absence and
// no exact count: those checks are not passed but marked stopped; what the
// run did before the error still counts.
test('a run that stopped with an unexpected error passes no check it could not judge', () => {
  const events = runEvents([
    'import tensorflow as tf',
    '@tf.function',
    'def f(x):',
    '    return x + 1',
    'print("before")',
    'f(tf.constant(1.0))',
    'undefined_name',
    'for i in range(5):',
    '    f(tf.constant([1.0] * (i + 2)))',
    '',
  ].join('\n'));
  assert.equal(events.filter((e) => e.type === 'error')[0].kind, 'NameError');
  const checks = [
    { id: 'once', kind: 'traces', fn: 'f', atMost: 1 },
    { id: 'quiet', kind: 'noRetracingWarning' },
    { id: 'lacks', kind: 'stdoutLacks', contains: 'after' },
    { id: 'printed', kind: 'stdoutContains', contains: 'before' },
    { id: 'called', kind: 'calls', fn: 'f', atLeast: 1 },
  ].map((c) => ({ text: c.id, ...c }));
  const results = Object.fromEntries(evaluate({ checks }, events).map((r) => [r.id, r]));
  for (const id of ['once', 'quiet', 'lacks']) {
    assert.equal(results[id].pass, false, id);
    assert.equal(results[id].stopped, true, id);
    assert.match(results[id].detail, /stopped with NameError/);
  }
  for (const id of ['printed', 'called']) assert.deepEqual([results[id].pass, results[id].stopped], [true, false], id);
  // An exercise that asks for the error judges every check as usual.
  const expected = evaluate({ checks: [...checks, { id: 'raises', text: 'r', kind: 'error', errorKind: 'NameError' }] }, events);
  assert.ok(expected.every((r) => r.pass && !r.stopped), JSON.stringify(expected));
});
