// The builtin __import__ (importlib.import_module in modules/py/importlib.py
// is Python over it): absolute imports of the engine's modules, with
// CPython's fromlist rule (the top-level package without one, the named
// module with one, submodules the list names imported when they exist).
#include "lang/eval/builtins.h"
#include "lang/eval/native.h"

namespace tl::lang {

namespace {

// The names of a fromlist that are neither attributes of `m` nor "*": each
// imported as a submodule if one exists (a missing one is not an error here).
void importFromList(Interp& in, const std::string& name, const Value& m, const Value& fromlist) {
  for (const Value& item : in.toVector(fromlist)) {
    if (!item.is(ObjKind::Str))
      in.raise(in.types.TypeError, "Item in " + name + ".__all__ must be str, not " + in.typeName(item));
    const std::string& attr = item.as<Str>()->s;
    if (attr == "*" || !in.getAttrOrNull(m, in.internStr(attr).as<Str>()).isNull()) continue;
    try {
      in.importModule(name + "." + attr, {});
    } catch (PyException& e) {
      if (!in.isInstance(e.exc, in.types.ModuleNotFoundError)) throw;
    }
  }
}

Value importBuiltin(Interp& in, CallArgs& a) {
  auto args = parseArgs(in, a, "__import__", {"name", "globals", "locals", "fromlist", "level"}, 1);
  if (!args[0].is(ObjKind::Str)) in.raise(in.types.TypeError, "module name must be a string");
  const std::string name = args[0].as<Str>()->s;
  const int64_t level = args[4].isNull() ? 0 : toInt(in, args[4]);
  if (level < 0) in.raise(in.types.ValueError, "level must be >= 0");
  // The program is __main__ of no package, so every relative import fails as CPython's does there.
  if (level > 0) {
    if (args[1].isNull() || !args[1].is(ObjKind::Dict)) in.raise(in.types.TypeError, "globals must be a dict");
    in.raise(in.types.ImportError, "attempted relative import with no known parent package");
  }
  if (name.empty()) in.raise(in.types.ValueError, "Empty module name");
  Value m = in.importModule(name, {});
  const bool hasFromlist = !args[3].isNull() && in.truthy(args[3]);
  if (hasFromlist) {
    importFromList(in, name, m, args[3]);
    return m;
  }
  const size_t dot = name.find('.');
  return dot == std::string::npos ? m : in.importModule(name.substr(0, dot), {});
}

}  // namespace

void registerImportBuiltin(Interp& in) {
  in.builtins.as<Dict>()->set(in.internStr("__import__"),
                              in.newBuiltin("__import__", [](Interp& in, const Value&, CallArgs& a) {
                                return importBuiltin(in, a);
                              }));
}

}  // namespace tl::lang
