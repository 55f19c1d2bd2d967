// Retrace explanations — beyond TensorFlow: why a call missed the cache, in plain
// words naming the argument and what changed against the nearest cached signature,
// and a hint on how to avoid the trace. Never contradicts TensorFlow's rules.
// Both are messages (function/messages.h): an id with arguments, and its English.
#pragma once
#include <string>
#include <vector>

#include "function/function_type.h"
#include "function/messages.h"

namespace tl::function {

struct Explanation {
  Message cause, remedy;
  std::string reason, hint;  // their English

  Explanation() = default;
  Explanation(Message causeMessage, Message remedyMessage);
};

// Where a tf.function object came from, for the reason of its first trace.
struct FunctionOrigin {
  int line = 0;              // the line that made it (the decorator, tf.function(), the Keras model); 0: unknown
  std::string kerasMethod;   // "predict", "fit", "evaluate" for a Keras step function; "" otherwise
  bool perInstance = false;  // a decorated method's Function made for one instance
};

struct ExplainContext {
  explicit ExplainContext(std::string name) : function(std::move(name)) {}
  std::string function;           // Python name, e.g. "predict_house_values"
  bool codeTracedBefore = false;  // another tf.function object wrapping the same def traced
  bool reduceRetracing = false;
  bool hasInputSignature = false;
  FunctionOrigin origin;
};

// `cached` are the signatures already in this function's cache (insertion order);
// the nearest is the one with fewest differing parameters, the latest on ties.
Explanation explainTrace(const FunctionType& request, const std::vector<FunctionType>& cached,
                         const ExplainContext& context);

// The first trace of a tf.function that created tf.Variables (TensorFlow traces again).
Explanation explainVariableCreation(const std::string& function);

// "a tf.Tensor of shape (3, 1) and dtype float32", "the Python int 5", ...
Message describeType(const TraceType& type);

}  // namespace tl::function
