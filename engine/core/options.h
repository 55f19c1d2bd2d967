// Options: every limit and debug switch in one place (no scattered #ifdefs).
#pragma once
#include <cstdint>

namespace tl::core {

struct Options {
  int64_t maxSteps = 200'000'000;          // interpreter steps per run (native loops charge theirs)
  double maxSeconds = 0;                   // wall-clock time per run (0: no limit)
  int maxRecursionDepth = 1000;            // CPython's default
  int64_t maxTensorBytes = 1LL << 30;      // bytes held by live tensors
  int64_t maxGraphBytes = 512LL << 20;     // bytes held by the cached traces of live tf.functions
  bool optimizeGraphs = true;              // run the pass pipeline on traces
  bool verifyAfterEachPass = false;        // tests turn this on
  bool dumpGraphs = false;                 // emit graph events for every trace
};

}  // namespace tl::core
