// The _time module under time (modules/py/time.py): the clocks, and sleep,
// which does not block (programs run in a page's worker).
#include <chrono>
#include <ctime>

#include "lang/eval/builtins.h"
#include "lang/eval/native.h"

namespace tl::lang {

Value makeTimeModule(Interp& in) {
  Value m = in.newModule("_time");
  auto seconds = [](auto clock) { return std::chrono::duration<double>(clock.time_since_epoch()).count(); };
  defFunction(in, m, "perf_counter", [seconds](Interp&, const Value&, CallArgs&) {
    return Value::real(seconds(std::chrono::steady_clock::now()));
  });
  defFunction(in, m, "monotonic", [seconds](Interp&, const Value&, CallArgs&) {
    return Value::real(seconds(std::chrono::steady_clock::now()));
  });
  defFunction(in, m, "time", [seconds](Interp&, const Value&, CallArgs&) {
    return Value::real(seconds(std::chrono::system_clock::now()));
  });
  auto nanoseconds = [](auto clock) {
    return Value::integer(std::chrono::duration_cast<std::chrono::nanoseconds>(clock.time_since_epoch()).count());
  };
  for (const char* name : {"perf_counter_ns", "monotonic_ns"})
    defFunction(in, m, name, [nanoseconds](Interp&, const Value&, CallArgs&) {
      return nanoseconds(std::chrono::steady_clock::now());
    });
  defFunction(in, m, "time_ns", [nanoseconds](Interp&, const Value&, CallArgs&) {
    return nanoseconds(std::chrono::system_clock::now());
  });
  // One thread runs the program, so its CPU time is the process's.
  for (const char* name : {"process_time", "thread_time"})
    defFunction(in, m, name, [](Interp&, const Value&, CallArgs&) {
      return Value::real(static_cast<double>(std::clock()) / CLOCKS_PER_SEC);
    });
  for (const char* name : {"process_time_ns", "thread_time_ns"})
    defFunction(in, m, name, [](Interp&, const Value&, CallArgs&) {
      return Value::integer(static_cast<int64_t>(std::clock()) * (1000000000 / CLOCKS_PER_SEC));
    });
  defFunction(in, m, "sleep", [](Interp& in, const Value&, CallArgs& a) {
    if (a.npos != 1)
      in.raise(in.types.TypeError, "time.sleep() takes exactly one argument (" + std::to_string(a.npos) + " given)");
    if (toDouble(in, a.pos[0]) < 0) in.raise(in.types.ValueError, "sleep length must be non-negative");
    return Value::none();
  });
  return m;
}

}  // namespace tl::lang
