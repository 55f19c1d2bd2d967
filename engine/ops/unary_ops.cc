// Unary elementwise ops (Neg ... Reciprocal, Sin ... Relu6) and Cast.
#include <cmath>
#include <limits>

#include "ops/elementwise_grads.h"
#include "ops/f32_bridge.h"
#include "ops/math_grads.h"
#include "ops/op_rows.h"
#include "ops/op_util.h"
#include "ops/scalar_math.h"

namespace tl::ops {
namespace {

// Ops TF also registers for integers (Round's integer kernel is the identity).
constexpr bool allowsIntegers(Unary u) {
  return u == Unary::Neg || u == Unary::Abs || u == Unary::Square || u == Unary::Relu || u == Unary::Sign ||
         u == Unary::Round;
}

template <Op kOp, Unary kFn>
std::vector<TypedShape> inferUnary(const std::vector<TypedShape>& in, const Attrs&) {
  if (allowsIntegers(kFn)) {
    requireDType(opName(kOp), in[0].dtype, {DType::Float32, DType::Float64, DType::Int32, DType::Int64});
  } else {
    requireDType(opName(kOp), in[0].dtype, {DType::Float32, DType::Float64});
  }
  return one(in[0].dtype, in[0].shape);
}

template <typename T>
void unaryLoop(Unary op, const Tensor& x, Tensor& out) {
  const T* px = x.data<T>();
  T* po = out.data<T>();
  for (int64_t i = 0, n = x.numElements(); i < n; ++i) po[i] = unaryValue(op, px[i]);
}

template <Op kOp, Unary kFn>
KernelOutputs kernelUnary(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  const Tensor& x = in[0];
  Tensor out(x.dtype(), x.shape());
  constexpr Unary op = kFn;
  switch (x.dtype()) {
    case DType::Float32: f32Unary(op, x, out); break;
    case DType::Float64: unaryLoop<double>(op, x, out); break;
    case DType::Int32: unaryLoop<int32_t>(op, x, out); break;
    case DType::Int64: unaryLoop<int64_t>(op, x, out); break;
    default: throwNoKernel(opName(kOp), x.dtype());
  }
  return {out};
}

// An op computing kernels' unary function kFn elementwise.
template <Op kOp, Unary kFn>
OpDef unaryRow(GradFn grad) {
  return {kOp,
          opName(kOp),
          1,
          1,
          kPure | kElementwise | (grad ? kDifferentiable : 0u),
          inferUnary<kOp, kFn>,
          kernelUnary<kOp, kFn>,
          grad,
          elementwiseCost,
          ElementwiseFn::of(kFn)};
}

// --- Cast ---

std::vector<TypedShape> inferCast(const std::vector<TypedShape>& in, const Attrs& attrs) {
  DType to = attrDType(attrs, "DstT", in[0].dtype);
  bool fromOk = core::isNumeric(in[0].dtype) || in[0].dtype == DType::Bool;
  bool toOk = core::isNumeric(to) || to == DType::Bool;
  if (in[0].dtype != to && (!fromOk || !toOk)) {
    throw core::TfError("UnimplementedError", std::string("Cast ") + tfTypeName(in[0].dtype) + " to " + tfTypeName(to) +
                                                  " is not supported");  // DataTypeString: "float"
  }
  return one(to, in[0].shape);
}

template <typename From, typename To>
void castLoop(const Tensor& x, Tensor& out) {
  const From* px = x.data<From>();
  To* po = out.data<To>();
  for (int64_t i = 0, n = x.numElements(); i < n; ++i) {
    if constexpr (std::is_same_v<To, bool>) {
      po[i] = px[i] != From(0);
    } else if constexpr (std::is_floating_point_v<From> && std::is_integral_v<To>) {
      // Out of range or NaN: the integer x86 gives TensorFlow and NumPy (its minimum), not UB.
      const From high = std::ldexp(From(1), std::numeric_limits<To>::digits);  // max + 1, exact
      const bool fits = px[i] >= static_cast<From>(std::numeric_limits<To>::min()) && px[i] < high;
      po[i] = fits ? static_cast<To>(px[i]) : std::numeric_limits<To>::min();
    } else {
      po[i] = static_cast<To>(px[i]);
    }
  }
}

KernelOutputs kernelCast(const std::vector<Tensor>& in, const Attrs& attrs, KernelContext&) {
  const Tensor& x = in[0];
  DType to = attrDType(attrs, "DstT", x.dtype());
  if (to == x.dtype()) return {x};
  Tensor out(to, x.shape());
  visitDType(x.dtype(), "Cast", [&](auto from) {
    visitDType(to, "Cast", [&](auto target) { castLoop<decltype(from), decltype(target)>(x, out); });
  });
  return {out};
}

}  // namespace

OpDef rowNeg() { return unaryRow<Op::Neg, Unary::Neg>(gradNeg); }
OpDef rowAbs() { return unaryRow<Op::Abs, Unary::Abs>(gradAbs); }
OpDef rowExp() { return unaryRow<Op::Exp, Unary::Exp>(gradExp); }
OpDef rowLog() { return unaryRow<Op::Log, Unary::Log>(gradLog); }
OpDef rowSqrt() { return unaryRow<Op::Sqrt, Unary::Sqrt>(gradSqrt); }
OpDef rowRsqrt() { return unaryRow<Op::Rsqrt, Unary::Rsqrt>(gradRsqrt); }
OpDef rowSquare() { return unaryRow<Op::Square, Unary::Square>(gradSquare); }
OpDef rowRelu() { return unaryRow<Op::Relu, Unary::Relu>(gradRelu); }
OpDef rowSigmoid() { return unaryRow<Op::Sigmoid, Unary::Sigmoid>(gradSigmoid); }
OpDef rowTanh() { return unaryRow<Op::Tanh, Unary::Tanh>(gradTanh); }
OpDef rowSign() { return unaryRow<Op::Sign, Unary::Sign>(gradSign); }
OpDef rowReciprocal() { return unaryRow<Op::Reciprocal, Unary::Reciprocal>(gradReciprocal); }

OpDef rowSin() { return unaryRow<Op::Sin, Unary::Sin>(gradSin); }
OpDef rowCos() { return unaryRow<Op::Cos, Unary::Cos>(gradCos); }
OpDef rowTan() { return unaryRow<Op::Tan, Unary::Tan>(gradTan); }
OpDef rowAsin() { return unaryRow<Op::Asin, Unary::Asin>(gradAsin); }
OpDef rowAcos() { return unaryRow<Op::Acos, Unary::Acos>(gradAcos); }
OpDef rowAtan() { return unaryRow<Op::Atan, Unary::Atan>(gradAtan); }
OpDef rowSinh() { return unaryRow<Op::Sinh, Unary::Sinh>(gradSinh); }
OpDef rowCosh() { return unaryRow<Op::Cosh, Unary::Cosh>(gradCosh); }
OpDef rowFloor() { return unaryRow<Op::Floor, Unary::Floor>(gradNone); }
OpDef rowCeil() { return unaryRow<Op::Ceil, Unary::Ceil>(gradNone); }
OpDef rowRound() { return unaryRow<Op::Round, Unary::Round>(gradNone); }
OpDef rowLog1p() { return unaryRow<Op::Log1p, Unary::Log1p>(gradLog1p); }
OpDef rowExpm1() { return unaryRow<Op::Expm1, Unary::Expm1>(gradExpm1); }
OpDef rowErf() { return unaryRow<Op::Erf, Unary::Erf>(gradErf); }
OpDef rowSoftplus() { return unaryRow<Op::Softplus, Unary::Softplus>(gradSoftplus); }
OpDef rowElu() { return unaryRow<Op::Elu, Unary::Elu>(gradElu); }
OpDef rowSelu() { return unaryRow<Op::Selu, Unary::Selu>(gradSelu); }
OpDef rowRelu6() { return unaryRow<Op::Relu6, Unary::Relu6>(gradRelu6); }

OpDef rowCast() {
  return {Op::Cast, "Cast",         1, 1, kPure | kElementwise | kDifferentiable, inferCast, kernelCast,
          gradCast, elementwiseCost};
}

}  // namespace tl::ops
