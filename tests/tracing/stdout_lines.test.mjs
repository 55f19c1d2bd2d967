// Each Python print's stdout event names the program line that printed it
// (the page uses it to give a DataFrame printed at the end of a notebook-like
// cell its table): the print's own line, inside a function or a trace too;
// tf.print, which the engine runs as an op, has none.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runProgram } from './run_case.mjs';

const PROGRAM = `import tensorflow as tf

def show(x):
    print("value", x)

@tf.function
def double(x):
    print("tracing")
    tf.print("running")
    return x * 2

print("start")
show(1)
double(tf.constant(2.0))
for i in range(2):
    print(i,
          end="|")
`;

test('a print carries its line; tf.print carries none', () => {
  const { events } = runProgram(PROGRAM);
  const prints = events.filter((e) => e.type === 'stdout').map((e) => [e.text, e.phase, e.line]);
  assert.deepEqual(prints, [
    ['start\n', 'eager', 12],
    ['value 1\n', 'eager', 4],
    ['tracing\n', 'trace', 8],
    ['running\n', 'run', undefined],
    ['0|', 'eager', 16],
    ['1|', 'eager', 16],
  ]);
});
