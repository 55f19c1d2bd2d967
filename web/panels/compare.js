// Compare panel: two concrete functions of one tf.function side by side —
// their signatures parameter by parameter, then what differs between their
// graphs as traced (web/graph_diff.js): loop bodies unrolled into a
// different number of copies, Const nodes whose values differ (a Python
// value baked into the graph), nodes only one graph has, and nodes whose
// shape or dtype changed. Reached from the Cache panel; reads events only.
import { el, keptParts } from '../dom.js';
import { EVENT } from '../events.js';
import { diffGraphs, groupNodes, linesText } from '../graph_diff.js';
import { t, tn } from '../i18n/i18n.js';

export class ComparePanel {
  constructor(root, { onShowGraph } = {}) {
    this.root = root;
    this.onShowGraph = onShowGraph;
    root.classList.add('compare-view');
    this.build();
    this.clear();
  }

  // A new language: built again, showing the same two concrete functions.
  relabel(events) {
    const [fn, a, b] = [this.fnSelect.value, this.aSelect.value, this.bSelect.value];
    this.root.replaceChildren(...keptParts(this.root));
    this.build();
    this.clear();
    this.addEvents(events);
    if (fn) this.compare(fn, a || undefined, b || undefined);
  }

  build() {
    const bar = el('div', 'compare-bar');
    this.fnSelect = this.picker(bar, t('diff.function'), 'compare-fn', () => this.pickFunction(this.fnSelect.value));
    this.aSelect = this.picker(bar, t('diff.compare'), 'compare-a', () => this.render());
    this.bSelect = this.picker(bar, t('diff.with'), 'compare-b', () => this.render());
    this.result = el('div', 'compare-result');
    this.result.setAttribute('aria-live', 'polite');
    this.root.append(bar, this.result);
  }

  picker(bar, text, className, onChange) {
    const label = el('label', 'compare-pick', `${text} `);
    const select = el('select', className);
    select.addEventListener('change', onChange);
    label.append(select);
    bar.append(label);
    return select;
  }

  clear() {
    this.graphs = new Map();  // fn -> Map(concrete -> graph event)
    this.wanted = null;       // a compare() asked for before its graphs arrived
    for (const s of [this.fnSelect, this.aSelect, this.bSelect]) s.replaceChildren();
    this.result.replaceChildren(el('p', 'empty', t('diff.empty')));
  }

  addEvents(events) {
    let added = false;
    for (const event of events) {
      if (event.type !== EVENT.graph || !event.graph) continue;
      if (!this.graphs.has(event.fn)) this.graphs.set(event.fn, new Map());
      this.graphs.get(event.fn).set(event.concrete, event);
      added = true;
    }
    if (!added) return;
    this.fillFunctions();
    if (this.wanted) this.compare(...this.wanted);
    else if (!this.fnSelect.value || this.concretes(this.fnSelect.value).length < 2) this.pickFunction(this.firstComparable());
  }

  concretes(fn) {
    return [...(this.graphs.get(fn)?.values() || [])];
  }

  firstComparable() {
    return [...this.graphs.keys()].find((fn) => this.concretes(fn).length >= 2) ?? [...this.graphs.keys()][0];
  }

  fillFunctions() {
    const current = this.fnSelect.value;
    this.fnSelect.replaceChildren(...[...this.graphs.keys()].map((fn) => option(fn, `${fn} (${this.concretes(fn).length})`)));
    if (current && this.graphs.has(current)) this.fnSelect.value = current;
    const chosen = this.fnSelect.value;
    if (chosen) this.fillConcretes(chosen);
  }

  fillConcretes(fn) {
    const keep = [this.aSelect.value, this.bSelect.value];
    const options = () => this.concretes(fn).map((e) => option(String(e.concrete), `#${e.concrete} ${e.signature || ''}`));
    this.aSelect.replaceChildren(...options());
    this.bSelect.replaceChildren(...options());
    const list = this.concretes(fn);
    const has = (v) => list.some((e) => String(e.concrete) === v);
    this.aSelect.value = has(keep[0]) ? keep[0] : String(list[0]?.concrete ?? '');
    this.bSelect.value = has(keep[1]) ? keep[1] : String(list[1]?.concrete ?? list[0]?.concrete ?? '');
  }

  pickFunction(fn) {
    if (!fn) return;
    this.fnSelect.value = fn;
    this.aSelect.value = '';
    this.bSelect.value = '';
    this.fillConcretes(fn);
    this.render();
  }

  // Shows fn's concrete functions a and b (ids; by default its first two).
  compare(fn, a, b) {
    const list = this.concretes(fn);
    if (list.length === 0) { this.wanted = [fn, a, b]; return false; }
    this.wanted = null;
    this.fnSelect.value = fn;
    this.fillConcretes(fn);
    this.aSelect.value = String(a ?? list[0].concrete);
    this.bSelect.value = String(b ?? (list[1] ?? list[0]).concrete);
    this.render();
    return true;
  }

  render() {
    const fn = this.fnSelect.value;
    const a = this.graphs.get(fn)?.get(Number(this.aSelect.value));
    const b = this.graphs.get(fn)?.get(Number(this.bSelect.value));
    if (!a || !b) return;
    if (a === b) {
      this.result.replaceChildren(el('p', 'empty', t('diff.one_concrete', { fn })));
      return;
    }
    const diff = diffGraphs(a, b);
    this.result.replaceChildren(headline(diff), signatureTable(diff), repeatsSection(diff), constantsSection(diff),
      onlySection(diff), changedSection(diff));
  }
}

function option(value, text) {
  const o = el('option', '', text);
  o.value = value;
  return o;
}

const name = (event) => `#${event.concrete}`;

function headline(d) {
  const [na, nb] = [d.a.graph.nodes.length, d.b.graph.nodes.length];
  const text = t('diff.headline', {
    fn: d.a.fn, a: name(d.a), nodesA: tn('diff.nodes', na), b: name(d.b), nodesB: tn('diff.nodes', nb), same: d.sameCount,
  });
  return el('p', 'compare-headline', text);
}

function section(title, ...children) {
  const box = el('section', 'compare-section');
  box.append(el('h3', '', title), ...children);
  return box;
}

function table(className, caption, headings, rows) {
  const box = el('table', className);
  box.append(el('caption', 'visually-hidden', caption), el('thead'), el('tbody'));
  const head = el('tr');
  for (const h of headings) {
    const th = el('th', '', h);
    th.scope = 'col';
    head.append(th);
  }
  box.tHead.append(head);
  for (const { cells, className: rowClass } of rows) {
    const tr = el('tr', rowClass || '');
    for (const [cls, content] of cells) {
      const td = el('td', cls);
      td.append(content);  // text, or an element
      tr.append(td);
    }
    box.tBodies[0].append(tr);
  }
  return box;
}

function signatureTable(d) {
  const rows = d.parameters.map((p) => ({
    className: p.same ? 'same' : 'differs',
    cells: [['param', p.name], ['spec', p.a ?? t('diff.no_parameter')], ['spec', p.b ?? t('diff.no_parameter')],
      ['mark', t(p.same ? 'diff.same' : 'diff.differs')]],
  }));
  const differing = d.parameters.filter((p) => !p.same).length;
  const note = el('p', 'muted', differing
    ? t('diff.why_apart', { differ: tn('diff.parameters_differ', differing), a: name(d.a), b: name(d.b) })
    : t('diff.same_signatures'));
  return section(t('diff.signatures'), table('compare-signatures', t('diff.signatures_caption'),
    [t('diff.col.parameter'), name(d.a), name(d.b), ''], rows), note);
}

function repeatsSection(d) {
  if (!d.repeats.length) return section(t('diff.unrolled'), el('p', 'muted', t('diff.no_repeats')));
  const list = el('ul', 'compare-repeats');
  for (const r of d.repeats) {
    const item = el('li', r.copiesA === r.copiesB ? 'same' : 'differs');
    item.dataset.lines = `${r.firstLine}-${r.lastLine}`;
    item.dataset.copiesA = String(r.copiesA);
    item.dataset.copiesB = String(r.copiesB);
    item.append(el('strong', '', t('diff.block_lines', { lines: linesText(r.firstLine, r.lastLine) })),
      t('diff.copies_of_block', { a: name(d.a), copies: tn('diff.copies', r.copiesA), b: name(d.b), copiesB: r.copiesB }),
      el('span', 'muted', t('diff.ops_a_copy', { ops: tn('diff.ops', r.ops), names: r.opNames.join(', ') })));
    list.append(item);
  }
  return section(t('diff.unrolled'), el('p', 'muted', t('diff.loop_note')), list);
}

function constantsSection(d) {
  if (!d.constValuesKnown) {
    const counts = groupNodes(d.a.graph.nodes.filter((n) => n.op === 'Const'));
    const consts = counts.map((g) => t('diff.const_count', { n: g.count, line: linesText(g.line, g.line) }));
    const text = t('diff.no_values', { a: name(d.a), consts: consts.join(t('diff.separator')) || t('diff.none') });
    return section(t('diff.constants'), el('p', 'muted compare-no-values', text));
  }
  if (!d.constants.length) return section(t('diff.constants'), el('p', 'muted', t('diff.same_constants')));
  const rows = d.constants.map((c) => ({
    className: 'differs',
    cells: [['num', String(c.a.line || '–')], ['value', constCell(c.valueA, c.a)], ['value', constCell(c.valueB, c.b)],
      ['source', bakedIn(c)]],
  }));
  const note = el('p', 'muted', t('diff.const_note'));
  return section(t('diff.constants_differ', { n: d.constants.length }), note,
    table('compare-constants', t('diff.constants_caption'),
      [t('diff.col.line'), name(d.a), name(d.b), t('diff.col.baked')], rows));
}

// The value first; the node's name, shape and dtype below it.
function constCell(value, node) {
  const box = document.createDocumentFragment();
  box.append(el('span', 'const-value', value ?? '?'), el('span', 'const-node', `${node.name} ${node.shape} ${node.dtype}`));
  return box;
}

// "values: 1960.0 → 3400.0" when both Consts hold a Python number of the signature.
function bakedIn(c) {
  if (!c.sourceA && !c.sourceB) return '–';
  const param = (c.sourceA ?? c.sourceB).name;
  return `${param}: ${c.sourceA?.text ?? '?'} → ${c.sourceB?.text ?? '?'}`;
}

function onlyList(nodes) {
  const list = el('ul', 'compare-only');
  for (const g of groupNodes(nodes)) {
    const item = el('li', '', `${g.op} × ${g.count} (${linesText(g.line, g.line)})`);
    item.title = g.names.join(', ');
    list.append(item);
  }
  return list;
}

function onlySection(d) {
  if (!d.onlyA.length && !d.onlyB.length) return section(t('diff.only_one'), el('p', 'muted', t('diff.same_ops')));
  const box = el('div', 'compare-columns');
  for (const [event, nodes] of [[d.a, d.onlyA], [d.b, d.onlyB]]) {
    const col = el('div', 'compare-column');
    col.append(el('h4', '', t('diff.only_in', { name: name(event), nodes: tn('diff.nodes', nodes.length) })),
      nodes.length ? onlyList(nodes) : el('p', 'muted', t('diff.none')));
    box.append(col);
  }
  return section(t('diff.only_one'), box);
}

function changedSection(d) {
  if (!d.changed.length) return el('div');
  const rows = d.changed.map((c) => ({
    className: 'differs',
    cells: [['num', String(c.a.line || '–')], ['', c.a.op], ['spec', `${c.a.shape} ${c.a.dtype}`], ['spec', `${c.b.shape} ${c.b.dtype}`]],
  }));
  return section(t('diff.changed', { n: d.changed.length }),
    table('compare-changed', t('diff.changed_caption'), [t('diff.col.line'), t('diff.col.op'), name(d.a), name(d.b)], rows));
}
