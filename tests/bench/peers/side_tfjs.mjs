// tfjs-wasm's side of one workload, in a fresh process: @tensorflow/tfjs-core
// with the WebAssembly backend (SIMD, one thread: tfjs uses no threads in
// Node), its .wasm files read from node_modules (nothing is fetched), and
// @tensorflow/tfjs-layers for fit. The same protocol as tracelab's side: a
// cold pass, more passes, then a second run (new tensors and model) whose
// passes are the steady time. Prints one JSON line:
// {load_ms, cold, steady, firstSteady} (seconds per pass).
//   node tests/bench/peers/side_tfjs.mjs WORKLOAD_ID DATA_CSV
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { readHousing } from './housing_data.mjs';
import { byId } from './workloads.mjs';
import { coldAndSteady } from './passes.mjs';

const require = createRequire(import.meta.url);

async function loadTfjs() {
  const tf = await import('@tensorflow/tfjs-core');
  const layers = await import('@tensorflow/tfjs-layers');
  const { setWasmPaths } = await import('@tensorflow/tfjs-backend-wasm');
  setWasmPaths(`${dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm'))}/`);
  await tf.setBackend('wasm');
  await tf.ready();
  if (!tf.env().getBool('WASM_HAS_SIMD_SUPPORT')) throw new Error('tfjs-wasm runs without SIMD here');
  return { ...tf, ...layers, layers: layers.layers, train: tf.train };
}

async function runOnce(tf, workload, data) {
  const runPass = await workload.tfjs(tf, data);
  const timedPass = async () => {
    const start = performance.now();
    await runPass();
    return (performance.now() - start) / 1000;
  };
  const cold = await timedPass();
  const steady = [];
  for (let i = 0; i < workload.passes; i++) steady.push(await timedPass());
  tf.disposeVariables();
  return { cold, steady };
}

async function main([id, dataFile]) {
  const workload = byId(id);
  const data = workload.epoch ? readHousing(dataFile) : null;
  const start = performance.now();
  const tf = await loadTfjs();
  const loadMs = performance.now() - start;
  const first = await runOnce(tf, workload, data);
  const second = await runOnce(tf, workload, data);
  console.log(JSON.stringify({ load_ms: loadMs, backend: tf.getBackend(), ...coldAndSteady(first, second) }));
}

main(process.argv.slice(2)).catch((error) => { console.error(error.stack || error); process.exitCode = 1; });
