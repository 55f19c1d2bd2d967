// lang/: the Python-subset interpreter (the contract the session layer uses).
//
// One Interpreter runs one program at a time with fresh globals. Output leaves
// only through the EventSink:
//   {"type":"stdout","text":"...\n","phase":"eager"|"trace"|"run","fn":""}
//   {"type":"warning","text":"...","fn":"..."}
//   {"type":"error","kind":"NameError","message":"...","line":3,"col":5,
//    "traceback":"Traceback (most recent call last):\n  File \"main.py\", ..."}
// `traceback` is the whole text CPython 3.11 would print to stderr for that error.
#pragma once
#include <atomic>
#include <memory>
#include <string>

#include "core/event_sink.h"
#include "core/json.h"
#include "core/options.h"

namespace tl::lang {

class InterpreterImpl;

class Interpreter {
 public:
  Interpreter(const core::Options& options, core::EventSink& sink);
  ~Interpreter();

  // Runs a whole program; true if it ended without an uncaught exception.
  // Limits (steps, recursion, tensor bytes, cancel) end it with an error event;
  // the interpreter stays usable for the next run.
  bool run(const std::string& source, const std::string& filename = "main.py");
  // Safe to call from another thread; the running program stops at its next step.
  void requestCancel();
  // The last run's tf.functions as counted where they work
  // (function::FunctionRegistry::functionsSummary).
  core::Json functionsSummary();

 private:
  std::unique_ptr<InterpreterImpl> impl_;
};

}  // namespace tl::lang
