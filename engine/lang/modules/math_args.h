// Argument checks the math and cmath modules' functions share.
#pragma once
#include <string>

#include "lang/eval/builtins.h"
#include "lang/eval/interp.h"

namespace tl::lang {

// module.NAME() takes exactly n positional arguments, in CPython's wording
// (math's and cmath's functions).
inline void exactly(Interp& in, const CallArgs& a, const char* name, size_t n, const char* module = "math") {
  const std::string qualified = std::string(module) + "." + name;
  if (n == 1) return oneArg(in, a, qualified);
  if (a.nkw) in.raise(in.types.TypeError, qualified + "() takes no keyword arguments");
  if (a.npos == n) return;
  in.raise(in.types.TypeError,
           std::string(name) + " expected " + std::to_string(n) + " arguments, got " + std::to_string(a.npos));
}

// Defines math.NAME(x) = f(x) as CPython's math_1 does: a NaN from a non-NaN is a
// domain error, an infinity from a finite x a range error when `canOverflow`,
// else a domain error (a pole such as log1p(-1)) (math_float.cc).
void defMathUnary(Interp& in, const Value& m, const char* name, double (*f)(double), bool canOverflow);

}  // namespace tl::lang
