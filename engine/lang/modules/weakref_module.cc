// The _weakref module under weakref (modules/py/weakref.py): ref (the class
// CPython names ReferenceType), getweakrefcount and getweakrefs, over the
// evaluator's weak references (eval/weak_refs.h).
#include "lang/eval/builtins.h"
#include "lang/eval/weak_refs.h"

namespace tl::lang {

namespace {

Value makeWeakrefModule(Interp& in) {
  Value m = in.newModule("_weakref");
  ClassObj* ref = newNativeClass(in, "ReferenceType", "weakref");
  setClassAttr(in, ref, "__call_ctor__", in.newBuiltin("ReferenceType", [ref](Interp& in, const Value&, CallArgs& a) {
    if (a.nkw) in.raise(in.types.TypeError, "ref() takes no keyword arguments");
    if (a.npos < 1 || a.npos > 2)
      in.raise(in.types.TypeError, std::string("__new__ expected at ") +
                                       (a.npos ? "most 2 arguments, got " : "least 1 argument, got ") +
                                       std::to_string(a.npos));
    return makeWeakRef(in, ref, a.pos[0], a.npos == 2 ? a.pos[1] : Value::none());
  }));
  setModuleAttr(in, m, "ref", Value(ref));
  setModuleAttr(in, m, "ReferenceType", Value(ref));
  defFunction(in, m, "getweakrefcount", [](Interp& in, const Value&, CallArgs& a) {
    oneArg(in, a, "getweakrefcount");
    return Value::integer(a.pos[0].isObj() ? static_cast<int64_t>(weakRefsTo(a.pos[0].obj()).size()) : 0);
  });
  defFunction(in, m, "getweakrefs", [](Interp& in, const Value&, CallArgs& a) {
    oneArg(in, a, "getweakrefs");
    std::vector<Value> refs;
    if (a.pos[0].isObj())
      for (WeakRefObj* r : weakRefsTo(a.pos[0].obj())) refs.push_back(Value(r));
    return in.newList(std::move(refs));
  });
  return m;
}

}  // namespace

void registerWeakrefModule(Interp& in) { in.registerModule("_weakref", makeWeakrefModule); }

}  // namespace tl::lang
