// Cache panel: what each tf.function keeps after the program ran — its
// concrete functions with their signatures (printed as TensorFlow's
// pretty_printed_concrete_signatures() prints them), node counts as traced
// and after optimization, the bytes each graph holds, how often each was
// reused, and the memory all traces hold together. Reads events only.
import { el } from '../dom.js';
import { formatBytes } from '../format.js';
import { EVENT, callsOf } from '../events.js';
import { signatureParameters } from '../signature.js';
import { t, tn } from '../i18n/i18n.js';

// The output's spec from the traced graph, when it is one tensor.
function outputType(graph) {
  const outputs = graph?.outputs || [];
  if (outputs.length !== 1) return null;
  const [name, index = '0'] = String(outputs[0]).split(':');
  const node = (graph.nodes || []).find((n) => n.name === name);
  const out = node?.outputs?.[Number(index)] || node;
  if (!out?.dtype) return null;
  return `TensorSpec(shape=${out.shape}, dtype=tf.${out.dtype}, name=None)`;
}

// The layout of TensorFlow's pretty_printed_concrete_signatures(), from the
// trace event's signature (and the output spec when the graph is known).
export function prettySignature(entry) {
  const lines = ['Input Parameters:'];
  for (const [name, spec] of signatureParameters(entry.signature)) {
    lines.push(`  ${name} (POSITIONAL_OR_KEYWORD): ${spec}`);
  }
  if (entry.output) lines.push('Output Type:', `  ${entry.output}`);  // as TensorFlow prints it
  return lines.join('\n');
}

export class CachePanel {
  constructor(root, { onShowGraph, onCompare } = {}) {
    this.root = root;
    this.onShowGraph = onShowGraph;
    this.onCompare = onCompare;
    root.classList.add('cache');
    this.clear();
  }

  clear() {
    this.functions = new Map();  // fn -> Map(concrete id -> entry)
    this.summaryBytes = null;
    this.render();
  }

  addEvents(events) {
    let changed = false;
    for (const event of events) changed = this.addEvent(event) || changed;
    if (changed) this.render();
  }

  addEvent(event) {
    if (event.type === EVENT.trace) {
      if (!this.functions.has(event.fn)) this.functions.set(event.fn, new Map());
      this.functions.get(event.fn).set(event.concrete, {
        concrete: event.concrete,
        signature: event.signature || '',
        nodes: event.nodes,
        optimized: event.nodes_optimized,
        bytes: event.graph_bytes || 0,
        traceUs: event.trace_us,
        calls: 0,
      });
      return true;
    }
    if (event.type === EVENT.graph) {
      const entry = this.functions.get(event.fn)?.get(event.concrete);
      if (entry) entry.output = outputType(event.graph);
      return Boolean(entry);
    }
    if (event.type === EVENT.call) {
      const entry = this.functions.get(event.fn)?.get(event.concrete);
      if (entry) entry.calls += callsOf(event);
      return Boolean(entry);
    }
    if (event.type === EVENT.summary) {
      this.summaryBytes = (event.functions || []).reduce((sum, f) => sum + (f.graph_bytes || 0), 0);
      return true;
    }
    return false;
  }

  totalBytes() {
    if (this.summaryBytes !== null) return this.summaryBytes;
    let sum = 0;
    for (const entries of this.functions.values()) for (const e of entries.values()) sum += e.bytes;
    return sum;
  }

  render() {
    if (!this.functions.size) {
      this.root.replaceChildren(el('p', 'empty', t('cache.empty')));
      return;
    }
    const total = el('p', 'cache-total');
    total.append(t('cache.total'), el('strong', 'cache-total-bytes', formatBytes(this.totalBytes())));
    const sections = [...this.functions].map(([fn, entries]) => this.functionSection(fn, entries));
    this.root.replaceChildren(total, ...sections);
  }

  functionSection(fn, entries) {
    const section = el('section', 'cache-fn');
    section.dataset.fn = fn;
    const list = [...entries.values()];
    const bytes = list.reduce((sum, e) => sum + e.bytes, 0);
    section.append(el('h3', '', tn('cache.heading', list.length, { fn, bytes: formatBytes(bytes) })));
    if (this.onCompare && list.length > 1) section.append(this.compareButton(fn));
    section.append(this.table(fn, list));
    // As pretty_printed_concrete_signatures() prints them, one block each.
    const printed = el('pre', 'signatures');
    printed.textContent = list.map(prettySignature).join('\n\n');
    printed.setAttribute('aria-label', t('cache.signatures_label', { fn }));
    const details = el('details', 'signatures-box');
    details.append(el('summary', '', 'pretty_printed_concrete_signatures()'), printed);
    section.append(details);
    return section;
  }

  compareButton(fn) {
    const button = el('button', 'small cache-compare', t('cache.compare'));
    button.type = 'button';
    button.setAttribute('aria-label', t('cache.compare_label', { fn }));
    button.addEventListener('click', () => this.onCompare(fn));
    return button;
  }

  table(fn, list) {
    const table = el('table', 'cache-table');
    const head = el('tr');
    for (const name of ['concrete', 'signature', 'nodes', 'optimized', 'bytes', 'calls', '']) {
      const th = el('th', '', name ? t(`cache.col.${name}`) : '');
      th.scope = 'col';
      head.append(th);
    }
    table.append(el('thead'), el('tbody'));
    table.tHead.append(head);
    for (const e of list) {
      const tr = el('tr');
      tr.dataset.concrete = e.concrete;
      tr.append(el('td', 'num', `#${e.concrete}`), el('td', 'sig', `${fn}${e.signature}`));
      for (const v of [e.nodes, e.optimized, formatBytes(e.bytes), e.calls]) {
        tr.append(el('td', 'num', String(v ?? '–')));
      }
      const action = el('td');
      if (this.onShowGraph) {
        const button = el('button', 'small', t('cache.graph'));
        button.type = 'button';
        button.setAttribute('aria-label', t('cache.graph_label', { fn, concrete: e.concrete }));
        button.addEventListener('click', () => this.onShowGraph(fn, e.concrete));
        action.append(button);
      }
      tr.append(action);
      table.tBodies[0].append(tr);
    }
    return table;
  }
}
