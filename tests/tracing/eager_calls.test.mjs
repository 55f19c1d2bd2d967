// tf.config.run_functions_eagerly(True) runs a tf.function's Python body eagerly:
// nothing traces and the trace cache is not consulted (semantics §3), so the
// tracing count stays. The engine still reports each such call, marked
// "eager", so eager and graph calls of one function can be compared.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { cli } from './run_case.mjs';

const PROGRAM = `import tensorflow as tf
@tf.function
def double(x):
    print("tracing")
    return x * 2
x = tf.constant(3.0)
double(x)
tf.config.run_functions_eagerly(True)
for _ in range(3):
    double(x)
tf.config.run_functions_eagerly(False)
double(x)
print(double.experimental_get_tracing_count())
`;

function events(source) {
  const dir = mkdtempSync(join(tmpdir(), 'tracelab-eager-'));
  writeFileSync(join(dir, 'main.py'), source);
  const runner = process.env.TRACELAB_RUNNER;
  const [command, args] = runner ? [runner, [join(dir, 'main.py')]] : [process.execPath, [cli, 'run', join(dir, 'main.py'), '--json']];
  return execFileSync(command, args, { encoding: 'utf8' }).split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
}

test('calls run eagerly are reported as eager calls and never trace', () => {
  const all = events(PROGRAM);
  const calls = all.filter((e) => e.type === 'call' && e.fn === 'double');
  assert.deepEqual(calls.map((e) => [e.call, e.traced, e.eager ?? false]),
    [[1, true, false], [2, false, true], [3, false, true], [4, false, true], [5, false, false]]);
  const stdout = all.filter((e) => e.type === 'stdout').map((e) => e.text).join('');
  // The body prints "tracing" when traced once, and on each eager call, as Python code does.
  assert.equal(stdout, 'tracing\ntracing\ntracing\ntracing\n1\n');
  const summary = all.find((e) => e.type === 'summary').functions.find((f) => f.fn === 'double');
  assert.deepEqual([summary.calls, summary.traces], [5, 1]);
});
