// The house-value predictor in a loop: meet the retracing warning, then fix it
// by batching, with input_signature, or with a graph loop (tf.while_loop).
import { HOUSES, LOOPED_PREDICTOR, NO_ERROR } from './programs.js';

export const retracingExercises = [
  {
    id: 'meet-the-retracing-warning',
    title: 'Predict house values in a loop and meet the retracing warning',
    goal: 'Call predict_house_values on every window rooms[i:i + 3] for i in range(10), then read the warning TensorFlow logs.',
    lesson: `<code>predict_house_values</code> takes a Python list of Python floats. To
      <code>tf.function</code>, Python values are part of the signature, so every new set of
      numbers is a new trace: the body runs again, building a new graph, and the Python
      <code>for</code> loop is unrolled into one model call per house. After 5 tracing calls
      among the last 10, TensorFlow logs "5 out of the last 5 calls to … triggered
      tf.function retracing". Tracing costs far more than running a graph, so a function that
      traces on every call is slower than the same code run eagerly.`,
    starter: `${LOOPED_PREDICTOR}

# Predict three houses at a time: rooms[0:3], then rooms[1:4], and so on.
predict_house_values(rooms[0:3])
print(predict_house_values.experimental_get_tracing_count())
`,
    solution: `${LOOPED_PREDICTOR}

for i in range(10):
    predict_house_values(rooms[i:i + 3])
print(predict_house_values.experimental_get_tracing_count())
`,
    hints: [
      'for i in range(10): predict_house_values(rooms[i:i + 3])',
      'Watch the Calls tab: every row is a trace, and each says which value changed.',
      'Open the Graph: each house of the first call is a Const node (= [1960]). The Python values are baked into the graph, so new numbers need a new graph.',
    ],
    looks: {  // hint index -> what it means
      1: { tab: 'calls', fn: 'predict_house_values', row: 'retrace' },
      2: { tab: 'graph', fn: 'predict_house_values', row: 'python' },
    },
    checks: [
      NO_ERROR,
      { id: 'predicted', kind: 'prediction', fn: 'predict_house_values',
        text: 'before running, you predicted each call of predict_house_values (trace or cache hit) and the tracing count' },
      { id: 'ten-calls', kind: 'calls', fn: 'predict_house_values', atLeast: 10,
        text: 'predict_house_values was called at least 10 times' },
      { id: 'traced-every-call', kind: 'traces', fn: 'predict_house_values', exactly: 10,
        text: 'predict_house_values traced on every one of the 10 calls' },
      { id: 'warning-seen', kind: 'retracingWarning', fn: 'predict_house_values',
        text: 'TensorFlow logged the frequent-retracing warning for predict_house_values' },
      { id: 'count-printed', kind: 'stdoutMatches', pattern: '^10$',
        text: 'the tracing count printed at the end is 10' },
    ],
    intendedFailures: ['ten-calls', 'traced-every-call', 'warning-seen', 'count-printed'],
  },
  {
    id: 'fix-by-batching',
    title: 'Fix it by batching',
    goal: 'Predict all ten houses with one call on one (10, 1) tensor, so predict_house_values traces once.',
    lesson: `A model already works on a batch: <code>model(values)</code> with a
      <code>(10, 1)</code> tensor predicts ten houses in one matrix multiply. Passing a tensor
      instead of Python floats takes the values out of the signature (only dtype and shape
      count), and dropping the Python loop takes the ten unrolled copies out of the graph.
      One call, one trace, one <code>MatMul</code>.`,
    starter: `${LOOPED_PREDICTOR}

for i in range(10):
    predict_house_values(rooms[i:i + 3])
print(predict_house_values.experimental_get_tracing_count())
`,
    solution: `${HOUSES}

@tf.function
def predict_house_values(values):
    return model(values)


predictions = predict_house_values(tf.constant(rooms))
print(predictions.shape)
print(predict_house_values.experimental_get_tracing_count())
`,
    hints: [
      'tf.constant(rooms) is a (10, 1) float32 tensor.',
      'The body can be just: return model(values)',
      'Print predictions.shape to see that all ten houses came back.',
    ],
    looks: {
      1: { tab: 'graph', fn: 'predict_house_values', row: 'copies', loop: 0 },  // the copies model(values) replaces
      2: { tab: 'console', row: 'printed', contains: '(10, 1)' },
    },
    checks: [
      NO_ERROR,
      { id: 'predicted', kind: 'prediction', fn: 'predict_house_values',
        text: 'before running, you predicted each call of predict_house_values (trace or cache hit) and the tracing count' },
      { id: 'traced-once', kind: 'traces', fn: 'predict_house_values', atMost: 1,
        text: 'predict_house_values traced at most once' },
      { id: 'no-warning', text: 'no retracing warning', kind: 'noRetracingWarning' },
      { id: 'one-matmul', kind: 'graphOp', fn: 'predict_house_values', op: 'MatMul', exactly: 1,
        text: 'its graph holds one MatMul: the batch goes through the layer once, not one copy per house' },
      { id: 'all-ten', kind: 'stdoutContains', contains: '(10, 1)',
        text: 'the predictions have shape (10, 1): all ten houses at once' },
    ],
    intendedFailures: ['traced-once', 'no-warning', 'one-matmul', 'all-ten'],
  },
  {
    id: 'fix-with-input-signature',
    title: 'Fix it with input_signature',
    goal: 'Give predict_house_values an input_signature so one trace serves every batch size from 1 to 10.',
    lesson: `Batches still come in different sizes, and each new shape is a new trace:
      a <code>(1, 1)</code> tensor, then <code>(2, 1)</code>, … ten traces and the warning
      again. <code>input_signature=[tf.TensorSpec(shape=(None, 1), dtype=tf.float32)]</code>
      fixes the signature up front: <code>None</code> means "any size", so there is exactly
      one trace, and inside it <code>values.shape</code> is <code>(None, 1)</code>.
      (<code>reduce_retracing=True</code> gets close: the second size traces again with the
      relaxed shape <code>(None, 1)</code>, and later sizes reuse it.)`,
    starter: `${HOUSES}

@tf.function
def predict_house_values(values):
    return model(values)


# The first n houses, for n = 1 .. 10: every call has another batch size.
for n in range(1, 11):
    predict_house_values(tf.constant(rooms[:n]))
print(predict_house_values.experimental_get_tracing_count())
`,
    solution: `${HOUSES}

@tf.function(input_signature=[tf.TensorSpec(shape=(None, 1), dtype=tf.float32)])
def predict_house_values(values):
    return model(values)


for n in range(1, 11):
    predict_house_values(tf.constant(rooms[:n]))
print(predict_house_values.experimental_get_tracing_count())
`,
    hints: [
      '@tf.function(input_signature=[...]) takes a list with one tf.TensorSpec per argument.',
      'shape=(None, 1): any number of rows, one feature each.',
    ],
    checks: [
      NO_ERROR,
      { id: 'predicted', kind: 'prediction', fn: 'predict_house_values',
        text: 'before running, you predicted each call of predict_house_values (trace or cache hit) and the tracing count' },
      { id: 'ten-calls', kind: 'calls', fn: 'predict_house_values', atLeast: 10,
        text: 'predict_house_values was called at least 10 times' },
      { id: 'traced-once', kind: 'traces', fn: 'predict_house_values', exactly: 1,
        text: 'predict_house_values traced exactly once over the 10 calls' },
      { id: 'no-warning', text: 'no retracing warning', kind: 'noRetracingWarning' },
      { id: 'any-batch', kind: 'signatureContains', fn: 'predict_house_values', contains: 'shape=(None, 1)',
        text: 'its one trace takes any batch size: TensorSpec(shape=(None, 1))' },
    ],
    intendedFailures: ['traced-once', 'no-warning', 'any-batch'],
  },
  {
    id: 'while-loop-tensorarray',
    title: 'Keep a loop with tf.while_loop and tf.TensorArray',
    goal: 'Keep a per-house loop inside the graph: a tf.while_loop that writes each prediction into a tf.TensorArray.',
    lesson: `Some work really is a loop. A <code>for</code> over a tensor becomes a graph loop whose
      body is traced <em>once</em>, so <code>predictions.append(pred)</code> runs once, while
      tracing, and stores a symbolic tensor from inside the loop body. Using it after the loop
      fails: <code>InaccessibleTensorError … is out of scope</code>. A
      <code>tf.TensorArray</code> is a loop variable instead: <code>ta = ta.write(i, v)</code>
      each iteration, <code>ta.stack()</code> after. With <code>tf.while_loop</code> the graph
      holds one loop node (<code>While</code>, or <code>StatelessWhile</code> when the body has no
      stateful ops), whatever the number of houses.`,
    starter: `${HOUSES}

@tf.function(input_signature=[tf.TensorSpec(shape=(None, 1), dtype=tf.float32)])
def predict_house_values(values):
    predictions = []
    for x in values:                 # a loop over a tensor: a graph loop
        pred = model(tf.expand_dims(x, axis=0))
        predictions.append(pred)     # runs once, while the loop body is traced
    return tf.concat(predictions, axis=0)


for i in range(10):
    predict_house_values(tf.constant(rooms[i:i + 3]))
print(predict_house_values.experimental_get_tracing_count())
`,
    solution: `${HOUSES}

@tf.function(input_signature=[tf.TensorSpec(shape=(None, 1), dtype=tf.float32)])
def predict_house_values(values):
    sample_count = tf.shape(values)[0]
    predictions = tf.TensorArray(tf.float32, size=sample_count)

    def loop_body(i, predictions):
        pred = model(values[i:i + 1])
        predictions = predictions.write(i, pred[0][0])
        return i + 1, predictions

    _, final_predictions = tf.while_loop(
        cond=lambda i, *args: i < sample_count,
        body=loop_body,
        loop_vars=(0, predictions))
    return final_predictions.stack()


for i in range(10):
    predict_house_values(tf.constant(rooms[i:i + 3]))
print(predict_house_values.experimental_get_tracing_count())
`,
    hints: [
      'predictions = tf.TensorArray(tf.float32, size=tf.shape(values)[0])',
      'tf.while_loop(cond, body, loop_vars=(0, predictions)): body(i, predictions) returns i + 1 and the array it wrote to.',
      'predictions = predictions.write(i, pred[0][0]) — keep the returned array; after the loop, return final.stack().',
    ],
    looks: { 1: { tab: 'graph', fn: 'predict_house_values', row: 'node', op: ['While', 'StatelessWhile'] } },  // the one loop node
    checks: [
      NO_ERROR,
      { id: 'predicted', kind: 'prediction', fn: 'predict_house_values',
        text: 'before running, you predicted each call of predict_house_values (trace or cache hit) and the tracing count' },
      { id: 'ten-calls', kind: 'calls', fn: 'predict_house_values', atLeast: 10,
        text: 'predict_house_values was called at least 10 times' },
      { id: 'traced-once', kind: 'traces', fn: 'predict_house_values', atMost: 1,
        text: 'predict_house_values traced at most once over the 10 calls' },
      { id: 'one-while', kind: 'graphOp', fn: 'predict_house_values', op: ['While', 'StatelessWhile'], exactly: 1,
        text: 'its graph holds exactly one While node: the loop stays a loop' },
    ],
    intendedFailures: ['no-error', 'ten-calls', 'traced-once', 'one-while'],  // traced-once: not judged, the starter stops first
  },
];
