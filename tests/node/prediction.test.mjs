// Predict, then reveal (web/prediction.js): the scan finds the functions the
// engine then names in its events, each call's outcome is read from the
// engine's trace and call events (a batch of cache hits counts call by call),
// and predictions are graded right or wrong against them. TensorFlow's guide
// fixes the outcomes of its examples: f(1); f(1); f(2) traces, hits, traces.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Predictions, callOutcomes, findFunctions, grade, isComplete } from '../../web/prediction.js';
import { engineEvents, noEngine } from './engine_events.mjs';

const skip = noEngine;

const GUIDE = `import tensorflow as tf

@tf.function
def f(x):
    print("Traced with", x)
    return x + 1

f(1)
f(1)
f(2)
`;

const FORMS = `import tensorflow as tf

@tf.function(
    reduce_retracing=True)
def decorated(x):
    return x * 2

def plain(x):
    return x - 1

wrapped = tf.function(plain)
anonymous = tf.function(lambda x: x + 3)

class Model:
    @tf.function
    def method(self, x):
        return x

decorated(tf.constant(1.0))
wrapped(tf.constant(1.0))
anonymous(tf.constant(1.0))
Model().method(tf.constant(1.0))
`;

const calledNames = (events) => [...new Set(events.filter((e) => e.type === 'call').map((e) => e.fn))];

test('the scan finds decorated defs, methods and assignments under the names the engine gives them', { skip }, async () => {
  const found = findFunctions(FORMS);
  assert.deepEqual(found.map((f) => f.label), ['decorated', 'wrapped', 'anonymous', 'method']);
  assert.deepEqual(found.map((f) => f.line), [5, 11, 12, 16]);
  const events = await engineEvents(FORMS);
  assert.deepEqual(found.map((f) => f.fn).sort(), calledNames(events).sort());
});

test('the scan ignores a decorator in a comment or a string and plain functions', () => {
  const source = '# @tf.function\ndef a(x):\n    return x\ntext = "@tf.function"\nb = tf.functional(a)\n';
  assert.deepEqual(findFunctions(source), []);
});

test('each call of the guide\'s example is a trace, a cache hit, a trace, with the engine\'s reason', { skip }, async () => {
  const events = await engineEvents(GUIDE);
  const calls = callOutcomes(events, 'f');
  assert.deepEqual(calls.map((c) => c.outcome), ['trace', 'hit', 'trace']);
  const traces = events.filter((e) => e.type === 'trace');
  assert.deepEqual(calls.filter((c) => c.outcome === 'trace').map((c) => c.reason), traces.map((t) => t.reason));
  assert.ok(traces.every((t) => t.reason.length > 0));
  // The reason as the engine's message too, so the page can say it in the learner's language.
  assert.deepEqual(calls.filter((c) => c.outcome === 'trace').map((c) => c.cause), traces.map((t) => t.cause));
  assert.ok(traces.every((t) => t.cause?.id));
  assert.equal(calls[1].reason, '');
  assert.deepEqual(calls.map((c) => c.concrete), [1, 1, 2]);
});

test('a call event standing for a batch of cache hits counts as that many calls', { skip }, async () => {
  const source = `import tensorflow as tf
model = tf.keras.Sequential([tf.keras.layers.Dense(1, input_shape=(1,))])
model.compile(optimizer="sgd", loss="mse")
x = [[float(i)] for i in range(64)]
model.fit(x, x, batch_size=2, epochs=1, verbose=0)
`;
  const events = await engineEvents(source);
  const batches = events.filter((e) => e.type === 'call' && e.fn === 'train_function');
  assert.ok(batches.some((e) => (e.calls ?? 1) > 1), 'fit reports its steps in batches');
  const calls = callOutcomes(events, 'train_function');
  assert.equal(calls.length, 32);  // 64 rows in batches of 2
  assert.equal(calls.length, batches.reduce((n, e) => n + (e.calls ?? 1), 0));
  assert.deepEqual(calls.map((c) => c.call), calls.map((_, i) => i + 1));
  assert.equal(calls.filter((c) => c.outcome === 'trace').length, events.filter((e) => e.type === 'trace' && e.fn === 'train_function').length);
});

test('predictions are graded call by call, with the tracing count', { skip }, async () => {
  const events = await engineEvents(GUIDE);
  const g = grade('f', { slots: ['trace', 'trace', 'trace', 'hit'], count: 2 }, events);
  assert.deepEqual(g.slots.map((s) => s.right), [true, false, true, false]);
  assert.deepEqual(g.slots.map((s) => s.actual), ['trace', 'hit', 'trace', null]);  // no fourth call
  assert.deepEqual(g.count, { predicted: 2, actual: 2, right: true });
  assert.equal(g.right, 3);
  assert.equal(g.total, 5);  // four slots and the count
  const short = grade('f', { slots: ['trace'], count: 1 }, events);
  assert.deepEqual(short.unpredicted.map((c) => c.outcome), ['hit', 'trace']);
  assert.equal(short.right, 1);
  assert.equal(short.total, 4);
  assert.equal(short.count.right, false);
});

test('a prediction is complete when every slot and the tracing count are set', () => {
  assert.ok(isComplete({ slots: ['trace', 'hit'], count: 1 }));
  assert.ok(!isComplete({ slots: ['trace', null], count: 1 }));
  assert.ok(!isComplete({ slots: ['trace'], count: null }));
  assert.ok(!isComplete({ slots: [], count: 0 }));
  assert.ok(!isComplete(undefined));
});

test('the store freezes predictions when a run starts and sizes new strips from the last run', { skip }, async () => {
  const store = new Predictions();
  let changes = 0;
  store.onChange(() => { changes += 1; });
  assert.equal(store.get('f').slots.length, 3);  // nothing known yet
  store.setSlots('f', ['trace', 'hit', 'trace']);
  store.setCount('f', 2);
  store.startRun();
  store.setSlot('f', 0, 'hit');  // for the next run
  const events = await engineEvents(GUIDE);
  const graded = store.graded(events).get('f');
  assert.deepEqual(graded.slots.map((s) => s.right), [true, true, true]);
  assert.equal(graded.count.right, true);
  store.finishRun(events);
  assert.ok(changes >= 4);
  assert.deepEqual(store.functions('').map((f) => f.fn), ['f']);  // the last run's, beyond the scan
  // A strip nobody filled in takes the size of the last run; a filled-in one keeps its own.
  const fresh = new Predictions();
  fresh.get('f');
  fresh.finishRun(await engineEvents(`${GUIDE}f(2)\nf(3)\n`));
  assert.equal(fresh.get('f').slots.length, 5);
  assert.equal(store.get('f').slots.length, 3);
  assert.equal(new Predictions().get('g').slots.length, 3);
  store.lastCalls.set('g', 7);
  assert.equal(store.get('g').slots.length, 7);
  store.setSlotCount('g', 2);
  assert.deepEqual(store.get('g').slots, [null, null]);
  store.setSlotCount('g', 0);
  assert.equal(store.get('g').slots.length, 1);
  store.setSlot('g', 0, 'bogus');
  assert.deepEqual(store.get('g').slots, [null]);
});
