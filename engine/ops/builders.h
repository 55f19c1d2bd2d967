// Op-call shorthands over Values (every one goes through ops::call, so it runs
// eagerly or records a node). Gradient functions are written with these.
#pragma once
#include <vector>

#include "ops/op.h"

namespace tl::ops::build {

// A Const node while building a graph; eagerly the value itself, as TensorFlow
// converts eager constants without running an op.
Value constant(const Tensor& value);
Value scalar(double value, DType dtype);
Value ints(const std::vector<int64_t>& values);  // an int32 vector constant

Value add(const Value& a, const Value& b);
Value sub(const Value& a, const Value& b);
Value mul(const Value& a, const Value& b);
Value div(const Value& a, const Value& b);
Value floorDiv(const Value& a, const Value& b);
Value floorMod(const Value& a, const Value& b);
Value maximum(const Value& a, const Value& b);
Value pow(const Value& a, const Value& b);
Value neg(const Value& x);
Value unary(Op op, const Value& x);
Value cast(const Value& x, DType dtype);
Value compare(Op op, const Value& a, const Value& b);
Value select(const Value& cond, const Value& a, const Value& b);

Value shape(const Value& x);  // int32
Value size(const Value& x);   // int32 scalar
Value rank(const Value& x);   // int32 scalar
Value reshape(const Value& x, const Value& shape);
Value zerosLike(const Value& x);
Value onesLike(const Value& x);
Value fill(const Value& dims, const Value& value);
Value range(const Value& start, const Value& limit, const Value& delta);
Value sum(const Value& x, const Value& axes, bool keepDims = false);
Value transpose(const Value& x, const Value& perm);
Value broadcastTo(const Value& x, const Value& shape);
Value pack(const std::vector<Value>& values, int64_t axis = 0);
Value matmul(const Value& a, const Value& b, bool transA, bool transB);
// The op TensorFlow's math_ops.matmul makes: MatMul for two matrices,
// BatchMatMulV2 (adj_x / adj_y: transposes, for real dtypes) when either operand
// has rank > 2 or an unknown rank.
struct OpCall {
  Op op;
  Attrs attrs;
};
OpCall matmulCall(const Value& a, const Value& b, bool transA, bool transB);
Value matmulAny(const Value& a, const Value& b, bool transA, bool transB);
Value slice(const Value& x, const Value& begin, const Value& size);

// Sums a broadcast gradient `grad` back to the shape of `x` (TF's _AddGrad pattern:
// BroadcastGradientArgs + Sum + Reshape); a no-op when the static shapes agree.
Value reduceToShapeOf(const Value& grad, const Value& x);
// The shape of x with the reduced `axes` set to 1 (keep_dims=True's output shape).
Value keptDimsShape(const Value& x, const Value& axes);

}  // namespace tl::ops::build
