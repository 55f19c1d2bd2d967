// Attribute lookup and assignment (instances, classes, modules, natives, super).
#include <algorithm>

#include "core/errors.h"
#include "lang/eval/builtins.h"
#include "lang/eval/code_objects.h"
#include "lang/eval/interp.h"
#include "lang/eval/metaclass.h"
#include "lang/eval/module_attrs.h"
#include "lang/eval/native.h"
#include "lang/eval/suggestions.h"
#include "lang/syntax/ast_walk.h"

namespace tl::lang {

namespace {

Value bindBuiltin(Interp& in, const Value& self, const Value& m) {
  if (in.typeOf(self)->userDefined) checkMethodApplies(in, m, self);  // a built-in type's own objects always qualify
  auto* b = new Builtin(in.types.builtinFunction, m.as<Builtin>()->name, m.as<Builtin>()->fn);
  b->self = self;
  b->ownerName = m.as<Builtin>()->ownerName;
  return Value(b);
}

// property 'x' of 'C' object has no getter / setter / deleter.
[[noreturn]] void raiseMissingAccessor(Interp& in, const Value& property, const Value& obj, const char* accessor) {
  const std::string& name = property.as<Wrapper>()->name;
  const ClassObj* cls = in.typeOf(obj);
  in.raise(in.types.AttributeError, "property " + (name.empty() ? "" : "'" + name + "' ") + "of '" +
                                        (cls->qualname.empty() ? cls->name : cls->qualname) + "' object has no " +
                                        accessor);
}

// What a class attribute becomes when read through an instance.
Value bindToInstance(Interp& in, const Value& self, const Value& v) {
  if (!v.isObj()) return v;
  switch (v.obj()->kind()) {
    case ObjKind::Function: return Value(new BoundMethod(in.types.method, self, v));
    case ObjKind::Builtin: return v.as<Builtin>()->isMethod ? bindBuiltin(in, self, v) : v;
    case ObjKind::Property: {
      Value getter = v.as<Wrapper>()->fget;
      if (getter.isNull()) raiseMissingAccessor(in, v, self, "getter");
      if (getter.is(ObjKind::Builtin)) return getter.as<Builtin>()->fn(in, self, *std::make_unique<CallArgs>());
      return in.call(getter, {self});
    }
    case ObjKind::StaticMethod: return v.as<Wrapper>()->fget;
    case ObjKind::Instance:  // a descriptor: its class's __get__(descriptor, instance, owner)
      if (Value* get = v.obj()->cls()->lookup(in.internStr("__get__").as<Str>()))
        return in.call(*get, {v, self, Value(in.typeOf(self))});
      return v;
    case ObjKind::Native: {
      Value bound = static_cast<NativeObject*>(v.obj())->bindTo(in, self);
      return bound.isNull() ? v : bound;
    }
    case ObjKind::ClassMethod:
      return Value(new BoundMethod(in.types.method, Value(in.typeOf(self)), v.as<Wrapper>()->fget));
    default: return v;
  }
}

// A class whose every class but object lists __slots__ (without "__dict__")
// gives its instances only those attributes.
void checkSlots(Interp& in, const Value& obj, const Str* name) {
  const ClassObj* cls = obj.obj()->cls();
  if (hasInstanceDict(in, cls)) return;
  for (const ClassObj* c : cls->mro())
    if (c->slots)
      for (const std::string& s : *c->slots)
        if (s == name->s) return;
  in.raise(in.types.AttributeError, "'" + cls->name + "' object has no attribute '" + name->s + "'");
}

// A descriptor instance stored in a class: its type's __set__ or __delete__.
Value descriptorHook(Interp& in, const Value* attr, const char* hook) {
  if (!attr || !attr->is(ObjKind::Instance)) return {};
  Value* m = attr->obj()->cls()->lookup(in.internStr(hook).as<Str>());
  return m ? *m : Value();
}

// Setting obj.name = v when the type's `attr` is a property or has __set__.
bool setThroughDescriptor(Interp& in, const Value* attr, const Value& obj, const Value& v) {
  if (attr && attr->is(ObjKind::Property)) {
    Value setter = attr->as<Wrapper>()->fset;
    if (setter.isNull()) raiseMissingAccessor(in, *attr, obj, "setter");
    in.call(setter, {obj, v});
    return true;
  }
  Value set = descriptorHook(in, attr, "__set__");
  if (set.isNull()) return false;
  in.call(set, {*attr, obj, v});
  return true;
}

// What a class attribute becomes when read through the class (or super() in a class method).
Value bindToClass(Interp& in, ClassObj* cls, const Value* v) {
  if (v->is(ObjKind::ClassMethod)) return Value(new BoundMethod(in.types.method, Value(cls), v->as<Wrapper>()->fget));
  if (v->is(ObjKind::StaticMethod)) return v->as<Wrapper>()->fget;
  if (v->is(ObjKind::Instance))
    if (Value* get = v->obj()->cls()->lookup(in.internStr("__get__").as<Str>()))
      return in.call(*get, {*v, Value::none(), Value(cls)});
  return *v;
}

// What type.__getattribute__ finds when neither the metaclass nor the class's
// MRO holds the name: the attributes every class has, then type's and object's methods.
Value classBuiltinAttr(Interp& in, ClassObj* cls, const Str* name) {
  if (name->s == "__name__") return in.newStr(cls->name);
  if (name->s == "__qualname__") return in.newStr(cls->qualname.empty() ? cls->name : cls->qualname);
  if (name->s == "__module__") return in.newStr(cls->module);
  if (name->s == "__dict__") return cls->dict;             // the live namespace (CPython shows a read-only view)
  if (name->s == "__annotations__" && cls->userDefined) {  // none written: an empty dict, kept
    Value d = in.newDict();
    cls->attrs()->set(in.internStr(name->s), d);
    return d;
  }
  if (name->s == "__class__") return Value(in.typeOf(Value(cls)));
  if (name->s == "__base__") return cls->base ? Value(cls->base) : Value::none();
  if (name->s == "__bases__") {
    std::vector<Value> bases;
    for (ClassObj* b : cls->bases) bases.push_back(Value(b));
    if (bases.empty() && cls->base) bases.push_back(Value(cls->base));
    return in.newTuple(std::move(bases));
  }
  if (name->s == "__mro__" || name->s == "mro") {
    std::vector<Value> order;
    for (const ClassObj* c : cls->mro()) order.push_back(Value(const_cast<ClassObj*>(c)));
    Value tuple = in.newTuple(order);
    if (name->s == "__mro__") return tuple;
    return in.newBuiltin("mro", [order](Interp& in, const Value&, CallArgs&) { return in.newList(order); });
  }
  if (name->s == "__subclasses__")
    return in.newBuiltin("__subclasses__",
                         [cls](Interp& in, const Value&, CallArgs&) { return in.newList(in.subclassesOf(cls)); });
  if (cls->isSubclassOf(in.types.type))  // type.__new__, Meta.__call__
    if (Value m = typeMethod(in, name->s); !m.isNull()) return m;
  if (!cls->userDefined && cls != in.types.object) return {};  // int.__eq__ is not object's
  if (name->s == "__init_subclass__" || name->s == "__subclasshook__") return bindObjectMethod(in, name->s, Value(cls));
  return objectMethod(in, name->s);
}

// A descriptor that wins over an object's own attributes: a property, or an
// object whose type has __set__ or __delete__.
bool isDataDescriptor(Interp& in, const Value& v) {
  if (v.is(ObjKind::Property)) return true;
  return v.is(ObjKind::Instance) && (v.obj()->cls()->lookup(in.internStr("__set__").as<Str>()) ||
                                     v.obj()->cls()->lookup(in.internStr("__delete__").as<Str>()));
}

// type.__getattribute__: a data descriptor of the metaclass, the class's MRO,
// then the rest of the metaclass (its methods bound to the class).
Value classAttr(Interp& in, ClassObj* cls, const Str* name) {
  const Value self(cls);
  ClassObj* meta = programMetaclass(self);
  Value* metaAttr = meta ? meta->lookup(name) : nullptr;
  if (metaAttr && isDataDescriptor(in, *metaAttr)) return bindToInstance(in, self, *metaAttr);
  // type's own __name__ and __qualname__ are data descriptors too: they win
  // over a class attribute of that name (the generator type's property).
  if (!metaAttr && (name->s == "__name__" || name->s == "__qualname__")) return classBuiltinAttr(in, cls, name);
  if (Value* v = cls->lookup(name)) return bindToClass(in, cls, v);
  if (metaAttr) return bindToInstance(in, self, *metaAttr);
  return classBuiltinAttr(in, cls, name);
}

// An Instance's attribute, or one of a built-in object of a program class:
// its own dict, the class, then (withGetattr) the class's __getattr__.
Value instanceAttr(Interp& in, const Value& obj, const Value& attrs, const Str* name, bool withGetattr = true) {
  ClassObj* cls = obj.obj()->cls();
  if (Value* v = attrs.as<Dict>()->findStr(name)) return *v;
  if (name->s == "__dict__" && hasInstanceDict(in, cls)) return attrs;  // the live attribute dict
  if (obj.is(ObjKind::Instance) && obj.as<Instance>()->exc)
    if (Value v = exceptionAttr(in, obj.as<Instance>(), name->s); !v.isNull()) return v;
  Value* getattr = withGetattr ? cls->lookup(in.internStr("__getattr__").as<Str>()) : nullptr;
  if (Value* v = cls->lookup(name)) {
    if (!getattr) return lang::bindToInstance(in, obj, *v);
    try {
      return lang::bindToInstance(in, obj, *v);
    } catch (PyException& e) {  // a property's AttributeError gives __getattr__ its turn too
      if (!in.isInstance(e.exc, in.types.AttributeError)) throw;
      return in.call(lang::bindToInstance(in, obj, *getattr), {Value(const_cast<Str*>(name))});
    }
  }
  if (Value m = bindObjectMethod(in, name->s, obj); !m.isNull()) return m;
  if (name->s == "__class__") return Value(cls);
  if (!getattr) return {};
  return in.call(lang::bindToInstance(in, obj, *getattr), {Value(const_cast<Str*>(name))});
}

// A class's own __getattribute__ answers every lookup; when it raises
// AttributeError, the class's __getattr__ gets a turn (slot_tp_getattr_hook).
Value getattributeHook(Interp& in, const Value& obj, const Value& hook, const Str* name) {
  const Value key(const_cast<Str*>(name));
  try {
    return in.call(lang::bindToInstance(in, obj, hook), {key});
  } catch (PyException& e) {
    if (!in.isInstance(e.exc, in.types.AttributeError)) throw;
    Value* ga = obj.obj()->cls()->lookup(in.internStr("__getattr__").as<Str>());
    if (!ga) throw;
    return in.call(lang::bindToInstance(in, obj, *ga), {key});
  }
}

// A function's own attributes (set by the program, e.g. functools.wraps) come
// before the ones every function has.
Value functionAttr(Interp& in, const Value& fv, const std::string& name) {
  Function* f = fv.as<Function>();
  if (!f->attrs.isNull())
    if (Value* v = f->attrs.as<Dict>()->findStr(in.internStr(name).as<Str>())) return *v;
  if (name == "__name__") return in.newStr(f->code->name);
  if (name == "__qualname__") return in.newStr(f->qualname);
  if (name == "__doc__") {
    const std::string* doc = docstringOf(f->code->body);
    return doc ? in.newStr(*doc) : Value::none();
  }
  if (name == "__module__") {
    Value* module = f->globals.as<Dict>()->findStr(in.internStr("__name__").as<Str>());
    return module ? *module : Value::none();
  }
  if (name == "__dict__") {
    if (f->attrs.isNull()) f->attrs = in.newDict();
    return f->attrs;
  }
  if (name == "__defaults__") return f->defaults.empty() ? Value::none() : in.newTuple(f->defaults);
  if (name == "__globals__") return f->globals;
  if (name == "__code__") return codeObject(in, f->code);
  if (name == "__closure__") return closureOf(in, f);
  if (name == "__annotations__") {  // unannotated: an empty dict, kept
    if (f->attrs.isNull()) f->attrs = in.newDict();
    Value d = in.newDict();
    f->attrs.as<Dict>()->set(in.internStr(name), d);
    return d;
  }
  if (name == "__get__")  // the descriptor protocol that binds a class's functions to instances
    return in.newBuiltin("__get__", [fv](Interp& in, const Value&, CallArgs& a) {
      if (a.nkw) in.raise(in.types.TypeError, "__get__() takes no keyword arguments");
      if (a.npos < 1 || a.npos > 2)  // CPython's wrapper names no function: the text starts with a space
        in.raise(in.types.TypeError,
                 std::string(a.npos ? " expected at most 2 arguments, got " : " expected at least 1 argument, got ") +
                     std::to_string(a.npos));
      if (!a.pos[0].isNone()) return Value(new BoundMethod(in.types.method, a.pos[0], fv));
      if (a.npos == 1 || a.pos[1].isNone()) in.raise(in.types.TypeError, "__get__(None, None) is invalid");
      return fv;
    });
  if (name == "__kwdefaults__") {
    Value d = in.newDict();
    for (size_t i = 0; i < f->kwDefaults.size(); ++i)
      if (!f->kwDefaults[i].isNull()) d.as<Dict>()->set(in.internStr(f->code->kwOnly[i].name), f->kwDefaults[i]);
    return d.as<Dict>()->size() ? d : Value::none();
  }
  return {};
}

// A class's attribute, else its metaclass's __getattr__ (also when the lookup
// raised AttributeError, as CPython's slot_tp_getattr_hook does).
Value classAttrOrGetattr(Interp& in, const Value& cls, const Str* name) {
  Value* hook = metaclassMethod(in, cls, "__getattr__");
  if (!hook) return classAttr(in, cls.as<ClassObj>(), name);
  const Value getattr = *hook;
  Value v;
  try {
    v = classAttr(in, cls.as<ClassObj>(), name);
  } catch (PyException& e) {
    if (!in.isInstance(e.exc, in.types.AttributeError)) throw;
  }
  return v.isNull() ? in.call(bindToInstance(in, cls, getattr), {Value(const_cast<Str*>(name))}) : v;
}

// After the class super() names: in the MRO of self's type when self is an
// instance of that class (a method; a metaclass's method given a class), else
// in self's own MRO (a class method), which reads as the class would.
Value superAttr(Interp& in, const Super* s, const Str* name) {
  const bool ofInstance = in.typeOf(s->self)->isSubclassOf(s->startAfter) || !s->self.is(ObjKind::Class);
  const ClassObj* type = ofInstance ? in.typeOf(s->self) : s->self.as<ClassObj>();
  const auto& order = type->mro();
  auto start = std::find(order.begin(), order.end(), s->startAfter);
  for (auto it = start == order.end() ? start : start + 1; it != order.end(); ++it) {
    if (Value* v = (*it)->attrs()->findStr(name))
      return ofInstance ? bindToInstance(in, s->self, *v) : bindToClass(in, s->self.as<ClassObj>(), v);
    if (*it == in.types.type)
      if (Value m = typeMethod(in, name->s, s->self); !m.isNull()) return m;
  }
  return bindObjectMethod(in, name->s, s->self);
}

}  // namespace


Value Interp::bindToInstance(const Value& self, const Value& attr) { return lang::bindToInstance(*this, self, attr); }

Value Interp::getAttrOrNull(const Value& obj, const Str* name) {
  ClassObj* cls = typeOf(obj);
  if (obj.isObj()) {
    if (Value* attrs = obj.obj()->instanceDict()) {
      if (getattributeHooks && cls->userDefined)
        if (Value* hook = cls->lookup(internStr("__getattribute__").as<Str>()))
          return getattributeHook(*this, obj, *hook, name);
      return instanceAttr(*this, obj, *attrs, name);
    }
    switch (obj.obj()->kind()) {
      case ObjKind::Class: return classAttrOrGetattr(*this, obj, name);
      case ObjKind::Module: return moduleAttr(*this, obj, name);
      case ObjKind::Native: {
        Value v;
        try {
          v = obj.as<NativeObject>()->getAttr(*this, name->s);
        } catch (core::TfError& e) {
          raise(exceptionClass(e.kind()), e.what());
        }
        if (!v.isNull()) return v;
        break;
      }
      case ObjKind::Function:
        if (Value v = functionAttr(*this, obj, name->s); !v.isNull()) return v;
        break;
      case ObjKind::Cell:
        if (Value v = cellAttr(*this, obj.as<Cell>(), name->s); !v.isNull()) return v;
        break;
      case ObjKind::Super: return superAttr(*this, obj.as<Super>(), name);
      case ObjKind::BoundMethod:
        if (name->s == "__self__") return obj.as<BoundMethod>()->self;
        if (name->s == "__func__") return obj.as<BoundMethod>()->func;
        return getAttrOrNull(obj.as<BoundMethod>()->func, name);
      case ObjKind::Builtin:
        if (name->s == "__name__") return newStr(obj.as<Builtin>()->name);
        break;
      default: break;
    }
  }
  if (Value* v = cls->lookup(name)) return lang::bindToInstance(*this, obj, *v);
  if (name->s == "__class__") return Value(cls);
  return {};
}

Value getAttrDirect(Interp& in, const Value& obj, const Str* name) {
  if (!obj.isObj() || !obj.obj()->instanceDict()) return in.getAttr(obj, name);
  Value v = instanceAttr(in, obj, *obj.obj()->instanceDict(), name, false);
  if (v.isNull())
    raiseAttributeError(in, obj, name, "'" + in.typeName(obj) + "' object has no attribute '" + name->s + "'");
  return v;
}

Value Interp::getAttr(const Value& obj, const Str* name) {
  Value v = getAttrOrNull(obj, name);
  if (!v.isNull()) return v;
  std::string message = "'" + typeName(obj) + "' object has no attribute '" + name->s + "'";
  if (obj.is(ObjKind::Class))
    message = "type object '" + obj.as<ClassObj>()->name + "' has no attribute '" + name->s + "'";
  else if (obj.is(ObjKind::Module))
    message = "module '" + obj.as<Module>()->name + "' has no attribute '" + name->s + "'";
  else if (obj.is(ObjKind::Super)) message = "'super' object has no attribute '" + name->s + "'";
  raiseAttributeError(*this, obj, name, message);
}

void Interp::delAttr(const Value& obj, const Str* name) {
  Value* hook = obj.isObj() && obj.obj()->instanceDict()
                    ? obj.obj()->cls()->lookup(internStr("__delattr__").as<Str>())
                    : metaclassMethod(*this, obj, "__delattr__");  // the class's (metaclass's) own
  if (hook) {
    call(*hook, {obj, Value(const_cast<Str*>(name))});
    return;
  }
  delAttrDirect(*this, obj, name);
}

// object.__delattr__: a property's deleter, a descriptor's __delete__, else the attribute itself.
void delAttrDirect(Interp& in, const Value& obj, const Str* name) {
  Value key(const_cast<Str*>(name));
  if (obj.isObj() && obj.obj()->instanceDict()) {
    Value* p = obj.obj()->cls()->lookup(name);
    if (p && p->is(ObjKind::Property)) {
      if (p->as<Wrapper>()->fdel.isNull()) raiseMissingAccessor(in, *p, obj, "deleter");
      in.call(p->as<Wrapper>()->fdel, {obj});
      return;
    }
    if (Value del = descriptorHook(in, p, "__delete__"); !del.isNull()) {
      in.call(del, {*p, obj});
      return;
    }
    if (obj.obj()->instanceDict()->as<Dict>()->erase(key)) return;
  } else if (obj.is(ObjKind::Class) && obj.as<ClassObj>()->userDefined) {
    if (obj.as<ClassObj>()->attrs()->erase(key)) return;
    in.raise(in.types.AttributeError,
             "type object '" + obj.as<ClassObj>()->name + "' has no attribute '" + name->s + "'");
  } else if (obj.is(ObjKind::Function) && !obj.as<Function>()->attrs.isNull()) {
    if (obj.as<Function>()->attrs.as<Dict>()->erase(key)) return;
  } else if (obj.is(ObjKind::Module)) {
    if (obj.as<Module>()->attrs()->erase(key)) return;
  }
  in.raise(in.types.AttributeError, "'" + in.typeName(obj) + "' object has no attribute '" + name->s + "'");
}

Value Interp::getAttr(const Value& obj, const std::string& name) { return getAttr(obj, internStr(name).as<Str>()); }

void Interp::setAttr(const Value& obj, const Str* name, const Value& v) {
  Value key(const_cast<Str*>(name));
  if (obj.isObj() && obj.obj()->instanceDict()) {
    if (Value* hook = obj.obj()->cls()->lookup(internStr("__setattr__").as<Str>())) {  // the class's own
      call(*hook, {obj, key, v});
      return;
    }
    setAttrDirect(*this, obj, name, v);
    return;
  }
  if (obj.isObj()) {
    switch (obj.obj()->kind()) {
      case ObjKind::Class:
        if (!obj.as<ClassObj>()->userDefined && obj.as<ClassObj>()->module == "builtins")
          raise(types.TypeError,
                "cannot set '" + name->s + "' attribute of immutable type '" + obj.as<ClassObj>()->name + "'");
        if (Value* hook = metaclassMethod(*this, obj, "__setattr__")) call(*hook, {obj, key, v});
        else setClassAttrDirect(*this, obj.as<ClassObj>(), name, v);
        return;
      case ObjKind::Module: obj.as<Module>()->attrs()->set(key, v); return;
      case ObjKind::Function: {
        Function* f = obj.as<Function>();
        if (setFunctionDefaults(*this, f, name->s, v)) return;
        if (f->attrs.isNull()) f->attrs = newDict();
        f->attrs.as<Dict>()->set(key, v);
        return;
      }
      case ObjKind::Native:
        if (obj.as<NativeObject>()->setAttr(*this, name->s, v)) return;
        break;
      default: break;
    }
  }
  raise(types.AttributeError, "'" + typeName(obj) + "' object has no attribute '" + name->s + "'");
}

// object.__setattr__: a property's setter, a descriptor's __set__, else the
// instance's own attribute (when its __slots__ allow the name).
void setAttrDirect(Interp& in, const Value& obj, const Str* name, const Value& v) {
  if (!obj.isObj() || !obj.obj()->instanceDict())
    in.raise(in.types.TypeError, "can't apply this __setattr__ to " + in.typeName(obj) + " object");
  if (setThroughDescriptor(in, obj.obj()->cls()->lookup(name), obj, v)) return;
  if (obj.is(ObjKind::Instance) && obj.as<Instance>()->exc && setExceptionAttr(in, obj.as<Instance>(), name, v)) return;
  checkSlots(in, obj, name);
  obj.obj()->instanceDict()->as<Dict>()->set(Value(const_cast<Str*>(name)), v);
}

Value callSpecial(Interp& in, const Value& self, const Value& method, std::vector<Value> args) {
  if (method.is(ObjKind::Function) || method.is(ObjKind::Builtin)) args.insert(args.begin(), self);
  else return in.call(lang::bindToInstance(in, self, method), std::move(args));
  return in.call(method, std::move(args));
}

void setClassAttrDirect(Interp& in, ClassObj* cls, const Str* name, const Value& v) {
  const Value self(cls);
  ClassObj* meta = programMetaclass(self);
  if (meta && setThroughDescriptor(in, meta->lookup(name), self, v)) return;
  if (name->s == "__getattribute__") in.getattributeHooks = true;
  cls->attrs()->set(Value(const_cast<Str*>(name)), v);
}

bool hasInstanceDict(Interp& in, const ClassObj* cls) {
  if (cls == in.types.object) return false;  // object() takes no attributes
  if (!cls->slots) return true;
  for (const ClassObj* c : cls->mro()) {
    if (!c->userDefined) continue;  // object, the built-in types and exceptions
    if (!c->slots) return true;
    for (const std::string& s : *c->slots)
      if (s == "__dict__") return true;
  }
  return false;
}

}  // namespace tl::lang
