// The recordings themselves: every case of cases.mjs has one that still belongs
// to it (same program, arguments, stdin and input files), no recording is left
// over from a case that is gone, and each file says it came from Debian's
// CPython 3.11 with pandas 1.5.3.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { casesOf, suiteNames, syntheticHousingCsv } from './cases.mjs';
import { header, oracle, recordingPath } from './oracle.mjs';

const syntheticBuilt = syntheticHousingCsv() !== null;

for (const suite of suiteNames()) {
  test(`${suite}: every case has a current recording`, () => {
    const cases = casesOf(suite);
    assert.ok(cases.length > 0);
    for (const c of cases) {
      const needsBuild = Object.values(c.files ?? {}).some((f) => f.label?.includes('make_housing'));
      if (needsBuild && !syntheticBuilt) continue;  // the file to compare with comes from the native build
      const r = oracle(suite, c.name);
      assert.equal(typeof r.stdout, 'string');
      assert.ok(Number.isInteger(r.status), `${suite}/${c.name}: exit status`);
    }
    const recorded = Object.keys(JSON.parse(readFileSync(recordingPath(suite), 'utf8')).cases);
    assert.deepEqual(recorded, cases.map((c) => c.name), `${suite}: recorded cases are not those of cases.mjs`);
  });

  test(`${suite}: recorded from /usr/bin/python3 3.11 with pandas 1.5.3`, () => {
    const h = header(suite);
    assert.equal(h.interpreter, '/usr/bin/python3');
    assert.match(h.python, /^3\.11\./);
    assert.equal(h.pandas, '1.5.3');
    assert.match(h.numpy, /^\d+\.\d+/);
  });
}
