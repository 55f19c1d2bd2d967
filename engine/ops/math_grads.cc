// Gradients of Sin ... Erf, the activations Softplus ... LeakyRelu and the binary
// Atan2, Xdivy and DivNoNan, composed of the ops TensorFlow's gradient functions
// use (math_grad.py, nn_grad.py), so a traced gradient shows the same nodes.
#include <cmath>

#include "ops/builders.h"
#include "ops/elementwise_grads.h"
#include "ops/math_grads.h"

namespace tl::ops {

using namespace build;      // NOLINT: op shorthands read like the math
using namespace grad_args;  // NOLINT

namespace {

Value oneLike(const GradArgs& a) { return scalar(1, g0(a).dtype()); }

// 1 / sqrt(1 - x^2), the magnitude of asin's and acos's derivative.
Value inverseSqrtOneMinusSquare(const GradArgs& a) {
  Value x2 = unary(Op::Square, x0(a));
  Value den = unary(Op::Sqrt, sub(oneLike(a), x2));
  return unary(Op::Reciprocal, den);
}

// The forward op's "alpha" for its gradient op (not its other attrs: its node name).
Attrs alphaOnly(const Attrs& attrs) {
  const double* alpha = attr<double>(attrs, "alpha");
  return alpha ? Attrs{{"alpha", *alpha}} : Attrs{};
}

}  // namespace

// Floor, Ceil, Round: TF registers a gradient that returns None.
std::vector<Value> gradNone(const GradArgs&) { return {Value()}; }

std::vector<Value> gradSin(const GradArgs& a) { return {mul(g0(a), unary(Op::Cos, x0(a)))}; }
std::vector<Value> gradCos(const GradArgs& a) { return {mul(neg(g0(a)), unary(Op::Sin, x0(a)))}; }
std::vector<Value> gradTan(const GradArgs& a) {
  Value secx = unary(Op::Reciprocal, unary(Op::Cos, x0(a)));
  return {mul(g0(a), unary(Op::Square, secx))};
}
std::vector<Value> gradAsin(const GradArgs& a) { return {mul(g0(a), inverseSqrtOneMinusSquare(a))}; }
std::vector<Value> gradAcos(const GradArgs& a) {
  Value inv = inverseSqrtOneMinusSquare(a);
  return {mul(neg(g0(a)), inv)};
}
std::vector<Value> gradAtan(const GradArgs& a) {
  Value x2 = unary(Op::Square, x0(a));
  return {mul(g0(a), unary(Op::Reciprocal, add(oneLike(a), x2)))};
}
std::vector<Value> gradSinh(const GradArgs& a) { return {mul(g0(a), unary(Op::Cosh, x0(a)))}; }
std::vector<Value> gradCosh(const GradArgs& a) { return {mul(g0(a), unary(Op::Sinh, x0(a)))}; }
std::vector<Value> gradLog1p(const GradArgs& a) { return {mul(g0(a), unary(Op::Reciprocal, add(oneLike(a), x0(a))))}; }
std::vector<Value> gradExpm1(const GradArgs& a) { return {mul(g0(a), unary(Op::Exp, x0(a)))}; }
// grad * 2/sqrt(pi) * exp(-x^2)
std::vector<Value> gradErf(const GradArgs& a) {
  // 2 / sqrt(pi), as math_grad.py spells it.
  Value twoOverRootPi = scalar(1.1283791670955126, g0(a).dtype());
  Value scaled = mul(g0(a), twoOverRootPi);
  return {mul(scaled, unary(Op::Exp, neg(unary(Op::Square, x0(a)))))};
}

std::vector<Value> gradSoftplus(const GradArgs& a) { return {mul(g0(a), unary(Op::Sigmoid, x0(a)))}; }
std::vector<Value> gradElu(const GradArgs& a) { return {call1(Op::EluGrad, {g0(a), y0(a)})}; }
std::vector<Value> gradSelu(const GradArgs& a) { return {call1(Op::SeluGrad, {g0(a), y0(a)})}; }
std::vector<Value> gradRelu6(const GradArgs& a) { return {call1(Op::Relu6Grad, {g0(a), y0(a)})}; }
std::vector<Value> gradLeakyRelu(const GradArgs& a) {
  return {call1(Op::LeakyReluGrad, {g0(a), x0(a)}, alphaOnly(a.attrs))};
}

// EluGrad(gradients, outputs) and SeluGrad: d/d gradients is the op again; the
// outputs get grad * gradients where they are negative.
static std::vector<Value> expGradGrad(const GradArgs& a, Op op) {
  const Value& out = x1(a);
  Value negative = compare(Op::Less, out, zerosLike(out));
  return {call1(op, {g0(a), out}), select(negative, mul(g0(a), x0(a)), zerosLike(out))};
}
std::vector<Value> gradEluGrad(const GradArgs& a) { return expGradGrad(a, Op::EluGrad); }
std::vector<Value> gradSeluGrad(const GradArgs& a) { return expGradGrad(a, Op::SeluGrad); }
std::vector<Value> gradRelu6Grad(const GradArgs& a) { return {call1(Op::Relu6Grad, {g0(a), x1(a)}), zerosLike(x1(a))}; }
std::vector<Value> gradLeakyReluGrad(const GradArgs& a) {
  return {call1(Op::LeakyReluGrad, {g0(a), x1(a)}, alphaOnly(a.attrs)), zerosLike(x1(a))};
}

// Atan2(y, x): TF returns x * g / (x^2 + y^2) and -y * g / (x^2 + y^2) unreduced;
// the sums back to each input's shape are no-ops unless the inputs broadcast.
std::vector<Value> gradAtan2(const GradArgs& a) {
  const Value& y = x0(a);
  const Value& x = x1(a);
  Value gradInv = div(g0(a), add(unary(Op::Square, x), unary(Op::Square, y)));
  Value gy = mul(x, gradInv);
  Value gx = mul(neg(y), gradInv);
  return {reduceToShapeOf(gy, y), reduceToShapeOf(gx, x)};
}

std::vector<Value> gradXdivy(const GradArgs& a) {
  const Value& x = x0(a);
  const Value& y = x1(a);
  Value notZeroX = cast(compare(Op::NotEqual, x, scalar(0, x.dtype())), x.dtype());
  Value partialX = call1(Op::Xdivy, {notZeroX, y});
  Value partialY = call1(Op::Xdivy, {neg(x), pow(y, scalar(2, y.dtype()))});
  return {reduceToShapeOf(mul(partialX, g0(a)), x), reduceToShapeOf(mul(partialY, g0(a)), y)};
}

std::vector<Value> gradDivNoNan(const GradArgs& a) {
  const Value& x = x0(a);
  const Value& y = x1(a);
  Value gx = call1(Op::DivNoNan, {g0(a), y});
  Value gy = mul(g0(a), call1(Op::DivNoNan, {call1(Op::DivNoNan, {neg(x), y}), y}));
  return {reduceToShapeOf(gx, x), reduceToShapeOf(gy, y)};
}

}  // namespace tl::ops
