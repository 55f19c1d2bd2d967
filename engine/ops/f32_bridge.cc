#include "ops/f32_bridge.h"

#include <vector>

#include "ops/broadcast.h"
#include "ops/scalar_math.h"

namespace tl::ops {

void f32Binary(kernels::Binary op, const core::Tensor& a, const core::Tensor& b, core::Tensor& out) {
  const float* pa = a.data<float>();
  const float* pb = b.data<float>();
  float* po = out.data<float>();
  int64_t n = out.numElements();
  if (a.shape() == b.shape()) return kernels::binaryF32(op, pa, pb, po, n);
  if (b.numElements() == 1) return kernels::binaryScalarF32(op, pa, pb[0], po, n);
  if (a.numElements() == 1) return kernels::scalarBinaryF32(op, pa[0], pb, po, n);
  if (out.rank() <= kernels::kMaxRank) {
    kernels::BroadcastIndex index = kernels::makeBroadcastIndex(a.rank(), a.shape().dims().data(), b.rank(),
                                                                b.shape().dims().data());
    return kernels::binaryBroadcastF32(op, pa, pb, po, index);
  }
  forEachBroadcast(out.shape(), {broadcastStrides(a.shape(), out.shape()), broadcastStrides(b.shape(), out.shape())},
                   [&](int64_t i, const int64_t* off) { po[i] = floatBinary(op, pa[off[0]], pb[off[1]]); });
}

void f32Unary(kernels::Unary op, const core::Tensor& x, core::Tensor& out) {
  kernels::unaryF32(op, x.data<float>(), out.data<float>(), x.numElements());
}

void f32Reduce(kernels::Reduce op, const float* x, int64_t outer, int64_t mid, int64_t inner, float* out) {
  kernels::reduceF32(op, x, outer, mid, inner, out);
}

void f32Gemm(bool transA, bool transB, int64_t m, int64_t n, int64_t k, const float* a, const float* b, float* c,
             const float* bias, bool relu) {
  int64_t lda = transA ? m : k;
  int64_t ldb = transB ? k : n;
  kernels::gemmF32(transA, transB, m, n, k, a, lda, b, ldb, c, n, bias, relu);
}

void f32Fused(const kernels::FusedProgram& program, const float* const* inputs, float* out, int64_t n) {
  kernels::fusedF32(program, inputs, out, n);
}

}  // namespace tl::ops
