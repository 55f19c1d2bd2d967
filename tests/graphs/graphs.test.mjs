// Graphs printed from Python: each tests/graphs/<name>.py runs through the CLI
// with --dump-graphs, and what it prints (the program's output, and each
// traced graph as traced and after each pass) must equal <name>.out.
// TL_UPDATE_GOLDEN=1 writes the .out files instead (review the diff).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const cli = join(root, 'web', 'cli.mjs');
const skip = existsSync(join(root, 'web', 'dist', 'tracelab_engine.wasm')) ? false : 'the engine is not built';
const update = process.env.TL_UPDATE_GOLDEN === '1';

for (const name of readdirSync(here).filter((f) => f.endsWith('.py')).sort()) {
  test(`graphs of ${name}`, { skip }, () => {
    // The program runs from its own folder (the CLI copies the files beside a
    // program into the engine: these are only the programs and their graphs).
    const run = spawnSync(process.execPath, [cli, 'run', name, '--dump-graphs', '--filename', name],
      { cwd: here, encoding: 'utf8', timeout: 120000 });
    assert.equal(run.stderr, '');
    assert.equal(run.status, 0);
    const expected = join(here, name.replace(/\.py$/, '.out'));
    if (update) writeFileSync(expected, run.stdout);
    assert.equal(run.stdout, readFileSync(expected, 'utf8'));
  });
}
