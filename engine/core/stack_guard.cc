#include "core/stack_guard.h"

#include <cstdint>

#if defined(__linux__) && !defined(__EMSCRIPTEN__)
#include <pthread.h>
#endif

namespace tl::core {
namespace {

#if defined(__linux__) && !defined(__EMSCRIPTEN__)
// Room kept free for raising and reporting the error once the check fails.
constexpr uintptr_t kNativeMargin = 256 * 1024;

// The lowest address this thread's stack may reach, plus the margin.
uintptr_t nativeStackFloor() {
  pthread_attr_t attr;
  if (pthread_getattr_np(pthread_self(), &attr) != 0) return 0;
  void* low = nullptr;
  size_t size = 0;
  const bool known = pthread_attr_getstack(&attr, &low, &size) == 0;
  pthread_attr_destroy(&attr);
  return known ? reinterpret_cast<uintptr_t>(low) + kNativeMargin : 0;
}

bool nativeCheck() {
  thread_local const uintptr_t floor = nativeStackFloor();
  return reinterpret_cast<uintptr_t>(__builtin_frame_address(0)) > floor;
}
#else
bool nativeCheck() { return true; }
#endif

StackCheck gCheck = nativeCheck;
FreshStackRunner gFreshStack = nullptr;

}  // namespace

void setStackCheck(StackCheck check) { gCheck = check ? check : nativeCheck; }

bool stackHasRoom() { return gCheck(); }

void setFreshStackRunner(FreshStackRunner runner) { gFreshStack = runner; }

bool canRunOnFreshStack() { return gFreshStack != nullptr; }

void runOnFreshStack(void (*fn)(void*), void* arg) {
  if (gFreshStack) gFreshStack(fn, arg);
  else fn(arg);
}

}  // namespace tl::core
