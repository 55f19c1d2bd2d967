// Every case of ../shared/reference/tf_trace_cases.json (drawn from TensorFlow's own
// tests and docs) through the CLI: tracing counts, warnings, output and errors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkCase, runProgram } from './run_case.mjs';

const casesFile = join(process.cwd(), '..', 'shared', 'reference', 'tf_trace_cases.json');
const cases = existsSync(casesFile) ? JSON.parse(readFileSync(casesFile, 'utf8')) : [];

for (const c of cases) {
  test(c.id, () => {
    const r = runProgram(c.program);
    checkCase(c, r);
    const names = Object.keys(c.traces_by_function || {});
    if (names.every((n) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(n))) {
      for (const n of names) assert.equal(r.tracesByFunction[n] || 0, c.traces_by_function[n], n);
    }
  });
}
