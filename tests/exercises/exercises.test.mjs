// The course track, run headless through the engine: every solution passes
// all of its checks, and every starter fails exactly the checks it is meant
// to fail (so each check can fail, and the starter breaks nothing else).
// An exercise whose engine feature (pandas, keras, matplotlib) is missing from
// this build is skipped with that reason.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { track } from '../../web/exercises/track.js';
import { evaluate } from '../../web/exercises/checks.js';
import { missingFeature, runEvents } from './run_exercise.mjs';

const describeResults = (results) =>
  results.map((r) => `  ${r.pass ? 'pass' : 'FAIL'} ${r.id}: ${r.text} — ${r.detail}`).join('\n');

for (const exercise of track) {
  const skip = missingFeature(exercise.requires) || false;

  test(`${exercise.id}: the solution passes every check`, { skip }, () => {
    const results = evaluate(exercise, runEvents(exercise.solution));
    const failed = results.filter((r) => !r.pass).map((r) => r.id);
    assert.deepEqual(failed, [], `solution of ${exercise.id}:\n${describeResults(results)}`);
  });

  test(`${exercise.id}: the starter fails exactly its intended checks`, { skip }, () => {
    const results = evaluate(exercise, runEvents(exercise.starter));
    const failed = results.filter((r) => !r.pass).map((r) => r.id).sort();
    assert.deepEqual(failed, [...exercise.intendedFailures].sort(), `starter of ${exercise.id}:\n${describeResults(results)}`);
  });
}
