// Argument checks the math module's functions share (math_float.cc, math_integer.cc).
#pragma once
#include <string>

#include "lang/eval/interp.h"

namespace tl::lang {

// math.NAME() takes exactly n positional arguments, in CPython's wording.
inline void exactly(Interp& in, const CallArgs& a, const char* name, size_t n) {
  if (a.nkw) in.raise(in.types.TypeError, std::string("math.") + name + "() takes no keyword arguments");
  if (a.npos == n) return;
  if (n == 1)
    in.raise(in.types.TypeError, std::string("math.") + name + "() takes exactly one argument (" + std::to_string(a.npos) + " given)");
  in.raise(in.types.TypeError, std::string(name) + " expected " + std::to_string(n) + " arguments, got " + std::to_string(a.npos));
}

}  // namespace tl::lang
