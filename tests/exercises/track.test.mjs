// The course track as data: well-formed exercises, checks of known kinds with
// the parameters their kind reads, intended failures that name checks, and
// starter/solution code that CPython parses. What python3 printed for the
// track's programs is recorded in tests/oracle/track.json (record.mjs there).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { track } from '../../web/exercises/track.js';
import { CHECK_KINDS, evaluate } from '../../web/exercises/checks.js';
import { FEATURES } from './run_exercise.mjs';
import {
  HOUSING_CSVS, MAKE_HOUSING, PADDING_EXERCISE, exerciseCase, plainPythonExercises, syntheticHousingCsv,
} from '../oracle/cases.mjs';
import { oracle } from '../oracle/oracle.mjs';

const COUNTED = new Set(['traces', 'calls', 'stdoutLines', 'graphOp', 'graphNodes']);
const NEEDS_FN = new Set(['traces', 'calls', 'graphOp', 'graphNodes', 'signatureContains', 'prediction']);
const NEEDS_CONTAINS = new Set(['stdoutContains', 'stdoutLacks', 'signatureContains']);
const NEEDS_PATTERN = new Set(['stdoutMatches', 'stdoutLines']);
const LESSON_TAGS = new Set(['code', 'em', 'strong']);

test('exercise ids are unique kebab-case words', () => {
  const ids = track.map((e) => e.id);
  assert.equal(new Set(ids).size, ids.length, ids.join(', '));
  for (const id of ids) assert.match(id, /^[a-z0-9]+(-[a-z0-9]+)*$/);
});

test('every exercise has its fields', () => {
  for (const e of track) {
    for (const field of ['title', 'goal', 'lesson', 'starter', 'solution']) {
      assert.equal(typeof e[field], 'string', `${e.id}.${field}`);
      assert.ok(e[field].trim(), `${e.id}.${field} is empty`);
    }
    assert.notEqual(e.starter, e.solution, `${e.id}: the starter already is the solution`);
    assert.ok(Array.isArray(e.hints) && e.hints.length > 0, `${e.id}: hints`);
    for (const hint of e.hints) assert.ok(typeof hint === 'string' && !hint.includes('<'), `${e.id}: hints are plain text`);
    for (const feature of e.requires || []) assert.ok(FEATURES.includes(feature), `${e.id}: unknown feature ${feature}`);
  }
});

test('goals are one sentence', () => {
  for (const e of track) {
    assert.match(e.goal, /\.$/, e.id);
    assert.doesNotMatch(e.goal, /[.!?]\s+[A-Z]/, `${e.id}: more than one sentence`);
  }
});

test('lessons use only a few inline HTML tags, balanced', () => {
  for (const e of track) {
    const tags = [...e.lesson.matchAll(/<(\/?)([a-z]+)[^>]*>/g)];
    const open = [];
    for (const [, closing, name] of tags) {
      assert.ok(LESSON_TAGS.has(name), `${e.id}: <${name}> in the lesson`);
      if (!closing) open.push(name);
      else assert.equal(open.pop(), name, `${e.id}: </${name}> closes nothing`);
    }
    assert.deepEqual(open, [], `${e.id}: unclosed tags`);
  }
});

test('checks have unique ids, known kinds and the parameters their kind reads', () => {
  for (const e of track) {
    assert.ok(e.checks.length > 0, e.id);
    const ids = e.checks.map((c) => c.id);
    assert.equal(new Set(ids).size, ids.length, `${e.id}: duplicate check ids`);
    for (const c of e.checks) {
      const where = `${e.id}/${c.id}`;
      assert.ok(CHECK_KINDS.includes(c.kind), `${where}: unknown kind ${c.kind}`);
      assert.ok(typeof c.text === 'string' && c.text.trim(), `${where}: text`);
      if (NEEDS_FN.has(c.kind)) assert.ok(typeof c.fn === 'string' && c.fn, `${where}: fn`);
      if (NEEDS_CONTAINS.has(c.kind)) assert.ok(typeof c.contains === 'string' && c.contains, `${where}: contains`);
      if (NEEDS_PATTERN.has(c.kind)) assert.doesNotThrow(() => new RegExp(c.pattern, c.flags ?? 'm'), where);
      if (COUNTED.has(c.kind)) assert.ok(['exactly', 'atMost', 'atLeast'].some((k) => Number.isInteger(c[k])), `${where}: a count`);
      if (c.kind === 'graphOp') assert.ok(c.op, `${where}: op`);
      if (c.phase !== undefined) assert.ok(['eager', 'trace', 'run'].includes(c.phase), `${where}: phase`);
    }
  }
});

test('every exercise checks for errors, so an unexpected one fails it', () => {
  for (const e of track) assert.ok(e.checks.some((c) => c.kind === 'noError' || c.kind === 'error'), e.id);
});

test('intended failures name checks of their exercise', () => {
  for (const e of track) {
    assert.ok(Array.isArray(e.intendedFailures) && e.intendedFailures.length > 0, `${e.id}: a starter must fail something`);
    assert.equal(new Set(e.intendedFailures).size, e.intendedFailures.length, `${e.id}: duplicates`);
    const ids = new Set(e.checks.map((c) => c.id));
    for (const id of e.intendedFailures) assert.ok(ids.has(id), `${e.id}: intended failure ${id} names no check`);
  }
});

test('starters and solutions are Python that CPython parses', () => {
  // Recorded with every starter and solution as stdin: a changed one asks for a new recording.
  const parsed = oracle('track', 'parse-all');
  assert.equal(parsed.status, 0, parsed.stderr);
  assert.equal(parsed.stdout.trim(), 'ok');
});

test('the padding exercise expects the totals python3 prints for its sales', () => {
  const e = track.find((x) => x.id === PADDING_EXERCISE);
  const check = e.checks.find((c) => c.id === 'totals-kept');
  // Only the plain-Python `sales` list of the starter (recorded as stdin) is run: python3 has no TensorFlow.
  const totals = oracle('track', 'padding-totals');
  assert.equal(totals.status, 0, totals.stderr);
  assert.equal(totals.stdout.trim(), check.contains);
});

// Exercises without TensorFlow (the pandas ones) ran under python3 with pandas
// 1.5.3 as well: their output checks must give the same verdicts on CPython's
// own output, so they test pandas' behaviour and not only the engine's.
// On the course's real file (../shared/data; a missing one fails) and on the
// engine's synthetic one (web/dist/data/ or make_housing's output; skipped
// before the native build). Each recording names the file's hash, so a
// changed file fails until it is recorded again.
const OUTPUT_KINDS = new Set(['noError', 'error', 'stdoutContains', 'stdoutLacks', 'stdoutMatches', 'stdoutLines']);
const skips = { real: false, synthetic: syntheticHousingCsv() ? false : `${MAKE_HOUSING} is not built` };
const onFile = { real: '', synthetic: ' on the synthetic CSV' };

// The engine events CPython's recorded run of an exercise's starter or solution amounts to.
function cpythonEvents(id, which, csv) {
  const r = oracle('track', exerciseCase(id, which, csv));
  const events = [{ type: 'stdout', text: r.stdout, phase: 'eager' }];
  if (r.status !== 0) events.push({ type: 'error', kind: r.stderr.trim().split('\n').pop().split(':')[0], message: r.stderr });
  return events;
}

const plainPython = plainPythonExercises();

test('some exercises run under CPython with pandas', () => assert.ok(plainPython.length > 0));

for (const e of plainPython) {
  for (const csv of HOUSING_CSVS) {
    test(`${e.id}: the checks agree with python3's own run${onFile[csv]}`, { skip: skips[csv] }, () => {
      const checks = e.checks.filter((c) => OUTPUT_KINDS.has(c.kind));
      assert.equal(checks.length, e.checks.length, `${e.id} has checks python3 cannot answer`);
      const failed = (which) => evaluate(e, cpythonEvents(e.id, which, csv)).filter((r) => !r.pass).map((r) => r.id).sort();
      assert.deepEqual(failed('solution'), [], csv);
      assert.deepEqual(failed('starter'), [...e.intendedFailures].sort(), csv);
    });
  }
}
