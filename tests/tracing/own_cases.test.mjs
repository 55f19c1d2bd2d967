// tracelab's own tf.function cases (own_cases.json, written by own_cases.py), one
// per rule of the semantics reference, run through the CLI like the shared cases.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runProgram } from './run_case.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const cases = JSON.parse(readFileSync(join(here, 'own_cases.json'), 'utf8'));

for (const c of cases) {
  test(`${c.id} (${c.rule})`, () => {
    const r = runProgram(c.program);
    if (c.expected_error) {
      assert.ok(r.error, `expected ${c.expected_error.type}`);
      assert.equal(r.error.kind, c.expected_error.type);
      assert.ok(r.error.message.includes(c.expected_error.message_contains), r.error.message);
    } else {
      assert.equal(r.error, null, r.error && r.error.traceback);
    }
    assert.deepEqual(r.stdout, c.expected_stdout);
    assert.equal(r.warnings.length, c.expected_warnings);
    assert.equal(r.traces, c.expected_traces);
    // Beyond TensorFlow: every trace says why it happened and how to avoid it.
    for (const e of r.events.filter((e) => e.type === 'trace')) {
      assert.ok(e.reason && e.hint, `trace without reason/hint: ${JSON.stringify(e)}`);
    }
  });
}
