// Internal: gradients of the elementwise ops (TF's math_grad.py, as op calls).
#pragma once
#include "ops/op.h"

namespace tl::ops {

// Lists of several X() entries a line, which clang-format would re-wrap: kept as written.
// clang-format off
#define TL_ELEMENTWISE_GRADS(X)                                                          \
  X(AddV2) X(Sub) X(Mul) X(RealDiv) X(FloorMod) X(Maximum) X(Minimum) X(Pow)             \
  X(SquaredDifference) X(Neg) X(Abs) X(Exp) X(Log) X(Sqrt) X(Rsqrt) X(Square) X(Relu)    \
  X(Sigmoid) X(Tanh) X(Sign) X(Reciprocal) X(Cast) X(ReluGrad) X(SigmoidGrad) X(TanhGrad) \
  X(SelectV2)
// clang-format on
#define TL_DECLARE_GRAD(name) std::vector<Value> grad##name(const GradArgs& args);
TL_ELEMENTWISE_GRADS(TL_DECLARE_GRAD)
#undef TL_DECLARE_GRAD

// Shorthands the gradient functions are written with: input 0 and 1, output 0 and
// output 0's incoming gradient.
namespace grad_args {
inline const Value& x0(const GradArgs& a) { return a.inputs[0]; }
inline const Value& x1(const GradArgs& a) { return a.inputs[1]; }
inline const Value& y0(const GradArgs& a) { return a.outputs[0]; }
inline const Value& g0(const GradArgs& a) { return a.grads[0]; }
}  // namespace grad_args

}  // namespace tl::ops
