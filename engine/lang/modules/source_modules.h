// Standard-library modules written in Python (modules/py/*.py), compiled in as
// source text. Importing one runs its text as a module; its frames are left
// out of tracebacks, as CPython leaves out the C functions of its own
// built-in modules.
#pragma once
#include <cstddef>

#include "lang/eval/interp.h"

namespace tl::lang {

struct SourceModule {
  const char* name;
  const char* source;
};

extern const SourceModule kSourceModules[];
extern const size_t kSourceModuleCount;

// Registers every module of the table with the interpreter's importer.
void registerSourceModules(Interp& in);

}  // namespace tl::lang
