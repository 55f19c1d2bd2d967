// Verdict — beyond TensorFlow: a tf.function's retracing judged from its
// counts at the end of a run: whether its traces stopped (a bounded set of
// signatures, so a retracing warning is harmless) or kept coming to the last
// call (unbounded: every new value adds a concrete function and the cache
// grows with the loop), and which fix serves its most frequent cause.
#pragma once
#include "function/function_registry.h"
#include "function/messages.h"

namespace tl::function {

struct Verdict {
  Message growth;  // empty when the function never traced
  Message fix;     // empty when nothing needs fixing
};

Verdict judge(const FunctionStats& stats);

}  // namespace tl::function
