#include "core/run_state.h"

#include <atomic>

namespace tl::core {

thread_local RunState* RunState::current_ = nullptr;

RunState::RunState() : memory_(std::make_shared<MemoryUse>()) {}

RunState::~RunState() {
  // A later slot may refer to an earlier one (a graph context to its graphs).
  for (auto it = made_.rbegin(); it != made_.rend(); ++it) slots_[*it].reset();
}

size_t RunState::nextSlotIndex() {
  static std::atomic<size_t> next{0};
  return next++;
}

RunState& RunState::threadDefault() {
  // Never destroyed: tensors in static storage may release into it at exit.
  thread_local RunState* state = new RunState;
  return *state;
}

}  // namespace tl::core
