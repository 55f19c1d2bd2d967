// The host's own stack. A tree-walking interpreter recurses in C++ for every
// Python call, and in WASM that recursion runs on V8's native stack (about
// 450 KB in a browser Worker, 984 KB on Node's main thread), which only the
// host can measure. Deep recursion must end in Python's RecursionError, never
// in the host's stack overflow, which no C++ handler can catch.
//
//   if (!core::stackHasRoom()) raise RecursionError  // at recursion points
//
// Natively the thread's stack bounds are read once per thread; the WASM
// bindings install a check that asks V8 (see bindings/).
#pragma once

namespace tl::core {

// True while the stack has room for a deep call chain (tens of KB).
using StackCheck = bool (*)();

// Replaces the check (process-wide: set once by the host when it loads).
void setStackCheck(StackCheck check);

bool stackHasRoom();

}  // namespace tl::core
