// The course's data through pandas-lite: the bundled SYNTHETIC
// california_housing_train.csv (read when the shipped copy is left out,
// --no-shipped-data) says what it is and follows the real file's
// statistics; on the real file (../shared/data; its absence fails) the
// course program's pandas steps print what pandas 1.5.3 prints, as
// tests/oracle/record.mjs recorded it in tests/oracle/pandas_housing.json.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOUSING_COURSE as COURSE, HOUSING_STATS as STATS, REAL_HOUSING_CSV } from '../oracle/cases.mjs';
import { oracle } from '../oracle/oracle.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = join(root, 'web', 'cli.mjs');
const realCsv = REAL_HOUSING_CSV;
const work = mkdtempSync(join(tmpdir(), 'tracelab-pandas-'));
process.on('exit', () => rmSync(work, { recursive: true, force: true }));

const engineSkip = existsSync(join(root, 'web', 'dist', 'tracelab_engine.wasm')) ? false : 'the WASM engine is not built';

function folder(name, withReal) {
  const dir = join(work, name);
  spawnSync('mkdir', ['-p', dir]);
  if (withReal) {
    assert.ok(existsSync(realCsv), `${realCsv} is missing`);
    copyFileSync(realCsv, join(dir, 'california_housing_train.csv'));
  }
  return dir;
}

function tracelab(dir, source, options = []) {
  writeFileSync(join(dir, 'main.py'), source);
  const r = spawnSync(process.execPath, [cli, 'run', join(dir, 'main.py'), '--filename', 'main.py', ...options],
    { encoding: 'utf8', cwd: dir, timeout: 300000 });
  assert.equal(r.status, 0, r.stderr);
  return r;
}

// What pandas printed for a case of tests/oracle/cases.mjs, run on the real file.
function pandas(name, source) {
  const r = oracle('pandas_housing', name, { program: source });
  assert.equal(r.status, 0, r.stderr);
  return r;
}

function statsOf(stdout) {
  const stats = {};
  for (const line of stdout.split('\n').slice(1, 10)) {
    const [name, ...numbers] = line.split(' ');
    const [mean, std, q25, q50, q75, corr] = numbers.map(Number);
    stats[name] = { mean, std, q25, q50, q75, corr };
  }
  return stats;
}

test('the bundled data set is synthetic and says so', { skip: engineSkip }, () => {
  const r = tracelab(folder('bundled', false), STATS, ['--no-shipped-data']);
  assert.match(r.stdout, /^\(17000, 9\)\n/);
  assert.match(r.stdout, /\nsource: SYNTHETIC data: /);
  assert.match(r.stdout, /\ndescribe: SYNTHETIC data: /);
  assert.match(r.stderr, /SYNTHETIC data: tracelab's bundled california_housing_train.csv is generated/);
});

test('the synthetic statistics follow the real file (mean, std, quartiles, corr with the label)', { skip: engineSkip }, () => {
  const synthetic = statsOf(tracelab(folder('synthetic', false), STATS, ['--no-shipped-data']).stdout);
  const real = statsOf(pandas('stats-real', STATS).stdout);
  assert.equal(Object.keys(real).length, 9);
  for (const [name, r] of Object.entries(real)) {
    const s = synthetic[name];
    assert.ok(Math.abs(s.mean - r.mean) < 0.02 * r.std, `${name} mean ${s.mean} vs ${r.mean}`);
    assert.ok(Math.abs(s.std / r.std - 1) < 0.05, `${name} std ${s.std} vs ${r.std}`);
    for (const q of ['q25', 'q50', 'q75']) {
      assert.ok(Math.abs(s[q] - r[q]) < 0.05 * r.std, `${name} ${q} ${s[q]} vs ${r[q]}`);
    }
    assert.ok(Math.abs(s.corr - r.corr) < 0.02, `${name} corr ${s.corr} vs ${r.corr}`);
  }
});

test('the course program\'s pandas steps on the real file print what pandas prints', { skip: engineSkip }, () => {
  const expected = pandas('course-real', COURSE).stdout;
  const dir = folder('course', true);
  const actual = tracelab(dir, COURSE);
  assert.equal(actual.stdout, expected);
  assert.equal(actual.stderr, '');
});
