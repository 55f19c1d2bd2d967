// A printed DataFrame or Series (web/pandas_table.js) as a table below its
// text, as a notebook shows one: the index as row headers, every column a
// notebook's table has (the stdout event's `table` text), scrolling sideways
// when wider than the console. A note above it
// says whose table it is: a notebook shows a cell ending in X this way,
// while print(X) writes the text. Built with DOM calls from the printed
// text (textContent only).
import { el } from '../dom.js';
import { t } from '../i18n/i18n.js';

export function dataFrameElement(table) {
  const box = el('div', `line pandas-table ${table.kind}`);
  box.table = table;
  box.append(el('p', 'pandas-note'));
  const scroll = el('div', 'pandas-scroll');
  scroll.tabIndex = 0;  // keyboard users scroll a wide table too
  scroll.setAttribute('role', 'region');
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
  relabelTable(box);
  return box;
}

// The table's words (not its cells) in the page's language.
export function relabelTable(box) {
  const { kind, printed } = box.table;
  box.querySelector('.pandas-note').textContent = printed
    ? t('console.table_note', { value: printed }) : t('console.table_note_any');
  box.querySelector('.pandas-scroll').setAttribute('aria-label', t(kind === 'series' ? 'console.series_table' : 'console.frame_table'));
}
