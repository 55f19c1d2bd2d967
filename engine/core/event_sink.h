// EventSink: the one way output leaves the engine. The core never prints;
// session/ implements this as the event stream of ARCHITECTURE.md.
#pragma once
#include "core/json.h"

namespace tl::core {

namespace events {
struct Call;
}

// Where the program is when an event is made: the line of the learner's code
// running now (a call of a tf.function, of model.predict) and the loop around it.
struct CallSite {
  int line = 0;  // 0: unknown (no program running, or the engine's own code)
  int col = 0;
  int loopLine = 0;       // the innermost loop whose iteration is running it; 0: none
  const char* loop = "";  // "for", "while", or "comprehension"
};

class EventSink {
 public:
  virtual ~EventSink() = default;
  // `event` is one of the contract's events, built by core/events.h.
  virtual void emit(const Json& event) = 0;
  // A tf.function call (events::call): emitted at once here; the session's sink
  // joins a run of cache hits into one event instead.
  virtual void callMade(const events::Call& call);
  // Called while a run works (every 1024 interpreter steps or so): a sink that
  // holds events back to hand them over in batches passes on what waited too long.
  virtual void pulse() {}
  // Where the running program is (asked when a trace event is made, not per call).
  virtual CallSite callSite() const { return {}; }
};

// Discards everything (the default before a session installs its sink).
class NullSink : public EventSink {
 public:
  void emit(const Json&) override {}
};

}  // namespace tl::core
