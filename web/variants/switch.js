// The house-value predictor's variants: buttons that load and run one, the
// pressed state of the variant being run, and the table comparing the
// variants (compare.js), each with its graph: from the learner's own runs,
// or measured fairly on request (measure.js); below it, the looped and the
// batched graphs side by side (web/panels/graph_pair.js, loaded with dagre
// when the Compare tab shows them).
import { $, el, loadCss } from '../dom.js';
import { t } from '../i18n/i18n.js';
import { VARIANTS, variantCode } from './variants.js';

const PAIR = ['looped', 'batched'];  // the variants whose graphs are shown side by side
import { summarizeRun, compareTable, variantWords } from './compare.js';

export class VariantSwitch {
  // `page`: run(), the editor, the console (notes), the tabs and the graph panel.
  constructor(page) {
    this.page = page;
    this.codes = new Map();  // a variant's program text -> the variant
    this.runs = new Map();   // variant id -> what its last run amounted to
    this.measured = null;    // variant id -> what its measured run amounted to
    this.measuring = false;
    this.current = null;     // the variant the current run is, if any
    const box = $('variants');
    for (const variant of VARIANTS) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'variant small';
      button.dataset.variant = variant.id;
      button.setAttribute('aria-pressed', 'false');
      button.addEventListener('click', () => this.load(variant));
      box.append(button);
    }
    this.measureLink = el('button', 'small variant-measure', '');
    this.measureLink.type = 'button';
    this.measureLink.addEventListener('click', () => this.measure());
    box.append(this.measureLink);
    this.measureButton = $('compare-measure');
    this.measureButton.addEventListener('click', () => this.measure());
    this.pairBox = el('div', 'compare-graphs');
    $('compare').append(this.pairBox);
    this.pair = null;        // the graphs drawn side by side
    this.pairTicket = 0;     // the latest call of renderPair
    this.relabel();
  }

  // The buttons and the comparison in the page's language.
  relabel() {
    for (const button of $('variants').querySelectorAll('button[data-variant]')) {
      const words = variantWords(VARIANTS.find((v) => v.id === button.dataset.variant));
      button.textContent = words.short;
      button.title = words.title;
    }
    this.measureLink.textContent = t('compare.measure_link');
    this.measureLink.title = t('compare.measure_title');
    this.measureButton.textContent = t('compare.measure');
    this.measureButton.title = t('compare.measure_title');
    this.renderComparison();
  }

  async load(variant) {
    let code;
    try {
      code = await variantCode(variant);
      await this.knowAll();
    } catch (error) {
      this.page.console.note({ id: 'variants.load_failed', args: { error: error.message } }, 'error');
      return;
    }
    this.show(code);
    this.page.run();
  }

  // Every variant's text is known, so an unedited one is replaced without a trace.
  async knowAll() {
    for (const variant of VARIANTS) {
      const code = await variantCode(variant);
      this.codes.set(code.trim(), variant);
      this.page.programs.shipped.add(code.trim());
    }
  }

  // An edited program is never lost: it is put aside, and the bar above the editor offers it back.
  show(code) {
    this.page.programs.replaceWith(code, this.page.editor.getCode());
    this.page.editor.setCode(code);
    this.page.renderLinkBar();
  }

  // The first visit opens on the looped predictor, ready to run, unless the
  // learner started typing before it arrived.
  async openFirst() {
    await this.knowAll();
    if (this.page.programs.isShipped(this.page.editor.getCode())) this.show(await variantCode(VARIANTS[0]));
  }

  // A run of `code` begins: is it one of the variants?
  startRun(code) {
    this.current = this.codes.get(code.trim()) || null;
    for (const b of $('variants').querySelectorAll('button[data-variant]')) {
      b.setAttribute('aria-pressed', String(b.dataset.variant === this.current?.id));
    }
  }

  done({ events }) {
    if (!this.current) return;
    const result = summarizeRun(events);
    if (!result) return;
    this.runs.set(this.current.id, result);
    if (!this.measured) this.renderComparison();
  }

  // Each variant's three runs in a Worker of their own, the first thrown
  // away: from then on the table shows the measured runs.
  async measure() {
    if (this.measuring) return;
    this.measuring = true;
    this.measureLink.disabled = this.measureButton.disabled = true;
    $('compare').dataset.state = 'measuring';
    this.page.tabs.select('compare');
    this.say('compare.measuring');
    try {
      const { measureVariants } = await import('./measure.js');
      const measured = await measureVariants();
      this.measured = new Map(measured.map(({ variant, events }) => [variant.id, summarizeRun(events)]));
      $('compare').dataset.state = 'measured';
    } catch (error) {
      $('compare').dataset.state = 'failed';
      this.page.console.note({ id: 'compare.measure_failed', args: { error: error.message } }, 'error');
    } finally {
      this.measuring = false;
      this.measureLink.disabled = this.measureButton.disabled = false;
    }
    this.renderComparison();
  }

  say(id) {
    const note = $('compare-note');
    note.dataset.said = id;
    note.textContent = t(id);
  }

  renderComparison() {
    const results = this.measured ?? this.runs;
    if (this.measuring) this.say('compare.measuring');
    else this.say(this.measured ? 'compare.how_measured' : results.size ? 'compare.how_yours' : 'compare.none');
    const rows = VARIANTS.filter((v) => results.has(v.id)).map((v) => ({ variant: v, result: results.get(v.id) }));
    $('compare-table').replaceChildren(...(rows.length ? [compareTable(rows, (v, r) => this.showGraph(v, r))] : []));
    this.renderPair();
  }

  // The two variants whose graphs tell the story apart, each with the run
  // its graphs come from: the learner's own (their graphs carry the Const
  // values), else the measured one.
  pairSides() {
    return PAIR.map((id) => {
      const result = [this.runs.get(id), this.measured?.get(id)].find((r) => r?.graphs.length);
      const variant = VARIANTS.find((v) => v.id === id);
      return result && { id, title: variantWords(variant).short, event: result.graphs[0], traces: result.traces };
    });
  }

  // Drawn when the Compare tab is open (dagre is loaded then), again when
  // the results or the language change.
  async renderPair() {
    const sides = this.pairSides();
    if (!sides.every(Boolean)) {
      this.pair?.view.disconnect();
      this.pair = null;
      this.pairBox.replaceChildren(el('p', 'compare-graphs-note', t('pair.run_both')));
      return;
    }
    if (!$('panel-compare').getClientRects().length) { this.pairDirty = true; return; }
    this.pairDirty = false;
    const ticket = ++this.pairTicket;
    const { GraphPair } = await import('../panels/graph_pair.js');
    if (ticket !== this.pairTicket) return;  // a later call draws instead
    loadCss('panels/graph.css');
    this.pair?.view.disconnect();
    const view = new GraphPair(sides);
    this.pair = { view };
    this.pairBox.replaceChildren(el('h3', '', t('pair.heading')), el('p', 'compare-graphs-note', t('pair.note')), view.root);
    view.fit();
  }

  // The Compare tab was opened.
  onShow() {
    if (this.pairDirty) this.renderPair();
  }

  async showGraph(variant, result) {
    this.page.tabs.select('graph');
    const panel = await this.page.graph.load();
    if (!panel) return;
    panel.clear();
    panel.addEvents(result.graphs);
  }
}
