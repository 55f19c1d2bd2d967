// The course program (../shared/reference/mlcc_linear_regression.py) run
// unmodified through the CLI: on the course's CSV as tracelab ships it
// (web/data/), on the real CSV beside the program (../shared/data), and on the
// engine's synthetic stand-in (--no-shipped-data). On the real data the trained
// line must come within 1% of the least-squares RMSE computed here, pandas' part
// of the output must match what CPython + pandas printed (real_data_part.out),
// and Keras's progress lines, the learned weights and the prediction table must
// have the course's shape and agree with the data.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const cli = join(root, 'web', 'cli.mjs');
const program = resolve(root, '..', 'shared', 'reference', 'mlcc_linear_regression.py');
const realCsv = resolve(root, '..', 'shared', 'data', 'california_housing_train.csv');
const EPOCHS = 30;

// data: 'shipped' (nothing beside the program), 'beside' (the real CSV
// beside it) or 'synthetic' (neither).
function runCourse(data) {
  const dir = mkdtempSync(join(tmpdir(), 'tracelab-course-'));
  copyFileSync(program, join(dir, 'main.py'));
  if (data === 'beside') copyFileSync(realCsv, join(dir, 'california_housing_train.csv'));
  const plots = join(dir, 'plots');
  const options = data === 'shipped' ? [] : ['--no-shipped-data'];
  const run = spawnSync(process.execPath, [cli, 'run', join(dir, 'main.py'), '--plots', plots, ...options],
    { encoding: 'utf8', maxBuffer: 64 << 20 });
  return { ...run, plots };
}

function readCsv(path) {
  const [header, ...rows] = readFileSync(path, 'utf8').trim().split('\n');
  const names = header.split(',').map((n) => n.replace(/"/g, ''));
  const column = (name) => rows.map((r) => Number(r.split(',')[names.indexOf(name)]));
  return { column };
}

function leastSquares(x, y) {
  const n = x.length;
  const mx = x.reduce((a, b) => a + b) / n;
  const my = y.reduce((a, b) => a + b) / n;
  let sxy = 0, sxx = 0;
  for (let i = 0; i < n; i++) sxy += (x[i] - mx) * (y[i] - my), sxx += (x[i] - mx) ** 2;
  const w = sxy / sxx;
  return { w, b: my - w * mx };
}

function rmse(x, y, w, b) {
  let s = 0;
  for (let i = 0; i < x.length; i++) s += (w * x[i] + b - y[i]) ** 2;
  return Math.sqrt(s / x.length);
}

// printf's "%.0f": halves that are exact in binary round to even.
function printfRound(v) {
  return Math.abs(v % 1) === 0.5 ? 2 * Math.round(v / 2) : Math.round(v);
}

function learned(stdout) {
  const w = /The learned weight for your model is (-?\d+\.\d{4})/.exec(stdout);
  const b = /The learned bias for your model is (-?\d+\.\d{4})/.exec(stdout);
  assert.ok(w && b, 'the program prints the learned weight and bias');
  return { w: Number(w[1]), b: Number(b[1]) };
}

function checkProgressLines(stdout) {
  const lines = stdout.split('\n');
  for (let epoch = 1; epoch <= EPOCHS; epoch++) {
    const at = lines.indexOf(`Epoch ${epoch}/${EPOCHS}`);
    assert.ok(at >= 0, `Keras prints "Epoch ${epoch}/${EPOCHS}"`);
    assert.match(lines[at + 1],
      /^567\/567 \[=+\] - \d+s \d+(ms|us)\/step - loss: \d+\.\d{4} - root_mean_squared_error: \d+\.\d{4}$/);
  }
}

function checkPlots(dir) {
  const svgs = readdirSync(dir).filter((f) => f.endsWith('.svg')).sort();
  assert.equal(svgs.length, 2, 'the fitted line and the loss curve');
  for (const svg of svgs) assert.match(readFileSync(join(dir, svg), "utf8"), /^(<\?xml[^>]*>\s*)?<svg[\s\S]*<\/svg>\s*$/);
}

test('the course program runs on the synthetic stand-in when the shipped data is left out', () => {
  const run = runCourse('synthetic');
  assert.equal(run.stderr.includes('Traceback'), false, run.stderr);
  assert.match(run.stderr, /SYNTHETIC data: /);
  assert.equal(run.status, 0, run.stderr);
  checkProgressLines(run.stdout);
  learned(run.stdout);
  checkPlots(run.plots);
});

for (const data of ['shipped', 'beside']) {
  test(`on the real CSV (${data}) the course prints pandas' numbers and reaches the least-squares RMSE within 1%`,
    { skip: !existsSync(realCsv) && 'no ../shared/data' }, () => checkRealRun(runCourse(data)));
}

function checkRealRun(run) {
  assert.equal(run.status, 0, run.stderr);
  assert.equal(run.stderr, '', 'no note: the data is the course\'s own');
  const data = readCsv(realCsv);
  const x = data.column('median_income');
  const y = data.column('median_house_value').map((v) => v / 1000);
  const best = leastSquares(x, y);
  const optimum = rmse(x, y, best.w, best.b);
  assert.ok(Math.abs(optimum - 83.74) < 0.01, `least squares on the real file: ${optimum}`);
  const { w, b } = learned(run.stdout);
  const reached = rmse(x, y, w, b);
  assert.ok(reached <= optimum * 1.01, `trained RMSE ${reached.toFixed(3)} vs optimum ${optimum.toFixed(3)}`);

  const expectedData = readFileSync(join(here, 'real_data_part.out'), 'utf8');
  assert.equal(run.stdout.slice(0, expectedData.length), expectedData, 'head() and describe() as pandas prints them');
  checkProgressLines(run.stdout);
  checkPlots(run.plots);

  // The prediction table: rows 10000..10009 of the file, predicted by the learned line.
  const table = run.stdout.split('--------------------------------------\n')[1].trim().split('\n');
  assert.equal(table.length, 10);
  table.forEach((row, i) => {
    const [feature, label, predicted] = row.trim().split(/\s+/).map(Number);
    assert.equal(feature, printfRound(x[10000 + i]));
    assert.equal(label, printfRound(y[10000 + i]));
    assert.ok(Math.abs(predicted - (w * x[10000 + i] + b)) <= 1, `row ${i}: ${row}`);
  });
}
