// object's own methods: what object.__init__(self), super().__eq__(other) or
// super().__init_subclass__(**kw) find once no class before object in the MRO
// defines the name. Kept out of object's dict so that "does the class define
// __eq__" stays a plain lookup everywhere else.
#include "lang/eval/builtins.h"
#include "lang/eval/hashing.h"
#include "lang/eval/metaclass.h"
#include "lang/eval/native.h"

namespace tl::lang {

namespace {

bool definesOwn(Interp& in, const ClassObj* cls, const char* name) {
  return cls->lookup(in.internStr(name).as<Str>()) != nullptr;
}

void expectArgs(Interp& in, const char* name, const CallArgs& a, size_t n) {
  expectSlotArgs(in, a, std::string("object.") + name, n);
}

// object_init: extra arguments are an error unless the class overrides __new__ alone.
Value objectInit(Interp& in, const Value& self, CallArgs& a) {
  if (a.npos == 0 && a.nkw == 0) return Value::none();
  const ClassObj* cls = in.typeOf(self);
  if (definesOwn(in, cls, "__init__"))
    in.raise(in.types.TypeError, "object.__init__() takes exactly one argument (the instance to initialize)");
  if (!definesOwn(in, cls, "__new__")) in.raise(in.types.TypeError, cls->name + "() takes no arguments");
  return Value::none();
}

// object_new: an instance whose __init__ has not run.
Value objectNew(Interp& in, const Value&, CallArgs& a) {
  if (a.npos == 0) in.raise(in.types.TypeError, "object.__new__(): not enough arguments");
  if (!a.pos[0].is(ObjKind::Class) || a.pos[0].as<ClassObj>()->native)
    in.raise(in.types.TypeError, "object.__new__(X): X is not a type object (" + in.typeName(a.pos[0]) + ")");
  ClassObj* cls = a.pos[0].as<ClassObj>();
  if (cls->builtinBase) {  // its instances are lists, ints, ...: made by the built-in type's __new__
    const ClassObj* base = cls;
    while (base->userDefined && base->attrs()->findStr(in.internStr("__new__").as<Str>()))  // a __new__ in Python
      base = base->base;
    in.raise(in.types.TypeError, "object.__new__(" + cls->name + ") is not safe, use " + base->name + ".__new__()");
  }
  if (a.npos > 1 || a.nkw) {
    if (definesOwn(in, cls, "__new__"))
      in.raise(in.types.TypeError, "object.__new__() takes exactly one argument (the type to instantiate)");
    if (!definesOwn(in, cls, "__init__")) in.raise(in.types.TypeError, cls->name + "() takes no arguments");
  }
  checkNotAbstract(in, cls);
  return in.newInstance(cls);
}

// object.__init_subclass__, a class method that takes nothing.
Value objectInitSubclass(Interp& in, const Value& cls, CallArgs& a) {
  const std::string& name = cls.is(ObjKind::Class) ? cls.as<ClassObj>()->name : in.typeName(cls);
  if (a.nkw) in.raise(in.types.TypeError, name + ".__init_subclass__() takes no keyword arguments");
  if (a.npos)
    in.raise(in.types.TypeError,
             name + ".__init_subclass__() takes no arguments (" + std::to_string(a.npos) + " given)");
  return Value::none();
}

// object.__subclasshook__ (a class method): no opinion, whatever it is asked.
Value objectSubclasshook(Interp& in, const Value&, CallArgs&) { return notImplementedValue(in); }

Value objectEq(Interp& in, const Value& self, CallArgs& a) {
  expectArgs(in, "__eq__", a, 1);
  return self.sameAs(a.pos[0]) ? Value::boolean(true) : notImplementedValue(in);
}

// __ne__ asks the type's __eq__ and inverts what it answers, unless NotImplemented.
Value objectNe(Interp& in, const Value& self, CallArgs& a) {
  expectArgs(in, "__ne__", a, 1);
  Value* eq = in.typeOf(self)->lookup(in.internStr("__eq__").as<Str>());
  Value r = eq && !eq->isNone() ? in.call(*eq, {self, a.pos[0]})
                                : (self.sameAs(a.pos[0]) ? Value::boolean(true) : notImplementedValue(in));
  if (r.is(ObjKind::NotImplemented)) return r;
  return Value::boolean(!in.truthy(r));
}

Value objectOrder(Interp& in, const Value&, CallArgs& a) {
  if (a.npos != 1) in.raise(in.types.TypeError, "expected 1 argument, got " + std::to_string(a.npos));
  return notImplementedValue(in);
}

Value objectHash(Interp& in, const Value& self, CallArgs& a) {
  expectArgs(in, "__hash__", a, 0);
  return Value::integer(self.isObj() ? hashIdentity(self.obj()) : hashValue(self));
}

Value objectRepr(Interp& in, const Value& self, CallArgs& a) {
  expectArgs(in, "__repr__", a, 0);
  return in.newStr(defaultObjectRepr(in, self));
}

Value objectStr(Interp& in, const Value& self, CallArgs& a) {  // the type's repr
  expectArgs(in, "__str__", a, 0);
  return in.newStr(in.repr(self));
}

Value objectFormat(Interp& in, const Value& self, CallArgs& a) {
  expectArgs(in, "__format__", a, 1);
  if (!a.pos[0].is(ObjKind::Str))
    in.raise(in.types.TypeError, "__format__() argument must be str, not " + in.typeName(a.pos[0]));
  if (!a.pos[0].as<Str>()->s.empty())
    in.raise(in.types.TypeError, "unsupported format string passed to " + in.typeName(self) + ".__format__");
  return in.newStr(in.str(self));
}

Value objectGetattribute(Interp& in, const Value& self, CallArgs& a) {
  expectArgs(in, "__getattribute__", a, 1);
  if (!a.pos[0].is(ObjKind::Str))
    in.raise(in.types.TypeError, "attribute name must be string, not '" + in.typeName(a.pos[0]) + "'");
  return getAttrDirect(in, self, a.pos[0].as<Str>());
}

Value objectSetattrMethod(Interp& in, const Value& self, CallArgs& a) {
  expectArgs(in, "__setattr__", a, 2);
  if (!a.pos[0].is(ObjKind::Str))
    in.raise(in.types.TypeError, "attribute name must be string, not '" + in.typeName(a.pos[0]) + "'");
  setAttrDirect(in, self, a.pos[0].as<Str>(), a.pos[1]);
  return Value::none();
}

Value objectDelattr(Interp& in, const Value& self, CallArgs& a) {
  expectArgs(in, "__delattr__", a, 1);
  if (!a.pos[0].is(ObjKind::Str))
    in.raise(in.types.TypeError, "attribute name must be string, not '" + in.typeName(a.pos[0]) + "'");
  delAttrDirect(in, self, a.pos[0].as<Str>());
  return Value::none();
}

}  // namespace

Value notImplementedValue(Interp& in) {
  return *in.builtins.as<Dict>()->findStr(in.internStr("NotImplemented").as<Str>());
}

Value slotMethod(Interp& in, const std::string& name, const char* owner, SlotFn newFn,
                 std::span<const SlotEntry> table) {
  if (name.size() < 5 || name[0] != '_' || name[1] != '_') return {};
  if (name == "__new__") return in.newBuiltin("__new__", newFn);  // a static method
  for (const auto& [n, fn] : table) {
    if (name != n) continue;
    Value b = in.newBuiltin(name, fn);
    b.as<Builtin>()->isMethod = true;
    b.as<Builtin>()->ownerName = owner;
    return b;
  }
  return {};
}

Value objectMethod(Interp& in, const std::string& name) {
  static const SlotEntry kMethods[] = {
      {"__init__", objectInit},
      {"__eq__", objectEq},
      {"__ne__", objectNe},
      {"__lt__", objectOrder},
      {"__le__", objectOrder},
      {"__gt__", objectOrder},
      {"__ge__", objectOrder},
      {"__hash__", objectHash},
      {"__repr__", objectRepr},
      {"__str__", objectStr},
      {"__format__", objectFormat},
      {"__getattribute__", objectGetattribute},
      {"__setattr__", objectSetattrMethod},
      {"__delattr__", objectDelattr},
      {"__init_subclass__", objectInitSubclass},
      {"__subclasshook__", objectSubclasshook},
  };
  return slotMethod(in, name, "object", objectNew, kMethods);
}

Value bindObjectMethod(Interp& in, const std::string& name, const Value& self) {
  Value m = objectMethod(in, name);
  if (m.isNull() || name == "__new__") return m;
  // __init_subclass__ and __subclasshook__ are class methods: read through an instance they bind the type.
  const bool classMethod = name == "__init_subclass__" || name == "__subclasshook__";
  Value target = classMethod && !self.is(ObjKind::Class) ? Value(in.typeOf(self)) : self;
  m.as<Builtin>()->self = target;
  return m;
}

}  // namespace tl::lang
