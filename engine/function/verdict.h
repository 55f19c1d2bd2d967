// Verdict — beyond TensorFlow: a tf.function's retracing judged from its
// counts at the end of a run: whether its traces stopped (a bounded set of
// signatures, so a retracing warning is harmless) or kept coming to the last
// call (unbounded: every new value adds a concrete function and the cache
// grows with the loop), and which fix serves its most frequent cause.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "function/messages.h"

namespace tl::function {

// A reason a function traced (its message id and the argument it names), and how often.
struct TraceCause {
  std::string id;     // "reason.value_changed"
  std::string param;  // "x"; "" for a reason that names none
  int64_t count = 0;
};

// The traces and calls of the tf.function objects of one name, in order.
struct RetraceHistory {
  int64_t calls = 0;   // calls that looked up the cache
  int64_t traces = 0;  // traces made (by calls or get_concrete_function)
  int64_t callsSinceTrace = 0;
  std::vector<TraceCause> causes;  // each distinct cause with its count, in order of first sight
  bool reduceRetracing = false;

  void noteTrace(const std::string& causeId, const std::string& param);
  void noteCalls(int64_t count, bool traced);
};

struct Verdict {
  Message growth;  // empty when the function never traced
  Message fix;     // empty when nothing needs fixing
};

// `bytesHeld`: what the concrete functions of that name hold now.
Verdict judge(const RetraceHistory& history, int64_t bytesHeld);

}  // namespace tl::function
