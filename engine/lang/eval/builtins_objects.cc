// Built-ins about namespaces: vars(), dir(), locals(), globals(), delattr(); keyword checks for built-ins.
#include "lang/eval/builtins.h"
#include "lang/eval/module_attrs.h"
#include "lang/eval/native.h"
#include "lang/eval/suggestions.h"

namespace tl::lang {

// The current frame's variables: the namespace itself at module level and in
// a class body, a snapshot of the local slots in a function (as CPython's locals()).
Value frameLocals(Interp& in) {
  Frame* f = in.frame;
  if (f->classNs) return f->classMapping.isNull() ? Value(f->classNs) : f->classMapping;
  if (!f->func || !f->code) return Value(f->globals);
  Value d = in.newDict();
  for (size_t i = 0; i < f->code->slotNames.size(); ++i) {
    const Value& slot = f->slots[i];
    const Value v = f->code->slotIsCell[i] && !slot.isNull() ? slot.as<Cell>()->value : slot;
    if (!v.isNull()) d.as<Dict>()->set(in.internStr(f->code->slotNames[i]), v);
  }
  return d;
}

namespace {

// The object's attribute dictionary itself (vars(obj) sees later changes).
Value objectDict(Interp& in, const Value& v) {
  if (v.isObj() && v.obj()->instanceDict() && hasInstanceDict(in, v.obj()->cls())) return *v.obj()->instanceDict();
  if (v.is(ObjKind::Class) && v.as<ClassObj>()->userDefined) return v.as<ClassObj>()->dict;
  if (v.is(ObjKind::Module)) return v.as<Module>()->dict;
  if (v.is(ObjKind::Function)) {
    Function* f = v.as<Function>();
    if (f->attrs.isNull()) f->attrs = in.newDict();
    return f->attrs;
  }
  in.raise(in.types.TypeError, "vars() argument must have __dict__ attribute");
}


void noKeywords(Interp& in, const CallArgs& a, const char* name) {
  if (a.nkw) in.raise(in.types.TypeError, std::string(name) + "() takes no keyword arguments");
}

// dir(): the sorted names of the current scope; dir(obj): the object's __dir__
// (sorted into a list), else its attributes, its classes' and object's.
Value builtinDir(Interp& in, const Value&, CallArgs& a) {
  noKeywords(in, a, "dir");
  if (a.npos > 1) in.raise(in.types.TypeError, "dir expected at most 1 argument, got " + std::to_string(a.npos));
  std::vector<Value> names;
  if (a.npos == 0) {
    frameLocals(in).as<Dict>()->forEach([&](const Value& k, const Value&) { names.push_back(k); });
  } else if (Value* own = a.pos[0].is(ObjKind::Instance)
                              ? in.typeOf(a.pos[0])->lookup(in.internStr("__dir__").as<Str>())
                              : nullptr) {
    names = in.toVector(in.call(*own, {a.pos[0]}));
  } else if (a.pos[0].is(ObjKind::Module)) {
    names = moduleDir(in, a.pos[0]);
  } else {
    for (const std::string& n : attributeNames(in, a.pos[0])) names.push_back(in.newStr(n));
  }
  sortList(in, names, Value(), false);
  return in.newList(std::move(names));
}

}  // namespace

void checkKeywords(Interp& in, const CallArgs& a, const char* fname, std::initializer_list<const char*> names) {
  for (size_t k = 0; k < a.nkw; ++k) {
    bool known = false;
    for (const char* n : names) known = known || a.kw[k].name == n;
    if (!known)
      in.raise(in.types.TypeError, "'" + a.kw[k].name + "' is an invalid keyword argument for " + fname + "()");
  }
}

void installObjectBuiltins(Interp& in) {
  defineBuiltin(in, "vars", [](Interp& in, const Value&, CallArgs& a) {
    noKeywords(in, a, "vars");
    if (a.npos > 1) in.raise(in.types.TypeError, "vars expected at most 1 argument, got " + std::to_string(a.npos));
    return a.npos ? objectDict(in, a.pos[0]) : frameLocals(in);
  });
  defineBuiltin(in, "dir", builtinDir);
  defineBuiltin(in, "delattr", [](Interp& in, const Value&, CallArgs& a) {
    noKeywords(in, a, "delattr");
    if (a.npos != 2) in.raise(in.types.TypeError, "delattr expected 2 arguments, got " + std::to_string(a.npos));
    if (!a.pos[1].is(ObjKind::Str))
      in.raise(in.types.TypeError, "attribute name must be string, not '" + in.typeName(a.pos[1]) + "'");
    in.delAttr(a.pos[0], in.internStr(a.pos[1].as<Str>()->s).as<Str>());
    return Value::none();
  });
  defineBuiltin(in, "locals", [](Interp& in, const Value&, CallArgs& a) {
    if (a.npos || a.nkw)
      in.raise(in.types.TypeError, "locals() takes no arguments (" + std::to_string(a.npos + a.nkw) + " given)");
    return frameLocals(in);
  });
  defineBuiltin(in, "globals", [](Interp& in, const Value&, CallArgs& a) {
    if (a.npos || a.nkw)
      in.raise(in.types.TypeError, "globals() takes no arguments (" + std::to_string(a.npos + a.nkw) + " given)");
    return Value(in.frame->globals);
  });
  // types.MethodType(function, instance): the bound method an attribute read makes.
  in.types.method->attrs()->set(in.internStr("__call_ctor__"), in.newBuiltin("method", [](Interp& in, const Value&,
                                                                                          CallArgs& a) {
    noKeywords(in, a, "method");
    if (a.npos != 2) in.raise(in.types.TypeError, "method expected 2 arguments, got " + std::to_string(a.npos));
    Value callable = *in.builtins.as<Dict>()->findStr(in.internStr("callable").as<Str>());
    if (!in.truthy(in.call(callable, {a.pos[0]}))) in.raise(in.types.TypeError, "first argument must be callable");
    if (a.pos[1].isNone()) in.raise(in.types.TypeError, "instance must not be None");
    return Value(new BoundMethod(in.types.method, a.pos[1], a.pos[0]));
  }));
}

}  // namespace tl::lang
