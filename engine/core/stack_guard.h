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

#include <exception>
#include <optional>
#include <utility>

namespace tl::core {

// True while the stack has room for a deep call chain (tens of KB).
using StackCheck = bool (*)();

// Replaces the check (process-wide: set once by the host when it loads).
void setStackCheck(StackCheck check);

bool stackHasRoom();

// Some hosts can run a call on a fresh stack: a browser Worker with
// WebAssembly's JS promise integration, whose own stack holds only about 400
// Python levels. There the interpreter moves deep recursion onto a new stack
// every few dozen levels instead of running out.
using FreshStackRunner = void (*)(void (*fn)(void*), void* arg);

// Installs the host's runner for the run about to start (nullptr: none).
void setFreshStackRunner(FreshStackRunner runner);
bool canRunOnFreshStack();

// Runs fn(arg) on a fresh stack where the host has a runner, else here; fn
// must not throw.
void runOnFreshStack(void (*fn)(void*), void* arg);

// Runs `body()` on a fresh stack and returns its result; an exception it
// throws is rethrown here (it cannot cross the host between the stacks).
template <typename Body>
auto onFreshStack(Body&& body) {
  using Result = decltype(body());
  struct Job {
    Body* body;
    std::optional<Result> result;
    std::exception_ptr error;
  } job{&body, std::nullopt, nullptr};
  runOnFreshStack(
      [](void* arg) {
        auto* j = static_cast<Job*>(arg);
        try {
          j->result.emplace((*j->body)());
        } catch (...) {
          j->error = std::current_exception();
        }
      },
      &job);
  if (job.error) std::rethrow_exception(job.error);
  return std::move(*job.result);
}

}  // namespace tl::core
