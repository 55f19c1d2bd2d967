// The engine's event stream as the page reads it (ARCHITECTURE.md's table).

// The summary's per-function counts summed by name: the engine counts each
// tf.function object apart (`object`), the page shows one row per name.
// Map fn -> {calls, traces, warnings, concrete_functions, graph_bytes}.
export function functionTotals(summary) {
  const totals = new Map();
  for (const f of summary?.functions || []) {
    const t = totals.get(f.fn) || { calls: 0, traces: 0, warnings: 0, concrete_functions: 0, graph_bytes: 0 };
    for (const key of Object.keys(t)) t[key] += f[key] || 0;
    totals.set(f.fn, t);
  }
  return totals;
}
