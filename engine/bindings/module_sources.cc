// The Python-source modules' texts in WASM (see lang/modules/source_modules.h):
// the host's loadModuleSource(name), passed to the engine's factory, returns a
// module's text (web/engine_loader.js fetches web/dist/py/NAME.py, Node reads
// it from disk), so a page fetches only the modules its programs import.
#include <emscripten/emscripten.h>

#include <cstdlib>

#include "lang/modules/source_modules.h"

namespace {

// The text in memory the caller frees, or null when the host has none.
EM_JS(char*, tl_host_module_source, (const char* name), {
  var load = Module['loadModuleSource'];
  var text = load ? load(UTF8ToString(name)) : null;
  if (typeof text != 'string') return 0;
  var size = lengthBytesUTF8(text) + 1;
  var out = _malloc(size);
  stringToUTF8(text, out, size);
  return out;
});

std::optional<std::string> hostModuleSource(const char* name) {
  char* text = tl_host_module_source(name);
  if (!text) return std::nullopt;
  std::string result(text);
  std::free(text);
  return result;
}

// Installed when the module loads, before any Session exists.
[[maybe_unused]] const bool kInstalled = (tl::lang::setSourceLoader(hostModuleSource), true);

}  // namespace
