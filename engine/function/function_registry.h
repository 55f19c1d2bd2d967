// Per-program bookkeeping shared by every tf.function: the retracing detectors
// (keyed by code object), the code objects traced so far, per-function stats
// for the summary event, and the global run_functions_eagerly switch.
#pragma once
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "core/json.h"
#include "function/retracing_detector.h"

namespace tl::function {

struct FunctionStats {
  std::string name;
  int calls = 0;
  int traces = 0;
  int warnings = 0;
  int cached = 0;
  int64_t bytes = 0;
};

class FunctionRegistry {
 public:
  DetectorRegistry& detectors() { return detectors_; }
  bool codeTracedBefore(uint64_t codeId) const { return traced_codes_.count(codeId) > 0; }
  void noteTraced(uint64_t codeId) { traced_codes_.insert(codeId); }
  // Stats slot for a new tf.function object (stable index for its lifetime).
  int addFunction(const std::string& name);
  FunctionStats& stats(int index) { return stats_[index]; }
  int nextConcreteId() { return ++concrete_ids_; }
  bool runFunctionsEagerly() const { return run_eagerly_; }
  void setRunFunctionsEagerly(bool on) { run_eagerly_ = on; }
  // {"type":"summary","functions":[{fn, calls, traces, warnings, cached, bytes}]}
  core::Json summaryEvent() const;
  void reset();

 private:
  DetectorRegistry detectors_;
  std::set<uint64_t> traced_codes_;
  std::vector<FunctionStats> stats_;
  int concrete_ids_ = 0;
  bool run_eagerly_ = false;
};

}  // namespace tl::function
