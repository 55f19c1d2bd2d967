// Broadcast binary kernels against a naive NumPy-style index computation done
// directly from the two shapes.
#include <doctest/doctest.h>

#include <vector>

#include "core/errors.h"
#include "kernels/kernels.h"
#include "unit/kernels/kernel_test_util.h"

using namespace tl::kernels;
using namespace tl::kernels::testing;
using Dims = std::vector<int64_t>;

namespace {

int64_t count(const Dims& d) {
  int64_t n = 1;
  for (int64_t x : d) n *= x;
  return n;
}

// out[idx] = op(a[idx mapped into a], b[idx mapped into b]), index by index.
std::vector<float> naiveBroadcast(Binary op, const std::vector<float>& a, const Dims& ad, const std::vector<float>& b,
                                  const Dims& bd, Dims& outDims) {
  const size_t rank = std::max(ad.size(), bd.size());
  Dims A(rank - ad.size(), 1), B(rank - bd.size(), 1);
  A.insert(A.end(), ad.begin(), ad.end());
  B.insert(B.end(), bd.begin(), bd.end());
  outDims.assign(rank, 0);
  for (size_t i = 0; i < rank; ++i) outDims[i] = A[i] == 1 ? B[i] : A[i];
  std::vector<float> out(count(outDims));
  for (int64_t flat = 0; flat < static_cast<int64_t>(out.size()); ++flat) {
    int64_t rest = flat, ai = 0, bi = 0, aStride = 1, bStride = 1;
    for (size_t axis = rank; axis-- > 0;) {
      const int64_t coord = rest % outDims[axis];
      rest /= outDims[axis];
      ai += (A[axis] == 1 ? 0 : coord) * aStride;
      bi += (B[axis] == 1 ? 0 : coord) * bStride;
      aStride *= A[axis];
      bStride *= B[axis];
    }
    out[flat] = static_cast<float>(applyBinary(op, a[ai], b[bi]));
  }
  return out;
}

void checkCase(Binary op, const Dims& ad, const Dims& bd) {
  CAPTURE(static_cast<int>(op));
  CAPTURE(ad.size());
  CAPTURE(bd.size());
  auto a = randomFloats(count(ad), -3.f, 3.f, 11), b = randomDivisors(count(bd), 12);
  Dims outDims;
  auto want = naiveBroadcast(op, a, ad, b, bd, outDims);
  BroadcastIndex index = makeBroadcastIndex(static_cast<int>(ad.size()), ad.data(), static_cast<int>(bd.size()),
                                            bd.data());
  std::vector<float> got(want.size(), -99.f), ref(want.size(), -99.f);
  binaryBroadcastF32(op, a.data(), b.data(), got.data(), index);
  reference::binaryBroadcastF32(op, a.data(), b.data(), ref.data(), index);
  for (size_t i = 0; i < want.size(); ++i) {
    // The naive side rounds a double result to float; the kernels compute in float.
    if (!closeRelative(got[i], want[i], 1e-6f)) FAIL_CHECK("simd index " << i << ": " << got[i] << " vs " << want[i]);
    if (!sameFloat(got[i], ref[i])) FAIL_CHECK("ref index " << i << ": " << got[i] << " vs " << ref[i]);
  }
}

}  // namespace

TEST_CASE("binaryBroadcastF32 matches a naive index computation") {
  const std::vector<std::pair<Dims, Dims>> cases = {{{3, 1}, {1, 4}},
                                                    {{}, {17}},
                                                    {{17}, {}},
                                                    {{}, {}},
                                                    {{2, 3, 5}, {5}},
                                                    {{2, 3, 5}, {3, 1}},
                                                    {{4, 1, 6}, {1, 5, 1}},
                                                    {{1}, {1000}},
                                                    {{7, 33}, {7, 1}},
                                                    {{7, 33}, {1, 33}},
                                                    {{2, 1, 3, 1, 5}, {4, 1, 6, 1}},
                                                    {{0, 3}, {1, 3}},
                                                    {{3, 0}, {1}},
                                                    {{2, 2, 2, 2, 2, 2, 2, 3}, {3}},
                                                    {{1, 1, 19}, {19}},
                                                    {{5, 1, 1}, {1, 1, 1}}};
  for (Binary op : {Binary::Add, Binary::Sub, Binary::Div, Binary::FloorMod, Binary::Maximum}) {
    for (const auto& [ad, bd] : cases) checkCase(op, ad, bd);
  }
}

TEST_CASE("makeBroadcastIndex merges contiguous axes and drops size-1 axes") {
  Dims a = {4, 5, 6}, b = {4, 5, 6};
  BroadcastIndex same = makeBroadcastIndex(3, a.data(), 3, b.data());
  CHECK(same.rank == 1);
  CHECK(same.outDims[0] == 120);
  Dims c = {1, 6};
  BroadcastIndex row = makeBroadcastIndex(3, a.data(), 2, c.data());
  REQUIRE(row.rank == 2);
  CHECK(row.outDims[0] == 20);
  CHECK(row.outDims[1] == 6);
  CHECK(row.bStrides[0] == 0);
  CHECK(row.bStrides[1] == 1);
}

TEST_CASE("makeBroadcastIndex raises TensorFlow's error on incompatible shapes") {
  Dims a = {3, 1}, b = {4, 2};
  try {
    makeBroadcastIndex(2, a.data(), 2, b.data());
    FAIL("expected an error");
  } catch (const tl::core::TfError& e) {
    CHECK(e.kind() == "InvalidArgumentError");
    CHECK(std::string(e.what()) == "Incompatible shapes: [3,1] vs. [4,2]");
  }
}

TEST_CASE("a hand-built index with strided inner axes walks like the reference") {
  // out[i][j] = a[j][i] + b[i]: a read transposed (inner stride 3), b repeated.
  BroadcastIndex index;
  index.rank = 2;
  index.outDims[0] = 3, index.outDims[1] = 4;
  index.aStrides[0] = 1, index.aStrides[1] = 3;
  index.bStrides[0] = 1, index.bStrides[1] = 0;
  auto a = randomFloats(12, -1.f, 1.f, 13), b = randomFloats(3, -1.f, 1.f, 14);
  std::vector<float> got(12), ref(12);
  binaryBroadcastF32(Binary::Add, a.data(), b.data(), got.data(), index);
  reference::binaryBroadcastF32(Binary::Add, a.data(), b.data(), ref.data(), index);
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 4; ++j) {
      CHECK(got[i * 4 + j] == a[j * 3 + i] + b[i]);
      CHECK(ref[i * 4 + j] == got[i * 4 + j]);
    }
  }
}
