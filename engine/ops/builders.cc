#include "ops/builders.h"

#include "ops/op_util.h"

namespace tl::ops::build {

Value constant(const Tensor& value) {
  if (baseContext().isEager()) return Value(value);
  return call1(Op::Const, {}, {{"value", value}, {"dtype", value.dtype()}});
}

Value scalar(double value, DType dtype) { return constant(scalarOf(dtype, value)); }

Value ints(const std::vector<int64_t>& values) { return constant(intTensor(DType::Int32, values)); }

Value add(const Value& a, const Value& b) { return call1(Op::AddV2, {a, b}); }
Value sub(const Value& a, const Value& b) { return call1(Op::Sub, {a, b}); }
Value mul(const Value& a, const Value& b) { return call1(Op::Mul, {a, b}); }
Value div(const Value& a, const Value& b) { return call1(Op::RealDiv, {a, b}); }
Value floorDiv(const Value& a, const Value& b) { return call1(Op::FloorDiv, {a, b}); }
Value floorMod(const Value& a, const Value& b) { return call1(Op::FloorMod, {a, b}); }
Value maximum(const Value& a, const Value& b) { return call1(Op::Maximum, {a, b}); }
Value pow(const Value& a, const Value& b) { return call1(Op::Pow, {a, b}); }
Value neg(const Value& x) { return call1(Op::Neg, {x}); }
Value unary(Op op, const Value& x) { return call1(op, {x}); }
Value cast(const Value& x, DType dtype) {
  if (x.dtype() == dtype) return x;
  return call1(Op::Cast, {x}, {{"DstT", dtype}});
}
Value compare(Op op, const Value& a, const Value& b) { return call1(op, {a, b}); }
Value select(const Value& c, const Value& a, const Value& b) { return call1(Op::SelectV2, {c, a, b}); }

Value shape(const Value& x) {
  if (x.shape().isFullyDefined()) return ints(x.shape().dims());
  return call1(Op::Shape, {x}, {{"out_type", DType::Int32}});
}
Value size(const Value& x) { return call1(Op::Size, {x}, {{"out_type", DType::Int32}}); }
Value rank(const Value& x) { return call1(Op::Rank, {x}); }
Value reshape(const Value& x, const Value& shape) { return call1(Op::Reshape, {x, shape}); }
Value zerosLike(const Value& x) { return call1(Op::ZerosLike, {x}); }
Value onesLike(const Value& x) { return call1(Op::OnesLike, {x}); }
Value fill(const Value& dims, const Value& value) { return call1(Op::Fill, {dims, value}); }
Value range(const Value& start, const Value& limit, const Value& delta) {
  return call1(Op::Range, {start, limit, delta});
}
Value sum(const Value& x, const Value& axes, bool keepDims) {
  return call1(Op::Sum, {x, axes}, {{"keep_dims", keepDims}});
}
Value transpose(const Value& x, const Value& perm) { return call1(Op::Transpose, {x, perm}); }
Value broadcastTo(const Value& x, const Value& shape) { return call1(Op::BroadcastTo, {x, shape}); }
Value pack(const std::vector<Value>& values, int64_t axis) { return call1(Op::Pack, values, {{"axis", axis}}); }
Value matmul(const Value& a, const Value& b, bool transA, bool transB) {
  return call1(Op::MatMul, {a, b}, {{"transpose_a", transA}, {"transpose_b", transB}});
}

OpCall matmulCall(const Value& a, const Value& b, bool transA, bool transB) {
  auto batched = [](const Value& v) { return !v.shape().hasRank() || v.shape().rank() > 2; };
  if (batched(a) || batched(b)) return {Op::BatchMatMulV2, {{"adj_x", transA}, {"adj_y", transB}}};
  return {Op::MatMul, {{"transpose_a", transA}, {"transpose_b", transB}}};
}

Value matmulAny(const Value& a, const Value& b, bool transA, bool transB) {
  OpCall c = matmulCall(a, b, transA, transB);
  return call1(c.op, {a, b}, c.attrs);
}
Value slice(const Value& x, const Value& begin, const Value& size) { return call1(Op::Slice, {x, begin, size}); }

Value reduceToShapeOf(const Value& grad, const Value& x) {
  if (!grad.valid()) return grad;
  const PartialShape& xs = x.shape();
  if (xs.isFullyDefined() && grad.shape().isFullyDefined() && xs == grad.shape()) return grad;
  std::vector<Value> axes = call(Op::BroadcastGradientArgs, {shape(x), shape(grad)});
  return reshape(sum(grad, axes[0]), shape(x));
}

Value keptDimsShape(const Value& x, const Value& axes) {
  const Tensor* axesValue = constantValue(axes);
  if (!axesValue || !x.shape().hasRank()) return shape(sum(x, axes, true));
  int rank = x.shape().rank();
  std::vector<int64_t> keep(rank, 1), reducedOnes(rank, 0);
  for (int64_t a : intValues(*axesValue)) {
    int64_t axis = normalizeAxis(a, rank);
    if (axis >= 0 && axis < rank) keep[axis] = 0, reducedOnes[axis] = 1;
  }
  if (x.shape().isFullyDefined()) {
    std::vector<int64_t> dims = x.shape().dims();
    for (int i = 0; i < rank; ++i) dims[i] = keep[i] ? dims[i] : 1;
    return ints(dims);
  }
  return add(mul(shape(x), ints(keep)), ints(reducedOnes));
}

}  // namespace tl::ops::build
