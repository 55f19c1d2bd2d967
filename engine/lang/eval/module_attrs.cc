// PEP 562's module __getattr__ and __dir__ (see module_attrs.h).
#include "lang/eval/module_attrs.h"

#include "lang/eval/builtins.h"

namespace tl::lang {

namespace {

// The AttributeError a lookup lets escape names the object and the attribute
// unless it already names some (CPython 3.11's set_attribute_error_context),
// so that its traceback can offer a near name.
void noteAttributeContext(Interp& in, const Value& exc, const Value& obj, const Str* name) {
  Dict* attrs = exc.as<Instance>()->attrs();
  const Value* given = attrs->findStr(in.internStr("name").as<Str>());
  const Value* owner = attrs->findStr(in.internStr("obj").as<Str>());
  if ((given && !given->isNone()) || (owner && !owner->isNone())) return;
  attrs->set(in.internStr("name"), Value(const_cast<Str*>(name)));
  attrs->set(in.internStr("obj"), obj);
}

}  // namespace

Value moduleAttr(Interp& in, const Value& module, const Str* name) {
  Dict* attrs = module.as<Module>()->attrs();
  if (Value* v = attrs->findStr(name)) return *v;
  // Looked up in the dict itself, never through the module's class: a
  // __getattr__ of the module, not a method of every module.
  Value* hook = attrs->findStr(in.internStr("__getattr__").as<Str>());
  if (!hook) return {};
  const Value hookFn = *hook;  // the call may change the dict
  try {
    return in.call(hookFn, {Value(const_cast<Str*>(name))});
  } catch (PyException& e) {
    if (in.isInstance(e.exc, in.types.AttributeError)) noteAttributeContext(in, e.exc, module, name);
    throw;
  }
}

Value importedName(Interp& in, const Value& module, const Str* name) {
  try {
    return in.getAttrOrNull(module, name);
  } catch (PyException& e) {  // CPython's import_from looks up with _PyObject_LookupAttr
    if (!in.isInstance(e.exc, in.types.AttributeError)) throw;
    return {};
  }
}

std::vector<Value> moduleDir(Interp& in, const Value& module) {
  Dict* attrs = module.as<Module>()->attrs();
  std::vector<Value> names;
  if (Value* hook = attrs->findStr(in.internStr("__dir__").as<Str>())) {
    const Value hookFn = *hook;
    return in.toVector(in.call(hookFn, {}));
  }
  attrs->forEach([&](const Value& k, const Value&) { names.push_back(k); });
  return names;
}

namespace {

// module(name, doc=None), types.ModuleType: a module with CPython's five
// entries (module___init___impl), loaded by nothing.
Value makeModule(Interp& in, const Value&, CallArgs& a) {
  checkKeywords(in, a, "module.__init__", {"name", "doc"});
  Value args[2];
  if (a.npos > 2)
    in.raise(in.types.TypeError,
             "module.__init__() takes at most 2 arguments (" + std::to_string(a.npos + a.nkw) + " given)");
  for (size_t i = 0; i < a.npos; ++i) args[i] = a.pos[i];
  for (size_t k = 0; k < a.nkw; ++k) args[a.kw[k].name == "name" ? 0 : 1] = a.kw[k].value;
  if (args[0].isNull()) in.raise(in.types.TypeError, "module.__init__() missing required argument 'name' (pos 1)");
  if (!args[0].is(ObjKind::Str))
    in.raise(in.types.TypeError, "module.__init__() argument 'name' must be str, not " + in.typeName(args[0]));
  Value m = in.newModule(args[0].as<Str>()->s);
  Dict* attrs = m.as<Module>()->attrs();
  attrs->set(in.internStr("__doc__"), args[1].isNull() ? Value::none() : args[1]);
  for (const char* name : {"__package__", "__loader__", "__spec__"}) attrs->set(in.internStr(name), Value::none());
  return m;
}

}  // namespace

void installModuleType(Interp& in) {
  in.types.module->attrs()->set(in.internStr("__call_ctor__"), in.newBuiltin("module", makeModule));
}

Value mainModule(Interp& in, const Value& globals) {
  auto* m = new Module(in.types.module, "__main__");
  m->dict = globals;
  return Value(m);
}

}  // namespace tl::lang
