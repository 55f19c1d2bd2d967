// What one run of a variant amounts to, from its events, and the table that
// puts the variants run so far side by side: traces, calls, warnings, mean
// call time and graph size of the function the variant is about.

import { el } from '../dom.js';
import { EVENT, callsOf, functionTotals } from '../events.js';
import { t } from '../i18n/i18n.js';

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

export function summarizeRun(events) {
  const fn = mainFunction(events);
  if (!fn) return null;
  const mine = events.filter((e) => e.fn === fn);
  const calls = mine.filter((e) => e.type === EVENT.call);
  const hits = calls.filter((e) => !e.traced && !e.eager);
  const traces = mine.filter((e) => e.type === EVENT.trace);
  // An event may stand for many cache hits ("calls": n, "us": their mean).
  const count = (list) => list.reduce((s, e) => s + callsOf(e), 0);
  const mean = (list) => (list.length ? list.reduce((s, e) => s + (e.us || 0) * callsOf(e), 0) / count(list) : NaN);
  const summary = events.find((e) => e.type === EVENT.summary);
  const counted = functionTotals(summary).get(fn);
  return {
    fn,
    traces: counted?.traces ?? traces.length,
    calls: counted?.calls ?? count(calls),
    warnings: counted?.warnings ?? mine.filter((e) => e.type === EVENT.warning).length,
    meanUs: mean(calls),
    meanHitUs: mean(hits),
    nodes: traces[0]?.nodes,
    nodesOptimized: traces[0]?.nodes_optimized,
    bytes: counted?.graph_bytes ?? traces.reduce((s, e) => s + (e.graph_bytes || 0), 0),
    graphs: mine.filter((e) => e.type === EVENT.graph),
    error: events.find((e) => e.type === EVENT.error)?.kind || null,
  };
}

const cell = (tag, text, className = '') => el(tag, className, text);

const micro = (us) => (us >= 0 ? `${us < 100 ? us.toFixed(1) : Math.round(us)} µs` : '–');

// rows: [{variant, result}] in the variants' order; onShowGraph(variant).
export function compareTable(rows, onShowGraph) {
  const table = document.createElement('table');
  table.className = 'compare-table';
  const head = document.createElement('tr');
  for (const name of ['variant', 'traces', 'calls', 'warnings', 'mean', 'mean_hit', 'nodes', '']) {
    const th = cell('th', name ? t(`compare.col.${name}`) : '');
    th.scope = 'col';
    head.append(th);
  }
  table.append(document.createElement('thead'), document.createElement('tbody'));
  table.tHead.append(head);
  for (const { variant, result } of rows) {
    const tr = document.createElement('tr');
    tr.dataset.variant = variant.id;
    const words = variantWords(variant);
    const th = cell('th', words.short);
    th.scope = 'row';
    th.title = words.label;
    tr.append(th);
    const nodes = result.nodes >= 0 ? `${result.nodes} → ${result.nodesOptimized}` : '–';
    const values = [result.traces, result.calls, result.warnings, micro(result.meanUs), micro(result.meanHitUs), nodes];
    ['traces', 'calls', 'warnings', 'mean', 'mean-hit', 'nodes'].forEach((key, i) => {
      const td = cell('td', String(values[i]), 'num');
      td.dataset.metric = key;
      tr.append(td);
    });
    const action = document.createElement('td');
    if (result.graphs.length) {
      const button = cell('button', t('compare.graph'), 'small');
      button.type = 'button';
      button.setAttribute('aria-label', t('compare.graph_label', { variant: words.short }));
      button.addEventListener('click', () => onShowGraph(variant, result));
      action.append(button);
    }
    tr.append(action);
    table.tBodies[0].append(tr);
  }
  return table;
}
