// Panels from other modules, loaded (with their CSS) the first time they are
// needed, then given the events of the run so far.
import { $ } from './dom.js';

function loadCss(href) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL(href, import.meta.url).href;
  document.head.append(link);
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
      root.replaceChildren();
      this.panel = new Panel(root, this.options);
      const events = this.replay();
      if (events.length) this.panel.addEvents(events);
      return this.panel;
    }).catch((error) => {
      const root = $(`panel-${this.name}`);
      const note = document.createElement('p');
      note.className = 'empty';
      note.textContent = `This panel is not available yet (${error.message}).`;
      root.replaceChildren(note);
      this.loading = null;  // try again next time the tab opens
      return null;
    });
    return this.loading;
  }

  clear() { this.panel?.clear(); }

  addEvents(events) { this.panel?.addEvents(events); }

  done(run) { this.panel?.done?.(run); }
}
