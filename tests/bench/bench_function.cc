// Benchmark (not a test): what tf.function costs as seen from a Python program.
//   (a) a cache hit of a trivial @tf.function, against a plain Python call in the same loop
//   (b) a traced call: the looped house predictor with a new Python float per call
//   (c) a dense 8->64->64->1 ReLU network at batch 1, eager versus @tf.function
//   (d) a retrace (a new Python int per call) with 10^3, 10^4 and 10^5 traces
//       already cached: the cost must not grow with the cache
// Each program times itself with time.perf_counter and prints "RESULT <key> <value>"
// lines, so interpreter start-up, imports and model building stay out of the numbers.
// Per-call numbers are medians over timed blocks (a preempted block is an outlier).
#include <chrono>
#include <cmath>
#include <cstdio>
#include <map>
#include <sstream>
#include <string>

#include "lang/interpreter.h"

using namespace tl;

namespace {

// Shared by the programs: median microseconds per call of fn(arg) over timed blocks.
const char* kTimingPrelude = R"(import time
import tensorflow as tf


def block_us(fn, arg, calls):
    start = time.perf_counter()
    for _ in range(calls):
        fn(arg)
    return (time.perf_counter() - start) / calls * 1e6


def median_us(fn, arg, blocks, calls):
    block_us(fn, arg, calls)
    samples = sorted([block_us(fn, arg, calls) for _ in range(blocks)])
    return samples[len(samples) // 2]
)";

const char* kCacheHit = R"(

@tf.function
def f(x):
    return x


def g(x):
    return x


x = tf.constant(1.0)
print("RESULT plain_us", median_us(g, x, 101, 500))
print("RESULT cached_us", median_us(f, x, 101, 500))
print("RESULT cache_traces", f.experimental_get_tracing_count())
)";

// /work/shared/reference/house_predictor/1_looped_python_list.py with 100 new values.
const char* kTracedCall = R"(
tf.random.set_seed(7)
model = tf.keras.Sequential([tf.keras.layers.Dense(1, input_shape=(1,))])


@tf.function
def predict_house_values(values):
    predictions = []
    for x in values:
        pred = model(tf.expand_dims(x, axis=0))
        predictions.append(pred)
    return tf.concat(predictions, axis=0)


samples = []
for i in range(100):
    start = time.perf_counter()
    predict_house_values([[float(i)]])
    samples.append((time.perf_counter() - start) * 1e6)
print("RESULT traced_us", sorted(samples)[len(samples) // 2])
print("RESULT house_traces", predict_house_values.experimental_get_tracing_count())
)";

const char* kDense = R"(
tf.random.set_seed(7)
w0 = tf.Variable(tf.random.normal([8, 64], stddev=0.3))
b0 = tf.Variable(tf.random.normal([64], stddev=0.1))
w1 = tf.Variable(tf.random.normal([64, 64], stddev=0.3))
b1 = tf.Variable(tf.random.normal([64], stddev=0.1))
w2 = tf.Variable(tf.random.normal([64, 1], stddev=0.3))
b2 = tf.Variable(tf.random.normal([1], stddev=0.1))


def net(x):
    h = tf.nn.relu(tf.matmul(x, w0) + b0)
    h = tf.nn.relu(tf.matmul(h, w1) + b1)
    return tf.matmul(h, w2) + b2


graph_net = tf.function(net)
x = tf.random.normal([1, 8])
print("RESULT dense_diff", float(tf.reduce_max(tf.abs(net(x) - graph_net(x)))))
print("RESULT eager_us", median_us(net, x, 101, 20))
print("RESULT graph_us", median_us(graph_net, x, 101, 20))
)";

const char* kRetraces = R"(

@tf.function
def add_one(x):
    return x + 1


def retrace_us(first, count):
    start = time.perf_counter()
    for i in range(first, first + count):
        add_one(i)
    return (time.perf_counter() - start) / count * 1e6


cached = 0
for mark in (1000, 10000, 100000):
    retrace_us(cached, mark - 500 - cached)
    print("RESULT retrace_us_" + str(mark), retrace_us(mark - 500, 500))
    cached = mark
print("RESULT retrace_count", add_one.experimental_get_tracing_count())
)";

// Collects "RESULT <key> <value>" lines from stdout and the first error.
class ResultSink : public core::EventSink {
 public:
  void emit(const core::Json& event) override {
    std::string type = field(event, "type");
    if (type == "error" && error.empty()) error = field(event, "kind") + ": " + field(event, "message");
    if (type != "stdout") return;
    std::istringstream line(field(event, "text"));
    std::string tag, key;
    double value = 0;
    if (line >> tag >> key >> value && tag == "RESULT") results[key] = value;
  }
  static std::string field(const core::Json& event, const char* key) {
    const core::Json* value = event.get(key);
    return value ? value->asString() : "";
  }
  std::map<std::string, double> results;
  std::string error;
};

void runProgram(const char* name, const char* body, ResultSink& sink) {
  core::Options options;
  lang::Interpreter interpreter(options, sink);
  auto start = std::chrono::steady_clock::now();
  bool ok = interpreter.run(std::string(kTimingPrelude) + body);
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::fprintf(stderr, "  %s: %.2f s%s%s\n", name, seconds, ok ? "" : " failed: ", sink.error.c_str());
  sink.error.clear();
}

double get(const ResultSink& sink, const char* key) {
  auto it = sink.results.find(key);
  return it == sink.results.end() ? std::nan("") : it->second;
}

void printTable(const ResultSink& s) {
#ifdef __EMSCRIPTEN__
  const char* where = "wasm";
#else
  const char* where = "native";
#endif
  std::printf("bench_function (%s), medians in microseconds per call\n", where);
  double plain = get(s, "plain_us"), cached = get(s, "cached_us");
  std::printf("(a) plain Python function call in the loop    %10.2f us\n", plain);
  std::printf("    tf.function cache hit (same tensor)       %10.2f us   (traces: %.0f)\n", cached,
              get(s, "cache_traces"));
  std::printf("    cache hit minus plain call                %10.2f us\n", cached - plain);
  std::printf("(b) traced call, looped house predictor       %10.2f us   (traces: %.0f of 100 calls)\n",
              get(s, "traced_us"), get(s, "house_traces"));
  double eager = get(s, "eager_us"), graph = get(s, "graph_us");
  std::printf("(c) dense 8-64-64-1 batch 1, eager            %10.2f us\n", eager);
  std::printf("    same function under tf.function           %10.2f us\n", graph);
  std::printf("    eager/graph                               %10.2fx   (max |eager-graph| %.2g)\n", eager / graph,
              get(s, "dense_diff"));
  const double small = get(s, "retrace_us_1000"), large = get(s, "retrace_us_100000");
  std::printf("(d) retrace, 10^3 traces cached               %10.2f us\n", small);
  std::printf("    retrace, 10^4 traces cached               %10.2f us\n", get(s, "retrace_us_10000"));
  std::printf("    retrace, 10^5 traces cached               %10.2f us   (%.2fx the 10^3 cost; traces: %.0f)\n", large,
              large / small, get(s, "retrace_count"));
}

}  // namespace

int main() {
  ResultSink sink;
  std::fprintf(stderr, "bench_function: whole program times\n");
  runProgram("(a) cache hit", kCacheHit, sink);
  runProgram("(b) traced call", kTracedCall, sink);
  runProgram("(c) dense", kDense, sink);
  runProgram("(d) retraces", kRetraces, sink);
  printTable(sink);
  return 0;
}
