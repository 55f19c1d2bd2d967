// Helpers for the kernel tests: seeded random inputs and float comparisons that
// treat NaN as equal to NaN.
#pragma once
#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

namespace tl::kernels::testing {

inline std::vector<float> randomFloats(int64_t n, float lo, float hi, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> dist(lo, hi);
  std::vector<float> v(static_cast<size_t>(n));
  for (float& x : v) x = dist(rng);
  return v;
}

// Values bounded away from zero, either sign: safe divisors.
inline std::vector<float> randomDivisors(int64_t n, unsigned seed) {
  auto v = randomFloats(n, 0.25f, 4.f, seed);
  for (size_t i = 0; i < v.size(); i += 2) v[i] = -v[i];
  return v;
}

inline bool sameFloat(float a, float b) { return (std::isnan(a) && std::isnan(b)) || a == b; }

inline bool closeRelative(float got, float want, float rel) {
  if (std::isnan(want) || std::isinf(want)) return sameFloat(got, want);
  return std::fabs(got - want) <= rel * std::fabs(want) + 1e-30f;
}

// Sizes that hit every loop tail of the 4- and 16-lane kernels.
inline const std::vector<int64_t>& awkwardSizes() {
  static const std::vector<int64_t> sizes = {0, 1, 3, 4, 5, 15, 16, 17, 33, 1000, 1031};
  return sizes;
}

// Bit-level agreement up to NaN payload and sign: also the sign of zero (floor(-0.0) is -0.0).
inline void checkSame(const std::vector<float>& got, const std::vector<float>& want) {
  REQUIRE(got.size() == want.size());
  for (size_t i = 0; i < got.size(); ++i) {
    bool sameSign = std::isnan(want[i]) || std::signbit(got[i]) == std::signbit(want[i]);
    bool same = sameFloat(got[i], want[i]) && sameSign;
    if (!same) FAIL_CHECK("index " << i << ": " << got[i] << " != " << want[i]);
  }
}

}  // namespace tl::kernels::testing
