#include "function/verdict.h"

#include <algorithm>
#include <cstdio>

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

std::string milliseconds(double us) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", us / 1000.0);
  return text;
}

}  // namespace

Verdict judge(const FunctionStats& s) {
  if (s.traces == 0) return {};
  const TraceCause* cause = mostFrequent(s.causes);
  const int64_t afterLastTrace = s.calls - s.lastTraceCall;
  if (!cause) {
    return {Message("verdict.traced_once").with("trace_ms", milliseconds(s.traceUs)).with("hits", s.hits), {}};
  }
  // Still tracing at the end: fewer calls since the last trace than traces made
  // (a loop that traces on every new value never gets a run of cache hits).
  const bool unbounded = s.traces >= 3 && afterLastTrace < s.traces;
  Message growth(unbounded ? "verdict.unbounded" : "verdict.bounded");
  growth.with("traces", s.traces).with("calls", s.calls).with("bytes", s.graphBytes);
  if (!unbounded) growth.with("after", afterLastTrace);
  return {growth, fixFor(*cause, s.reduceRetracing)};
}

}  // namespace tl::function
