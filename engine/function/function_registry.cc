#include "function/function_registry.h"

#include "core/events.h"

namespace tl::function {

int FunctionRegistry::addFunction(const std::string& name) {
  stats_.push_back(FunctionStats{name});
  return static_cast<int>(stats_.size()) - 1;
}

core::Json FunctionRegistry::functionsSummary() const {
  core::Json functions = core::Json::array();
  for (size_t i = 0; i < stats_.size(); ++i) {
    const FunctionStats& s = stats_[i];
    functions.push(core::events::functionCounts({s.name, static_cast<int64_t>(i), s.calls, s.traces, s.warnings,
                                                 s.tracingCount, s.concreteFunctions, s.graphBytes}));
  }
  return functions;
}

void FunctionRegistry::reset() { *this = FunctionRegistry(); }

}  // namespace tl::function
