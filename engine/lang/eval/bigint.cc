// BigInt arithmetic: schoolbook addition, multiplication and Knuth's
// division (The Art of Computer Programming, 4.3.1, algorithm D) on 32-bit
// limbs; bitwise operators through the two's complement form.
#include "lang/eval/bigint.h"

#include <algorithm>

namespace tl::lang {

BigInt::BigInt(int64_t v) : neg_(v < 0) {
  uint64_t m = v < 0 ? 0 - static_cast<uint64_t>(v) : static_cast<uint64_t>(v);
  *this = fromUnsigned(m);
  neg_ = v < 0;
}

BigInt::BigInt(Limbs mag, bool negative) : mag_(std::move(mag)), neg_(negative) { trim(); }

BigInt BigInt::fromUnsigned(uint64_t v) {
  Limbs mag;
  for (; v; v >>= 32) mag.push_back(static_cast<uint32_t>(v));
  return BigInt(std::move(mag), false);
}

void BigInt::trim() {
  while (!mag_.empty() && mag_.back() == 0) mag_.pop_back();
  if (mag_.empty()) neg_ = false;
}

bool BigInt::fitsInt64() const {
  if (mag_.size() <= 1) return true;
  if (mag_.size() > 2) return false;
  uint64_t m = (static_cast<uint64_t>(mag_[1]) << 32) | mag_[0];
  return neg_ ? m <= (uint64_t(1) << 63) : m < (uint64_t(1) << 63);
}

int64_t BigInt::toInt64() const {
  uint64_t m = 0;
  for (size_t i = mag_.size(); i-- > 0;) m = (m << 32) | mag_[i];
  return neg_ ? static_cast<int64_t>(0 - m) : static_cast<int64_t>(m);
}

uint64_t BigInt::bitLength() const {
  if (mag_.empty()) return 0;
  return 32 * (mag_.size() - 1) + (32 - __builtin_clz(mag_.back()));
}

int BigInt::compareMagnitude(const Limbs& a, const Limbs& b) {
  if (a.size() != b.size()) return a.size() < b.size() ? -1 : 1;
  for (size_t i = a.size(); i-- > 0;)
    if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
  return 0;
}

int BigInt::compare(const BigInt& a, const BigInt& b) {
  if (a.neg_ != b.neg_) return a.neg_ ? -1 : 1;
  int c = compareMagnitude(a.mag_, b.mag_);
  return a.neg_ ? -c : c;
}

BigInt::Limbs BigInt::addMagnitude(const Limbs& a, const Limbs& b) {
  const Limbs& longer = a.size() >= b.size() ? a : b;
  const Limbs& shorter = a.size() >= b.size() ? b : a;
  Limbs out(longer.size() + 1);
  uint64_t carry = 0;
  for (size_t i = 0; i < longer.size(); ++i) {
    carry += static_cast<uint64_t>(longer[i]) + (i < shorter.size() ? shorter[i] : 0);
    out[i] = static_cast<uint32_t>(carry);
    carry >>= 32;
  }
  out.back() = static_cast<uint32_t>(carry);
  return out;
}

BigInt::Limbs BigInt::subMagnitude(const Limbs& a, const Limbs& b) {
  Limbs out(a.size());
  int64_t borrow = 0;
  for (size_t i = 0; i < a.size(); ++i) {
    int64_t d = static_cast<int64_t>(a[i]) - (i < b.size() ? b[i] : 0) - borrow;
    borrow = d < 0;
    out[i] = static_cast<uint32_t>(d + (borrow ? (int64_t(1) << 32) : 0));
  }
  return out;
}

BigInt::Limbs BigInt::mulMagnitude(const Limbs& a, const Limbs& b) {
  if (a.empty() || b.empty()) return {};
  Limbs out(a.size() + b.size());
  for (size_t i = 0; i < a.size(); ++i) {
    uint64_t carry = 0;
    for (size_t j = 0; j < b.size(); ++j) {
      carry += static_cast<uint64_t>(a[i]) * b[j] + out[i + j];
      out[i + j] = static_cast<uint32_t>(carry);
      carry >>= 32;
    }
    out[i + b.size()] = static_cast<uint32_t>(carry);
  }
  return out;
}

BigInt BigInt::operator-() const { return BigInt(mag_, !neg_); }
BigInt BigInt::abs() const { return BigInt(mag_, false); }

BigInt operator+(const BigInt& a, const BigInt& b) {
  if (a.neg_ == b.neg_) return BigInt(BigInt::addMagnitude(a.mag_, b.mag_), a.neg_);
  if (BigInt::compareMagnitude(a.mag_, b.mag_) >= 0) return BigInt(BigInt::subMagnitude(a.mag_, b.mag_), a.neg_);
  return BigInt(BigInt::subMagnitude(b.mag_, a.mag_), b.neg_);
}

BigInt operator-(const BigInt& a, const BigInt& b) { return a + (-b); }

BigInt operator*(const BigInt& a, const BigInt& b) {
  return BigInt(BigInt::mulMagnitude(a.mag_, b.mag_), a.neg_ != b.neg_);
}

uint32_t BigInt::divSmallInPlace(Limbs& a, uint32_t divisor) {
  uint64_t rem = 0;
  for (size_t i = a.size(); i-- > 0;) {
    uint64_t cur = (rem << 32) | a[i];
    a[i] = static_cast<uint32_t>(cur / divisor);
    rem = cur % divisor;
  }
  while (!a.empty() && a.back() == 0) a.pop_back();
  return static_cast<uint32_t>(rem);
}

void BigInt::mulAddSmallInPlace(Limbs& a, uint32_t factor, uint32_t addend) {
  uint64_t carry = addend;
  for (uint32_t& limb : a) {
    carry += static_cast<uint64_t>(limb) * factor;
    limb = static_cast<uint32_t>(carry);
    carry >>= 32;
  }
  if (carry) a.push_back(static_cast<uint32_t>(carry));
}

// Knuth's algorithm D, with Hacker's Delight's normalisation: q = a / b, r = a % b.
void BigInt::divModMagnitude(const Limbs& a, const Limbs& b, Limbs& q, Limbs& r) {
  if (compareMagnitude(a, b) < 0) {
    q.clear();
    r = a;
    return;
  }
  if (b.size() == 1) {
    q = a;
    uint32_t rem = divSmallInPlace(q, b[0]);
    r = rem ? Limbs{rem} : Limbs{};
    return;
  }
  const size_t n = b.size(), m = a.size() - n;
  const int s = __builtin_clz(b.back());
  Limbs vn(n), un(a.size() + 1);
  for (size_t i = n - 1; i > 0; --i)
    vn[i] = (b[i] << s) | (s ? static_cast<uint32_t>(static_cast<uint64_t>(b[i - 1]) >> (32 - s)) : 0);
  vn[0] = b[0] << s;
  un[a.size()] = s ? static_cast<uint32_t>(static_cast<uint64_t>(a.back()) >> (32 - s)) : 0;
  for (size_t i = a.size() - 1; i > 0; --i)
    un[i] = (a[i] << s) | (s ? static_cast<uint32_t>(static_cast<uint64_t>(a[i - 1]) >> (32 - s)) : 0);
  un[0] = a[0] << s;
  q.assign(m + 1, 0);
  const uint64_t base = uint64_t(1) << 32;
  for (size_t j = m + 1; j-- > 0;) {
    uint64_t top = (static_cast<uint64_t>(un[j + n]) << 32) | un[j + n - 1];
    uint64_t qhat = top / vn[n - 1], rhat = top % vn[n - 1];
    while (qhat >= base || qhat * vn[n - 2] > ((rhat << 32) | un[j + n - 2])) {
      --qhat;
      rhat += vn[n - 1];
      if (rhat >= base) break;
    }
    int64_t borrow = 0;
    uint64_t carry = 0;
    for (size_t i = 0; i < n; ++i) {
      uint64_t p = qhat * vn[i] + carry;
      carry = p >> 32;
      int64_t t = static_cast<int64_t>(un[i + j]) - borrow - static_cast<int64_t>(p & 0xFFFFFFFFu);
      un[i + j] = static_cast<uint32_t>(t);
      borrow = t < 0;
    }
    int64_t t = static_cast<int64_t>(un[j + n]) - borrow - static_cast<int64_t>(carry);
    un[j + n] = static_cast<uint32_t>(t);
    if (t < 0) {  // qhat was one too large: add the divisor back
      --qhat;
      uint64_t c = 0;
      for (size_t i = 0; i < n; ++i) {
        c += static_cast<uint64_t>(un[i + j]) + vn[i];
        un[i + j] = static_cast<uint32_t>(c);
        c >>= 32;
      }
      un[j + n] += static_cast<uint32_t>(c);
    }
    q[j] = static_cast<uint32_t>(qhat);
  }
  r.assign(n, 0);
  for (size_t i = 0; i < n; ++i)
    r[i] = (un[i] >> s) | (s ? static_cast<uint32_t>(static_cast<uint64_t>(un[i + 1]) << (32 - s)) : 0);
  while (!q.empty() && q.back() == 0) q.pop_back();
  while (!r.empty() && r.back() == 0) r.pop_back();
}

void BigInt::divMod(const BigInt& a, const BigInt& b, BigInt* quotient, BigInt* remainder) {
  Limbs q, r;
  divModMagnitude(a.mag_, b.mag_, q, r);
  BigInt qv(std::move(q), a.neg_ != b.neg_), rv(std::move(r), b.neg_);
  if (a.neg_ != b.neg_ && !rv.isZero()) {  // floor: step the quotient down, the remainder to b's side
    qv = qv - BigInt(1);
    rv = BigInt(subMagnitude(b.mag_, rv.mag_), b.neg_);
  }
  if (quotient) *quotient = std::move(qv);
  if (remainder) *remainder = std::move(rv);
}

BigInt BigInt::shiftedLeft(uint64_t bits) const {
  if (isZero()) return {};
  const size_t limbs = bits / 32, s = bits % 32;
  Limbs out(limbs, 0);
  out.reserve(limbs + mag_.size() + 1);
  uint32_t carry = 0;
  for (uint32_t limb : mag_) {
    out.push_back((limb << s) | carry);
    carry = s ? static_cast<uint32_t>(static_cast<uint64_t>(limb) >> (32 - s)) : 0;
  }
  out.push_back(carry);
  return BigInt(std::move(out), neg_);
}

BigInt BigInt::shiftedRight(uint64_t bits) const {
  if (neg_) return ~((~*this).shiftedRight(bits));  // floor: -1 - ((-1 - x) >> n)
  const size_t limbs = bits / 32, s = bits % 32;
  if (limbs >= mag_.size()) return {};
  Limbs out(mag_.size() - limbs);
  for (size_t i = 0; i < out.size(); ++i) {
    uint64_t hi = i + limbs + 1 < mag_.size() ? mag_[i + limbs + 1] : 0;
    out[i] = static_cast<uint32_t>(((hi << 32) | mag_[i + limbs]) >> s);
  }
  return BigInt(std::move(out), false);
}

BigInt BigInt::pow(uint64_t exponent) const {
  BigInt result(1), base = *this;
  for (; exponent; exponent >>= 1) {
    if (exponent & 1) result = result * base;
    if (exponent > 1) base = base * base;
  }
  return result;
}

BigInt BigInt::operator~() const { return -*this - BigInt(1); }

BigInt::Limbs BigInt::twosComplement(size_t limbs) const {
  Limbs out(limbs, 0);
  std::copy(mag_.begin(), mag_.end(), out.begin());
  if (!neg_) return out;
  uint64_t carry = 1;
  for (uint32_t& limb : out) {
    carry += static_cast<uint32_t>(~limb);
    limb = static_cast<uint32_t>(carry);
    carry >>= 32;
  }
  return out;
}

template <class Op>
BigInt BigInt::bitwise(const BigInt& a, const BigInt& b, Op op) {
  const size_t limbs = std::max(a.mag_.size(), b.mag_.size()) + 1;
  Limbs x = a.twosComplement(limbs), y = b.twosComplement(limbs);
  for (size_t i = 0; i < limbs; ++i) x[i] = op(x[i], y[i]);
  if (!(x.back() >> 31)) return BigInt(std::move(x), false);
  BigInt ones(std::move(x), false);  // negative: the magnitude is the complement plus one
  ones.neg_ = true;
  return BigInt(ones.twosComplement(limbs), true);
}

BigInt operator&(const BigInt& a, const BigInt& b) {
  return BigInt::bitwise(a, b, [](uint32_t x, uint32_t y) { return x & y; });
}
BigInt operator|(const BigInt& a, const BigInt& b) {
  return BigInt::bitwise(a, b, [](uint32_t x, uint32_t y) { return x | y; });
}
BigInt operator^(const BigInt& a, const BigInt& b) {
  return BigInt::bitwise(a, b, [](uint32_t x, uint32_t y) { return x ^ y; });
}

}  // namespace tl::lang
