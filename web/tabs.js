// The page's tabs: the ARIA tab pattern (click, arrow keys, Home/End), one
// panel shown at a time.
import { $ } from './dom.js';

export class Tabs {
  constructor(list, onShow) {
    this.tabs = [...list.querySelectorAll('[role="tab"]')];
    this.onShow = onShow;
    list.addEventListener('click', (e) => {
      const tab = e.target.closest('[role="tab"]');
      if (tab) this.select(tab.id.slice(4));
    });
    list.addEventListener('keydown', (e) => this.key(e));
  }

  names() {
    return this.tabs.map((tab) => tab.id.slice(4));
  }

  // Tabs a link hides: gone from the bar and from the arrow keys' moves.
  hide(names) {
    for (const tab of this.tabs) tab.hidden ||= names.includes(tab.id.slice(4));
    this.tabs = this.tabs.filter((tab) => !tab.hidden);
  }

  key(e) {
    const i = this.tabs.indexOf(document.activeElement);
    if (i < 0) return;
    const n = this.tabs.length;
    const next = { ArrowRight: i + 1, ArrowLeft: i - 1 + n, Home: 0, End: n - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const tab = this.tabs[next % n];
    this.select(tab.id.slice(4));
    tab.focus();
  }

  // The strip scrolls sideways on a narrow pane: the chosen tab is brought into
  // it (the strip alone moves, never the page).
  reveal(tab) {
    const strip = tab.parentElement.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    if (box.left < strip.left) tab.parentElement.scrollLeft -= strip.left - box.left;
    else if (box.right > strip.right) tab.parentElement.scrollLeft += box.right - strip.right;
  }

  select(name) {
    let found = false;
    for (const tab of this.tabs) {
      const on = tab.id === `tab-${name}`;
      found ||= on;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
      $(tab.getAttribute('aria-controls')).hidden = !on;
    }
    if (!found) return this.select('console');
    this.reveal(this.tabs.find((tab) => tab.id === `tab-${name}`));
    this.current = name;
    this.onShow(name);
    return name;
  }
}
