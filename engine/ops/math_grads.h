// Internal: gradients of the trigonometric, rounding and special functions and the
// activations past Relu (TF's math_grad.py and nn_grad.py, as op calls).
#pragma once
#include "ops/op.h"

namespace tl::ops {

// Lists of several X() entries a line, which clang-format would re-wrap: kept as written.
// clang-format off
#define TL_MATH_GRADS(X)                                                                 \
  X(Sin) X(Cos) X(Tan) X(Asin) X(Acos) X(Atan) X(Sinh) X(Cosh) X(Log1p) X(Expm1) X(Erf)  \
  X(Softplus) X(Elu) X(Selu) X(Relu6) X(LeakyRelu) X(Atan2) X(Xdivy) X(DivNoNan)         \
  X(EluGrad) X(SeluGrad) X(Relu6Grad) X(LeakyReluGrad) X(None)
// clang-format on
#define TL_DECLARE_GRAD(name) std::vector<Value> grad##name(const GradArgs& args);
TL_MATH_GRADS(TL_DECLARE_GRAD)
#undef TL_DECLARE_GRAD

}  // namespace tl::ops
