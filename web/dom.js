// Building the page's elements: the few helpers every panel shares.

export const SVG_NS = 'http://www.w3.org/2000/svg';

// el('td', 'num', '42') -> <td class="num">42</td> (text, never HTML)
export function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

// element('button', { class: 'x', onclick }, 'text', child) -> element: attributes
// (on* are listeners; false, null and undefined are left out) and children
// (text or nodes, never HTML).
export function element(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else if (key === 'class') node.className = value;
    else node.setAttribute(key, value === true ? '' : String(value));
  }
  node.append(...children.filter((c) => c !== null && c !== undefined));
  return node;
}

// A small button whose label says what it does (its text may be a symbol).
export function button(text, label, onClick, className = 'small') {
  const b = el('button', className, text);
  b.type = 'button';
  b.setAttribute('aria-label', label);
  b.addEventListener('click', onClick);
  return b;
}

// svg('rect', {x: 1, width: 10}) -> an SVG element with those attributes
export function svg(tag, attrs = {}) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}

export const $ = (id) => document.getElementById(id);

// The page's own part of a tab (its children marked data-keep), which stays
// when the tab's panel fills or rebuilds it: root.replaceChildren(...keptParts(root), ...).
export const keptParts = (root) => root.querySelectorAll(':scope > [data-keep]');

// Adds the stylesheet at `href` (relative to web/) to the page.
export function loadCss(href) {
  const url = new URL(href, import.meta.url).href;
  if ([...document.querySelectorAll('link[rel="stylesheet"]')].some((l) => l.href === url)) return;  // loaded once
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = url;
  document.head.append(link);
}

// Saves `blob` as a file called `name` (the browser's download).
export function downloadFile(name, blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60000);
}
