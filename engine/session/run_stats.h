// RunStats: what one run produced, folded from its own event stream.
// The summary event is built from the trace/call/warning events that passed
// through the session, so it always agrees with what the page and CLI saw.
#pragma once
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "core/json.h"

namespace tl::session {

struct FunctionStats {
  std::string fn;
  int traces = 0;
  int calls = 0;
  int warnings = 0;
  std::set<std::string> concrete;  // distinct concrete function ids seen
  int64_t graphBytes = 0;          // summed over this function's traces
};

class RunStats {
 public:
  void record(const core::Json& event);
  // {"type":"summary","ok":..,"functions":[..],"warnings":..,"errors":..,"us":..}
  core::Json summary(bool ok, int64_t elapsedUs) const;
  int errors() const { return errors_; }

 private:
  FunctionStats& statsFor(const std::string& fn);

  std::vector<FunctionStats> functions_;  // in order of first appearance
  int warnings_ = 0;
  int errors_ = 0;
  int stdoutEvents_ = 0;
};

}  // namespace tl::session
