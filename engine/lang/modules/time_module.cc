// The time module (sleep does not block: programs run in a page's worker).
#include <chrono>

#include "lang/eval/builtins.h"
#include "lang/eval/native.h"

namespace tl::lang {

Value makeTimeModule(Interp& in) {
  Value m = in.newModule("time");
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
  defFunction(in, m, "perf_counter_ns", [](Interp&, const Value&, CallArgs&) {
    return Value::integer(std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now()
                                                                                   .time_since_epoch())
                              .count());
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
