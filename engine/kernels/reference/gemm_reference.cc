// Scalar reference GEMM. Loop order i-p-j: each C element still sums its k products
// in k order (as the textbook i-j-p loop does), but B is read row by row, which
// keeps the reference fast enough to run on 1024^3 in the benchmark.
#include "kernels/kernels.h"
#include "kernels/scalar_math.h"

namespace tl::kernels::reference {

void gemmF32(bool transA, bool transB, int64_t m, int64_t n, int64_t k, const float* A, int64_t lda, const float* B,
             int64_t ldb, float* C, int64_t ldc, const float* bias, bool relu) {
  for (int64_t i = 0; i < m; ++i) {
    float* row = C + i * ldc;
    for (int64_t j = 0; j < n; ++j) row[j] = 0.f;
    for (int64_t p = 0; p < k; ++p) {
      const float a = transA ? A[p * lda + i] : A[i * lda + p];
      for (int64_t j = 0; j < n; ++j) row[j] += a * (transB ? B[j * ldb + p] : B[p * ldb + j]);
    }
    for (int64_t j = 0; j < n; ++j) {
      float acc = bias ? row[j] + bias[j] : row[j];
      row[j] = relu ? scalar::unary(Unary::Relu, acc) : acc;
    }
  }
}

}  // namespace tl::kernels::reference
