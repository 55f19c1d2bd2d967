// What runs when: print versus tf.print, Python side effects, Python values
// as signatures (training=), static versus dynamic shapes, padding, and
// measuring eager against graph calls.
import { HOUSES, NO_ERROR } from './programs.js';

const SALES = `import tensorflow as tf

# The prices (in $100k) of the last sales on ten streets: each street has its own count.
sales = [[1.5, 2.0], [3.0], [2.5, 1.0, 4.0], [2.0, 2.0, 2.0, 2.0], [1.0],
         [3.5, 0.5, 1.0, 2.0, 2.5], [4.0, 1.0], [2.0, 3.0, 1.0], [0.5],
         [1.0, 1.0, 1.0, 1.0, 1.0, 1.0]]
MAX_SALES = 8


@tf.function
def total_sales(prices):
    return tf.reduce_sum(prices)
`;

const TIMING = `import time
${HOUSES}batch = tf.constant(rooms)


def predict_eager(values):
    return model(values)


@tf.function
def predict_graph(values):
    return model(values)
`;

export const semanticsExercises = [
  {
    id: 'print-vs-tf-print',
    title: 'print versus tf.print',
    goal: 'Make "Executed with" appear on every call of double, while "Traced with" still appears only when it traces.',
    lesson: `Python's <code>print</code> runs while the function is traced and never again:
      it is not part of the graph, and it shows the symbolic tensor
      (<code>Tensor("x:0", shape=(), dtype=int32)</code>). <code>tf.print</code> is an op in the
      graph, so it runs on every call and prints the values. The console marks each line:
      <em>trace</em> for printing while tracing, <em>graph</em> for <code>tf.print</code> in a
      running graph.`,
    starter: `import tensorflow as tf


@tf.function
def double(x):
    print("Traced with", x)
    print("Executed with", x)
    return x * 2


for v in [1, 2, 3]:
    double(tf.constant(v))
`,
    solution: `import tensorflow as tf


@tf.function
def double(x):
    print("Traced with", x)
    tf.print("Executed with", x)
    return x * 2


for v in [1, 2, 3]:
    double(tf.constant(v))
`,
    hints: [
      'Only one word changes.',
      'tf.print takes the same arguments as print.',
    ],
    checks: [
      NO_ERROR,
      { id: 'runs-every-call', kind: 'stdoutLines', pattern: '^Executed with', phase: 'run', exactly: 3,
        text: '"Executed with" is printed by the graph on each of the 3 calls' },
      { id: 'trace-print-once', kind: 'stdoutLines', pattern: '^Traced with', phase: 'trace', exactly: 1,
        text: '"Traced with" is printed once, while tracing' },
      { id: 'one-trace', kind: 'traces', fn: 'double', exactly: 1,
        text: 'double traced once for three tensors of the same shape' },
    ],
    intendedFailures: ['runs-every-call'],
  },
  {
    id: 'python-side-effects',
    title: 'Python side effects inside tf.function',
    goal: 'Count the calls of predict correctly: the program should report 5 counted calls, with predict traced once.',
    lesson: `Appending to a Python list, changing a global, reading the clock: these are
      Python side effects, and inside a <code>tf.function</code> they happen only while
      tracing. After the first call, the graph runs and the Python body does not, so the
      list grows once. State that must change on every call belongs in the graph: a
      <code>tf.Variable</code> updated with <code>assign_add</code> is an op, so it runs each time.
      (Or count outside the function, in plain Python.)`,
    starter: `import tensorflow as tf

calls = []


@tf.function
def predict(x):
    calls.append(1)          # a Python side effect
    return x * 2.0


for i in range(5):
    predict(tf.constant(float(i)))
print("calls counted:", len(calls))
`,
    solution: `import tensorflow as tf

calls = tf.Variable(0)


@tf.function
def predict(x):
    calls.assign_add(1)      # an op: runs on every call
    return x * 2.0


for i in range(5):
    predict(tf.constant(float(i)))
print("calls counted:", calls.numpy())
`,
    hints: [
      'How many times did the body of predict run as Python? Look for trace rows in the Calls tab.',
      'Create calls = tf.Variable(0) outside the function and call calls.assign_add(1) inside.',
    ],
    looks: { 0: { tab: 'calls', fn: 'predict', row: 'trace' } },
    checks: [
      NO_ERROR,
      { id: 'counted-five', kind: 'stdoutContains', contains: 'calls counted: 5',
        text: 'the program reports 5 counted calls' },
      { id: 'one-trace', text: 'predict traced once', kind: 'traces', fn: 'predict', exactly: 1 },
      { id: 'five-calls', text: 'predict was called at least 5 times', kind: 'calls', fn: 'predict', atLeast: 5 },
    ],
    intendedFailures: ['counted-five'],
  },
  {
    id: 'training-flag',
    title: 'training=True/False and the traces it causes',
    goal: 'Pass training as a bool tensor, so one trace of forward serves both modes with the branch kept as a tf.cond.',
    lesson: `<code>training=True</code> and <code>training=False</code> are Python values, so they
      are two signatures: two traces, each holding only its own branch of the
      <code>if</code>. That is what Keras does, and two traces are cheap. A bool
      <em>tensor</em> is one signature: AutoGraph turns the <code>if</code> on it into a
      <code>tf.cond</code> (an <code>If</code> node), both branches are traced once, and the
      choice is made at run time.`,
    starter: `import tensorflow as tf


@tf.function
def forward(x, training):
    print("tracing forward with training =", training)
    if training:
        x = x * 0.5          # stands in for dropout: only while training
    return x + 1.0


x = tf.constant([1.0, 2.0, 3.0])
for step in range(10):
    forward(x, training=(step % 2 == 0))
print(forward.experimental_get_tracing_count())
`,
    solution: `import tensorflow as tf


@tf.function
def forward(x, training):
    print("tracing forward with training =", training)
    if training:
        x = x * 0.5          # stands in for dropout: only while training
    return x + 1.0


x = tf.constant([1.0, 2.0, 3.0])
for step in range(10):
    forward(x, training=tf.constant(step % 2 == 0))
print(forward.experimental_get_tracing_count())
`,
    hints: [
      'Run the starter first: it traces twice, once per Python bool. Both graphs lack an If node.',
      'tf.constant(step % 2 == 0) is a scalar bool tensor.',
    ],
    looks: { 0: { tab: 'graph', fn: 'forward', row: 'node', op: 'Mul' } },  // the branch baked into trace #1
    checks: [
      NO_ERROR,
      { id: 'ten-calls', text: 'forward was called at least 10 times', kind: 'calls', fn: 'forward', atLeast: 10 },
      { id: 'traced-once', kind: 'traces', fn: 'forward', exactly: 1,
        text: 'forward traced once for both values of training' },
      { id: 'cond-in-graph', kind: 'graphOp', fn: 'forward', op: ['If', 'StatelessIf'], exactly: 1,
        text: 'its graph keeps both branches in one If node (tf.cond)' },
    ],
    intendedFailures: ['traced-once', 'cond-in-graph'],
  },
  {
    id: 'static-vs-dynamic-shape',
    title: 'x.shape[0] versus tf.shape(x)[0]',
    goal: 'Make count_rows return the number of rows of every batch, under its (None, 1) input_signature.',
    lesson: `<code>x.shape</code> is the <em>static</em> shape, known while tracing: with an
      <code>input_signature</code> of <code>(None, 1)</code> its first dimension is
      <code>None</code>, a Python value frozen into the graph. <code>tf.shape(x)</code> is an op
      that reads the <em>dynamic</em> shape when the graph runs, so
      <code>tf.shape(x)[0]</code> is the real number of rows of each call. Use the static
      shape when it is known and fixed, the dynamic one when it may vary.`,
    starter: `${HOUSES}

@tf.function(input_signature=[tf.TensorSpec(shape=(None, 1), dtype=tf.float32)])
def count_rows(values):
    print("static shape while tracing:", values.shape)
    return values.shape[0]


print("rows:", count_rows(tf.constant(rooms)))
print("rows:", count_rows(tf.constant(rooms[:4])))
`,
    solution: `${HOUSES}

@tf.function(input_signature=[tf.TensorSpec(shape=(None, 1), dtype=tf.float32)])
def count_rows(values):
    print("static shape while tracing:", values.shape)
    return tf.shape(values)[0]


print("rows:", count_rows(tf.constant(rooms)))
print("rows:", count_rows(tf.constant(rooms[:4])))
`,
    hints: [
      'The trace printed (None, 1): what is values.shape[0] then?',
      'tf.shape(values) is a tensor [rows, 1]; index it with [0].',
    ],
    looks: { 0: { tab: 'console', row: 'printed', contains: 'static shape while tracing' } },
    checks: [
      NO_ERROR,
      { id: 'ten-rows', kind: 'stdoutContains', contains: 'rows: tf.Tensor(10, shape=(), dtype=int32)',
        text: 'count_rows returns 10 for the ten houses' },
      { id: 'four-rows', kind: 'stdoutContains', contains: 'rows: tf.Tensor(4, shape=(), dtype=int32)',
        text: 'count_rows returns 4 for the first four' },
      { id: 'traced-once', text: 'count_rows traced once', kind: 'traces', fn: 'count_rows', exactly: 1 },
      { id: 'shape-op', kind: 'graphOp', fn: 'count_rows', op: 'Shape', atLeast: 1,
        text: 'its graph reads the shape at run time (a Shape node)' },
    ],
    intendedFailures: ['ten-rows', 'four-rows', 'shape-op'],
  },
  {
    id: 'pad-variable-lengths',
    title: 'Padding variable-length inputs',
    goal: 'Pad every street\'s prices with zeros to MAX_SALES values, so total_sales traces once and the totals stay the same.',
    lesson: `Real inputs often vary in length: sentences, time series, a street's sales. Each new
      length is a new shape and a new trace, and the retracing warning follows. Padding every
      input to one length (here with zeros, which add nothing to a sum) gives every call the
      same shape, so one trace serves them all, and equal lengths can also be stacked into one
      batch. For a mean or a model that must ignore the padding, carry a mask of which values
      are real.`,
    starter: `${SALES}

totals = [float(total_sales(tf.constant(street))) for street in sales]
print("totals:", totals)
print(total_sales.experimental_get_tracing_count())
`,
    solution: `${SALES}

padded = [street + [0.0] * (MAX_SALES - len(street)) for street in sales]
totals = [float(total_sales(tf.constant(street))) for street in padded]
print("totals:", totals)
print(total_sales.experimental_get_tracing_count())
`,
    hints: [
      'The lengths are 1 to 6: how many traces does the starter make? The Calls tab says why each one happened.',
      'street + [0.0] * (MAX_SALES - len(street)) is the street padded to MAX_SALES prices.',
    ],
    looks: { 0: { tab: 'calls', fn: 'total_sales', row: 'retrace' } },
    checks: [
      NO_ERROR,
      { id: 'traced-once', kind: 'traces', fn: 'total_sales', exactly: 1,
        text: 'total_sales traced once over the 10 streets' },
      { id: 'no-warning', text: 'no retracing warning', kind: 'noRetracingWarning' },
      { id: 'fixed-shape', kind: 'signatureContains', fn: 'total_sales', contains: 'shape=(8,)',
        text: 'its one trace takes 8 prices: TensorSpec(shape=(8,))' },
      // The sums of `sales` as python3 prints them: zeros do not change them.
      { id: 'totals-kept', kind: 'stdoutContains', contains: 'totals: [3.5, 3.0, 7.5, 8.0, 1.0, 9.5, 5.0, 6.0, 0.5, 6.0]',
        text: 'the totals are those of the unpadded streets' },
    ],
    intendedFailures: ['traced-once', 'no-warning', 'fixed-shape'],
  },
  {
    id: 'measure-eager-vs-graph',
    title: 'Measure eager versus graph properly',
    goal: 'Time 200 calls each of predict_eager and predict_graph after a warm-up call, and print the median and p99 of each.',
    lesson: `One timed call says little: the first call of a <code>tf.function</code> includes its
      trace, and single calls are noisy. Measure properly: call once to warm up (trace and
      cache), then time each of many calls (100 or more) with
      <code>time.perf_counter()</code>, and report the median (typical call) and the 99th
      percentile (the slow tail). Compare like with like: the same model and batch, eagerly
      and as a graph. Which wins depends on the work: a graph saves the dispatch of every op,
      but each call of a <code>tf.function</code> pays a fixed cost to bind its arguments and
      find its trace, so for a model this small eager code can be as fast or faster. Only a
      measurement like this one tells.`,
    starter: `${TIMING}

start = time.perf_counter()
predict_graph(batch)
elapsed = time.perf_counter() - start
print("graph: %.1f us per call" % (elapsed * 1e6))
`,
    solution: `${TIMING}

def measure(fn, calls=200):
    fn(batch)                        # warm-up: the first call of a tf.function traces
    times = []
    for _ in range(calls):
        start = time.perf_counter()
        fn(batch)
        times.append(time.perf_counter() - start)
    times.sort()
    median = times[len(times) // 2]
    p99 = times[int(len(times) * 0.99) - 1]
    return median * 1e6, p99 * 1e6


for name, fn in [("eager", predict_eager), ("graph", predict_graph)]:
    median, p99 = measure(fn)
    print("%s: median %.1f us, p99 %.1f us over 200 calls" % (name, median, p99))
`,
    hints: [
      'Write measure(fn): one warm-up call, then a loop of 200 timed calls collecting perf_counter() differences.',
      'After times.sort(), the median is times[len(times) // 2] and p99 is times[int(len(times) * 0.99) - 1].',
    ],
    checks: [
      NO_ERROR,
      { id: 'warmed-up', kind: 'calls', fn: 'predict_graph', traced: false, atLeast: 100,
        text: 'at least 100 timed calls of predict_graph reuse its trace' },
      { id: 'one-trace', text: 'predict_graph traced once', kind: 'traces', fn: 'predict_graph', exactly: 1 },
      { id: 'eager-numbers', kind: 'stdoutMatches', pattern: '^eager:.*median.*p99', flags: 'mi',
        text: 'the median and p99 of the eager calls are printed' },
      { id: 'graph-numbers', kind: 'stdoutMatches', pattern: '^graph:.*median.*p99', flags: 'mi',
        text: 'the median and p99 of the graph calls are printed' },
    ],
    intendedFailures: ['warmed-up', 'eager-numbers', 'graph-numbers'],
  },
];
