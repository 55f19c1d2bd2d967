// ReluGrad, SigmoidGrad, TanhGrad: the backward kernels of the activations.
#include "ops/elementwise_grads.h"
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
    const T* a = in[0].data<T>();
    const T* b = in[1].data<T>();
    T* o = out.data<T>();
    for (int64_t i = 0, n = out.numElements(); i < n; ++i) o[i] = static_cast<T>(f(a[i], b[i]));
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

}  // namespace tl::ops
