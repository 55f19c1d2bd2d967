// Packed, register-blocked GEMM (the Goto/BLIS structure). op(B) is packed into
// kNR-column panels per KC-deep slice (reused across all rows), op(A) into kMR-row
// panels per MC block (L2-resident); the micro-kernel keeps a kMR x kNR tile of C
// in registers. Packing pads partial panels with zeros, so the micro-kernel only
// ever sees full tiles; partial tiles of C go through a small buffer.
#include <algorithm>
#include <vector>

#include "kernels/gemm_internal.h"
#include "kernels/simd.h"

namespace tl::kernels::gemm {

using simd::Vec4;

namespace {

// 5 x 8: 10 accumulators + 2 B vectors + 1 broadcast A + 1 product temporary fit
// the 16 vector registers of an x86-64 host (V8's WASM backend, SSE2 natively).
// Measured in Node 20: 6 x 8 spills and drops from ~44 to ~28 GFLOP/s; 4 x 16 ~35.
constexpr int kMR = 5;
constexpr int kNV = 2;
constexpr int kNR = 4 * kNV;
constexpr int64_t kKC = 256;
constexpr int64_t kMC = 80;
constexpr int64_t kNC = 1024;

int64_t roundUp(int64_t x, int64_t to) { return (x + to - 1) / to * to; }

// dst[panel][p][r] = op(A)(i0 + panel*kMR + r, p0 + p), zero beyond mc rows.
void packA(bool transA, const float* A, int64_t lda, int64_t i0, int64_t p0, int64_t mc, int64_t kc, float* dst) {
  for (int64_t ip = 0; ip < mc; ip += kMR) {
    const int64_t rows = std::min<int64_t>(kMR, mc - ip);
    for (int64_t p = 0; p < kc; ++p, dst += kMR) {
      for (int64_t r = 0; r < rows; ++r) {
        const int64_t i = i0 + ip + r, kk = p0 + p;
        dst[r] = transA ? A[kk * lda + i] : A[i * lda + kk];
      }
      for (int64_t r = rows; r < kMR; ++r) dst[r] = 0.f;
    }
  }
}

// dst[panel][p][c] = op(B)(p0 + p, j0 + panel*kNR + c), zero beyond nc columns.
void packB(bool transB, const float* B, int64_t ldb, int64_t p0, int64_t j0, int64_t kc, int64_t nc, float* dst) {
  for (int64_t jp = 0; jp < nc; jp += kNR) {
    const int64_t cols = std::min<int64_t>(kNR, nc - jp);
    for (int64_t p = 0; p < kc; ++p, dst += kNR) {
      const int64_t kk = p0 + p;
      if (!transB && cols == kNR) {
        for (int v = 0; v < kNV; ++v) simd::store(dst + 4 * v, simd::load(B + kk * ldb + j0 + jp + 4 * v));
        continue;
      }
      for (int64_t c = 0; c < cols; ++c) {
        const int64_t j = j0 + jp + c;
        dst[c] = transB ? B[j * ldb + kk] : B[kk * ldb + j];
      }
      for (int64_t c = cols; c < kNR; ++c) dst[c] = 0.f;
    }
  }
}

}  // namespace

// C tile (kMR x kNR, row stride ldc) = [C +] sum_p a[p] (x) b[p]. Not inlined so the
// WASM name section keeps it for the v128 check.
[[gnu::noinline]] void gemmMicroKernel(int64_t kc, const float* a, const float* b, float* c, int64_t ldc,
                                       bool accumulate) {
  Vec4 acc[kMR][kNV];
  for (int r = 0; r < kMR; ++r) {
    for (int v = 0; v < kNV; ++v) acc[r][v] = simd::splat(0.f);
  }
  for (int64_t p = 0; p < kc; ++p, a += kMR, b += kNR) {
    Vec4 bv[kNV];
    for (int v = 0; v < kNV; ++v) bv[v] = simd::load(b + 4 * v);
    for (int r = 0; r < kMR; ++r) {
      const Vec4 av = simd::loadSplat(a + r);
      for (int v = 0; v < kNV; ++v) acc[r][v] = simd::add(acc[r][v], simd::mul(av, bv[v]));
    }
  }
  for (int r = 0; r < kMR; ++r) {
    for (int v = 0; v < kNV; ++v) {
      float* dst = c + r * ldc + 4 * v;
      simd::store(dst, accumulate ? simd::add(simd::load(dst), acc[r][v]) : acc[r][v]);
    }
  }
}

namespace {

// One packed MC x KC block of A against one packed KC x NC slice of B.
void macroKernel(int64_t mc, int64_t nc, int64_t kc, const float* pa, const float* pb, float* C, int64_t ldc,
                 bool accumulate) {
  alignas(16) float tile[kMR * kNR];
  for (int64_t jr = 0; jr < nc; jr += kNR) {
    const int64_t cols = std::min<int64_t>(kNR, nc - jr);
    for (int64_t ir = 0; ir < mc; ir += kMR) {
      const int64_t rows = std::min<int64_t>(kMR, mc - ir);
      const float* a = pa + ir * kc;
      const float* b = pb + jr * kc;
      float* c = C + ir * ldc + jr;
      if (rows == kMR && cols == kNR) {
        gemmMicroKernel(kc, a, b, c, ldc, accumulate);
        continue;
      }
      gemmMicroKernel(kc, a, b, tile, kNR, false);
      for (int64_t r = 0; r < rows; ++r) {
        for (int64_t q = 0; q < cols; ++q) {
          c[r * ldc + q] = accumulate ? c[r * ldc + q] + tile[r * kNR + q] : tile[r * kNR + q];
        }
      }
    }
  }
}

}  // namespace

void packedGemm(bool transA, bool transB, int64_t m, int64_t n, int64_t k, const float* A, int64_t lda, const float* B,
                int64_t ldb, float* C, int64_t ldc, Epilogue epilogue) {
  thread_local std::vector<float> packedA, packedB;
  packedA.resize(static_cast<size_t>(roundUp(std::min(m, kMC), kMR) * std::min(k, kKC)));
  packedB.resize(static_cast<size_t>(roundUp(std::min(n, kNC), kNR) * std::min(k, kKC)));
  for (int64_t jc = 0; jc < n; jc += kNC) {
    const int64_t nc = std::min(kNC, n - jc);
    const Epilogue columns = {epilogue.bias ? epilogue.bias + jc : nullptr, epilogue.relu};
    for (int64_t pc = 0; pc < k; pc += kKC) {
      const int64_t kc = std::min(kKC, k - pc);
      packB(transB, B, ldb, pc, jc, kc, nc, packedB.data());
      for (int64_t ic = 0; ic < m; ic += kMC) {
        const int64_t mc = std::min(kMC, m - ic);
        packA(transA, A, lda, ic, pc, mc, kc, packedA.data());
        float* block = C + ic * ldc + jc;
        macroKernel(mc, nc, kc, packedA.data(), packedB.data(), block, ldc, pc > 0);
        // Finished while the block is still in cache: no pass over all of C.
        if (pc + kc == k) finishRows(mc, nc, block, ldc, columns);
      }
    }
  }
}

}  // namespace tl::kernels::gemm
