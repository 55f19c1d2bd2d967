#include "function/call_tracker.h"

#include "core/errors.h"
#include "core/events.h"

namespace tl::function {

CallTracker::CallTracker(FunctionRegistry& registry, std::string name, std::string pythonRepr, uint64_t codeId,
                         FunctionOptions options)
    : registry_(registry),
      name_(std::move(name)),
      python_repr_(std::move(pythonRepr)),
      code_id_(codeId),
      options_(options),
      stats_index_(registry.addFunction(name_)),
      history_(registry.history(name_)),
      detector_(registry.detectors().forCode(code_id_)),
      graph_hold_(registry.graphMemory()) {
  history_.reduceRetracing = options_.reduceRetracing;
}

// Every trace stays cached while its tf.function lives (TensorFlow's cache is
// unbounded), so a program that retraces at every call grows without end: the
// run's limit turns that into an error that says why.
void CallTracker::holdGraph(int64_t bytes) {
  const GraphMemory& memory = graph_hold_.memory();
  if (memory.limit > 0 && memory.held + bytes > memory.limit) {
    core::throwResourceExhausted(
        "OOM when caching trace " + std::to_string(tracingCount() + 1) + " of " + name_ + ": the traces cached by " +
        "this program's tf.functions hold " + std::to_string(memory.held) + " bytes and this one " +
        std::to_string(bytes) + " more; the limit on memory held by traced graphs is " + std::to_string(memory.limit) +
        " bytes. Every trace stays cached while its tf.function lives: a Python " +
        "value, shape or dtype that changes at every call traces again each time (see the retracing warning)");
  }
  graph_hold_.take(bytes);
}

CallTracker::Lookup CallTracker::lookup(const FunctionType& request) const {
  Lookup result;
  result.hit = table_.dispatch(request);
  if (result.hit) return result;
  bool generalize = options_.reduceRetracing && !options_.hasInputSignature;
  result.traceType = generalize ? table_.generalize(request) : request;
  ExplainContext context(name_);
  context.codeTracedBefore = registry_.codeTracedBefore(code_id_) && table_.size() == 0;
  context.reduceRetracing = options_.reduceRetracing;
  context.hasInputSignature = options_.hasInputSignature;
  context.origin = options_.origin;
  result.why = explainTrace(request, table_.types(), context);
  return result;
}

core::Json CallTracker::traceEvent(const FunctionType& type, const TraceInfo& info, const Explanation& why,
                                   int callNumber, const core::EventSink& sink) const {
  core::events::Trace event;
  event.fn = name_;
  event.call = callNumber;
  event.concrete = info.concreteId;
  event.signature = type.toString();
  event.reason = why.reason;
  event.hint = why.hint;
  event.cause = toJson(why.cause);
  event.remedy = why.remedy.empty() ? core::Json() : toJson(why.remedy);
  event.site = sink.callSite();
  event.traceUs = info.traceUs;
  event.nodes = info.nodes;
  event.nodesOptimized = info.nodesOptimized;
  event.graphBytes = info.graphBytes;
  event.object = stats_index_;
  return core::events::trace(event);
}

size_t CallTracker::addTrace(const FunctionType& type, const TraceInfo& info, const Explanation& why, int callNumber,
                             core::EventSink& sink) {
  holdGraph(info.graphBytes);
  size_t entry = table_.add(type);
  infos_.push_back(info);
  registry_.noteTraced(code_id_);
  noteTraceMade(info, why);
  sink.emit(traceEvent(type, info, why, callNumber, sink));
  return entry;
}

void CallTracker::addVariableCreationTrace(const TraceInfo& info, int callNumber, core::EventSink& sink) {
  extra_traces_ += 1;
  const Explanation why = explainVariableCreation(name_);
  noteTraceMade(info, why);
  sink.emit(traceEvent(FunctionType(), info, why, callNumber, sink));
}

void CallTracker::recordCall(bool traced, size_t entry, double us, core::EventSink& sink) {
  calls_ += 1;
  FunctionStats& stats = registry_.stats(stats_index_);
  stats.calls += 1;
  core::events::Call event{name_, calls_, entry < infos_.size() ? infos_[entry].concreteId : 0, traced};
  event.us = us;
  event.object = stats_index_;
  sink.callMade(event);
  history_.noteCalls(1, traced);
  if (!traced) {
    stats.hits += 1;
    stats.hitUs += us;
    detector_.calledWithoutTracing();
    return;
  }
  if (auto warning = detector_.calledWithTracing(python_repr_)) {
    stats.warnings += 1;
    sink.emit(core::events::warning(*warning, name_));
  }
}

void CallTracker::recordEagerCall(double us, core::EventSink& sink) {
  calls_ += 1;
  registry_.stats(stats_index_).calls += 1;
  core::events::Call event{name_, calls_, 0, false, true, us};
  event.object = stats_index_;
  sink.callMade(event);
}

void CallTracker::clearCache() {
  graph_hold_.release();
  extra_traces_ = 0;
  table_.clear();
  infos_.clear();
  noteCacheHeld();
}

void CallTracker::retireTraces() {
  extra_traces_ += static_cast<int>(table_.size());
  graph_hold_.release();
  table_.clear();
  infos_.clear();
  noteCacheHeld();
}

void CallTracker::noteTraceMade(const TraceInfo& info, const Explanation& why) {
  FunctionStats& stats = registry_.stats(stats_index_);
  stats.traces += 1;
  stats.traceUs += info.traceUs;
  history_.noteTrace(why.cause.id, why.cause.text("param"));
  noteCacheHeld();
}

void CallTracker::noteCacheHeld() {
  FunctionStats& stats = registry_.stats(stats_index_);
  stats.tracingCount = tracingCount();
  stats.concreteFunctions = static_cast<int64_t>(table_.size());
  stats.graphBytes = graph_hold_.bytes();
}

}  // namespace tl::function
