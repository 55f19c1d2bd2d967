// Many calls: a run of cache hits of one concrete function reaches the host as
// one call event ("calls": n, "us": their mean, "spread": [[us, n], ...]),
// however the host cuts the stream into batches; every call is still counted,
// numbered and timed, and whatever happens between calls keeps them apart.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { cli } from './run_case.mjs';

function events(source) {
  const dir = mkdtempSync(join(tmpdir(), 'tracelab-runs-'));
  writeFileSync(join(dir, 'main.py'), source);
  const runner = process.env.TRACELAB_RUNNER;
  const [command, args] = runner ? [runner, [join(dir, 'main.py')]] : [process.execPath, [cli, 'run', join(dir, 'main.py'), '--json']];
  return execFileSync(command, args, { encoding: 'utf8', maxBuffer: 64 << 20 }).split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
}

const callsOf = (e) => e.calls ?? 1;

test('twenty thousand cache hits arrive as a few events that count, number and time every call', () => {
  const all = events(`import tensorflow as tf
@tf.function
def scale(x):
    return x * 2.0
x = tf.constant([1.0, 2.0])
for i in range(20000):
    scale(x)
`);
  const calls = all.filter((e) => e.type === 'call');
  assert.equal(calls.reduce((n, e) => n + callsOf(e), 0), 20000);
  assert.ok(calls.length < 200, `${calls.length} call events for 20000 calls`);
  assert.equal(calls[0].traced, true);
  let last = 0;
  for (const e of calls) {
    assert.equal(e.call - callsOf(e), last, 'call numbers run on from event to event');
    last = e.call;
    if (callsOf(e) === 1) continue;
    assert.equal(e.traced, false);
    const pairs = e.spread;
    assert.equal(pairs.reduce((n, [, k]) => n + k, 0), e.calls, 'the spread counts every call of the run');
    for (let i = 1; i < pairs.length; i++) assert.ok(pairs[i - 1][0] < pairs[i][0], 'buckets ascend');
    // Bucket middles are within 6.25% of the times they count, so the mean is too.
    const mean = pairs.reduce((s, [us, k]) => s + us * k, 0) / e.calls;
    assert.ok(Math.abs(mean - e.us) <= 0.0625 * e.us + 0.01, `mean ${e.us} against the spread's ${mean}`);
  }
  const summary = all.find((e) => e.type === 'summary').functions[0];
  assert.deepEqual([summary.calls, summary.hits, summary.traces], [20000, 19999, 1]);
});

test('an output, another function or another concrete function between calls ends a run', () => {
  const all = events(`import tensorflow as tf
@tf.function
def f(x):
    return x + 1
@tf.function
def g(x):
    tf.print("g")
    return x - 1
a, b = tf.constant(1.0), tf.constant([1.0])
for i in range(3):
    f(a)
    f(b)
for i in range(3):
    f(a)
    print(i)
for i in range(3):
    g(a)
`);
  const stream = all.filter((e) => ['call', 'stdout'].includes(e.type))
    .map((e) => (e.type === 'call' ? `${e.fn}#${e.call}x${callsOf(e)}` : e.text.trim()));
  assert.deepEqual(stream, [
    'f#1x1', 'f#2x1', 'f#3x1', 'f#4x1', 'f#5x1', 'f#6x1',  // two concrete functions, alternating
    'f#7x1', '0', 'f#8x1', '1', 'f#9x1', '2',              // a print after each call
    'g', 'g#1x1', 'g', 'g#2x1', 'g', 'g#3x1',              // tf.print runs inside each call
  ]);
});

test('a Keras fit reports its steps joined, numbered on through the epochs', () => {
  const all = events(`import tensorflow as tf
model = tf.keras.Sequential([tf.keras.layers.Dense(1, input_shape=(1,))])
model.compile(optimizer="sgd", loss="mse")
x = [[float(i)] for i in range(200)]
model.fit(x, x, batch_size=10, epochs=3, verbose=0)
`);
  const steps = all.filter((e) => e.type === 'call' && e.fn === 'train_function');
  assert.equal(steps.reduce((n, e) => n + callsOf(e), 0), 60);
  assert.equal(steps.at(-1).call, 60);
  assert.ok(steps.length < 60);
});
