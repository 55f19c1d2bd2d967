// Performance panel: per-call latency of every tf.function from the event
// stream. `call` events carry {fn, call, concrete, traced, us} (a joined run of
// cache hits also {calls, spread}); `trace` events {fn, call, trace_us}. A cache hit runs the stored graph; a traced call paid
// for tracing first. The panel shows p50/p99/count of each kind in a table and
// a histogram (log-spaced bins) of one function's call times. Reads events only.
import { Chart } from '../dist/chart.bundle.js';
import { EVENT, callTimes } from '../events.js';
import { t } from '../i18n/i18n.js';

// Each kind's words are the page string perf.kind.<key>.
const KINDS = [
  { key: 'hits', color: '#1f77b4' },
  { key: 'traced', color: '#ff7f0e' },
  { key: 'eager', color: '#9467bd' },
  { key: 'traces', color: '#2ca02c' },
];
const kindLabel = (kind) => t(`perf.kind.${kind.key}`);
const BINS = 24;

// Times are kept as [us, count] pairs: one engine event may stand for a run of
// 10^5 cache hits, and a pair per bucket keeps that small.

// Nearest-rank percentile (p in 0..100) of [us, count] pairs sorted by us.
export function percentile(sortedPairs, p) {
  const total = countOf(sortedPairs);
  if (total === 0) return NaN;
  const rank = Math.min(total, Math.max(1, Math.ceil((p / 100) * total)));
  let seen = 0;
  for (const [us, n] of sortedPairs) if ((seen += n) >= rank) return us;
  return NaN;
}

const countOf = (pairs) => pairs.reduce((sum, [, n]) => sum + n, 0);

// Per function: [us, count] pairs of cache-hit calls, traced calls, eager calls and traces.
export function latencyStats(events) {
  const byFn = new Map();
  const entry = (fn) => {
    if (!byFn.has(fn)) byFn.set(fn, { fn, hits: [], traced: [], eager: [], traces: [] });
    return byFn.get(fn);
  };
  for (const e of events) {
    if (e.type === EVENT.call && Number.isFinite(e.us)) entry(e.fn)[e.eager ? 'eager' : e.traced ? 'traced' : 'hits'].push(...callTimes(e));
    else if (e.type === EVENT.trace && Number.isFinite(e.trace_us)) entry(e.fn).traces.push([e.trace_us, 1]);
  }
  return [...byFn.values()];
}

export function summarize(pairs) {
  const sorted = [...pairs].sort((a, b) => a[0] - b[0]);
  return { count: countOf(sorted), p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

// Log-spaced bins spanning every value of the selected function. A call the
// clock measured as 0 µs (the browser coarsens timers) counts in the first bin.
export function histogram(seriesList, bins = BINS) {
  // A loop, not Math.min(...values): spreading 10^5 or more arguments overflows the stack.
  let least = Infinity, most = -Infinity, zeros = 0;
  for (const pairs of seriesList) {
    for (const [v, n] of pairs) {
      if (v > 0) least = Math.min(least, v), most = Math.max(most, v);
      else zeros += n;
    }
  }
  if (least === Infinity) return { edges: [], counts: seriesList.map(() => []), zeros: 0 };
  let lo = Math.log10(least), hi = Math.log10(most);
  if (hi - lo < 1e-9) lo -= 0.5, hi += 0.5;
  const width = (hi - lo) / bins;
  const edges = Array.from({ length: bins + 1 }, (_, i) => 10 ** (lo + i * width));
  const bin = (v) => (v > 0 ? Math.min(bins - 1, Math.max(0, Math.floor((Math.log10(v) - lo) / width))) : 0);
  const counts = seriesList.map((pairs) => {
    const c = new Array(bins).fill(0);
    for (const [v, n] of pairs) c[bin(v)] += n;
    return c;
  });
  return { edges, counts, zeros };
}

const fmtUs = (us) => {
  if (!Number.isFinite(us)) return '–';
  if (us >= 1e6) return `${(us / 1e6).toFixed(2)} s`;
  if (us >= 1e3) return `${(us / 1e3).toFixed(2)} ms`;
  return `${us.toFixed(us < 10 ? 2 : 1)} µs`;
};

function themeColors(root) {
  const css = getComputedStyle(root);
  return { text: css.getPropertyValue('--text').trim() || '#1d1f21', border: css.getPropertyValue('--border').trim() || '#d4d6d9' };
}

function cell(tag, text, attrs = {}) {
  const el = document.createElement(tag);
  el.textContent = text;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  return el;
}

export class PerformancePanel {
  constructor(root, options = {}) {
    this.root = root;
    this.options = options;
    this.chart = null;
    this.pending = null;
    new MutationObserver(() => this.render()).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    this.clear();
  }

  clear() {
    this.events = [];
    this.selected = null;
    this.chart?.destroy();
    this.chart = null;
    this.root.replaceChildren();
    this.root.classList.add('performance-panel');
    this.build();
    this.render();
  }

  // A new language: the panel is built again around the calls it keeps.
  relabel() {
    const { events, selected } = this;
    this.clear();
    this.events = events;
    this.selected = selected;
    this.render();
  }

  addEvents(events) {
    for (const e of events) if (e.type === EVENT.call || e.type === EVENT.trace) this.events.push(e);
    // Many small batches arrive during a run: redraw once per frame at most.
    if (!this.pending) this.pending = requestAnimationFrame(() => { this.pending = null; this.render(); });
  }

  build() {
    const controls = document.createElement('div');
    controls.className = 'perf-controls';
    const label = cell('label', t('perf.function'), { for: `perf-fn-${Math.random().toString(36).slice(2)}` });
    this.select = document.createElement('select');
    this.select.id = label.getAttribute('for');
    this.select.addEventListener('change', () => { this.selected = this.select.value; this.render(); });
    controls.append(label, this.select);
    this.figure = document.createElement('figure');
    this.figure.className = 'perf-histogram';
    this.canvas = document.createElement('canvas');
    this.canvas.setAttribute('role', 'img');
    this.figure.append(this.canvas);
    this.insight = cell('p', '', { class: 'perf-insight', 'aria-live': 'polite' });
    this.table = document.createElement('table');
    this.table.className = 'perf-table';
    this.emptyNote = cell('p', t('perf.empty'), { class: 'empty' });
    // The stream times tf.function calls only; say so, so nobody reads it as eager time.
    this.eagerNote = cell('p', t('perf.eager_note'), { class: 'perf-note' });
    this.root.append(this.emptyNote, controls, this.figure, this.insight, this.table, this.eagerNote);
  }

  render() {
    const stats = latencyStats(this.events);
    const has = stats.length > 0;
    this.emptyNote.hidden = has;
    for (const el of [this.select.parentElement, this.figure, this.insight, this.table, this.eagerNote]) el.hidden = !has;
    if (!has) return;
    if (!this.selected || !stats.some((s) => s.fn === this.selected)) {
      const calls = (s) => countOf(s.hits) + countOf(s.traced);
      this.selected = stats.reduce((a, b) => (calls(b) > calls(a) ? b : a)).fn;
    }
    this.renderSelect(stats);
    const chosen = stats.find((s) => s.fn === this.selected);
    this.renderHistogram(chosen);
    this.renderInsight(chosen);
    this.renderTable(stats);
  }

  renderSelect(stats) {
    const names = stats.map((s) => s.fn);
    if ([...this.select.options].map((o) => o.value).join('\n') !== names.join('\n')) {
      this.select.replaceChildren(...names.map((n) => cell('option', n, { value: n })));
    }
    this.select.value = this.selected;
  }

  // Calls only: a trace is part of its traced call, so it gets no bars of its own.
  renderHistogram(s) {
    const kinds = KINDS.filter((k) => k.key !== 'traces' && (k.key !== 'eager' || s.eager.length));
    const { edges, counts, zeros } = histogram(kinds.map((k) => s[k.key]));
    const labels = edges.slice(0, -1).map((lo, i) => `${i === 0 && zeros ? '0' : fmtUs(lo)}–${fmtUs(edges[i + 1])}`);
    const colors = themeColors(this.root);
    const summary = kinds.map((k) => `${countOf(s[k.key])} ${kindLabel(k)}`).join(t('perf.list_separator'));
    this.canvas.setAttribute('aria-label', t('perf.histogram_label', { fn: s.fn, summary }));
    const config = {
      type: 'bar',
      // Bars overlap rather than sit side by side, so each bin stays readable.
      data: { labels, datasets: kinds.map((k, i) => ({ label: kindLabel(k), data: counts[i].map((c) => c || null), backgroundColor: k.color, grouped: false, barPercentage: 1, categoryPercentage: 0.9 })) },
      options: {
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        scales: {
          x: { stacked: false, ticks: { color: colors.text, maxRotation: 60, autoSkip: true }, grid: { display: false }, title: { display: true, text: t('perf.x_axis'), color: colors.text } },
          // A log count axis keeps the few traced calls visible beside hundreds of cache hits.
          y: { type: 'logarithmic', min: 0.5, ticks: { color: colors.text, callback: (v) => (Number.isInteger(Math.log10(v)) ? String(v) : '') }, grid: { color: colors.border }, title: { display: true, text: t('perf.y_axis'), color: colors.text } },
        },
        plugins: { legend: { labels: { color: colors.text } }, title: { display: true, text: t('perf.chart_title', { fn: s.fn }), color: colors.text } },
      },
    };
    if (this.chart) {
      this.chart.data = config.data;
      this.chart.options = config.options;
      this.chart.update('none');
    } else {
      this.chart = new Chart(this.canvas, config);
    }
  }

  // The numbers a learner should take away, each as one ratio with one
  // meaning: a call's time over the median cache hit ("as long as N cache hits").
  renderInsight(s) {
    const hit = summarize(s.hits), traced = summarize(s.traced);
    const eager = summarize(s.eager);
    const parts = [];
    if (eager.count && hit.count && hit.p50 > 0) {
      parts.push(t('perf.eager_ratio', { fn: s.fn, ratio: (eager.p50 / hit.p50).toFixed(1), eager: fmtUs(eager.p50), hit: fmtUs(hit.p50) }));
    }
    if (hit.count && hit.p50 === 0) {
      parts.push(t('perf.below_resolution', { fn: s.fn }));
    } else if (hit.count && traced.count) {
      parts.push(t('perf.traced_ratio', { fn: s.fn, ratio: (traced.p50 / hit.p50).toFixed(1), traced: fmtUs(traced.p50), hit: fmtUs(hit.p50) }));
    }
    if (!hit.count) parts.push(t('perf.all_traced', { fn: s.fn }));
    if (hit.count && hit.count < 100) parts.push(t('perf.steady_p99'));
    this.insight.textContent = parts.join(t('perf.sentence_separator'));
  }

  renderTable(stats) {
    const caption = cell('caption', t('perf.caption'));
    const head = document.createElement('thead');
    const hr = document.createElement('tr');
    for (const h of ['function', 'kind', 'count', 'p50', 'p99']) hr.append(cell('th', t(`perf.col.${h}`), { scope: 'col' }));
    head.append(hr);
    const body = document.createElement('tbody');
    for (const s of stats) {
      KINDS.forEach((k, i) => {
        const { count, p50, p99 } = summarize(s[k.key]);
        const tr = document.createElement('tr');
        if (i === 0) tr.append(cell('th', s.fn, { scope: 'rowgroup', rowspan: String(KINDS.length) }));
        tr.append(cell('td', kindLabel(k)), cell('td', String(count), { class: 'num' }), cell('td', fmtUs(p50), { class: 'num' }), cell('td', fmtUs(p99), { class: 'num' }));
        body.append(tr);
      });
    }
    this.table.replaceChildren(caption, head, body);
  }
}
