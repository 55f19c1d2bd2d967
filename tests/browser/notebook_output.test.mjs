// Printed pandas objects as a notebook shows them, in Debian's Chromium: the
// printed text stays as Python wrote it, and below it a table built from
// the stdout event's full-width text (cells as text, never markup); a wide
// frame's table has every column and scrolls sideways inside the console
// instead of being cut; long editor lines wrap.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { shots, browserPerFile, openSized, runAndWait, replaceCode, switchLanguage } from './page_helpers.mjs';

const suite = browserPerFile(before, after);
const { pageErrors } = suite;

const PROGRAM = [
  'import pandas as pd',
  'df = pd.DataFrame({"city": ["New York", "<b>Paris</b>"], "rooms": [3, 4], "price": [1.5, None]})',
  'print(df)',
  '',
  'print(df["rooms"])',
  '',
  'print("not a table")',
  'wide = pd.DataFrame({f"column_number_{i}": [i * 1.5, i * 2.0] for i in range(14)})',
  'print(wide)',
  '',
].join('\n');

for (const [name, viewport, theme] of [
  ['1280', null, 'light'], ['1280', null, 'dark'],
  ['390', { width: 390, height: 844 }, 'light'], ['390', { width: 390, height: 844 }, 'dark'],
]) {
  test(`DataFrames and a Series print as text and as tables (${name}, ${theme})`, async () => {
    const page = await openSized(suite.env.context, suite.env.baseUrl, pageErrors, viewport);
    await page.evaluate((t) => { document.documentElement.dataset.theme = t; }, theme);
    await replaceCode(page, PROGRAM);
    await runAndWait(page, () => page.click('#run'));
    const tables = page.locator('#console .pandas-table');
    assert.equal(await tables.count(), 3);
    const frame = tables.nth(0);
    assert.deepEqual(await frame.locator('thead th').allTextContents(), ['', 'city', 'rooms', 'price']);
    assert.deepEqual(await frame.locator('tbody tr').evaluateAll((trs) => trs.map((tr) =>
      [...tr.children].map((c) => c.textContent))), [['0', 'New York', '3', '1.5'], ['1', '<b>Paris</b>', '4', 'NaN']]);
    // The cell's markup is text: no <b> element was made from it.
    assert.equal(await frame.locator('b').count(), 0);
    assert.deepEqual(await tables.nth(1).locator('thead th').allTextContents(), ['', 'rooms']);
    // The printed text is still there, line by line, as Python wrote it.
    const lines = await page.locator('#console .line.stdout .text').allTextContents();
    assert.equal(lines[0], '           city  rooms  price');
    assert.ok(lines.includes('not a table'));
    // The wide frame: print() cuts it to 80 characters with a "..." column,
    // while its table has all 14 columns, as a notebook's table has, scrolling
    // sideways inside its box where they do not fit.
    assert.ok(lines.includes('[2 rows x 14 columns]'));
    assert.ok(lines.some((l) => l.includes('column_number_1  ...  column_number_12')));
    const wide = tables.nth(2);
    assert.deepEqual(await wide.locator('thead th').allTextContents(),
      ['', ...Array.from({ length: 14 }, (_, i) => `column_number_${i}`)]);
    assert.deepEqual(await wide.locator('tbody tr').first().locator('td').allTextContents(),
      Array.from({ length: 14 }, (_, i) => (i * 1.5).toFixed(1)));
    assert.equal(await wide.locator('.pandas-footer').count(), 0);
    const scroll = await wide.locator('.pandas-scroll').evaluate((box) => ({
      overflow: box.scrollWidth > box.clientWidth, fits: box.getBoundingClientRect().right <= window.innerWidth,
    }));
    assert.equal(scroll.fits, true);
    assert.equal(scroll.overflow, true);
    await page.screenshot({ path: join(shots, `pandas_tables_${name}_${theme}.png`) });
    await page.locator('#panel-console').screenshot({ path: join(shots, `pandas_tables_${name}_${theme}_console.png`) });
    await wide.screenshot({ path: join(shots, `pandas_wide_table_${name}_${theme}.png`) });
    // A long line in the editor wraps rather than running out of sight.
    const wrapped = await page.locator('.cm-content').evaluate((c) => c.scrollWidth <= c.clientWidth + 1);
    assert.equal(wrapped, true);
    await page.close();
  });
}

// Where a print came from decides whether it gets a table: only print(X)
// of one value as the last statement of a notebook-like cell
// (web/python_cells.js) does, standing for what a notebook shows for a
// cell ending in X; the stdout event's line says which statement printed.
// A cell ending in X itself prints nothing, as python3 prints nothing.
const CELLS = [
  'import pandas as pd',
  'df = pd.DataFrame({"city": ["New York", "Paris"], "rooms": [3, 4]})',
  'print(df)',
  'print(df["rooms"])',
  '',
  'print("not a table")',
  'print(df)',
  '',
  'print(df, end="\\n")',
  '',
  'df',
  '',
].join('\n');

test('only print(X) ending a cell gets a table, said to be how a notebook shows X; every print keeps its text', async () => {
  const page = await openSized(suite.env.context, suite.env.baseUrl, pageErrors, null);
  await replaceCode(page, CELLS);
  await runAndWait(page, () => page.click('#run'));
  const printLines = await page.evaluate(() =>
    window.tracelab.page.events.filter((e) => e.type === 'stdout').map((e) => e.line));
  assert.deepEqual(printLines, [3, 4, 6, 7, 9]);
  const tables = page.locator('#console .pandas-table');
  assert.equal(await tables.count(), 2);
  // The Series ends the first cell, the second print(df) the second; the first print(df) is text only.
  assert.deepEqual(await tables.nth(0).locator('thead th').allTextContents(), ['', 'rooms']);
  assert.deepEqual(await tables.nth(1).locator('thead th').allTextContents(), ['', 'city', 'rooms']);
  assert.deepEqual(await tables.locator('.pandas-note').allTextContents(), [
    'A notebook shows df["rooms"] at the end of a cell as a table like this; print() writes the text above.',
    'A notebook shows df at the end of a cell as a table like this; print() writes the text above.',
  ]);
  // print(df, end="\n") writes the same text as print(df), and stays text; the bare df prints nothing.
  const lines = await page.locator('#console .line.stdout .text').allTextContents();
  assert.equal(lines.filter((l) => l === '       city  rooms').length, 3, lines.join('\n'));
  assert.ok(lines.includes('not a table'));
  // The note is the page's words: it follows the language; the cells stay as printed.
  await switchLanguage(page, 'zh-CN');
  assert.equal(await tables.nth(1).locator('.pandas-note').textContent(),
    '单元格以 df 结尾时，笔记本会把它显示为这样的表格；print() 输出的是上面的文本。');
  assert.deepEqual(await tables.nth(1).locator('thead th').allTextContents(), ['', 'city', 'rooms']);
  await page.close();
});
