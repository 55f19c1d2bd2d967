// Retrace explanations — beyond TensorFlow: why a call missed the cache, in plain
// words naming the argument and what changed against the nearest cached signature,
// and a hint on how to avoid the trace. Never contradicts TensorFlow's rules.
#pragma once
#include <string>
#include <vector>

#include "function/function_type.h"

namespace tl::function {

struct Explanation {
  std::string reason;
  std::string hint;
};

struct ExplainContext {
  std::string function;           // Python name, e.g. "predict_house_values"
  bool codeTracedBefore = false;  // another tf.function object wrapping the same def traced
  bool reduceRetracing = false;
  bool hasInputSignature = false;
};

// `cached` are the signatures already in this function's cache (insertion order);
// the nearest is the one with fewest differing parameters, the latest on ties.
Explanation explainTrace(const FunctionType& request, const std::vector<FunctionType>& cached,
                         const ExplainContext& context);

// "a tf.Tensor of shape (3, 1) and dtype float32", "the Python int 5", ...
std::string describeType(const TraceType& type);

}  // namespace tl::function
