// Graph view: the graph of any concrete function, as traced or after the
// optimization passes (with each pass's report), laid out by dagre and drawn
// as SVG. Nodes show op, shape and dtype; activating one shows the Python
// line that created it. While/If bodies open in place: a body is laid out on
// its own and its size becomes the size of the node that holds it, so
// nesting needs no compound layout. A Python loop unrolled while tracing is
// N copies of its ops; a tf.while_loop is one While node. Reads events only.
//
// The graph tells its story: a Const shows its value (the Python value baked
// into the graph), each copy of an unrolled loop body has its own colour and
// number with a count above the drawing (web/graph_diff.js finds the copies),
// and the drawing opens fitted to the panel but never below a readable text
// size (MIN_TEXT_PX), scrolling beyond it; a full-size view gives it the window.
import dagre from '../dist/dagre.bundle.js';
import { el, svg } from '../dom.js';
import { EVENT } from '../events.js';
import { constValuesByPath, linesText, repeatedBlocks } from '../graph_diff.js';
import { t } from '../i18n/i18n.js';

const MAX_NODES = 600;   // beyond this dagre and the DOM get slow: say so instead
const CHAR_W = 7.2;      // px per character of the 12px monospace labels
export const NODE_H = 40;
export const PAD = 12;
const BODY_TOP = NODE_H + 22;  // an opened While/If: its title strip, then the bodies' names
const VALUE_H = 14;      // a Const's value line below shape and dtype
const MAX_VALUE_CHARS = 24;
const SUB_FONT_PX = 11;  // the smallest label (graph.css)
export const MIN_TEXT_PX = 10;  // fitting never shrinks a label below this: the canvas scrolls instead
const MIN_FIT_SCALE = MIN_TEXT_PX / SUB_FONT_PX;
const ITERATION_COLOURS = 6;  // graph.css: .iter-0 ... .iter-5

// "MatMul:0" / "^init" -> "MatMul" / "init"
const sourceName = (input) => String(input).replace(/^\^/, '').split(':')[0];
export const subLabel = (node) => `${node.shape ?? ''} ${node.dtype ?? ''}`.trim();

export function countNodes(graph, expanded, path = '') {
  let total = 0;
  for (const node of graph?.nodes || []) {
    total += 1;
    const key = `${path}/${node.name}`;
    if (node.bodies && expanded.has(key)) {
      for (const [name, body] of Object.entries(node.bodies)) total += countNodes(body, expanded, `${key}:${name}`);
    }
  }
  return total;
}

// Positions for every node of `graph` (and of the opened bodies inside it).
export function layoutGraph(graph, expanded, path = '') {
  const g = new dagre.graphlib.Graph({ multigraph: true });
  g.setGraph({ rankdir: 'TB', nodesep: 18, ranksep: 28, marginx: PAD, marginy: PAD });
  g.setDefaultEdgeLabel(() => ({}));
  const items = new Map();
  // dagre places the nodes it meets last leftmost: fed in reverse, the first
  // copy of an unrolled loop comes out on the left, the order the loop ran.
  for (const node of [...(graph.nodes || [])].reverse()) {
    const key = `${path}/${node.name}`;
    const item = { node, key, bodies: null };
    if (node.bodies && expanded.has(key)) item.bodies = layoutBodies(node, key, expanded);
    const size = item.bodies ? item.bodies.size : plainSize(node);
    Object.assign(item, size);
    items.set(node.name, item);
    g.setNode(node.name, { width: item.width, height: item.height });
  }
  for (const node of graph.nodes || []) {
    (node.inputs || []).forEach((input, i) => {
      const from = sourceName(input);
      if (items.has(from)) g.setEdge(from, node.name, { control: String(input).startsWith('^') }, `${i}`);
    });
  }
  dagre.layout(g);
  for (const [name, item] of items) Object.assign(item, { x: g.node(name).x, y: g.node(name).y });
  const edges = g.edges().map((e) => ({ from: e.v, to: e.w, ...g.edge(e) }));
  return fitBox({ items: [...items.values()], edges });
}

// dagre's own width leaves out edge bends that swing wide: measure every
// node and bend, then move the drawing to start at the margin.
function fitBox(layout) {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  const grow = (x0, y0, x1, y1) => {
    minX = Math.min(minX, x0); minY = Math.min(minY, y0);
    maxX = Math.max(maxX, x1); maxY = Math.max(maxY, y1);
  };
  for (const i of layout.items) grow(i.x - i.width / 2, i.y - i.height / 2, i.x + i.width / 2, i.y + i.height / 2);
  for (const e of layout.edges) for (const p of e.points || []) grow(p.x - 4, p.y - 4, p.x + 4, p.y + 4);
  if (minX === Infinity) return { ...layout, width: 2 * PAD, height: 2 * PAD };
  const dx = PAD - minX;
  const dy = PAD - minY;
  for (const i of layout.items) { i.x += dx; i.y += dy; }
  for (const e of layout.edges) e.points = (e.points || []).map((p) => ({ x: p.x + dx, y: p.y + dy }));
  return { ...layout, width: maxX - minX + 2 * PAD, height: maxY - minY + 2 * PAD };
}

function plainSize(node) {
  const badge = node.iteration ? String(node.iteration).length + 2 : 0;
  const chars = Math.max(node.op.length + (node.bodies ? 3 : 0) + badge, subLabel(node).length, valueLabel(node).length, 6);
  return { width: Math.ceil(chars * CHAR_W + 2 * PAD), height: NODE_H + (node.value ? VALUE_H : 0) };
}

// "= [1960]", cut to MAX_VALUE_CHARS (the full value is in the node's title).
function valueLabel(node) {
  if (!node.value) return '';
  const text = `= ${node.value}`;
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS - 1)}…` : text;
}

// The nodes with what the event says beside them: each Const's value (in
// opened bodies too), and for a loop unrolled while tracing, which copy
// (iteration) a top-level node belongs to. Returns {graph, loops: [{copies, firstLine, lastLine}]}.
export function storyGraph(event, graph) {
  const values = graph === event.graph ? constValuesByPath(event) : new Map();
  const blocks = repeatedBlocks(graph);
  const iteration = new Map();
  blocks.forEach((block, b) => block.copyNames.forEach((names, k) => {
    for (const name of names) iteration.set(`/${name}`, { loop: b, k: k + 1 });
  }));
  const loops = blocks.map(({ copies, firstLine, lastLine }) => ({ copies, firstLine, lastLine }));
  return { graph: withStory(graph, '', values, iteration), loops };
}

// `graph` with each node's value and iteration (keys as countNodes' paths), bodies included.
function withStory(graph, path, values, iteration) {
  const nodes = (graph.nodes || []).map((node) => {
    const key = `${path}/${node.name}`;
    const copy = iteration.get(key);
    const value = node.op === 'Const' ? values.get(key) : undefined;
    const bodies = node.bodies && Object.fromEntries(Object.entries(node.bodies)
      .map(([name, body]) => [name, withStory(body, `${key}:${name}`, values, iteration)]));
    if (!copy && value === undefined && !bodies) return node;
    return { ...node, value, iteration: copy?.k, loop: copy?.loop, ...(bodies ? { bodies } : {}) };
  });
  return { ...graph, nodes };
}

// Bodies in the order TensorFlow names them: cond before body, then before else.
const BODY_ORDER = ['cond', 'body', 'then_branch', 'else_branch'];
function bodyEntries(node) {
  const rank = (name) => (BODY_ORDER.includes(name) ? BODY_ORDER.indexOf(name) : BODY_ORDER.length);
  return Object.entries(node.bodies).sort((a, b) => rank(a[0]) - rank(b[0]));
}

// An opened While/If: its bodies side by side under a title strip.
function layoutBodies(node, key, expanded) {
  const bodies = bodyEntries(node).map(([name, body]) => ({
    name, layout: layoutGraph(body, expanded, `${key}:${name}`),
  }));
  let x = PAD;
  let height = 0;
  for (const body of bodies) {
    body.x = x;
    body.y = BODY_TOP;
    x += body.layout.width + PAD;
    height = Math.max(height, body.layout.height);
  }
  const width = Math.max(x, plainSize(node).width);
  return { list: bodies, size: { width, height: BODY_TOP + height + PAD } };
}

const iterationClass = (k) => `iter iter-${(k - 1) % ITERATION_COLOURS}`;

// A node in words: op, shape and dtype, the Const's value, its iteration
// and its line. `id` is graph.node_title (with the node's name) or graph.node.
function nodeTitle(node, id = 'graph.node_title') {
  const said = { name: node.name, op: node.op, sub: subLabel(node), line: node.line };
  let text = t(node.line > 0 ? `${id}_at` : id, said);
  if (node.value) text += t('graph.node_value', { value: node.value });
  if (node.iteration) text += t('graph.node_iteration', { k: node.iteration });
  return text;
}

export function edgePath(points) {
  if (!points?.length) return '';
  return points.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
}

export class GraphPanel {
  // onNodeClick(line, node): a node was activated (the page shows the line).
  // onCompare(fn): show fn's concrete functions side by side (the Compare tab).
  constructor(root, { onNodeClick, onCompare } = {}) {
    this.root = root;
    this.onNodeClick = onNodeClick || (() => {});
    this.onCompare = onCompare || null;
    root.classList.add('graph-view');
    this.build();
    this.clear();
  }

  build() {
    const bar = el('div', 'graph-bar');
    const pick = el('label', 'graph-pick');
    this.pickLabel = el('span', '', '');
    pick.append(this.pickLabel, ' ');
    this.select = el('select', 'graph-select');
    this.select.addEventListener('change', () => this.show(this.select.value));
    pick.append(this.select);
    this.modeBox = el('fieldset', 'graph-mode');
    this.modeLegend = el('legend', 'visually-hidden', '');
    this.modeBox.append(this.modeLegend);
    for (const value of ['graph', 'optimized']) {
      const label = el('label');
      const radio = el('input');
      Object.assign(radio, { type: 'radio', name: `graph-mode-${Math.random().toString(36).slice(2)}`, value });
      radio.checked = value === 'graph';
      radio.addEventListener('change', () => { this.mode = value; this.render(); });
      label.dataset.mode = value;
      label.append(radio, ' ', el('span', 'mode-name', ''));
      this.modeBox.append(label);
    }
    bar.append(pick, this.modeBox, this.zoomButtons(), this.storyButtons());
    this.info = el('p', 'graph-info');
    this.info.setAttribute('role', 'status');
    this.loopsBox = el('ul', 'graph-loops');
    this.canvas = el('div', 'graph-canvas');
    this.canvas.tabIndex = 0;
    this.passBox = el('div', 'graph-passes');
    this.root.append(bar, this.info, this.loopsBox, this.canvas, this.passBox);
    this.panAndZoom();
    this.labelControls();
  }

  // The controls' words in the page's language.
  labelControls() {
    this.pickLabel.textContent = t('graph.concrete');
    this.modeLegend.textContent = t('graph.which');
    for (const label of this.modeBox.querySelectorAll('label')) {
      label.querySelector('.mode-name').textContent = t(`graph.mode.${label.dataset.mode}`);
    }
    this.canvas.setAttribute('aria-label', t('graph.canvas'));
    this.zoomBox.setAttribute('aria-label', t('graph.zoom'));
    for (const button of this.zoomBox.querySelectorAll('button')) {
      button.setAttribute('aria-label', t(`graph.zoom.${button.dataset.zoom}`));
      if (button.dataset.zoom === 'fit') button.textContent = t('graph.zoom.fit_short');
    }
    this.fullButton.textContent = t(this.isFull() ? 'graph.full_close' : 'graph.full');
    this.compareButton.textContent = t('graph.compare');
    this.compareButton.title = t('graph.compare_title');
  }

  // The full-size view and the way to the Compare tab.
  storyButtons() {
    const box = el('div', 'graph-story-buttons');
    this.fullButton = el('button', 'small graph-full-toggle', '');
    this.fullButton.type = 'button';
    this.fullButton.setAttribute('aria-pressed', 'false');
    this.fullButton.addEventListener('click', () => this.toggleFull());
    this.root.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' && this.isFull()) { e.preventDefault(); this.toggleFull(); }
    });
    this.compareButton = el('button', 'small graph-compare', '');
    this.compareButton.type = 'button';
    this.compareButton.hidden = true;
    this.compareButton.addEventListener('click', () => {
      const event = this.graphs.get(this.current);
      if (event && this.onCompare) this.onCompare(event.fn);
    });
    box.append(this.fullButton, this.compareButton);
    return box;
  }

  isFull() { return this.root.classList.contains('graph-full'); }

  toggleFull() {
    const full = !this.isFull();
    this.root.classList.toggle('graph-full', full);
    this.fullButton.setAttribute('aria-pressed', String(full));
    this.fullButton.textContent = t(full ? 'graph.full_close' : 'graph.full');
    this.fit();
    this.fullButton.focus({ preventScroll: true });
  }

  // A new language: the controls and the graph shown are labelled again.
  relabel() {
    this.labelControls();
    if (this.current) this.render();
    else this.info.textContent = t('graph.empty');
  }

  // Drag the background to pan; Ctrl+wheel zooms; scrolling works as ever.
  panAndZoom() {
    let drag = null;
    this.canvas.addEventListener('pointerdown', (e) => {
      if (e.button !== 0 || e.target.closest('.gnode, .expander')) return;
      drag = { x: e.clientX, y: e.clientY, left: this.canvas.scrollLeft, top: this.canvas.scrollTop };
      this.canvas.setPointerCapture(e.pointerId);
      this.canvas.classList.add('panning');
    });
    this.canvas.addEventListener('pointermove', (e) => {
      if (!drag) return;
      this.canvas.scrollLeft = drag.left - (e.clientX - drag.x);
      this.canvas.scrollTop = drag.top - (e.clientY - drag.y);
    });
    const end = () => { drag = null; this.canvas.classList.remove('panning'); };
    this.canvas.addEventListener('pointerup', end);
    this.canvas.addEventListener('pointercancel', end);
    this.canvas.addEventListener('wheel', (e) => {
      if (!e.ctrlKey) return;
      e.preventDefault();
      this.zoomBy(e.deltaY < 0 ? 1.1 : 1 / 1.1);
    }, { passive: false });
  }

  zoomButtons() {
    const box = el('div', 'graph-zoom');
    box.setAttribute('role', 'group');
    const add = (text, zoom, action) => {
      const b = el('button', 'small', text);
      b.type = 'button';
      b.dataset.zoom = zoom;
      b.addEventListener('click', action);
      box.append(b);
    };
    add('−', 'out', () => this.zoomBy(1 / 1.25));
    add('+', 'in', () => this.zoomBy(1.25));
    add('', 'fit', () => this.fit());
    this.zoomBox = box;
    return box;
  }

  clear() {
    this.graphs = new Map();   // "fn#concrete" -> graph event
    this.current = null;
    this.mode = 'graph';
    this.expanded = new Set();
    this.scale = 1;
    this.dirty = false;
    this.select.replaceChildren();
    this.select.disabled = true;
    for (const radio of this.modeBox.querySelectorAll('input')) radio.checked = radio.value === 'graph';
    this.info.textContent = t('graph.empty');
    this.canvas.replaceChildren();
    this.passBox.replaceChildren();
    this.loopsBox.replaceChildren();
    this.compareButton.hidden = true;
  }

  addEvents(events) {
    let first = null;
    for (const event of events) {
      if (event.type !== EVENT.graph || !event.graph) continue;
      const key = `${event.fn}#${event.concrete}`;
      const known = this.graphs.has(key);
      this.graphs.set(key, event);
      if (known) continue;
      const option = el('option', '', `${event.fn} #${event.concrete} ${event.signature || ''}`);
      option.value = key;
      this.select.append(option);
      first ||= key;
    }
    if (!first) return;
    this.select.disabled = false;
    // The run's first graph stays in view (later traces join the list), so
    // the drawing does not jump while a program retraces.
    if (!this.current) this.show(first);
  }

  // Shows one concrete function's graph; called by the cache panel too.
  show(key) {
    if (!this.graphs.has(key)) return false;
    if (key !== this.current) this.expanded = new Set();
    this.current = key;
    this.select.value = key;
    this.scale = null;  // fit the width on first draw; zooming keeps its own scale
    this.render();
    return true;
  }

  // Rendering waits until the panel is visible (dagre needs no DOM, but a
  // hidden panel need not pay for 10 layouts during one run).
  onShow() {
    if (this.dirty) this.render();
  }

  visible() {
    return this.root.offsetParent !== null || this.root.getClientRects().length > 0;
  }

  render() {
    if (!this.current) return;
    if (!this.visible()) { this.dirty = true; return; }
    this.dirty = false;
    const event = this.graphs.get(this.current);
    const shownGraph = this.mode === 'optimized' && event.optimized ? event.optimized : event.graph;
    const { graph, loops } = storyGraph(event, shownGraph);
    this.renderPasses(event);
    this.renderLoops(loops);
    const concretes = [...this.graphs.values()].filter((e) => e.fn === event.fn).length;
    this.compareButton.hidden = !this.onCompare || concretes < 2;
    const total = countNodes(graph, this.expanded);
    const which = t(shownGraph === event.graph ? 'graph.as_traced' : 'graph.after_optimization');
    if (total > MAX_NODES) {
      this.tooBig(graph, total, which);
      return;
    }
    const shown = { fn: event.fn, concrete: event.concrete, which, n: graph.nodes.length, total };
    this.info.textContent = t(total > graph.nodes.length ? 'graph.info_opened' : 'graph.info', shown);
    this.layout = layoutGraph(graph, this.expanded);
    this.draw(graph);
  }

  // "3 copies of line 18", one swatch per iteration's colour.
  renderLoops(loops) {
    this.loopsBox.replaceChildren(...loops.map((loop, b) => {
      const item = el('li', 'graph-loop');
      item.dataset.loop = b;
      item.dataset.copies = loop.copies;
      const swatches = el('span', 'swatches');
      swatches.setAttribute('aria-hidden', 'true');
      for (let k = 1; k <= Math.min(loop.copies, ITERATION_COLOURS); k++) swatches.append(el('span', iterationClass(k)));
      item.append(swatches, t('graph.copies', { copies: loop.copies, lines: linesText(loop.firstLine, loop.lastLine) }));
      return item;
    }));
  }

  tooBig(graph, total, which) {
    this.info.textContent = t('graph.too_big', { total, which, max: MAX_NODES });
    const counts = new Map();
    for (const node of graph.nodes) counts.set(node.op, (counts.get(node.op) || 0) + 1);
    const list = el('ul', 'op-counts');
    for (const [op, n] of [...counts].sort((a, b) => b[1] - a[1])) list.append(el('li', '', `${op} × ${n}`));
    this.canvas.replaceChildren(list);
  }

  draw(graph) {
    const { width, height } = this.layout;
    this.svg = svg('svg', { class: 'graph-svg', viewBox: `0 0 ${width} ${height}`, role: 'group' });
    this.svg.setAttribute('aria-label', t('graph.drawing', { name: graph.name || '', n: graph.nodes.length }));
    const defs = svg('defs');
    const marker = svg('marker', {
      id: 'graph-arrow', viewBox: '0 0 10 10', refX: 9, refY: 5,
      markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse',
    });
    marker.append(svg('path', { d: 'M0,0 L10,5 L0,10 z', class: 'arrow' }));
    defs.append(marker);
    this.svg.append(defs);
    this.drawLayout(this.svg, this.layout, new Set(graph.outputs?.map(sourceName)));
    this.canvas.replaceChildren(this.svg);
    if (this.scale === null) this.fit();
    else this.applyScale();
  }

  drawLayout(parent, layout, outputs, depth = 0) {
    const edges = svg('g', { class: 'edges' });
    for (const e of layout.edges) {
      const kind = e.control ? 'edge control' : 'edge';
      edges.append(svg('path', { d: edgePath(e.points), class: kind, 'marker-end': 'url(#graph-arrow)' }));
    }
    parent.append(edges);
    for (const item of layout.items) parent.append(this.nodeGroup(item, outputs.has(item.node.name), depth));
  }

  // A node: one focusable button (the whole box, or the title strip of an
  // opened While/If), its expander beside it, and the opened bodies below.
  nodeGroup(item, isOutput, depth) {
    const { node, width, height } = item;
    const wrap = svg('g', { class: 'gnode-wrap', transform: `translate(${item.x - width / 2},${item.y - height / 2})` });
    if (item.bodies) wrap.append(svg('rect', { width, height, rx: 6, class: 'opened-box' }));
    const copy = node.iteration ? ` ${iterationClass(node.iteration)}` : '';
    const group = svg('g', { class: `gnode${isOutput ? ' output' : ''}${item.bodies ? ' opened' : ''}${copy}` });
    group.dataset.op = node.op;
    group.dataset.name = node.name;
    group.dataset.depth = depth;
    if (node.line > 0) group.dataset.line = node.line;
    if (node.iteration) group.dataset.iteration = node.iteration;
    group.append(svg('rect', { width, height: item.bodies ? NODE_H : height, rx: 6, class: 'box' }));
    const title = svg('title');
    title.textContent = nodeTitle(node);
    const label = svg('text', { x: PAD, y: 16, class: 'op' });
    label.textContent = node.op;
    const sub = svg('text', { x: PAD, y: 31, class: 'sub' });
    sub.textContent = subLabel(node);
    group.append(title, label, sub);
    if (node.value) {
      const value = svg('text', { x: PAD, y: 31 + VALUE_H, class: 'value' });
      value.textContent = valueLabel(node);
      group.append(value);
    }
    if (node.iteration) {
      const badge = svg('text', { x: width - 6, y: 16, class: 'iter-badge', 'text-anchor': 'end' });
      badge.textContent = `#${node.iteration}`;
      group.append(badge);
    }
    this.makeActivatable(group, node);
    wrap.append(group);
    if (node.bodies) wrap.append(this.expander(item));
    if (item.bodies) this.drawBodies(wrap, item.bodies.list, depth + 1);
    return wrap;
  }

  makeActivatable(group, node) {
    group.setAttribute('tabindex', '0');
    group.setAttribute('role', 'button');
    group.setAttribute('aria-label', nodeTitle(node, 'graph.node'));
    const go = () => {
      this.markSelected(group);
      if (node.line > 0) this.onNodeClick(node.line, node);
    };
    group.addEventListener('click', go);
    group.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); go(); }
    });
  }

  markSelected(group) {
    this.svg?.querySelectorAll('.gnode.selected').forEach((g) => g.classList.remove('selected'));
    group.classList.add('selected');
  }

  expander(item) {
    const open = Boolean(item.bodies);
    const names = Object.keys(item.node.bodies).join(', ');
    const button = svg('g', {
      class: 'expander', transform: `translate(${item.width - 24},6)`,
      tabindex: 0, role: 'button', 'aria-expanded': open,
    });
    button.setAttribute('aria-label', t(open ? 'graph.close_bodies' : 'graph.open_bodies',
      { names, op: item.node.op, name: item.node.name }));
    button.append(svg('rect', { width: 18, height: 18, rx: 4 }));
    const sign = svg('text', { x: 9, y: 13.5, 'text-anchor': 'middle' });
    sign.textContent = open ? '−' : '+';
    button.append(sign);
    const toggle = () => {
      if (open) this.expanded.delete(item.key); else this.expanded.add(item.key);
      this.scale = null;  // the drawing changed size: fit it again
      this.render();
      const again = this.canvas.querySelector(`.expander[data-key="${CSS.escape(item.key)}"]`);
      again?.focus({ preventScroll: true });
      // The opened node comes into view at the readable size fitting keeps.
      again?.closest('.gnode-wrap')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    };
    button.dataset.key = item.key;
    button.addEventListener('click', toggle);
    button.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); toggle(); }
    });
    return button;
  }

  drawBodies(group, bodies, depth) {
    for (const body of bodies) {
      const box = svg('g', { class: 'body', transform: `translate(${body.x},${body.y})` });
      box.append(svg('rect', { width: body.layout.width, height: body.layout.height, rx: 4, class: 'body-box' }));
      const name = svg('text', { x: 4, y: -5, class: 'body-name' });
      name.textContent = body.name;
      box.append(name);
      this.drawLayout(box, body.layout, new Set(), depth);
      group.append(box);
    }
  }

  renderPasses(event) {
    const passes = event.passes || [];
    if (!passes.length) { this.passBox.replaceChildren(); return; }
    const details = el('details', 'pass-reports');
    details.open = this.mode === 'optimized';
    const first = passes[0].nodes_before;
    const last = passes[passes.length - 1].nodes_after;
    details.append(el('summary', '', t('graph.passes', { first, last })));
    const list = el('ol');
    for (const pass of passes) list.append(this.passItem(pass));
    details.append(list);
    this.passBox.replaceChildren(details);
  }

  passItem(pass) {
    const item = el('li', pass.changes?.length ? 'pass changed' : 'pass');
    item.dataset.pass = pass.name;
    item.append(el('strong', '', pass.name), t('graph.pass_nodes', { before: pass.nodes_before, after: pass.nodes_after }));
    if (pass.changes?.length) {
      const changes = el('ul');
      for (const change of pass.changes) changes.append(el('li', '', change));
      item.append(changes);
    } else {
      item.append(el('span', 'muted', t('graph.no_change')));
    }
    return item;
  }

  zoomBy(factor) {
    this.scale = Math.min(4, Math.max(0.1, (this.scale ?? 1) * factor));
    this.applyScale();
  }

  // The whole width in view, unless that would shrink the labels below
  // MIN_TEXT_PX: then the canvas scrolls. Zooming out goes further on request.
  fit() {
    if (!this.layout) return;
    const room = this.canvas.clientWidth - 8;
    this.scale = Math.min(1, Math.max(MIN_FIT_SCALE, room / this.layout.width));
    this.applyScale();
  }

  applyScale() {
    if (!this.svg || !this.layout) return;
    this.svg.setAttribute('width', Math.ceil(this.layout.width * this.scale));
    this.svg.setAttribute('height', Math.ceil(this.layout.height * this.scale));
  }
}
