// Keras's fit calls its train_function once per batch: 3 epochs of 100 rows at
// batch 30 are 3 * ceil(100 / 30) = 12 calls, one trace. The engine reports most
// cache hits of a step function as one call event per run ("calls": n), and the
// summary must still count every call.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { cli } from './run_case.mjs';

const PROGRAM = `import tensorflow as tf
x = tf.reshape(tf.range(100, dtype=tf.float32), (100, 1)) / 100.0
y = 3.0 * x + 1.0
model = tf.keras.Sequential([tf.keras.layers.Dense(1, input_shape=(1,))])
model.compile(optimizer="sgd", loss="mse")
model.fit(x, y, batch_size=30, epochs=3, verbose=0)
print(model.predict(x[:5], verbose=0).shape)
`;

function events(source) {
  const dir = mkdtempSync(join(tmpdir(), 'tracelab-keras-'));
  writeFileSync(join(dir, 'main.py'), source);
  const runner = process.env.TRACELAB_RUNNER;
  const [command, args] = runner ? [runner, [join(dir, 'main.py')]] : [process.execPath, [cli, 'run', join(dir, 'main.py'), '--json']];
  const out = execFileSync(command, args, { encoding: 'utf8', maxBuffer: 64 << 20 });
  return out.split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
}

test('fit counts every train step, traced once', () => {
  const all = events(PROGRAM);
  const train = all.filter((e) => e.type === 'call' && e.fn === 'train_function');
  const counted = train.reduce((n, e) => n + (e.calls ?? 1), 0);
  assert.equal(counted, 12);
  assert.equal(train.at(-1).call, 12, 'call numbers run on through the aggregated events');
  assert.equal(all.filter((e) => e.type === 'trace' && e.fn === 'train_function').length, 1);
  const summary = all.find((e) => e.type === 'summary').functions.find((f) => f.fn === 'train_function');
  assert.equal(summary.calls, 12);
  assert.equal(summary.traces, 1);
  assert.ok(all.some((e) => e.type === 'stdout' && e.text.includes('(5, 1)')));
});
