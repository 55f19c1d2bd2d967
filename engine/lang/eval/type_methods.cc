// type's own methods: what super().__new__(mcs, name, bases, ns) or
// super().__call__(*args) in a metaclass find once no class before type in
// its MRO defines the name, and what type.__new__ / Meta.__init__ read through
// a class. Kept out of type's dict so that "does the metaclass define
// __call__" stays a plain lookup.
#include "lang/eval/builtins.h"
#include "lang/eval/class_build.h"
#include "lang/eval/metaclass.h"

namespace tl::lang {

namespace {

// type.__new__'s arguments as a class statement would hand them over: the
// namespace copied, the module from its __module__ (else the caller's).
ClassSpec specFromArgs(Interp& in, CallArgs& a) {
  const char* kinds[] = {"str", "tuple", "dict"};
  const ObjKind expected[] = {ObjKind::Str, ObjKind::Tuple, ObjKind::Dict};
  for (int i = 0; i < 3; ++i)
    if (!a.pos[i].is(expected[i]))
      in.raise(in.types.TypeError, "type.__new__() argument " + std::to_string(i + 1) + " must be " + kinds[i] +
                                       ", not " + in.typeName(a.pos[i]));
  ClassSpec spec;
  for (const Value& b : a.pos[1].as<Tuple>()->items) {
    if (!b.is(ObjKind::Class))  // a base's type is its metaclass: one that is no type conflicts
      in.raise(in.types.TypeError,
               "metaclass conflict: the metaclass of a derived class must be a (non-strict) "
               "subclass of the metaclasses of all its bases");
    spec.bases.push_back(b.as<ClassObj>());
  }
  spec.ns = in.newDict();
  dictUpdate(in, spec.ns, a.pos[2]);
  spec.name = spec.qualname = a.pos[0].as<Str>()->s;
  const Value* module = spec.ns.as<Dict>()->findStr(in.internStr("__module__").as<Str>());
  if (!module && in.frame) module = in.frame->globals->findStr(in.internStr("__name__").as<Str>());
  spec.module = module && module->is(ObjKind::Str) ? module->as<Str>()->s : "__main__";
  for (size_t k = 0; k < a.nkw; ++k) spec.keywords.push_back(a.kw[k]);
  return spec;
}

ClassObj* classArg(Interp& in, const Value& v, const char* what) {
  if (!v.is(ObjKind::Class)) in.raise(in.types.TypeError, std::string(what) + " must be a class");
  return v.as<ClassObj>();
}

Value typeNewStatic(Interp& in, const Value&, CallArgs& a) {
  if (a.npos == 0) in.raise(in.types.TypeError, "type.__new__(): not enough arguments");
  const Value& mcs = a.pos[0];
  if (!mcs.is(ObjKind::Class))
    in.raise(in.types.TypeError, "type.__new__(X): X is not a type object (" + in.typeName(mcs) + ")");
  if (!mcs.as<ClassObj>()->isSubclassOf(in.types.type))
    in.raise(in.types.TypeError, "type.__new__(" + mcs.as<ClassObj>()->name + "): " + mcs.as<ClassObj>()->name +
                                     " is not a subtype of type");
  CallArgs rest{a.pos + 1, a.npos - 1, a.kw, a.nkw};
  return typeNew(in, mcs.as<ClassObj>(), rest);
}

Value typeInit(Interp& in, const Value&, CallArgs& a) {
  if (a.nkw && a.npos == 1) in.raise(in.types.TypeError, "type.__init__() takes no keyword arguments");
  if (a.npos != 1 && a.npos != 3) in.raise(in.types.TypeError, "type.__init__() takes 1 or 3 arguments");
  return Value::none();
}

Value typeCall(Interp& in, const Value& self, CallArgs& a) {
  return constructInstance(in, classArg(in, self, "descriptor '__call__' argument"), a);
}

Value typeSetattr(Interp& in, const Value& self, CallArgs& a) {
  if (a.npos != 2 || !a.pos[0].is(ObjKind::Str))
    in.raise(in.types.TypeError, "type.__setattr__() takes an attribute name and a value");
  setClassAttrDirect(in, classArg(in, self, "type.__setattr__() argument"), a.pos[0].as<Str>(), a.pos[1]);
  return Value::none();
}

Value typeDelattr(Interp& in, const Value& self, CallArgs& a) {
  if (a.npos != 1 || !a.pos[0].is(ObjKind::Str))
    in.raise(in.types.TypeError, "type.__delattr__() takes an attribute name");
  delAttrDirect(in, self, a.pos[0].as<Str>());
  return Value::none();
}

Value typeRepr(Interp& in, const Value& self, CallArgs&) {
  return in.newStr(classRepr(classArg(in, self, "type.__repr__() argument")));
}

Value typePrepare(Interp& in, const Value&, CallArgs&) { return in.newDict(); }

Value typeInstancecheck(Interp& in, const Value& self, CallArgs& a) {
  if (a.npos != 1) in.raise(in.types.TypeError, "__instancecheck__() takes exactly one argument");
  return Value::boolean(in.typeOf(a.pos[0])->isSubclassOf(classArg(in, self, "isinstance() arg 2")));
}

Value typeSubclasscheck(Interp& in, const Value& self, CallArgs& a) {
  if (a.npos != 1) in.raise(in.types.TypeError, "__subclasscheck__() takes exactly one argument");
  ClassObj* sub = classArg(in, a.pos[0], "issubclass() arg 1");
  return Value::boolean(sub->isSubclassOf(classArg(in, self, "issubclass() arg 2")));
}

}  // namespace

Value typeNew(Interp& in, ClassObj* mcs, CallArgs& a) {
  if (a.npos != 3)
    in.raise(in.types.TypeError, "type.__new__() takes exactly 3 arguments (" + std::to_string(a.npos) + " given)");
  ClassSpec spec = specFromArgs(in, a);
  ClassObj* winner = winningMetaclass(in, mcs, spec.bases);
  // A more derived metaclass with its own __new__ makes the class (CPython's type_new).
  if (winner != mcs)
    if (Value* own = winner->lookup(in.internStr("__new__").as<Str>())) {
      std::vector<Value> pos{Value(winner)};
      pos.insert(pos.end(), a.pos, a.pos + a.npos);
      return in.call(own->is(ObjKind::StaticMethod) ? own->as<Wrapper>()->fget : *own, pos, spec.keywords);
    }
  spec.meta = winner == in.types.type ? nullptr : winner;
  return buildClass(in, spec);
}

Value typeMethod(Interp& in, const std::string& name, const Value& self) {
  static const SlotEntry kMethods[] = {
      {"__init__", typeInit},
      {"__call__", typeCall},
      {"__setattr__", typeSetattr},
      {"__delattr__", typeDelattr},
      {"__repr__", typeRepr},
      {"__prepare__", typePrepare},
      {"__instancecheck__", typeInstancecheck},
      {"__subclasscheck__", typeSubclasscheck},
  };
  Value m = slotMethod(in, name, "type", typeNewStatic, kMethods);
  if (m.isNull() || name == "__new__") return m;
  m.as<Builtin>()->isMethod = name != "__prepare__";  // a class method: what it binds is not an argument
  m.as<Builtin>()->self = self;
  return m;
}

}  // namespace tl::lang
