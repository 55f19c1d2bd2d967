// The event stream's events (ARCHITECTURE.md, "The event stream"), each built
// here and only here: a type's fields are named once, in kinds(), and the
// typed builders below fill them in that order.
//
//   sink.emit(events::warning(text, fn));
//   sink.emit(events::call({.fn = "f", .call = 3, .concrete = 1, .us = 4.2}));
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/event_sink.h"
#include "core/json.h"

namespace tl::core::events {

// An event type and its fields in the order they are emitted; a field whose
// name ends in '?' is left out when it has nothing to say.
struct Kind {
  const char* type;
  std::vector<const char*> fields;
};
const std::vector<Kind>& kinds();

// Output: print (phase "eager", "trace" or "run"; fn the function being traced
// or run; line the program's line that printed, 0 when unknown, as for
// tf.print; table, for print() of one DataFrame or Series, its text as a
// notebook's table holds it, every column up to 20 unwrapped; "" for none)
// and what goes to stderr (sys.stderr, SystemExit's message).
Json stdoutText(const std::string& text, const std::string& phase, const std::string& fn, int line = 0,
                const std::string& table = "");
Json stderrText(const std::string& text);
// TensorFlow's wording where TensorFlow has one; `logger` "tracelab" marks the
// engine's own notes (a data file it stands in for).
Json warning(const std::string& text, const std::string& fn, const std::string& logger = "");

struct Trace {
  std::string fn;
  int64_t call = 0;      // 1-based call number of that function object
  int64_t concrete = 0;  // the concrete function's id
  std::string signature, reason, hint;
  Json cause, remedy;  // reason and hint as messages: {id, args}
  CallSite site;       // the program's line that made the call
  double traceUs = 0;
  int64_t nodes = 0, nodesOptimized = 0, graphBytes = 0;
  int64_t object = 0;  // which tf.function object (its summary entry)
};
Json trace(const Trace& t);

struct Call {
  std::string_view fn;  // the tracker's name (a call is made often: no copy)
  int64_t call = 0;
  int64_t concrete = 0;  // 0 when run eagerly
  bool traced = false;
  bool eager = false;  // run_functions_eagerly
  double us = 0;       // per call
  int64_t calls = 1;   // one event may stand for many cache hits
  int64_t object = 0;
};
// `spread` (Null for one call): [[us, calls], ...] ascending, the calls'
// times in buckets (session/call_runs.h).
Json call(const Call& c, Json spread = Json());

// `dumps` (Null unless Options::dumpGraphs): [{stage, graph}], the printed graph
// after tracing and after each pass.
Json graph(const std::string& fn, int64_t concrete, const std::string& signature, Json traced, Json optimized,
           Json passes, Json dumps = Json());
// One Python line run while tracing (the page's stepper): where it is, the
// function it is in (`scope`), the graph nodes made since the step before
// ({name, op, in?: the path of node names and body attrs of a nested body}),
// the symbolic tensors bound on it ({name, repr}, as str() prints them), the
// frame's locals of simple kinds after it ({name, repr}) and what it printed.
struct TraceStep {
  int64_t line = 0, col = 0, endCol = 0;
  std::string scope;
  Json nodes = Json::array(), values = Json::array(), locals = Json::array();
  std::string printed;
};
Json traceStep(const TraceStep& s);
// The steps of one trace, after its trace and graph events; `lines` is how many
// lines the trace ran, `truncated` says why fewer steps were recorded (empty: all).
Json traceSteps(const std::string& fn, int64_t call, int64_t concrete, Json steps, int64_t lines,
                const std::string& truncated);
Json plot(int64_t figure, double width, double height, const std::string& suptitle, bool tight, Json axes);
Json progress(const std::string& label, int64_t done, int64_t total);
// `traceback`: the whole text CPython 3.11 would print to stderr.
Json error(const std::string& kind, const std::string& message, int64_t line, int64_t col,
           const std::string& traceback);
Json exit(int64_t code);

// One tf.function object's counts in the summary (function::FunctionStats).
struct FunctionCounts {
  std::string fn;
  int64_t object = 0, calls = 0, traces = 0, warnings = 0;
  int64_t tracingCount = 0, concreteFunctions = 0, graphBytes = 0;
  double traceUs = 0, hitUs = 0;  // time spent tracing, and in cache-hit calls
  int64_t hits = 0;
  Json verdict, fix;  // messages {id, args}; Null when there is nothing to say
};
Json functionCounts(const FunctionCounts& f);
// The last event of every run; `functions` holds functionCounts entries.
Json summary(bool ok, Json functions, int64_t warnings, int64_t errors, int64_t stdoutEvents, int64_t us);

}  // namespace tl::core::events
