// Session: the event stream a host sees for whole programs. Expected stdout and
// error classes are what CPython prints for the same programs.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "session/session.h"

using tl::core::Json;
using tl::core::Options;
using tl::session::Session;

namespace {

struct Recorded {
  std::vector<Json> events;
  std::string type(size_t i) const { return events.at(i).get("type")->asString(); }
  std::string stdoutText() const {
    std::string out;
    for (const auto& e : events) {
      if (e.get("type")->asString() == "stdout") out += e.get("text")->asString();
    }
    return out;
  }
  const Json* first(const std::string& type) const {
    for (const auto& e : events) {
      if (e.get("type")->asString() == type) return &e;
    }
    return nullptr;
  }
};


}  // namespace

TEST_CASE("a program's prints arrive in order and one summary ends the run") {
  Recorded recorded;
  Session session(Options{}, [&recorded](const Json& e) { recorded.events.push_back(e); });
  CHECK(session.run("print(\"hello\")\nprint(42)\n"));
  CHECK(recorded.stdoutText() == "hello\n42\n");
  REQUIRE(!recorded.events.empty());
  CHECK(recorded.type(recorded.events.size() - 1) == "summary");
  int summaries = 0;
  for (const auto& e : recorded.events) summaries += e.get("type")->asString() == "summary";
  CHECK(summaries == 1);
  const Json& summary = recorded.events.back();
  CHECK(summary.get("ok")->asBool());
  CHECK(summary.get("errors")->asNumber() == 0);
  CHECK(summary.get("functions")->kind() == Json::Kind::Array);
}

TEST_CASE("an uncaught NameError is an error event and the run reports failure") {
  Recorded recorded;
  Session session(Options{}, [&recorded](const Json& e) { recorded.events.push_back(e); });
  CHECK_FALSE(session.run("print(\"before\")\nundefined_name\n"));
  CHECK(recorded.stdoutText() == "before\n");
  const Json* error = recorded.first("error");
  REQUIRE(error != nullptr);
  CHECK(error->get("kind")->asString() == "NameError");
  CHECK(error->get("line")->asNumber() == 2);
  CHECK(error->get("traceback")->asString().find("Traceback (most recent call last):") == 0);
  CHECK_FALSE(recorded.events.back().get("ok")->asBool());
  CHECK(recorded.events.back().get("errors")->asNumber() == 1);
}

TEST_CASE("each run starts with fresh globals") {
  Recorded recorded;
  Session session(Options{}, [&recorded](const Json& e) { recorded.events.push_back(e); });
  CHECK(session.run("x = 1\n"));
  recorded.events.clear();
  CHECK_FALSE(session.run("print(x)\n"));
  const Json* error = recorded.first("error");
  REQUIRE(error != nullptr);
  CHECK(error->get("kind")->asString() == "NameError");
}

TEST_CASE("the step limit ends an endless loop and the session stays usable") {
  Recorded recorded;
  Options options;
  options.maxSteps = 10'000;
  Session session(options, [&recorded](const Json& e) { recorded.events.push_back(e); });
  CHECK_FALSE(session.run("while True:\n    pass\n"));
  CHECK(recorded.first("error") != nullptr);
  recorded.events.clear();
  CHECK(session.run("print(\"again\")\n"));
  CHECK(recorded.stdoutText() == "again\n");
}

TEST_CASE("cancel requested from the listener stops the running program") {
  Recorded recorded;
  Session* self = nullptr;
  Session session(Options{}, [&](const Json& e) {
    recorded.events.push_back(e);
    if (e.get("type")->asString() == "stdout") self->requestCancel();
  });
  self = &session;
  CHECK_FALSE(session.run("print(\"start\")\nwhile True:\n    pass\n"));
  CHECK(recorded.stdoutText() == "start\n");
  CHECK(recorded.first("error") != nullptr);
}

TEST_CASE("a function retraced at every call stops at the graph limit with an error that says why") {
  Recorded recorded;
  Options options;
  options.maxGraphBytes = 200'000;
  Session session(options, [&recorded](const Json& e) { recorded.events.push_back(e); });
  const char* program =
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def scaled(step):\n"
      "    return tf.ones([100, 100]) * step\n"
      "done = 0\n"
      "try:\n"
      "    for step in range(1000):\n"
      "        scaled(step)\n"
      "        done += 1\n"
      "except tf.errors.ResourceExhaustedError as e:\n"
      "    print(done, scaled.experimental_get_tracing_count())\n"
      "    print(str(e).split(':')[0])\n"
      "print(scaled(0).shape)\n";
  CHECK(session.run(program));
  const std::string out = recorded.stdoutText();
  const size_t space = out.find(' ');
  REQUIRE(space != std::string::npos);
  const int done = std::stoi(out.substr(0, space));
  CHECK(done > 1);
  CHECK(done < 1000);
  CHECK(out.find(std::to_string(done) + " " + std::to_string(done) + "\n") == 0);  // the refused trace is not kept
  CHECK(out.find("OOM when caching trace " + std::to_string(done + 1) + " of scaled") != std::string::npos);
  CHECK(out.find("(100, 100)\n") != std::string::npos);  // a cached trace still runs
}
