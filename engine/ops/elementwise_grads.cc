// Gradients of the elementwise ops, after TensorFlow's math_grad.py. Binary ops
// reduce the broadcast gradient back to each input's shape.
#include "ops/elementwise_grads.h"
#include "ops/builders.h"

namespace tl::ops {

using namespace build;      // NOLINT: op shorthands read like the math
using namespace grad_args;  // NOLINT

namespace {

std::vector<Value> reduced(const GradArgs& a, const Value& gx, const Value& gy) {
  return {reduceToShapeOf(gx, x0(a)), reduceToShapeOf(gy, x1(a))};
}

Value half(const Value& like) { return scalar(0.5, like.dtype()); }

}  // namespace

std::vector<Value> gradAddV2(const GradArgs& a) { return reduced(a, g0(a), g0(a)); }
std::vector<Value> gradSub(const GradArgs& a) { return reduced(a, g0(a), neg(g0(a))); }
std::vector<Value> gradMul(const GradArgs& a) { return reduced(a, mul(g0(a), x1(a)), mul(x0(a), g0(a))); }
std::vector<Value> gradRealDiv(const GradArgs& a) {
  Value gy = mul(g0(a), div(div(neg(x0(a)), x1(a)), x1(a)));
  return reduced(a, div(g0(a), x1(a)), gy);
}
std::vector<Value> gradFloorMod(const GradArgs& a) {
  return reduced(a, g0(a), mul(g0(a), neg(floorDiv(x0(a), x1(a)))));
}

static std::vector<Value> minOrMaxGrad(const GradArgs& a, Op compareOp) {
  Value mask = cast(compare(compareOp, x0(a), x1(a)), g0(a).dtype());
  Value gx = mul(g0(a), mask);
  return reduced(a, gx, sub(g0(a), gx));
}
std::vector<Value> gradMaximum(const GradArgs& a) { return minOrMaxGrad(a, Op::GreaterEqual); }
std::vector<Value> gradMinimum(const GradArgs& a) { return minOrMaxGrad(a, Op::LessEqual); }

std::vector<Value> gradPow(const GradArgs& a) {
  const Value& x = x0(a);
  const Value& y = x1(a);
  Value one = scalar(1, y.dtype());
  Value gx = mul(g0(a), mul(y, pow(x, sub(y, one))));
  Value zero = zerosLike(x);
  Value safeLog = select(compare(Op::Greater, x, zero), unary(Op::Log, x), zero);
  Value gy = mul(g0(a), mul(y0(a), safeLog));
  return reduced(a, gx, gy);
}

std::vector<Value> gradSquaredDifference(const GradArgs& a) {
  Value gx = mul(g0(a), mul(scalar(2, x0(a).dtype()), sub(x0(a), x1(a))));
  return reduced(a, gx, neg(gx));
}

std::vector<Value> gradNeg(const GradArgs& a) { return {neg(g0(a))}; }
std::vector<Value> gradAbs(const GradArgs& a) { return {mul(g0(a), unary(Op::Sign, x0(a)))}; }
std::vector<Value> gradExp(const GradArgs& a) { return {mul(g0(a), y0(a))}; }
std::vector<Value> gradLog(const GradArgs& a) { return {mul(g0(a), unary(Op::Reciprocal, x0(a)))}; }
std::vector<Value> gradSqrt(const GradArgs& a) { return {div(mul(g0(a), half(y0(a))), y0(a))}; }
std::vector<Value> gradRsqrt(const GradArgs& a) {
  Value cube = mul(mul(y0(a), y0(a)), y0(a));
  return {mul(g0(a), mul(scalar(-0.5, cube.dtype()), cube))};
}
std::vector<Value> gradSquare(const GradArgs& a) { return {mul(g0(a), mul(scalar(2, x0(a).dtype()), x0(a)))}; }
std::vector<Value> gradRelu(const GradArgs& a) { return {call1(Op::ReluGrad, {g0(a), y0(a)})}; }
std::vector<Value> gradSigmoid(const GradArgs& a) { return {call1(Op::SigmoidGrad, {y0(a), g0(a)})}; }
std::vector<Value> gradTanh(const GradArgs& a) { return {call1(Op::TanhGrad, {y0(a), g0(a)})}; }
std::vector<Value> gradSign(const GradArgs& a) { return {zerosLike(x0(a))}; }
std::vector<Value> gradReciprocal(const GradArgs& a) { return {neg(mul(g0(a), mul(y0(a), y0(a))))}; }

std::vector<Value> gradCast(const GradArgs& a) {
  DType from = x0(a).dtype();
  if (!core::isFloating(from) || !core::isFloating(g0(a).dtype())) return {Value()};
  return {cast(g0(a), from)};
}

// ReluGrad(gradients, features): d/d gradients is ReluGrad again; features get zeros.
std::vector<Value> gradReluGrad(const GradArgs& a) { return {call1(Op::ReluGrad, {g0(a), x1(a)}), zerosLike(x1(a))}; }

// SigmoidGrad(y, dy) = dy * y * (1 - y).
std::vector<Value> gradSigmoidGrad(const GradArgs& a) {
  const Value& y = x0(a);
  Value one = scalar(1, y.dtype());
  Value gy = mul(mul(g0(a), x1(a)), sub(one, mul(scalar(2, y.dtype()), y)));
  return {gy, call1(Op::SigmoidGrad, {y, g0(a)})};
}

// TanhGrad(y, dy) = dy * (1 - y^2).
std::vector<Value> gradTanhGrad(const GradArgs& a) {
  const Value& y = x0(a);
  Value gy = mul(mul(g0(a), x1(a)), mul(scalar(-2, y.dtype()), y));
  return {gy, call1(Op::TanhGrad, {y, g0(a)})};
}

std::vector<Value> gradSelectV2(const GradArgs& a) {
  const Value& c = a.inputs[0];
  Value zeros = zerosLike(g0(a));
  Value gt = select(c, g0(a), zeros);
  Value ge = select(c, zeros, g0(a));
  return {Value(), reduceToShapeOf(gt, a.inputs[1]), reduceToShapeOf(ge, a.inputs[2])};
}

}  // namespace tl::ops
