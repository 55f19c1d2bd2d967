// A run of cache hits of one concrete function leaves the session as one call
// event with the calls' times in buckets; anything else between calls keeps
// them apart, so the stream's order is still the program's.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/events.h"
#include "session/call_runs.h"
#include "session/session.h"

using tl::core::Json;
using tl::core::Options;
using tl::core::events::Call;
using tl::session::CallRuns;
using tl::session::Session;

namespace {

Call hit(int64_t number, double us, int64_t object = 0, int64_t concrete = 1) {
  Call call{"f", number, concrete};
  call.us = us;
  call.object = object;
  return call;
}

double number(const Json& event, const char* field) { return event.get(field)->asNumber(); }

std::vector<Json> eventsOf(const std::string& source) {
  std::vector<Json> events;
  Session session(Options{}, [&events](const Json& e) { events.push_back(e); });
  session.run(source, "main.py");
  return events;
}

std::string typeOf(const Json& e) { return e.get("type")->asString(); }

}  // namespace

TEST_CASE("a run of cache hits is one event: last call number, mean time, the times in buckets") {
  CallRuns runs;
  CHECK(runs.empty());
  CHECK_FALSE(runs.joins(hit(1, 2.0)));
  runs.start(hit(2, 2.0));
  for (int64_t n = 3; n <= 100; ++n) {
    REQUIRE(runs.joins(hit(n, n == 100 ? 50.0 : 2.0)));
    runs.join(hit(n, n == 100 ? 50.0 : 2.0));
  }
  Json event = runs.take();
  CHECK(runs.empty());
  CHECK(number(event, "call") == 100);
  CHECK(number(event, "calls") == 99);
  CHECK(number(event, "us") == doctest::Approx((98 * 2.0 + 50.0) / 99));
  const Json& spread = *event.get("spread");
  REQUIRE(spread.items().size() == 2);
  CHECK(spread.items().at(0).items().at(1).asNumber() == 98);
  CHECK(spread.items().at(1).items().at(1).asNumber() == 1);
  CHECK(spread.items().at(0).items().at(0).asNumber() == doctest::Approx(2.0).epsilon(0.0625));
  CHECK(spread.items().at(1).items().at(0).asNumber() == doctest::Approx(50.0).epsilon(0.0625));
}

TEST_CASE("each time's bucket middle is within 6.25% of it, in ascending order") {
  for (double us = 0.003; us < 5e6; us *= 1.37) {
    CallRuns runs;
    runs.start(hit(1, us));
    runs.join(hit(2, us));
    Json event = runs.take();
    CHECK(event.get("spread")->items().at(0).items().at(0).asNumber() == doctest::Approx(us).epsilon(0.0625));
  }
  CallRuns runs;
  runs.start(hit(1, 9.0));
  for (double us : {0.0, 1.0, 3.0, 1e4}) runs.join(hit(2, us));
  const Json spread = *runs.take().get("spread");
  REQUIRE(spread.items().size() == 5);
  CHECK(spread.items().at(0).items().at(0).asNumber() == 0);  // a time the clock measured as 0
  for (size_t i = 1; i < spread.items().size(); ++i)
    CHECK(spread.items().at(i - 1).items().at(0).asNumber() < spread.items().at(i).items().at(0).asNumber());
}

TEST_CASE("a run of one call is that call's own event, and what differs does not join") {
  CallRuns runs;
  runs.start(hit(1, 3.0));
  Json alone = runs.take();
  CHECK(alone.get("calls") == nullptr);
  CHECK(alone.get("spread") == nullptr);
  CHECK(number(alone, "us") == 3.0);
  runs.start(hit(1, 3.0));
  CHECK_FALSE(runs.joins(hit(2, 3.0, /*object=*/1)));
  CHECK_FALSE(runs.joins(hit(2, 3.0, 0, /*concrete=*/2)));
  Call traced = hit(2, 3.0);
  traced.traced = true;
  CHECK_FALSE(runs.joins(traced));
  Call eager = hit(2, 3.0, 0, 0);
  eager.eager = true;
  CHECK_FALSE(runs.joins(eager));
}

TEST_CASE("the session joins a loop's cache hits and keeps what happens between calls in order") {
  std::vector<Json> events = eventsOf(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def f(x):\n"
      "    return x + 1\n"
      "for i in range(500):\n"
      "    f(tf.constant(1.0))\n"
      "for i in range(3):\n"
      "    f(tf.constant(1.0))\n"
      "    print(i)\n");
  std::vector<std::string> kinds;
  int64_t counted = 0, lastCall = 0;
  for (const Json& e : events) {
    kinds.push_back(typeOf(e));
    if (typeOf(e) != "call") continue;
    const int64_t calls = e.get("calls") ? static_cast<int64_t>(number(e, "calls")) : 1;
    CHECK(number(e, "call") - calls == lastCall);  // call numbers run on
    lastCall = static_cast<int64_t>(number(e, "call"));
    counted += calls;
  }
  CHECK(counted == 503);
  // The traced call, then 499 hits of the first loop and the second loop's first
  // call before its print, then a call and a print twice more.
  const std::vector<std::string> expected = {"trace", "graph",  "call", "call",   "stdout",
                                             "call",  "stdout", "call", "stdout", "summary"};
  REQUIRE(kinds == expected);
  CHECK(number(events[3], "calls") == 500);
}

TEST_CASE("a run of cache hits under way is handed on before an error ends the program") {
  std::vector<Json> events = eventsOf(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def f(x):\n"
      "    return x + 1\n"
      "for i in range(10):\n"
      "    f(tf.constant(1.0))\n"
      "1 / 0\n");
  REQUIRE(events.size() == 6);  // trace, graph, the traced call, the hits, the error, the summary
  CHECK(typeOf(events[3]) == "call");
  CHECK(number(events[3], "calls") == 9);
  CHECK(typeOf(events[4]) == "error");
}
