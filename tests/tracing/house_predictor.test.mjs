// The house-value predictor variants of ../shared/reference/house_predictor/: each
// file's header states what TensorFlow does with it (traces, warnings, errors).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runProgram } from './run_case.mjs';

const dir = join(process.cwd(), '..', 'shared', 'reference', 'house_predictor');
const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.py')).sort() : [];

export function parseHeader(source) {
  const header = source.split('\n').filter((l) => l.startsWith('#')).join('\n');
  const number = (name) => { const m = header.match(new RegExp(`${name}=(\\d+)`)); return m ? Number(m[1]) : null; };
  const raises = header.match(/raises (\w+)/);
  const contains = header.match(/message contains "([^"]+)"/);
  const warningTexts = [...header.matchAll(/warning \d+ after call \d+: "([^"]+?)(?:\.\.\.)?"/g)].map((m) => m[1]);
  const keras = header.match(/^#\s+"(5 out of the last 5 calls to <function Model[^"]+?)0x\.\.\.>/m);
  return { traces: number('traces'), warnings: number('warnings'), raises: raises && raises[1],
    contains: contains && contains[1], warningTexts, kerasPrefix: keras && keras[1] };
}

// Variant 5 needs Keras's compile()/predict() (the Keras training APIs, not built yet).
const pending = { '5_new_model_each_time.py': 'needs tf.keras Model.compile/predict, not built yet' };

for (const f of files) {
  test(f, { skip: pending[f] || false }, () => {
    const source = readFileSync(join(dir, f), 'utf8');
    const expect = parseHeader(source);
    const r = runProgram(source);
    if (expect.raises) {
      assert.ok(r.error, `expected ${expect.raises}`);
      assert.equal(r.error.kind, expect.raises);
      if (expect.contains) assert.ok(r.error.message.includes(expect.contains), r.error.message);
    } else {
      assert.equal(r.error, null, r.error && r.error.traceback);
    }
    if (expect.traces !== null) assert.equal(r.traces, expect.traces);
    if (expect.warnings !== null) assert.equal(r.warnings.length, expect.warnings);
    expect.warningTexts.forEach((text, i) => {
      const prefix = text.split('0x')[0];
      assert.ok(r.warnings[i].startsWith(prefix), r.warnings[i]);
    });
    if (expect.kerasPrefix) assert.ok(r.warnings[0].startsWith(expect.kerasPrefix), r.warnings[0]);
  });
}
