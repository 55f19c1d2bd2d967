// Program classes that extend the built-in types (class Stack(list),
// class Celsius(float)): which types may be extended, the objects their
// instances are (see SubclassObject in objects.h), the built-in __new__ and
// __init__ that make and fill them, and the override lookup the evaluator's
// fast paths ask first.
#include "lang/eval/builtins.h"
#include "lang/eval/bytes_object.h"
#include "lang/eval/native.h"

namespace tl::lang {

namespace {

// Built-in types' own objects, with the contents of `plain` (of cls's built-in type).
Object* newHeapObject(ClassObj* cls, const Value& plain) {
  switch (plain.obj()->kind()) {
    case ObjKind::Str: return new SubclassObject<Str>(cls, plain.as<Str>()->s);
    case ObjKind::List: {
      auto* l = new SubclassObject<List>(cls);
      l->items = plain.as<List>()->items;
      return l;
    }
    case ObjKind::Tuple: {
      auto* t = new SubclassObject<Tuple>(cls);
      t->items = plain.as<Tuple>()->items;
      return t;
    }
    case ObjKind::Dict: {
      auto* d = new SubclassObject<Dict>(cls);
      plain.as<Dict>()->forEach([&](const Value& k, const Value& v) { d->set(k, v); });
      return d;
    }
    case ObjKind::Set: {
      auto* s = new SubclassObject<Set>(cls);
      s->mergeFrom(*plain.as<Set>());
      s->frozen = plain.as<Set>()->frozen;
      return s;
    }
    default: {
      const BytesObj* b = asBytes(plain);
      return new SubclassObject<BytesObj>(cls, b->data, b->isMutable);
    }
  }
}

// The built-in type's constructor (int(x), tuple(it), ...) on `args`.
Value construct(Interp& in, ClassObj* type, CallArgs& args) {
  Value* ctor = type->attrs()->findStr(in.internStr("__call_ctor__").as<Str>());
  return ctor->as<Builtin>()->fn(in, Value(type), args);
}

bool isMutable(Interp& in, const ClassObj* type) {
  const Types& t = in.types;
  return type == t.list || type == t.dict || type == t.set || type == t.bytearray;
}

// X.__new__(cls, *args): an object of cls, a subclass of X. The mutable types
// start empty (their __init__ fills them); the others are built from args.
Value newSubclassInstance(Interp& in, ClassObj* type, CallArgs& a) {
  const std::string& name = type->name;
  if (a.npos == 0) in.raise(in.types.TypeError, name + ".__new__(): not enough arguments");
  if (!a.pos[0].is(ObjKind::Class))
    in.raise(in.types.TypeError, name + ".__new__(X): X is not a type object (" + in.typeName(a.pos[0]) + ")");
  ClassObj* cls = a.pos[0].as<ClassObj>();
  if (!cls->isSubclassOf(type))
    in.raise(in.types.TypeError, name + ".__new__(" + cls->name + "): " + cls->name + " is not a subtype of " + name);
  CallArgs rest{a.pos + 1, a.npos - 1, a.kw, a.nkw};
  CallArgs none;
  return newSubclassObject(in, cls, construct(in, type, isMutable(in, type) ? none : rest));
}

// list.__init__(self, iterable), set.__init__, bytearray.__init__: the
// contents the constructor makes from the arguments; dict.__init__ adds them.
Value typeInit(Interp& in, ClassObj* type, const Value& self, CallArgs& a) {
  if (!in.typeOf(self)->isSubclassOf(type))
    in.raise(in.types.TypeError,
             "descriptor '__init__' requires a '" + type->name + "' object but received a '" + in.typeName(self) + "'");
  Value fresh = construct(in, type, a);
  switch (self.obj()->kind()) {
    case ObjKind::List: self.as<List>()->items = std::move(fresh.as<List>()->items); break;
    case ObjKind::Dict: dictUpdate(in, self, fresh); break;
    case ObjKind::Set:
      self.as<Set>()->clear();
      self.as<Set>()->mergeFrom(*fresh.as<Set>());
      break;
    default: asBytes(self)->data = asBytes(fresh)->data; break;
  }
  return Value::none();
}

void defNew(Interp& in, ClassObj* type) {
  Value b = in.newBuiltin("__new__",
                          [type](Interp& in, const Value&, CallArgs& a) { return newSubclassInstance(in, type, a); });
  type->attrs()->set(in.internStr("__new__"), b);
}

void defInit(Interp& in, ClassObj* type) {
  defMethod(in, type, "__init__",
            [type](Interp& in, const Value& self, CallArgs& a) { return typeInit(in, type, self, a); });
}

// int and float methods read the number an instance of a subclass stands for.
void unboxSelfOfMethods(Interp& in, ClassObj* type) {
  type->attrs()->forEach([&](const Value&, const Value& m) {
    if (!m.is(ObjKind::Builtin) || !m.as<Builtin>()->isMethod) return;
    NativeFn fn = m.as<Builtin>()->fn;
    m.as<Builtin>()->fn = [fn](Interp& in, const Value& self, CallArgs& a) { return fn(in, plainNumber(self), a); };
  });
}

}  // namespace

const Value* overrideOf(Interp& in, const Value& v, const char* name) {
  if (!v.isObj() || !v.obj()->cls()->userDefined || v.obj()->kind() == ObjKind::Instance) return nullptr;
  const Str* key = in.internStr(name).as<Str>();
  for (const ClassObj* c : v.obj()->cls()->mro())
    if (const Value* m = c->attrs()->findStr(key)) return c->userDefined ? m : nullptr;
  return nullptr;
}

Value newSubclassObject(Interp& in, ClassObj* cls, const Value& plain) {
  if (!cls->userDefined) return plain;
  if (!plain.isObj() || plain.is(ObjKind::BigInt)) {  // an int or a float
    Value v = in.newInstance(cls);
    v.as<Instance>()->number = plain;
    return v;
  }
  Value v(newHeapObject(cls, plain));
  *v.obj()->instanceDict() = in.newDict();
  return v;
}

void installBuiltinSubclassing(Interp& in) {
  Types& t = in.types;
  for (ClassObj* type : {t.int_, t.float_}) unboxSelfOfMethods(in, type);
  for (ClassObj* type : {t.int_, t.float_, t.str, t.list, t.tuple, t.dict, t.set, t.frozenset, t.bytes, t.bytearray}) {
    type->builtinBase = type;
    defNew(in, type);
  }
  for (ClassObj* type : {t.list, t.dict, t.set, t.bytearray}) defInit(in, type);
  for (ClassObj* type :
       {t.bool_, t.range, t.slice, t.function, t.builtinFunction, t.method, t.NoneType, t.cell, t.iterator,
        t.NotImplementedType, t.ellipsis, t.memoryview, t.bytesIterator, t.bytearrayIterator})
    type->subclassable = false;
  installSlotMethods(in);
}

}  // namespace tl::lang
