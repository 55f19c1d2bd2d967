#include "core/events.h"

#include <cstring>
#include <stdexcept>

namespace tl::core {

void EventSink::callMade(const events::Call& call) { emit(events::call(call)); }

}  // namespace tl::core

namespace tl::core::events {

const std::vector<Kind>& kinds() {
  static const std::vector<Kind> table = {
      {"stdout", {"text", "phase", "fn", "line?", "table?"}},
      {"stderr", {"text"}},
      {"warning", {"text", "fn", "logger?"}},
      {"trace",
       {"fn", "call", "concrete", "signature", "reason", "hint", "cause", "remedy", "site?", "trace_us", "nodes",
        "nodes_optimized", "graph_bytes", "object"}},
      {"call", {"fn", "call", "concrete", "traced", "eager?", "us", "calls?", "spread?", "object"}},
      {"graph", {"fn", "concrete", "signature", "graph", "optimized", "passes", "dumps?"}},
      {"trace_steps", {"fn", "call", "concrete", "steps", "lines", "truncated?"}},
      {"trace_steps.steps[]", {"line", "col", "end_col", "scope", "nodes", "values", "locals", "stdout?"}},
      {"plot", {"figure", "width", "height", "suptitle?", "tight?", "axes"}},
      {"progress", {"label", "done", "total"}},
      {"error", {"kind", "message", "line", "col", "traceback"}},
      {"exit", {"code"}},
      {"summary", {"ok", "functions", "warnings", "errors", "stdout_events", "us"}},
      {"summary.functions[]",
       {"fn", "object", "calls", "traces", "warnings", "tracing_count", "concrete_functions", "graph_bytes", "trace_us",
        "hit_us", "hits", "verdict?", "fix?"}},
  };
  return table;
}

namespace {

const Kind& kindOf(const char* type) {
  for (const Kind& k : kinds())
    if (std::strcmp(k.type, type) == 0) return k;
  throw std::logic_error(std::string("no event type ") + type);
}

// The event `type` with its fields set from `values` in order; an optional
// field whose value is Null is left out. (The functions entry has no type.)
Json build(const Kind& kind, std::initializer_list<Json> values, bool typed = true) {
  if (values.size() != kind.fields.size()) throw std::logic_error(std::string("wrong field count for ") + kind.type);
  Json event = Json::object();
  if (typed) event.set("type", kind.type);
  const Json* value = values.begin();
  for (const char* field : kind.fields) {
    std::string name = field;
    const bool optional = name.back() == '?';
    if (optional) name.pop_back();
    if (!(optional && value->kind() == Json::Kind::Null)) event.set(name, *value);
    ++value;
  }
  return event;
}

// An optional field's value: Null (left out) unless `present`.
Json given(bool present, Json value) { return present ? std::move(value) : Json(); }

}  // namespace

Json stdoutText(const std::string& text, const std::string& phase, const std::string& fn, int line,
                const std::string& table) {
  return build(kindOf("stdout"), {text, phase, fn, given(line > 0, line), given(!table.empty(), table)});
}

Json stderrText(const std::string& text) { return build(kindOf("stderr"), {text}); }

Json warning(const std::string& text, const std::string& fn, const std::string& logger) {
  return build(kindOf("warning"), {text, fn, given(!logger.empty(), logger)});
}

// {line, col, loop_line?, loop?}; Null (left out) when the line is unknown.
Json callSite(const CallSite& site) {
  if (site.line <= 0) return Json();
  Json json = Json::object();
  json.set("line", site.line);
  json.set("col", site.col);
  if (site.loopLine > 0) {
    json.set("loop_line", site.loopLine);
    json.set("loop", site.loop);
  }
  return json;
}

Json trace(const Trace& t) {
  return build(kindOf("trace"), {t.fn, t.call, t.concrete, t.signature, t.reason, t.hint, t.cause, t.remedy,
                                 callSite(t.site), t.traceUs, t.nodes, t.nodesOptimized, t.graphBytes, t.object});
}

Json call(const Call& c, Json spread) {
  return build(kindOf("call"), {std::string(c.fn), c.call, c.concrete, c.traced, given(c.eager, true), c.us,
                                given(c.calls != 1, c.calls), std::move(spread), c.object});
}

Json graph(const std::string& fn, int64_t concrete, const std::string& signature, Json traced, Json optimized,
           Json passes, Json dumps) {
  return build(kindOf("graph"),
               {fn, concrete, signature, std::move(traced), std::move(optimized), std::move(passes), std::move(dumps)});
}

Json traceSteps(const std::string& fn, int64_t call, int64_t concrete, Json steps, int64_t lines,
                const std::string& truncated) {
  return build(kindOf("trace_steps"),
               {fn, call, concrete, std::move(steps), lines, given(!truncated.empty(), truncated)});
}

Json traceStep(const TraceStep& s) {
  return build(kindOf("trace_steps.steps[]"),
               {s.line, s.col, s.endCol, s.scope, s.nodes, s.values, s.locals, given(!s.printed.empty(), s.printed)},
               false);
}

Json plot(int64_t figure, double width, double height, const std::string& suptitle, bool tight, Json axes) {
  return build(kindOf("plot"),
               {figure, width, height, given(!suptitle.empty(), suptitle), given(tight, true), std::move(axes)});
}

Json progress(const std::string& label, int64_t done, int64_t total) {
  return build(kindOf("progress"), {label, done, total});
}

Json error(const std::string& kind, const std::string& message, int64_t line, int64_t col,
           const std::string& traceback) {
  return build(kindOf("error"), {kind, message, line, col, traceback});
}

Json exit(int64_t code) { return build(kindOf("exit"), {code}); }

Json functionCounts(const FunctionCounts& f) {
  return build(kindOf("summary.functions[]"),
               {f.fn, f.object, f.calls, f.traces, f.warnings, f.tracingCount, f.concreteFunctions, f.graphBytes,
                f.traceUs, f.hitUs, f.hits, f.verdict, f.fix},
               false);
}

Json summary(bool ok, Json functions, int64_t warnings, int64_t errors, int64_t stdoutEvents, int64_t us) {
  return build(kindOf("summary"), {ok, std::move(functions), warnings, errors, stdoutEvents, us});
}

}  // namespace tl::core::events
