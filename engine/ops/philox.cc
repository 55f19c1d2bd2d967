#include "ops/philox.h"

#include <cmath>
#include <cstring>

namespace tl::ops {
namespace {

constexpr uint32_t kM0 = 0xD2511F53, kM1 = 0xCD9E8D57;
constexpr uint32_t kW0 = 0x9E3779B9, kW1 = 0xBB67AE85;
constexpr double kTwoPi = 6.283185307179586476925286766559;

PhiloxCounter round(const PhiloxCounter& c, const PhiloxKey& k) {
  uint64_t p0 = static_cast<uint64_t>(kM0) * c[0];
  uint64_t p1 = static_cast<uint64_t>(kM1) * c[2];
  return {static_cast<uint32_t>(p1 >> 32) ^ c[1] ^ k[0], static_cast<uint32_t>(p1),
          static_cast<uint32_t>(p0 >> 32) ^ c[3] ^ k[1], static_cast<uint32_t>(p0)};
}

}  // namespace

PhiloxCounter philox4x32(PhiloxCounter counter, PhiloxKey key) {
  for (int r = 0; r < 10; ++r) {
    counter = round(counter, key);
    key[0] += kW0;
    key[1] += kW1;
  }
  return counter;
}

void philoxSkip(PhiloxCounter& counter, uint64_t n) {
  uint64_t low = (static_cast<uint64_t>(counter[1]) << 32 | counter[0]);
  uint64_t sum = low + n;
  counter[0] = static_cast<uint32_t>(sum);
  counter[1] = static_cast<uint32_t>(sum >> 32);
  if (sum < low && ++counter[2] == 0) ++counter[3];
}

float uint32ToFloat(uint32_t x) {
  uint32_t bits = (127u << 23) | (x & 0x7fffffu);
  float f;
  std::memcpy(&f, &bits, sizeof(f));
  return f - 1.0f;
}

double uint64ToDouble(uint32_t lo, uint32_t hi) {
  uint64_t bits = (static_cast<uint64_t>(1023) << 52) | (static_cast<uint64_t>(hi & 0xfffffu) << 32) | lo;
  double d;
  std::memcpy(&d, &bits, sizeof(d));
  return d - 1.0;
}

void boxMullerFloat(uint32_t x0, uint32_t x1, float* out) {
  float u1 = uint32ToFloat(x0);
  if (u1 < 1.0e-7f) u1 = 1.0e-7f;
  float v1 = static_cast<float>(kTwoPi) * uint32ToFloat(x1);
  float u2 = std::sqrt(-2.0f * std::log(u1));
  out[0] = std::sin(v1) * u2;
  out[1] = std::cos(v1) * u2;
}

void boxMullerDouble(uint32_t x0, uint32_t x1, uint32_t x2, uint32_t x3, double* out) {
  double u1 = uint64ToDouble(x0, x1);
  if (u1 < 1.0e-34) u1 = 1.0e-34;
  double v1 = kTwoPi * uint64ToDouble(x2, x3);
  double u2 = std::sqrt(-2.0 * std::log(u1));
  out[0] = std::sin(v1) * u2;
  out[1] = std::cos(v1) * u2;
}

}  // namespace tl::ops
