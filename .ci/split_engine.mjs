// Splits the linked engine in two (run after the link, engine/bindings/build.cmake):
//   node .ci/split_engine.mjs <wasm-split> <dist>
// The link (-sSPLIT_MODULE) leaves <dist>/tracelab_engine.wasm instrumented to
// record which functions run, and the plain module beside it as .wasm.orig.
// The instrumented engine runs what a learner runs in the first minutes (the
// predictor variants, the idle warm-up programs, every exercise's starter and
// solution); wasm-split then keeps the functions they called in
// tracelab_engine.wasm, which the page loads, and moves the rest to
// tracelab_engine.deferred.wasm, which the engine loads the first time a
// program calls one of them (web/engine_split.js). A program runs the same
// either way; only when the rest's bytes are fetched differs.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { webcrypto } from 'node:crypto';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { runWithEngine } from '../web/cli.mjs';
import { WARMUP_PROGRAMS } from '../web/warmup_programs.js';
import { track } from '../web/exercises/track.js';
import { DEFERRED_WASM } from '../web/engine_split.js';
import { engineWorker, loadModuleSource } from '../web/node_engine.mjs';
import { PAGE_LIMITS } from '../web/page_limits.js';

const { wasmSplit, dist } = isMainThread ? { wasmSplit: process.argv[2], dist: process.argv[3] } : workerData;
if (!wasmSplit || !dist) {
  console.error('usage: node .ci/split_engine.mjs <wasm-split> <dist>');
  process.exit(2);
}
const FEATURES = ['--enable-simd', '--enable-exception-handling', '--enable-bulk-memory',
  '--enable-sign-ext', '--enable-mutable-globals', '--enable-nontrapping-float-to-int'];
const instrumented = join(dist, 'tracelab_engine.wasm');
const plain = `${instrumented}.orig`;

// The learner's programs, and the programs the page's Worker runs while idle.
function profilePrograms() {
  const variants = join(dist, '..', 'variants');
  const programs = readdirSync(variants).filter((f) => f.endsWith('.py')).sort()
    .map((f) => readFileSync(join(variants, f), 'utf8'));
  for (const exercise of track) programs.push(exercise.starter, exercise.solution);
  return { programs, warmups: WARMUP_PROGRAMS };
}

// Recursion deeper than a stack segment (eval_call.cc): the page moves it to
// a fresh stack, whose path must not wait for the deferred part (JSPI cannot
// suspend through the JS frame that loads it; engine_loader.js).
const DEEP_RECURSION = 'def depth(n):\n    return 0 if n == 0 else 1 + depth(n - 1)\n\nprint(depth(200))\n';

// A run as the page's Worker makes it: the page's limits, begun on a fresh
// stack (engine_loader.js), where deep recursion moves to another fresh
// stack every few dozen levels. Node has no JS promise integration to make
// one; calling the entry on the same stack runs the same engine code.
function runAsPage(engine, source) {
  const session = new engine.Session(PAGE_LIMITS);
  try {
    const job = session.beginRun(source, 'main.py', () => {});
    engine.runOnFreshStack(engine.freshStackEntry(), job);
    session.endRun();
  } finally {
    session.delete();
  }
}

// The instrumented engine, its fresh-stack import run in place.
async function loadInstrumented() {
  if (!globalThis.crypto?.getRandomValues) globalThis.crypto = webcrypto;
  const { default: create } = await import(pathToFileURL(join(dist, 'tracelab_engine.mjs')).href);
  let table = null;
  const runOnFreshStack = (entry, job) => table.get(entry)(job);
  const instantiateWasm = (imports, receiveInstance) => {
    for (const names of Object.values(imports)) {
      for (const [name, fn] of Object.entries(names)) {
        if (fn?.name === 'tl_host_fresh_stack') names[name] = runOnFreshStack;
      }
    }
    WebAssembly.instantiate(readFileSync(instrumented), imports).then(({ instance, module }) => {
      table = Object.values(instance.exports).find((x) => x instanceof WebAssembly.Table);
      receiveInstance(instance, module);
    });
    return {};
  };
  const engine = await create({ instantiateWasm, loadModuleSource });
  engine.runOnFreshStack = runOnFreshStack;
  return engine;
}

// Runs each program in the instrumented engine as the CLI and as the page
// run it, with the data files the program names (the CLI's run leaves them
// in the working directory), and the warm-up programs as the page's idle
// Worker runs them, with none; the profile's bytes.
async function recordProfile({ programs, warmups }) {
  const engine = await loadInstrumented();
  const work = mkdtempSync(join(tmpdir(), 'tracelab-split-'));
  try {
    programs.forEach((source, i) => {
      const file = join(work, `p${i}`, 'main.py');
      mkdirSync(join(work, `p${i}`));
      writeFileSync(file, source);
      runWithEngine(engine, { args: {}, file, source }, () => {});
      runAsPage(engine, source);
    });
    const empty = join(work, 'warmup');
    const session = new engine.Session({});
    session.setWorkingDirectory(empty);
    session.delete();
    for (const source of warmups) runAsPage(engine, source);
    runAsPage(engine, DEEP_RECURSION);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const capacity = 1 << 22;
  const buffer = engine._malloc(capacity);
  const size = engine.asm.__write_profile(buffer, capacity);
  return engine.HEAPU8.slice(buffer, buffer + size);
}

// The split itself: the profile's called functions stay, the rest move.
function split(profile) {
  const work = mkdtempSync(join(tmpdir(), 'tracelab-split-'));
  try {
    writeFileSync(join(work, 'profile'), profile);
    execFileSync(wasmSplit, ['--split', `--profile=${join(work, 'profile')}`, '--export-prefix=%',
      '--placeholder-namespace=placeholder', '--import-namespace=primary', ...FEATURES, plain,
      '-o1', join(work, 'primary.wasm'), '-o2', join(work, 'deferred.wasm')], { stdio: 'inherit' });
    renameSync(join(work, 'primary.wasm'), instrumented);
    renameSync(join(work, 'deferred.wasm'), join(dist, DEFERRED_WASM));
    rmSync(plain);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const kb = (path) => (readFileSync(path).length / 1024).toFixed(0);
  console.log(`split the engine: ${kb(instrumented)} kB loaded with the page, ${kb(join(dist, DEFERRED_WASM))} kB on first use`);
}

// The programs run in a worker thread with the engine's stack (Node's main
// thread has too little for the interpreter's recursion).
if (isMainThread) {
  const worker = engineWorker(new URL(import.meta.url), { wasmSplit, dist });
  worker.once('message', (profile) => split(profile));
  worker.once('error', (error) => {
    console.error(`split_engine: the profile run failed: ${error.stack || error}`);
    process.exitCode = 1;
  });
} else {
  parentPort.postMessage(await recordProfile(profilePrograms()));
}
