// Every case of ../shared/reference/tf_trace_cases.json (drawn from TensorFlow's own
// tests and docs) through the CLI: tracing counts, warnings, output and errors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runProgram } from './run_case.mjs';

const casesFile = join(process.cwd(), '..', 'shared', 'reference', 'tf_trace_cases.json');
const cases = existsSync(casesFile) ? JSON.parse(readFileSync(casesFile, 'utf8')) : [];

for (const c of cases) {
  test(c.id, () => {
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
    (c.expected_warning_prefixes || []).forEach((prefix, i) => assert.ok(r.warnings[i].startsWith(prefix), r.warnings[i]));
    assert.equal(r.traces, c.expected_traces);
    const names = Object.keys(c.traces_by_function || {});
    if (names.every((n) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(n))) {
      for (const n of names) assert.equal(r.tracesByFunction[n] || 0, c.traces_by_function[n], n);
    }
  });
}
