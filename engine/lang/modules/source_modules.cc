// Importing a Python-source module: its text parsed and run as the body of a
// fresh module (see source_modules.h).
#include "lang/modules/source_modules.h"

#include "lang/syntax/parser.h"

namespace tl::lang {

namespace {

Value runSourceModule(Interp& in, const SourceModule& module) {
  Program program;
  try {
    program = parseProgram(module.source);
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

void registerSourceModules(Interp& in) {
  for (size_t i = 0; i < kSourceModuleCount; ++i) {
    const SourceModule& module = kSourceModules[i];
    in.registerModule(module.name, [&module](Interp& in) { return runSourceModule(in, module); });
  }
}

}  // namespace tl::lang
