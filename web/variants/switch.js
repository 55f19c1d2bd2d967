// The house-value predictor's variants: buttons that load and run one, the
// pressed state of the variant being run, and the table comparing the
// variants run so far (compare.js), each with its graph.
import { $ } from '../dom.js';
import { VARIANTS, variantCode } from './variants.js';
import { summarizeRun, compareTable, variantWords } from './compare.js';

export class VariantSwitch {
  // `page`: run(), the editor, the console (notes), the tabs and the graph panel.
  constructor(page) {
    this.page = page;
    this.codes = new Map();  // a variant's program text -> the variant
    this.runs = new Map();   // variant id -> what its last run amounted to
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
    this.relabel();
  }

  // The buttons and the comparison in the page's language.
  relabel() {
    for (const button of $('variants').querySelectorAll('button')) {
      const words = variantWords(VARIANTS.find((v) => v.id === button.dataset.variant));
      button.textContent = words.short;
      button.title = words.title;
    }
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
    for (const b of $('variants').querySelectorAll('button')) {
      b.setAttribute('aria-pressed', String(b.dataset.variant === this.current?.id));
    }
  }

  done({ events }) {
    if (!this.current) return;
    const result = summarizeRun(events);
    if (!result) return;
    this.runs.set(this.current.id, result);
    this.renderComparison();
  }

  renderComparison() {
    if (!this.runs.size) return;
    const rows = VARIANTS.filter((v) => this.runs.has(v.id)).map((v) => ({ variant: v, result: this.runs.get(v.id) }));
    $('compare-table').replaceChildren(compareTable(rows, (v, r) => this.showGraph(v, r)));
    $('compare').hidden = false;
  }

  async showGraph(variant, result) {
    this.page.tabs.select('graph');
    const panel = await this.page.graph.load();
    if (!panel) return;
    panel.clear();
    panel.addEvents(result.graphs);
  }
}
