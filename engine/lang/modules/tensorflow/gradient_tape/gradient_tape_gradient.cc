// tape.gradient() and tape.jacobian(): nested targets and sources with tf.nest's
// structure rules, the sum over several (or non-scalar) targets, output_gradients
// and unconnected_gradients, and TF's one-shot rule for non-persistent tapes.
#include <algorithm>

#include "lang/modules/tensorflow/gradient_tape/gradient_tape_object.h"
#include "lang/modules/tensorflow/object_util.h"
#include "lang/modules/tensorflow/tf_internal.h"
#include "ops/builders.h"

namespace tl::lang {
namespace {

// nest.flatten: lists and tuples in order, dicts by sorted key (TF's order, which
// output_gradients follows) or in insertion order (for repacking), else a leaf.
void flatten(Interp& in, const Value& v, std::vector<Value>& out, bool sortDicts) {
  if (v.is(ObjKind::List) || v.is(ObjKind::Tuple)) {
    const auto& items = v.is(ObjKind::List) ? v.as<List>()->items : v.as<Tuple>()->items;
    for (const Value& item : items) flatten(in, item, out, sortDicts);
    return;
  }
  if (!v.is(ObjKind::Dict)) {
    out.push_back(v);
    return;
  }
  std::vector<Value> keys;
  v.as<Dict>()->forEach([&](const Value& k, const Value&) { keys.push_back(k); });
  if (sortDicts) {
    std::stable_sort(keys.begin(), keys.end(), [&](const Value& a, const Value& b) { return in.lessThan(a, b); });
  }
  for (const Value& k : keys) flatten(in, *v.as<Dict>()->find(k), out, sortDicts);
}

// nest.pack_sequence_as: `structure` rebuilt with the leaves in insertion order.
Value pack(Interp& in, const Value& structure, const std::vector<Value>& leaves, size_t& next) {
  if (structure.is(ObjKind::List) || structure.is(ObjKind::Tuple)) {
    std::vector<Value> out;
    for (const Value& item : itemsOf(structure)) out.push_back(pack(in, item, leaves, next));
    return sequenceLike(in, structure, std::move(out));
  }
  if (structure.is(ObjKind::Dict)) {
    Value out = in.newDict();
    structure.as<Dict>()->forEach([&](const Value& k, const Value& v) {
      in.setItem(out, k, pack(in, v, leaves, next));
    });
    return containerLike(in, structure, out);
  }
  return leaves[next++];
}

// A target as the tape sees it. A variable target is read through the tape (as
// TensorFlow does), so a watched variable is its own source.
ops::Value targetValue(Interp& in, autodiff::GradientTape& tape, const Value& v) {
  if (VariableObj* var = asVariable(v)) {
    bool was = tape.recording();
    tape.setRecording(true);
    ops::Attrs attrs{{"dtype", var->storage().dtype}};
    std::vector<ops::Value> read = tape.execute(ops::Op::ReadVariableOp, {ops::Value(var->handle)}, attrs);
    tape.setRecording(was);
    return read[0];
  }
  if (isTensor(v)) return tensorValue(v);
  if (v.isNone()) return {};
  return toTensorValue(in, v);  // a constant: no gradient flows to anything
}

ops::Value sourceValue(Interp& in, const Value& v) {
  if (VariableObj* var = asVariable(v)) return ops::Value(var->handle);
  if (isTensor(v)) return tensorValue(v);
  in.raise(in.types.TypeError,
           "GradientTape.gradient sources must be Tensors or Variables, got " + in.typeName(v) + ": " + in.repr(v));
}

// unconnected_gradients: True for 'zero', false for 'none' (the default).
bool zeroForUnconnected(Interp& in, const Value& v) {
  if (!given(v)) return false;
  if (v.is(ObjKind::Str)) {
    const std::string& s = toStr(in, v);
    if (s == "none" || s == "zero") return s == "zero";
  }
  in.raise(in.types.ValueError, "Unknown value for unconnected_gradients: " + in.repr(v));
}

void warnPersistentInContext(Interp& in) {
  GradientTapeClasses& classes = gradientTapeClasses(in);
  if (classes.persistentInContextWarnings >= 1) return;
  classes.persistentInContextWarnings += 1;
  emitTapeWarning(in,
                  "Calling GradientTape.gradient on a persistent tape inside its context is significantly "
                  "less efficient than calling it outside the context (it causes the gradient ops to be "
                  "recorded on the tape, leading to increased CPU and memory usage). Only call "
                  "GradientTape.gradient inside the context if you actually want to trace the gradient "
                  "in order to compute higher order derivatives.");
}

// The gradient of several targets is the sum of their gradients.
void accumulate(std::vector<ops::Value>& sum, const std::vector<ops::Value>& grads) {
  for (size_t i = 0; i < sum.size(); ++i) {
    if (!grads[i].valid()) continue;
    sum[i] = sum[i].valid() ? ops::call1(ops::Op::AddV2, {sum[i], grads[i]}) : grads[i];
  }
}

std::vector<ops::Value> backward(Interp& in, autodiff::GradientTape& tape, const std::vector<Value>& targets,
                                 const std::vector<Value>& outGrads, const std::vector<ops::Value>& sources) {
  std::vector<ops::Value> sum(sources.size());
  for (size_t i = 0; i < targets.size(); ++i) {
    ops::Value target = targetValue(in, tape, targets[i]);
    if (!target.valid()) continue;
    ops::Value seed;
    if (i < outGrads.size() && given(outGrads[i])) seed = toTensorValue(in, outGrads[i], target.dtype());
    accumulate(sum, tape.gradient(target, sources, seed));
  }
  return sum;
}

Value zerosFor(Interp& in, const Value& source) {
  ops::Value like = isVariable(source) ? asVariable(source)->read() : tensorValue(source);
  return wrapTensor(in, ops::call1(ops::Op::ZerosLike, {like}));
}

// TF's jacobian picks each target element on the tape (_ensure_recording), then
// differentiates it; one backward pass per element, stacked along a new axis 0.
std::vector<ops::Value> targetElements(autodiff::GradientTape& tape, const ops::Value& target, int64_t n) {
  ops::ContextScope scope(tape);
  bool was = tape.recording();
  tape.setRecording(true);
  ops::Value flat = ops::build::reshape(target, ops::build::ints({-1}));
  std::vector<ops::Value> out;
  for (int64_t i = 0; i < n; ++i) {
    ops::Value one = ops::build::slice(flat, ops::build::ints({i}), ops::build::ints({1}));
    out.push_back(ops::build::reshape(one, ops::build::ints({})));
  }
  tape.setRecording(was);
  return out;
}

// Rows of one source's Jacobian stacked and shaped target.shape + source.shape;
// invalid when no element reaches the source.
ops::Value stackRows(const std::vector<ops::Value>& rows, const core::PartialShape& targetShape) {
  auto connected = std::find_if(rows.begin(), rows.end(), [](const ops::Value& r) { return r.valid(); });
  if (connected == rows.end()) return {};
  ops::Value zero = ops::build::zerosLike(*connected);  // elements that do not reach the source
  std::vector<ops::Value> filled;
  for (const ops::Value& r : rows) filled.push_back(r.valid() ? r : zero);
  std::vector<int64_t> dims = targetShape.dims();
  for (int64_t d : connected->shape().dims()) dims.push_back(d);
  return ops::build::reshape(ops::build::pack(filled, 0), ops::build::ints(dims));
}

// unconnected_gradients='zero' for a Jacobian: zeros shaped target.shape + source.shape.
Value jacobianZeros(Interp& in, const Value& source, const core::PartialShape& targetShape) {
  ops::Value like = isVariable(source) ? asVariable(source)->read() : tensorValue(source);
  std::vector<int64_t> dims = targetShape.dims();
  for (int64_t d : like.shape().dims()) dims.push_back(d);
  return wrapTensor(in, ops::build::fill(ops::build::ints(dims), ops::build::scalar(0, like.dtype())));
}

}  // namespace

Value tapeJacobian(Interp& in, const Value& me, CallArgs& args) {
  auto a = parseArgs(in, args, "jacobian",
                     {"target", "sources", "unconnected_gradients", "parallel_iterations", "experimental_use_pfor"}, 2);
  GradientTapeObj& t = tapeOf(me);
  if (!t.tape) {
    in.raise(in.types.RuntimeError,
             "A non-persistent GradientTape can only be used to compute one set of gradients (or jacobians)");
  }
  bool zero = zeroForUnconnected(in, a[2]);
  std::shared_ptr<autodiff::GradientTape> tape = t.tape;
  ops::Value target = targetValue(in, *tape, a[0]);
  const core::PartialShape& shape = target.shape();
  if (!target.valid() || !shape.isFullyDefined()) {
    in.raise(in.types.ValueError, "GradientTape.jacobian needs a tensor target with a fully known shape.");
  }
  std::vector<Value> sourceLeaves;
  flatten(in, a[1], sourceLeaves, false);
  std::vector<ops::Value> sources;
  for (const Value& s : sourceLeaves) sources.push_back(sourceValue(in, s));
  int64_t n = 1;
  for (int64_t d : shape.dims()) n *= d;
  std::vector<std::vector<ops::Value>> rows(sources.size());
  for (const ops::Value& element : targetElements(*tape, target, n)) {
    std::vector<ops::Value> g = tape->gradient(element, sources);
    for (size_t k = 0; k < sources.size(); ++k) rows[k].push_back(g[k]);
  }
  if (!t.persistent) {
    t.lastWatched = t.watchedVariables(in).as<Tuple>()->items;
    t.tape.reset();
  }
  std::vector<Value> leaves;
  for (size_t k = 0; k < sources.size(); ++k) {
    ops::Value j = stackRows(rows[k], shape);
    leaves.push_back(j.valid() ? wrapTensor(in, j) : zero ? jacobianZeros(in, sourceLeaves[k], shape) : Value::none());
  }
  size_t next = 0;
  return pack(in, a[1], leaves, next);
}

Value tapeGradient(Interp& in, const Value& me, CallArgs& args) {
  auto a = parseArgs(in, args, "gradient", {"target", "sources", "output_gradients", "unconnected_gradients"}, 2);
  GradientTapeObj& t = tapeOf(me);
  if (!t.tape) {
    in.raise(in.types.RuntimeError,
             "A non-persistent GradientTape can only be used to compute one set of gradients (or jacobians)");
  }
  if (t.recording) {
    if (!t.persistent) t.pop(in);
    else warnPersistentInContext(in);
  }
  if (a[0].isNone()) {
    in.raise(in.types.TypeError,
             "Argument `target` should be a list or nested structure of Tensors, Variables "
             "or CompositeTensors to be differentiated, but received None.");
  }
  bool zero = zeroForUnconnected(in, a[3]);
  std::vector<Value> targets, sourceLeaves, outGrads;
  flatten(in, a[0], targets, true);
  flatten(in, a[1], sourceLeaves, false);
  if (given(a[2])) flatten(in, a[2], outGrads, true);
  std::vector<ops::Value> sources;
  for (const Value& s : sourceLeaves) sources.push_back(sourceValue(in, s));
  std::shared_ptr<autodiff::GradientTape> tape = t.tape;
  std::vector<ops::Value> grads = backward(in, *tape, targets, outGrads, sources);
  if (!t.persistent) {
    t.lastWatched = t.watchedVariables(in).as<Tuple>()->items;
    t.tape.reset();
  }
  std::vector<Value> leaves;
  for (size_t i = 0; i < grads.size(); ++i) {
    if (grads[i].valid()) leaves.push_back(wrapTensor(in, grads[i]));
    else leaves.push_back(zero ? zerosFor(in, sourceLeaves[i]) : Value::none());
  }
  size_t next = 0;
  return pack(in, a[1], leaves, next);
}

}  // namespace tl::lang
