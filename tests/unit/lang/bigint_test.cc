// BigInt's arithmetic against its own identities (division, shifts, bitwise
// operators, conversions), over operands whose sizes cross limb boundaries.
#include <doctest/doctest.h>

#include <cmath>
#include <random>
#include <string>
#include <vector>

#include "lang/eval/bigint.h"

using tl::lang::BigInt;

namespace {

std::vector<BigInt> operands() {
  std::mt19937_64 rng(20261203);
  std::vector<BigInt> out = {BigInt(0), BigInt(1), BigInt(-1), BigInt(INT64_MAX), BigInt(INT64_MIN)};
  for (int bits : {31, 32, 33, 63, 64, 65, 95, 96, 97, 200, 1000}) {
    for (int k = 0; k < 3; ++k) {
      BigInt v(0);
      for (int b = 0; b < bits; b += 60) v = v.shiftedLeft(60) + BigInt(static_cast<int64_t>(rng() >> 4));
      v = v.shiftedRight(v.bitLength() > static_cast<uint64_t>(bits) ? v.bitLength() - bits : 0);
      out.push_back(k == 1 ? -v : v);
    }
    out.push_back(BigInt(1).shiftedLeft(bits) - BigInt(1));  // all ones: the carry and borrow edges
    out.push_back(-BigInt(1).shiftedLeft(bits));
  }
  return out;
}

bool equal(const BigInt& a, const BigInt& b) { return BigInt::compare(a, b) == 0; }

}  // namespace

TEST_CASE("floor division: a == q * b + r, r takes b's sign and |r| < |b|") {
  for (const BigInt& a : operands())
    for (const BigInt& b : operands()) {
      if (b.isZero()) continue;
      BigInt q, r;
      BigInt::divMod(a, b, &q, &r);
      CHECK(equal(q * b + r, a));
      CHECK((r.isZero() || r.negative() == b.negative()));
      CHECK(BigInt::compare(r.abs(), b.abs()) < 0);
    }
}

TEST_CASE("shifts are multiplication and floor division by powers of two") {
  for (const BigInt& a : operands())
    for (uint64_t n : {0, 1, 31, 32, 33, 64, 100}) {
      const BigInt p = BigInt(1).shiftedLeft(n);
      CHECK(equal(a.shiftedLeft(n), a * p));
      BigInt q;
      BigInt::divMod(a, p, &q, nullptr);
      CHECK(equal(a.shiftedRight(n), q));
    }
}

TEST_CASE("bitwise operators follow the two's complement identities") {
  for (const BigInt& a : operands())
    for (const BigInt& b : operands()) {
      CHECK(equal((a & b) + (a | b), a + b));
      CHECK(equal(a ^ b, (a | b) - (a & b)));
      CHECK(equal(~a, -a - BigInt(1)));
      CHECK(equal(a ^ a, BigInt(0)));
    }
}

TEST_CASE("text in every base round-trips") {
  for (const BigInt& a : operands())
    for (int base : {2, 7, 10, 16, 36}) {
      const std::string text = a.abs().toString(base);
      BigInt back;
      REQUIRE(BigInt::parse(text, base, back));
      CHECK(equal(back, a.abs()));
    }
  BigInt bad;
  CHECK(!BigInt::parse("12a", 10, bad));
}

TEST_CASE("doubles convert exactly when they can and round to even when they cannot") {
  for (double d : {0.0, 1.0, -1.0, 9007199254740993.0, 1e20, -1.5e300, 1.7976931348623157e308}) {
    double back;
    REQUIRE(BigInt::fromDouble(d).toDouble(back));
    CHECK(back == std::trunc(d));
  }
  double rounded;
  const BigInt twoTo53 = BigInt(1).shiftedLeft(53);
  REQUIRE((twoTo53 + BigInt(1)).toDouble(rounded));  // a tie: to the even 2**53
  CHECK(rounded == 9007199254740992.0);
  REQUIRE((twoTo53 + BigInt(3)).toDouble(rounded));  // a tie: to the even 2**53 + 4
  CHECK(rounded == 9007199254740996.0);
  CHECK(!BigInt(1).shiftedLeft(1024).toDouble(rounded));
  double q;
  REQUIRE(BigInt::trueDivide(BigInt(1).shiftedLeft(200), BigInt(3).shiftedLeft(100), q));
  CHECK(q == std::ldexp(1.0 / 3.0, 100));
}

TEST_CASE("the hash is the value modulo 2**61 - 1, as CPython's") {
  const BigInt modulus = BigInt(1).shiftedLeft(61) - BigInt(1);
  for (const BigInt& a : operands()) {
    BigInt r;
    BigInt::divMod(a.abs(), modulus, nullptr, &r);
    int64_t expected = a.negative() ? -r.toInt64() : r.toInt64();
    CHECK(a.pythonHash() == (expected == -1 ? -2 : expected));
  }
}
