#!/usr/bin/env node
// Runs every golden program with a runner command and compares stdout and
// stderr (and the exit status, where a .status file holds it) with the outputs
// recorded from CPython (record.py).
// Usage: node tests/programs/run_corpus.mjs [--filter text] [--jobs N] -- <runner> [args...]
//        node tests/programs/run_corpus.mjs [--filter text] --wasm-engine
// Each program runs as `<runner> [args...] <file.py>` (N at a time), or, with --wasm-engine,
// in a new Session of one WASM engine instance that runs every program in turn
// (as the page's Worker does; output as the CLI prints it, the file named
// main.py). The summary line is `corpus: N passed, M failed` and the exit
// status is 1 on any failure.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { engineWorker, loadNodeEngine } from '../../web/node_engine.mjs';
import { runWithEngine } from '../../web/cli.mjs';

const here = dirname(fileURLToPath(import.meta.url));
// A program still running after this long has hung (each has a CPython
// counterpart that ends in seconds).
const PROGRAM_SECONDS = 120;

if (!isMainThread) runEveryProgram(workerData.files);
else await main();

async function main() {
  const argv = process.argv.slice(2);
  const dash = argv.indexOf('--');
  const options = dash < 0 ? argv : argv.slice(0, dash);
  const runner = dash < 0 ? [] : argv.slice(dash + 1);
  const inEngine = options.includes('--wasm-engine');
  if (runner.length === 0 && !inEngine) {
    console.error('usage: node tests/programs/run_corpus.mjs [--filter text] (-- <runner> [args...] | --wasm-engine)');
    process.exit(2);
  }
  const valueOf = (name, otherwise) => (options.includes(name) ? options[options.indexOf(name) + 1] : otherwise);
  const filter = valueOf('--filter', '');
  const jobs = Number(valueOf('--jobs', 1));
  const files = programs(filter);
  const results = inEngine ? await runInEngine(files) : await runCommands(runner, files, jobs);
  let passed = 0;
  let failed = 0;
  files.forEach((file, i) => {
    const problems = check(file, results[i]);
    if (problems.length) {
      failed++;
      console.log(`FAIL ${relative(here, file)}\n${problems.join('\n')}`);
    } else {
      passed++;
    }
  });
  console.log(`corpus: ${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

async function runCommands(runner, files, jobs) {
  const results = new Array(files.length);
  let next = 0;
  const lane = async () => {
    while (next < files.length) {
      const i = next++;
      results[i] = await runCommand(runner, files[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, jobs) }, lane));
  return results;
}

function runCommand(runner, file) {
  return new Promise((done) => {
    const child = spawn(runner[0], [...runner.slice(1), file], { timeout: PROGRAM_SECONDS * 1000 });
    const out = [];
    const err = [];
    let error;
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    child.on('error', (e) => { error = e; });
    child.on('close', (status, signal) => done({
      out: Buffer.concat(out).toString('utf8'),
      err: Buffer.concat(err).toString('utf8'),
      status,
      error: error ?? (signal ? `ended by ${signal}` : undefined),
    }));
  });
}

// Every program in one engine, in a worker thread with the engine's stack.
function runInEngine(files) {
  return new Promise((done, fail) => {
    const results = [];
    const worker = engineWorker(new URL(import.meta.url), { files });
    worker.on('message', (result) => results.push(result));
    worker.on('error', fail);
    worker.on('exit', () => (results.length === files.length ? done(results)
      : fail(new Error(`the engine worker ended after ${results.length} of ${files.length} programs`))));
  });
}

// A run that ends below Python (a trap) may leave the engine unusable, so the
// next program gets a new instance, as the page's Worker is replaced.
async function runEveryProgram(files) {
  let engine = await loadNodeEngine();
  for (const file of files) {
    const streams = { out: '', err: '' };
    const write = (stream, text) => { streams[stream] += text; };
    const args = { filename: 'main.py', maxSeconds: PROGRAM_SECONDS };
    let status;
    let error;
    try {
      status = runWithEngine(engine, { args, file, source: readFileSync(file) }, write);
    } catch (e) {
      error = String(e?.stack || e);
      engine = await loadNodeEngine();
    }
    parentPort.postMessage({ ...streams, status, error });
  }
}

function programs(filter) {
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

function check(file, { out, err, status, error }) {
  const base = file.slice(0, -3);
  const expectedOut = existsSync(base + '.out') ? readFileSync(base + '.out', 'utf8') : '';
  const expectedErr = existsSync(base + '.err') ? readFileSync(base + '.err', 'utf8') : '';
  const problems = [];
  if (out !== expectedOut) problems.push('  stdout differs\n' + firstDifference(expectedOut, out));
  if (err !== expectedErr) problems.push('  stderr differs\n' + firstDifference(expectedErr, err));
  if (existsSync(base + '.status')) {
    const expectedStatus = Number(readFileSync(base + '.status', 'utf8').trim());
    if (status !== expectedStatus) problems.push(`  exit status ${status}, expected ${expectedStatus}`);
  }
  if (error) problems.push('  ' + String(error));
  return problems;
}
