// A loop that calls a tf.function the same way again and again is served
// without building its cache key anew; these programs check that such calls
// still follow TensorFlow's cache: a new shape, dtype or Python value traces,
// an earlier one goes back to its own trace, equal Python values (2, 2.0; 1,
// True) share one, keyword and positional spellings share one, and
// reduce_retracing and input_signature keep their rules. Each call's concrete
// function is read from the call events (a run of hits is one event).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runProgram } from './run_case.mjs';

// The concrete function id of every call of `fn`, in call order.
function servedBy(events, fn) {
  return events.filter((e) => e.type === 'call' && e.fn === fn).flatMap((e) => Array(e.calls ?? 1).fill(e.concrete));
}

test('repeated calls of one signature hit its trace; other shapes, dtypes and values trace or find theirs', () => {
  const r = runProgram(`import tensorflow as tf


@tf.function
def f(x, n):
    return x * n


a = tf.constant([1.0, 2.0])
b = tf.constant([1.0, 2.0, 3.0])
c = tf.constant([1, 2])
for _ in range(3):
    f(a, 2)
print(f.experimental_get_tracing_count())
print(f(b, 2).numpy())
print(f(a, 2).numpy())
print(f(c, 2).numpy())
print(f(a, 1).numpy())
print(f(a, True).numpy())
print(f(a, 2.0).numpy())
print(f(x=a, n=2).numpy())
print(f.experimental_get_tracing_count())
`);
  assert.equal(r.error, null, r.error?.traceback);
  assert.deepEqual(r.stdout, ['1', '[2. 4. 6.]', '[2. 4.]', '[2 4]', '[1. 2.]', '[1. 2.]', '[2. 4.]', '[2. 4.]', '4']);
  assert.deepEqual(servedBy(r.events, 'f'), [1, 1, 1, 2, 1, 3, 4, 4, 1, 1]);
});

test('reduce_retracing: the generalized trace serves new shapes, an exact earlier trace its own', () => {
  const r = runProgram(`import tensorflow as tf


@tf.function(reduce_retracing=True)
def total(x):
    return tf.reduce_sum(x)


for n in (1, 1, 2, 2, 3, 1):
    print(total(tf.ones([n])).numpy())
print(total.experimental_get_tracing_count())
`);
  assert.equal(r.error, null, r.error?.traceback);
  assert.deepEqual(r.stdout, ['1.0', '1.0', '2.0', '2.0', '3.0', '1.0', '2']);
  assert.deepEqual(servedBy(r.events, 'total'), [1, 1, 2, 2, 2, 1]);
});

test('input_signature: every fitting call reuses the one trace and a misfit is still refused', () => {
  const r = runProgram(`import tensorflow as tf


@tf.function(input_signature=[tf.TensorSpec([None], tf.float32)])
def inc(x):
    return x + 1


print(inc(tf.constant([1.0])).numpy())
print(inc(tf.constant([1.0, 2.0])).numpy())
print(inc(tf.constant([1.0])).numpy())
try:
    inc(tf.constant([[1.0]]))
except TypeError:
    print("TypeError")
print(inc(tf.constant([5.0])).numpy())
print(inc.experimental_get_tracing_count())
`);
  assert.equal(r.error, null, r.error?.traceback);
  assert.deepEqual(r.stdout, ['[2.]', '[2. 3.]', '[2.]', 'TypeError', '[6.]', '1']);
  assert.deepEqual(servedBy(r.events, 'inc'), [1, 1, 1, 1]);
});

test('a method traces once per instance however the calls alternate', () => {
  const r = runProgram(`import tensorflow as tf


class Scale:
    def __init__(self, k):
        self.k = k

    @tf.function
    def __call__(self, x):
        return x * self.k


two, three = Scale(2.0), Scale(3.0)
x = tf.constant(1.0)
for _ in range(3):
    print(two(x).numpy(), three(x).numpy())
print(two.__call__.experimental_get_tracing_count(), three.__call__.experimental_get_tracing_count())
`);
  assert.equal(r.error, null, r.error?.traceback);
  assert.deepEqual(r.stdout, ['2.0 3.0', '2.0 3.0', '2.0 3.0', '1 1']);
});
