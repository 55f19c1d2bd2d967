// Trace explanations point at the learner's code: each trace names the line
// of the call and the loop around it, its reason and hint come as message ids
// with arguments (and their English), a new Keras model's predict_function
// names the line that made the model, and the run's summary judges each
// function's retracing (bounded or unbounded) with the fix for its cause.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runProgram } from './run_case.mjs';

const traces = (r, fn) => r.events.filter((e) => e.type === 'trace' && (!fn || e.fn === fn));
const summaryOf = (r, fn) => r.summary.functions.filter((f) => f.fn === fn);

test('a retrace names the line of the call, the loop it sits in, and the changed Python value', () => {
  const r = runProgram(`import tensorflow as tf

@tf.function
def scale(x, factor):
    return x * factor

def run_all():
    out = []
    for k in range(4):
        out.append(scale(tf.constant(2.0), float(k)))
    return out

run_all()
`);
  const all = traces(r, 'scale');
  assert.equal(all.length, 4);
  for (const t of all) assert.deepEqual(t.site, { line: 10, col: t.site.col, loop_line: 9, loop: 'for' });
  assert.equal(all[0].cause.id, 'reason.first_call');
  assert.equal(all[2].cause.id, 'reason.value_changed');
  assert.equal(all[2].cause.args.param, 'factor');
  assert.equal(all[2].cause.args.was, '1.0');
  assert.equal(all[2].cause.args.now, '2.0');
  assert.equal(all[2].cause.args.kind.id, 'kind.literal');
  assert.equal(all[2].cause.text, all[2].reason);
  assert.equal(all[2].remedy.id, 'hint.tensor_for_value');
  assert.equal(all[2].remedy.text, all[2].hint);
  const [entry] = summaryOf(r, 'scale');
  assert.equal(entry.verdict.id, 'verdict.unbounded', 'still tracing at the last call');
  assert.equal(entry.fix.id, 'fix.tensor_argument');
  assert.equal(entry.fix.args.param, 'factor');
  assert.ok(entry.trace_us > 0);
  assert.equal(entry.hits, 0);
});

test('a call at module level outside any loop has a site without a loop; a while loop and a comprehension are named', () => {
  const r = runProgram(`import tensorflow as tf
@tf.function
def f(x):
    return x + 1
f(1)
n = 0
while n < 2:
    f(n + 10)
    n += 1
vals = [f(v) for v in (100, 200)]
`);
  const sites = traces(r, 'f').map((t) => t.site);
  assert.deepEqual(sites[0], { line: 5, col: sites[0].col });
  assert.equal(sites[1].loop, 'while');
  assert.equal(sites[1].loop_line, 7);
  assert.equal(sites[1].line, 8);
  assert.equal(sites[3].loop, 'comprehension');
  assert.equal(sites[3].loop_line, 10);
});

test('traces that stop early are a bounded set of signatures and the warning-free cache hits are counted', () => {
  const r = runProgram(`import tensorflow as tf
@tf.function
def total(x):
    return tf.reduce_sum(x)
for i in range(30):
    total(tf.zeros([i % 3 + 1]))
`);
  const [entry] = summaryOf(r, 'total');
  assert.equal(entry.traces, 3);
  assert.equal(entry.hits, 27);
  assert.ok(entry.hit_us > 0);
  assert.equal(entry.verdict.id, 'verdict.bounded');
  assert.equal(entry.verdict.args.after, '27');
  assert.equal(entry.fix.id, 'fix.input_signature');
  assert.equal(traces(r, 'total')[1].cause.id, 'reason.shape_changed');
});

test('with reduce_retracing on, the hint and the fix do not advise turning it on', () => {
  const r = runProgram(`import tensorflow as tf
@tf.function(reduce_retracing=True)
def total(x):
    return tf.reduce_sum(x)
for n in (1, 2, 3, 4):
    total(tf.zeros([n]))
`);
  const [, second] = traces(r, 'total');
  assert.equal(second.remedy.id, 'hint.shape_relaxed');
  assert.doesNotMatch(second.hint, /use reduce_retracing=True/);
  const [entry] = summaryOf(r, 'total');
  assert.equal(entry.traces, 2);
  assert.equal(entry.fix.id, 'fix.input_signature_only');
});

test('a tf.function made in a loop names the line that made it', () => {
  const r = runProgram(`import tensorflow as tf
def double(x):
    return x * 2
for i in range(3):
    g = tf.function(double)
    g(tf.constant(1.0))
`);
  const all = traces(r, 'double');
  assert.equal(all[1].cause.id, 'reason.new_function_object_at');
  assert.equal(all[1].cause.args.line, '5');
  assert.match(all[1].reason, /on line 5 ran again/);
  assert.equal(all[1].site.line, 6);
  assert.equal(all[1].site.loop_line, 4);
  const entries = summaryOf(r, 'double');
  assert.equal(entries.length, 3);
  assert.ok(entries.every((e) => e.traces === 1));
  // Judged by name, as TensorFlow's warning counts them: one trace per object, unbounded together.
  assert.ok(entries.every((e) => e.verdict.id === 'verdict.unbounded' && e.fix.id === 'fix.define_once'));
});

test('model.predict on a new model in each iteration names the line that made the model and the loop', () => {
  const r = runProgram(`import tensorflow as tf
import numpy as np
x = np.ones((4, 1), dtype=np.float32)
for step in range(3):
    model = tf.keras.Sequential([tf.keras.layers.Dense(1, input_shape=(1,))])
    model.predict(x, verbose=0)
`);
  const all = traces(r, 'predict_function');
  assert.equal(all.length, 3);
  assert.equal(all[0].cause.id, 'reason.first_call');
  for (const t of all.slice(1)) {
    assert.equal(t.cause.id, 'reason.keras_new_model');
    assert.equal(t.cause.args.line, '5');
    assert.equal(t.cause.args.method, 'predict');
    assert.deepEqual([t.site.line, t.site.loop_line, t.site.loop], [6, 4, 'for']);
    assert.equal(t.remedy.id, 'hint.keras_model_once');
  }
  assert.match(all[1].reason, /^`model\.predict` on a new model \(created on line 5\)/);
  const [entry] = summaryOf(r, 'predict_function').slice(-1);
  assert.equal(entry.verdict.id, 'verdict.unbounded');
  assert.equal(entry.fix.id, 'fix.call_model');
});

test('a decorated method called on a new instance says so', () => {
  const r = runProgram(`import tensorflow as tf
class Scaler:
    @tf.function
    def apply(self, x):
        return x * 2.0
for i in range(2):
    Scaler().apply(tf.constant(1.0))
`);
  const all = traces(r, 'apply');
  assert.equal(all.length, 2);
  assert.equal(all[1].cause.id, 'reason.new_instance');
});

test('a Python list whose length changes at each call is judged unbounded with the tf.while_loop fix', () => {
  const r = runProgram(`import tensorflow as tf
@tf.function
def total(values):
    s = 0.0
    for v in values:
        s += v
    return s
for n in range(1, 6):
    total([1.0] * n)
`);
  assert.equal(traces(r, 'total')[1].cause.id, 'reason.length_changed');
  const [entry] = summaryOf(r, 'total');
  assert.equal(entry.verdict.id, 'verdict.unbounded');
  assert.equal(entry.fix.id, 'fix.while_loop');
  assert.match(entry.fix.text, /tf\.range/);
});
