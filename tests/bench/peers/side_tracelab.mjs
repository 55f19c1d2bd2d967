// tracelab's side of one workload, in a fresh process: the engine loaded as
// the CLI loads it (node_engine.mjs, in a worker thread with the engine's
// stack), the workload's program run twice through a new Session each time as
// the page runs a program (events handed over in batches, kept as JSON text
// the way the page's Worker posts them). Prints one JSON line:
// {load_ms, cold, steady, firstSteady} (seconds per pass).
//   node tests/bench/peers/side_tracelab.mjs WORKLOAD_ID DATA_CSV
import { readFileSync } from 'node:fs';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { engineWorker, loadNodeEngine } from '../../../web/node_engine.mjs';
import { EVENT } from '../../../web/events.js';
import { byId } from './workloads.mjs';
import { coldAndSteady, parseResult, pythonTimer } from './passes.mjs';

const DATA_DIR = '/bench';

function runProgram(engine, source, csv) {
  const session = new engine.Session({});
  const batches = [];
  try {
    session.writeFile(`${DATA_DIR}/california_housing_train.csv`, csv);
    session.setWorkingDirectory(DATA_DIR);
    session.run(source, 'main.py', (lines) => batches.push(lines));
  } finally {
    session.delete();
  }
  const events = batches.join('\n').split('\n').filter(Boolean).map((line) => JSON.parse(line));
  const error = events.find((e) => e.type === EVENT.error);
  if (error) throw new Error(error.traceback || error.message);
  return parseResult(events.filter((e) => e.type === EVENT.stdout).map((e) => e.text).join(''));
}

async function measure({ id, dataFile }) {
  const workload = byId(id);
  const csv = readFileSync(dataFile);
  const start = performance.now();
  const engine = await loadNodeEngine();
  const loadMs = performance.now() - start;
  const source = workload.python + pythonTimer(workload.passes);
  const first = runProgram(engine, source, csv);
  const second = runProgram(engine, source, csv);
  return { load_ms: loadMs, ...coldAndSteady(first, second) };
}

if (isMainThread) {
  const [id, dataFile] = process.argv.slice(2);
  const worker = engineWorker(new URL(import.meta.url), { id, dataFile });
  worker.on('message', (result) => console.log(JSON.stringify(result)));
  worker.on('error', (error) => { console.error(error.stack || error); process.exitCode = 1; });
} else {
  measure(workerData).then((result) => parentPort.postMessage(result));
}
