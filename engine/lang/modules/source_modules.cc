// Importing a Python-source module: its text parsed and run as the body of a
// fresh module (see source_modules.h).
#include "lang/modules/source_modules.h"

#include <cstring>

#include "lang/syntax/parser.h"

namespace tl::lang {

namespace {

SourceLoader hostLoader = nullptr;

std::string moduleText(Interp& in, const SourceModule& module) {
  if (module.source) return module.source;
  std::optional<std::string> text = hostLoader ? hostLoader(module.name) : std::nullopt;
  if (!text)
    in.raise(in.types.ImportError, std::string("the source of module ") + module.name + " could not be loaded");
  return std::move(*text);
}

Value runSourceModule(Interp& in, const SourceModule& module) {
  Program program;
  try {
    program = parseProgram(moduleText(in, module));
  } catch (SyntaxErrorEx& e) {  // the engine's own module text: a defect, said plainly
    in.raise(in.types.RuntimeError, std::string("module ") + module.name + " failed to parse: " + e.info.message);
  }
  Value m = in.newModule(module.name);
  Dict* globals = m.as<Module>()->attrs();
  in.hideFramesOf(globals);
  in.runModuleBody(*program.code, globals, nullptr);
  return m;
}

}  // namespace

void setSourceLoader(SourceLoader loader) { hostLoader = loader; }

std::optional<std::string> sourceModuleText(const char* name) {
  for (size_t i = 0; i < kSourceModuleCount; ++i) {
    const SourceModule& module = kSourceModules[i];
    if (std::strcmp(module.name, name) != 0) continue;
    if (module.source) return std::string(module.source);
    return hostLoader ? hostLoader(module.name) : std::nullopt;
  }
  return std::nullopt;
}

void registerSourceModules(Interp& in) {
  for (size_t i = 0; i < kSourceModuleCount; ++i) {
    const SourceModule& module = kSourceModules[i];
    in.registerModule(module.name, [&module](Interp& in) { return runSourceModule(in, module); });
  }
}

}  // namespace tl::lang
