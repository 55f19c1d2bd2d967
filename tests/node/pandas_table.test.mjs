// Printed pandas objects read back into cells (web/pandas_table.js), from
// what the engine's print() writes; text that is not a pandas print gives null.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pandasTable } from '../../web/pandas_table.js';
import { engineEvents, noEngine } from './engine_events.mjs';

const printed = async (program) => (await engineEvents(`import pandas as pd\n${program}`))
  .filter((e) => e.type === 'stdout').map((e) => e.text);

test('a DataFrame: columns, index and cells, strings with spaces and markup kept as text', { skip: noEngine }, async () => {
  const [text] = await printed('print(pd.DataFrame({"city": ["New York", "Paris", "<b>x</b>"], "rooms": [3, 4, 5], "price": [1.5, 2.25, None]}))');
  assert.deepEqual(pandasTable(text), {
    kind: 'frame', columns: ['city', 'rooms', 'price'], footer: '',
    rows: [
      { index: '0', cells: ['New York', '3', '1.50'] },
      { index: '1', cells: ['Paris', '4', '2.25'] },
      { index: '2', cells: ['<b>x</b>', '5', 'NaN'] },
    ],
  });
});

test('describe(): a text index; a wide frame keeps pandas\' "..." column and its size line', { skip: noEngine }, async () => {
  const [described, wide] = await printed([
    'df = pd.DataFrame({"rooms": [3, 4, 5], "price": [1.5, 2.25, 2.0]})',
    'print(df.describe())',
    'print(pd.DataFrame({f"column_number_{i}": [i * 1.5, i * 2.0] for i in range(14)}))',
  ].join('\n'));
  const d = pandasTable(described);
  assert.deepEqual(d.columns, ['rooms', 'price']);
  assert.deepEqual(d.rows.map((r) => r.index), ['count', 'mean', 'std', 'min', '25%', '50%', '75%', 'max']);
  const w = pandasTable(wide);
  assert.deepEqual(w.columns, ['column_number_0', 'column_number_1', '...', 'column_number_12', 'column_number_13']);
  assert.deepEqual(w.rows[1], { index: '1', cells: ['0.0', '2.0', '...', '24.0', '26.0'] });
  assert.equal(w.footer, '[2 rows x 14 columns]');
});

test('a Series, and a long one cut in the middle', { skip: noEngine }, async () => {
  const [short, long] = await printed('print(pd.Series([1.5, 2.0], name="a b"))\nprint(pd.Series(range(100)))');
  assert.deepEqual(pandasTable(short), {
    kind: 'series', columns: ['a b'], footer: 'Name: a b, dtype: float64',
    rows: [{ index: '0', cells: ['1.5'] }, { index: '1', cells: ['2.0'] }],
  });
  const l = pandasTable(long);
  assert.equal(l.rows.length, 11);
  assert.deepEqual(l.rows[5], { index: '', cells: ['..'] });
  assert.equal(l.footer, 'Length: 100, dtype: int64');
});

test('other printed text is no table', () => {
  for (const text of ['hello\n', '1 2 3\n', 'tf.Tensor([1. 2.], shape=(2,), dtype=float32)\n',
    '[[1, 2],\n [3, 4]]\n', 'a  b\n1  2\n', '   x\n', 'no newline']) {
    assert.equal(pandasTable(text), null, text);
  }
});
