// The course's data as tracelab ships it (web/data/, web/shipped_data.js),
// read through the CLI: the compressed asset holds the course's CSV byte for
// byte (its recorded SHA-256), and a program that names the file, or the
// MLCC URL the course reads it from, prints what it prints with the real CSV
// beside it (../shared/data; pandas_housing.test.mjs checks that output
// against pandas). --no-shipped-data leaves the engine's synthetic stand-in,
// which says so.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { REAL_HOUSING_CSV, root } from '../oracle/cases.mjs';
import { SHIPPED_FILES, shippedFilesNamedIn } from '../../web/shipped_data.js';

const cli = join(root, 'web', 'cli.mjs');
const [housing] = SHIPPED_FILES;
const work = mkdtempSync(join(tmpdir(), 'tracelab-shipped-'));
process.on('exit', () => rmSync(work, { recursive: true, force: true }));
const engineSkip = existsSync(join(root, 'web', 'dist', 'tracelab_engine.wasm')) ? false : 'the WASM engine is not built';

const program = (path) => `import pandas as pd
df = pd.read_csv("${path}")
print(df.shape)
print(df.head())
print(df.describe())
print(df.iloc[10000])
`;

function run(name, source, { besideCsv = false, options = [] } = {}) {
  const dir = join(work, name);
  spawnSync('mkdir', ['-p', dir]);
  if (besideCsv) copyFileSync(REAL_HOUSING_CSV, join(dir, housing.name));
  writeFileSync(join(dir, 'main.py'), source);
  const r = spawnSync(process.execPath, [cli, 'run', join(dir, 'main.py'), ...options], { encoding: 'utf8', timeout: 300000 });
  assert.equal(r.status, 0, r.stderr);
  return r;
}

test('the shipped asset is the course CSV, byte for byte', () => {
  const csv = gunzipSync(readFileSync(join(root, 'web', housing.asset)));
  assert.equal(createHash('sha256').update(csv).digest('hex'), housing.sha256);
  assert.equal(csv.toString('utf8').trimEnd().split('\n').length, 17001);
  assert.ok(readFileSync(join(root, 'web', 'data', 'README.md'), 'utf8').includes(housing.sha256), 'web/data/README.md names the hash');
});

test('a program names a shipped file by its name or by the course URL', () => {
  assert.deepEqual(shippedFilesNamedIn(program(housing.name)), [housing]);
  assert.deepEqual(shippedFilesNamedIn(program(housing.urls[0])), [housing]);
  assert.deepEqual(shippedFilesNamedIn(program('houses.csv')), []);
});

test('by name and by URL the CLI reads the shipped data as it reads the real file beside the program', { skip: engineSkip }, () => {
  assert.ok(existsSync(REAL_HOUSING_CSV), `${REAL_HOUSING_CSV} is missing`);
  const real = run('beside', program(housing.name), { besideCsv: true, options: ['--no-shipped-data'] });
  assert.equal(real.stderr, '');
  assert.match(real.stdout, /^\(17000, 9\)\n/);
  const byName = run('by-name', program(housing.name));
  const byUrl = run('by-url', program(housing.urls[0]));
  for (const shipped of [byName, byUrl]) {
    assert.equal(shipped.stdout, real.stdout);
    assert.equal(shipped.stderr, '');
  }
});

test('without the shipped data the engine reads its synthetic stand-in and says so', { skip: engineSkip }, () => {
  const r = run('synthetic', program(housing.urls[0]), { options: ['--no-shipped-data'] });
  assert.match(r.stdout, /^\(17000, 9\)\n/);
  assert.match(r.stderr, /SYNTHETIC data: tracelab's bundled california_housing_train.csv is generated/);
});
