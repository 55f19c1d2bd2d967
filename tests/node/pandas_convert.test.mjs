// Series and DataFrames convert to tensors as TensorFlow converts them, i.e.
// through np.asarray (a Series 1-D, a frame 2-D, NumPy's dtype): tracelab's
// tf.convert_to_tensor(v).numpy() must print what CPython's np.asarray(v)
// prints with Debian's pandas (skipped without it or without the engine).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = join(root, 'web', 'cli.mjs');
const python = '/usr/bin/python3';
const work = mkdtempSync(join(tmpdir(), 'tracelab-pandas-convert-'));
process.on('exit', () => rmSync(work, { recursive: true, force: true }));

const engineBuilt = existsSync(join(root, 'web', 'dist', 'tracelab_engine.wasm'));
const hasPandas = spawnSync(python, ['-c', 'import pandas'], { encoding: 'utf8' }).status === 0;
const skip = !engineBuilt ? 'the WASM engine is not built' : !hasPandas ? 'python3 has no pandas' : false;

const program = (convert) => `import numpy as np
import pandas as pd
${convert === 'tf' ? 'import tensorflow as tf\n' : ''}df = pd.DataFrame({"x": [0.5, 1.5, -2.25], "y": [1, 2, 3], "z": [True, False, True]})
for v in [df["x"], df[["x", "y"]], df["y"], df[["y"]], df["x"][1:], df["z"], df[df["y"] > 1]["x"]]:
    a = ${convert === 'tf' ? 'tf.convert_to_tensor(v).numpy()' : 'np.asarray(v)'}
    print(a, a.shape, a.dtype)
print(np.array(df["x"] * 2), np.asarray(df[["y"]]).shape)
`;

function run(command, args, source) {
  const path = join(work, 'main.py');
  writeFileSync(path, source);
  return spawnSync(command, [...args, path], { encoding: 'utf8', cwd: work, timeout: 120000 });
}

test('tf.convert_to_tensor of Series and DataFrames matches np.asarray', { skip }, () => {
  const expected = run(python, [], program('np'));
  assert.equal(expected.status, 0, expected.stderr);
  const actual = run(process.execPath, [cli, 'run'], program('tf'));
  assert.equal(actual.stderr, '');
  assert.equal(actual.stdout, expected.stdout);
});
