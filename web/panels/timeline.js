// Calls timeline: one row per traced call of each tf.function and one per run
// of cache hits of one concrete function (the concrete function that ran, its
// time), the engine's reason, call site and hint on traced rows, traces with
// one cause grouped under one sentence, and the call after which TensorFlow's
// frequent-retracing warning fired. Above the rows, counters and a verdict per
// function. Reads events only: trace and call events arrive in that order for
// a traced call, and a warning arrives after the call that caused it.
import { el } from '../dom.js';
import { EVENT, callsOf, functionTotals } from '../events.js';
import { formatBytes, formatUs } from '../format.js';
import { causeKey, changeWords, groupWords, siteWords, verdictWords } from '../trace_words.js';
import { messageText, t, tn } from '../i18n/i18n.js';

const PAGE_ROWS = 2000;  // rows drawn at a time: a program calling in a tight loop must not flood the DOM

// A bar on a log scale (1 µs .. 1 s), so a trace's milliseconds and a cache
// hit's microseconds both show and differ at a glance.
function timeBar(us) {
  const bar = el('span', 'time-bar');
  const share = Math.min(1, Math.max(0, Math.log10(Math.max(us, 1)) / 6));
  bar.style.width = `${(share * 100).toFixed(1)}%`;
  bar.setAttribute('aria-hidden', 'true');
  return bar;
}

// Counters per function from the event stream; the run's summary replaces
// them with the engine's own totals when it arrives.
export class FunctionCounters {
  constructor() { this.byFn = new Map(); }

  entry(fn) {
    if (!this.byFn.has(fn)) {
      this.byFn.set(fn, { fn, calls: 0, traces: 0, warnings: 0, concrete: new Set(), bytes: 0, us: 0 });
    }
    return this.byFn.get(fn);
  }

  add(event) {
    if (event.type === EVENT.trace) {
      const e = this.entry(event.fn);
      e.traces += 1;
      e.concrete.add(event.concrete);
      e.bytes += event.graph_bytes || 0;
    } else if (event.type === EVENT.call) {
      const e = this.entry(event.fn);
      const n = callsOf(event);
      e.calls += n;
      e.us += (event.us || 0) * n;
    } else if (event.type === EVENT.warning && event.fn) {
      this.entry(event.fn).warnings += 1;
    } else if (event.type === EVENT.summary) {
      for (const [fn, f] of functionTotals(event)) this.fromSummary(fn, f);
    }
  }

  fromSummary(fn, f) {
    const e = this.entry(fn);
    e.summary = f;
    e.calls = f.calls;
    e.traces = f.traces;
    e.warnings = f.warnings;
    e.concreteCount = f.concrete_functions;
    e.bytes = f.graph_bytes;
  }

  rows() {
    return [...this.byFn.values()].map((e) => ({
      ...e, concreteCount: e.concreteCount ?? e.concrete.size,
    }));
  }
}

export class TimelinePanel {
  // `onShowLine(line)`: a call site was clicked (the editor shows that line).
  constructor(root, { onShowLine = () => {}, onStepThrough = () => {} } = {}) {
    this.root = root;
    this.onShowLine = onShowLine;
    this.onStepThrough = onStepThrough;
    root.classList.add('timeline');
    this.counterBox = el('div', 'timeline-counters');
    this.listBox = el('div', 'timeline-list');
    root.append(this.counterBox, this.listBox);
    this.clear();
  }

  clear() {
    this.counters = new FunctionCounters();
    this.pendingTrace = new Map();  // fn -> its trace event, until the call event
    this.lastRow = new Map();        // fn -> the row of its latest call
    this.lastHint = new Map();       // fn -> the latest hint shown in full
    this.causeRuns = new Map();      // fn -> {key, traces, note}: its latest traces with one cause
    this.rowCount = 0;
    this.rowLimit = PAGE_ROWS;
    this.deferred = null;            // the events after the last drawn row, once rowLimit is reached
    this.counterBox.replaceChildren(el('p', 'empty', t('calls.empty')));
    this.listBox.replaceChildren();
    this.table = null;
  }

  addEvents(events) {
    let changed = false;
    for (const event of events) changed = this.addEvent(event) || changed;
    if (changed) this.renderCounters();
  }

  addEvent(event) {
    if (!['trace', 'call', 'warning', 'summary'].includes(event.type)) return false;
    this.counters.add(event);
    if (this.deferred) this.deferred.push(event);
    else this.addRowEvent(event);
    return true;
  }

  addRowEvent(event) {
    if (event.type === EVENT.trace) this.pendingTrace.set(event.fn, event);
    if (event.type === EVENT.call) this.addCall(event);
    if (event.type === EVENT.warning && event.fn) this.markWarning(event);
  }

  ensureTable() {
    if (this.table) return this.table;
    const table = el('table', 'calls');
    const caption = el('caption', 'visually-hidden', t('calls.caption'));
    const head = el('thead');
    const row = el('tr');
    for (const name of ['call', 'function', 'result', 'concrete', 'time', 'why']) {
      const th = el('th', '', t(`calls.col.${name}`));
      th.scope = 'col';
      row.append(th);
    }
    head.append(row);
    this.body = el('tbody');
    table.append(caption, head, this.body);
    this.listBox.append(table);
    this.table = table;
    return table;
  }

  addCall(event) {
    this.ensureTable();
    if (this.rowCount >= this.rowLimit && (event.traced || !this.joinableRow(event))) {
      this.deferRows(event);
      return;
    }
    const trace = event.traced ? this.pendingTrace.get(event.fn) : null;
    if (event.traced) this.pendingTrace.delete(event.fn);
    if (!event.traced && !event.eager) this.causeRuns.delete(event.fn);  // a hit ends a run of traces
    if (!event.traced && this.joinHits(event)) return;
    const row = this.callRow(event, trace);
    this.body.append(row);
    this.lastRow.set(event.fn, row);
    this.rowCount += 1;
  }

  // A page of rows is drawn: the events after it wait, in order, behind a button
  // that draws the next page (the counters above still count every call).
  deferRows(event) {
    this.deferred = [event];
    const note = el('p', 'note calls-more', t('calls.capped', { n: this.rowCount }));
    const more = el('button', 'calls-more-button', t('calls.show_more', { n: PAGE_ROWS }));
    more.type = 'button';
    more.addEventListener('click', () => {
      note.remove();
      const waiting = this.deferred;
      this.deferred = null;
      this.rowLimit = this.rowCount + PAGE_ROWS;
      for (const e of waiting) {
        if (this.deferred) this.deferred.push(e);
        else this.addRowEvent(e);
      }
      this.renderCounters();
    });
    note.append(' ', more);
    this.listBox.append(note);
  }

  // The last row, if `event` (a cache hit or eager call) can join it.
  joinableRow(event) {
    const last = this.body.lastElementChild;
    if (!last || !last.classList.contains('hit') || last.classList.contains('warned')) return null;
    if (last.dataset.fn !== event.fn || last.dataset.concrete !== String(event.concrete)) return null;
    if (Boolean(event.eager) !== (last.dataset.eager === 'true')) return null;
    return last;
  }

  // Cache hits of one concrete function in a row share one table row: a loop
  // of 10^5 calls stays a few rows, and nothing differs between them but time.
  joinHits(event) {
    const last = this.joinableRow(event);
    if (!last) return false;
    const n = callsOf(event);
    const count = Number(last.dataset.count) + n;
    const totalUs = Number(last.dataset.totalUs) + (event.us || 0) * n;
    this.fillHitRow(last, event.call, count, totalUs, event.eager);
    return true;
  }

  fillHitRow(row, lastCall, count, totalUs, eager) {
    row.dataset.call = lastCall;
    row.dataset.count = count;
    row.dataset.totalUs = totalUs;
    const [number, , result, , time] = row.children;
    number.textContent = count > 1 ? `${lastCall - count + 1}–${lastCall}` : String(lastCall);
    result.firstChild.textContent = eager ? (count > 1 ? t('calls.eager_runs', { n: count }) : t('calls.eager'))
      : count > 1 ? t('calls.hits', { n: count }) : t('calls.hit');
    const us = totalUs / count;
    time.firstChild.textContent = count > 1 ? t('calls.each', { time: formatUs(us) }) : formatUs(us);
    time.lastChild.style.width = timeBar(us).style.width;
  }

  callRow(event, trace) {
    const row = el('tr', event.traced ? 'traced' : 'hit');
    row.dataset.fn = event.fn;
    row.dataset.call = event.call;
    row.dataset.concrete = event.concrete;
    // One row may stand for many cache hits: calls first–last.
    const n = callsOf(event);
    row.append(el('td', 'num'), el('td', 'fn', event.fn));
    const result = el('td', 'result');
    result.append(el('span', `badge ${event.traced ? 'badge-trace' : 'badge-hit'}`, t('calls.traced')));
    const time = el('td', 'num time', formatUs(event.us));
    if (trace?.trace_us >= 0) time.title = t('calls.tracing_part', { time: formatUs(trace.trace_us) });
    time.append(timeBar(event.us));
    row.append(result, el('td', 'num', `#${event.concrete}`), time, this.whyCell(trace));
    if (event.traced) {
      row.children[0].textContent = String(event.call);
    } else {
      row.dataset.eager = Boolean(event.eager);
      this.fillHitRow(row, event.call, n, (event.us || 0) * n, event.eager);
    }
    return row;
  }

  // The reason, where the call was made, and a hint; a trace that repeats the
  // cause of the function's previous trace says so briefly, and the first
  // trace of such a run carries one sentence for all of them.
  whyCell(trace) {
    const cell = el('td', 'why');
    if (!trace) return cell;
    const run = this.causeRun(trace);
    if (run.traces.length > 1) {
      const change = changeWords(trace);
      const said = { call: run.traces[0].call, change };
      cell.append(el('div', 'reason same-cause', t(change ? 'calls.same_cause_change' : 'calls.same_cause', said)));
      run.note.textContent = t('calls.sentence', { text: groupWords(run.traces) });
      run.note.hidden = false;
    } else if (trace.cause || trace.reason) {
      // The engine's message in the page's language; older events carry English only.
      cell.append(el('div', 'reason', trace.cause ? messageText(trace.cause) : trace.reason), run.note);
    }
    const site = siteWords(trace.site);
    if (site) {
      const link = el('button', 'site-link', t('calls.called_on', { site }));
      link.type = 'button';
      link.dataset.line = trace.site.line;
      link.addEventListener('click', () => this.onShowLine(trace.site.line));
      cell.append(link);
    }
    if (trace.concrete) {
      // The Steps tab replays this trace line by line.
      const steps = el('button', 'site-link step-link', t('calls.step_through'));
      steps.type = 'button';
      steps.addEventListener('click', () => this.onStepThrough(trace.fn, trace.concrete));
      cell.append(steps);
    }
    if (!trace.hint || run.traces.length > 1) return cell;
    const last = this.lastHint.get(trace.fn);
    if (last?.hint === trace.hint) {
      cell.append(el('div', 'hint-text', t('calls.hint_again', { call: last.call })));
    } else {
      const hint = trace.remedy ? messageText(trace.remedy) : trace.hint;
      cell.append(el('div', 'hint-text', t('calls.hint', { hint })));
      this.lastHint.set(trace.fn, { hint: trace.hint, call: trace.call });
    }
    return cell;
  }

  // The function's latest traces sharing one cause (a new run when the cause differs).
  causeRun(trace) {
    const key = causeKey(trace);
    let run = this.causeRuns.get(trace.fn);
    if (!run || run.key !== key) {
      run = { key, traces: [], note: el('div', 'cause-group') };
      run.note.hidden = true;
      this.causeRuns.set(trace.fn, run);
    }
    run.traces.push(trace);
    return run;
  }

  // The warning follows the call that tripped the detector.
  markWarning(event) {
    const row = this.lastRow.get(event.fn);
    if (!row) return;
    row.classList.add('warned');
    const why = row.querySelector('.why');
    const note = el('div', 'warning-note', t('calls.warning_fired'));
    note.title = `WARNING:tensorflow:${event.text}`;  // as TensorFlow prints it
    why.append(note);
  }

  renderCounters() {
    const rows = this.counters.rows();
    if (!rows.length) return;
    const table = el('table', 'counters');
    table.append(el('caption', 'visually-hidden', t('calls.counters_caption')));
    const head = el('tr');
    for (const name of ['function', 'calls', 'traces', 'warnings', 'cached', 'bytes']) {
      const th = el('th', '', t(`calls.counter.${name}`));
      th.scope = 'col';
      head.append(th);
    }
    table.append(el('thead'), el('tbody'));
    table.tHead.append(head);
    for (const r of rows) {
      const tr = el('tr', r.warnings ? 'warned' : '');
      tr.dataset.fn = r.fn;
      const th = el('th', 'fn', r.fn);
      th.scope = 'row';
      tr.append(th);
      const cells = [r.calls, r.traces, r.warnings, r.concreteCount, formatBytes(r.bytes)];
      const keys = ['calls', 'traces', 'warnings', 'cached', 'bytes'];
      cells.forEach((v, i) => {
        const td = el('td', 'num', String(v));
        td.dataset.counter = keys[i];
        tr.append(td);
      });
      table.tBodies[0].append(tr);
    }
    this.counterBox.replaceChildren(table, ...this.verdicts(rows));
  }

  // Per function, once the run's summary came: what its traces cost against its
  // cache hits, whether its retracing is bounded, and the fix for its cause.
  verdicts(rows) {
    const out = [];
    for (const r of rows) {
      const s = r.summary;
      if (!s?.verdict) continue;
      const box = el('div', `verdict verdict-${s.verdict.id.split('.').pop()}`);
      box.dataset.fn = r.fn;
      box.append(el('strong', '', r.fn), el('span', '', ` ${verdictWords(s)}`));
      const held = tn('calls.held', s.concrete_functions, { bytes: formatBytes(s.graph_bytes) });
      const cost = t('calls.cost', { trace: formatUs(s.trace_us), hits: s.hits, hit: formatUs(s.hit_us), held });
      box.append(el('div', 'verdict-cost', cost));
      out.push(box);
    }
    return out;
  }
}
