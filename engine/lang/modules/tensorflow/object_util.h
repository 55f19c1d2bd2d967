// Small helpers the tensorflow module's Python objects share.
#pragma once
#include <cstdio>
#include <string>

#include "lang/eval/native.h"

namespace tl::lang {

// "<tensorflow.python...Function object at 0x7f...>", as Python's default repr.
inline std::string objectRepr(Interp& in, const std::string& typePath, const void* self) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%llx", static_cast<unsigned long long>(in.fakeAddress(self)));
  return "<" + typePath + " object at 0x" + buf + ">";
}

// A builtin method already bound to `self` (what obj.method evaluates to).
inline Value boundMethod(Interp& in, const Value& self, const char* name, NativeFn fn) {
  Value method = in.newBuiltin(name, std::move(fn));
  method.as<Builtin>()->self = self;
  return method;
}

}  // namespace tl::lang
