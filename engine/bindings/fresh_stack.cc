// Fresh host stacks for deep recursion in a browser Worker (see
// core/stack_guard.h). Where the browser has WebAssembly's JS promise
// integration (JSPI), web/engine_loader.js replaces the import below by a
// suspending one: the calling stack waits while `entry(job)` runs on a new
// stack made by WebAssembly.promising, then resumes with its result. Only a
// run begun through Session.beginRun (the page's) asks for fresh stacks.
#include "bindings/fresh_stack.h"

#include <emscripten/emscripten.h>

#include <cstdint>

#include "core/stack_guard.h"

namespace {

using tl::bindings::HostJob;

// Never reached unless the loader found no JSPI and a run asked anyway.
EM_JS(void, tl_host_fresh_stack, (uintptr_t entry, void* job),
      { throw new Error('tracelab: this host has no fresh stacks'); });

// False while the host has a JS frame on the stack (the call that loads the
// engine's deferred part, web/engine_loader.js): JSPI cannot suspend through
// it, so the job then runs on the stack it is on.
EM_JS(int, tl_host_can_suspend, (), {
  var canSuspend = Module['canSuspend'];
  return !canSuspend || canSuspend() ? 1 : 0;
});

void runOnHostFreshStack(void (*fn)(void*), void* arg) {
  if (!tl_host_can_suspend()) {
    fn(arg);
    return;
  }
  HostJob job{fn, arg};
  tl_host_fresh_stack(tl::bindings::freshStackEntry(), &job);
}

}  // namespace

extern "C" EMSCRIPTEN_KEEPALIVE void tl_run_host_job(void* job) {
  auto* j = static_cast<HostJob*>(job);
  j->fn(j->arg);
}

namespace tl::bindings {

uintptr_t freshStackEntry() { return reinterpret_cast<uintptr_t>(&tl_run_host_job); }

void useFreshStacks(bool on) { core::setFreshStackRunner(on ? runOnHostFreshStack : nullptr); }

}  // namespace tl::bindings
