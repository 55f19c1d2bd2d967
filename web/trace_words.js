// Words about traces that the page and the CLI build from the engine's
// events: where a call was made (a trace's `site`), what a run of traces with
// one cause has in common, and a function's verdict. The engine's messages
// carry their English text; these are the sentences made around them.

const LOOP_WORDS = { for: 'for loop', while: 'while loop', comprehension: 'comprehension' };

// "line 23, in the for loop on line 21" (or "" when the engine gave no site).
export function siteWords(site) {
  if (!site?.line) return '';
  const loop = site.loop_line ? `, in the ${LOOP_WORDS[site.loop] ?? 'loop'} on line ${site.loop_line}` : '';
  return `line ${site.line}${loop}`;
}

// Traces with one key share a cause: the same function, reason, argument and call site.
export function causeKey(trace) {
  const cause = trace.cause ?? {};
  return [trace.fn, cause.id, cause.args?.param ?? '', trace.site?.line ?? 0].join('|');
}

const argText = (arg) => (typeof arg === 'object' && arg !== null ? arg.text : arg) ?? '';

// What changed in one trace of a run, short: "3400.0 → 3677.0", "(3, 1) → (5, 1)".
export function changeWords(trace) {
  const args = trace.cause?.args ?? {};
  if (args.was === undefined || args.now === undefined) return '';
  return `${argText(args.was)} → ${argText(args.now)}`;
}

// The values a run of traces went through: "1960.0 → 3400.0 → … → 900.0".
function valueTrail(traces) {
  const values = traces.map((t) => t.cause?.args?.now).filter((v) => v !== undefined).map(argText);
  const first = traces[0]?.cause?.args?.was;
  if (first !== undefined) values.unshift(argText(first));
  if (values.length <= 4) return values.join(' → ');
  return [...values.slice(0, 2), '…', values[values.length - 1]].join(' → ');
}

// "Calls 2–5 traced" when the calls are numbered in a row (one function
// object), "5 traces had" otherwise (a new object each time restarts its count).
function runHead(traces) {
  const calls = traces.map((t) => t.call);
  const consecutive = calls.every((n, i) => n > 0 && (i === 0 || n === calls[i - 1] + 1));
  if (consecutive) return `Calls ${calls[0]}–${calls[calls.length - 1]} traced for the same cause`;
  return `${traces.length} traces had the same cause`;
}

// One sentence for a run of two or more traces with one cause.
export function groupWords(traces) {
  const first = traces[0];
  const { id = '', args = {} } = first.cause ?? {};
  const param = args.param ? `\`${args.param}\`` : '';
  const where = first.site?.loop_line ? ` of the ${LOOP_WORDS[first.site.loop] ?? 'loop'} on line ${first.site.loop_line}` : '';
  const head = runHead(traces);
  const cause = {
    'reason.value_changed': () => `the ${argText(args.kind).replace(/^a /, '')} ${param} changed at each call (${valueTrail(traces)})`,
    'reason.element_value_changed': () =>
      `element ${args.path} of ${param} changed at each call (${valueTrail(traces)})`,
    'reason.shape_changed': () => `the shape of ${param} changed at each call (${valueTrail(traces)})`,
    'reason.length_changed': () => `the length of ${param} changed at each call (${valueTrail(traces)})`,
    'reason.new_function_object': () => `a new tf.function object was made in each iteration${where}`,
    'reason.new_function_object_at': () =>
      `a new tf.function object was made on line ${args.line} in each iteration${where}`,
    'reason.new_instance': () => `the method was called on a new instance in each iteration${where}`,
    'reason.keras_new_model': () =>
      `\`model.${args.method}\` on a new model created on line ${args.line} in each iteration${where}`,
  }[id];
  return `${head}: ${cause ? cause() : first.reason}`;
}

// "unbounded: …" for a summary entry; "" when the engine had nothing to say.
export function verdictWords(entry) {
  if (!entry?.verdict) return '';
  const fix = entry.fix ? ` Fix: ${entry.fix.text}.` : '';
  return `${entry.verdict.text}.${fix}`;
}
