// tf.Module, tf.data and tf.map_fn/scan/foldl/foldr, written in Python
// (modules/py/_tf_module.py, _tf_data*.py, _tf_functional.py), loaded when a
// program first reads them: the tensorflow module's own __getattr__ (PEP 562)
// imports it then, so `import tensorflow` runs no Python and a page whose
// programs never use tf.Module never fetches its text.
#include "lang/eval/suggestions.h"
#include "lang/modules/tensorflow/tf_internal.h"

namespace tl::lang::tfi {
namespace {

// The names __getattr__ answers, each with the Python-source module defining it.
constexpr std::pair<const char*, const char*> kLazyNames[] = {
    {"Module", "_tf_module"},   {"data", "_tf_data"},        {"map_fn", "_tf_functional"},
    {"scan", "_tf_functional"}, {"foldl", "_tf_functional"}, {"foldr", "_tf_functional"}};

const char* lazySource(const std::string& name) {
  for (const auto& [lazy, source] : kLazyNames)
    if (name == lazy) return source;
  return nullptr;
}

// tensorflow.__getattr__(name): a lazy name's value, kept in the module's dict
// so that later reads find it there; any other name is missing as before.
Value moduleGetattr(Interp& in, const Value&, CallArgs& a) {
  const Value tf = tfState(in).module;
  const std::string name = a.npos == 1 && a.pos[0].is(ObjKind::Str) ? a.pos[0].as<Str>()->s : "";
  if (const char* source = lazySource(name)) {
    Value v = in.getAttr(in.importModule(source, {}), name);
    setModuleAttr(in, tf, name, v);
    return v;
  }
  raiseAttributeError(in, tf, in.internStr(name).as<Str>(), "module 'tensorflow' has no attribute '" + name + "'");
}

// tensorflow.__dir__(): the dict's names and the lazy ones, without the hooks.
Value moduleDirHook(Interp& in, const Value&, CallArgs&) {
  std::vector<Value> names;
  tfState(in).module.as<Module>()->attrs()->forEach([&](const Value& k, const Value&) {
    const std::string& s = k.as<Str>()->s;
    if (s != "__getattr__" && s != "__dir__" && !lazySource(s)) names.push_back(k);
  });
  for (const auto& [lazy, source] : kLazyNames) names.push_back(in.newStr(lazy));
  return in.newList(std::move(names));
}

}  // namespace

void installLazyApi(Interp& in, const Value& tf) {
  defFunction(in, tf, "__getattr__", moduleGetattr);
  defFunction(in, tf, "__dir__", moduleDirHook);
}

}  // namespace tl::lang::tfi
