// gemmF32 against the scalar reference, and the reference against a double
// precision i-j-p oracle, over shapes that leave partial register tiles and
// cache blocks, all transpose combinations, padded leading dims, bias and relu.
#include <doctest/doctest.h>

#include <cfloat>
#include <cmath>
#include <vector>

#include "kernels/kernels.h"
#include "unit/kernels/kernel_test_util.h"

using namespace tl::kernels;
using namespace tl::kernels::testing;

namespace {

struct GemmCase {
  int64_t m, n, k;
};

struct Operands {
  bool transA, transB;
  int64_t m, n, k, lda, ldb, ldc;
  std::vector<float> A, B, bias;
};

// Leading dims padded by 3 so that a kernel ignoring them reads the wrong values.
Operands makeOperands(const GemmCase& c, bool transA, bool transB, unsigned seed) {
  Operands o{transA, transB, c.m, c.n, c.k, 0, 0, c.n + 3, {}, {}, {}};
  o.lda = (transA ? c.m : c.k) + 3;
  o.ldb = (transB ? c.k : c.n) + 3;
  o.A = randomFloats((transA ? c.k : c.m) * o.lda, -1.f, 1.f, seed);
  o.B = randomFloats((transB ? c.n : c.k) * o.ldb, -1.f, 1.f, seed + 1);
  o.bias = randomFloats(c.n, -1.f, 1.f, seed + 2);
  return o;
}

float opA(const Operands& o, int64_t i, int64_t p) { return o.transA ? o.A[p * o.lda + i] : o.A[i * o.lda + p]; }
float opB(const Operands& o, int64_t p, int64_t j) { return o.transB ? o.B[j * o.ldb + p] : o.B[p * o.ldb + j]; }

// Checks C against a double-precision oracle with the float error bound
// 2 * k * eps * sum|a*b| (both the oracle rounding and the kernel's), and that
// the padding between rows of C was left alone.
void checkAgainstOracle(const Operands& o, const std::vector<float>& C, bool withBias, bool relu, const char* who) {
  for (int64_t i = 0; i < o.m; ++i) {
    for (int64_t j = 0; j < o.n; ++j) {
      double exact = withBias ? o.bias[j] : 0.0, absSum = withBias ? std::fabs(o.bias[j]) : 0.0;
      for (int64_t p = 0; p < o.k; ++p) {
        exact += static_cast<double>(opA(o, i, p)) * opB(o, p, j);
        absSum += std::fabs(static_cast<double>(opA(o, i, p)) * opB(o, p, j));
      }
      if (relu && exact < 0) exact = 0, absSum = std::fabs(exact) + absSum;
      const double tol = 2.0 * static_cast<double>(o.k + 1) * FLT_EPSILON * absSum + 1e-7;
      const float got = C[i * o.ldc + j];
      if (std::fabs(got - exact) > tol)
        FAIL_CHECK(std::string(who) << " C[" << i << "," << j << "] = " << got << ", want " << exact);
    }
    for (int64_t j = o.n; j < o.ldc; ++j) {
      if (C[i * o.ldc + j] != -7.f) FAIL_CHECK(std::string(who) << " wrote padding at row " << i);
    }
  }
}

void runCase(const GemmCase& c, bool transA, bool transB, bool withBias, bool relu) {
  CAPTURE(c.m);
  CAPTURE(c.n);
  CAPTURE(c.k);
  CAPTURE(transA);
  CAPTURE(transB);
  CAPTURE(withBias);
  CAPTURE(relu);
  Operands o = makeOperands(c, transA, transB, static_cast<unsigned>(c.m * 131 + c.n * 17 + c.k));
  std::vector<float> got(c.m * o.ldc, -7.f), ref(c.m * o.ldc, -7.f);
  const float* bias = withBias ? o.bias.data() : nullptr;
  gemmF32(transA, transB, c.m, c.n, c.k, o.A.data(), o.lda, o.B.data(), o.ldb, got.data(), o.ldc, bias, relu);
  reference::gemmF32(transA, transB, c.m, c.n, c.k, o.A.data(), o.lda, o.B.data(), o.ldb, ref.data(), o.ldc, bias,
                     relu);
  checkAgainstOracle(o, got, withBias, relu, "simd");
  checkAgainstOracle(o, ref, withBias, relu, "reference");
}

}  // namespace

TEST_CASE("gemmF32 on small and awkward shapes, every transpose, bias and relu") {
  const GemmCase cases[] = {{1, 1, 1},    {1, 17, 3},   {1, 64, 8}, {17, 1, 33}, {3, 1, 1000}, {2, 2, 2},
                            {5, 8, 1},    {6, 9, 7},    {7, 3, 17}, {11, 13, 5}, {16, 16, 16}, {33, 17, 19},
                            {4, 1000, 3}, {1, 300, 37}, {1, 65, 4}, {150, 1, 9}, {1, 130, 5},  {1, 1, 0},
                            {3, 4, 0},    {0, 5, 5},    {5, 0, 5}};
  for (const GemmCase& c : cases) {
    for (int t = 0; t < 4; ++t) {
      runCase(c, t & 1, t & 2, false, false);
      runCase(c, t & 1, t & 2, true, t == 0);
      runCase(c, t & 1, t & 2, t == 3, true);
    }
  }
}

TEST_CASE("gemmF32 across cache blocks: k beyond one slice, m and n beyond one block") {
  const GemmCase cases[] = {{83, 35, 300}, {161, 9, 517}, {7, 1030, 20}, {100, 100, 257}};
  for (const GemmCase& c : cases) {
    for (int t = 0; t < 4; ++t) runCase(c, t & 1, t & 2, t == 1, t == 2);
  }
}

namespace {

// gemmF32 with bias and relu against gemmF32 without them, finished afterwards in
// float as TensorFlow's MatMul -> BiasAdd/AddV2 -> Relu does: the fused epilogue
// must add the bias to the complete sum, so the two agree bit for bit.
void checkEpilogueOrder(const GemmCase& c, bool transA, bool transB, bool padded) {
  CAPTURE(c.m);
  CAPTURE(c.n);
  CAPTURE(c.k);
  CAPTURE(transA);
  CAPTURE(transB);
  CAPTURE(padded);
  Operands o = makeOperands(c, transA, transB, static_cast<unsigned>(c.m * 7 + c.n * 5 + c.k));
  if (!padded) o.lda -= 3, o.ldb -= 3, o.ldc -= 3;
  std::vector<float> plain(c.m * o.ldc, -7.f), fused(c.m * o.ldc, -7.f);
  gemmF32(transA, transB, c.m, c.n, c.k, o.A.data(), o.lda, o.B.data(), o.ldb, plain.data(), o.ldc, nullptr, false);
  for (bool relu : {false, true}) {
    CAPTURE(relu);
    gemmF32(transA, transB, c.m, c.n, c.k, o.A.data(), o.lda, o.B.data(), o.ldb, fused.data(), o.ldc, o.bias.data(),
            relu);
    for (int64_t i = 0; i < c.m; ++i) {
      for (int64_t j = 0; j < c.n; ++j) {
        float want = plain[i * o.ldc + j] + o.bias[j];
        if (relu && want < 0.f) want = 0.f;
        if (!sameFloat(fused[i * o.ldc + j], want)) {
          FAIL_CHECK("C[" << i << "," << j << "] = " << fused[i * o.ldc + j] << ", want " << want);
        }
      }
    }
  }
}

}  // namespace

TEST_CASE("gemmF32 adds the bias to the finished sum, then relu, on every path") {
  // packed with one and several k slices and partial tiles (the dense layers at
  // batch > 1, k = 8 and 64), one column (k = 1 is the [N,1] x [1,1] linear
  // model, streamed when contiguous), one row.
  const GemmCase cases[] = {{4096, 64, 8}, {203, 64, 64}, {83, 35, 300}, {37, 13, 5}, {1000, 1, 1},
                            {1003, 1, 1},  {150, 1, 64},  {150, 1, 9},   {1, 65, 4},  {1, 1, 1}};
  for (const GemmCase& c : cases) {
    for (int t = 0; t < 4; ++t) {
      checkEpilogueOrder(c, t & 1, t & 2, false);
      checkEpilogueOrder(c, t & 1, t & 2, true);
    }
  }
}

TEST_CASE("products of -0 sum to +0 on every path, as in the reference") {
  const GemmCase cases[] = {{1000, 1, 1}, {7, 1, 1}, {150, 1, 9}, {37, 13, 5}, {1, 65, 4}, {1, 1, 1}};
  for (const GemmCase& c : cases) {
    CAPTURE(c.m);
    CAPTURE(c.n);
    CAPTURE(c.k);
    const std::vector<float> A(c.m * c.k, -0.f), B(c.k * c.n, 1.f);
    std::vector<float> got(c.m * c.n, -7.f), ref(c.m * c.n, -7.f);
    gemmF32(false, false, c.m, c.n, c.k, A.data(), c.k, B.data(), c.n, got.data(), c.n, nullptr, false);
    reference::gemmF32(false, false, c.m, c.n, c.k, A.data(), c.k, B.data(), c.n, ref.data(), c.n, nullptr, false);
    for (size_t i = 0; i < got.size(); ++i) {
      CHECK(got[i] == 0.f);
      CHECK(std::signbit(got[i]) == std::signbit(ref[i]));
    }
  }
}
