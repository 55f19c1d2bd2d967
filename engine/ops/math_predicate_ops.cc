// IsNan, IsFinite, IsInf (bool results), StopGradient and LeakyRelu (an attr, so
// not one of kernels' unary functions): the elementwise ops kernels/ does not run.
#include <cmath>
#include <type_traits>

#include "ops/math_grads.h"
#include "ops/op_rows.h"
#include "ops/op_util.h"

namespace tl::ops {
namespace {

template <Op kOp>
std::vector<TypedShape> inferPredicate(const std::vector<TypedShape>& in, const Attrs&) {
  requireDType(opName(kOp), in[0].dtype, {DType::Float32, DType::Float64});
  return one(DType::Bool, in[0].shape);
}

template <typename T>
bool holds(Op op, T x) {
  if (op == Op::IsNan) return std::isnan(x);
  if (op == Op::IsInf) return std::isinf(x);
  return std::isfinite(x);
}

template <Op kOp>
KernelOutputs kernelPredicate(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  const Tensor& x = in[0];
  Tensor out(DType::Bool, x.shape());
  bool* po = out.data<bool>();
  visitDType(x.dtype(), opName(kOp), [&](auto tag) {
    using T = decltype(tag);
    if constexpr (std::is_floating_point_v<T>) {
      const T* px = x.data<T>();
      for (int64_t i = 0, n = x.numElements(); i < n; ++i) po[i] = holds(kOp, px[i]);
    } else {
      throwNoKernel(opName(kOp), x.dtype());
    }
  });
  return {out};
}

// Not differentiable in TF (ops.NotDifferentiable): no gradient flows through them.
template <Op kOp>
OpDef predicateRow() {
  return {kOp,     opName(kOp),    1, 1, kPure | kElementwise, inferPredicate<kOp>, kernelPredicate<kOp>,
          nullptr, elementwiseCost};
}

std::vector<TypedShape> inferStopGradient(const std::vector<TypedShape>& in, const Attrs&) {
  TypedShape out = in[0];
  out.constant = nullptr;
  return {out};
}

// A copy, not the input's buffer: a tape that met the same tensor again would take
// it for the input and let the gradient through.
KernelOutputs kernelStopGradient(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  Tensor out(in[0].dtype(), in[0].shape());
  copyBlock(in[0], 0, out, 0, in[0].numElements());
  return {out};
}

std::vector<TypedShape> inferLeakyRelu(const std::vector<TypedShape>& in, const Attrs&) {
  requireDType("LeakyRelu", in[0].dtype, {DType::Float32, DType::Float64});
  return one(in[0].dtype, in[0].shape);
}

KernelOutputs kernelLeakyRelu(const std::vector<Tensor>& in, const Attrs& attrs, KernelContext&) {
  const double* alpha = attr<double>(attrs, "alpha");
  const double a = alpha ? *alpha : 0.2;
  const Tensor& x = in[0];
  Tensor out(x.dtype(), x.shape());
  visitDType(x.dtype(), "LeakyRelu", [&](auto tag) {
    using T = decltype(tag);
    if constexpr (std::is_floating_point_v<T>) {
      const T* px = x.data<T>();
      T* po = out.data<T>();
      for (int64_t i = 0, n = x.numElements(); i < n; ++i) po[i] = px[i] < 0 ? static_cast<T>(px[i] * a) : px[i];
    } else {
      throwNoKernel("LeakyRelu", x.dtype());
    }
  });
  return {out};
}

}  // namespace

OpDef rowIsNan() { return predicateRow<Op::IsNan>(); }
OpDef rowIsFinite() { return predicateRow<Op::IsFinite>(); }
OpDef rowIsInf() { return predicateRow<Op::IsInf>(); }

// TF registers StopGradient as not differentiable: tapes and tf.gradients see no path.
OpDef rowStopGradient() {
  return {Op::StopGradient, "StopGradient", 1, 1, kPure, inferStopGradient, kernelStopGradient, nullptr, zeroCost};
}

OpDef rowLeakyRelu() {
  return {Op::LeakyRelu, "LeakyRelu",    1, 1, kPure | kElementwise | kDifferentiable, inferLeakyRelu, kernelLeakyRelu,
          gradLeakyRelu, elementwiseCost};
}

}  // namespace tl::ops
