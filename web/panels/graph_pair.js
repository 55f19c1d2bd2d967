// Two tf.functions' graphs side by side (the Compare tab shows the looped
// and the batched predictor this way): each laid out and drawn as the Graph
// view draws one (graph_layout.js, graph_drawing.js, graph_story.js), fitted
// to its column but never below a readable text size, with a one-line
// caption: how many nodes, how many Consts hold the call's Python values,
// how many traces, how many unrolled copies.
import { el } from '../dom.js';
import { linesText } from '../graph_diff.js';
import { t, tn } from '../i18n/i18n.js';
import { fitScale, layoutGraph } from './graph_layout.js';
import { GraphDrawing } from './graph_drawing.js';
import { storyGraph } from './graph_story.js';

// sides: [{id, title, event (a graph event), traces (the function's trace count)}].
export class GraphPair {
  constructor(sides) {
    this.root = el('div', 'graph-pair');
    this.columns = sides.map((side) => this.column(side));
    this.root.append(...this.columns.map((c) => c.box));
    // Each drawing fits its column again when the column's width changes.
    this.resize = new ResizeObserver(() => this.fit());
    this.resize.observe(this.root);
  }

  column({ id, title, event, traces }) {
    const { graph, loops, pythonConsts } = storyGraph(event, event.graph);
    const layout = layoutGraph(graph, new Set());
    const drawing = new GraphDrawing({ onActivate: () => {} });
    const svg = drawing.draw(graph, layout);
    const box = el('figure', 'graph-pair-side');
    box.dataset.side = id;
    const caption = el('figcaption');
    caption.append(el('strong', '', title), ' ', el('span', 'graph-pair-caption', captionText(graph, pythonConsts, traces, loops)));
    const canvas = el('div', 'graph-canvas graph-pair-canvas');
    canvas.tabIndex = 0;
    canvas.setAttribute('role', 'region');
    canvas.setAttribute('aria-label', t('pair.canvas', { title }));
    canvas.append(svg);
    box.append(caption, canvas);
    return { box, canvas, svg, layout };
  }

  fit() {
    for (const { canvas, svg, layout } of this.columns) {
      if (!canvas.clientWidth) continue;  // not laid out (a hidden tab): fitted when it shows
      const scale = fitScale(canvas.clientWidth - 8, layout);
      svg.setAttribute('width', Math.ceil(layout.width * scale));
      svg.setAttribute('height', Math.ceil(layout.height * scale));
    }
  }

  disconnect() { this.resize.disconnect(); }
}

// "25 nodes · 3 Consts hold Python values · 10 traces · 3 copies of line 18"
function captionText(graph, pythonConsts, traces, loops) {
  const copies = loops.length
    ? loops.map((loop) => t('pair.copies', { copies: loop.copies, lines: linesText(loop.firstLine, loop.lastLine) }))
      .join(t('diff.separator'))
    : t('pair.no_copies');
  return t('pair.caption', {
    nodes: tn('diff.nodes', graph.nodes.length), consts: pythonConsts ? tn('pair.python_consts', pythonConsts) : t('pair.no_python_consts'),
    traces: tn('compare.covers_traces', traces), copies,
  });
}
