// Where a program's notebook cells end (web/python_cells.js): the console
// shows a printed DataFrame as a table only for the last statement of a
// cell, as a notebook shows the cell's output.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cellEndStatements, programCells } from '../../web/python_cells.js';

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
  assert.deepEqual(cellEndStatements(PROGRAM), [{ first: 3, last: 3 }, { first: 6, last: 7 }, { first: 18, last: 18 }]);
});

test('a cell ending in an if/else or a with block has no end statement to show', () => {
  const source = 'x = 1\nif x:\n    print(x)\nelse:\n    print(0)\n\nwith open("f") as f:\n    print(f.read())\n';
  assert.deepEqual(cellEndStatements(source), []);
});

test('a one-cell program ends at its last statement, comments and blank lines after it aside', () => {
  assert.deepEqual(cellEndStatements('a = 1\nprint(a)\n# end\n\n'), [{ first: 2, last: 2 }]);
  assert.deepEqual(cellEndStatements(''), []);
});
