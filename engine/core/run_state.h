// RunState: the mutable state of one run for every layer below lang/ (the op
// context stack, random stream counters, live graphs, the memory account...).
// A Session owns one and installs it with a RunScope around all it does, so
// nothing one run changes is seen by the next, and a run cut short leaves
// nothing half-updated behind (the model: MicroPython's mp_state_ctx).
//
//   struct OpState { std::vector<Context*> contexts; };   // a module's own struct
//   OpState& s = core::RunState::current().get<OpState>(); // made on first use
//
// Outside any RunScope (unit tests, tools) each thread has a default state.
#pragma once
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace tl::core {

// Bytes held by live tensor buffers of one run, and the run's limit on them.
// Shared with every buffer it counts, so a buffer that outlives its run
// still releases into valid memory.
struct MemoryUse {
  int64_t inUse = 0;
  int64_t peak = 0;
  int64_t limit = 0;  // 0 = none
};

class RunState {
 public:
  RunState();
  ~RunState();  // slots are destroyed newest first
  RunState(const RunState&) = delete;
  RunState& operator=(const RunState&) = delete;

  template <typename T>
  T& get() {
    const size_t index = slotIndex<T>();
    if (index >= slots_.size()) slots_.resize(index + 1);
    std::shared_ptr<void>& slot = slots_[index];
    if (!slot) {
      slot = std::make_shared<T>();
      made_.push_back(index);
    }
    return *static_cast<T*>(slot.get());
  }

  const std::shared_ptr<MemoryUse>& memory() const { return memory_; }

  // The innermost RunScope's state, else this thread's default.
  static RunState& current() { return current_ ? *current_ : threadDefault(); }

 private:
  friend class RunScope;
  template <typename T>
  static size_t slotIndex() {
    static const size_t index = nextSlotIndex();  // one slot number per type, for the process
    return index;
  }
  static size_t nextSlotIndex();
  static RunState& threadDefault();

  std::shared_ptr<MemoryUse> memory_;
  std::vector<std::shared_ptr<void>> slots_;
  std::vector<size_t> made_;  // slot indices in order of creation
  static thread_local RunState* current_;
};

// Makes `state` current for this thread until the scope ends.
class RunScope {
 public:
  explicit RunScope(RunState& state) : previous_(RunState::current_) { RunState::current_ = &state; }
  ~RunScope() { RunState::current_ = previous_; }
  RunScope(const RunScope&) = delete;
  RunScope& operator=(const RunScope&) = delete;

 private:
  RunState* previous_;
};

}  // namespace tl::core
