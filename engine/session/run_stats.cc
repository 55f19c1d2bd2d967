#include "session/run_stats.h"

namespace tl::session {

namespace {

std::string stringField(const core::Json& event, const char* key) {
  const core::Json* value = event.get(key);
  if (!value) return "";
  if (value->kind() == core::Json::Kind::String) return value->asString();
  if (value->kind() == core::Json::Kind::Number) return value->dump();
  return "";
}

int64_t numberField(const core::Json& event, const char* key) {
  const core::Json* value = event.get(key);
  if (!value || value->kind() != core::Json::Kind::Number) return 0;
  return static_cast<int64_t>(value->asNumber());
}

core::Json functionJson(const FunctionStats& stats) {
  core::Json out = core::Json::object();
  out.set("fn", stats.fn);
  out.set("traces", stats.traces);
  out.set("calls", stats.calls);
  out.set("warnings", stats.warnings);
  out.set("concrete_functions", static_cast<int64_t>(stats.concrete.size()));
  out.set("graph_bytes", stats.graphBytes);
  return out;
}

}  // namespace

FunctionStats& RunStats::statsFor(const std::string& fn) {
  for (auto& stats : functions_) {
    if (stats.fn == fn) return stats;
  }
  FunctionStats fresh;
  fresh.fn = fn;
  functions_.push_back(std::move(fresh));
  return functions_.back();
}

void RunStats::record(const core::Json& event) {
  const std::string type = stringField(event, "type");
  const std::string fn = stringField(event, "fn");
  if (type == "stdout") {
    ++stdoutEvents_;
  } else if (type == "error") {
    ++errors_;
  } else if (type == "warning") {
    ++warnings_;
    if (!fn.empty()) ++statsFor(fn).warnings;
  } else if (type == "trace" && !fn.empty()) {
    FunctionStats& stats = statsFor(fn);
    ++stats.traces;
    stats.concrete.insert(stringField(event, "concrete"));
    stats.graphBytes += numberField(event, "graph_bytes");
  } else if (type == "call" && !fn.empty()) {
    FunctionStats& stats = statsFor(fn);
    const core::Json* repeated = event.get("calls");  // one event for many cache hits
    stats.calls += repeated ? static_cast<int>(repeated->asNumber()) : 1;
    stats.concrete.insert(stringField(event, "concrete"));
  }
}

core::Json RunStats::summary(bool ok, int64_t elapsedUs) const {
  core::Json functions = core::Json::array();
  for (const auto& stats : functions_) functions.push(functionJson(stats));
  core::Json out = core::Json::object();
  out.set("type", "summary");
  out.set("ok", ok);
  out.set("functions", std::move(functions));
  out.set("warnings", warnings_);
  out.set("errors", errors_);
  out.set("stdout_events", stdoutEvents_);
  out.set("us", elapsedUs);
  return out;
}

}  // namespace tl::session
