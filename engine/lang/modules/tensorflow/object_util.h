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

// `plain` (a list, tuple or dict with new contents) as a container like
// `like`: a program's subclass of list, tuple or dict stays one, with like's
// attributes (a namedtuple stays one, a defaultdict keeps its factory), as
// TensorFlow's nest packs structures.
inline Value containerLike(Interp& in, const Value& like, Value plain) {
  ClassObj* cls = like.obj()->cls();
  if (!cls->userDefined) return plain;
  const Value base(in.typeOf(plain));
  Value made = in.call(in.getAttr(base, "__new__"), {Value(cls), plain});
  if (!plain.is(ObjKind::Tuple)) in.call(in.getAttr(base, "__init__"), {made, plain});
  Value* from = like.obj()->instanceDict();
  Value* to = made.obj()->instanceDict();
  if (from && to) from->as<Dict>()->forEach([&](const Value& k, const Value& v) { to->as<Dict>()->set(k, v); });
  return made;
}

// `items` as a list or tuple like `like` (see containerLike).
inline Value sequenceLike(Interp& in, const Value& like, std::vector<Value> items) {
  return containerLike(in, like, like.is(ObjKind::List) ? in.newList(std::move(items)) : in.newTuple(std::move(items)));
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
