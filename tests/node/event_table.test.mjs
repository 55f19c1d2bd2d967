// The event stream against its contract: every field of every event the
// engine emits for programs that make each type of event (through the CLI's
// --json, as the page receives them) is listed in ARCHITECTURE.md's table.
// The design documents sit beside the repository (../shared/design); where
// they are not, there is nothing to check against and the test is skipped.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = join(root, 'web', 'cli.mjs');
const architecture = join(root, '..', 'shared', 'design', 'ARCHITECTURE.md');
const skip = !existsSync(join(root, 'web', 'dist', 'tracelab_engine.wasm')) ? 'the engine is not built'
  : !existsSync(architecture) ? 'ARCHITECTURE.md is not beside the repository' : false;

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

// type -> the words of its row's fields column.
function contractTable(markdown) {
  const section = markdown.slice(markdown.indexOf('## The event stream'));
  const rows = new Map();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length < 4 || cells[1] === 'type' || cells[1].startsWith('---')) continue;
    rows.set(cells[1], new Set(cells[2].match(/[a-z_]+/g)));
  }
  return rows;
}

function events(source) {
  const work = mkdtempSync(join(tmpdir(), 'tracelab-events-'));
  try {
    writeFileSync(join(work, 'main.py'), source);
    const run = spawnSync(process.execPath, [cli, 'run', join(work, 'main.py'), '--json'],
      { encoding: 'utf8', cwd: work, timeout: 120000 });
    return run.stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

test('every field the engine emits is in ARCHITECTURE.md\'s event table', { skip }, () => {
  const table = contractTable(readFileSync(architecture, 'utf8'));
  const emitted = [...events(EVERY_KIND), ...events(FAILS)];
  const types = new Set(emitted.map((e) => e.type));
  for (const type of ['stdout', 'stderr', 'warning', 'trace', 'call', 'graph', 'plot', 'progress', 'error', 'exit', 'summary']) {
    assert.ok(types.has(type), `no ${type} event was emitted`);
  }
  const missing = new Set();
  for (const event of emitted) {
    const row = table.get(event.type);
    if (!row) {
      missing.add(`type ${event.type}`);
      continue;
    }
    for (const field of Object.keys(event)) if (field !== 'type' && !row.has(field)) missing.add(`${event.type}.${field}`);
    for (const f of event.type === 'summary' ? event.functions : []) {
      for (const field of Object.keys(f)) if (!row.has(field)) missing.add(`summary.functions[].${field}`);
    }
  }
  assert.deepEqual([...missing], []);
});
