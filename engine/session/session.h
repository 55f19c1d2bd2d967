// session/: runs one learner program under limits and turns everything the
// engine reports into the event stream of ARCHITECTURE.md.
//
//   tl::session::Session session(options, [](const core::Json& e) { ... });
//   bool ok = session.run(source, "main.py");   // events stream to the listener
//
// Each run starts with fresh globals (the interpreter's contract) and ends with
// exactly one {"type":"summary"} event. A C++ exception that escapes the
// interpreter still becomes an error event, so hosts see one uniform stream.
#pragma once
#include <functional>
#include <memory>
#include <string>

#include "core/event_sink.h"
#include "core/options.h"
#include "core/run_state.h"
#include "session/call_runs.h"
#include "session/run_stats.h"

namespace tl::lang {
class Interpreter;
}

namespace tl::session {

class Session : public core::EventSink {
 public:
  using Listener = std::function<void(const core::Json&)>;

  // `pulse` (optional) is called while a run works, as EventSink::pulse is.
  Session(const core::Options& options, Listener listener, std::function<void()> pulse = {});
  ~Session() override;
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;

  // True if the program ended without an uncaught error.
  bool run(const std::string& source, const std::string& filename = "main.py");
  // Safe from another thread or from inside the listener: the program stops
  // at its next step with an error event.
  void requestCancel();

  void emit(const core::Json& event) override;
  void callMade(const core::events::Call& call) override;
  // Hands on the run of calls under way (CallRuns) now: a host that shows the
  // stream live calls it when events have waited too long.
  void flushCalls();
  void pulse() override {
    if (pulse_) pulse_();
  }
  const core::Options& options() const { return options_; }

 private:
  bool runGuarded(const std::string& source, const std::string& filename);
  void deliver(const core::Json& event);
  void emitInternalError(const std::string& kind, const std::string& message);

  core::Options options_;
  Listener listener_;
  std::function<void()> pulse_;
  RunStats stats_;
  CallRuns callRuns_;
  // Everything mutable below lang/ for the current run (new for every run);
  // installed (RunScope) whenever the session works, destroyed after the interpreter.
  std::unique_ptr<core::RunState> state_;
  std::unique_ptr<lang::Interpreter> interpreter_;
};

}  // namespace tl::session
