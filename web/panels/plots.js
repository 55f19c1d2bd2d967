// Plots panel: every figure the program show()ed, drawn with Chart.js. The
// axes limits and ticks come from the same rules as the CLI's SVG files
// (web/plot_svg.mjs: matplotlib's 5% margins and "nice" tick steps), so a
// figure looks the same in the page and on disk. Reads `plot` events only.
import { Chart } from '../dist/chart.bundle.js';
import { describePlot, niceTicks, plotToSvg, tickLabels, viewLimits } from '../plot_svg.mjs';
import { EVENT } from '../events.js';
import { t } from '../i18n/i18n.js';

const POINT_STYLES = { o: 'circle', '.': 'circle', s: 'rect', '^': 'triangle', D: 'rectRot', d: 'rectRot', '+': 'cross', x: 'crossRot', '*': 'star', '|': 'line', _: 'dash' };
const DASHES = { '--': [3.7, 1.6], '-.': [6.4, 1.6, 1, 1.6], ':': [1, 1.65] };
const PT = 96 / 72;  // CSS pixels per point
const MAX_FIGURES = 50;  // a plotting loop cannot fill the page with canvases

function themeColors(root) {
  const css = getComputedStyle(root);
  const get = (name, fallback) => css.getPropertyValue(name).trim() || fallback;
  return { text: get('--text', '#1d1f21'), muted: get('--muted', '#5b6168'), border: get('--border', '#d4d6d9'), panel: get('--panel', '#fff') };
}

function points(series) {
  const out = [];
  for (let i = 0; i < series.x.length; i++) out.push({ x: series.x[i], y: series.y[i] });
  return out;
}

function dataset(series) {
  const line = series.kind === 'line';
  const radius = line ? (series.marker ? 3 * PT : 0) : (Math.sqrt(series.size) * PT) / 2;
  return {
    label: series.label && !series.label.startsWith('_') ? series.label : '',
    data: points(series),
    showLine: line && Boolean(series.linestyle),
    borderColor: series.color,
    backgroundColor: series.color,
    borderWidth: line ? series.linewidth * PT : 0,
    borderDash: line && DASHES[series.linestyle] ? DASHES[series.linestyle].map((d) => d * series.linewidth * PT) : [],
    pointRadius: radius,
    pointHoverRadius: radius + 2,
    pointStyle: POINT_STYLES[series.marker] || 'circle',
    spanGaps: false,
    parsing: false,
    normalized: true,
  };
}

// A linear scale with matplotlib's view limits, tick positions and labels.
function scale(title, [lo, hi], grid, colors, maxTicks) {
  const a = Math.min(lo, hi), b = Math.max(lo, hi), slack = 1e-9 * (b - a);
  const ticks = niceTicks(a, b, maxTicks).filter((t) => t >= a - slack && t <= b + slack);
  const { labels, offset } = tickLabels(ticks);
  const text = new Map(ticks.map((t, i) => [t, labels[i]]));
  const name = offset ? `${title}${title ? ' ' : ''}(\u00d7${offset})` : title;
  return {
    type: 'linear',
    min: a,
    max: b,
    reverse: lo > hi,  // xlim(10, 0) inverts the axis, as in matplotlib
    title: { display: Boolean(name), text: name, color: colors.text },
    grid: { display: grid, color: colors.border },
    border: { color: colors.text },
    afterBuildTicks: (axis) => { axis.ticks = ticks.map((value) => ({ value })); },
    ticks: { color: colors.text, callback: (value) => text.get(value) ?? String(value) },
  };
}

function chartConfig(axes, colors) {
  const view = viewLimits(axes);
  const labelled = axes.series.some((s) => s.label && !s.label.startsWith('_'));
  return {
    type: 'scatter',
    data: { datasets: axes.series.map(dataset) },
    options: {
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      // Fewer ticks on the smaller axes of a subplot grid, as MaxNLocator('auto') does.
      scales: {
        x: scale(axes.xlabel, view.x, axes.grid, colors, Math.max(3, Math.round(9 / (axes.ncols || 1)))),
        y: scale(axes.ylabel, view.y, axes.grid, colors, Math.max(3, Math.round(9 / (axes.nrows || 1)))),
      },
      plugins: {
        title: { display: Boolean(axes.title), text: axes.title, color: colors.text },
        legend: {
          display: Boolean(axes.legend && labelled),
          position: String(axes.legend_loc || '').startsWith('lower') ? 'bottom' : 'top',
          align: String(axes.legend_loc || '').endsWith('left') ? 'start' : 'end',
          labels: { color: colors.text, usePointStyle: true, filter: (item) => Boolean(item.text) },
        },
        tooltip: { enabled: true },
      },
    },
  };
}

export class PlotsPanel {
  constructor(root, options = {}) {
    this.root = root;
    this.options = options;
    this.charts = [];
    this.watchTheme();
    this.clear();
  }

  clear() {
    for (const { chart } of this.charts) chart.destroy();
    for (const url of this.urls || []) URL.revokeObjectURL(url);
    this.charts = [];
    this.urls = [];
    this.count = 0;
    this.root.replaceChildren();
    this.root.classList.add('plots-panel');
    this.empty = document.createElement('p');
    this.empty.className = 'empty';
    this.empty.textContent = t('plots.empty');
    this.root.append(this.empty);
  }

  addEvents(events) {
    for (const event of events) if (event.type === EVENT.plot) this.addPlot(event);
  }

  addPlot(plot) {
    this.count += 1;
    if (this.count > MAX_FIGURES) return this.noteDropped();
    this.empty.remove();
    const figure = document.createElement('figure');
    figure.className = 'plot-figure';
    figure.setAttribute('role', 'group');
    figure.setAttribute('aria-label', describePlot(plot));
    figure.append(this.caption(plot), this.grid(plot));
    this.root.append(figure);
  }

  caption(plot) {
    const caption = document.createElement('figcaption');
    const name = document.createElement('span');
    const said = { n: plot.figure, title: plot.suptitle };
    name.textContent = t(plot.suptitle ? 'plots.figure_titled' : 'plots.figure', said);
    const link = document.createElement('a');
    link.className = 'plot-download';
    link.textContent = 'SVG';
    link.title = t('plots.download');
    link.download = `figure_${this.count}.svg`;
    link.href = URL.createObjectURL(new Blob([plotToSvg(plot)], { type: 'image/svg+xml' }));
    this.urls.push(link.href);
    caption.append(name, link);
    for (const axes of plot.axes) {
      for (const s of axes.series) {
        if (!s.note) continue;
        const note = document.createElement('span');
        note.className = 'plot-note';
        note.textContent = s.note;
        caption.append(note);
      }
    }
    return caption;
  }

  // One canvas per axes, placed on the subplot grid of the first axes.
  grid(plot) {
    const grid = document.createElement('div');
    grid.className = 'plot-grid';
    const first = plot.axes[0] || { nrows: 1, ncols: 1 };
    grid.style.gridTemplateColumns = `repeat(${first.ncols || 1}, minmax(0, 1fr))`;
    grid.style.aspectRatio = `${plot.width} / ${plot.height}`;
    const colors = themeColors(this.root);
    for (const axes of plot.axes) {
      const cell = document.createElement('div');
      cell.className = 'plot-cell';
      const ncols = axes.ncols || 1, index = (axes.index || 1) - 1;
      cell.style.gridRow = String(Math.floor(index / ncols) + 1);
      cell.style.gridColumn = String((index % ncols) + 1);
      const canvas = document.createElement('canvas');
      canvas.setAttribute('role', 'img');
      canvas.setAttribute('aria-label', describePlot({ ...plot, axes: [axes], suptitle: '' }));
      cell.append(canvas);
      grid.append(cell);
      this.charts.push({ chart: new Chart(canvas, chartConfig(axes, colors)), axes });
    }
    return grid;
  }

  noteDropped() {
    if (this.count !== MAX_FIGURES + 1) return;
    const note = document.createElement('p');
    note.className = 'empty';
    note.textContent = t('plots.capped', { n: MAX_FIGURES });
    this.root.append(note);
  }

  // Canvas colors cannot follow CSS variables by themselves: redraw on a theme change.
  watchTheme() {
    const restyle = () => {
      const colors = themeColors(this.root);
      for (const entry of this.charts) {
        entry.chart.options = chartConfig(entry.axes, colors).options;
        entry.chart.update('none');
      }
    };
    new MutationObserver(restyle).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener?.('change', restyle);
  }
}
