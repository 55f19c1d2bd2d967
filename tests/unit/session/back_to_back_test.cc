// Many Sessions, one after another, in one process (the page makes a new Session
// for every Run in one WASM instance): each program's event stream must be the
// one a fresh process gives it, whatever ran before, including runs cut short
// by a limit. Natively the fresh-process stream comes from a forked child.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "session/session.h"

#if !defined(__EMSCRIPTEN__)
#include <sys/wait.h>
#include <unistd.h>
#endif

using tl::core::Json;
using tl::core::Options;
using tl::session::Session;

namespace {

// Programs that touch every kind of per-run state: classes made on first use,
// seeded and unseeded random streams, traces and concrete-function ids, the
// memory account, pandas options, the tape, and runs that end in limits.
const std::vector<std::string> kPrograms = {
    "import tensorflow as tf\nopt = tf.keras.optimizers.SGD(0.1)\nprint(type(opt).__name__, type(opt).__module__)\n"
    "print(type(tf.keras.losses.MeanSquaredError()).__name__)\n",
    "import tensorflow as tf\ntf.random.set_seed(3)\nprint(tf.random.uniform([3]).numpy())\n"
    "print(tf.random.uniform([2], seed=7).numpy())\n",
    "import tensorflow as tf\nprint(tf.random.uniform([2], seed=5).numpy())\n",
    "import tensorflow as tf\n@tf.function\ndef f(x):\n    return x * 2\n"
    "for i in range(7):\n    f(tf.constant([1.0] * (i + 1)))\nprint(f.experimental_get_tracing_count())\n",
    "import numpy as np\nnp.random.seed(1)\nprint(np.random.rand(3))\nprint(np.zeros((2, 2)))\n",
    "import tensorflow as tf\nx = tf.Variable(3.0)\nwith tf.GradientTape() as tape:\n    y = x * x\n"
    "print(tape.gradient(y, x))\n",
    "import pandas as pd\npd.options.display.max_rows = 4\nprint(pd.Series([0.5 * i for i in range(9)]))\n",
    "def f(n):\n    return f(n + 1)\nf(0)\n",
    "import tensorflow as tf\nx = tf.zeros([100000, 100000])\n",
    "items = [1]\nitems.append(items)\nprint(items, {'a': {}})\n",
    "import tensorflow as tf\n@tf.function\ndef g(x):\n    tf.print(x)\n    return x + 1\n"
    "print(g(tf.constant(1)))\nprint(g(2), g(3))\n",
};

bool timesTheRun(const std::string& key) { return key == "us" || key == "trace_us" || key == "hit_us"; }

// An event (or a summary's function entry) without the fields that time the run.
Json untimed(const Json& e) {
  Json kept = Json::object();
  for (const auto& [key, value] : e.fields()) {
    if (timesTheRun(key)) continue;
    if (key != "functions") {
      kept.set(key, value);
      continue;
    }
    Json entries = Json::array();
    for (const Json& entry : value.items()) entries.push(untimed(entry));
    kept.set(key, entries);
  }
  return kept;
}

// The stream as text, without the fields that time the run.
std::string streamText(const std::vector<Json>& events) {
  std::string out;
  for (const Json& e : events) out += untimed(e).dump() + "\n";
  return out;
}

std::string runInNewSession(const std::string& source) {
  Options options;
  options.maxSteps = 2'000'000;
  std::vector<Json> events;
  Session session(options, [&events](const Json& e) { events.push_back(e); });
  session.run(source, "main.py");
  return streamText(events);
}

#if !defined(__EMSCRIPTEN__)
// The stream of `source` run by a child process that has run nothing else.
std::string runInFreshProcess(const std::string& source) {
  int fds[2];
  REQUIRE(pipe(fds) == 0);
  const pid_t child = fork();
  REQUIRE(child >= 0);
  if (child == 0) {
    close(fds[0]);
    const std::string text = runInNewSession(source);
    size_t written = 0;
    while (written < text.size()) {
      const ssize_t n = write(fds[1], text.data() + written, text.size() - written);
      if (n <= 0) break;
      written += static_cast<size_t>(n);
    }
    _exit(0);
  }
  close(fds[1]);
  std::string text;
  char buffer[4096];
  for (ssize_t n; (n = read(fds[0], buffer, sizeof buffer)) > 0;) text.append(buffer, static_cast<size_t>(n));
  close(fds[0]);
  int status = 0;
  waitpid(child, &status, 0);
  CHECK(WIFEXITED(status));
  return text;
}
#endif

}  // namespace

TEST_CASE("programs run back to back in new Sessions give the stream of their first run") {
  std::vector<std::string> first;
  for (const std::string& source : kPrograms) first.push_back(runInNewSession(source));
  for (int round = 0; round < 3; ++round) {
    // Reverse order on odd rounds, so every program follows a different one.
    for (size_t k = 0; k < kPrograms.size(); ++k) {
      const size_t i = round % 2 ? kPrograms.size() - 1 - k : k;
      CAPTURE(kPrograms[i]);
      CHECK(runInNewSession(kPrograms[i]) == first[i]);
    }
  }
}

#if !defined(__EMSCRIPTEN__)
TEST_CASE("each program's stream in a used process is a fresh process's") {
  for (const std::string& source : kPrograms) runInNewSession(source);  // use the process first
  for (const std::string& source : kPrograms) {
    CAPTURE(source);
    CHECK(runInNewSession(source) == runInFreshProcess(source));
  }
}
#endif

TEST_CASE("one Session running many programs gives each its first-run stream") {
  Options options;
  options.maxSteps = 2'000'000;
  std::vector<Json> events;
  Session session(options, [&events](const Json& e) { events.push_back(e); });
  for (int round = 0; round < 2; ++round) {
    for (const std::string& source : kPrograms) {
      CAPTURE(source);
      events.clear();
      session.run(source, "main.py");
      CHECK(streamText(events) == runInNewSession(source));
    }
  }
}
