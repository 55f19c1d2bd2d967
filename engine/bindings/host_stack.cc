// The host stack check for WASM (see core/stack_guard.h). V8 runs WASM frames
// on its own native stack, whose use only JavaScript can sense: recursing a
// fixed number of JS frames from here fails when too little is left to raise
// and report a RecursionError. Emscripten's stack in linear memory, where
// address-taken locals live, is checked too (it overflows silently).
#include <emscripten/emscripten.h>
#include <emscripten/stack.h>

#include "core/stack_guard.h"

namespace {

// About 1,200 JS frames is 50-90 KB of V8's stack, depending on tiering.
EM_JS(int, tl_js_stack_has_room, (), {
  var probe = function(n) { return n > 0 ? probe(n - 1) + 1 : 0; };
  try {
    probe(1200);
    return 1;
  } catch (e) {
    return 0;
  }
});

constexpr uintptr_t kLinearStackMargin = 512 * 1024;

bool wasmStackHasRoom() {
  if (emscripten_stack_get_current() - emscripten_stack_get_end() < kLinearStackMargin) return false;
  return tl_js_stack_has_room() != 0;
}

// Installed when the module loads, before any Session exists.
[[maybe_unused]] const bool kInstalled = (tl::core::setStackCheck(wasmStackHasRoom), true);

}  // namespace
