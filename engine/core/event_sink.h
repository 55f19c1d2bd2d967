// EventSink: the one way output leaves the engine. The core never prints;
// session/ implements this as the event stream of ARCHITECTURE.md.
#pragma once
#include "core/json.h"

namespace tl::core {

class EventSink {
 public:
  virtual ~EventSink() = default;
  // `event` is one of the contract's events, built by core/events.h.
  virtual void emit(const Json& event) = 0;
  // Called while a run works (every 1024 interpreter steps or so): a sink that
  // holds events back to hand them over in batches passes on what waited too long.
  virtual void pulse() {}
};

// Discards everything (the default before a session installs its sink).
class NullSink : public EventSink {
 public:
  void emit(const Json&) override {}
};

}  // namespace tl::core
