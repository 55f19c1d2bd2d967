// Options: every limit and debug switch in one place (no scattered #ifdefs).
// TL_OPTIONS is the one list: the struct's fields and the names hosts set them
// by (the page's and CLI's limits object, bindings/session_binding.cc) both
// come from it.
#pragma once
#include <cstdint>

// X(type, name, default, what it limits or switches)
#define TL_OPTIONS(X)                                                                            \
  X(int64_t, maxSteps, 200'000'000, "interpreter steps per run (native loops charge theirs)")    \
  X(double, maxSeconds, 0, "wall-clock time per run (0: no limit)")                              \
  X(int, maxRecursionDepth, 1000, "Python recursion depth (CPython's default)")                  \
  X(int64_t, maxTensorBytes, 1LL << 30, "bytes held by live tensors")                            \
  X(int64_t, maxGraphBytes, 512LL << 20, "bytes held by the cached traces of live tf.functions") \
  X(bool, optimizeGraphs, true, "run the pass pipeline on traces")                               \
  X(bool, verifyAfterEachPass, false, "verify each graph after each pass (tests turn this on)")  \
  X(bool, dumpGraphs, false, "emit graph events for every trace")                                \
  X(bool, recordTraceSteps, false, "emit a trace_steps event for every trace (the page's stepper)")

namespace tl::core {

struct Options {
#define TL_OPTION_FIELD(type, name, value, what) type name = value;
  TL_OPTIONS(TL_OPTION_FIELD)
#undef TL_OPTION_FIELD
};

}  // namespace tl::core
