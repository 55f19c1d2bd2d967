// Fresh host stacks for the page's runs (fresh_stack.cc).
#pragma once

#include <cstdint>

namespace tl::bindings {

// A call for the host to start on a fresh stack.
struct HostJob {
  void (*fn)(void*);
  void* arg;
};

// The function-table index of tl_run_host_job: the host wraps it with
// WebAssembly.promising to start a job on a fresh stack.
uintptr_t freshStackEntry();

// While on, deep Python recursion asks the host for fresh stacks.
void useFreshStacks(bool on);

}  // namespace tl::bindings
