#include "autodiff/gradient_tape.h"

#include <cstring>

#include "autodiff/control_flow_grad.h"
#include "ops/variable.h"

namespace tl::autodiff {

using core::DType;
using core::Tensor;

namespace {

// Variants are TensorLists (tf.TensorArray): their gradients are lists.
bool differentiableType(DType dtype) {
  return core::isFloating(dtype) || dtype == DType::Resource || dtype == DType::Variant;
}

Tensor copyTensor(const Tensor& t) {
  Tensor out(t.dtype(), t.shape());
  if (t.dtype() == DType::String) {
    out.strings() = t.strings();
  } else if (t.bytes() > 0) {
    std::memcpy(const_cast<void*>(out.raw()), t.raw(), static_cast<size_t>(t.bytes()));
  }
  if (t.dtype() == DType::Resource || t.dtype() == DType::Variant) out.object() = t.object();
  return out;
}

// Restores the recording flag when gradient() returns or throws.
class Pause {
 public:
  explicit Pause(GradientTape& tape) : tape_(tape), was_(tape.recording()) { tape.setRecording(false); }
  ~Pause() { tape_.setRecording(was_); }

 private:
  GradientTape& tape_;
  bool was_;
};

}  // namespace

GradientTape::GradientTape(bool persistent, bool watchAccessedVariables)
    : outer_(ops::currentContext()), persistent_(persistent), watch_accessed_variables_(watchAccessedVariables) {}

GradientTape::Key GradientTape::keyOf(const Value& v) {
  if (v.isSymbolic()) return {1, v.ref().graph, v.ref().node * 65536LL + v.ref().output, {}, 0};
  const Tensor& t = v.tensor();
  if (t.dtype() == DType::Resource && t.object()) return {2, t.object().get(), 0, {}, 0};
  return {0, t.raw(), 0, t.shape().dims(), static_cast<int>(t.dtype())};
}

int64_t GradientTape::idOf(const Value& v) const {
  if (!v.valid()) return -1;
  auto it = ids_.find(keyOf(v));
  return it == ids_.end() ? -1 : it->second;
}

int64_t GradientTape::track(const Value& v) {
  auto [it, inserted] = ids_.emplace(keyOf(v), static_cast<int64_t>(ids_.size()));
  if (inserted) tracked_.push_back(v);
  return it->second;
}

void GradientTape::watch(const Value& v) {
  if (!v.valid() || !differentiableType(v.dtype())) return;
  bool isVariable = v.isEager() && v.dtype() == DType::Resource;
  if (isVariable && idOf(v) < 0) watched_variables_.push_back(v);
  track(v);
}

void GradientTape::watchVariableRead(const std::vector<Value>& inputs) {
  if (!watch_accessed_variables_ || inputs.empty() || !inputs[0].isEager()) return;
  const Tensor& handle = inputs[0].tensor();
  if (handle.dtype() != DType::Resource || !handle.object()) return;
  if (ops::variableStorage(handle).trainable) watch(inputs[0]);
}

// Eager kernels may return an input's buffer (Identity, a read of the same
// variable twice); the tape needs a distinct identity, so it copies those.
Value GradientTape::freshOutput(const Value& output, const std::vector<Value>& inputs) const {
  if (!output.isEager() || output.dtype() == DType::Resource) return output;
  if (idOf(output) < 0) {
    Key key = keyOf(output);
    bool aliases = false;
    for (const Value& in : inputs) aliases = aliases || (in.valid() && keyOf(in) == key);
    if (!aliases) return output;
  }
  return Value(copyTensor(output.tensor()));
}

std::vector<Value> GradientTape::execute(ops::Op op, const std::vector<Value>& inputs, const ops::Attrs& attrs) {
  std::vector<Value> outputs = outer_.execute(op, inputs, attrs);
  if (!recording_) return outputs;
  if (ops::opDef(op).traits & ops::kControlFlow) {  // a While or If replayed into a graph
    recordOpaque(op, inputs, outputs, attrs, capturedVariables(attrs));
    return outputs;
  }
  if (op == ops::Op::ReadVariableOp) watchVariableRead(inputs);
  Entry entry{op, inputs, {}, attrs, {}, {}, {}};
  bool any = false;
  for (const Value& in : inputs) {
    int64_t id = differentiableType(in.dtype()) ? idOf(in) : -1;
    entry.inputIds.push_back(id);
    any = any || id >= 0;
  }
  if (!any || !(ops::opDef(op).traits & ops::kDifferentiable)) return outputs;
  for (Value& out : outputs) {
    out = freshOutput(out, inputs);
    entry.outputIds.push_back(differentiableType(out.dtype()) ? track(out) : -1);
  }
  entry.outputs = outputs;
  entries_.push_back(std::move(entry));
  return outputs;
}

void GradientTape::recordOpaque(ops::Op op, const std::vector<Value>& inputs, const std::vector<Value>& outputs,
                                const ops::Attrs& attrs, const std::vector<Value>& variables) {
  if (!recording_) return;
  Entry entry{op, inputs, outputs, attrs, {}, {}, {}};
  bool any = false;
  if (watch_accessed_variables_) {
    for (const Value& v : variables) watch(v);
    for (const Value& in : inputs) watchVariableRead({in});
    entry.variables = variables;
    any = !variables.empty();
  }
  for (const Value& in : inputs) {
    int64_t id = in.valid() && differentiableType(in.dtype()) ? idOf(in) : -1;
    entry.inputIds.push_back(id);
    any = any || id >= 0;
  }
  if (!any) return;
  for (const Value& out : outputs) entry.outputIds.push_back(differentiableType(out.dtype()) ? track(out) : -1);
  entries_.push_back(std::move(entry));
}

void GradientTape::backprop(std::map<int64_t, Value>& grads) const {
  for (auto e = entries_.rbegin(); e != entries_.rend(); ++e) {
    std::vector<Value> outGrads(e->outputs.size());
    bool any = false;
    for (size_t k = 0; k < e->outputIds.size(); ++k) {
      auto it = grads.find(e->outputIds[k]);
      if (e->outputIds[k] >= 0 && it != grads.end()) outGrads[k] = it->second, any = true;
    }
    if (!any) continue;
    std::vector<Value> inGrads;
    if (e->op == ops::Op::While || e->op == ops::Op::If) {
      ControlFlowGrads cf = controlFlowGradient(e->op, e->inputs, e->outputs, e->attrs, outGrads, e->variables);
      inGrads = std::move(cf.inputs);
      for (size_t k = 0; k < e->variables.size() && k < cf.variables.size(); ++k) {
        accumulate(grads, idOf(e->variables[k]), cf.variables[k]);
      }
    } else {
      if (!ops::opDef(e->op).grad) {
        throw core::TfError("NotImplementedError",
                            std::string("tracelab cannot differentiate through ") + ops::opName(e->op) + " yet");
      }
      ops::GradArgs args{e->inputs, e->outputs, outGrads, e->attrs};
      inGrads = ops::opDef(e->op).grad(args);
    }
    for (size_t k = 0; k < e->inputIds.size() && k < inGrads.size(); ++k) {
      accumulate(grads, e->inputIds[k], inGrads[k]);
    }
  }
}

void GradientTape::accumulate(std::map<int64_t, Value>& grads, int64_t id, const Value& grad) const {
  if (id < 0 || !grad.valid()) return;
  auto it = grads.find(id);
  if (it == grads.end()) grads.emplace(id, grad);
  else it->second = ops::call1(grad.dtype() == DType::Variant ? ops::Op::AddN : ops::Op::AddV2, {it->second, grad});
}

std::vector<Value> GradientTape::gradient(const Value& target, const std::vector<Value>& sources,
                                          const Value& outputGradient) {
  if (used_ && !persistent_) {
    throw core::TfError("RuntimeError",
                        "A non-persistent GradientTape can only be used to compute one set of "
                        "gradients (or jacobians)");
  }
  used_ = true;
  Pause pause(*this);
  std::vector<Value> result(sources.size());
  int64_t targetId = idOf(target);
  bool listWithGradient = target.dtype() == DType::Variant && outputGradient.valid();
  if (targetId < 0 || !(core::isFloating(target.dtype()) || listWithGradient)) return result;
  std::map<int64_t, Value> grads;
  grads[targetId] = outputGradient.valid() ? outputGradient : ops::call1(ops::Op::OnesLike, {target});
  backprop(grads);
  for (size_t i = 0; i < sources.size(); ++i) {
    auto it = grads.find(idOf(sources[i]));
    if (idOf(sources[i]) >= 0 && it != grads.end()) result[i] = it->second;
  }
  return result;
}

}  // namespace tl::autodiff
