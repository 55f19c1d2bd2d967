// Calling a class, as CPython's type_call does: the metaclass's __call__ when
// a program's metaclass defines one, else __new__ makes the object and
// __init__ runs on it when it is an instance of the class.
#include "lang/eval/builtins.h"
#include "lang/eval/metaclass.h"

namespace tl::lang {

namespace {

// The class's own __new__ (implicitly a static method) or that of the built-in
// type it extends, or nullptr for the default.
const Value* programNew(Interp& in, ClassObj* cls) {
  Value* customNew = cls->lookup(in.internStr("__new__").as<Str>());
  if (customNew && customNew->is(ObjKind::StaticMethod)) customNew = &customNew->as<Wrapper>()->fget;
  return customNew && (customNew->is(ObjKind::Function) || customNew->is(ObjKind::Builtin)) ? customNew : nullptr;
}

// __new__: the class's own, else type.__new__ for a metaclass, else object's.
Value makeObject(Interp& in, ClassObj* cls, CallArgs& a) {
  if (const Value* own = programNew(in, cls)) {
    std::vector<Value> pos{Value(cls)};
    pos.insert(pos.end(), a.pos, a.pos + a.npos);
    CallArgs withCls{pos.data(), pos.size(), a.kw, a.nkw};
    return in.call(*own, withCls);
  }
  if (cls->isSubclassOf(in.types.type)) return typeNew(in, cls, a);
  checkNotAbstract(in, cls);
  return in.newInstance(cls);
}

void initObject(Interp& in, ClassObj* cls, const Value& self, CallArgs& a) {
  Value* init = cls->lookup(in.internStr("__init__").as<Str>());
  if (init && init->is(ObjKind::Function)) {
    Value r = in.callFunction(init->as<Function>(), &self, a);
    if (!r.isNone()) in.raise(in.types.TypeError, "__init__() should return None, not '" + in.typeName(r) + "'");
  } else if (init && init->is(ObjKind::Builtin)) {
    init->as<Builtin>()->fn(in, self, a);
  } else if (cls->isSubclassOf(in.types.type)) {
    typeMethod(in, "__init__", self).as<Builtin>()->fn(in, self, a);
  } else if ((a.npos > 0 || a.nkw > 0) && !programNew(in, cls)) {
    in.raise(in.types.TypeError, cls->name + "() takes no arguments");
  }
}

// OSError(errno, strerror, ...) makes the subclass CPython's errnomap names
// for the error number (OSError(2, "x") is a FileNotFoundError); Linux's numbers.
ClassObj* osErrorForErrno(Interp& in, ClassObj* cls, const CallArgs& a) {
  if (a.npos < 2 || a.npos > 5 || !a.pos[0].isIntLike() || cls != in.exceptionClass("OSError")) return cls;
  static const std::pair<int64_t, const char*> kErrnoClasses[] = {
      {1, "PermissionError"},          {2, "FileNotFoundError"},  {3, "ProcessLookupError"},
      {4, "InterruptedError"},         {10, "ChildProcessError"}, {11, "BlockingIOError"},
      {13, "PermissionError"},         {17, "FileExistsError"},   {20, "NotADirectoryError"},
      {21, "IsADirectoryError"},       {32, "BrokenPipeError"},   {103, "ConnectionAbortedError"},
      {104, "ConnectionResetError"},   {108, "BrokenPipeError"},  {110, "TimeoutError"},
      {111, "ConnectionRefusedError"}, {114, "BlockingIOError"},  {115, "BlockingIOError"},
  };
  for (const auto& [number, name] : kErrnoClasses)
    if (a.pos[0].asInt() == number) return in.exceptionClass(name);
  return cls;
}

}  // namespace

Value callClass(Interp& in, ClassObj* cls, CallArgs& a) {
  if (Value* call = metaclassMethod(in, Value(cls), "__call__"))
    return in.call(in.bindToInstance(Value(cls), *call), a);
  return constructInstance(in, cls, a);
}

Value constructInstance(Interp& in, ClassObj* cls, CallArgs& a) {
  if (Value* ctor = cls->attrs()->findStr(in.internStr("__call_ctor__").as<Str>())) {
    // Built-in types (int, str, list, ...) construct through a native function.
    return ctor->as<Builtin>()->fn(in, Value(cls), a);
  }
  if (cls->native) in.raise(in.types.TypeError, "cannot create '" + cls->module + "." + cls->name + "' instances");
  if (cls->isException) cls = osErrorForErrno(in, cls, a);
  Value self = makeObject(in, cls, a);
  if (!in.typeOf(self)->isSubclassOf(cls)) return self;
  if (cls->isException && self.is(ObjKind::Instance) && self.as<Instance>()->exc)
    setExceptionArgs(in, self.as<Instance>(), a);
  initObject(in, cls, self, a);
  return self;
}

void checkNotAbstract(Interp& in, const ClassObj* cls) {
  Value* abstract = cls->attrs()->findStr(in.internStr("__abstractmethods__").as<Str>());
  if (!abstract || !in.truthy(*abstract)) return;
  std::vector<Value> names = in.toVector(*abstract);
  sortList(in, names, Value(), false);
  std::string joined;
  for (const Value& n : names) joined += (joined.empty() ? "" : ", ") + in.str(n);
  in.raise(in.types.TypeError, "Can't instantiate abstract class " + cls->name + " with abstract method" +
                                   (names.size() > 1 ? "s " : " ") + joined);
}

}  // namespace tl::lang
