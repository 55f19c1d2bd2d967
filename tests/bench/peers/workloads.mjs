// The workloads of the peer benchmark, each written once per side as a learner
// writes it: Python for tracelab (run through a Session as the page runs it),
// JavaScript for tfjs-wasm. A workload's unit of work is a pass of `calls`
// calls (or one fit epoch); both sides time passes the same way, the Python
// side with time.perf_counter inside the program, the tfjs side with
// performance.now() around the pass, so start-up, imports, data loading and
// model building stay out of the pass times on both sides.
//
//   id: the name on the command line (--only)
//   label: the table's row
//   calls: calls per pass; the table shows time per call (µs) or per pass (ms)
//   passes: steady passes timed after the cold one
//   flops: floating-point operations of one call, for GFLOP/s
//   python: the program's body; it defines run_pass() (the prelude times it)
//   tfjs: async (tf, data) => runPass, after building what the pass uses

import { FIT, FIT_SETUP } from '../fit_program.mjs';

const linearPy = (n, calls) => `
import tensorflow as tf

w = tf.Variable([[2.0]])
b = tf.Variable([0.5])
x = tf.random.uniform([${n}, 1])


@tf.function
def predict(x):
    return tf.matmul(x, w) + b


def run_pass():
    for _ in range(${calls}):
        predict(x)
`;

const linearJs = (n, calls) => async (tf) => {
  const w = tf.variable(tf.tensor2d([[2]]));
  const b = tf.variable(tf.tensor1d([0.5]));
  const x = tf.randomUniform([n, 1]);
  const predict = (x) => tf.tidy(() => tf.add(tf.matMul(x, w), b));
  return () => {
    for (let i = 0; i < calls; i++) predict(x).dispose();
  };
};

const mlpPy = (batch, calls) => `
import tensorflow as tf

w1 = tf.Variable(tf.random.normal([8, 64], stddev=0.3))
b1 = tf.Variable(tf.zeros([64]))
w2 = tf.Variable(tf.random.normal([64, 64], stddev=0.2))
b2 = tf.Variable(tf.zeros([64]))
w3 = tf.Variable(tf.random.normal([64, 1], stddev=0.2))
b3 = tf.Variable(tf.zeros([1]))
x = tf.random.uniform([${batch}, 8])


@tf.function
def mlp(x):
    h = tf.nn.relu(tf.matmul(x, w1) + b1)
    h = tf.nn.relu(tf.matmul(h, w2) + b2)
    return tf.matmul(h, w3) + b3


def run_pass():
    for _ in range(${calls}):
        mlp(x)
`;

const mlpJs = (batch, calls) => async (tf) => {
  const w1 = tf.variable(tf.randomNormal([8, 64], 0, 0.3));
  const b1 = tf.variable(tf.zeros([64]));
  const w2 = tf.variable(tf.randomNormal([64, 64], 0, 0.2));
  const b2 = tf.variable(tf.zeros([64]));
  const w3 = tf.variable(tf.randomNormal([64, 1], 0, 0.2));
  const b3 = tf.variable(tf.zeros([1]));
  const x = tf.randomUniform([batch, 8]);
  const mlp = (x) => tf.tidy(() => {
    let h = tf.relu(tf.add(tf.matMul(x, w1), b1));
    h = tf.relu(tf.add(tf.matMul(h, w2), b2));
    return tf.add(tf.matMul(h, w3), b3);
  });
  return () => {
    for (let i = 0; i < calls; i++) mlp(x).dispose();
  };
};

// MatMul as a learner calls it: eagerly, on two resident matrices.
const matmulPy = (n, calls) => `
import tensorflow as tf

a = tf.random.uniform([${n}, ${n}])
b = tf.random.uniform([${n}, ${n}])


def run_pass():
    for _ in range(${calls}):
        tf.matmul(a, b)
`;

const matmulJs = (n, calls) => async (tf) => {
  const a = tf.randomUniform([n, n]);
  const b = tf.randomUniform([n, n]);
  return () => {
    for (let i = 0; i < calls; i++) tf.matMul(a, b).dispose();
  };
};

// A tiny model called from a loop with a new input from a Python value each call.
const tinyLoopPy = (calls) => `
import tensorflow as tf

w = tf.Variable([[2.0]])
b = tf.Variable([0.5])


@tf.function
def model(x):
    return tf.matmul(x, w) + b


def run_pass():
    for i in range(${calls}):
        model(tf.constant([[float(i)]]))
`;

const tinyLoopJs = (calls) => async (tf) => {
  const w = tf.variable(tf.tensor2d([[2]]));
  const b = tf.variable(tf.tensor1d([0.5]));
  const model = (x) => tf.add(tf.matMul(x, w), b);
  return () => {
    for (let i = 0; i < calls; i++) tf.tidy(() => model(tf.tensor2d([[i]])));
  };
};

// Keras fit of the course's one-feature linear regression: one epoch a pass.
const fitPy = `${FIT_SETUP}

def run_pass():
    model.fit(x, y, batch_size=${FIT.batch}, epochs=1, verbose=0)
`;

const fitJs = async (tf, data) => {
  const xs = tf.tensor2d(data.x, [data.x.length, 1]);
  const ys = tf.tensor2d(data.y, [data.y.length, 1]);
  const model = tf.sequential();
  model.add(tf.layers.dense({ units: 1, inputShape: [1] }));
  model.compile({ optimizer: tf.train.sgd(FIT.learningRate), loss: 'meanSquaredError' });
  return () => model.fit(xs, ys, { batchSize: FIT.batch, epochs: 1, verbose: 0 });
};

const per = (calls, passes, more) => ({ calls, passes, ...more });

export const WORKLOADS = [
  { id: 'linear1', label: 'linear predict N=1', ...per(1000, 15), python: linearPy(1, 1000), tfjs: linearJs(1, 1000) },
  { id: 'linear1e3', label: 'linear predict N=10^3', ...per(500, 15), python: linearPy(1000, 500), tfjs: linearJs(1000, 500) },
  { id: 'linear1e6', label: 'linear predict N=10^6', ...per(1, 25), python: linearPy(1e6, 1), tfjs: linearJs(1e6, 1) },
  { id: 'mlp1', label: 'MLP 8-64-64-1 batch 1', ...per(300, 15), python: mlpPy(1, 300), tfjs: mlpJs(1, 300) },
  { id: 'mlp4096', label: 'MLP 8-64-64-1 batch 4096', ...per(1, 25, { flops: 2 * 4096 * (8 * 64 + 64 * 64 + 64) }),
    python: mlpPy(4096, 1), tfjs: mlpJs(4096, 1) },
  { id: 'matmul256', label: 'MatMul 256^3', ...per(5, 15, { flops: 2 * 256 ** 3 }), python: matmulPy(256, 5), tfjs: matmulJs(256, 5) },
  { id: 'matmul1024', label: 'MatMul 1024^3', ...per(1, 9, { flops: 2 * 1024 ** 3 }), python: matmulPy(1024, 1), tfjs: matmulJs(1024, 1) },
  { id: 'tinyloop', label: 'tiny model in a loop', ...per(1000, 15), python: tinyLoopPy(1000), tfjs: tinyLoopJs(1000) },
  { id: 'fit', label: 'Keras fit, per epoch', ...per(1, 9, { epoch: true }), python: fitPy, tfjs: fitJs },
];

export const byId = (id) => WORKLOADS.find((w) => w.id === id);
