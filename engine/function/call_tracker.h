// CallTracker: one tf.function object's view of its calls — the cache lookup with
// its explanation, the detector bookkeeping of Function.__call__, and the trace and
// call events of the event stream. The tracing itself is done by the caller.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/event_sink.h"
#include "function/dispatch_table.h"
#include "function/explain.h"
#include "function/function_registry.h"

namespace tl::function {

struct FunctionOptions {
  bool reduceRetracing = false;
  bool hasInputSignature = false;
  FunctionOrigin origin;  // where the tf.function object was made
};

struct TraceInfo {
  int concreteId = 0;
  double traceUs = 0;
  int nodes = 0;
  int nodesOptimized = 0;
  int64_t graphBytes = 0;
};

class CallTracker {
 public:
  // `pythonRepr` is str() of the undecorated function ("<function f at 0x...>").
  CallTracker(FunctionRegistry& registry, std::string name, std::string pythonRepr, uint64_t codeId,
              FunctionOptions options);

  struct Lookup {
    std::optional<size_t> hit;  // cached entry index
    FunctionType traceType;     // what to trace on a miss (generalized if reduce_retracing)
    Explanation why;            // on a miss
  };
  Lookup lookup(const FunctionType& request) const;
  // Adds a traced entry; emits the trace event (call = the 1-based call number that traced,
  // 0 for get_concrete_function). Throws ResourceExhaustedError instead when the program's
  // cached traces would hold more than the registry's graph limit.
  size_t addTrace(const FunctionType& type, const TraceInfo& info, const Explanation& why, int callNumber,
                  core::EventSink& sink);
  // Records an eager call (Function.__call__): detector, warning, call event.
  void recordCall(bool traced, size_t entry, double us, core::EventSink& sink);
  // A call under tf.config.run_functions_eagerly(True): the Python body ran
  // eagerly, nothing was traced or looked up ("eager": true; the detector is untouched).
  void recordEagerCall(double us, core::EventSink& sink);
  int nextCallNumber() const { return calls_ + 1; }
  // experimental_get_tracing_count(): cached traces plus the variable-creating first
  // traces TensorFlow also counts (its VARIABLE_CREATION cache).
  int tracingCount() const { return static_cast<int>(table_.size()) + extra_traces_; }
  // Emits the trace event of a first trace that created tf.Variables (TensorFlow
  // keeps it in its variable-creation cache and traces again without creating them).
  void addVariableCreationTrace(const TraceInfo& info, int callNumber, core::EventSink& sink);
  void clearCache();
  // The cached traces stop serving calls but still count as traced (TensorFlow
  // keys its cache by variable-creation scope too, and a Function whose scope
  // changed never looks up the old scope's traces again).
  void retireTraces();

  const DispatchTable& table() const { return table_; }
  const TraceInfo& info(size_t entry) const { return infos_[entry]; }
  const std::string& name() const { return name_; }

 private:
  FunctionRegistry& registry_;
  std::string name_;
  std::string python_repr_;
  uint64_t code_id_;
  FunctionOptions options_;
  int stats_index_;
  // Per call: found once (the registry's maps keep their entries in place).
  RetraceHistory& history_;
  FrequentTracingDetector& detector_;
  int calls_ = 0;
  int extra_traces_ = 0;
  DispatchTable table_;
  std::vector<TraceInfo> infos_;
  GraphHold graph_hold_;  // the bytes this function's cached traces hold

  void holdGraph(int64_t bytes);
  // Counts a trace in the function's stats and its name's history: its time and its cause.
  void noteTraceMade(const TraceInfo& info, const Explanation& why);
  // Copies what the cache holds now (tracing count, traces, bytes) into the function's stats.
  void noteCacheHeld();

  core::Json traceEvent(const FunctionType& type, const TraceInfo& info, const Explanation& why, int callNumber,
                        const core::EventSink& sink) const;
};

}  // namespace tl::function
