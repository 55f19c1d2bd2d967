#include "data/portable_random.h"

#include <cmath>

namespace tl::data {

double portableLog(double x) {
  int exponent = 0;
  double m = std::frexp(x, &exponent);  // exact: x = m * 2^exponent, m in [0.5, 1)
  if (m < 0.70710678118654752440) {
    m *= 2;
    exponent -= 1;
  }
  // log(m) = 2 atanh(s), s = (m-1)/(m+1), |s| < 0.1716: 12 odd terms reach 1e-19.
  const double s = (m - 1) / (m + 1);
  const double s2 = s * s;
  double series = 1.0 / 25;
  for (int k = 11; k >= 0; --k) series = 1.0 / (2 * k + 1) + s2 * series;
  return exponent * 0.69314718055994530942 + 2 * s * series;
}

uint64_t PortableRandom::nextBits() {
  uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

double PortableRandom::nextUniform() { return static_cast<double>(nextBits() >> 11) * (1.0 / 9007199254740992.0); }

double PortableRandom::nextNormal() {
  if (hasSpare_) {
    hasSpare_ = false;
    return spare_;
  }
  double u, v, s;
  do {
    u = 2 * nextUniform() - 1;
    v = 2 * nextUniform() - 1;
    s = u * u + v * v;
  } while (s >= 1 || s == 0);
  const double factor = std::sqrt(-2 * portableLog(s) / s);
  spare_ = v * factor;
  hasSpare_ = true;
  return u * factor;
}

}  // namespace tl::data
