// Internal pieces of gemmF32: the packed, register-blocked path for real matrices
// and the matrix-vector paths for m == 1 / n == 1, which skip packing entirely.
#pragma once
#include <cstdint>

namespace tl::kernels::gemm {

// C[m,n] = op(A) * op(B) for any shape, through packed panels (no bias/relu).
void packedGemm(bool transA, bool transB, int64_t m, int64_t n, int64_t k, const float* A, int64_t lda, const float* B,
                int64_t ldb, float* C, int64_t ldc);

// y[j] = sum_p x[p] * M[p*ldm + j] for j < len: a vector times a row-major matrix.
void gemvRows(int64_t k, int64_t len, const float* x, const float* M, int64_t ldm, float* y);

// y[i * ystride] = dot(M[i*ldm .. +k], x) for i < rows: a matrix times a vector.
void gemvDots(int64_t rows, int64_t k, const float* M, int64_t ldm, const float* x, float* y, int64_t ystride);

}  // namespace tl::kernels::gemm
