// The extension API for native modules and classes (see native.h).
#include "lang/eval/native.h"

#include <cstdio>

#include "lang/eval/builtins.h"

namespace tl::lang {

ClassObj* newNativeClass(Interp& in, const std::string& name, const std::string& module, ClassObj* base) {
  ClassObj* cls = in.newClass(name, base ? base : in.types.object, module);
  static NativeType* const kMarker = reinterpret_cast<NativeType*>(uintptr_t{1});
  cls->native = kMarker;
  return cls;
}

void defMethod(Interp& in, ClassObj* cls, const std::string& name, NativeFn fn) {
  Value b = in.newBuiltin(name, std::move(fn));
  b.as<Builtin>()->isMethod = true;
  b.as<Builtin>()->ownerName = cls->name;
  cls->attrs()->set(in.internStr(name), b);
}

void defProperty(Interp& in, ClassObj* cls, const std::string& name, NativeFn getter) {
  Value g = in.newBuiltin(name, std::move(getter));
  cls->attrs()->set(in.internStr(name), Value(new Wrapper(ObjKind::Property, in.types.property, g)));
}

void defFunction(Interp& in, const Value& module, const std::string& name, NativeFn fn) {
  setModuleAttr(in, module, name, in.newBuiltin(name, std::move(fn)));
}

void setModuleAttr(Interp& in, const Value& module, const std::string& name, const Value& v) {
  module.as<Module>()->attrs()->set(in.internStr(name), v);
}

void setClassAttr(Interp& in, ClassObj* cls, const std::string& name, const Value& v) {
  cls->attrs()->set(in.internStr(name), v);
}

std::optional<core::Tensor> valueAsArray(Interp& in, const Value& v) {
  return v.is(ObjKind::Native) ? v.as<NativeObject>()->asArray(in) : std::nullopt;
}

std::optional<core::Tensor> valueAsTensor(Interp& in, const Value& v) {
  return v.is(ObjKind::Native) ? v.as<NativeObject>()->asTensor(in) : std::nullopt;
}

int arrayPriorityOf(const Value& v) { return v.is(ObjKind::Native) ? v.as<NativeObject>()->arrayPriority() : 0; }

bool isPythonFunction(const Value& v) {
  if (v.is(ObjKind::Function)) return true;
  return v.is(ObjKind::BoundMethod) && v.as<BoundMethod>()->func.is(ObjKind::Function);
}

FunctionInfo functionInfo(const Value& fn) {
  const Function* f = fn.is(ObjKind::BoundMethod) ? fn.as<BoundMethod>()->func.as<Function>() : fn.as<Function>();
  FunctionInfo info;
  info.name = f->code->name;
  info.qualname = f->qualname;
  for (const Param& p : f->code->params) info.params.push_back(p.name);
  info.defaults = f->defaults;
  for (const Param& p : f->code->kwOnly) info.kwOnly.push_back(p.name);
  info.kwDefaults = f->kwDefaults;
  info.varargs = f->code->varargs;
  info.kwargs = f->code->kwargs;
  info.codeId = reinterpret_cast<uintptr_t>(f->code.get());
  info.firstLine = f->code->firstLine;
  return info;
}

std::string functionRepr(Interp& in, const Value& fn) { return in.repr(fn); }

}  // namespace tl::lang
