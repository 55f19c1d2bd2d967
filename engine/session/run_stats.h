// RunStats: the counts of a run's event stream that no engine module keeps
// (errors, warnings, printed chunks), and the summary event that ends a run.
// Per-function counts come from where they happen (function::FunctionStats).
#pragma once
#include <cstdint>

#include "core/json.h"

namespace tl::session {

class RunStats {
 public:
  void record(const core::Json& event);
  // {"type":"summary","ok":..,"functions":[..],"warnings":..,"errors":..,"stdout_events":..,"us":..}
  core::Json summary(bool ok, int64_t elapsedUs, core::Json functions) const;

 private:
  int64_t warnings_ = 0;
  int64_t errors_ = 0;
  int64_t stdoutEvents_ = 0;
};

}  // namespace tl::session
