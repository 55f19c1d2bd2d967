#include "function/verdict.h"

#include <algorithm>

namespace tl::function {
namespace {

const TraceCause* mostFrequent(const std::vector<TraceCause>& causes) {
  const TraceCause* best = nullptr;
  for (const TraceCause& cause : causes) {
    if (cause.id == "reason.first_call" || cause.id == "reason.variables_created") continue;
    if (!best || cause.count > best->count) best = &cause;
  }
  return best;
}

bool isOneOf(const std::string& id, std::initializer_list<const char*> ids) {
  return std::any_of(ids.begin(), ids.end(), [&](const char* candidate) { return id == candidate; });
}

// The seed fix for a cause (see ../reference: batch, input_signature, reduce_retracing, define once, ...).
Message fixFor(const TraceCause& cause, bool reduceRetracing) {
  const std::string& id = cause.id;
  if (id == "reason.value_changed") return Message("fix.tensor_argument").with("param", cause.param);
  if (id == "reason.element_value_changed") return Message("fix.batch").with("param", cause.param);
  // A list whose length changes is unrolled anew for each length.
  if (id == "reason.length_changed") return Message("fix.while_loop").with("param", cause.param);
  if (isOneOf(id, {"reason.shape_changed", "reason.element_shape_changed"})) {
    return Message(reduceRetracing ? "fix.input_signature_only" : "fix.input_signature").with("param", cause.param);
  }
  if (isOneOf(id, {"reason.dtype_changed", "reason.element_dtype_changed"})) {
    return Message("fix.one_dtype").with("param", cause.param);
  }
  if (isOneOf(id, {"reason.new_function_object", "reason.new_function_object_at"})) return Message("fix.define_once");
  if (id == "reason.new_instance") return Message("fix.same_instance");
  if (id == "reason.keras_new_model") return Message("fix.call_model");
  if (isOneOf(id, {"reason.identity_changed", "reason.element_identity_changed", "reason.aliasing_changed",
                   "reason.element_aliasing_changed"})) {
    return Message("fix.same_object");
  }
  return Message("fix.fixed_structure").with("param", cause.param);
}

}  // namespace

void RetraceHistory::noteTrace(const std::string& causeId, const std::string& param) {
  traces += 1;
  for (TraceCause& cause : causes) {
    if (cause.id == causeId && cause.param == param) {
      cause.count += 1;
      return;
    }
  }
  causes.push_back({causeId, param, 1});
}

void RetraceHistory::noteCalls(int64_t count, bool traced) {
  calls += count;
  callsSinceTrace = traced ? 0 : callsSinceTrace + count;
}

Verdict judge(const RetraceHistory& h, int64_t bytesHeld) {
  if (h.traces == 0) return {};
  const TraceCause* cause = mostFrequent(h.causes);
  if (!cause) return {Message("verdict.traced_once").with("calls", h.calls), {}};
  // Still tracing at the end: fewer calls since the last trace than traces made
  // (a loop that traces on every new value never gets a run of cache hits).
  const bool unbounded = h.traces >= 3 && h.callsSinceTrace < h.traces;
  Message growth(unbounded ? "verdict.unbounded" : "verdict.bounded");
  growth.with("traces", h.traces).with("calls", h.calls).with("bytes", bytesHeld);
  if (!unbounded) growth.with("after", h.callsSinceTrace);
  return {growth, fixFor(*cause, h.reduceRetracing)};
}

}  // namespace tl::function
