// The engine's event stream as the page reads it (ARCHITECTURE.md's table;
// the README lists each type's fields).

// The event types, named once: `event.type === EVENT.call`. Reading a type
// that does not exist (a typo) throws instead of matching nothing.
export const EVENT_TYPES = ['stdout', 'stderr', 'warning', 'trace', 'call', 'graph', 'trace_steps', 'plot', 'progress',
  'error', 'exit', 'summary'];
export const EVENT = new Proxy(Object.freeze(Object.fromEntries(EVENT_TYPES.map((t) => [t, t]))), {
  get(types, name) {
    if (typeof name === 'string' && !Object.hasOwn(types, name)) throw new Error(`no event type ${name}`);
    return types[name];
  },
});

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
