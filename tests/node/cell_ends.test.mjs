// Where a program's notebook cells end (web/python_cells.js): the console
// shows a printed DataFrame as a table only for the last statement of a
// cell, as a notebook shows the cell's output.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cellEndStatements, printedValue, programCells } from '../../web/python_cells.js';

const PROGRAM = [
  'import pandas as pd',                     // 1
  'df = pd.DataFrame({"a": [1, 2]})',        // 2
  'print(df)',                               // 3  ends cell 1
  '',
  'print(df)',                               // 5
  'print(',                                  // 6  ends cell 2 (two lines)
  '    df)',                                 // 7
  '# a comment after it',                    // 8
  '',
  'for i in range(2):',                      // 10 a loop ends cell 3: no table
  '    print(df)',
  '',
  '',
  '@tf.function',                            // 14
  'def f(x):',
  '    return x',
  '',
  'x = f(1)',                                // 18 ends cell 5
  '',
].join('\n');

test('the last simple statement of each cell, with its lines', () => {
  assert.equal(programCells(PROGRAM).length, 5);
  assert.deepEqual(cellEndStatements(PROGRAM), [
    { first: 3, last: 3, printed: 'df' }, { first: 6, last: 7, printed: 'df' }, { first: 18, last: 18, printed: null }]);
});

test('a cell ending in an if/else or a with block has no end statement to show', () => {
  const source = 'x = 1\nif x:\n    print(x)\nelse:\n    print(0)\n\nwith open("f") as f:\n    print(f.read())\n';
  assert.deepEqual(cellEndStatements(source), []);
});

test('a one-cell program ends at its last statement, comments and blank lines after it aside', () => {
  assert.deepEqual(cellEndStatements('a = 1\nprint(a)\n# end\n\n'), [{ first: 2, last: 2, printed: 'a' }]);
  assert.deepEqual(cellEndStatements(''), []);
});

// A notebook shows a cell ending in X as X's rich display; print(X) writes
// text. The console's table stands for the first, so it needs the one value
// printed with print's own separators: nothing else is X's display.
test('the one value a print statement prints, or null', () => {
  const cases = [
    ['print(df)', 'df'],
    ['print(df.head(3))', 'df.head(3)'],
    ['print(  # the frame\n    df)', 'df'],
    ['print(df)  # shown', 'df'],
    ['print(a == b)', 'a == b'],
    ['print("(#")', '"(#"'],
    ["print('it\\'s')", "'it\\'s'"],
    ['print(df, end="")', null],
    ['print("rows:", df)', null],
    ['print(df["a"], )', null],
    ['print(sep="")', null],
    ['print(*frames)', null],
    ['print()', null],
    ['print(df)[0]', null],
    ['df', null],
    ['printer(df)', null],
  ];
  for (const [statement, value] of cases) assert.equal(printedValue(statement), value, statement);
});
