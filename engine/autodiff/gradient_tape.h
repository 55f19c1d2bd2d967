// autodiff/: GradientTape, TensorFlow's eager tape, as an ops::Context.
//
// Tour:
//  - A tape wraps the context that was current when it was made ("outer"). Push it
//    with ops::ContextScope; every op call then runs on the outer context (eager
//    kernels, or graph building while tracing) and the tape records the op when
//    one of its inputs is watched or computed from a watched value.
//  - gradient() walks the records backward calling each op's GradFn through the
//    current context, so the gradient ops run eagerly or become graph nodes.
//  - Variables are watched when read through ReadVariableOp (if trainable and
//    watch_accessed_variables); a variable source is its resource handle.
//  - Sources the target does not depend on get an invalid Value (Python None).
#pragma once
#include <map>
#include <tuple>
#include <vector>

#include "ops/op.h"

namespace tl::autodiff {

using ops::Value;

class GradientTape : public ops::Context {
 public:
  explicit GradientTape(bool persistent = false, bool watchAccessedVariables = true);

  bool isEager() const override { return outer_.isEager(); }
  std::vector<Value> execute(ops::Op op, const std::vector<Value>& inputs, const ops::Attrs& attrs) override;
  const core::Tensor* constantValue(const Value& value) const override { return outer_.constantValue(value); }

  // A float tensor, or a variable's resource handle.
  void watch(const Value& value);
  // d(sum of target * outputGradient)/d(source) per source; outputGradient defaults
  // to ones. Raises RuntimeError on a second call of a non-persistent tape.
  std::vector<Value> gradient(const Value& target, const std::vector<Value>& sources,
                              const Value& outputGradient = Value());
  // A While or If appended to a graph without passing through this context (a
  // staged loop or branch built from its bodies). `variables` are the handles of
  // the trainable variables its bodies read: accessed variables are watched, and
  // the gradient (control_flow_grad.h) flows to them too.
  void recordOpaque(ops::Op op, const std::vector<Value>& inputs, const std::vector<Value>& outputs,
                    const ops::Attrs& attrs, const std::vector<Value>& variables);
  // The handles of the variables this tape has watched, in first-watch order.
  const std::vector<Value>& watchedVariables() const { return watched_variables_; }
  bool persistent() const { return persistent_; }
  // The context ops run on: eager, or the graph being built (AutoGraph stages
  // loops into the builder under a tape).
  ops::Context& outer() const { return outer_; }
  ops::Context* inner() const override { return &outer_; }
  // tape.stop_recording(): ops run but are not recorded while false.
  void setRecording(bool recording) { recording_ = recording; }
  bool recording() const { return recording_; }

 private:
  // A tensor's identity: its buffer (eager) or graph output (symbolic), with its
  // shape and dtype because views (Reshape, ExpandDims) share buffers.
  using Key = std::tuple<int, const void*, int64_t, std::vector<int64_t>, int>;
  struct Entry {
    ops::Op op;
    std::vector<Value> inputs;
    std::vector<Value> outputs;
    ops::Attrs attrs;
    std::vector<int64_t> inputIds;  // -1: not tracked
    std::vector<int64_t> outputIds;
    std::vector<Value> variables;  // While/If: trainable variables its bodies read
  };

  static Key keyOf(const Value& value);
  int64_t idOf(const Value& value) const;  // -1 if not tracked
  int64_t track(const Value& value);
  void watchVariableRead(const std::vector<Value>& inputs);
  Value freshOutput(const Value& output, const std::vector<Value>& inputs) const;
  void backprop(std::map<int64_t, Value>& grads) const;
  void accumulate(std::map<int64_t, Value>& grads, int64_t id, const Value& grad) const;

  ops::Context& outer_;
  bool persistent_;
  bool watch_accessed_variables_;
  bool recording_ = true;
  bool used_ = false;
  std::map<Key, int64_t> ids_;
  std::vector<Value> watched_variables_;
  std::vector<Value> tracked_;  // keeps watched buffers alive so keys stay unique
  std::vector<Entry> entries_;
};

// Calls f(tape) for each tape recording the current context, innermost first
// (nested tapes: a second derivative's outer tape records the inner one's work).
template <class F>
void forEachTape(F f) {
  for (ops::Context* c = &ops::currentContext(); c; c = c->inner())
    if (auto* tape = dynamic_cast<GradientTape*>(c)) f(*tape);
}

}  // namespace tl::autodiff
