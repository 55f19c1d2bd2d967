// Per-program bookkeeping shared by every tf.function: the retracing detectors
// (keyed by code object), the code objects traced so far, per-function stats
// (the source of the run's summary event), and the global
// run_functions_eagerly switch.
#pragma once
#include <cstdint>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "core/json.h"
#include "function/retracing_detector.h"
#include "function/verdict.h"

namespace tl::function {

// One tf.function object's counts, kept by its CallTracker as it works.
struct FunctionStats {
  std::string name;
  int64_t calls = 0;
  int64_t traces = 0;             // every trace made, kept or not
  int64_t warnings = 0;           // retracing warnings
  int64_t tracingCount = 0;       // what experimental_get_tracing_count() returns now
  int64_t concreteFunctions = 0;  // the traces its cache holds now
  int64_t graphBytes = 0;         // and the bytes they hold
  // What its traces cost against what its cache hits saved.
  double traceUs = 0;  // all traces
  double hitUs = 0;    // all cache-hit calls
  int64_t hits = 0;    // cache-hit calls
};

// Bytes held by the cached traces of a program's live tf.functions and the
// limit on them (0: none). Shared with every CallTracker, so a tracker that
// outlives the registry still releases into valid memory.
struct GraphMemory {
  int64_t held = 0;
  int64_t limit = 0;
};

// The share of a GraphMemory one holder (a tf.function's cache) has taken,
// given back when the holder is cleared or destroyed.
class GraphHold {
 public:
  explicit GraphHold(std::shared_ptr<GraphMemory> memory) : memory_(std::move(memory)) {}
  GraphHold(GraphHold&& other) noexcept : memory_(std::move(other.memory_)), bytes_(other.bytes_) { other.bytes_ = 0; }
  GraphHold& operator=(GraphHold&&) = delete;
  ~GraphHold() { release(); }

  const GraphMemory& memory() const { return *memory_; }
  int64_t bytes() const { return bytes_; }
  void take(int64_t bytes) {
    memory_->held += bytes;
    bytes_ += bytes;
  }
  void release() {
    if (memory_) memory_->held -= bytes_;
    bytes_ = 0;
  }

 private:
  std::shared_ptr<GraphMemory> memory_;
  int64_t bytes_ = 0;
};

class FunctionRegistry {
 public:
  DetectorRegistry& detectors() { return detectors_; }
  bool codeTracedBefore(uint64_t codeId) const { return traced_codes_.count(codeId) > 0; }
  void noteTraced(uint64_t codeId) { traced_codes_.insert(codeId); }
  // Stats slot for a new tf.function object (stable index for its lifetime).
  int addFunction(const std::string& name);
  FunctionStats& stats(int index) { return stats_[index]; }
  // The retracing of every tf.function object of one name together (a function
  // made anew in a loop retraces as one name, as TensorFlow's warning counts it).
  RetraceHistory& history(const std::string& name) { return histories_[name]; }
  int nextConcreteId() { return ++concrete_ids_; }
  bool runFunctionsEagerly() const { return run_eagerly_; }
  void setRunFunctionsEagerly(bool on) { run_eagerly_ = on; }
  const std::shared_ptr<GraphMemory>& graphMemory() const { return graph_memory_; }
  void setGraphLimit(int64_t bytes) { graph_memory_->limit = bytes; }
  // Each tf.function object's stats, in order of creation: [{fn, object, calls,
  // traces, warnings, tracing_count, concrete_functions, graph_bytes}] (the
  // summary event's functions).
  core::Json functionsSummary() const;
  int64_t bytesHeldByName(const std::string& name) const;

 private:
  DetectorRegistry detectors_;
  std::shared_ptr<GraphMemory> graph_memory_ = std::make_shared<GraphMemory>();
  std::set<uint64_t> traced_codes_;
  std::vector<FunctionStats> stats_;
  std::map<std::string, RetraceHistory> histories_;
  int concrete_ids_ = 0;
  bool run_eagerly_ = false;
};

}  // namespace tl::function
