// Runs a program of the course track through the WASM CLI
// (`node web/cli.mjs run main.py --json`) and returns its raw events. The
// program runs alone in a fresh folder, as in the page: pd.read_csv of
// "california_housing_train.csv" then reads the course's data as tracelab
// ships it (web/data/; the native TRACELAB_RUNNER reads the engine's synthetic set).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = join(root, 'web', 'cli.mjs');

// `cliFlags` (say ['--dump-graphs']) go to the CLI only.
export function runEvents(source, cliFlags = []) {
  const dir = mkdtempSync(join(tmpdir(), 'tracelab-exercise-'));
  try {
    writeFileSync(join(dir, 'main.py'), source);
    const file = join(dir, 'main.py');
    const [command, args] = runnerFor(file, cliFlags);
    let out;
    try {
      out = execFileSync(command, args, { encoding: 'utf8', maxBuffer: 256 << 20, cwd: dir });
    } catch (e) {
      if (e.status !== 1) throw e;  // 1: the program raised; anything else is the runner failing
      out = e.stdout || '';
    }
    return out.split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// TRACELAB_RUNNER names an event runner (tests/tools/run_events) to use instead
// of the CLI, as in tests/tracing/: a native binary, or a WASM build's
// run_events.js, which runs under node.
function runnerFor(file, cliFlags) {
  const runner = process.env.TRACELAB_RUNNER;
  if (!runner) return [process.execPath, [cli, 'run', file, '--json', '--filename', 'main.py', ...cliFlags]];
  return runner.endsWith('.js') ? [process.execPath, [runner, file]] : [runner, [file]];
}

// Engine features beyond tf.function that exercises name in `requires`, each
// with the smallest program that fails without it.
const PROBES = {
  pandas: 'import pandas as pd\npd.read_csv\npd.DataFrame\n',
  matplotlib: 'from matplotlib import pyplot as plt\nplt.plot\nplt.show\n',
  keras: 'import tensorflow as tf\nm = tf.keras.Sequential([tf.keras.layers.Dense(1, input_shape=(1,))])\nm.compile\nm.fit\n',
};

export const FEATURES = Object.freeze(Object.keys(PROBES));

const probed = new Map();

// The first missing feature of `requires` with what the engine said, or null.
export function missingFeature(requires = []) {
  for (const feature of requires) {
    if (!probed.has(feature)) {
      const error = runEvents(PROBES[feature]).find((e) => e.type === 'error');
      probed.set(feature, error ? `${error.kind}: ${error.message.split('\n')[0]}` : null);
    }
    const why = probed.get(feature);
    if (why) return `needs ${feature}, not in this engine build yet (${why})`;
  }
  return null;
}
