// BigInt: an integer of any size, as Python's int beyond 64 bits. Sign and
// magnitude, the magnitude in base 2**32 limbs (least significant first, no
// leading zero limb). Division floors and bitwise operators act on the
// infinite two's complement form, as Python's do. Pure arithmetic: callers
// check zero divisors and size limits and raise Python's errors.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tl::lang {

class BigInt {
 public:
  BigInt() = default;
  explicit BigInt(int64_t v);
  static BigInt fromUnsigned(uint64_t v);
  // The integer part of a finite double (rounded toward zero).
  static BigInt fromDouble(double d);
  // Digits of base 2..36 (no sign, prefix or underscore); false on a bad digit.
  static bool parse(std::string_view digits, int base, BigInt& out);

  bool isZero() const { return mag_.empty(); }
  bool negative() const { return neg_; }
  bool fitsInt64() const;
  int64_t toInt64() const;  // only when fitsInt64()
  // The nearest double, ties to even; false when beyond the largest finite double.
  bool toDouble(double& out) const;
  std::string toString(int base = 10) const;  // a '-' for negatives, lowercase digits
  uint64_t bitLength() const;                 // of the magnitude
  // CPython's hash of an int: the value modulo 2**61 - 1 with its sign, -1 made -2.
  int64_t pythonHash() const;

  BigInt operator-() const;
  BigInt abs() const;
  friend BigInt operator+(const BigInt& a, const BigInt& b);
  friend BigInt operator-(const BigInt& a, const BigInt& b);
  friend BigInt operator*(const BigInt& a, const BigInt& b);
  friend BigInt operator&(const BigInt& a, const BigInt& b);
  friend BigInt operator|(const BigInt& a, const BigInt& b);
  friend BigInt operator^(const BigInt& a, const BigInt& b);
  BigInt operator~() const;
  BigInt shiftedLeft(uint64_t bits) const;
  BigInt shiftedRight(uint64_t bits) const;  // floor, as Python's >>
  BigInt pow(uint64_t exponent) const;
  // Floor division and its remainder (which takes the divisor's sign); b != 0.
  static void divMod(const BigInt& a, const BigInt& b, BigInt* quotient, BigInt* remainder);
  // a / b correctly rounded; false when the quotient is beyond a double; b != 0.
  static bool trueDivide(const BigInt& a, const BigInt& b, double& out);
  static int compare(const BigInt& a, const BigInt& b);

 private:
  using Limbs = std::vector<uint32_t>;
  BigInt(Limbs mag, bool negative);
  void trim();
  static int compareMagnitude(const Limbs& a, const Limbs& b);
  static Limbs addMagnitude(const Limbs& a, const Limbs& b);
  static Limbs subMagnitude(const Limbs& a, const Limbs& b);  // |a| >= |b|
  static Limbs mulMagnitude(const Limbs& a, const Limbs& b);
  static void divModMagnitude(const Limbs& a, const Limbs& b, Limbs& q, Limbs& r);
  static uint32_t divSmallInPlace(Limbs& a, uint32_t divisor);  // returns the remainder
  static void mulAddSmallInPlace(Limbs& a, uint32_t factor, uint32_t addend);
  template <class Op>
  static BigInt bitwise(const BigInt& a, const BigInt& b, Op op);
  Limbs twosComplement(size_t limbs) const;

  Limbs mag_;
  bool neg_ = false;
};

}  // namespace tl::lang
