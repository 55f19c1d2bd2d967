// Standard-library modules written in Python (modules/py/*.py), compiled in as
// source text (in WebAssembly, by name only: the host supplies the text on the
// first import). Importing one runs its text as a module; its frames are left
// out of tracebacks, as CPython leaves out the C functions of its own
// built-in modules.
#pragma once
#include <cstddef>
#include <optional>
#include <string>

#include "lang/eval/interp.h"

namespace tl::lang {

struct SourceModule {
  const char* name;
  const char* source;  // nullptr: the host's SourceLoader supplies it
};

// The host's supplier of a module's text (none: nullopt).
using SourceLoader = std::optional<std::string> (*)(const char* name);

// Installs the loader (process-wide: set once by the host when it loads).
void setSourceLoader(SourceLoader loader);

// The text of the source module `name` (compiled in, or the host's), nullopt
// for no such module or none supplied: data kept as module text is read
// through it (modules/unicode_names.cc).
std::optional<std::string> sourceModuleText(const char* name);

extern const SourceModule kSourceModules[];
extern const size_t kSourceModuleCount;

// Registers every module of the table with the interpreter's importer.
void registerSourceModules(Interp& in);

}  // namespace tl::lang
