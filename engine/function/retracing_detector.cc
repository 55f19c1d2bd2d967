#include "function/retracing_detector.h"

namespace tl::function {

std::string frequentTracingMessage(int tracingCalls, int calls, const std::string& fn) {
  // One line, with TensorFlow's double space in "for  more details."
  return std::to_string(tracingCalls) + " out of the last " + std::to_string(calls) + " calls to " + fn +
         " triggered tf.function retracing. Tracing is expensive and the excessive number of "
         "tracings could be due to (1) creating @tf.function repeatedly in a loop, (2) passing "
         "tensors with different shapes, (3) passing Python objects instead of tensors. For (1), "
         "please define your @tf.function outside of the loop. For (2), @tf.function has "
         "reduce_retracing=True option that can avoid unnecessary retracing. For (3), please "
         "refer to https://www.tensorflow.org/guide/function#controlling_retracing and "
         "https://www.tensorflow.org/api_docs/python/tf/function for  more details.";
}

std::optional<std::string> FrequentTracingDetector::calledWithTracing(const std::string& fn, bool omitWarning) {
  call_count_ += 1;
  calls_per_tracings_.push_back(1);
  while (!calls_per_tracings_.empty() && call_count_ - calls_per_tracings_.front() > kFrequentTracingMaxCallHistory) {
    call_count_ -= calls_per_tracings_.front();
    calls_per_tracings_.pop_front();
  }
  if (omitWarning || total_warning_count_ >= kFrequentTracingMaxWarningsPerDetector) return std::nullopt;
  if (static_cast<int>(calls_per_tracings_.size()) < kFrequentTracingThreshold) return std::nullopt;
  total_warning_count_ += 1;
  return frequentTracingMessage(static_cast<int>(calls_per_tracings_.size()), call_count_, fn);
}

void FrequentTracingDetector::calledWithoutTracing() {
  if (calls_per_tracings_.empty()) calls_per_tracings_.push_back(0);
  calls_per_tracings_.back() += 1;
  call_count_ += 1;
}

}  // namespace tl::function
