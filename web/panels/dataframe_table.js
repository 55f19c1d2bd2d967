// A printed DataFrame or Series (web/pandas_table.js) as a table below its
// text, as a notebook shows one: the index as row headers, every column the
// print has, scrolling sideways when wider than the console. Built with DOM
// calls from the printed text (textContent only).
import { el } from '../dom.js';
import { t } from '../i18n/i18n.js';

export function dataFrameElement(table) {
  const box = el('div', `line pandas-table ${table.kind}`);
  const scroll = el('div', 'pandas-scroll');
  scroll.tabIndex = 0;  // keyboard users scroll a wide table too
  scroll.setAttribute('role', 'region');
  scroll.setAttribute('aria-label', t(table.kind === 'series' ? 'console.series_table' : 'console.frame_table'));
  const grid = el('table', 'dataframe');
  const head = el('tr');
  head.append(el('th', 'corner', ''));
  for (const name of table.columns) {
    const th = el('th', '', name);
    th.scope = 'col';
    head.append(th);
  }
  const body = el('tbody');
  for (const row of table.rows) {
    const tr = el('tr');
    const th = el('th', '', row.index);
    th.scope = 'row';
    tr.append(th, ...row.cells.map((cell) => el('td', '', cell)));
    body.append(tr);
  }
  grid.append(el('thead'), body);
  grid.tHead.append(head);
  scroll.append(grid);
  box.append(scroll);
  if (table.footer) box.append(el('p', 'pandas-footer', table.footer));
  return box;
}
