#include "session/session.h"

#include <chrono>
#include <new>

#include "core/errors.h"
#include "core/events.h"
#include "lang/interpreter.h"

namespace tl::session {

Session::Session(const core::Options& options, Listener listener, std::function<void()> pulse)
    : options_(options),
      listener_(std::move(listener)),
      pulse_(std::move(pulse)),
      state_(std::make_unique<core::RunState>()) {
  core::RunScope scope(*state_);
  interpreter_ = std::make_unique<lang::Interpreter>(options_, *this);
}

Session::~Session() {
  core::RunScope scope(*state_);
  interpreter_.reset();  // its objects release into this session's state
}

void Session::emit(const core::Json& event) {
  flushCalls();
  deliver(event);
}

void Session::deliver(const core::Json& event) {
  stats_.record(event);
  if (listener_) listener_(event);
}

void Session::callMade(const core::events::Call& call) {
  if (callRuns_.joins(call)) return callRuns_.join(call);
  flushCalls();
  if (call.traced || call.calls != 1) return deliver(core::events::call(call));
  callRuns_.start(call);
}

void Session::flushCalls() {
  if (!callRuns_.empty()) deliver(callRuns_.take());
}

void Session::requestCancel() { interpreter_->requestCancel(); }

void Session::emitInternalError(const std::string& kind, const std::string& message) {
  emit(core::events::error(kind, message, 0, 0, kind + ": " + message + "\n"));
}

// The interpreter reports Python-level errors itself; anything that still
// escapes is an engine fault, reported in TensorFlow's terms rather than lost.
bool Session::runGuarded(const std::string& source, const std::string& filename) {
  try {
    return interpreter_->run(source, filename);
  } catch (const core::TfError& e) {
    emitInternalError(e.kind(), e.what());
  } catch (const std::bad_alloc&) {
    emitInternalError("MemoryError", "");
  } catch (const std::exception& e) {
    emitInternalError("InternalError", e.what());
  }
  return false;
}

bool Session::run(const std::string& source, const std::string& filename) {
  state_ = std::make_unique<core::RunState>();  // each run starts as a new process would
  core::RunScope scope(*state_);
  stats_ = RunStats{};
  callRuns_ = CallRuns{};
  const auto start = std::chrono::steady_clock::now();
  const bool ok = runGuarded(source, filename);
  const auto elapsed = std::chrono::steady_clock::now() - start;
  const int64_t us = std::chrono::duration_cast<std::chrono::microseconds>(elapsed).count();
  emit(stats_.summary(ok, us, interpreter_->functionsSummary()));
  return ok;
}

}  // namespace tl::session
