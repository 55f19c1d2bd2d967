// tf.GradientTape through the Python API: gradients against finite differences
// and against the eager step (tests/numeric/gradient_tape/*.py), and TensorFlow's
// error and warning texts (tensorflow/python/eager/backprop.py, TF 2.15).
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/core.h"
#include "lang/interpreter.h"

using namespace tl;

// Its own namespace: the module's test files compile together in one unity batch.
namespace gradient_tape_test {
namespace {

struct Run {
  std::string out, kind, message;
  std::vector<std::string> warnings;
  std::vector<std::string> graphOps;  // op names of every graph event's nodes
  bool ok = false;
};

void collectOps(const core::Json& nodes, std::vector<std::string>& out) {
  for (const core::Json& node : nodes.items()) {
    if (const core::Json* op = node.get("op")) out.push_back(op->asString());
  }
}

struct CaptureSink : core::EventSink {
  Run run;
  void emit(const core::Json& e) override {
    const std::string& type = e.get("type")->asString();
    if (type == "stdout") run.out += e.get("text")->asString();
    if (type == "warning") run.warnings.push_back(e.get("text")->asString());
    if (type == "error") {
      run.kind = e.get("kind")->asString();
      run.message = e.get("message")->asString();
    }
    if (type == "graph") {
      const core::Json* graph = e.get("graph");
      const core::Json* nodes = graph ? graph->get("nodes") : nullptr;
      if (nodes) collectOps(*nodes, run.graphOps);
    }
  }
};

Run run(const std::string& src, core::Options options = {}) {
  CaptureSink sink;
  lang::Interpreter in(options, sink);
  sink.run.ok = in.run(src);
  return sink.run;
}

// __FILE__ may be relative to the build directory (a compiler cache's base
// dir), so the repository root is also tried as the working directory.
std::string numericProgram(const std::string& name) {
  std::string here = __FILE__;
  const std::string tail = "unit/lang/gradient_tape_test.cc";
  const std::string rel = "numeric/gradient_tape/" + name;
  for (const std::string& path : {here.substr(0, here.size() - tail.size()) + rel, "tests/" + rel}) {
    std::ifstream file(path);
    if (!file.good()) continue;
    std::stringstream text;
    text << file.rdbuf();
    return text.str();
  }
  FAIL("cannot open " << rel);
  return "";
}

int count(const std::string& text, const std::string& part) {
  int n = 0;
  for (size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

const char* kOneShot = "A non-persistent GradientTape can only be used to compute one set of gradients (or jacobians)";

}  // namespace

TEST_CASE("Dense model gradients match finite differences (relu and sigmoid, MSE)") {
  Run r = run(numericProgram("dense_model_fd.py"));
  INFO(r.kind << ": " << r.message);
  CHECK(r.ok);
  CHECK(count(r.out, " ok\n") == 8);
}

TEST_CASE("gradients through staged while, cond, if/for and TensorArray match finite differences") {
  Run r = run(numericProgram("control_flow_fd.py"));
  INFO(r.kind << ": " << r.message);
  CHECK(r.ok);
  CHECK(r.out == "ok while_poly\nok cond_in_loop\nok autograph_for\nok tensor_array\n");
}

TEST_CASE("a tf.function training step gives the eager step's numbers") {
  core::Options options;
  options.dumpGraphs = true;
  Run r = run(numericProgram("train_step_graph_vs_eager.py"), options);
  INFO(r.kind << ": " << r.message);
  CHECK(r.ok);
  CHECK(count(r.out, " ok\n") == 5);
  CHECK(r.out.find("traces 1\n") != std::string::npos);
  // The backward pass was traced into the graph, with the variable updates.
  auto has = [&](const char* op) {
    for (const std::string& name : r.graphOps)
      if (name == op) return true;
    return false;
  };
  CHECK(has("SigmoidGrad"));
  CHECK(has("AssignSubVariableOp"));
}

TEST_CASE("sources keep their structure; unconnected sources get None") {
  Run r = run(R"(import tensorflow as tf
a = tf.Variable([1.0, 2.0])
b = tf.Variable(3.0)
c = tf.Variable(4.0)
with tf.GradientTape(persistent=True) as tape:
  y = tf.reduce_sum(a * b)
  z = 2.0 * y
g = tape.gradient(y, {'b': b, 'a': a, 'rest': [c, (a,)]})
print(list(g.keys()), type(g['rest']).__name__, type(g['rest'][1]).__name__)
print(g['a'].numpy(), g['b'].numpy(), g['rest'][0], g['rest'][1][0].numpy())
print(tape.gradient([y, z], [b]))
print(tape.gradient(y, (c,)))
print(tape.gradient(y, a, output_gradients=tf.constant(3.0)).numpy())
)");
  INFO(r.kind << ": " << r.message);
  CHECK(r.ok);
  // d/da sum(a*b) = b, d/db = sum(a); the list target [y, 2y] sums the two gradients.
  CHECK(r.out ==
        "['b', 'a', 'rest'] list tuple\n"
        "[3. 3.] 3.0 None [3. 3.]\n"
        "[<tf.Tensor: shape=(), dtype=float32, numpy=9.0>]\n"
        "(None,)\n"
        "[9. 9.]\n");
}

TEST_CASE("a non-persistent tape computes one set of gradients") {
  Run r = run(R"(import tensorflow as tf
x = tf.Variable(3.0)
with tf.GradientTape() as tape:
  y = x * x
print(tape.gradient(y, x).numpy())
tape.gradient(y, x)
)");
  CHECK_FALSE(r.ok);
  CHECK(r.out == "6.0\n");
  CHECK(r.kind == "RuntimeError");
  CHECK(r.message == kOneShot);
}

TEST_CASE("gradient inside the context: a one-shot tape stops recording, a persistent one warns once") {
  Run r = run(R"(import tensorflow as tf
x = tf.Variable(3.0)
with tf.GradientTape() as tape:
  y = x * x
  print(tape.gradient(y, x).numpy())
  z = x * y
print(tape.watched_variables()[0].name)
with tf.GradientTape(persistent=True) as tape:
  y = x * x
  print(tape.gradient(y, x).numpy())
  print(tape.gradient(y, x).numpy())
)");
  INFO(r.kind << ": " << r.message);
  CHECK(r.ok);
  CHECK(r.out == "6.0\nVariable:0\n6.0\n6.0\n");
  REQUIRE(r.warnings.size() == 1);
  CHECK(r.warnings[0] ==
        "Calling GradientTape.gradient on a persistent tape inside its context is significantly less "
        "efficient than calling it outside the context (it causes the gradient ops to be recorded on the "
        "tape, leading to increased CPU and memory usage). Only call GradientTape.gradient inside the "
        "context if you actually want to trace the gradient in order to compute higher order "
        "derivatives.");
}

TEST_CASE("integer tensors: TensorFlow's watch warning (first five) and a None gradient") {
  Run r = run(R"(import tensorflow as tf
x = tf.constant(10)
for i in range(7):
  with tf.GradientTape() as g:
    g.watch(x)
    y = x * x
  print(g.gradient(y, x))
)");
  INFO(r.kind << ": " << r.message);
  CHECK(r.ok);
  CHECK(count(r.out, "None\n") == 7);
  REQUIRE(r.warnings.size() == 5);
  CHECK(r.warnings[0] == "The dtype of the watched tensor must be floating (e.g. tf.float32), got tf.int32");
}

TEST_CASE("TensorFlow's errors for misuse of the tape") {
  struct Case {
    const char* body;
    const char* kind;
    const char* message;
  };
  const Case cases[] = {
      {"t = tf.GradientTape()\nt.gradient(tf.constant(1.0), [])\n", "RuntimeError", kOneShot},
      {"with tf.GradientTape() as t:\n  with t:\n    pass\n", "ValueError",
       "Tape is still recording, This can happen if you try to re-enter an already-active tape."},
      {"t = tf.GradientTape()\nwith t.stop_recording():\n  pass\n", "RuntimeError",
       "Trying to stop recording a tape which is not recording."},
      {"with tf.GradientTape(persistent=True) as t:\n  pass\nwith t.stop_recording():\n  pass\n", "ValueError",
       "Tape is not recording."},
      {"with tf.GradientTape() as t:\n  pass\nt.gradient(None, [])\n", "TypeError",
       "Argument `target` should be a list or nested structure of Tensors, Variables or "
       "CompositeTensors to be differentiated, but received None."},
      {"with tf.GradientTape() as t:\n  t.watch(3.0)\n", "ValueError",
       "Passed in object 3.0 of type 'float', not tf.Tensor or tf.Variable or ExtensionType."},
      {"with tf.GradientTape() as t:\n  y = tf.constant(1.0)\nt.gradient(y, [], unconnected_gradients='one')\n",
       "ValueError", "Unknown value for unconnected_gradients: 'one'"},
  };
  for (const Case& c : cases) {
    Run r = run(std::string("import tensorflow as tf\n") + c.body);
    INFO(c.body);
    CHECK_FALSE(r.ok);
    CHECK(r.kind == c.kind);
    CHECK(r.message == c.message);
  }
}

TEST_CASE("the tape leaves the context stack on an exception, stop_recording and reset") {
  Run r = run(R"(import tensorflow as tf
x = tf.Variable(2.0)
try:
  with tf.GradientTape(persistent=True) as tape:
    y = x * x
    raise KeyError('boom')
except KeyError:
  pass
z = x * x
print(tape.gradient(y, x).numpy(), tape.gradient(z, x))
with tf.GradientTape(persistent=True) as tape:
  a = x * x
  with tape.stop_recording():
    b = x * x
  tape.reset()
  c = x * x * x
print(tape.gradient(a, x), tape.gradient(b, x), tape.gradient(c, x).numpy())
v = tf.Variable(1.0, trainable=False, name='v')
with tf.GradientTape() as tape:
  y = v * x
print(v.trainable, [w.name for w in tape.watched_variables()], tape.gradient(y, [v, x])[0])
)");
  INFO(r.kind << ": " << r.message);
  CHECK(r.ok);
  // d(x*x)/dx = 2x = 4; z was computed after the tape left; d(x^3)/dx = 3x^2 = 12;
  // a was recorded before reset, b while stopped.
  CHECK(r.out == "4.0 None\nNone None 12.0\nFalse ['Variable:0'] None\n");
}

TEST_CASE("assign, assign_add and assign_sub return the variable unread; read_value=False gives None") {
  Run r = run(R"(import tensorflow as tf
v = tf.Variable(1.0)
u = v.assign_sub(0.25)
print(u.name, u.numpy(), v.numpy(), v.assign(5.0, read_value=False))
v.assign_add(1.0)
print(u.numpy(), v.read_value().numpy())
)");
  INFO(r.kind << ": " << r.message);
  CHECK(r.ok);
  CHECK(r.out == "UnreadVariable 0.75 0.75 None\n6.0 6.0\n");
}

TEST_CASE("stop_recording on an outer tape while an inner tape is innermost") {
  Run r = run(R"(import tensorflow as tf
x = tf.Variable(2.0)
with tf.GradientTape(persistent=True) as g:
  with tf.GradientTape() as gg:
    with g.stop_recording():
      a = x * x
  c = x * x
print(g.gradient(a, x), g.gradient(c, x).numpy(), gg.gradient(a, x).numpy())
)");
  INFO(r.kind << ": " << r.message);
  CHECK(r.ok);
  // d(x*x)/dx = 4 where recorded: gg saw a; g records again once stop_recording ends.
  CHECK(r.out == "None 4.0 4.0\n");
}

TEST_CASE("a tape that recorded eagerly cannot be re-entered inside a trace") {
  Run r = run(R"(import tensorflow as tf
t = tf.GradientTape(persistent=True)
with t:
  pass
@tf.function
def f():
  with t:
    pass
f()
)");
  CHECK_FALSE(r.ok);
  CHECK(r.kind == "RuntimeError");
  CHECK(r.message.find("create a new GradientTape") != std::string::npos);
}

TEST_CASE("jacobian: its sum over the target's axes is the gradient of the sum") {
  Run r = run(R"(import tensorflow as tf
x = tf.reshape(tf.linspace(-1.0, 1.0, 12), [4, 3])
w = tf.Variable(tf.reshape(tf.linspace(0.5, -0.7, 6), [3, 2]))
with tf.GradientTape(persistent=True) as tape:
  y = tf.sigmoid(tf.matmul(x, w))
j = tape.jacobian(y, w)
g = tape.gradient(y, w)
print(j.shape, tf.reduce_max(tf.abs(tf.reduce_sum(j, axis=[0, 1]) - g)).numpy() < 1e-6)
print(tape.jacobian(y, tf.constant(1.0)), tape.jacobian(y, [x], unconnected_gradients='zero')[0].shape)
)");
  INFO(r.kind << ": " << r.message);
  CHECK(r.ok);
  CHECK(r.out == "(4, 2, 3, 2) True\nNone (4, 2, 4, 3)\n");
}

TEST_CASE("a tf.function called under an eager tape is differentiated op by op") {
  Run r = run(R"(import tensorflow as tf
w = tf.Variable(2.0)
@tf.function
def f(x):
  return x * x * w
x = tf.constant(3.0)
with tf.GradientTape(persistent=True) as tape:
  tape.watch(x)
  y = f(x)
print(tape.gradient(y, x).numpy(), tape.gradient(y, w).numpy())
)");
  CHECK(r.ok);
  CHECK(r.out == "12.0 9.0\n");  // d(x*x*w)/dx = 2xw, d/dw = x*x
}

TEST_CASE("AutoGraph stages loops under a tape inside tf.function") {
  Run r = run(R"(import tensorflow as tf
w = tf.Variable(2.0)
@tf.function
def step(x, n):
  with tf.GradientTape() as tape:
    y = w * x
    i = tf.constant(0)
    while i < n:
      i += 1
    loss = y * w
  return loss, tape.gradient(loss, w), i
loss, grad, i = step(tf.constant(3.0), tf.constant(4))
print(loss.numpy(), grad.numpy(), i.numpy())
)");
  CHECK(r.ok);
  CHECK(r.out == "12.0 12.0 4\n");  // loss = x*w*w: d/dw = 2xw
  CHECK(std::count(r.graphOps.begin(), r.graphOps.end(), "While") == 1);
}

TEST_CASE("a gradient flows through a staged if as TensorFlow's cond_v2 gives it") {
  Run r = run(R"(import tensorflow as tf
w = tf.Variable(2.0)
@tf.function
def step(x):
  with tf.GradientTape() as tape:
    if x > 0:
      z = w * x
    else:
      z = w
  return tape.gradient(z, w)
print(step(tf.constant(3.0)).numpy(), step(tf.constant(-1.0)).numpy())
)");
  CHECK(r.ok);
  CHECK(r.out == "3.0 1.0\n");  // the taken branch only: d(w*x)/dw = x, dw/dw = 1
  CHECK(std::count(r.graphOps.begin(), r.graphOps.end(), "If") >= 2);  // the forward If and its gradient
}

TEST_CASE("a gradient flows through a staged while, once per iteration, without printing again") {
  Run r = run(R"(import tensorflow as tf
v = tf.Variable(3.0)
@tf.function
def power(x, n):
  with tf.GradientTape(persistent=True) as tape:
    tape.watch(x)
    y = x
    for i in tf.range(n):
      tf.print("step", i)
      y = y * x * v
  return tape.gradient(y, x), tape.gradient(y, v)
dx, dv = power(tf.constant(2.0), tf.constant(2))
print(dx.numpy(), dv.numpy())
dx, dv = power(tf.constant(2.0), tf.constant(0))
print(dx.numpy(), dv.numpy())
)");
  CHECK(r.ok);
  // y = x^3 v^2: dy/dx = 3 x^2 v^2 = 108, dy/dv = 2 x^3 v = 48; no iteration: y = x.
  CHECK(r.out == "step 0\nstep 1\n108.0 48.0\n1.0 0.0\n");
}

}  // namespace gradient_tape_test
