// TensorFlow-derived tf.function cases (tf_rules.json, written by tf_rules.py): rule 1
// "variables are inputs" and rule 2 "outputs are tensors", each case naming the
// TensorFlow test or guide section it follows in its "source" field.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkCase, runProgram } from './run_case.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const cases = JSON.parse(readFileSync(join(here, 'tf_rules.json'), 'utf8'));

for (const c of cases) {
  test(`${c.id} (${c.rule})`, () => {
    const r = runProgram(c.program);
    checkCase(c, r);
    // Beyond TensorFlow: every trace says why it happened and how to avoid it.
    for (const e of r.events.filter((e) => e.type === 'trace')) {
      assert.ok(e.reason && e.hint, `trace without reason/hint: ${JSON.stringify(e)}`);
    }
  });
}
