// Predict panel: before a run, the learner predicts for each call of each
// tf.function of the program whether it traces or hits the cache, and the
// tracing count at the end; after the run every prediction is marked right
// or wrong beside what the call did and why it traced. The functions come
// from a scan of the program (web/prediction.js) and from the last run; a
// strip starts with as many slots as the function had calls last run.
// Reads events only, like every panel.
import { el } from '../dom.js';
import { Predictions } from '../prediction.js';
import { predictionStrip, redraw } from './prediction_strip.js';
import { t } from '../i18n/i18n.js';

export class PredictPanel {
  // predictions: the page's store (shared with the Exercises panel);
  // getCode: the program in the editor.
  constructor(root, { predictions = new Predictions(), getCode = () => '' } = {}) {
    this.root = root;
    this.store = predictions;
    this.getCode = getCode;
    this.graded = new Map();
    root.classList.add('predict');
    this.store.onChange(() => this.render());
    // The program may have changed since the last scan: scan it again when
    // the tab shows, and when the learner comes back to it from the editor.
    new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) this.render();
    }).observe(root);
    for (const type of ['pointerenter', 'focusin']) root.addEventListener(type, () => this.rescan());
    this.render();
  }

  rescan() {
    if (this.getCode() !== this.scanned) this.render();
  }

  // A run starts: the predictions made so far are the ones it is graded on.
  clear() {
    this.store.startRun();
    this.graded = new Map();
    this.render();
  }

  addEvents() {}

  // A new language: drawn again; a replay would start and finish a run in the store.
  relabel() {
    this.render();
  }

  done({ events }) {
    this.graded = this.store.graded(events);
    this.store.finishRun(events);  // redraws through the store's change
  }

  render() {
    this.scanned = this.getCode();
    const functions = this.store.functions(this.scanned);
    redraw(this.root, () => {
      const intro = el('p', 'predict-intro', t('predict.intro'));
      if (!functions.length) return [intro, el('p', 'empty', t('predict.no_function'))];
      return [intro, ...functions.map((f) => predictionStrip(this.store, f, this.graded.get(f.fn) ?? null, 'predict'))];
    });
  }
}
