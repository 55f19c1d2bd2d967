// The knob bar: one switch per source rewrite (web/source_knobs.js). Flipping
// one rewrites the program in the editor (only the changed text, which stays
// selected and can be undone) and runs it; each run's trace count is shown
// beside the switches. A knob whose pattern the program lacks is disabled,
// its title saying why.
import { el } from './dom.js';
import { EVENT } from './events.js';
import { t } from './i18n/i18n.js';
import { KNOBS, knobStates, flipKnob } from './source_knobs.js';

export class KnobBar {
  // page: getCode(), editCode(text), run().
  constructor(box, page) {
    this.box = box;
    this.page = page;
    this.signatures = {};  // input_signature taken away by the knob, by function
    this.legend = el('legend', '', '');
    this.inputs = new Map();
    const list = el('div', 'knob-list');
    for (const id of KNOBS) {
      const label = el('label', 'knob');
      label.dataset.knob = id;
      const input = el('input');
      input.type = 'checkbox';
      input.addEventListener('change', () => this.flip(id));
      label.append(input, el('span', 'knob-name', ''));
      this.inputs.set(id, { input, label });
      list.append(label);
    }
    this.traces = el('output', 'knob-traces', '');
    this.traces.setAttribute('aria-live', 'polite');
    box.append(this.legend, list, this.traces);
    this.lastTraces = null;
    this.relabel();
  }

  relabel() {
    this.legend.textContent = t('knobs.legend');
    for (const [id, { label }] of this.inputs) label.querySelector('.knob-name').textContent = t(`knobs.${id}`);
    this.refresh(this.page.getCode());
    this.showTraces();
  }

  // The switches as the program in the editor stands.
  refresh(code) {
    const states = knobStates(code);
    for (const [id, { input, label }] of this.inputs) {
      const { applies, on } = states[id];
      input.checked = on;
      input.disabled = !applies;
      label.classList.toggle('disabled', !applies);
      label.title = t(applies ? `knobs.${id}.${on ? 'on' : 'off'}` : `knobs.${id}.missing`);
    }
  }

  flip(id) {
    const { source, signatures } = flipKnob(this.page.getCode(), id, this.signatures);
    this.signatures = signatures;
    this.page.editCode(source);
    this.refresh(source);
    this.page.run();
  }

  clear() {
    this.lastTraces = null;
    this.showTraces();
  }

  // A run ended: how many traces its tf.functions made in all (nothing without one).
  done({ events }) {
    const summary = events.find((e) => e.type === EVENT.summary);
    const functions = summary?.functions || [];
    this.lastTraces = functions.length ? functions.reduce((n, f) => n + (f.traces || 0), 0) : null;
    this.showTraces();
  }

  showTraces() {
    this.traces.textContent = this.lastTraces === null ? '' : t('knobs.traces', { n: this.lastTraces });
    this.traces.dataset.traces = this.lastTraces ?? '';
  }
}
