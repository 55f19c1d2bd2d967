// The sentences the page and the CLI build around the engine's messages.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { causeKey, changeWords, groupWords, siteWords, verdictWords } from '../../web/trace_words.js';

const valueTrace = (call, was, now, line = 8) => ({
  fn: 'scale', call, reason: `\`factor\` is a Python float; it changed from ${was} to ${now}, …`,
  cause: { id: 'reason.value_changed', args: { param: 'factor', kind: { id: 'kind.literal', text: 'a Python float' }, was, now } },
  site: { line, col: 4, loop_line: 7, loop: 'for' },
});

test('a site names the line and the loop around it', () => {
  assert.equal(siteWords({ line: 8, col: 4, loop_line: 7, loop: 'for' }), 'line 8, in the for loop on line 7');
  assert.equal(siteWords({ line: 3, col: 0 }), 'line 3');
  assert.equal(siteWords({ line: 9, col: 0, loop_line: 9, loop: 'comprehension' }), 'line 9, in the comprehension on line 9');
  assert.equal(siteWords(undefined), '');
});

test('traces share a cause when function, reason, argument and call line agree', () => {
  assert.equal(causeKey(valueTrace(2, '0.0', '1.0')), causeKey(valueTrace(3, '1.0', '2.0')));
  assert.notEqual(causeKey(valueTrace(2, '0.0', '1.0')), causeKey(valueTrace(3, '1.0', '2.0', 12)));
  assert.equal(changeWords(valueTrace(3, '1.0', '2.0')), '1.0 → 2.0');
});

test('a run of traces reads as one sentence with the values it went through', () => {
  const run = [valueTrace(2, '0.0', '1.0'), valueTrace(3, '1.0', '2.0')];
  assert.equal(groupWords(run),
    'Calls 2–3 traced for the same cause: the Python float `factor` changed at each call (0.0 → 1.0 → 2.0)');
  const long = [2, 3, 4, 5, 6].map((n) => valueTrace(n, `${n - 2}.0`, `${n - 1}.0`));
  assert.match(groupWords(long), /\(0\.0 → 1\.0 → … → 5\.0\)$/);
  const restarted = [1, 1].map((call) => ({ ...valueTrace(call, '0.0', '1.0'), cause: { id: 'reason.other', args: {} } }));
  assert.match(groupWords(restarted), /^2 traces had the same cause: /);
});

test('a verdict reads with its fix', () => {
  const entry = { verdict: { id: 'verdict.unbounded', text: 'still tracing' }, fix: { id: 'fix.batch', text: 'batch' } };
  assert.equal(verdictWords(entry), 'still tracing. Fix: batch.');
  assert.equal(verdictWords({}), '');
});
