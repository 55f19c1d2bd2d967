#include <doctest/doctest.h>

#include <memory>
#include <vector>

#include "core/errors.h"
#include "function/call_tracker.h"

using namespace tl::function;
using tl::core::Json;

namespace {

struct CollectingSink : tl::core::EventSink {
  std::vector<Json> events;
  void emit(const Json& event) override { events.push_back(event); }
  int count(const std::string& type) const {
    int n = 0;
    for (const auto& e : events) n += e.get("type")->asString() == type;
    return n;
  }
};

FunctionType literal(int64_t v) {
  return FunctionType({{"x", ParameterKind::PositionalOrKeyword, TraceType::integer(v)}});
}

// One eager call through the tracker, tracing on a miss as a tf.function would.
void call(CallTracker& tracker, FunctionRegistry& registry, const FunctionType& request, CollectingSink& sink) {
  auto lookup = tracker.lookup(request);
  size_t entry = lookup.hit ? *lookup.hit : 0;
  if (!lookup.hit) {
    TraceInfo info{registry.nextConcreteId()};
    entry = tracker.addTrace(lookup.traceType, info, lookup.why, tracker.nextCallNumber(), sink);
  }
  tracker.recordCall(!lookup.hit, entry, 1.0, sink);
}

}  // namespace

TEST_CASE("re-creating a tf.function around the same def shares one detector") {
  FunctionRegistry registry;
  CollectingSink sink;
  std::vector<CallTracker> trackers;
  for (int i = 0; i < 5; ++i) {
    trackers.emplace_back(registry, "f", "<function f at 0x1>", 42, FunctionOptions{});
    call(trackers.back(), registry, literal(1), sink);
  }
  CHECK(sink.count("warning") == 1);
  CHECK(sink.count("trace") == 5);
  // From the second object on, the reason says the tf.function object is new.
  CHECK(sink.events[0].get("reason")->asString().rfind("first call", 0) == 0);
  CHECK(sink.events[2].get("reason")->asString().find("new tf.function object") != std::string::npos);
}

TEST_CASE("hits and traces produce call events with the concrete function used") {
  FunctionRegistry registry;
  CollectingSink sink;
  CallTracker tracker(registry, "f", "<function f at 0x1>", 1, FunctionOptions{});
  call(tracker, registry, literal(1), sink);
  call(tracker, registry, literal(1), sink);
  call(tracker, registry, literal(2), sink);
  CHECK(tracker.tracingCount() == 2);
  std::vector<bool> traced;
  for (const auto& e : sink.events) {
    if (e.get("type")->asString() == "call") traced.push_back(e.get("traced")->asBool());
  }
  CHECK(traced == std::vector<bool>{true, false, true});
  Json functions = registry.functionsSummary();
  const Json& stats = functions.items()[0];
  CHECK(stats.get("calls")->asNumber() == 3);
  CHECK(stats.get("traces")->asNumber() == 2);
  CHECK(stats.get("concrete_functions")->asNumber() == 2);
}

TEST_CASE("the traces cached by a program's tf.functions are bounded by the graph limit") {
  FunctionRegistry registry;
  registry.setGraphLimit(1000);
  CollectingSink sink;
  auto trace = [&](CallTracker& tracker, int64_t value) {
    auto lookup = tracker.lookup(literal(value));
    TraceInfo info{registry.nextConcreteId(), 0, 1, 1, 400};
    tracker.addTrace(lookup.traceType, info, lookup.why, tracker.nextCallNumber(), sink);
  };
  auto first = std::make_unique<CallTracker>(registry, "f", "<function f at 0x1>", 1, FunctionOptions{});
  trace(*first, 1);
  trace(*first, 2);
  CHECK(registry.graphMemory()->held == 800);
  try {
    trace(*first, 3);
    FAIL("a third trace of 400 bytes passed a 1000-byte limit");
  } catch (const tl::core::TfError& e) {
    CHECK(e.kind() == "ResourceExhaustedError");
    CHECK(std::string(e.what()).find("OOM when caching trace 3 of f") == 0);
  }
  CHECK(first->tracingCount() == 2);  // the refused trace is not cached
  CallTracker second(registry, "g", "<function g at 0x2>", 2, FunctionOptions{});
  CHECK_THROWS_AS(trace(second, 1), tl::core::TfError);
  first.reset();  // a tf.function that goes away gives its traces' bytes back
  CHECK(registry.graphMemory()->held == 0);
  trace(second, 1);
  second.clearCache();
  CHECK(registry.graphMemory()->held == 0);
}

TEST_CASE("retired traces still count as traced but serve no call and hold no bytes") {
  FunctionRegistry registry;
  registry.setGraphLimit(1 << 20);
  CollectingSink sink;
  CallTracker tracker(registry, "f", "<function f at 0x1>", 1, FunctionOptions{});
  auto lookup = tracker.lookup(literal(1));
  TraceInfo info{registry.nextConcreteId(), 0, 1, 1, 400};
  tracker.addTrace(lookup.traceType, info, lookup.why, tracker.nextCallNumber(), sink);
  CHECK(tracker.lookup(literal(1)).hit.has_value());
  tracker.retireTraces();
  CHECK(tracker.tracingCount() == 1);
  CHECK_FALSE(tracker.lookup(literal(1)).hit.has_value());
  CHECK(registry.graphMemory()->held == 0);
  call(tracker, registry, literal(1), sink);
  CHECK(tracker.tracingCount() == 2);
}
