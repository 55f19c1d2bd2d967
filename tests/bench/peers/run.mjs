// The peer benchmark: tracelab against tfjs-wasm 4.22 on the same workloads
// (workloads.mjs), each side in a fresh Node process per workload and round,
// the two sides alternating (which goes first swaps every round), so both
// see the same machine. Prints medians over the rounds, cold (the first pass
// in a fresh process) and steady (a second run's passes, after V8's tier-up),
// and tfjs/tracelab (above 1: tracelab is faster), with the machine's load.
// A benchmark, not a test: it prints and never fails on a number.
//   node tests/bench/peers/run.mjs [--rounds N] [--only id,id] [--data FILE.csv]
// (npm run bench:peers). Without --data it uses ../shared/data's California
// housing CSV when there is one, else the engine's synthetic set.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WORKLOADS } from './workloads.mjs';
import { printTable } from './table.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..', '..');
const SIDES = { tfjs: join(here, 'side_tfjs.mjs'), tracelab: join(here, 'side_tracelab.mjs') };

function option(argv, name, fallback) {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : fallback;
}

// The synthetic housing set as tracelab's pandas-lite makes it, as a CSV
// file, so the tfjs side trains on the same rows.
function syntheticCsv() {
  const dir = mkdtempSync(join(tmpdir(), 'tracelab-peers-'));
  const program = join(dir, 'dump.py');
  writeFileSync(program, [
    'import pandas as pd',
    'df = pd.read_csv("california_housing_train.csv")',
    'print("median_income,median_house_value")',
    'for a, b in zip(df["median_income"], df["median_house_value"]):',
    '    print(f"{a!r},{b!r}")',
  ].join('\n') + '\n');
  const out = spawnSync(process.execPath, [join(root, 'web', 'cli.mjs'), 'run', program], { encoding: 'utf8', maxBuffer: 1 << 26 });
  if (out.status !== 0) throw new Error(`the synthetic data set could not be made: ${out.stderr}`);
  writeFileSync(join(dir, 'california_housing_train.csv'), out.stdout);
  return join(dir, 'california_housing_train.csv');
}

function dataFile(argv) {
  const given = option(argv, '--data', null);
  if (given) return { file: resolve(given), what: given };
  const real = resolve(root, '..', 'shared', 'data', 'california_housing_train.csv');
  if (existsSync(real)) return { file: real, what: 'the real California housing CSV' };
  return { file: syntheticCsv(), what: "the engine's synthetic housing set" };
}

function measure(side, workload, data) {
  const out = spawnSync(process.execPath, [SIDES[side], workload.id, data], { encoding: 'utf8', maxBuffer: 1 << 24 });
  if (out.status !== 0) throw new Error(`${side} ${workload.id} failed:\n${out.stderr}`);
  return JSON.parse(out.stdout.trim().split('\n').pop());
}

const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');

function main(argv) {
  const rounds = Number(option(argv, '--rounds', 3));
  const only = option(argv, '--only', null)?.split(',');
  const workloads = only ? WORKLOADS.filter((w) => only.includes(w.id)) : WORKLOADS;
  const data = dataFile(argv);
  console.log(`peers: tracelab (web/dist engine, ${process.version}) vs tfjs-wasm 4.22 (SIMD, 1 thread); ` +
    `${rounds} rounds interleaved; fit on ${data.what}`);
  console.log(`machine: ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), load average at start ${load()}`);
  const samples = new Map(workloads.map((w) => [w.id, { tfjs: [], tracelab: [] }]));
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? ['tracelab', 'tfjs'] : ['tfjs', 'tracelab'];
    for (const workload of workloads) {
      for (const side of order) samples.get(workload.id)[side].push(measure(side, workload, data.file));
    }
    process.stderr.write(`round ${round + 1}/${rounds} done, load ${load()}\n`);
  }
  printTable(workloads, samples);
  console.log(`load average at end ${load()} (1, 5, 15 min)`);
}

main(process.argv.slice(2));
