// Small helpers the tensorflow module's Python objects share.
#pragma once
#include <cstdio>
#include <string>
#include <vector>

#include "lang/eval/native.h"

namespace tl::lang {

// A list or tuple: the sequences input signatures and loop variables nest in.
inline bool isSequence(const Value& v) { return v.is(ObjKind::List) || v.is(ObjKind::Tuple); }

// A list's or tuple's items; any other value as a one-item list.
inline std::vector<Value> itemsOf(const Value& v) {
  if (v.is(ObjKind::List)) return v.as<List>()->items;
  if (v.is(ObjKind::Tuple)) return v.as<Tuple>()->items;
  return {v};
}

// `items` as a sequence like `like` (a list or a tuple): a tuple of a
// program's class (a namedtuple) stays one, as TensorFlow's nest packs it.
inline Value sequenceLike(Interp& in, const Value& like, std::vector<Value> items) {
  if (like.is(ObjKind::List)) return in.newList(std::move(items));
  Value plain = in.newTuple(std::move(items));
  ClassObj* cls = like.obj()->cls();
  if (cls == in.types.tuple) return plain;
  return in.call(in.getAttr(Value(in.types.tuple), "__new__"), {Value(cls), plain});
}

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
