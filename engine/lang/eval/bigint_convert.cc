// BigInt conversions: digit strings of any base, doubles (correctly rounded
// both ways, as CPython's int/float conversions and int / int are), and
// CPython's hash of an int.
#include <algorithm>
#include <cmath>

#include "lang/eval/bigint.h"

namespace tl::lang {

namespace {

int digitValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'z') return c - 'a' + 10;
  if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
  return 99;
}

// The largest power of `base` that fits a limb, and its exponent.
uint32_t chunkPower(int base, int& digits) {
  uint64_t power = base;
  digits = 1;
  while (power * base <= 0xFFFFFFFFu) {
    power *= base;
    ++digits;
  }
  return static_cast<uint32_t>(power);
}

// A 64-bit magnitude, left-aligned, rounded to 53 bits (ties to even, with
// `sticky` standing for nonzero bits below it), times 2**exponent.
double roundTop64(uint64_t top, bool sticky, int64_t exponent) {
  uint64_t mantissa = top >> 11, rest = top & 0x7FF;
  if (rest > 0x400 || (rest == 0x400 && (sticky || (mantissa & 1)))) ++mantissa;
  return std::ldexp(static_cast<double>(mantissa), static_cast<int>(std::clamp<int64_t>(exponent, -2000, 2000)));
}

}  // namespace

BigInt BigInt::fromDouble(double d) {
  int exponent;
  double fraction = std::frexp(std::trunc(d), &exponent);
  if (fraction == 0) return {};
  BigInt m = fromUnsigned(static_cast<uint64_t>(std::ldexp(std::fabs(fraction), 53)));
  m = exponent >= 53 ? m.shiftedLeft(exponent - 53) : m.shiftedRight(53 - exponent);
  return d < 0 ? -m : m;
}

bool BigInt::parse(std::string_view digits, int base, BigInt& out) {
  int perChunk;
  const uint32_t fullPower = chunkPower(base, perChunk);
  Limbs mag;
  for (size_t i = 0; i < digits.size();) {
    size_t n = std::min<size_t>(perChunk, digits.size() - i);
    uint32_t chunk = 0, power = n == static_cast<size_t>(perChunk) ? fullPower : 1;
    for (size_t k = 0; k < n; ++k) {
      int d = digitValue(digits[i + k]);
      if (d >= base) return false;
      chunk = chunk * base + d;
      if (n != static_cast<size_t>(perChunk)) power *= base;
    }
    mulAddSmallInPlace(mag, power, chunk);
    i += n;
  }
  out = BigInt(std::move(mag), false);
  return true;
}

std::string BigInt::toString(int base) const {
  if (isZero()) return "0";
  static const char kDigits[] = "0123456789abcdefghijklmnopqrstuvwxyz";
  int perChunk;
  const uint32_t power = chunkPower(base, perChunk);
  Limbs rest = mag_;
  std::string reversed;
  while (!rest.empty()) {
    uint32_t chunk = divSmallInPlace(rest, power);
    for (int k = 0; k < perChunk && (chunk || !rest.empty()); ++k) {
      reversed += kDigits[chunk % base];
      chunk /= base;
    }
  }
  if (neg_) reversed += '-';
  return std::string(reversed.rbegin(), reversed.rend());
}

bool BigInt::toDouble(double& out) const {
  const uint64_t bits = bitLength();
  if (bits > 1024) return false;
  BigInt top = bits > 64 ? abs().shiftedRight(bits - 64) : abs().shiftedLeft(64 - bits);
  bool sticky = false;  // any bit below the top 64
  for (uint64_t i = 0; bits > 64 && i < (bits - 64) / 32; ++i) sticky = sticky || mag_[i];
  if (bits > 64 && (bits - 64) % 32) sticky = sticky || (mag_[(bits - 64) / 32] & ((1u << ((bits - 64) % 32)) - 1));
  uint64_t top64 = static_cast<uint64_t>(top.mag_.size() > 1 ? top.mag_[1] : 0) << 32 |
                   (top.mag_.empty() ? 0 : top.mag_[0]);
  double magnitude = roundTop64(top64, sticky, static_cast<int64_t>(bits) - 53);
  if (std::isinf(magnitude)) return false;
  out = neg_ ? -magnitude : magnitude;
  return true;
}

bool BigInt::trueDivide(const BigInt& a, const BigInt& b, double& out) {
  const int64_t na = a.bitLength(), nb = b.bitLength();
  if (na <= 53 && nb <= 53) {
    out = static_cast<double>(a.toInt64()) / static_cast<double>(b.toInt64());
    return true;
  }
  const bool negative = a.neg_ != b.neg_;
  if (na - nb > 1025) return false;
  if (a.isZero() || nb - na > 1100) {
    out = negative ? -0.0 : 0.0;
    return true;
  }
  // A quotient of 55 or 56 bits, its lowest bit made sticky, rounds once to 53.
  const int64_t shift = 55 + nb - na;
  BigInt num = shift >= 0 ? a.abs().shiftedLeft(shift) : a.abs();
  BigInt den = shift >= 0 ? b.abs() : b.abs().shiftedLeft(-shift);
  Limbs q, r;
  divModMagnitude(num.mag_, den.mag_, q, r);
  uint64_t quotient = static_cast<uint64_t>(q.size() > 1 ? q[1] : 0) << 32 | q[0];
  if (!r.empty()) quotient |= 1;
  const int lead = 64 - __builtin_clzll(quotient);
  double magnitude = roundTop64(quotient << (64 - lead), false, lead - 53 - shift);
  if (std::isinf(magnitude)) return false;
  out = negative ? -magnitude : magnitude;
  return true;
}

int64_t BigInt::pythonHash() const {
  constexpr uint64_t kModulus = (uint64_t(1) << 61) - 1;
  uint64_t x = 0;
  for (size_t i = mag_.size(); i-- > 0;) {
    x = ((x << 32) & kModulus) | (x >> 29);  // x * 2**32 modulo 2**61 - 1: a rotation
    x += mag_[i];
    if (x >= kModulus) x -= kModulus;
  }
  int64_t h = neg_ ? -static_cast<int64_t>(x) : static_cast<int64_t>(x);
  return h == -1 ? -2 : h;
}

}  // namespace tl::lang
