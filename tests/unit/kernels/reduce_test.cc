// reduceF32 over [outer, mid, inner] views: SIMD against the scalar reference,
// and the reference against a double-precision sum.
#include <doctest/doctest.h>

#include <cfloat>
#include <cmath>
#include <limits>

#include "kernels/kernels.h"
#include "unit/kernels/kernel_test_util.h"

using namespace tl::kernels;
using namespace tl::kernels::testing;

namespace {

struct View {
  int64_t outer, mid, inner;
};

const View kViews[] = {{1, 1, 1}, {1, 1000, 1}, {3, 17, 1}, {2, 33, 5}, {4, 3, 17},   {1, 7, 1031},
                       {5, 0, 3}, {0, 4, 4},    {2, 5, 0},  {3, 1, 16}, {1, 4099, 1}, {6, 64, 2}};

// |got - exact| for a sum is at most mid * eps * sum|x| (times two: both sides err).
void checkSumLike(Reduce op, const View& v, const std::vector<float>& x, const std::vector<float>& got) {
  for (int64_t o = 0; o < v.outer; ++o) {
    for (int64_t i = 0; i < v.inner; ++i) {
      double exact = 0, absSum = 0;
      for (int64_t m = 0; m < v.mid; ++m) {
        exact += x[(o * v.mid + m) * v.inner + i];
        absSum += std::fabs(x[(o * v.mid + m) * v.inner + i]);
      }
      double tol = 2.0 * static_cast<double>(v.mid) * FLT_EPSILON * absSum;
      if (op == Reduce::Mean) exact /= static_cast<double>(v.mid), tol /= static_cast<double>(v.mid);
      const float g = got[o * v.inner + i];
      if (v.mid == 0) {
        CHECK((op == Reduce::Mean ? std::isnan(g) : g == 0.f));
      } else if (std::fabs(g - exact) > tol + 1e-7) {
        FAIL_CHECK("out " << o << "," << i << ": " << g << " vs " << exact);
      }
    }
  }
}

}  // namespace

TEST_CASE("reduceF32 matches the reference on [outer, mid, inner] views") {
  for (Reduce op : {Reduce::Sum, Reduce::Mean, Reduce::Max, Reduce::Min}) {
    for (const View& v : kViews) {
      CAPTURE(static_cast<int>(op));
      CAPTURE(v.outer);
      CAPTURE(v.mid);
      CAPTURE(v.inner);
      auto x = randomFloats(v.outer * v.mid * v.inner, -10.f, 10.f, 31);
      std::vector<float> got(v.outer * v.inner, -99.f), ref(v.outer * v.inner, -99.f);
      reduceF32(op, x.data(), v.outer, v.mid, v.inner, got.data());
      reference::reduceF32(op, x.data(), v.outer, v.mid, v.inner, ref.data());
      if (op == Reduce::Max || op == Reduce::Min) {
        for (size_t i = 0; i < got.size(); ++i) CHECK(sameFloat(got[i], ref[i]));
      } else {
        checkSumLike(op, v, x, got);
        checkSumLike(op, v, x, ref);
      }
    }
  }
}

TEST_CASE("reductions over nothing give TensorFlow's identities") {
  float out[3] = {1.f, 1.f, 1.f};
  const float* none = nullptr;
  reduceF32(Reduce::Max, none, 1, 0, 3, out);
  CHECK(out[0] == -std::numeric_limits<float>::infinity());
  reduceF32(Reduce::Min, none, 1, 0, 1, out);
  CHECK(out[0] == std::numeric_limits<float>::infinity());
  reduceF32(Reduce::Sum, none, 1, 0, 1, out);
  CHECK(out[0] == 0.f);
  reference::reduceF32(Reduce::Max, none, 1, 0, 1, out);
  CHECK(out[0] == -std::numeric_limits<float>::infinity());
}

TEST_CASE("max and min reductions propagate NaN") {
  auto x = randomFloats(40, -1.f, 1.f, 32);
  x[21] = std::numeric_limits<float>::quiet_NaN();
  for (Reduce op : {Reduce::Max, Reduce::Min}) {
    float got = 0.f, ref = 0.f;
    reduceF32(op, x.data(), 1, 40, 1, &got);
    reference::reduceF32(op, x.data(), 1, 40, 1, &ref);
    CHECK(std::isnan(got));
    CHECK(std::isnan(ref));
  }
}
