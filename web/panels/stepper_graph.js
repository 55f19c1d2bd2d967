// The stepper's drawing: a trace's whole graph laid out once (every While/If
// body opened, graph.js's layout), then drawn as it stood after a step: the
// nodes made so far in their final places, the step's own nodes marked, and a
// While/If whose body is being traced drawn dashed until the node is made.
import { svg } from '../dom.js';
import { layoutGraph, subLabel, NODE_H, PAD } from './graph_layout.js';
import { edgePath } from './graph_drawing.js';
import { nodeKey } from './stepper_model.js';
import { t } from '../i18n/i18n.js';

// graph.js's keys of every node with bodies, so that all of them open.
function everyBody(graph, path = '', keys = new Set()) {
  for (const node of graph?.nodes || []) {
    if (!node.bodies) continue;
    const key = `${path}/${node.name}`;
    keys.add(key);
    for (const [name, body] of Object.entries(node.bodies)) everyBody(body, `${key}:${name}`, keys);
  }
  return keys;
}

export function layoutWhole(graph) {
  return layoutGraph(graph, everyBody(graph));
}

export class StepDrawing {
  // `madeAt`/`holderAt`: replay()'s maps; `step`: the index drawn (Infinity: all).
  constructor(layout, { madeAt, holderAt }, step) {
    Object.assign(this, { layout, madeAt, holderAt, step });
  }

  made(key) { return this.madeAt.get(key) <= this.step; }
  shown(key) { return this.made(key) || this.holderAt.get(key) <= this.step; }

  svg(label) {
    const { width, height } = this.layout;
    const root = svg('svg', { class: 'graph-svg stepper-svg', viewBox: `0 0 ${width} ${height}`, role: 'img' });
    root.setAttribute('aria-label', label);
    const marker = svg('marker', {
      id: 'stepper-arrow', viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 7, markerHeight: 7,
      orient: 'auto-start-reverse',
    });
    marker.append(svg('path', { d: 'M0,0 L10,5 L0,10 z', class: 'arrow' }));
    const defs = svg('defs');
    defs.append(marker);
    root.append(defs);
    this.level(root, this.layout, []);
    return root;
  }

  level(parent, layout, path) {
    const shown = (name) => this.shown(nodeKey(path, name));
    const edges = svg('g', { class: 'edges' });
    for (const e of layout.edges) {
      if (!shown(e.from) || !shown(e.to)) continue;
      edges.append(svg('path', { d: edgePath(e.points), class: e.control ? 'edge control' : 'edge',
        'marker-end': 'url(#stepper-arrow)' }));
    }
    parent.append(edges);
    for (const item of layout.items) {
      if (shown(item.node.name)) parent.append(this.node(item, path));
    }
  }

  node(item, path) {
    const { node, width, height } = item;
    const key = nodeKey(path, node.name);
    const made = this.made(key);
    const wrap = svg('g', { class: 'gnode-wrap', transform: `translate(${item.x - width / 2},${item.y - height / 2})` });
    if (item.bodies) wrap.append(svg('rect', { width, height, rx: 6, class: 'opened-box' }));
    const fresh = this.madeAt.get(key) === this.step;
    const group = svg('g', { class: `gnode${fresh ? ' step-new' : ''}${made ? '' : ' step-pending'}` });
    Object.assign(group.dataset, { op: node.op, name: node.name, key });
    group.append(svg('rect', { width, height: NODE_H, rx: 6, class: 'box' }));
    const title = svg('title');
    title.textContent = made ? `${node.name}: ${node.op} ${subLabel(node)}` : t('steps.node_pending', { op: node.op, name: node.name });
    const label = svg('text', { x: PAD, y: 16, class: 'op' });
    label.textContent = node.op;
    const sub = svg('text', { x: PAD, y: 31, class: 'sub' });
    sub.textContent = made ? subLabel(node) : t('steps.being_traced');
    group.append(title, label, sub);
    wrap.append(group);
    for (const body of item.bodies?.list || []) {
      const box = svg('g', { class: 'body', transform: `translate(${body.x},${body.y})` });
      box.append(svg('rect', { width: body.layout.width, height: body.layout.height, rx: 4, class: 'body-box' }));
      const name = svg('text', { x: 4, y: -5, class: 'body-name' });
      name.textContent = body.name;
      box.append(name);
      this.level(box, body.layout, [...path, node.name, body.name]);
      wrap.append(box);
    }
    return wrap;
  }
}
