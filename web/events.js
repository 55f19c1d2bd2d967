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

// How many calls a call event stands for: one, or a run of cache hits the
// engine joined into one event ("calls": n, "us": their mean).
export const callsOf = (event) => event.calls ?? 1;

// A call event's times as [us, calls] pairs, ascending: a joined run's
// `spread` (bucket middles, each within 6.25% of the times it counts), else
// its own time.
export const callTimes = (event) => event.spread ?? [[event.us, callsOf(event)]];

// The summary's per-function counts summed by name: the engine counts each
// tf.function object apart (`object`), the page shows one row per name. The
// engine judges retracing per name, so every object of a name carries the same
// verdict and fix. Map fn -> {calls, traces, warnings, concrete_functions,
// graph_bytes, trace_us, hit_us, hits, verdict?, fix?}.
export function functionTotals(summary) {
  const totals = new Map();
  for (const f of summary?.functions || []) {
    const t = totals.get(f.fn) || {
      calls: 0, traces: 0, warnings: 0, concrete_functions: 0, graph_bytes: 0, trace_us: 0, hit_us: 0, hits: 0,
    };
    for (const key of Object.keys(t)) if (typeof t[key] === 'number') t[key] += f[key] || 0;
    if (f.verdict) t.verdict = f.verdict;
    if (f.fix) t.fix = f.fix;
    totals.set(f.fn, t);
  }
  return totals;
}
