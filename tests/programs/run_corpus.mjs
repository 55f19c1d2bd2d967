#!/usr/bin/env node
// Runs every golden program with a runner command and compares stdout and
// stderr (and the exit status, where a .status file holds it) with the outputs
// recorded from CPython (record.py).
// Usage: node tests/programs/run_corpus.mjs [--filter text] -- <runner> [args...]
// Each program runs as `<runner> [args...] <file.py>`; the summary line is
// `corpus: N passed, M failed` and the exit status is 1 on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
const dash = argv.indexOf('--');
const options = dash < 0 ? argv : argv.slice(0, dash);
const runner = dash < 0 ? [] : argv.slice(dash + 1);
if (runner.length === 0) {
  console.error('usage: node tests/programs/run_corpus.mjs [--filter text] -- <runner> [args...]');
  process.exit(2);
}
const filterIndex = options.indexOf('--filter');
const filter = filterIndex >= 0 ? options[filterIndex + 1] : '';

function programs() {
  const out = [];
  for (const folder of readdirSync(here).sort()) {
    const dir = join(here, folder);
    if (!statSync(dir).isDirectory()) continue;
    for (const name of readdirSync(dir).sort()) {
      const file = join(dir, name);
      if (name.endsWith('.py') && relative(here, file).includes(filter)) out.push(file);
    }
  }
  return out;
}

function firstDifference(expected, actual) {
  const e = expected.split('\n');
  const a = actual.split('\n');
  for (let i = 0; i < Math.max(e.length, a.length); i++) {
    if (e[i] !== a[i]) {
      return `    line ${i + 1}\n    expected: ${JSON.stringify(e[i] ?? '<end>')}\n    actual:   ${JSON.stringify(a[i] ?? '<end>')}`;
    }
  }
  return '';
}

let passed = 0;
let failed = 0;
for (const file of programs()) {
  const base = file.slice(0, -3);
  const expectedOut = existsSync(base + '.out') ? readFileSync(base + '.out', 'utf8') : '';
  const expectedErr = existsSync(base + '.err') ? readFileSync(base + '.err', 'utf8') : '';
  const result = spawnSync(runner[0], [...runner.slice(1), file], { encoding: 'utf8', timeout: 120000 });
  const out = result.stdout ?? '';
  const err = result.stderr ?? '';
  const problems = [];
  if (out !== expectedOut) problems.push('  stdout differs\n' + firstDifference(expectedOut, out));
  if (err !== expectedErr) problems.push('  stderr differs\n' + firstDifference(expectedErr, err));
  if (existsSync(base + '.status')) {
    const expectedStatus = Number(readFileSync(base + '.status', 'utf8').trim());
    if (result.status !== expectedStatus) problems.push(`  exit status ${result.status}, expected ${expectedStatus}`);
  }
  if (result.error) problems.push('  ' + String(result.error));
  if (problems.length) {
    failed++;
    console.log(`FAIL ${relative(here, file)}\n${problems.join('\n')}`);
  } else {
    passed++;
  }
}
console.log(`corpus: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
