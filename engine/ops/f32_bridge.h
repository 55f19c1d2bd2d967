// The float32 hot paths, handed to kernels/ (SIMD). Shapes are already validated.
#pragma once
#include "core/core.h"
#include "kernels/kernels.h"

namespace tl::ops {

// out has the broadcast shape of a and b.
void f32Binary(kernels::Binary op, const core::Tensor& a, const core::Tensor& b, core::Tensor& out);
void f32Unary(kernels::Unary op, const core::Tensor& x, core::Tensor& out);
// x viewed as [outer, mid, inner] -> out [outer, inner].
void f32Reduce(kernels::Reduce op, const float* x, int64_t outer, int64_t mid, int64_t inner, float* out);
void f32Gemm(bool transA, bool transB, int64_t m, int64_t n, int64_t k, const float* a, const float* b, float* c,
             const float* bias, bool relu);
void f32Fused(const kernels::FusedProgram& program, const float* const* inputs, float* out, int64_t n);

}  // namespace tl::ops
