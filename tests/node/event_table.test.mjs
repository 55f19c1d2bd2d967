// The event stream against its contract: every field of every event the
// engine emits for programs that make each type of event (through the CLI's
// --json, as the page receives them) is listed in the README's event table,
// every field the table lists is emitted, and the fields the design's table
// (../shared/design/ARCHITECTURE.md, beside the repository) names field by
// field are among them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EVENT_TYPES } from '../../web/events.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = join(root, 'web', 'cli.mjs');
const readme = join(root, 'README.md');
const architecture = join(root, '..', 'shared', 'design', 'ARCHITECTURE.md');
const skip = !existsSync(join(root, 'web', 'dist', 'tracelab_engine.wasm')) ? 'the engine is not built' : false;

// Every event type but error: output, traces, hits, eager calls, warnings
// (TensorFlow's and the engine's own), Keras progress, a plot, an exit.
const EVERY_KIND = `import sys
import tensorflow as tf
import numpy as np
import pandas as pd
import matplotlib.pyplot as plt
print("out")
print("err", file=sys.stderr)
@tf.function
def f(x):
    return x * 2
for i in range(6):
    f(i)
f(tf.constant(1.0))
f(tf.constant(1.0))
tf.config.run_functions_eagerly(True)
f(3)
tf.config.run_functions_eagerly(False)
df = pd.read_csv("california_housing_train.csv")
print(df.head(2))
model = tf.keras.Sequential([tf.keras.layers.Dense(1)])
model.compile(optimizer="sgd", loss="mse")
model.fit(np.zeros((8, 1)), np.zeros((8,)), epochs=2, batch_size=2, verbose=1)
plt.plot([1, 2])
plt.suptitle("s")
plt.tight_layout()
plt.show()
sys.exit(3)
`;
const FAILS = 'import tensorflow as tf\nprint(tf.constant([1, 2]) + tf.constant([1, 2, 3]))\n';

// The rows of the first `| type | fields |` table after `heading`: type ->
// the cells of its fields column split at commas, with what is in parentheses
// or backticks (explanations) left out.
function tableRows(markdown, heading) {
  const section = markdown.slice(markdown.indexOf(heading));
  const lines = section.split('\n');
  const start = lines.findIndex((line) => /^\|\s*type\s*\|/.test(line));
  const rows = new Map();
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line.split('|').map((c) => c.trim());
    const words = cells[2].replace(/`[^`]*`/g, '').replace(/\([^()]*\)/g, '').split(',').map((w) => w.trim());
    rows.set(cells[1], words);
  }
  return rows;
}

// The README's table: type -> {fields, optional}, every word a field name.
function contractTable(markdown) {
  const table = new Map();
  for (const [type, words] of tableRows(markdown, 'Events are the stream')) {
    for (const w of words) assert.match(w, /^[a-z_]+\??$/, `README's ${type} row: "${w}" is not a field name`);
    table.set(type, { fields: new Set(words.map((w) => w.replace('?', ''))),
      optional: new Set(words.filter((w) => w.endsWith('?')).map((w) => w.slice(0, -1))) });
  }
  return table;
}

// The design's table: type -> its field names, or null for a row written as
// prose (a word that is not a field name) rather than field by field.
function designTable(markdown) {
  const table = new Map();
  for (const [type, words] of tableRows(markdown, '## The event stream')) {
    const names = words.map((w) => w.split(':')[0].trim());
    table.set(type, names.every((n) => /^[a-z_]+$/.test(n)) ? names : null);
  }
  return table;
}

function events(source, ...flags) {
  const work = mkdtempSync(join(tmpdir(), 'tracelab-events-'));
  try {
    writeFileSync(join(work, 'main.py'), source);
    // The synthetic housing set (no shipped data) makes the engine's own warning.
    const run = spawnSync(process.execPath, [cli, 'run', join(work, 'main.py'), '--json', '--no-shipped-data', ...flags],
      { encoding: 'utf8', cwd: work, timeout: 120000 });
    return run.stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

// --steps: the trace_steps events the page asks for.
const emitted = skip ? [] : [...events(EVERY_KIND, '--steps'), ...events(FAILS)];
// Each event with the name of its table row; a summary's functions and a
// trace's steps are rows too.
const rowsOf = (event) => [[event.type, event],
  ...(event.type === 'summary' ? event.functions.map((f) => ['summary.functions[]', f]) : []),
  ...(event.type === 'trace_steps' ? event.steps.map((s) => ['trace_steps.steps[]', s]) : [])];

test('every field the engine emits is in the README\'s event table', { skip }, () => {
  const table = contractTable(readFileSync(readme, 'utf8'));
  const types = new Set(emitted.map((e) => e.type));
  for (const type of EVENT_TYPES) assert.ok(types.has(type), `no ${type} event was emitted`);
  const missing = new Set();
  for (const [type, fields] of emitted.flatMap(rowsOf)) {
    const row = table.get(type);
    if (!row) missing.add(`type ${type}`);
    else for (const field of Object.keys(fields)) if (field !== 'type' && !row.fields.has(field)) missing.add(`${type}.${field}`);
  }
  assert.deepEqual([...missing], []);
});

test('every field the README\'s event table lists is emitted, or marked as optional', { skip }, () => {
  const seen = new Set(emitted.flatMap(rowsOf).flatMap(([type, fields]) => Object.keys(fields).map((f) => `${type}.${f}`)));
  const stale = [];
  for (const [type, row] of contractTable(readFileSync(readme, 'utf8'))) {
    for (const field of row.fields) if (!row.optional.has(field) && !seen.has(`${type}.${field}`)) stale.push(`${type}.${field}`);
  }
  assert.deepEqual(stale, []);
});

test('the fields ARCHITECTURE.md\'s event table names one by one are in the README\'s', {
  skip: skip || (!existsSync(architecture) && 'ARCHITECTURE.md is not beside the repository'),
}, () => {
  const contract = contractTable(readFileSync(readme, 'utf8'));
  const absent = [];
  for (const [type, fields] of designTable(readFileSync(architecture, 'utf8'))) {
    if (!contract.has(type)) absent.push(`type ${type}`);
    for (const field of fields || []) if (!contract.get(type)?.fields.has(field)) absent.push(`${type}.${field}`);
  }
  assert.deepEqual(absent, []);
});

test('the page names the same event types as the README\'s table', () => {
  const types = [...contractTable(readFileSync(readme, 'utf8')).keys()].filter((t) => !t.includes('.'));
  assert.deepEqual([...EVENT_TYPES].sort(), types.sort());
});
