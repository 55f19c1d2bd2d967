// Panels from other modules, loaded (with their CSS) the first time they are
// needed, then given the events of the run so far.
import { $, keptParts, loadCss } from './dom.js';
import { t } from './i18n/i18n.js';

// A new language: a panel with its own relabel() keeps its state; any other
// is rebuilt from the events, as a late panel is.
export function relabelPanel(panel, events, run) {
  if (panel.relabel) return panel.relabel(events, run);
  panel.clear();
  if (events.length) panel.addEvents(events);
  if (run) panel.done?.(run);
  return undefined;
}

export class LazyPanel {
  constructor(name, spec, options, replay) {
    Object.assign(this, { name, spec, options, replay, panel: null, loading: null });
  }

  load() {
    this.loading ||= import(this.spec.module).then((module) => {
      const Panel = module[this.spec.name];
      if (typeof Panel !== 'function') throw new Error(`${this.spec.module} has no ${this.spec.name}`);
      if (this.spec.css) loadCss(this.spec.css);
      const root = $(`panel-${this.name}`);
      root.replaceChildren(...keptParts(root));
      this.panel = new Panel(root, this.options);
      const events = this.replay();
      if (events.length) this.panel.addEvents(events);
      return this.panel;
    }).catch((error) => {
      const root = $(`panel-${this.name}`);
      const note = document.createElement('p');
      note.className = 'empty';
      note.textContent = t('panel.unavailable', { error: error.message });
      root.replaceChildren(...keptParts(root), note);
      this.loading = null;  // try again next time the tab opens
      return null;
    });
    return this.loading;
  }

  clear() { this.panel?.clear(); }

  addEvents(events) { this.panel?.addEvents(events); }

  done(run) { this.panel?.done?.(run); }

  relabel(events, run) {
    if (this.panel) relabelPanel(this.panel, events, run);
  }
}
