// Series and DataFrames convert to tensors as TensorFlow converts them, i.e.
// through np.asarray (a Series 1-D, a frame 2-D, NumPy's dtype): tracelab's
// tf.convert_to_tensor(v).numpy() must print what CPython's np.asarray(v)
// prints with Debian's pandas, as tests/oracle/record.mjs recorded it in
// tests/oracle/pandas_convert.json (skipped without the engine).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { convertProgram as program } from '../oracle/cases.mjs';
import { oracle } from '../oracle/oracle.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = join(root, 'web', 'cli.mjs');
const work = mkdtempSync(join(tmpdir(), 'tracelab-pandas-convert-'));
process.on('exit', () => rmSync(work, { recursive: true, force: true }));

const engineBuilt = existsSync(join(root, 'web', 'dist', 'tracelab_engine.wasm'));
const skip = !engineBuilt ? 'the WASM engine is not built' : false;

function run(command, args, source) {
  const path = join(work, 'main.py');
  writeFileSync(path, source);
  return spawnSync(command, [...args, path], { encoding: 'utf8', cwd: work, timeout: 120000 });
}

test('tf.convert_to_tensor of Series and DataFrames matches np.asarray', { skip }, () => {
  const expected = oracle('pandas_convert', 'asarray', { program: program('np') });
  assert.equal(expected.status, 0, expected.stderr);
  const actual = run(process.execPath, [cli, 'run'], program('tf'));
  assert.equal(actual.stderr, '');
  assert.equal(actual.stdout, expected.stdout);
});
