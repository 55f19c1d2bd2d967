// print() of one DataFrame or Series: the stdout event's text is what
// CPython and pandas 1.5 print (a wide frame cut to 80 characters with a
// "..." column), and its `table` is what a notebook's table holds, as
// DataFrame._repr_html_ lays it out: every column up to display.max_columns
// 20, no line wrapped. The page builds the Console's table from `table`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runProgram } from './run_case.mjs';

const PROGRAM = `import pandas as pd
wide = pd.DataFrame({f"column_number_{i}": [i * 1.5, i * 2.0] for i in range(14)})
print(wide)
print(wide["column_number_3"])
print(wide, wide)
print("text")
print(pd.DataFrame({f"c{i}": [i] for i in range(25)}))
pd.options.display.max_columns = 0
print(wide.iloc[:, :2])
`;

const NAMES = Array.from({ length: 14 }, (_, i) => `column_number_${i}`);

// pandas' layout: the index column, then each numeric column as " " + its
// name over its values, right-aligned, one space apart.
function fullText(names, rows) {
  const widths = names.map((name) => name.length + 1);
  const line = (index, cells) => index + cells.map((c, j) => ' ' + c.padStart(widths[j])).join('');
  return [line(' ', names), ...rows.map((cells, r) => line(String(r), cells))].join('\n') + '\n';
}

test('print(frame) keeps its 80-column text and carries every column for the table', () => {
  const { events } = runProgram(PROGRAM);
  const prints = events.filter((e) => e.type === 'stdout');
  const [frame, series, two, text, many, narrow] = prints;
  assert.equal(frame.text, [
    '   column_number_0  column_number_1  ...  column_number_12  column_number_13',
    '0              0.0              1.5  ...              18.0              19.5',
    '1              0.0              2.0  ...              24.0              26.0',
    '',
    '[2 rows x 14 columns]',
    '',
  ].join('\n'));
  const rows = [0, 1].map((r) => NAMES.map((_, i) => (i * (r ? 2.0 : 1.5)).toFixed(1)));
  assert.equal(frame.table, fullText(NAMES, rows).slice(0, -1));
  assert.equal(frame.table.split('\n')[0].trim().split(/ +/).length, 14);
  // A Series prints the same text either way.
  assert.equal(series.text, '0    4.5\n1    6.0\nName: column_number_3, dtype: float64\n');
  assert.equal(series.table, series.text.slice(0, -1));
  // Two values or a string: no table text.
  assert.equal(two.table, undefined);
  assert.equal(text.table, undefined);
  // 25 columns: the table keeps 20 of them (10 each side of a "..." column).
  const header = many.table.split('\n')[0].trim().split(/ +/);
  assert.deepEqual(header, [...Array.from({ length: 10 }, (_, i) => `c${i}`), '...',
    ...Array.from({ length: 10 }, (_, i) => `c${i + 15}`)]);
  assert.match(many.table, /\n\n\[1 rows x 25 columns\]$/);
  // max_columns set to 0 by the program: every column, as the HTML repr shows it.
  assert.equal(narrow.table, fullText(NAMES.slice(0, 2), [['0.0', '1.5'], ['0.0', '2.0']]).slice(0, -1));
});
