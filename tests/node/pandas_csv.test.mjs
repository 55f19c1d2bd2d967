// pandas-lite programs that read CSV files beside them (tests/programs/pandas/csv/):
// their stdout must equal what Debian's python3 with pandas 1.5.3 printed
// (recorded by tests/programs/pandas/csv/record.py). They run through the
// CLI (which copies the program's folder into the engine's file system) and
// natively through run_program from that folder ($TL_RUN_PROGRAM, else
// build/native/run_program).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const csvDir = join(root, 'tests', 'programs', 'pandas', 'csv');
const cli = join(root, 'web', 'cli.mjs');
const runProgram = resolve(process.env.TL_RUN_PROGRAM ?? join(root, 'build', 'native', 'run_program'));

const cliSkip = existsSync(join(root, 'web', 'dist', 'tracelab_engine.wasm')) ? false : 'the WASM engine is not built';
const nativeSkip = existsSync(runProgram) ? false : `${runProgram} is not built`;
const programs = readdirSync(csvDir).filter((n) => n.endsWith('.py') && n !== 'record.py').sort();

function expected(name) {
  const base = join(csvDir, name.slice(0, -3));
  return { stdout: readFileSync(base + '.out', 'utf8'), failed: existsSync(base + '.err') };
}

function check(result, name) {
  const want = expected(name);
  assert.equal(result.error, undefined);
  assert.equal(result.stdout, want.stdout);
  assert.equal(result.status !== 0, want.failed, result.stderr);
}

test('the CSV programs are there', () => assert.ok(programs.length >= 2));

for (const name of programs) {
  const path = join(csvDir, name);
  test(`${name} through the CLI prints what pandas prints`, { skip: cliSkip }, () => {
    const args = [cli, 'run', path, '--filename', 'main.py'];
    check(spawnSync(process.execPath, args, { encoding: 'utf8', timeout: 120000 }), name);
  });
  test(`${name} natively prints what pandas prints`, { skip: nativeSkip }, () => {
    check(spawnSync(runProgram, [path], { encoding: 'utf8', cwd: csvDir, timeout: 120000 }), name);
  });
}
