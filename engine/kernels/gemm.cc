// gemmF32: chooses the matrix-vector path (m == 1 or n == 1, the batch-1 dense
// layer) or the packed path. Every path adds the bias and applies relu while C
// is in cache: the packed path per block, the n == 1 path as it writes.
#include <vector>

#include "kernels/gemm_internal.h"
#include "kernels/kernels.h"
#include "kernels/simd.h"

namespace tl::kernels {

namespace gemm {

// Bias and relu in one loop per row, with no per-step dispatch: a dense layer's
// rows are short (64), and at k = 8 finishing C is a fifth of the layer's time.
void finishRows(int64_t m, int64_t n, float* C, int64_t ldc, Epilogue epilogue) {
  if (!epilogue.bias && !epilogue.relu) return;
  const bool hasBias = epilogue.bias != nullptr;
  const simd::Vec4 zero = simd::splat(0.f);
  for (int64_t i = 0; i < m; ++i) {
    float* row = C + i * ldc;
    int64_t j = 0;
    for (; j + 4 <= n; j += 4) {
      const simd::Vec4 bias = hasBias ? simd::load(epilogue.bias + j) : zero;
      simd::store(row + j, finish(simd::load(row + j), hasBias, bias, epilogue.relu));
    }
    for (; j < n; ++j) row[j] = finish(row[j], hasBias ? epilogue.bias + j : nullptr, epilogue.relu);
  }
}

}  // namespace gemm

namespace {

// Copies a strided vector into contiguous scratch when needed.
const float* contiguous(const float* p, int64_t stride, int64_t len, std::vector<float>& scratch) {
  if (stride == 1) return p;
  scratch.resize(static_cast<size_t>(len));
  for (int64_t i = 0; i < len; ++i) scratch[i] = p[i * stride];
  return scratch.data();
}

// m == 1: one row of C; op(A) is a vector of k values.
void rowTimesMatrix(bool transA, bool transB, int64_t n, int64_t k, const float* A, int64_t lda, const float* B,
                    int64_t ldb, float* C) {
  thread_local std::vector<float> scratch;
  const float* x = contiguous(A, transA ? lda : 1, k, scratch);
  if (transB) {
    gemm::gemvDots(n, k, B, ldb, x, C, 1, {});
  } else {
    gemm::gemvRows(k, n, x, B, ldb, C);
  }
}

// n == 1: one column of C; op(B) is a vector of k values, the bias one value.
void matrixTimesColumn(bool transA, bool transB, int64_t m, int64_t k, const float* A, int64_t lda, const float* B,
                       int64_t ldb, float* C, int64_t ldc, gemm::Epilogue epilogue) {
  thread_local std::vector<float> scratch, column;
  const float* x = contiguous(B, transB ? 1 : ldb, k, scratch);
  if (!transA) return gemm::gemvDots(m, k, A, lda, x, C, ldc, epilogue);
  float* y = C;
  if (ldc != 1) {
    column.resize(static_cast<size_t>(m));
    y = column.data();
  }
  gemm::gemvRows(k, m, x, A, lda, y);
  for (int64_t i = 0; i < m; ++i) C[i * ldc] = gemm::finish(y[i], epilogue.bias, epilogue.relu);
}

}  // namespace

void gemmF32(bool transA, bool transB, int64_t m, int64_t n, int64_t k, const float* A, int64_t lda, const float* B,
             int64_t ldb, float* C, int64_t ldc, const float* bias, bool relu) {
  if (m <= 0 || n <= 0) return;
  if (n == 1 && m > 1 && k > 0) return matrixTimesColumn(transA, transB, m, k, A, lda, B, ldb, C, ldc, {bias, relu});
  if (m > 1 && k > 0) return gemm::packedGemm(transA, transB, m, n, k, A, lda, B, ldb, C, ldc, {bias, relu});
  if (k <= 0) {
    for (int64_t i = 0; i < m; ++i) {
      for (int64_t j = 0; j < n; ++j) C[i * ldc + j] = 0.f;
    }
  } else {
    rowTimesMatrix(transA, transB, n, k, A, lda, B, ldb, C);
  }
  gemm::finishRows(m, n, C, ldc, {bias, relu});
}

}  // namespace tl::kernels
