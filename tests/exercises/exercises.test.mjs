// The course track, run headless through the engine: every solution passes
// all of its checks, and every starter fails exactly the checks it is meant
// to fail (so each check can fail, and the starter breaks nothing else).
// An exercise whose engine feature (pandas, keras, matplotlib) is missing from
// this build is skipped with that reason. An exercise that asks for a
// prediction is run as by a learner who predicted what the solution does
// before running; without a prediction its prediction checks, and only
// those, fail.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { track } from '../../web/exercises/track.js';
import { evaluate } from '../../web/exercises/checks.js';
import { callOutcomes } from '../../web/prediction.js';
import { missingFeature, runEvents } from './run_exercise.mjs';

const describeResults = (results) =>
  results.map((r) => `  ${r.pass ? 'pass' : 'FAIL'} ${r.id}: ${r.text} — ${r.detail}`).join('\n');

const predictionChecks = (exercise) => exercise.checks.filter((c) => c.kind === 'prediction');

// What a learner who reads the solution right predicts: each call of it, and its tracing count.
function solutionPrediction(exercise, solutionEvents) {
  const predictions = new Map();
  for (const { fn } of predictionChecks(exercise)) {
    const calls = callOutcomes(solutionEvents, fn);
    predictions.set(fn, { slots: calls.map((c) => c.outcome), count: calls.filter((c) => c.outcome === 'trace').length });
  }
  return predictions;
}

for (const exercise of track) {
  const skip = missingFeature(exercise.requires) || false;
  let solutionEvents = null;
  const solution = () => (solutionEvents ||= runEvents(exercise.solution));
  const context = () => ({ predictions: solutionPrediction(exercise, solution()) });

  test(`${exercise.id}: the solution passes every check`, { skip }, () => {
    const results = evaluate(exercise, solution(), context());
    const failed = results.filter((r) => !r.pass).map((r) => r.id);
    assert.deepEqual(failed, [], `solution of ${exercise.id}:\n${describeResults(results)}`);
  });

  test(`${exercise.id}: the starter fails exactly its intended checks`, { skip }, () => {
    const results = evaluate(exercise, runEvents(exercise.starter), context());
    const failed = results.filter((r) => !r.pass).map((r) => r.id).sort();
    assert.deepEqual(failed, [...exercise.intendedFailures].sort(), `starter of ${exercise.id}:\n${describeResults(results)}`);
  });

  if (!predictionChecks(exercise).length) continue;

  test(`${exercise.id}: without a prediction made before the run, only its prediction checks fail`, { skip }, () => {
    const results = evaluate(exercise, solution());
    const failed = results.filter((r) => !r.pass).map((r) => r.id).sort();
    assert.deepEqual(failed, predictionChecks(exercise).map((c) => c.id).sort(), describeResults(results));
  });
}
