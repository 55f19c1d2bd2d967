// Gradients are op calls through the current context: run every gradient case
// in a recording (graph-like) context with symbolic inputs, and check that the
// gradient graph infers the inputs' dtypes and (partial) shapes.
#include "gradient_checker.h"

using namespace tl::ops;
using namespace tl::ops::testing;

namespace {

// Records nodes and their inferred types; knows the values of Const nodes.
class RecordingContext : public Context {
 public:
  bool isEager() const override { return false; }
  std::vector<Value> execute(Op op, const std::vector<Value>& inputs, const Attrs& attrs) override {
    std::vector<TypedShape> in;
    for (const Value& v : inputs) in.push_back(TypedShape{v.dtype(), v.shape(), constantValue(v)});
    std::vector<TypedShape> out = opDef(op).infer(in, attrs);
    int node = static_cast<int>(ops_.size());
    ops_.push_back(op);
    if (op == Op::Const) constants_[node] = *attr<Tensor>(attrs, "value");
    std::vector<Value> values;
    for (size_t k = 0; k < out.size(); ++k) {
      values.push_back(Value::symbolic({this, node, static_cast<int>(k)}, out[k].dtype, out[k].shape));
    }
    return values;
  }
  const Tensor* constantValue(const Value& v) const override {
    if (!v.isSymbolic()) return v.isEager() ? &v.tensor() : nullptr;
    auto it = constants_.find(v.ref().node);
    return it == constants_.end() ? nullptr : &it->second;
  }
  Value placeholder(DType dtype, PartialShape shape) {
    return execute(Op::Placeholder, {}, {{"dtype", dtype}, {"shape", std::move(shape)}})[0];
  }
  size_t nodes() const { return ops_.size(); }

 private:
  std::vector<Op> ops_;
  std::map<int, Tensor> constants_;
};

PartialShape relaxed(const Shape& s, bool firstUnknown) {
  Dims dims = s.dims();
  if (firstUnknown && !dims.empty()) dims[0] = -1;
  return PartialShape(dims);
}

void checkSymbolic(Op op, const GradCase& c, bool firstUnknown) {
  RecordingContext graph;
  ContextScope scope(graph);
  std::vector<Value> inputs;
  for (const Tensor& t : c.inputs) {
    bool floating = tl::core::isFloating(t.dtype());
    inputs.push_back(floating ? graph.placeholder(t.dtype(), relaxed(t.shape(), firstUnknown))
                              : call1(Op::Const, {}, {{"value", t}, {"dtype", t.dtype()}}));
  }
  std::vector<Value> outputs = call(op, inputs, c.attrs), grads;
  for (const Value& out : outputs) {
    grads.push_back(tl::core::isFloating(out.dtype()) ? graph.placeholder(out.dtype(), out.shape()) : Value());
  }
  size_t before = graph.nodes();
  std::vector<Value> result = opDef(op).grad(GradArgs{inputs, outputs, grads, c.attrs});
  CHECK(graph.nodes() >= before);
  for (size_t k = 0; k < inputs.size(); ++k) {
    if (!tl::core::isFloating(inputs[k].dtype()) || k >= result.size() || !result[k].valid()) continue;
    CHECK(result[k].isSymbolic());
    CHECK(result[k].dtype() == inputs[k].dtype());
    CHECK_MESSAGE(result[k].shape().isCompatibleWith(c.inputs[k].shape()), "gradient shape ",
                  result[k].shape().toString(), " for input ", c.inputs[k].shape().toString());
  }
}

}  // namespace

TEST_CASE("every gradient builds in a graph context, with known and unknown batch dims") {
  std::mt19937 rng(99);
  for (const auto& [op, maker] : gradientCases()) {
    if (op == Op::ReadVariableOp) continue;  // its input is a variable handle
    std::string name = opName(op);
    CAPTURE(name);
    for (const GradCase& c : maker(rng)) {
      checkSymbolic(op, c, false);
      if (op != Op::Reshape && op != Op::Fill) checkSymbolic(op, c, true);
    }
  }
}

TEST_CASE("spans and context scopes nest") {
  tl::core::SourceSpan span;
  span.line = 3;
  setCurrentSpan(span);
  CHECK(currentSpan().line == 3);
  RecordingContext a, b;
  CHECK(&currentContext() == &defaultEagerContext());
  {
    ContextScope sa(a);
    {
      ContextScope sb(b);
      CHECK(&currentContext() == &b);
    }
    CHECK(&currentContext() == &a);
    CHECK(!currentContext().isEager());
  }
  CHECK(currentContext().isEager());
  setCurrentSpan({});
}
