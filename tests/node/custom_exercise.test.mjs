// A teacher's own exercise (web/exercises/custom.js): what the page accepts
// from a link or a file, what it refuses and why, and that an accepted one
// runs through the same checks as the track's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CUSTOM_ID, MAX_CHECKS, exerciseJson, parseExercise, validateExercise } from '../../web/exercises/custom.js';
import { CHECK_KINDS, CHECK_PARAMS, evaluate } from '../../web/exercises/checks.js';
import { LINK_LIMITS } from '../../web/link_options.js';
import { track } from '../../web/exercises/track.js';
import { en } from '../../web/i18n/en.js';

const GOOD = {
  title: 'Trace once <img src=x onerror=alert(1)>',
  lesson: 'A tensor argument keeps its <code>dtype</code> and shape in the signature.',
  starter: 'import tensorflow as tf\n',
  checks: [
    { kind: 'noError', text: 'runs' },
    { kind: 'traces', fn: 'double', exactly: 1, text: 'double traces once' },
    { kind: 'stdoutMatches', pattern: '^tf\\.Tensor', flags: 'm', phase: 'eager', text: 'prints a tensor' },
    { kind: 'graphOp', fn: 'double', op: ['Mul', 'AddV2'], atMost: 2, optimized: true, text: 'one multiply' },
  ],
};
const why = (value) => validateExercise(value).error;

test('a well-formed exercise is accepted as written, with page ids and nothing else added', () => {
  const { exercise } = validateExercise({ ...GOOD, extra: 'ignored', hints: ['first'] });
  assert.equal(exercise.id, CUSTOM_ID);
  assert.equal(exercise.title, GOOD.title);  // kept as text: the page sets it with textContent
  assert.equal(exercise.solution, null);
  assert.deepEqual(exercise.hints, ['first']);
  assert.equal(exercise.extra, undefined);
  assert.deepEqual(exercise.checks.map((c) => c.id), ['check-1', 'check-2', 'check-3', 'check-4']);
  assert.deepEqual(exercise.checks[3], { id: 'check-4', kind: 'graphOp', text: 'one multiply', fn: 'double', op: ['Mul', 'AddV2'], optimized: true, atMost: 2 });
});

test('exerciseJson writes what parseExercise reads back', () => {
  const { exercise } = validateExercise(GOOD);
  assert.deepEqual(parseExercise(exerciseJson(exercise)).exercise, exercise);
});

test('every exercise of the track passes the validator', () => {
  for (const e of track) {
    const json = { ...e, checks: e.checks.map(({ id, ...check }) => check) };
    const said = validateExercise(json);
    assert.equal(said.error, undefined, `${e.id}: ${JSON.stringify(said.error)}`);
    assert.equal(said.exercise.checks.length, e.checks.length);
  }
});

test('malformed or oversized exercises are refused with the reason', () => {
  assert.deepEqual(parseExercise('{"title":'), { error: { id: 'custom.not_json', args: {} } });
  assert.equal(parseExercise('[1, 2]').error.id, 'custom.not_object');
  assert.equal(parseExercise('null').error.id, 'custom.not_object');
  const big = JSON.stringify({ ...GOOD, lesson: 'x'.repeat(LINK_LIMITS.exerciseBytes) });
  assert.equal(parseExercise(big).error.id, 'custom.too_big');
  assert.deepEqual(why({ ...GOOD, title: '' }), { id: 'custom.missing', args: { field: 'title' } });
  assert.deepEqual(why({ ...GOOD, starter: 42 }), { id: 'custom.not_string', args: { field: 'starter' } });
  assert.equal(why({ ...GOOD, title: 't'.repeat(201) }).id, 'custom.too_long');
  assert.equal(why({ ...GOOD, hints: 'one' }).id, 'custom.hints');
  assert.equal(why({ ...GOOD, hints: Array(11).fill('h') }).id, 'custom.hints');
  assert.equal(why({ ...GOOD, checks: [] }).id, 'custom.checks');
  assert.equal(why({ ...GOOD, checks: Array(MAX_CHECKS + 1).fill(GOOD.checks[0]) }).id, 'custom.checks');
});

test('each check is held to its kind: known kinds, the words, needed and typed parameters', () => {
  const check = (c) => why({ ...GOOD, checks: [GOOD.checks[0], c] });
  assert.deepEqual(check('noError'), { id: 'custom.check_not_object', args: { n: 2 } });
  assert.deepEqual(check({ kind: 'eval', text: 'x' }), { id: 'custom.check_kind', args: { n: 2, kind: 'eval' } });
  assert.deepEqual(check({ kind: 'noError' }), { id: 'custom.check_text', args: { n: 2, max: 300 } });
  assert.deepEqual(check({ kind: 'traces', text: 't', exactly: 1 }), { id: 'custom.check_missing', args: { n: 2, param: 'fn' } });
  const bad = [
    { kind: 'traces', fn: 'f', exactly: -1 }, { kind: 'traces', fn: 'f', exactly: 1.5 }, { kind: 'traces', fn: 'f', atMost: '2' },
    { kind: 'traces', fn: 'a b' }, { kind: 'calls', fn: 'f', traced: 'yes' }, { kind: 'stdoutMatches', pattern: '(' },
    { kind: 'stdoutMatches', pattern: '(a+)+$' }, { kind: 'stdoutMatches', pattern: 'a', flags: 'g' },
    { kind: 'stdoutContains', contains: 'x', phase: 'later' }, { kind: 'graphOp', fn: 'f', op: ['Mul', 'x y'] },
    { kind: 'graphOp', fn: 'f', op: [] },
  ];
  for (const c of bad) assert.equal(check({ ...c, text: 't' })?.id, 'custom.check_param', JSON.stringify(c));
});

test('an accepted exercise is evaluated by the track\'s checks', () => {
  const { exercise } = validateExercise(GOOD);
  const events = [
    { type: 'stdout', phase: 'eager', text: 'tf.Tensor(2.0, shape=(), dtype=float32)\n' },
    { type: 'trace', fn: 'double', call: 1, concrete: 1 },
    { type: 'call', fn: 'double', call: 1, concrete: 1, traced: true },
    { type: 'graph', fn: 'double', concrete: 1, graph: { nodes: [{ op: 'Placeholder' }, { op: 'Mul' }] } },
  ];
  assert.deepEqual(evaluate(exercise, events).map((r) => r.pass), [true, true, true, true]);
  const twice = [...events, { type: 'trace', fn: 'double', call: 2, concrete: 2 }];
  assert.equal(evaluate(exercise, twice)[1].pass, false);
});

test('the parameter table covers every check kind, and the teacher\'s form has words for each', () => {
  assert.deepEqual(Object.keys(CHECK_PARAMS).sort(), [...CHECK_KINDS].sort());
  for (const kind of CHECK_KINDS) assert.ok(en[`teach.kind.${kind}`], kind);
  for (const param of new Set(Object.values(CHECK_PARAMS).flatMap(Object.keys))) assert.ok(en[`teach.param.${param}`], param);
  // Every parameter the track's checks use is in the table.
  for (const e of track) {
    for (const { id, kind, text, ...params } of e.checks) {
      for (const param of Object.keys(params)) assert.ok(param in CHECK_PARAMS[kind], `${e.id}/${id}: ${param}`);
    }
  }
});
