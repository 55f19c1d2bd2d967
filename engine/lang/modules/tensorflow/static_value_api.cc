// tf.get_static_value (tensor_util.constant_value): a value known without
// running anything. Eager tensors give their numpy value, Python values come
// back as given, variables give None; a traced tensor is evaluated as
// _ConstantValue does for the ops whose value tracing knows: a Const, the Shape,
// Size and Rank of a value of known shape, and Cast, Identity and StopGradient
// of a known value. Any other op gives None.
#include "lang/modules/numpy/ndarray.h"
#include "lang/modules/tensorflow/tf_internal.h"
#include "ops/builders.h"

namespace tl::lang::tfi {
namespace {

using core::DType;
using ops::Op;

core::Tensor intTensor(const std::vector<int64_t>& values, DType dtype, bool scalar) {
  core::Tensor t(dtype, scalar ? core::Shape{} : core::Shape{static_cast<int64_t>(values.size())});
  for (size_t i = 0; i < values.size(); ++i) {
    if (dtype == DType::Int64) {
      t.data<int64_t>()[i] = values[i];
    } else {
      t.data<int32_t>()[i] = static_cast<int32_t>(values[i]);
    }
  }
  return t;
}

// Shape, Size and Rank read their input's static shape.
std::optional<core::Tensor> shapeQuery(const graph::Graph& g, const graph::Node& node) {
  const core::PartialShape& shape = g.type(node.inputs[0]).shape;
  if (node.op == Op::Rank)
    return shape.hasRank() ? std::optional(intTensor({shape.rank()}, DType::Int32, true)) : std::nullopt;
  if (!shape.isFullyDefined()) return std::nullopt;
  const core::Shape full = shape.toShape();
  const std::vector<int64_t> dims(full.dims().begin(), full.dims().end());
  if (node.op == Op::Shape) return intTensor(dims, node.outputs[0].dtype, false);
  int64_t size = 1;
  for (int64_t d : dims) size *= d;
  return intTensor({size}, DType::Int32, true);  // np.prod(..., dtype=np.int32)
}

std::optional<core::Tensor> staticValue(const graph::Graph& g, graph::Input at) {
  const graph::Node& node = g.node(at.node);
  switch (node.op) {
    case Op::Const: return *g.constantValue(at);
    case Op::Shape:
    case Op::Size:
    case Op::Rank: return shapeQuery(g, node);
    case Op::Identity:
    case Op::StopGradient: return staticValue(g, node.inputs[0]);
    case Op::Cast: {
      std::optional<core::Tensor> before = staticValue(g, node.inputs[0]);
      if (!before) return std::nullopt;
      ops::ContextScope eager(ops::defaultEagerContext());
      return ops::build::cast(ops::Value(*before), node.outputs[0].dtype).tensor();
    }
    default: return std::nullopt;
  }
}

Value getStaticValue(Interp& in, std::vector<Value>& v) {
  const Value& x = v[0];
  if (isVariable(x)) return Value::none();
  if (!isTensor(x)) return x;
  const ops::Value& value = tensorValue(x);
  if (value.isEager()) return in.call(in.getAttr(x, "numpy"), {});
  const graph::Graph* g = graph::findGraph(value.ref().graph);
  if (!g) return Value::none();
  std::optional<core::Tensor> known = staticValue(*g, {value.ref().node, value.ref().output});
  return known ? wrapNdArray(in, *known) : Value::none();
}

}  // namespace

void installStaticValueApi(Interp& in, const Value& tf) {
  defParsed(in, tf, "get_static_value", {"tensor", "partial"}, 1, getStaticValue);
}

}  // namespace tl::lang::tfi
