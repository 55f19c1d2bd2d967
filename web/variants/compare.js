// What one run of a variant amounts to, from its events, and the table that
// puts the variants side by side: traces and warnings, the one-off cost of
// tracing apart from the steady cost of a call, and the graph's size, of the
// function the variant is about.

import { el } from '../dom.js';
import { EVENT, callsOf, callTimes, functionTotals } from '../events.js';
import { t, tn } from '../i18n/i18n.js';

// A variant's names in the page's language: {short, label, title}.
export function variantWords(variant) {
  const label = t(`variants.${variant.id}.label`);
  return { short: t(`variants.${variant.id}.short`), label, title: t('variants.load_and_run', { label }) };
}

// The function the run is about: the tf.function called most often.
function mainFunction(events) {
  const calls = new Map();
  for (const e of events) if (e.type === EVENT.call) calls.set(e.fn, (calls.get(e.fn) || 0) + callsOf(e));
  let best = null;
  for (const [fn, n] of calls) if (!best || n > calls.get(best)) best = fn;
  return best;
}

// Cache hits' times as [us, calls] pairs, ascending (a run of hits the
// engine joined into one event brings its spread of times: events.js).
function hitTimes(hits) {
  return hits.flatMap(callTimes).sort((a, b) => a[0] - b[0]);
}

// The nearest-rank quantile q (0..1] of ascending [value, count] pairs, or NaN.
export function quantile(pairs, q) {
  const total = pairs.reduce((n, [, count]) => n + count, 0);
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (const [value, count] of pairs) if ((seen += count) >= rank) return value;
  return NaN;
}

// The one-off cost apart from the steady one: time spent tracing (all
// traces), the first call less its own trace, and the cache hits' median and
// p99, each with how many traces or calls it covers.
export function summarizeRun(events) {
  const fn = mainFunction(events);
  if (!fn) return null;
  const mine = events.filter((e) => e.fn === fn);
  const calls = mine.filter((e) => e.type === EVENT.call);
  const hits = hitTimes(calls.filter((e) => !e.traced && !e.eager));
  const traces = mine.filter((e) => e.type === EVENT.trace);
  const summary = events.find((e) => e.type === EVENT.summary);
  const counted = functionTotals(summary).get(fn);
  const first = calls.find((e) => e.call === 1) ?? calls[0];
  const firstTrace = first?.traced ? traces.find((e) => e.call === first.call) : null;
  return {
    fn,
    traces: counted?.traces ?? traces.length,
    calls: counted?.calls ?? calls.reduce((s, e) => s + callsOf(e), 0),
    warnings: counted?.warnings ?? mine.filter((e) => e.type === EVENT.warning).length,
    traceUs: traces.reduce((s, e) => s + (e.trace_us || 0), 0),
    traceCount: traces.length,
    firstCallUs: first ? Math.max(0, (first.us || 0) - (firstTrace?.trace_us || 0)) : NaN,
    hitCount: hits.reduce((n, [, count]) => n + count, 0),
    medianHitUs: quantile(hits, 0.5),
    p99HitUs: quantile(hits, 0.99),
    nodes: traces[0]?.nodes,
    nodesOptimized: traces[0]?.nodes_optimized,
    graphs: mine.filter((e) => e.type === EVENT.graph),
    error: events.find((e) => e.type === EVENT.error)?.kind || null,
  };
}

const time = (us) => {
  if (!(us >= 0)) return '–';
  if (us >= 1000) return `${(us / 1000).toFixed(us >= 100000 ? 0 : 1)} ms`;
  return `${us < 100 ? us.toFixed(1) : Math.round(us)} µs`;
};

// The table's rows: a metric, its value in a run, and what it covers (a count and its words).
const METRICS = [
  { id: 'traces', value: (r) => String(r.traces) },
  { id: 'warnings', value: (r) => String(r.warnings) },
  { id: 'trace-time', value: (r) => time(r.traceUs), count: (r) => r.traceCount, words: 'compare.covers_traces' },
  { id: 'first-call', value: (r) => time(r.firstCallUs), count: (r) => (r.firstCallUs >= 0 ? 1 : 0), words: 'compare.covers_calls' },
  { id: 'median-hit', value: (r) => time(r.medianHitUs), count: (r) => r.hitCount, words: 'compare.covers_calls' },
  { id: 'p99-hit', value: (r) => time(r.p99HitUs), count: (r) => r.hitCount, words: 'compare.covers_calls' },
  { id: 'nodes', value: (r) => (r.nodes >= 0 ? `${r.nodes} → ${r.nodesOptimized}` : '–') },
];

function metricCell(metric, variant, result) {
  const td = el('td', 'num');
  td.dataset.metric = metric.id;
  td.dataset.variant = variant.id;
  td.append(el('span', 'value', metric.value(result)));
  if (metric.count) {
    const n = metric.count(result);
    td.dataset.count = n;
    td.append(el('span', 'covers', tn(metric.words, n)));
  }
  return td;
}

// The variants run so far side by side, one column each (so three fit a
// phone's width), one metric a row. rows: [{variant, result}];
// onShowGraph(variant, result).
export function compareTable(rows, onShowGraph) {
  const table = el('table', 'compare-table');
  const head = el('tr');
  const corner = el('th', '', '');
  corner.scope = 'col';
  head.append(corner);
  for (const { variant } of rows) {
    const words = variantWords(variant);
    const th = el('th', '', words.short);
    th.scope = 'col';
    th.title = words.label;
    th.dataset.variant = variant.id;
    head.append(th);
  }
  table.append(el('thead'), el('tbody'));
  table.tHead.append(head);
  for (const metric of METRICS) {
    const tr = el('tr');
    tr.dataset.metric = metric.id;
    const th = el('th', '', t(`compare.row.${metric.id}`));
    th.scope = 'row';
    tr.append(th);
    for (const { variant, result } of rows) tr.append(metricCell(metric, variant, result));
    table.tBodies[0].append(tr);
  }
  const graphs = el('tr');
  graphs.append(el('th'));
  for (const { variant, result } of rows) {
    const td = el('td');
    if (result.graphs.length) {
      const button = el('button', 'small', t('compare.graph'));
      button.type = 'button';
      button.setAttribute('aria-label', t('compare.graph_label', { variant: variantWords(variant).short }));
      button.addEventListener('click', () => onShowGraph(variant, result));
      td.append(button);
    }
    graphs.append(td);
  }
  table.tBodies[0].append(graphs);
  return table;
}
