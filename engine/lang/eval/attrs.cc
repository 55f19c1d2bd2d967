// Attribute lookup and assignment (instances, classes, modules, natives, super).
#include "core/errors.h"
#include "lang/eval/builtins.h"
#include "lang/eval/interp.h"
#include "lang/eval/native.h"
#include "lang/eval/suggestions.h"

namespace tl::lang {

namespace {

Value bindBuiltin(Interp& in, const Value& self, const Value& m) {
  auto* b = new Builtin(in.types.builtinFunction, m.as<Builtin>()->name, m.as<Builtin>()->fn);
  b->self = self;
  b->ownerName = m.as<Builtin>()->ownerName;
  return Value(b);
}

// What a class attribute becomes when read through an instance.
Value bindToInstance(Interp& in, const Value& self, const Value& v) {
  if (!v.isObj()) return v;
  switch (v.obj()->kind()) {
    case ObjKind::Function: return Value(new BoundMethod(in.types.method, self, v));
    case ObjKind::Builtin: return v.as<Builtin>()->isMethod ? bindBuiltin(in, self, v) : v;
    case ObjKind::Property: {
      Value getter = v.as<Wrapper>()->fget;
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
    case ObjKind::ClassMethod: return Value(new BoundMethod(in.types.method, Value(in.typeOf(self)), v.as<Wrapper>()->fget));
    default: return v;
  }
}

// object.__setattr__(instance, name, value): the store a class's own
// __setattr__ falls back on.
Value objectSetattr(Interp& in) {
  return in.newBuiltin("__setattr__", [](Interp& in, const Value&, CallArgs& a) {
    if (a.npos != 3) in.raise(in.types.TypeError, "expected 3 arguments, got " + std::to_string(a.npos));
    if (!a.pos[1].is(ObjKind::Str))
      in.raise(in.types.TypeError, "attribute name must be string, not '" + in.typeName(a.pos[1]) + "'");
    if (!a.pos[0].is(ObjKind::Instance))
      in.raise(in.types.TypeError, "can't apply this __setattr__ to " + in.typeName(a.pos[0]) + " object");
    a.pos[0].as<Instance>()->attrs()->set(a.pos[1], a.pos[2]);
    return Value::none();
  });
}

Value classAttr(Interp& in, ClassObj* cls, const Str* name) {
  Value* v = cls->lookup(name);
  if (!v) {
    if (name->s == "__name__") return in.newStr(cls->name);
    if (name->s == "__qualname__") return in.newStr(cls->qualname.empty() ? cls->name : cls->qualname);
    if (name->s == "__module__") return in.newStr(cls->module);
    if (name->s == "__dict__") return cls->dict;  // the live namespace (CPython shows a read-only view)
    if (name->s == "__setattr__") return objectSetattr(in);
    if (name->s == "__annotations__" && cls->userDefined) {  // none written: an empty dict, kept
      Value d = in.newDict();
      cls->attrs()->set(in.internStr(name->s), d);
      return d;
    }
    if (name->s == "__new__") {  // object.__new__(cls): an instance whose __init__ has not run
      return in.newBuiltin("__new__", [](Interp& in, const Value&, CallArgs& a) {
        if (a.npos == 0) in.raise(in.types.TypeError, "object.__new__(): not enough arguments");
        if (!a.pos[0].is(ObjKind::Class) || a.pos[0].as<ClassObj>()->native)
          in.raise(in.types.TypeError, "object.__new__(X): X is not a type object (" + in.typeName(a.pos[0]) + ")");
        return in.newInstance(a.pos[0].as<ClassObj>());
      });
    }
    if (name->s == "__base__" || name->s == "__bases__") {
      Value b = cls->base ? Value(cls->base) : Value::none();
      return name->s == "__base__" ? b : in.newTuple(cls->base ? std::vector<Value>{b} : std::vector<Value>{});
    }
    return {};
  }
  if (v->is(ObjKind::ClassMethod)) return Value(new BoundMethod(in.types.method, Value(cls), v->as<Wrapper>()->fget));
  if (v->is(ObjKind::StaticMethod)) return v->as<Wrapper>()->fget;
  if (v->is(ObjKind::Instance))
    if (Value* get = v->obj()->cls()->lookup(in.internStr("__get__").as<Str>()))
      return in.call(*get, {*v, Value::none(), Value(cls)});
  return *v;
}

Value exceptionAttr(Interp& in, const Instance* i, const std::string& name) {
  const ExcData* d = i->exc.get();
  if (name == "args") return d->args;
  if (name == "__cause__") return d->cause.isNull() ? Value::none() : d->cause;
  if (name == "__context__") return d->context.isNull() ? Value::none() : d->context;
  if (name == "__traceback__") return Value::none();
  if (name == "__suppress_context__") return Value::boolean(d->suppressContext);
  if (name == "code" && i->cls()->isSubclassOf(in.exceptionClass("SystemExit"))) return systemExitCode(in, Value(const_cast<Instance*>(i)));
  if (name == "value" && i->cls()->isSubclassOf(in.types.StopIteration))
    return d->args.as<Tuple>()->items.empty() ? Value::none() : d->args.as<Tuple>()->items[0];
  return {};
}

// A function's own attributes (set by the program, e.g. functools.wraps) come
// before the ones every function has.
Value functionAttr(Interp& in, const Value& fv, const std::string& name) {
  Function* f = fv.as<Function>();
  if (!f->attrs.isNull())
    if (Value* v = f->attrs.as<Dict>()->findStr(in.internStr(name).as<Str>())) return *v;
  if (name == "__name__") return in.newStr(f->code->name);
  if (name == "__qualname__") return in.newStr(f->qualname);
  if (name == "__doc__") {  // the docstring: a string literal as the body's first statement
    const Body& body = f->code->body;
    if (!body.empty() && body[0]->kind == StmtKind::Expr) {
      const Expr* e = static_cast<const ExprStmt*>(body[0].get())->value.get();
      if (e->kind == ExprKind::Const && static_cast<const ConstExpr*>(e)->type == ConstExpr::Type::Str)
        return in.newStr(static_cast<const ConstExpr*>(e)->s);
    }
    return Value::none();
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
  if (name == "__annotations__") {  // unannotated: an empty dict, kept
    if (f->attrs.isNull()) f->attrs = in.newDict();
    Value d = in.newDict();
    f->attrs.as<Dict>()->set(in.internStr(name), d);
    return d;
  }
  if (name == "__kwdefaults__") {
    Value d = in.newDict();
    for (size_t i = 0; i < f->kwDefaults.size(); ++i)
      if (!f->kwDefaults[i].isNull()) d.as<Dict>()->set(in.internStr(f->code->kwOnly[i].name), f->kwDefaults[i]);
    return d.as<Dict>()->size() ? d : Value::none();
  }
  return {};
}

}  // namespace

Value systemExitCode(Interp&, const Value& exc) {
  const auto& args = exc.as<Instance>()->exc->args.as<Tuple>()->items;
  if (args.empty()) return Value::none();
  return args.size() == 1 ? args[0] : exc.as<Instance>()->exc->args;
}

Value Interp::bindToInstance(const Value& self, const Value& attr) {
  return lang::bindToInstance(*this, self, attr);
}

Value Interp::getAttrOrNull(const Value& obj, const Str* name) {
  ClassObj* cls = typeOf(obj);
  if (obj.isObj()) {
    switch (obj.obj()->kind()) {
      case ObjKind::Instance: {
        auto* inst = obj.as<Instance>();
        if (Value* v = inst->attrs()->findStr(name)) return *v;
        if (name->s == "__dict__") return inst->dict;  // the live attribute dict
        if (inst->exc)
          if (Value v = exceptionAttr(*this, inst, name->s); !v.isNull()) return v;
        if (Value* v = cls->lookup(name)) return lang::bindToInstance(*this, obj, *v);
        if (Value* ga = cls->lookup(internStr("__getattr__").as<Str>()))
          return call(lang::bindToInstance(*this, obj, *ga), {Value(const_cast<Str*>(name))});
        return {};
      }
      case ObjKind::Class: return classAttr(*this, obj.as<ClassObj>(), name);
      case ObjKind::Module: {
        Value* v = obj.as<Module>()->attrs()->findStr(name);
        return v ? *v : Value();
      }
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
      case ObjKind::Super: {
        Super* s = obj.as<Super>();
        for (ClassObj* c = s->startAfter->base; c; c = c->base)
          if (Value* v = c->attrs()->findStr(name)) return lang::bindToInstance(*this, s->self, *v);
        if (name->s == "__setattr__") {  // object's, bound to the instance
          Value setter = objectSetattr(*this), self = s->self;
          return newBuiltin("__setattr__", [setter, self](Interp& in, const Value&, CallArgs& a) {
            std::vector<Value> args{self};
            args.insert(args.end(), a.pos, a.pos + a.npos);
            return in.call(setter, std::move(args));
          });
        }
        return {};
      }
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
  return {};
}

Value Interp::getAttr(const Value& obj, const Str* name) {
  Value v = getAttrOrNull(obj, name);
  if (!v.isNull()) return v;
  std::string message = "'" + typeName(obj) + "' object has no attribute '" + name->s + "'";
  if (obj.is(ObjKind::Class))
    message = "type object '" + obj.as<ClassObj>()->name + "' has no attribute '" + name->s + "'";
  else if (obj.is(ObjKind::Module))
    message = "module '" + obj.as<Module>()->name + "' has no attribute '" + name->s + "'";
  else if (obj.is(ObjKind::Super))
    message = "'super' object has no attribute '" + name->s + "'";
  raiseAttributeError(*this, obj, name, message);
}

Value Interp::getAttr(const Value& obj, const std::string& name) { return getAttr(obj, internStr(name).as<Str>()); }

void Interp::setAttr(const Value& obj, const Str* name, const Value& v) {
  Value key(const_cast<Str*>(name));
  if (obj.isObj()) {
    switch (obj.obj()->kind()) {
      case ObjKind::Instance: {
        if (Value* hook = obj.obj()->cls()->lookup(internStr("__setattr__").as<Str>())) {  // the class's own
          call(*hook, {obj, key, v});
          return;
        }
        Value* p = obj.obj()->cls()->lookup(name);
        if (p && p->is(ObjKind::Property)) {
          Value setter = p->as<Wrapper>()->fset;
          if (setter.isNull()) raise(types.AttributeError, "can't set attribute '" + name->s + "'");
          call(setter, {obj, v});
          return;
        }
        obj.as<Instance>()->attrs()->set(key, v);
        return;
      }
      case ObjKind::Class: obj.as<ClassObj>()->attrs()->set(key, v); return;
      case ObjKind::Module: obj.as<Module>()->attrs()->set(key, v); return;
      case ObjKind::Function: {
        Function* f = obj.as<Function>();
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

}  // namespace tl::lang
