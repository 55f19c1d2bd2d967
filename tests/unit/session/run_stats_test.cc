// RunStats folds the trace/call/warning events it is fed into per-function
// counts; the expected numbers are counted from the fed events themselves.
#include <doctest/doctest.h>

#include "session/run_stats.h"

using tl::core::Json;
using tl::session::RunStats;

namespace {

Json event(const char* type, const char* fn, const char* concrete = nullptr, int bytes = 0) {
  Json e = Json::object();
  e.set("type", type);
  e.set("fn", fn);
  if (concrete) e.set("concrete", concrete);
  if (bytes) e.set("graph_bytes", bytes);
  return e;
}

const Json& functionNamed(const Json& summary, const std::string& fn) {
  for (const auto& f : summary.get("functions")->items()) {
    if (f.get("fn")->asString() == fn) return f;
  }
  FAIL("no stats for " << fn);
  return summary;
}

}  // namespace

TEST_CASE("per-function stats count traces, calls, warnings and distinct concrete functions") {
  RunStats stats;
  stats.record(event("trace", "f", "f_0", 100));
  stats.record(event("call", "f", "f_0"));
  stats.record(event("call", "f", "f_0"));
  stats.record(event("trace", "f", "f_1", 50));
  stats.record(event("call", "f", "f_1"));
  stats.record(event("warning", "f"));
  stats.record(event("trace", "g", "g_0", 10));
  stats.record(event("call", "g", "g_0"));
  stats.record(event("stdout", ""));
  Json summary = stats.summary(true, 5);
  CHECK(summary.get("type")->asString() == "summary");
  REQUIRE(summary.get("functions")->items().size() == 2);
  CHECK(summary.get("functions")->items()[0].get("fn")->asString() == "f");
  const Json& f = functionNamed(summary, "f");
  CHECK(f.get("traces")->asNumber() == 2);
  CHECK(f.get("calls")->asNumber() == 3);
  CHECK(f.get("warnings")->asNumber() == 1);
  CHECK(f.get("concrete_functions")->asNumber() == 2);
  CHECK(f.get("graph_bytes")->asNumber() == 150);
  const Json& g = functionNamed(summary, "g");
  CHECK(g.get("calls")->asNumber() == 1);
  CHECK(summary.get("warnings")->asNumber() == 1);
  CHECK(summary.get("stdout_events")->asNumber() == 1);
}

TEST_CASE("a warning without a function counts only in the total") {
  RunStats stats;
  stats.record(event("warning", ""));
  stats.record(event("error", ""));
  Json summary = stats.summary(false, 0);
  CHECK(summary.get("functions")->items().empty());
  CHECK(summary.get("warnings")->asNumber() == 1);
  CHECK(summary.get("errors")->asNumber() == 1);
  CHECK_FALSE(summary.get("ok")->asBool());
}
