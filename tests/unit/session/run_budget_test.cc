// A run's budget: loops inside native builtins charge the step limit as the
// interpreter's own statements do, and the wall-clock limit stops what steps
// do not. Each run ends with ExecutionLimitError and the session stays usable.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "session/session.h"

using tl::core::Json;
using tl::core::Options;
using tl::session::Session;

namespace {

// The kind and message of the run's error event ("" when it ended without one).
std::string errorOf(Session& session, const std::vector<Json>& events, const std::string& source) {
  session.run(source);
  for (const Json& e : events)
    if (e.get("type")->asString() == "error") return e.get("kind")->asString() + ": " + e.get("message")->asString();
  return "";
}

}  // namespace

TEST_CASE("loops inside builtins count against the step limit") {
  Options options;
  options.maxSteps = 100'000;
  std::vector<Json> events;
  Session session(options, [&events](const Json& e) { events.push_back(e); });
  const std::string limit = "ExecutionLimitError: program exceeded 100000 steps";
  for (const char* source : {
           "print(sum(range(10**13)))\n",
           "print(all(range(1, 10**15)))\n",
           "print(any(x < 0 for x in range(10**15)))\n",
           "import itertools\nprint(max(itertools.count()))\n",
           "print(len(list(map(abs, range(10**12)))))\n",
           "while True:\n    x = [0] * 1000\n",
           "while True:\n    s = 'x' * 100000\n",
           "import tensorflow as tf\nimport numpy as np\n"
           "model = tf.keras.Sequential([tf.keras.layers.Dense(1, input_shape=(1,))])\n"
           "model.compile(optimizer='sgd', loss='mse')\n"
           "model.fit(np.ones((4, 1)), np.ones((4, 1)), epochs=10**9, verbose=0)\n",
       }) {
    CAPTURE(source);
    events.clear();
    CHECK(errorOf(session, events, source) == limit);
  }
  events.clear();
  CHECK(errorOf(session, events, "print(sum(range(1000)))\n").empty());
}

TEST_CASE("the time limit stops a run the step limit would let go on") {
  Options options;
  options.maxSteps = INT64_MAX;
  options.maxSeconds = 0.2;
  std::vector<Json> events;
  Session session(options, [&events](const Json& e) { events.push_back(e); });
  CHECK(errorOf(session, events, "while True:\n    pass\n") ==
        "ExecutionLimitError: program ran longer than its time limit of 0.2 seconds");
  events.clear();
  CHECK(errorOf(session, events, "print(sum(range(10**15)))\n") ==
        "ExecutionLimitError: program ran longer than its time limit of 0.2 seconds");
  events.clear();
  CHECK(errorOf(session, events, "print('again')\n").empty());
}
