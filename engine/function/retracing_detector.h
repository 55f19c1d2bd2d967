// The frequent-retracing warning, exactly as TensorFlow's _FrequentTracingDetector
// (polymorphic_function.py): one detector per Python code object, shared by every
// tf.function wrapping it; a sliding window of call groups; at most two warnings.
#pragma once
#include <cstdint>
#include <deque>
#include <map>
#include <optional>
#include <string>

namespace tl::function {

constexpr int kFrequentTracingMaxCallHistory = 10;
constexpr int kFrequentTracingThreshold = 5;
constexpr int kFrequentTracingMaxWarningsPerDetector = 2;

// TensorFlow's message for N tracing calls among the last M calls of `fn`
// (`fn` is str() of the Python function, e.g. "<function f at 0x7f...>").
std::string frequentTracingMessage(int tracingCalls, int calls, const std::string& fn);

class FrequentTracingDetector {
 public:
  // Records an eager call that traced; returns the warning text when one is due.
  std::optional<std::string> calledWithTracing(const std::string& fn, bool omitWarning = false);
  void calledWithoutTracing();

  int callCount() const { return call_count_; }
  const std::deque<int>& callsPerTracing() const { return calls_per_tracings_; }
  int warningCount() const { return total_warning_count_; }

 private:
  int call_count_ = 0;
  std::deque<int> calls_per_tracings_;
  int total_warning_count_ = 0;
};

// Detectors keyed by the code identity of the wrapped Python function.
class DetectorRegistry {
 public:
  // Entries stay in place for the run: CallTracker keeps a reference to its own.
  FrequentTracingDetector& forCode(uint64_t codeId) { return detectors_[codeId]; }

 private:
  std::map<uint64_t, FrequentTracingDetector> detectors_;
};

}  // namespace tl::function
