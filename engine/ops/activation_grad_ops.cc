// ReluGrad, SigmoidGrad, TanhGrad, EluGrad, SeluGrad, Relu6Grad, LeakyReluGrad:
// the backward kernels of the activations.
#include <type_traits>

#include "kernels/scalar_math.h"
#include "ops/elementwise_grads.h"
#include "ops/math_grads.h"
#include "ops/op_rows.h"
#include "ops/op_util.h"

namespace tl::ops {
namespace {

std::vector<TypedShape> inferPairwise(const std::vector<TypedShape>& in, const Attrs&) {
  requireSameDType("ActivationGrad", in, 0, 2);
  requireDType("ActivationGrad", in[0].dtype, {DType::Float32, DType::Float64});
  if (!in[0].shape.isCompatibleWith(in[1].shape)) {
    core::throwInvalidArgument("Incompatible shapes: " + dimsString(in[0].shape.dims()) + " vs. " +
                               dimsString(in[1].shape.dims()));
  }
  return one(in[0].dtype, in[0].shape.hasRank() ? in[0].shape : in[1].shape);
}

// f(a, b) elementwise for float32 and float64.
template <typename F>
std::vector<Tensor> pairwise(const std::vector<Tensor>& in, F f) {
  Tensor out(in[0].dtype(), in[0].shape());
  visitDType(in[0].dtype(), "ActivationGrad", [&](auto tag) {
    using T = decltype(tag);
    if constexpr (std::is_floating_point_v<T>) {  // inference admits only these
      const T* a = in[0].data<T>();
      const T* b = in[1].data<T>();
      T* o = out.data<T>();
      for (int64_t i = 0, n = out.numElements(); i < n; ++i) o[i] = static_cast<T>(f(a[i], b[i]));
    }
  });
  return {out};
}

// ReluGrad(gradients, features)
KernelOutputs kernelReluGrad(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  return pairwise(in, [](auto g, auto x) { return x > 0 ? g : decltype(g)(0); });
}
// SigmoidGrad(y, dy)
KernelOutputs kernelSigmoidGrad(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  return pairwise(in, [](auto y, auto dy) { return dy * y * (1 - y); });
}
// TanhGrad(y, dy)
KernelOutputs kernelTanhGrad(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  return pairwise(in, [](auto y, auto dy) { return dy * (1 - y * y); });
}

// EluGrad(gradients, outputs)
KernelOutputs kernelEluGrad(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  return pairwise(in, [](auto g, auto y) { return y < 0 ? g * (y + 1) : g; });
}
// SeluGrad(gradients, outputs)
KernelOutputs kernelSeluGrad(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  using kernels::scalar::kSeluAlpha, kernels::scalar::kSeluScale;
  return pairwise(in, [](auto g, auto y) { return y < 0 ? g * (y + kSeluScale * kSeluAlpha) : g * kSeluScale; });
}
// Relu6Grad(gradients, features)
KernelOutputs kernelRelu6Grad(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  return pairwise(in, [](auto g, auto x) { return x > 0 && x < 6 ? g : decltype(g)(0); });
}
// LeakyReluGrad(gradients, features), attr alpha
KernelOutputs kernelLeakyReluGrad(const std::vector<Tensor>& in, const Attrs& attrs, KernelContext&) {
  const double* alpha = attr<double>(attrs, "alpha");
  const double a = alpha ? *alpha : 0.2;
  return pairwise(in, [a](auto g, auto x) { return x > 0 ? g : static_cast<decltype(g)>(g * a); });
}

constexpr uint32_t kTraits = kPure | kElementwise | kDifferentiable;

}  // namespace

OpDef rowReluGrad() {
  return {Op::ReluGrad, "ReluGrad", 2, 2, kTraits, inferPairwise, kernelReluGrad, gradReluGrad, elementwiseCost};
}
OpDef rowSigmoidGrad() {
  return {Op::SigmoidGrad, "SigmoidGrad",  2, 2, kTraits, inferPairwise, kernelSigmoidGrad,
          gradSigmoidGrad, elementwiseCost};
}
OpDef rowTanhGrad() {
  return {Op::TanhGrad, "TanhGrad", 2, 2, kTraits, inferPairwise, kernelTanhGrad, gradTanhGrad, elementwiseCost};
}

OpDef rowEluGrad() {
  return {Op::EluGrad, "EluGrad", 2, 2, kTraits, inferPairwise, kernelEluGrad, gradEluGrad, elementwiseCost};
}
OpDef rowSeluGrad() {
  return {Op::SeluGrad, "SeluGrad", 2, 2, kTraits, inferPairwise, kernelSeluGrad, gradSeluGrad, elementwiseCost};
}
OpDef rowRelu6Grad() {
  return {Op::Relu6Grad, "Relu6Grad", 2, 2, kTraits, inferPairwise, kernelRelu6Grad, gradRelu6Grad, elementwiseCost};
}
OpDef rowLeakyReluGrad() {
  return {Op::LeakyReluGrad, "LeakyReluGrad", 2, 2, kTraits, inferPairwise, kernelLeakyReluGrad,
          gradLeakyReluGrad, elementwiseCost};
}

}  // namespace tl::ops
