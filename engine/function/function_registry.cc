#include "function/function_registry.h"

#include "core/events.h"
#include "function/verdict.h"

namespace tl::function {

int FunctionRegistry::addFunction(const std::string& name) {
  FunctionStats stats;
  stats.name = name;
  stats_.push_back(std::move(stats));
  histories_[name];
  return static_cast<int>(stats_.size()) - 1;
}

int64_t FunctionRegistry::bytesHeldByName(const std::string& name) const {
  int64_t bytes = 0;
  for (const FunctionStats& s : stats_)
    if (s.name == name) bytes += s.graphBytes;
  return bytes;
}

core::Json FunctionRegistry::functionsSummary() const {
  core::Json functions = core::Json::array();
  for (size_t i = 0; i < stats_.size(); ++i) {
    const FunctionStats& s = stats_[i];
    core::events::FunctionCounts counts;
    counts.fn = s.name;
    counts.object = static_cast<int64_t>(i);
    counts.calls = s.calls;
    counts.traces = s.traces;
    counts.warnings = s.warnings;
    counts.tracingCount = s.tracingCount;
    counts.concreteFunctions = s.concreteFunctions;
    counts.graphBytes = s.graphBytes;
    counts.traceUs = s.traceUs;
    counts.hitUs = s.hitUs;
    counts.hits = s.hits;
    const Verdict verdict = judge(histories_.at(s.name), bytesHeldByName(s.name));
    if (!verdict.growth.empty()) counts.verdict = toJson(verdict.growth);
    if (!verdict.fix.empty()) counts.fix = toJson(verdict.fix);
    functions.push(core::events::functionCounts(counts));
  }
  return functions;
}

}  // namespace tl::function
