// A `plot` event as a self-contained SVG file, laid out like matplotlib's
// defaults (100 dpi, subplot parameters left 0.125 / right 0.9 / bottom 0.11 /
// top 0.88, wspace = hspace = 0.2, 5% data margins, ticks from MaxNLocator's
// "nice" steps 1, 2, 2.5, 5, 10). Used by the CLI's --plots; the page draws
// the same events with Chart.js (web/panels/plots.js).
//
//   import { plotToSvg, niceTicks } from './plot_svg.mjs';
//   writeFileSync('figure_1.svg', plotToSvg(event));
//   niceTicks(0, 9.5)  // [0, 2, 4, 6, 8, 10]: the ticks before clipping to the view
import { t } from './i18n/i18n.js';

const DPI = 100;
const PT = DPI / 72;  // pixels per point
const FONT = 10 * PT;  // rcParams font.size = 10 pt
const SUBPLOTS = { left: 0.125, right: 0.9, bottom: 0.11, top: 0.88, wspace: 0.2, hspace: 0.2 };
const MARGIN = 0.05;
const STEPS = [1, 2, 2.5, 5, 10];
const DASHES = { '--': [3.7, 1.6], '-.': [6.4, 1.6, 1, 1.6], ':': [1, 1.65] };  // lines.*_pattern, in linewidths

// ---- ticks ------------------------------------------------------------------

// matplotlib.ticker.scale_range: the step's power of ten and an offset that
// keeps ticks of a narrow range far from zero exact.
function scaleRange(vmin, vmax, n) {
  const dv = Math.abs(vmax - vmin);
  const meanv = (vmax + vmin) / 2;
  const offset = Math.abs(meanv) / dv < 100 ? 0 : Math.sign(meanv) * 10 ** Math.floor(Math.log10(Math.abs(meanv)));
  return { scale: 10 ** Math.floor(Math.log10(dv / n)), offset };
}

// matplotlib's _Edge_integer: floor/ceil of x/step that forgives rounding error.
function edgeLe(x, step) {
  const d = Math.floor(x / step);
  const m = x - d * step;
  return Math.abs(m / step - 1) < 1e-10 ? d + 1 : d;
}
function edgeGe(x, step) {
  const d = Math.floor(x / step);
  const m = x - d * step;
  return Math.abs(m / step) < 1e-10 ? d : d + 1;
}

// MaxNLocator(nbins, steps=[1, 2, 2.5, 5, 10]).tick_values(vmin, vmax): the
// largest step that still gives at least two ticks inside the range.
export function niceTicks(vmin, vmax, nbins = 9) {
  if (!(vmax > vmin)) return [vmin];
  const { scale, offset } = scaleRange(vmin, vmax, nbins);
  const lo = vmin - offset, hi = vmax - offset;
  const steps = [0.1, 0.2, 0.25, 0.5, ...STEPS, 20].map((s) => s * scale);
  const raw = (hi - lo) / nbins;
  let istep = steps.findIndex((s) => s >= raw);
  if (istep < 0) istep = steps.length - 1;
  let ticks = [];
  for (let i = istep; i >= 0; i--) {
    const step = steps[i];
    const best = Math.floor(lo / step) * step;
    const low = edgeLe(lo - best, step), high = edgeGe(hi - best, step);
    ticks = [];
    for (let k = low; k <= high; k++) ticks.push(k * step + best);
    if (ticks.filter((t) => t >= lo && t <= hi).length >= 2) break;
  }
  return ticks.map((t) => t + offset);
}

// Tick labels with one shared number of decimals, as ScalarFormatter prints
// them ("0.0", "2.5", "5.0"), with a shared power of ten when values are large.
export function tickLabels(ticks) {
  const biggest = Math.max(...ticks.map(Math.abs));
  const power = biggest >= 1e6 || (biggest > 0 && biggest < 1e-4) ? Math.floor(Math.log10(biggest)) : 0;
  const scaled = ticks.map((t) => t / 10 ** power);
  let decimals = 0;
  while (decimals < 10 && scaled.some((t) => Math.abs(t * 10 ** decimals - Math.round(t * 10 ** decimals)) > 1e-6 * 10 ** decimals)) decimals++;
  const labels = scaled.map((t) => (Math.abs(t) < 1e-12 ? 0 : t).toFixed(decimals).replace('-', '\u2212'));
  return { labels, offset: power ? `1e${power}` : '' };
}

// ---- layout -----------------------------------------------------------------

export function dataLimits(axes, key) {
  let lo = Infinity, hi = -Infinity;
  for (const s of axes.series) {
    for (const v of s[key]) {
      if (v === null || !Number.isFinite(v)) continue;
      lo = Math.min(lo, v);
      hi = Math.max(hi, v);
    }
  }
  if (lo > hi) return [0, 1];
  let pad = (hi - lo) * MARGIN;
  if (pad === 0) pad = lo === 0 ? 0.05 : Math.abs(lo) * 0.05;
  return [lo - pad, hi + pad];
}

// The axes' view limits: the program's xlim/ylim, else data plus margins.
export function viewLimits(axes) {
  const widen = ([lo, hi]) => (lo === hi ? [lo - 0.5, hi + 0.5] : [lo, hi]);  // a zero-width view cannot be drawn
  return { x: widen(axes.xlim || dataLimits(axes, 'x')), y: widen(axes.ylim || dataLimits(axes, 'y')) };
}

// tight_layout(): more room between subplots for their titles and labels.
const TIGHT = { ...SUBPLOTS, left: 0.1, right: 0.95, bottom: 0.1, top: 0.9, wspace: 0.35, hspace: 0.5 };

function axesBox(axes, width, height, plot) {
  const pars = { ...(plot.tight ? TIGHT : SUBPLOTS) };
  if (plot.tight && plot.suptitle) pars.top -= 0.05;  // room for the figure's title
  const { nrows = 1, ncols = 1, index = 1 } = axes;
  const row = Math.floor((index - 1) / ncols), col = (index - 1) % ncols;
  const totalW = (pars.right - pars.left) * width, totalH = (pars.top - pars.bottom) * height;
  const cellW = totalW / (ncols + pars.wspace * (ncols - 1));
  const cellH = totalH / (nrows + pars.hspace * (nrows - 1));
  return {
    x: pars.left * width + col * cellW * (1 + pars.wspace),
    y: (1 - pars.top) * height + row * cellH * (1 + pars.hspace),
    w: cellW,
    h: cellH,
  };
}

// MaxNLocator's nbins='auto': as many ticks as fit, at most 9 (XAxis and
// YAxis.get_tick_space: 3 and 2 label heights per tick).
function tickCount(lengthPx, perTick) {
  return Math.max(1, Math.min(9, Math.floor((lengthPx / PT) / (10 * perTick))));
}

// ---- SVG text ---------------------------------------------------------------

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const num = (v) => Number(v.toFixed(2));

function text(x, y, content, attrs = '') {
  return `<text x="${num(x)}" y="${num(y)}" ${attrs}>${esc(content)}</text>`;
}

function dashArray(style, lw) {
  const d = DASHES[style];
  return d ? ` stroke-dasharray="${d.map((v) => num(v * lw * PT)).join(' ')}"` : '';
}

// One marker centred at (x, y); r is half its size in pixels.
function marker(kind, x, y, r, color) {
  const fill = `fill="${color}"`, line = `stroke="${color}" stroke-width="${num(PT)}" fill="none"`;
  switch (kind) {
    case 's': return `<rect x="${num(x - r)}" y="${num(y - r)}" width="${num(2 * r)}" height="${num(2 * r)}" ${fill}/>`;
    case '^': return `<path d="M${num(x)} ${num(y - r)}L${num(x + r)} ${num(y + r)}L${num(x - r)} ${num(y + r)}Z" ${fill}/>`;
    case 'v': return `<path d="M${num(x)} ${num(y + r)}L${num(x + r)} ${num(y - r)}L${num(x - r)} ${num(y - r)}Z" ${fill}/>`;
    case 'D': case 'd': return `<path d="M${num(x)} ${num(y - r)}L${num(x + r)} ${num(y)}L${num(x)} ${num(y + r)}L${num(x - r)} ${num(y)}Z" ${fill}/>`;
    case '+': return `<path d="M${num(x - r)} ${num(y)}H${num(x + r)}M${num(x)} ${num(y - r)}V${num(y + r)}" ${line}/>`;
    case 'x': return `<path d="M${num(x - r)} ${num(y - r)}L${num(x + r)} ${num(y + r)}M${num(x - r)} ${num(y + r)}L${num(x + r)} ${num(y - r)}" ${line}/>`;
    case ',': return `<rect x="${num(x)}" y="${num(y)}" width="1" height="1" ${fill}/>`;
    case '.': return `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r / 2)}" ${fill}/>`;
    default: return `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" ${fill}/>`;
  }
}

// ---- drawing ----------------------------------------------------------------

function drawTicks(box, view, horizontal, grid) {
  const [lo, hi] = horizontal ? view.x : view.y;
  const n = tickCount(horizontal ? box.w : box.h, horizontal ? 3 : 2);
  // xlim(10, 0) inverts the axis: ticks come from the sorted range, positions from the view.
  const a = Math.min(lo, hi), b = Math.max(lo, hi), slack = 1e-9 * (b - a);
  const ticks = niceTicks(a, b, n).filter((t) => t >= a - slack && t <= b + slack);
  const { labels, offset } = tickLabels(ticks);
  const out = [];
  const len = 3.5 * PT;
  ticks.forEach((t, i) => {
    if (horizontal) {
      const x = box.x + ((t - lo) / (hi - lo)) * box.w, y = box.y + box.h;
      if (grid) out.push(`<line class="grid" x1="${num(x)}" y1="${num(box.y)}" x2="${num(x)}" y2="${num(y)}" stroke="#b0b0b0" stroke-width="${num(0.8 * PT)}"/>`);
      out.push(`<line class="tick" x1="${num(x)}" y1="${num(y)}" x2="${num(x)}" y2="${num(y + len)}" stroke="#000"/>`);
      out.push(text(x, y + len + 3.5 * PT + FONT * 0.8, labels[i], 'text-anchor="middle" class="tick-label"'));
    } else {
      const y = box.y + box.h - ((t - lo) / (hi - lo)) * box.h, x = box.x;
      if (grid) out.push(`<line class="grid" x1="${num(x)}" y1="${num(y)}" x2="${num(x + box.w)}" y2="${num(y)}" stroke="#b0b0b0" stroke-width="${num(0.8 * PT)}"/>`);
      out.push(`<line class="tick" x1="${num(x - len)}" y1="${num(y)}" x2="${num(x)}" y2="${num(y)}" stroke="#000"/>`);
      out.push(text(x - len - 3.5 * PT, y + FONT * 0.35, labels[i], 'text-anchor="end" class="tick-label"'));
    }
  });
  if (offset) {
    out.push(horizontal ? text(box.x + box.w, box.y + box.h + 2.6 * FONT, offset, 'text-anchor="end"')
      : text(box.x, box.y - 0.4 * FONT, offset, 'text-anchor="start"'));
  }
  return { svg: out.join(''), widest: Math.max(0, ...labels.map((l) => l.length)) };
}

function projector(box, view) {
  const [x0, x1] = view.x, [y0, y1] = view.y;
  return (x, y) => [box.x + ((x - x0) / (x1 - x0)) * box.w, box.y + box.h - ((y - y0) / (y1 - y0)) * box.h];
}

function finite(v) { return v !== null && Number.isFinite(v); }

// A line as one path; a non-finite value breaks it, as matplotlib leaves a gap.
function drawLine(s, project) {
  const out = [];
  if (s.linestyle) {
    let d = '', pen = 'M';
    for (let i = 0; i < s.x.length; i++) {
      if (!finite(s.x[i]) || !finite(s.y[i])) { pen = 'M'; continue; }
      const [px, py] = project(s.x[i], s.y[i]);
      d += `${pen}${num(px)} ${num(py)}`;
      pen = 'L';
    }
    out.push(`<path class="series line" d="${d}" fill="none" stroke="${s.color}" stroke-width="${num(s.linewidth * PT)}"` +
      `${dashArray(s.linestyle, s.linewidth)} stroke-linejoin="round" stroke-linecap="square"${opacity(s)}/>`);
  }
  if (s.marker) out.push(drawMarkers(s, project, 3 * PT, 'line-markers'));  // lines.markersize 6 pt
  return out.join('');
}

function drawMarkers(s, project, r, cls) {
  const marks = [];
  for (let i = 0; i < s.x.length; i++) {
    if (!finite(s.x[i]) || !finite(s.y[i])) continue;
    const [px, py] = project(s.x[i], s.y[i]);
    marks.push(marker(s.marker || 'o', px, py, r, s.color));
  }
  return `<g class="series ${cls}"${opacity(s)}>${marks.join('')}</g>`;
}

function opacity(s) { return s.alpha !== undefined && s.alpha !== 1 ? ` opacity="${s.alpha}"` : ''; }

function legendEntries(axes) {
  return axes.series.filter((s) => s.label && !s.label.startsWith('_'));
}

const CORNERS = ['upper right', 'upper left', 'lower left', 'lower right'];

// legend(loc=...) for a corner; loc='best', simplified: of the four corners
// (in matplotlib's order of preference), the one covering fewest points.
function legendCorner(box, axes, project, w, h) {
  const pad = 0.5 * FONT;
  const corners = [
    [box.x + box.w - w - pad, box.y + pad], [box.x + pad, box.y + pad],
    [box.x + pad, box.y + box.h - h - pad], [box.x + box.w - w - pad, box.y + box.h - h - pad],
  ];
  const asked = CORNERS.indexOf(axes.legend_loc);
  if (asked >= 0) return corners[asked];
  const covered = corners.map(([cx, cy]) => {
    let count = 0;
    for (const s of axes.series) {
      for (let i = 0; i < s.x.length; i++) {
        if (!finite(s.x[i]) || !finite(s.y[i])) continue;
        const [px, py] = project(s.x[i], s.y[i]);
        if (px >= cx && px <= cx + w && py >= cy && py <= cy + h) count++;
      }
    }
    return count;
  });
  return corners[covered.indexOf(Math.min(...covered))];
}

function drawLegend(box, axes, project) {
  const entries = legendEntries(axes);
  if (!axes.legend || entries.length === 0) return '';
  const row = FONT * 1.4, w = 3.2 * FONT + Math.max(...entries.map((e) => e.label.length)) * FONT * 0.6, h = entries.length * row + FONT * 0.6;
  const [lx, ly] = legendCorner(box, axes, project, w, h);
  const out = [`<g class="legend"><rect x="${num(lx)}" y="${num(ly)}" width="${num(w)}" height="${num(h)}" rx="${num(0.2 * FONT)}" fill="#fff" fill-opacity="0.8" stroke="#ccc"/>`];
  entries.forEach((s, i) => {
    const y = ly + FONT * 0.3 + row * (i + 0.5), x = lx + 0.5 * FONT;
    if (s.kind === 'line' && s.linestyle) out.push(`<line x1="${num(x)}" y1="${num(y)}" x2="${num(x + 2 * FONT)}" y2="${num(y)}" stroke="${s.color}" stroke-width="${num(s.linewidth * PT)}"${dashArray(s.linestyle, s.linewidth)}/>`);
    if (s.kind === 'scatter' || s.marker) out.push(marker(s.marker || 'o', x + FONT, y, s.kind === 'scatter' ? Math.sqrt(s.size) * PT / 2 : 3 * PT, s.color));
    out.push(text(x + 2.6 * FONT, y + FONT * 0.35, s.label));
  });
  out.push('</g>');
  return out.join('');
}

function drawAxes(axes, box, id) {
  const view = viewLimits(axes);
  const project = projector(box, view);
  const xt = drawTicks(box, view, true, axes.grid), yt = drawTicks(box, view, false, axes.grid);
  const clip = `clip-${id}`;
  const series = axes.series.map((s) => (s.kind === 'scatter' ? drawMarkers(s, project, (Math.sqrt(s.size) * PT) / 2, 'scatter') : drawLine(s, project)));
  const out = [
    `<g class="axes" data-index="${axes.index || 1}">`,
    `<clipPath id="${clip}"><rect x="${num(box.x)}" y="${num(box.y)}" width="${num(box.w)}" height="${num(box.h)}"/></clipPath>`,
    `<rect x="${num(box.x)}" y="${num(box.y)}" width="${num(box.w)}" height="${num(box.h)}" fill="#fff"/>`,
    xt.svg, yt.svg,
    `<g clip-path="url(#${clip})">${series.join('')}</g>`,
    `<rect class="frame" x="${num(box.x)}" y="${num(box.y)}" width="${num(box.w)}" height="${num(box.h)}" fill="none" stroke="#000" stroke-width="${num(0.8 * PT)}"/>`,
  ];
  if (axes.title) out.push(text(box.x + box.w / 2, box.y - 6 * PT, axes.title, `text-anchor="middle" font-size="${num(12 * PT)}" class="title"`));
  if (axes.xlabel) out.push(text(box.x + box.w / 2, box.y + box.h + 3.5 * PT + 2.3 * FONT, axes.xlabel, 'text-anchor="middle" class="xlabel"'));
  if (axes.ylabel) {
    const x = box.x - 7 * PT - yt.widest * FONT * 0.62 - 0.4 * FONT, y = box.y + box.h / 2;
    out.push(`<text x="${num(x)}" y="${num(y)}" text-anchor="middle" transform="rotate(-90 ${num(x)} ${num(y)})" class="ylabel">${esc(axes.ylabel)}</text>`);
  }
  out.push(drawLegend(box, axes, project), '</g>');
  return out.join('');
}

// A sentence for screen readers and the SVG <title>.
export function describePlot(plot) {
  const parts = (plot.axes || []).map((a) => {
    const series = a.series.map((s) => t(s.label ? 'plots.series_labelled' : 'plots.series',
      { kind: s.kind, n: s.x.length, label: s.label })).join(t('plots.list_separator'));
    const name = a.title || (a.xlabel || a.ylabel ? t('plots.against', { y: a.ylabel || 'y', x: a.xlabel || 'x' }) : t('plots.plot'));
    return t('plots.axes', { name, series: series || t('plots.no_data') });
  });
  const said = { n: plot.figure, title: plot.suptitle, parts: parts.join(t('plots.sentence_separator')) || t('plots.empty_figure') };
  return t(plot.suptitle ? 'plots.describe_titled' : 'plots.describe', said);
}

export function plotToSvg(plot) {
  const width = Math.round((plot.width || 6.4) * DPI), height = Math.round((plot.height || 4.8) * DPI);
  const title = describePlot(plot);
  const body = (plot.axes || []).map((a, i) => drawAxes(a, axesBox(a, width, height, plot), `f${plot.figure}-a${i}`));
  const suptitle = plot.suptitle ? text(width / 2, 0.04 * height + 12 * PT, plot.suptitle, `text-anchor="middle" font-size="${num(12 * PT)}"`) : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(title)}" font-family="DejaVu Sans, Verdana, sans-serif" font-size="${num(FONT)}">
<title>${esc(title)}</title>
<rect width="${width}" height="${height}" fill="#fff"/>
${suptitle}${body.join('\n')}
</svg>
`;
}
