// Internal pieces of gemmF32: the packed, register-blocked path for real matrices
// and the matrix-vector paths for m == 1 / n == 1, which skip packing entirely.
// Each path finishes C itself (the epilogue) while C is in cache, so bias and
// relu cost no extra pass over memory.
#pragma once
#include <cstdint>

#include "kernels/vec_ops.h"

namespace tl::kernels::gemm {

// What happens to each finished sum of C, in TensorFlow's order: the bias of the
// column is added to the complete sum (MatMul, then BiasAdd/AddV2), then relu.
struct Epilogue {
  const float* bias = nullptr;  // bias[j] for column j, or none
  bool relu = false;
};

TL_INLINE float finish(float sum, const float* bias, bool relu) {
  if (bias) sum = sum + *bias;
  return relu ? vec::UnaryOp<Unary::Relu>::apply(sum) : sum;
}

TL_INLINE simd::Vec4 finish(simd::Vec4 sum, bool hasBias, simd::Vec4 bias, bool relu) {
  if (hasBias) sum = simd::add(sum, bias);
  return relu ? vec::UnaryOp<Unary::Relu>::apply(sum) : sum;
}

// C[i, 0..n) = epilogue(C[i, 0..n)) for i < m: a pass over rows of C that are
// still in cache.
void finishRows(int64_t m, int64_t n, float* C, int64_t ldc, Epilogue epilogue);

// C[m,n] = epilogue(op(A) * op(B)) for any shape, through packed panels.
void packedGemm(bool transA, bool transB, int64_t m, int64_t n, int64_t k, const float* A, int64_t lda, const float* B,
                int64_t ldb, float* C, int64_t ldc, Epilogue epilogue);

// y[j] = sum_p x[p] * M[p*ldm + j] for j < len: a vector times a row-major matrix.
void gemvRows(int64_t k, int64_t len, const float* x, const float* M, int64_t ldm, float* y);

// y[i * ystride] = epilogue(dot(M[i*ldm .. +k], x)) for i < rows: a matrix times a
// vector, the one column of C (so the bias is the single bias[0]).
void gemvDots(int64_t rows, int64_t k, const float* M, int64_t ldm, const float* x, float* y, int64_t ystride,
              Epilogue epilogue);

}  // namespace tl::kernels::gemm
