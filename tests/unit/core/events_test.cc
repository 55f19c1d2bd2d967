// Each event builder emits exactly the fields core/events.cc declares for its
// type, in that order, and leaves an optional field out when it has nothing to say.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/events.h"

using tl::core::Json;
namespace events = tl::core::events;

namespace {

std::vector<std::string> declared(const std::string& type, bool withOptional) {
  for (const events::Kind& k : events::kinds()) {
    if (type != k.type) continue;
    std::vector<std::string> out;
    for (std::string f : k.fields) {
      const bool optional = f.back() == '?';
      if (optional) f.pop_back();
      if (!optional || withOptional) out.push_back(f);
    }
    return out;
  }
  FAIL("no kind " << type);
  return {};
}

std::vector<std::string> emitted(const Json& event) {
  std::vector<std::string> out;
  for (const auto& [name, value] : event.fields())
    if (name != "type") out.push_back(name);
  return out;
}

}  // namespace

TEST_CASE("builders emit their type's declared fields in order") {
  CHECK(emitted(events::stdoutText("a\n", "eager", "")) == declared("stdout", false));
  CHECK(emitted(events::stderrText("b")) == declared("stderr", false));
  events::Trace trace;
  trace.fn = "f";
  trace.cause = Json::object();
  CHECK(emitted(events::trace(trace)) == declared("trace", false));
  trace.site.line = 3;
  CHECK(emitted(events::trace(trace)) == declared("trace", true));
  CHECK(emitted(events::graph("f", 1, "sig", Json::object(), Json::object(), Json::array())) ==
        declared("graph", false));
  CHECK(emitted(events::progress("fit", 1, 2)) == declared("progress", false));
  CHECK(emitted(events::error("NameError", "m", 1, 2, "tb")) == declared("error", false));
  CHECK(emitted(events::exit(3)) == declared("exit", false));
  CHECK(emitted(events::summary(true, Json::array(), 0, 0, 0, 5)) == declared("summary", false));
  events::FunctionCounts counts;
  counts.fn = "f";
  CHECK(emitted(events::functionCounts(counts)) == declared("summary.functions[]", false));
  counts.verdict = Json::object();
  counts.fix = Json::object();
  CHECK(emitted(events::functionCounts(counts)) == declared("summary.functions[]", true));
  CHECK(events::stdoutText("x", "run", "f").get("type")->asString() == "stdout");
  CHECK(events::functionCounts(counts).get("type") == nullptr);
}

TEST_CASE("optional fields appear only when they say something") {
  CHECK(emitted(events::warning("w", "f")) == declared("warning", false));
  CHECK(emitted(events::warning("w", "", "tracelab")) == declared("warning", true));
  events::Call hit{"f", 2, 1};
  CHECK(emitted(events::call(hit)) == declared("call", false));
  events::Call many{"f", 10, 1, false, true, 3.0, 8};
  const Json spread = Json::array().push(Json::array().push(3.0).push(8));
  CHECK(emitted(events::call(many, spread)) == declared("call", true));
  CHECK(events::call(many).get("calls")->asNumber() == 8);
  CHECK(emitted(events::plot(1, 640, 480, "", false, Json::array())) == declared("plot", false));
  CHECK(emitted(events::plot(1, 640, 480, "title", true, Json::array())) == declared("plot", true));
}
