// A laid-out graph (graph_layout.js) drawn as SVG: nodes show op, shape and
// dtype, a Const its value, a copy of an unrolled loop body its colour and
// number; each node is a focusable button, and a While/If has an expander
// that opens its bodies in place. The Graph view and the side-by-side
// graphs both draw with it; what a click or an expander does is theirs.
import { svg } from '../dom.js';
import { t } from '../i18n/i18n.js';
import { NODE_H, PAD, VALUE_H, sourceName, subLabel, valueLabel } from './graph_layout.js';
import { iterationClass } from './graph_story.js';

let drawings = 0;  // each drawing's arrow marker has an id of its own

export function edgePath(points) {
  if (!points?.length) return '';
  return points.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
}

// A node in words: op, shape and dtype, the Const's value, its iteration
// and its line. `id` is graph.node_title (with the node's name) or graph.node.
function nodeTitle(node, id = 'graph.node_title') {
  const said = { name: node.name, op: node.op, sub: subLabel(node), line: node.line };
  let text = t(node.line > 0 ? `${id}_at` : id, said);
  if (node.value) text += t('graph.node_value', { value: node.value });
  if (node.python) text += t('graph.node_python');
  if (node.iteration) text += t('graph.node_iteration', { k: node.iteration });
  return text;
}

export class GraphDrawing {
  // onActivate(node, group): a node was clicked or pressed.
  // onToggle(item): an expander was used (the owner opens or closes the bodies and draws again).
  constructor({ onActivate = () => {}, onToggle = null } = {}) {
    Object.assign(this, { onActivate, onToggle });
    this.arrowId = `graph-arrow-${++drawings}`;
  }

  // The <svg> of `layout` (of `graph`), at its natural size (viewBox).
  draw(graph, layout) {
    const { width, height } = layout;
    this.svg = svg('svg', { class: 'graph-svg', viewBox: `0 0 ${width} ${height}`, role: 'group' });
    this.svg.setAttribute('aria-label', t('graph.drawing', { name: graph.name || '', n: graph.nodes.length }));
    const defs = svg('defs');
    const marker = svg('marker', {
      id: this.arrowId, viewBox: '0 0 10 10', refX: 9, refY: 5,
      markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse',
    });
    marker.append(svg('path', { d: 'M0,0 L10,5 L0,10 z', class: 'arrow' }));
    defs.append(marker);
    this.svg.append(defs);
    this.drawLayout(this.svg, layout, new Set(graph.outputs?.map(sourceName)));
    return this.svg;
  }

  drawLayout(parent, layout, outputs, depth = 0) {
    const edges = svg('g', { class: 'edges' });
    for (const e of layout.edges) {
      const kind = e.control ? 'edge control' : 'edge';
      edges.append(svg('path', { d: edgePath(e.points), class: kind, 'marker-end': `url(#${this.arrowId})` }));
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
    Object.assign(group.dataset, { op: node.op, name: node.name, depth });
    if (node.line > 0) group.dataset.line = node.line;
    if (node.iteration) Object.assign(group.dataset, { iteration: node.iteration, loop: node.loop });
    if (node.python) group.dataset.python = 'true';
    group.append(svg('rect', { width, height: item.bodies ? NODE_H : height, rx: 6, class: 'box' }));
    group.append(...this.nodeLabels(node, width));
    this.makeActivatable(group, node);
    wrap.append(group);
    if (node.bodies && this.onToggle) wrap.append(this.expander(item));
    if (item.bodies) this.drawBodies(wrap, item.bodies.list, depth + 1);
    return wrap;
  }

  // Title, op, shape and dtype, the Const's value, the copy's number.
  nodeLabels(node, width) {
    const text = (attrs, words) => {
      const label = svg('text', attrs);
      label.textContent = words;
      return label;
    };
    const title = svg('title');
    title.textContent = nodeTitle(node);
    const labels = [title, text({ x: PAD, y: 16, class: 'op' }, node.op), text({ x: PAD, y: 31, class: 'sub' }, subLabel(node))];
    if (node.value) labels.push(text({ x: PAD, y: 31 + VALUE_H, class: 'value' }, valueLabel(node)));
    if (node.iteration) {
      labels.push(text({ x: width - 6, y: 16, class: 'iter-badge', 'text-anchor': 'end' }, `#${node.iteration}`));
    }
    return labels;
  }

  makeActivatable(group, node) {
    group.setAttribute('tabindex', '0');
    group.setAttribute('role', 'button');
    group.setAttribute('aria-label', nodeTitle(node, 'graph.node'));
    const go = () => {
      this.markSelected([group]);
      this.onActivate(node, group);
    };
    group.addEventListener('click', go);
    group.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); go(); }
    });
  }

  // Only `groups` are marked selected.
  markSelected(groups) {
    this.svg?.querySelectorAll('.gnode.selected').forEach((g) => g.classList.remove('selected'));
    for (const group of groups) group.classList.add('selected');
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
    button.dataset.key = item.key;
    button.addEventListener('click', () => this.onToggle(item));
    button.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); this.onToggle(item); }
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
}
