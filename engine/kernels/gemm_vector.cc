// Matrix-vector products for gemmF32 with m == 1 or n == 1: no packing, the matrix
// is streamed once, so these are bound by memory bandwidth, not by arithmetic.
// The n == 1 paths finish C with the epilogue as they write it.
#include "kernels/gemm_internal.h"
#include "kernels/simd.h"

namespace tl::kernels::gemm {

using simd::Vec4;

namespace {

// y[0 .. 16) over all k: the 16 sums stay in registers while M streams by.
void rowsBlock16(int64_t k, const float* x, const float* M, int64_t ldm, float* y) {
  Vec4 acc[4] = {simd::splat(0.f), simd::splat(0.f), simd::splat(0.f), simd::splat(0.f)};
  for (int64_t p = 0; p < k; ++p) {
    const Vec4 xp = simd::splat(x[p]);
    const float* row = M + p * ldm;
    for (int v = 0; v < 4; ++v) acc[v] = simd::add(acc[v], simd::mul(xp, simd::load(row + 4 * v)));
  }
  for (int v = 0; v < 4; ++v) simd::store(y + 4 * v, acc[v]);
}

// Wide rows: y stays in L1 while M streams through row by row, four rows per
// pass so that y is loaded and stored once per four rows.
void gemvRowsStreaming(int64_t k, int64_t len, const float* x, const float* M, int64_t ldm, float* y) {
  for (int64_t j = 0; j < len; ++j) y[j] = 0.f;
  int64_t p = 0;
  for (; p + 4 <= k; p += 4) {
    const float *r0 = M + p * ldm, *r1 = r0 + ldm, *r2 = r1 + ldm, *r3 = r2 + ldm;
    const Vec4 x0 = simd::splat(x[p]), x1 = simd::splat(x[p + 1]);
    const Vec4 x2 = simd::splat(x[p + 2]), x3 = simd::splat(x[p + 3]);
    int64_t j = 0;
    for (; j + 4 <= len; j += 4) {
      Vec4 acc = simd::add(simd::load(y + j), simd::mul(x0, simd::load(r0 + j)));
      acc = simd::add(acc, simd::mul(x1, simd::load(r1 + j)));
      acc = simd::add(acc, simd::mul(x2, simd::load(r2 + j)));
      simd::store(y + j, simd::add(acc, simd::mul(x3, simd::load(r3 + j))));
    }
    for (; j < len; ++j) y[j] += x[p] * r0[j] + x[p + 1] * r1[j] + x[p + 2] * r2[j] + x[p + 3] * r3[j];
  }
  for (; p < k; ++p) {
    const float* row = M + p * ldm;
    for (int64_t j = 0; j < len; ++j) y[j] += x[p] * row[j];
  }
}

// Narrow rows (up to 64 columns, the small dense layer): sums stay in registers.
void gemvRowsBlocked(int64_t k, int64_t len, const float* x, const float* M, int64_t ldm, float* y) {
  int64_t j = 0;
  for (; j + 16 <= len; j += 16) rowsBlock16(k, x, M + j, ldm, y + j);
  for (; j + 4 <= len; j += 4) {
    Vec4 acc = simd::splat(0.f);
    for (int64_t p = 0; p < k; ++p) {
      acc = simd::add(acc, simd::mul(simd::splat(x[p]), simd::load(M + p * ldm + j)));
    }
    simd::store(y + j, acc);
  }
  for (; j < len; ++j) {
    float acc = 0.f;
    for (int64_t p = 0; p < k; ++p) acc += x[p] * M[p * ldm + j];
    y[j] = acc;
  }
}

}  // namespace

void gemvRows(int64_t k, int64_t len, const float* x, const float* M, int64_t ldm, float* y) {
  if (len <= 64) return gemvRowsBlocked(k, len, x, M, ldm, y);
  gemvRowsStreaming(k, len, x, M, ldm, y);
}

namespace {

float dot(int64_t k, const float* a, const float* b) {
  Vec4 acc[4] = {simd::splat(0.f), simd::splat(0.f), simd::splat(0.f), simd::splat(0.f)};
  int64_t p = 0;
  for (; p + 16 <= k; p += 16) {
    for (int v = 0; v < 4; ++v) {
      acc[v] = simd::add(acc[v], simd::mul(simd::load(a + p + 4 * v), simd::load(b + p + 4 * v)));
    }
  }
  for (; p + 4 <= k; p += 4) acc[0] = simd::add(acc[0], simd::mul(simd::load(a + p), simd::load(b + p)));
  alignas(16) float lanes[4];
  simd::store(lanes, simd::add(simd::add(acc[0], acc[1]), simd::add(acc[2], acc[3])));
  float r = (lanes[0] + lanes[1]) + (lanes[2] + lanes[3]);
  for (; p < k; ++p) r += a[p] * b[p];
  return r;
}

// k == 1: y = epilogue(M[:, 0] * x0), one streaming pass (the [N,1] x [1,1]
// linear model); vectorized when both columns are contiguous. Each product is
// added to +0 as every other sum here starts from it, so a -0 product gives +0.
void scaledColumn(int64_t rows, const float* M, int64_t ldm, float x0, float* y, int64_t ystride, Epilogue epilogue) {
  int64_t i = 0;
  if (ldm == 1 && ystride == 1) {
    const Vec4 w = simd::splat(x0), zero = simd::splat(0.f);
    const Vec4 bias = simd::splat(epilogue.bias ? *epilogue.bias : 0.f);
    const bool hasBias = epilogue.bias != nullptr;
    for (; i + 8 <= rows; i += 8) {
      const Vec4 y0 = simd::add(zero, simd::mul(simd::load(M + i), w));
      const Vec4 y1 = simd::add(zero, simd::mul(simd::load(M + i + 4), w));
      simd::store(y + i, finish(y0, hasBias, bias, epilogue.relu));
      simd::store(y + i + 4, finish(y1, hasBias, bias, epilogue.relu));
    }
  }
  for (; i < rows; ++i) y[i * ystride] = finish(0.f + M[i * ldm] * x0, epilogue.bias, epilogue.relu);
}

}  // namespace

void gemvDots(int64_t rows, int64_t k, const float* M, int64_t ldm, const float* x, float* y, int64_t ystride,
              Epilogue epilogue) {
  if (k == 1) return scaledColumn(rows, M, ldm, x[0], y, ystride, epilogue);
  for (int64_t i = 0; i < rows; ++i) y[i * ystride] = finish(dot(k, M + i * ldm, x), epilogue.bias, epilogue.relu);
}

}  // namespace tl::kernels::gemm
