#include "function/function_registry.h"

namespace tl::function {

int FunctionRegistry::addFunction(const std::string& name) {
  stats_.push_back(FunctionStats{name});
  return static_cast<int>(stats_.size()) - 1;
}

core::Json FunctionRegistry::summaryEvent() const {
  core::Json functions = core::Json::array();
  for (const auto& s : stats_) {
    core::Json entry = core::Json::object();
    entry.set("fn", s.name).set("calls", s.calls).set("traces", s.traces);
    entry.set("warnings", s.warnings).set("cached", s.cached).set("bytes", s.bytes);
    functions.push(std::move(entry));
  }
  core::Json event = core::Json::object();
  event.set("type", "summary").set("functions", std::move(functions));
  return event;
}

void FunctionRegistry::reset() { *this = FunctionRegistry(); }

}  // namespace tl::function
