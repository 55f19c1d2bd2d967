// The frequent-retracing detector against the worked examples of TensorFlow's
// algorithm (tf_function_semantics.md §1.7): T = a call that traced, N = a hit.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "function/retracing_detector.h"

using namespace tl::function;

namespace {

// Replays a pattern; returns "call:N/M" for every warning.
std::vector<std::string> replay(const std::string& pattern) {
  FrequentTracingDetector detector;
  std::vector<std::string> warnings;
  for (size_t i = 0; i < pattern.size(); ++i) {
    if (pattern[i] == 'N') {
      detector.calledWithoutTracing();
      continue;
    }
    if (auto w = detector.calledWithTracing("<function f at 0x1>")) {
      std::string counts = w->substr(0, w->find(" calls to"));
      warnings.push_back(std::to_string(i + 1) + ":" + counts);
    }
  }
  return warnings;
}

}  // namespace

TEST_CASE("ten tracing calls warn at calls 5 and 6 only") {
  CHECK(replay("TTTTTTTTTT") == std::vector<std::string>{"5:5 out of the last 5", "6:6 out of the last 6"});
}

TEST_CASE("interleaved hits: T T N T N T N T T N") {
  CHECK(replay("TTNTNTNTTN") == std::vector<std::string>{"8:5 out of the last 8", "9:6 out of the last 9"});
}

TEST_CASE("window trimming compares against the first group") {
  CHECK(replay("TTTTNNNNNNT") == std::vector<std::string>{"11:5 out of the last 11"});
  CHECK(replay("TTTTNNNNNNNT").empty());
  CHECK(replay("TNTTTT") == std::vector<std::string>{"6:5 out of the last 6"});
}

TEST_CASE("groups of three warn at 13 and 16; groups of four never") {
  CHECK(replay("TNNTNNTNNTNNTNNTNN") == std::vector<std::string>{"13:5 out of the last 13", "16:5 out of the last 13"});
  CHECK(replay("TNNNTNNNTNNNTNNNTNNNTNNNTNNN").empty());
}

TEST_CASE("a detector whose first call hit starts a zero group") {
  FrequentTracingDetector detector;
  detector.calledWithoutTracing();
  CHECK(detector.callsPerTracing().front() == 1);
  CHECK(detector.callCount() == 1);
}

TEST_CASE("the message is TensorFlow's, with its double space") {
  std::string m = frequentTracingMessage(5, 5, "<function f at 0x7f>");
  CHECK(m.rfind("5 out of the last 5 calls to <function f at 0x7f> triggered tf.function "
                "retracing. Tracing is expensive",
                0) == 0);
  CHECK(m.find("for  more details.") == m.size() - std::string("for  more details.").size());
  CHECK(m.find("reduce_retracing=True option") != std::string::npos);
}

TEST_CASE("detectors are shared per code object and independent across code") {
  DetectorRegistry registry;
  int warnings = 0;
  for (int i = 0; i < 4; ++i) warnings += registry.forCode(1).calledWithTracing("f").has_value();
  for (int i = 0; i < 5; ++i) warnings += registry.forCode(2).calledWithTracing("g").has_value();
  CHECK(warnings == 1);
}
