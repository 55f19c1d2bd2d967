// The peer benchmark's table: per workload, medians over the rounds of the
// cold and steady time of each side, and tfjs/tracelab.
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

// A row's unit: µs per call, or ms per call for epochs and calls of a millisecond or more.
const unitOf = (workload, secondsPerCall) => (secondsPerCall < 1e-3 && !workload.epoch ? { scale: 1e6, unit: 'µs' } : { scale: 1e3, unit: 'ms' });

function show(secondsPerPass, workload, { scale, unit }) {
  const value = (secondsPerPass / workload.calls) * scale;
  return `${value < 10 ? value.toFixed(2) : value < 100 ? value.toFixed(1) : value.toFixed(0)} ${unit}`;
}

// Median over rounds of each round's cold pass, and of each round's steady median.
function summarize(runs) {
  return { cold: median(runs.map((r) => r.cold)), steady: median(runs.map((r) => median(r.steady))), load: median(runs.map((r) => r.load_ms)) };
}

export function printTable(workloads, samples) {
  const head = ['workload', 'tfjs cold', 'tracelab cold', 'ratio', 'tfjs steady', 'tracelab steady', 'ratio', 'GFLOP/s tfjs / tracelab'];
  const rows = [head];
  let loads = null;
  for (const w of workloads) {
    const tfjs = summarize(samples.get(w.id).tfjs);
    const ours = summarize(samples.get(w.id).tracelab);
    loads ??= { tfjs: [], tracelab: [] };
    loads.tfjs.push(tfjs.load);
    loads.tracelab.push(ours.load);
    const ratio = (a, b) => `${(a / b).toFixed(2)}×`;
    const gflops = w.flops ? `${(w.flops * w.calls / tfjs.steady / 1e9).toFixed(1)} / ${(w.flops * w.calls / ours.steady / 1e9).toFixed(1)}` : '';
    const unit = unitOf(w, Math.min(tfjs.steady, ours.steady) / w.calls);
    rows.push([w.label, show(tfjs.cold, w, unit), show(ours.cold, w, unit), ratio(tfjs.cold, ours.cold),
      show(tfjs.steady, w, unit), show(ours.steady, w, unit), ratio(tfjs.steady, ours.steady), gflops]);
  }
  const widths = head.map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const row of rows) console.log(row.map((cell, i) => (i ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  '));
  console.log('ratio: tfjs time / tracelab time (above 1: tracelab is faster); per call for µs rows, per pass for ms rows');
  if (loads) {
    console.log(`start-up (import and compile the WASM, median): tfjs ${median(loads.tfjs).toFixed(0)} ms, ` +
      `tracelab ${median(loads.tracelab).toFixed(0)} ms`);
  }
}
