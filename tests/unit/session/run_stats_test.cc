// The summary event that ends a run: per-function counts from the tf.functions
// themselves (what TensorFlow's experimental_get_tracing_count and cache would
// say), the stream's own counts of errors, warnings and printed chunks.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "session/session.h"

using tl::core::Json;
using tl::core::Options;
using tl::session::Session;

namespace {

// The summary of running `source`, and the trace and call events it emitted.
struct Run {
  Json summary;
  int traceEvents = 0;
  int callEvents = 0;  // the calls they stand for
};

Run runProgram(const std::string& source) {
  Run run;
  Session session(Options{}, [&run](const Json& e) {
    const std::string& type = e.get("type")->asString();
    if (type == "summary") run.summary = e;
    run.traceEvents += type == "trace";
    // A call event may stand for a run of cache hits ("calls": n).
    if (type == "call") run.callEvents += e.get("calls") ? static_cast<int>(e.get("calls")->asNumber()) : 1;
  });
  session.run(source);
  return run;
}

const Json& functionAt(const Run& run, size_t i) {
  const auto& functions = run.summary.get("functions")->items();
  REQUIRE(functions.size() > i);
  return functions[i];
}

int64_t field(const Json& f, const char* name) { return static_cast<int64_t>(f.get(name)->asNumber()); }

}  // namespace

TEST_CASE("a function run eagerly by run_functions_eagerly holds no concrete function") {
  Run run = runProgram(
      "import tensorflow as tf\n"
      "tf.config.run_functions_eagerly(True)\n"
      "@tf.function\n"
      "def f(x):\n"
      "    return x + 1\n"
      "f(tf.constant(1))\n"
      "f(tf.constant(2))\n");
  const Json& f = functionAt(run, 0);
  CHECK(f.get("fn")->asString() == "f");
  CHECK(field(f, "calls") == 2);
  CHECK(field(f, "traces") == 0);
  CHECK(field(f, "concrete_functions") == 0);
  CHECK(field(f, "graph_bytes") == 0);
  CHECK(run.traceEvents == 0);
}

TEST_CASE("traces, calls, warnings and what the cache holds, per tf.function object") {
  Run run = runProgram(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def f(x):\n"
      "    return x * 2\n"
      "for i in range(6):\n"
      "    f(i)\n"  // a Python int per call: six traces, TensorFlow's warning at the fifth and sixth
      "f(tf.constant(1.0))\n"
      "f(tf.constant(2.0))\n"
      "print(f.experimental_get_tracing_count())\n");
  const Json& f = functionAt(run, 0);
  CHECK(field(f, "traces") == 7);
  CHECK(field(f, "traces") == run.traceEvents);
  CHECK(field(f, "calls") == 8);
  CHECK(field(f, "calls") == run.callEvents);
  CHECK(field(f, "warnings") == 2);  // FREQUENT_TRACING_WARNING_MAX_WARNING_PER_DETECTOR
  CHECK(field(f, "concrete_functions") == 7);
  CHECK(field(f, "graph_bytes") > 0);
  CHECK(field(run.summary, "warnings") == 2);
  CHECK(field(run.summary, "stdout_events") == 1);
}

TEST_CASE("two tf.function objects of one name are counted apart") {
  Run run = runProgram(
      "import tensorflow as tf\n"
      "def double(x):\n"
      "    return x * 2\n"
      "for i in range(3):\n"
      "    tf.function(double)(tf.constant(1))\n");  // a new object, a new cache, each time
  REQUIRE(run.summary.get("functions")->items().size() == 3);
  for (size_t i = 0; i < 3; ++i) {
    const Json& f = functionAt(run, i);
    CHECK(f.get("fn")->asString() == "double");
    CHECK(field(f, "object") == static_cast<int64_t>(i));
    CHECK(field(f, "traces") == 1);
    CHECK(field(f, "calls") == 1);
  }
}

TEST_CASE("a run without tf.function reports its errors and an empty list of functions") {
  Run run = runProgram("print('a')\nwarn = 1 / 0\n");
  CHECK(run.summary.get("functions")->items().empty());
  CHECK(field(run.summary, "errors") == 1);
  CHECK_FALSE(run.summary.get("ok")->asBool());
}
