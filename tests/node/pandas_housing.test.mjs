// The course's data through pandas-lite: the bundled SYNTHETIC
// california_housing_train.csv says what it is and follows the real file's
// statistics; on the real file (../shared/data, skipped when absent) the
// course program's pandas steps print what pandas 1.5.3 prints.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = join(root, 'web', 'cli.mjs');
const realCsv = process.env.TL_HOUSING_CSV ?? join(root, '..', 'shared', 'data', 'california_housing_train.csv');
const python = '/usr/bin/python3';
const work = mkdtempSync(join(tmpdir(), 'tracelab-pandas-'));
process.on('exit', () => rmSync(work, { recursive: true, force: true }));

const engineSkip = existsSync(join(root, 'web', 'dist', 'tracelab_engine.wasm')) ? false : 'the WASM engine is not built';
const realSkip = existsSync(realCsv) ? engineSkip : `${realCsv} is absent`;
const hasPandas = spawnSync(python, ['-c', 'import pandas'], { encoding: 'utf8' }).status === 0;
const oracleSkip = hasPandas ? realSkip : 'python3 has no pandas';

const STATS = `import pandas as pd
df = pd.read_csv("california_housing_train.csv")
print(df.shape)
corr = df.corr()["median_house_value"]
for c in df.columns:
    s = df[c]
    print(c, s.mean(), s.std(), s.quantile(0.25), s.quantile(0.5), s.quantile(0.75), corr[c])
print("source:", df.attrs.get("source", ""))
print("describe:", df.describe().attrs.get("source", ""))
`;

// The pandas calls of ../shared/reference/mlcc_linear_regression.py, with a
// seeded sample so that pandas' rows can be compared.
const COURSE = `import pandas as pd
pd.options.display.max_rows = 10
pd.options.display.float_format = "{:.1f}".format
training_df = pd.read_csv("california_housing_train.csv")
training_df["median_house_value"] /= 1000.0
print(training_df.head())
print(training_df.describe())
training_df["rooms_per_person"] = training_df["total_rooms"] / training_df["population"]
print(training_df["rooms_per_person"].describe())
print(training_df.corr())
random_examples = training_df.sample(n=200, random_state=4)
print(random_examples["median_income"].max(), len(random_examples))
print(random_examples.head(3))
batch = training_df["median_income"][10000:10000 + 10]
print(batch)
for i in range(10):
    print("%5.0f %6.0f" % (training_df["median_income"][10000 + i], training_df["median_house_value"][10000 + i]))
hist = pd.DataFrame({"loss": [9.5, 7.25, 7.0], "root_mean_squared_error": [3.1, 2.7, 2.6]})
rmse = hist["root_mean_squared_error"]
print(hist)
print(rmse.min() * 0.97, rmse.max())
print(training_df)
`;

function folder(name, withReal) {
  const dir = join(work, name);
  spawnSync('mkdir', ['-p', dir]);
  if (withReal) copyFileSync(realCsv, join(dir, 'california_housing_train.csv'));
  return dir;
}

function tracelab(dir, source) {
  writeFileSync(join(dir, 'main.py'), source);
  const r = spawnSync(process.execPath, [cli, 'run', join(dir, 'main.py'), '--filename', 'main.py'],
    { encoding: 'utf8', cwd: dir, timeout: 300000 });
  assert.equal(r.status, 0, r.stderr);
  return r;
}

function pandas(dir, source) {
  writeFileSync(join(dir, 'main.py'), source);
  const r = spawnSync(python, ['main.py'], { encoding: 'utf8', cwd: dir, timeout: 300000 });
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
  const r = tracelab(folder('bundled', false), STATS);
  assert.match(r.stdout, /^\(17000, 9\)\n/);
  assert.match(r.stdout, /\nsource: SYNTHETIC data: /);
  assert.match(r.stdout, /\ndescribe: SYNTHETIC data: /);
  assert.match(r.stderr, /SYNTHETIC data: tracelab's bundled california_housing_train.csv is generated/);
});

test('the synthetic statistics follow the real file (mean, std, quartiles, corr with the label)', { skip: realSkip }, () => {
  const synthetic = statsOf(tracelab(folder('synthetic', false), STATS).stdout);
  const realDir = folder('real', true);
  const real = statsOf((hasPandas ? pandas(realDir, STATS) : tracelab(realDir, STATS)).stdout);
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

test('the course program\'s pandas steps on the real file print what pandas prints', { skip: oracleSkip }, () => {
  const dir = folder('course', true);
  const expected = pandas(dir, COURSE).stdout;
  const actual = tracelab(dir, COURSE);
  assert.equal(actual.stdout, expected);
  assert.equal(actual.stderr, '');
});
