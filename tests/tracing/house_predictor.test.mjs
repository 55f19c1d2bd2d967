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

for (const f of files) {
  test(f, () => {
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

// Keras traces predict_function with a None batch dimension (the dataset's
// IteratorSpec), so one model predicting on inputs of growing length traces once,
// and predict_on_batch's exact shapes dispatch to that (None, 1) trace.
// predict_on_batch alone keys the exact batch size and relaxes it on the second
// size (reduce_retracing), as section 6 of the semantics reference states.
function predictTraces(lines) {
  const source = ['import tensorflow as tf',
    'model = tf.keras.Sequential([tf.keras.layers.Dense(1, input_shape=(1,))])',
    'model.compile(optimizer="rmsprop", loss="mean_squared_error")',
    'rooms = [[float(r)] for r in range(1, 41)]', ...lines, 'print("done")'].join('\n');
  const r = runProgram(source);
  assert.equal(r.error, null, r.error && r.error.traceback);
  assert.deepEqual(r.stdout, ['done']);
  assert.equal(r.warnings.length, 0);
  return r.events.filter((e) => e.type === 'trace' && e.fn === 'predict_function').map((e) => e.signature);
}

test('predict on growing inputs with one model does not retrace', () => {
  const traces = predictTraces(['for n in range(1, 41, 3):', '    model.predict(tf.constant(rooms[:n]), verbose=0)',
    'for n in (3, 5, 7):', '    model.predict_on_batch(tf.constant(rooms[:n]))']);
  assert.equal(traces.length, 1, traces.join('\n'));
  assert.match(traces[0], /shape=\(None, 1\)/);
});

test('predict_on_batch traces the exact batch, then relaxes it', () => {
  const traces = predictTraces(['for n in (3, 5, 7, 9):', '    model.predict_on_batch(tf.constant(rooms[:n]))']);
  assert.equal(traces.length, 2, traces.join('\n'));
  assert.match(traces[0], /shape=\(3, 1\)/);
  assert.match(traces[1], /shape=\(None, 1\)/);
});

// Model.summary() against a port of Keras 2.11's print_summary (keras/utils/
// layer_utils.py, sequential-like branch: line_length 65, positions .45/.85/1.0),
// written here independently of the engine's C++.
function kerasSummary(name, rows, total) {
  const lineLength = 65;
  const positions = [0.45, 0.85, 1.0].map((p) => Math.floor(lineLength * p));
  const out = [];
  const printRow = (fields) => {
    const left = fields.map(String);
    while (left.some((f) => f.length > 0)) {
      let line = '';
      for (let col = 0; col < left.length; col++) {
        const start = col > 0 ? positions[col - 1] : 0;
        const space = col !== positions.length - 1 ? 2 : 0;
        let cutoff = positions[col] - start - space;
        let fit = left[col].slice(0, cutoff);
        const cuts = ['),', '},', '],', "',"].filter((c) => fit.includes(c)).map((c) => fit.indexOf(c) + c.length);
        if (cuts.length) { cutoff = Math.min(...cuts); fit = fit.slice(0, cutoff); }
        if (col === 0) line += ' ';
        line += fit + ' '.repeat(space);
        left[col] = left[col].slice(cutoff);
        line += ' '.repeat(Math.max(0, positions[col] - line.length));
      }
      out.push(line);
    }
  };
  out.push(`Model: "${name}"`, '_'.repeat(lineLength));
  printRow(['Layer (type)', 'Output Shape', 'Param #']);
  out.push('='.repeat(lineLength));
  for (const r of rows) { printRow(r); out.push(' '.repeat(lineLength)); }
  out.push('='.repeat(lineLength));
  const n = total.toLocaleString('en-US');
  out.push(`Total params: ${n}`, `Trainable params: ${n}`, 'Non-trainable params: 0', '_'.repeat(lineLength));
  return out;
}

test('summary() prints Keras 2.11 layout; fit prints Keras progress lines', () => {
  const r = runProgram([
    'import tensorflow as tf',
    'model = tf.keras.Sequential(name="house_value_regressor_with_a_long_name")',
    'model.add(tf.keras.layers.Dense(1000, activation="relu", input_shape=(13,), name="a_rather_long_hidden_layer_name"))',
    'model.add(tf.keras.layers.Dense(1))',
    'model.summary()',
    'model.compile(optimizer="sgd", loss="mse", metrics=[tf.keras.metrics.RootMeanSquaredError()])',
    'x = [[float(i % 7)] * 13 for i in range(70)]',
    'y = [float(i % 5) for i in range(70)]',
    'h = model.fit(x, y, batch_size=32, epochs=2, validation_split=0.2, verbose=1)',
    'print(sorted(h.history), h.epoch, len(h.history["loss"]))',
  ].join('\n'));
  assert.equal(r.error, null, r.error && r.error.traceback);
  const expected = kerasSummary('house_value_regressor_with_a_long_name',
    [['a_rather_long_hidden_layer_name (Dense)', '(None, 1000)', 14000], ['dense (Dense)', '(None, 1)', 1001]], 15001);
  assert.deepEqual(r.stdout.slice(0, expected.length), expected);
  const rest = r.stdout.slice(expected.length);
  assert.equal(rest[0], 'Epoch 1/2');
  // 56 training rows (the last 14 are validation) in batches of 32: 2 steps.
  assert.match(rest[1], /^2\/2 \[={30}\] - \d+s \d+(us|ms|s)\/step - loss: \d+\.\d{4} - root_mean_squared_error: \d+\.\d{4} - val_loss: \d+\.\d{4} - val_root_mean_squared_error: \d+\.\d{4}$/);
  assert.equal(rest[2], 'Epoch 2/2');
  assert.equal(rest[4], "['loss', 'root_mean_squared_error', 'val_loss', 'val_root_mean_squared_error'] [0, 1] 2");
  const progress = r.events.filter((e) => e.type === 'progress');
  assert.deepEqual(progress.map((e) => [e.label, e.done, e.total]), [['fit', 1, 2], ['fit', 2, 2]]);
});
