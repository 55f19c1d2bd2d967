// The Graph view's layout: where dagre puts every node of a graph, and of
// the While/If bodies opened inside it. An opened body is laid out on its
// own and its size becomes the size of the node that holds it, so nesting
// needs no compound layout. Pure over graph JSON (no DOM): the Graph view,
// the side-by-side graphs and the Steps tab share it.
import dagre from '../dist/dagre.bundle.js';

const CHAR_W = 7.2;      // px per character of the 12px monospace labels
export const NODE_H = 40;
export const PAD = 12;
export const BODY_TOP = NODE_H + 22;  // an opened While/If: its title strip, then the bodies' names
export const VALUE_H = 14;            // a Const's value line below shape and dtype
const MAX_VALUE_CHARS = 24;
const SUB_FONT_PX = 11;  // the smallest label (graph.css)
export const MIN_TEXT_PX = 10;  // fitting never shrinks a label below this: the canvas scrolls instead
export const MIN_FIT_SCALE = MIN_TEXT_PX / SUB_FONT_PX;

// "MatMul:0" / "^init" -> "MatMul" / "init"
export const sourceName = (input) => String(input).replace(/^\^/, '').split(':')[0];
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

export function plainSize(node) {
  const badge = node.iteration ? String(node.iteration).length + 2 : 0;
  const chars = Math.max(node.op.length + (node.bodies ? 3 : 0) + badge, subLabel(node).length, valueLabel(node).length, 6);
  return { width: Math.ceil(chars * CHAR_W + 2 * PAD), height: NODE_H + (node.value ? VALUE_H : 0) };
}

// "= [1960]", cut to MAX_VALUE_CHARS (the full value is in the node's title).
export function valueLabel(node) {
  if (!node.value) return '';
  const text = `= ${node.value}`;
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS - 1)}…` : text;
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

// The scale that shows the whole width in `room` px, but never below a
// readable text size nor above full size.
export const fitScale = (room, layout) => Math.min(1, Math.max(MIN_FIT_SCALE, room / layout.width));
