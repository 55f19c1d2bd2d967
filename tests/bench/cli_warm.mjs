// The CLI under V8's WebAssembly tiering settings: what a learner's program
// costs from the first second, in a fresh process each time.
//   node tests/bench/cli_warm.mjs [--runs N] [--node PATH] [--only 0,1,...]
// For each setting (V8 flags given on the node command line; none: the
// settings web/node_engine.mjs chooses), N fresh CLI processes, interleaved:
//   - the course program (shared/reference/mlcc_linear_regression.py on the
//     engine's synthetic data): wall time of the whole `node web/cli.mjs run`,
//     and its CPU time (all threads, V8's background compilation included);
//   - a Keras fit of the same data (batch 100, SGD) timed per epoch inside the
//     program: the first epoch and the median of epochs 4-8, and the wall time;
//   - an empty program: start-up (load and compile the engine).
// A benchmark, not a test: it prints medians and always exits 0.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { epochsOf, fitEpochsProgram } from './fit_program.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const cli = resolve(here, '..', '..', 'web', 'cli.mjs');
const option = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Number(option('--runs', 3));
const NODE = option('--node', process.execPath);
const ALL_SETTINGS = {
  'as the CLI starts': [],
  '--no-wasm-lazy-compilation': ['--no-wasm-lazy-compilation'],
  '--wasm-tiering-budget=300000': ['--wasm-tiering-budget=300000'],
  '--no-wasm-dynamic-tiering': ['--no-wasm-dynamic-tiering'],
  '--no-liftoff (eager)': ['--no-liftoff', '--no-wasm-lazy-compilation'],
};
const only = option('--only', null)?.split(',').map(Number);  // indices into ALL_SETTINGS
const SETTINGS = Object.fromEntries(Object.entries(ALL_SETTINGS).filter((_, i) => !only || only.includes(i)));

const dir = mkdtempSync(join(tmpdir(), 'tracelab-cli-warm-'));
const course = resolve(here, '..', '..', '..', 'shared', 'reference', 'mlcc_linear_regression.py');
const fit = join(dir, 'fit.py');
writeFileSync(fit, fitEpochsProgram(8));
const empty = join(dir, 'empty.py');
writeFileSync(empty, 'pass\n');

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

// Wall time, and CPU time (user + system, every thread: V8 compiles in the
// background) through bash's `time`, which a busy machine distorts less.
function timedRun(flags, program) {
  const command = ['TIMEFORMAT="CPU %U %S"; time', NODE, ...flags, cli, 'run', program, '2>/dev/null'].join(' ');
  const start = performance.now();
  const out = spawnSync('bash', ['-c', command], { encoding: 'utf8', cwd: dirname(program) });
  const ms = performance.now() - start;
  const cpu = out.stderr.match(/CPU ([\d.]+) ([\d.]+)/);
  if (out.status !== 0 || !cpu) throw new Error(`${program} failed: ${out.stderr}`);
  return { ms, cpuMs: (Number(cpu[1]) + Number(cpu[2])) * 1000, stdout: out.stdout };
}

function main() {
  const version = spawnSync(NODE, ['--version'], { encoding: 'utf8' }).stdout.trim();
  console.log(`CLI under V8 tiering settings: Node ${version}, ${RUNS} fresh processes each, interleaved; load ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
  const results = Object.fromEntries(Object.keys(SETTINGS).map((name) => [name, { empty: [], course: [], courseCpu: [], fit: [], first: [], steady: [] }]));
  for (let i = 0; i < RUNS; i++) {
    for (const [name, flags] of Object.entries(SETTINGS)) {
      const r = results[name];
      r.empty.push(timedRun(flags, empty).ms);
      const courseRun = timedRun(flags, course);
      r.course.push(courseRun.ms);
      r.courseCpu.push(courseRun.cpuMs);
      const fitRun = timedRun(flags, fit);
      const epochs = epochsOf(fitRun.stdout);
      r.fit.push(fitRun.ms);
      r.first.push(epochs[0]);
      r.steady.push(median(epochs.slice(3)));
    }
  }
  console.log('setting                         start-up   course (CPU)       fit wall   first epoch   steady epoch   first/steady   (ms, medians)');
  for (const [name, r] of Object.entries(results)) {
    const [first, steady] = [median(r.first), median(r.steady)];
    console.log(`${name.padEnd(30)} ${median(r.empty).toFixed(0).padStart(8)} ${median(r.course).toFixed(0).padStart(8)} (${median(r.courseCpu).toFixed(0).padStart(5)}) ` +
      `${median(r.fit).toFixed(0).padStart(10)} ${first.toFixed(1).padStart(13)} ${steady.toFixed(1).padStart(14)} ${(first / steady).toFixed(2).padStart(13)}×`);
  }
  console.log(`load average at end ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
}

try {
  main();
} catch (error) {
  console.log(`cli_warm benchmark did not finish: ${error.stack || error.message}`);
}
