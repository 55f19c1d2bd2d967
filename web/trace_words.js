// Words about traces that the page and the CLI build from the engine's
// events: where a call was made (a trace's `site`), what a run of traces with
// one cause has in common, and a function's verdict. The engine's messages
// carry their English text; these are the sentences made around them, in
// the page's language (web/i18n/: the trace.* strings; the CLI speaks English).
import { messageText, t } from './i18n/i18n.js';

const LOOPS = ['for', 'while', 'comprehension'];
const loopWords = (loop) => t(`trace.loop.${LOOPS.includes(loop) ? loop : 'other'}`);

// "line 23, in the for loop on line 21" (or "" when the engine gave no site).
export function siteWords(site) {
  if (!site?.line) return '';
  if (!site.loop_line) return t('trace.site', { line: site.line });
  return t('trace.site_in_loop', { line: site.line, loop: loopWords(site.loop), loop_line: site.loop_line });
}

// Traces with one key share a cause: the same function, reason, argument and call site.
export function causeKey(trace) {
  const cause = trace.cause ?? {};
  return [trace.fn, cause.id, cause.args?.param ?? '', trace.site?.line ?? 0].join('|');
}

const argText = (arg) => messageText(arg);

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
  const calls = traces.map((trace) => trace.call);
  const consecutive = calls.every((n, i) => n > 0 && (i === 0 || n === calls[i - 1] + 1));
  if (consecutive) return t('trace.run_consecutive', { first: calls[0], last: calls[calls.length - 1] });
  return t('trace.run_count', { n: traces.length });
}

// Causes a run of traces says in one sentence (trace.group.<name>).
const GROUPED = ['value_changed', 'element_value_changed', 'shape_changed', 'length_changed', 'new_function_object',
  'new_function_object_at', 'new_instance', 'keras_new_model'];

// One sentence for a run of two or more traces with one cause.
export function groupWords(traces) {
  const first = traces[0];
  const { id = '', args = {} } = first.cause ?? {};
  const where = first.site?.loop_line
    ? t('trace.where', { loop: loopWords(first.site.loop), line: first.site.loop_line }) : '';
  const name = id.replace(/^reason\./, '');
  const said = {
    param: args.param ? `\`${args.param}\`` : '', kind: argText(args.kind).replace(/^a /, ''), path: args.path,
    trail: valueTrail(traces), where, line: args.line, method: args.method,
  };
  const cause = GROUPED.includes(name) ? t(`trace.group.${name}`, said) : argText(first.cause) || first.reason;
  return t('trace.group', { head: runHead(traces), cause });
}

// "unbounded: …" for a summary entry; "" when the engine had nothing to say.
export function verdictWords(entry) {
  if (!entry?.verdict) return '';
  const verdict = messageText(entry.verdict);
  return entry.fix ? t('trace.verdict_fix', { verdict, fix: messageText(entry.fix) }) : t('trace.verdict', { verdict });
}
