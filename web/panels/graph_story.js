// What a graph's drawing tells beside its ops: each Const's value, whether
// it holds a Python value of the call (baked into the graph) and, for a Python loop unrolled while
// tracing, which copy of the loop body (iteration) each node belongs to,
// with a count per loop ("3 copies of line 18"). web/graph_diff.js finds
// the values and the copies; this adds them to the nodes the drawing reads.
import { el } from '../dom.js';
import { constValuesByPath, linesText, pythonValueConsts, repeatedBlocks } from '../graph_diff.js';
import { t } from '../i18n/i18n.js';

const ITERATION_COLOURS = 6;  // graph.css: .iter-0 ... .iter-5

export const iterationClass = (k) => `iter iter-${(k - 1) % ITERATION_COLOURS}`;

// The nodes with what the event says beside them. Returns
// {graph, loops: [{copies, firstLine, lastLine}], pythonConsts (how many Consts hold the call's Python values)}.
export function storyGraph(event, graph) {
  const values = graph === event.graph ? constValuesByPath(event) : new Map();
  const python = graph === event.graph ? pythonValueConsts(event) : new Set();
  const blocks = repeatedBlocks(graph);
  const iteration = new Map();
  blocks.forEach((block, b) => block.copyNames.forEach((names, k) => {
    for (const name of names) iteration.set(`/${name}`, { loop: b, k: k + 1 });
  }));
  const loops = blocks.map(({ copies, firstLine, lastLine }) => ({ copies, firstLine, lastLine }));
  const story = withStory(graph, '', values, iteration);
  story.nodes = story.nodes.map((node) => (python.has(node.name) ? { ...node, python: true } : node));
  return { graph: story, loops, pythonConsts: python.size };
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

// "3 copies of line 18", one swatch per iteration's colour, one item a loop.
export function loopItems(loops) {
  return loops.map((loop, b) => {
    const item = el('li', 'graph-loop');
    item.dataset.loop = b;
    item.dataset.copies = loop.copies;
    const swatches = el('span', 'swatches');
    swatches.setAttribute('aria-hidden', 'true');
    for (let k = 1; k <= Math.min(loop.copies, ITERATION_COLOURS); k++) swatches.append(el('span', iterationClass(k)));
    item.append(swatches, t('graph.copies', { copies: loop.copies, lines: linesText(loop.firstLine, loop.lastLine) }));
    return item;
  });
}
