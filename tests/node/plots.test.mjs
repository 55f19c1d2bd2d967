// matplotlib-lite end to end: a program run through the CLI with --plots
// writes one well-formed SVG per show()n figure, with its title, labels and
// one mark per point; --json carries the same figures as `plot` events whose
// values match the same numbers computed here in JavaScript. The tick helper
// is checked against the ticks matplotlib draws for its default view limits.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { niceTicks, plotToSvg, tickLabels } from '../../web/plot_svg.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = join(root, 'web', 'cli.mjs');
const work = mkdtempSync(join(tmpdir(), 'tracelab-plots-'));
process.on('exit', () => rmSync(work, { recursive: true, force: true }));
const skip = existsSync(join(root, 'web', 'dist', 'tracelab_engine.wasm')) ? false : 'web/dist/tracelab_engine.wasm is not built';

const N = 40;
const PROGRAM = `import math
import matplotlib.pyplot as plt

xs = [i * 0.25 for i in range(${N})]
plt.figure(figsize=(8, 5))
plt.plot(xs, [math.sin(x) for x in xs], label="sin")
plt.scatter(xs, [math.cos(x) for x in xs], c="r", label="cos & co")
plt.title("Waves <1>")
plt.xlabel("x")
plt.ylabel("value")
plt.legend()
plt.ylim([-1.5, 1.5])
plt.show()

fig, (left, right) = plt.subplots(1, 2)
left.plot([1, 2, 3], [2, 4, 8], "go--")
left.set_title("left")
right.scatter([1, 2], [3, 4])
right.set_xlabel("count")
plt.show()

plt.plot([1, 2, 3])
`;

function runCli(args) {
  const path = join(work, 'waves.py');
  writeFileSync(path, PROGRAM);
  const r = spawnSync(process.execPath, [cli, 'run', path, ...args], { encoding: 'utf8', cwd: work, timeout: 120000 });
  assert.equal(r.status, 0, r.stderr);
  return r.stdout;
}

// Every tag closes in order and every & starts an entity: enough to know a
// viewer will parse the file.
function assertWellFormed(svg) {
  assert.match(svg, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg /);
  assert.doesNotMatch(svg, /&(?!(amp|lt|gt|quot|apos|#\d+);)/);
  const stack = [];
  for (const m of svg.replace(/^<\?xml[^>]*\?>/, '').matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = m;
    if (selfClosing) continue;
    if (!closing) stack.push(name);
    else assert.equal(stack.pop(), name, `</${name}> closes <${stack.at(-1)}>`);
  }
  assert.deepEqual(stack, []);
}

const count = (text, re) => (text.match(re) || []).length;

test('--plots writes one SVG per show() with titles, labels and one mark per point', { skip }, () => {
  const dir = join(work, 'figures');
  runCli(['--plots', dir]);
  assert.deepEqual(readdirSync(dir).sort(), ['figure_1.svg', 'figure_2.svg']);  // the last figure was never shown
  const first = readFileSync(join(dir, 'figure_1.svg'), 'utf8');
  assertWellFormed(first);
  assert.match(first, /width="800" height="500"/);
  for (const text of ['>Waves &lt;1&gt;<', '>x<', '>value<', '>sin<', '>cos &amp; co<']) assert.ok(first.includes(text), text);
  const scatter = first.match(/<g class="series scatter"[^>]*>(.*?)<\/g>/s)[1];
  assert.equal(count(scatter, /<circle /g), N);
  assert.equal(count(first, /class="series line"/g), 1);
  const second = readFileSync(join(dir, 'figure_2.svg'), 'utf8');
  assertWellFormed(second);
  assert.equal(count(second, /<g class="axes"/g), 2);
  assert.ok(second.includes('>left<') && second.includes('>count<'));
  assert.match(second, /stroke="#008000"[^>]*stroke-dasharray/);  // "go--": a green dashed line
});

test('--json plot events carry the values python would compute', { skip }, () => {
  const events = runCli(['--json']).trim().split('\n').map((l) => JSON.parse(l)).filter((e) => e.type === 'plot');
  assert.equal(events.length, 2);
  const [waves, grid] = events;
  assert.equal(waves.width, 8);
  const xs = Array.from({ length: N }, (_, i) => i * 0.25);
  const [line, dots] = waves.axes[0].series;
  assert.equal(line.x.length, N);
  assert.equal(dots.y.length, N);
  xs.forEach((x, i) => {
    assert.ok(Math.abs(line.y[i] - Math.sin(x)) < 1e-12);
    assert.ok(Math.abs(dots.y[i] - Math.cos(x)) < 1e-12);
  });
  assert.deepEqual(waves.axes[0].ylim, [-1.5, 1.5]);
  assert.equal(waves.axes[0].legend, true);
  assert.deepEqual(grid.axes.map((a) => a.index), [1, 2]);
  assert.deepEqual(grid.axes[0].series[0].y, [2, 4, 8]);
});

test('ticks fall where matplotlib puts them for its default 5% margins', () => {
  const visible = (lo, hi) => niceTicks(lo, hi).filter((t) => t >= lo && t <= hi);
  assert.deepEqual(visible(-0.45, 9.45), [0, 2, 4, 6, 8]);            // plt.plot(range(10))
  assert.deepEqual(tickLabels(visible(-0.05, 1.05)).labels, ['0.0', '0.2', '0.4', '0.6', '0.8', '1.0']);
  assert.deepEqual(tickLabels(visible(-1.1, 1.1)).labels.slice(0, 2), ['\u22121.00', '\u22120.75']);  // sin over a period
});

test('an empty figure and non-finite values still make well-formed SVG', () => {
  assertWellFormed(plotToSvg({ type: 'plot', figure: 3, width: 6.4, height: 4.8, axes: [] }));
  const svg = plotToSvg({
    type: 'plot', figure: 1, width: 6.4, height: 4.8,
    axes: [{ title: '', xlabel: '', ylabel: '', xlim: null, ylim: null, legend: false, grid: false, series: [
      { kind: 'line', x: [0, 1, 2, 3], y: [1, null, 2, 3], label: null, color: '#1f77b4', marker: null, linestyle: '-', linewidth: 1.5 },
    ] }],
  });
  assertWellFormed(svg);
  assert.equal(count(svg.match(/class="series line" d="([^"]*)"/)[1], /M/g), 2);  // the gap splits the line
});

const chartBuilt = existsSync(join(root, 'web', 'dist', 'chart.bundle.js')) ? false : 'web/dist/chart.bundle.js is not built';

test('the performance histogram takes a million timings as [us, count] pairs', { skip: skip || chartBuilt }, async () => {
  const { histogram } = await import('../../web/panels/performance.js');
  const hits = Array.from({ length: 1000 }, (_, i) => [1 + i, 1000]);
  const traced = [[0, 1], [5000, 1], [20000, 1]];
  const { edges, counts, zeros } = histogram([hits, traced], 10);
  assert.equal(edges.length, 11);
  assert.ok(Math.abs(edges[0] - 1) < 1e-9 && Math.abs(edges[10] - 20000) < 1e-6);
  assert.equal(counts[0].reduce((a, b) => a + b, 0), 1_000_000);
  assert.equal(counts[1].reduce((a, b) => a + b, 0), 3);
  assert.equal(zeros, 1);
});

test('the performance panel splits the call events into cache hits, traced calls and traces', { skip: skip || chartBuilt }, async () => {
  const { latencyStats, percentile, summarize } = await import('../../web/panels/performance.js');
  const hundred = Array.from({ length: 100 }, (_, i) => [i + 1, 1]);
  assert.equal(percentile(hundred, 50), 50);  // nearest-rank percentiles of 1..100
  assert.equal(percentile(hundred, 99), 99);
  assert.equal(summarize([]).count, 0);
  // A joined run counts as many calls as it stands for.
  assert.deepEqual(summarize([[100, 1], [1, 98], [50, 1]]), { count: 100, p50: 1, p99: 50 });
  const path = join(work, 'calls.py');
  writeFileSync(path, `import tensorflow as tf
@tf.function
def double(x):
    return x * 2.0
for i in range(30):
    double(tf.constant(float(i)))
double(tf.constant([1.0, 2.0]))
`);
  const r = spawnSync(process.execPath, [cli, 'run', path, '--json'], { encoding: 'utf8', cwd: work, timeout: 120000 });
  const events = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
  const calls = events.filter((e) => e.type === 'call' && e.fn === 'double');
  const [stats] = latencyStats(events);
  assert.equal(stats.fn, 'double');
  assert.equal(summarize(stats.hits).count + summarize(stats.traced).count, 31);
  assert.equal(summarize(stats.traced).count, calls.filter((e) => e.traced).length);
  assert.ok(summarize(stats.traced).count >= 2);  // a scalar, then a vector: two traces
  assert.equal(stats.traces.length, events.filter((e) => e.type === 'trace' && e.fn === 'double').length);
  // The 29 cache hits between the two traces came as fewer events than calls.
  assert.ok(calls.length < 31, `${calls.length} call events`);
});
