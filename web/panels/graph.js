// Graph view: the graph of any concrete function, as traced or after the
// optimization passes (with each pass's report), laid out by dagre
// (graph_layout.js) and drawn as SVG (graph_drawing.js). Activating a node
// shows the Python line that created it; While/If bodies open in place. A
// Python loop unrolled while tracing is N copies of its ops; a
// tf.while_loop is one While node. Reads events only.
//
// The graph tells its story (graph_story.js): a Const shows its value, each
// copy of an unrolled loop body has its own colour and number with a count
// above the drawing, and the drawing opens fitted to the panel but never
// below a readable text size (MIN_TEXT_PX), scrolling beyond it; a
// full-size view gives it the window.
import { el } from '../dom.js';
import { EVENT } from '../events.js';
import { t } from '../i18n/i18n.js';
import { countNodes, fitScale, layoutGraph } from './graph_layout.js';
import { GraphDrawing } from './graph_drawing.js';
import { passReports } from './graph_passes.js';
import { loopItems, storyGraph } from './graph_story.js';

const MAX_NODES = 600;   // beyond this dagre and the DOM get slow: say so instead

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
    this.passBox.replaceChildren(...passReports(event, this.mode === 'optimized'));
    this.loopsBox.replaceChildren(...loopItems(loops));
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

  tooBig(graph, total, which) {
    this.info.textContent = t('graph.too_big', { total, which, max: MAX_NODES });
    const counts = new Map();
    for (const node of graph.nodes) counts.set(node.op, (counts.get(node.op) || 0) + 1);
    const list = el('ul', 'op-counts');
    for (const [op, n] of [...counts].sort((a, b) => b[1] - a[1])) list.append(el('li', '', `${op} × ${n}`));
    this.canvas.replaceChildren(list);
  }

  draw(graph) {
    const drawing = new GraphDrawing({
      onActivate: (node) => { if (node.line > 0) this.onNodeClick(node.line, node); },
      onToggle: (item) => this.toggleBodies(item),
    });
    this.drawing = drawing;
    this.svg = drawing.draw(graph, this.layout);
    this.canvas.replaceChildren(this.svg);
    if (this.scale === null) this.fit();
    else this.applyScale();
  }

  // An expander was used: the bodies open or close, and the drawing fits again.
  toggleBodies(item) {
    if (this.expanded.has(item.key)) this.expanded.delete(item.key); else this.expanded.add(item.key);
    this.scale = null;
    this.render();
    const again = this.canvas.querySelector(`.expander[data-key="${CSS.escape(item.key)}"]`);
    again?.focus({ preventScroll: true });
    // The opened node comes into view at the readable size fitting keeps.
    again?.closest('.gnode-wrap')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }

  // A hint's pointer: the nodes with op `op`, or the copies of unrolled loop
  // `loop`, marked and brought into view, the first one focused. Returns how many.
  // The nodes a hint means (web/look.js): the copies of a loop, the Consts
  // holding the call's Python values, or the nodes of an op (or of any of several).
  lookAt({ op, loop, row }) {
    if (!this.svg) return 0;
    const ops = [op ?? ''].flat().map((name) => `.gnode[data-op="${CSS.escape(name)}"]`).join(', ');
    const selector = loop !== undefined ? `.gnode[data-loop="${Number(loop)}"]` : row === 'python' ? '.gnode[data-python]' : ops;
    const groups = [...this.svg.querySelectorAll(selector)];
    this.drawing.markSelected(groups);
    this.root.querySelectorAll('.graph-loop.looked-at').forEach((item) => item.classList.remove('looked-at'));
    if (loop !== undefined) this.loopsBox.querySelector(`[data-loop="${Number(loop)}"]`)?.classList.add('looked-at');
    groups[0]?.scrollIntoView({ block: 'center', inline: 'center' });
    groups[0]?.focus({ preventScroll: true });
    return groups.length;
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
    this.scale = fitScale(room, this.layout);
    this.applyScale();
  }

  applyScale() {
    if (!this.svg || !this.layout) return;
    this.svg.setAttribute('width', Math.ceil(this.layout.width * this.scale));
    this.svg.setAttribute('height', Math.ceil(this.layout.height * this.scale));
  }
}
