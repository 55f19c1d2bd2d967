// tf.GradientTape as a Python object over autodiff::GradientTape (gradient_tape/:
// this object, and tape.gradient / tape.jacobian in gradient_tape_gradient.cc).
//
// Mirrors tensorflow/python/eager/backprop.py (TF 2.15): the Python object holds
// `_tape` (created on the first __enter__, dropped after the one gradient() of a
// non-persistent tape) and `_recording` (between push and pop). Pushing puts the
// C++ tape on the ops context stack (ops::ContextScope), so every op called in
// the `with` body runs through it: eagerly, or as graph nodes inside tf.function.
//   with tf.GradientTape(persistent=False, watch_accessed_variables=True) as tape:
//     tape.watch(x)                      # tensors, variables, nested lists/dicts
//   tape.gradient(target, sources, output_gradients=None, unconnected_gradients=...)
//   tape.stop_recording(), tape.reset(), tape.watched_variables()
// The C++ tape is always made persistent; the one-shot rule of a non-persistent
// tape lives here because a list of targets needs one backward pass per target.
#pragma once
#include <memory>
#include <vector>

#include "autodiff/gradient_tape.h"
#include "lang/modules/tensorflow/tensor/tensor_object.h"

namespace tl::lang {

class GradientTapeObj : public NativeObject {
 public:
  GradientTapeObj(ClassObj* cls, bool persistentTape, bool watchAccessed)
      : NativeObject(cls), persistent(persistentTape), watchAccessedVariables(watchAccessed) {}
  ~GradientTapeObj() override;

  const bool persistent;
  const bool watchAccessedVariables;
  std::shared_ptr<autodiff::GradientTape> tape;  // TF's _tape (null: none yet, or used up)
  const ops::Context* tapeContext = nullptr;     // the context `tape` runs its ops on
  bool recording = false;                        // TF's _recording
  std::vector<Value> lastWatched;                // watched_variables() once the tape is dropped
  std::vector<Value> watchedByName;              // Python variables given to watch()

  // TF's _push_tape / _pop_tape (ValueError when already / not recording).
  void push(Interp& in);
  void pop(Interp& in);
  // The watched variables as Python objects, in first-watch order.
  Value watchedVariables(Interp& in);

 private:
  struct Pushed {
    std::shared_ptr<autodiff::GradientTape> tape;
    std::unique_ptr<ops::ContextScope> scope;
  };
  // Leaves the context stack for every pushed tape that is innermost; a tape
  // below another context stays (not recording, so it only forwards ops).
  void trimScopes();
  std::vector<Pushed> scopes_;
};

GradientTapeObj* asGradientTape(const Value& v);  // nullptr if not a GradientTape
GradientTapeObj& tapeOf(const Value& v);          // TypeError if not a GradientTape

// Per-interpreter class objects and log_first_n counters of the tape warnings.
struct GradientTapeClasses {
  ClassObj* tape = nullptr;
  ClassObj* stopRecording = nullptr;
  int persistentInContextWarnings = 0;  // TF logs it once per process
  int watchedDtypeWarnings = 0;         // TF logs it five times per process
};
GradientTapeClasses& gradientTapeClasses(Interp& in);

// TF's logging.warning as a warning event.
void emitTapeWarning(Interp& in, const std::string& text);
// tape.gradient(target, sources, output_gradients=None, unconnected_gradients=NONE).
Value tapeGradient(Interp& in, const Value& self, CallArgs& args);
// tape.jacobian(target, sources, unconnected_gradients=NONE, ...): a loop over the
// target's elements (no pfor); the target's shape must be fully known.
Value tapeJacobian(Interp& in, const Value& self, CallArgs& args);

// Adds tf.GradientTape, tf.autodiff.GradientTape and tf.UnconnectedGradients.
void installGradientTape(Interp& in, const Value& tfModule);

}  // namespace tl::lang
