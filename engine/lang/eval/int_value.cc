// Ints of any size as Values: the operators once an operand or a result is
// beyond 64 bits, conversions to float and to text with CPython's messages.
#include "lang/eval/int_value.h"

#include <cmath>

#include "lang/eval/interp.h"

namespace tl::lang {

namespace {

// CPython's sys.int_info.default_max_str_digits.
constexpr size_t kMaxStrDigits = 4300;
// Results beyond this many bits are a MemoryError: a runaway `2 ** 10**12`
// stops with a message instead of filling the memory.
constexpr uint64_t kMaxBits = uint64_t(1) << 26;

void checkBits(Interp& in, uint64_t bits) {
  if (bits > kMaxBits) in.raise(in.exceptionClass("MemoryError"), "");
}

Value bigPow(Interp& in, const BigInt& a, const BigInt& b) {
  if (b.negative()) {
    if (a.isZero()) in.raise(in.types.ZeroDivisionError, "0.0 cannot be raised to a negative power");
    double base = intToDouble(in, intValue(in, a)), exponent;
    if (!b.toDouble(exponent)) exponent = -INFINITY;
    return Value::real(std::pow(base, exponent));
  }
  const BigInt one(1);
  if (a.isZero() || BigInt::compare(a.abs(), one) == 0) {  // 0, 1 and -1 to any power
    bool odd = !(b & one).isZero();
    return Value::integer(a.isZero() ? (b.isZero() ? 1 : 0) : (a.negative() && odd ? -1 : 1));
  }
  if (!b.fitsInt64() || b.toInt64() > static_cast<int64_t>(kMaxBits)) checkBits(in, kMaxBits + 1);
  const int64_t e = b.toInt64();  // |a| >= 2: at least e bits
  checkBits(in, static_cast<uint64_t>(e) * (a.bitLength() - 1));
  return intValue(in, a.pow(static_cast<uint64_t>(e)));
}

Value bigShift(Interp& in, BinOp op, const BigInt& a, const BigInt& b) {
  if (b.negative()) in.raise(in.types.ValueError, "negative shift count");
  if (op == BinOp::RShift) {
    if (!b.fitsInt64() || static_cast<uint64_t>(b.toInt64()) > a.bitLength())
      return Value::integer(a.negative() ? -1 : 0);
    return intValue(in, a.shiftedRight(b.toInt64()));
  }
  if (a.isZero()) return Value::integer(0);
  if (!b.fitsInt64()) checkBits(in, kMaxBits + 1);
  checkBits(in, a.bitLength() + static_cast<uint64_t>(b.toInt64()));
  return intValue(in, a.shiftedLeft(b.toInt64()));
}

}  // namespace

Value intValue(Interp& in, BigInt v) {
  if (v.fitsInt64()) return Value::integer(v.toInt64());
  return Value(new BigIntObj(in.types.int_, std::move(v)));
}

double intToDouble(Interp& in, const Value& v) {
  if (!isBigInt(v)) return static_cast<double>(v.asInt());
  double d;
  if (!v.as<BigIntObj>()->value.toDouble(d)) in.raise(in.types.OverflowError, "int too large to convert to float");
  return d;
}

Value floatToInt(Interp& in, double d) {
  if (std::isnan(d)) in.raise(in.types.ValueError, "cannot convert float NaN to integer");
  if (std::isinf(d)) in.raise(in.types.OverflowError, "cannot convert float infinity to integer");
  if (d > -9.2e18 && d < 9.2e18) return Value::integer(static_cast<int64_t>(d));
  return intValue(in, BigInt::fromDouble(d));
}

BigInt integerArg(Interp& in, const Value& arg) {
  const Value v = indexValue(in, arg);
  if (!isInteger(v))
    in.raise(in.types.TypeError, "'" + in.typeName(v) + "' object cannot be interpreted as an integer");
  return toBigInt(v);
}

double logOfInt(Interp& in, const Value& v, double (*log)(double)) {
  double d;
  if (!isBigInt(v) || v.as<BigIntObj>()->value.toDouble(d)) return log(intToDouble(in, v));
  const BigInt& x = v.as<BigIntObj>()->value;
  const uint64_t bits = x.bitLength();
  x.shiftedRight(bits - 64).toDouble(d);
  return log(std::ldexp(d, -64)) + log(2.0) * static_cast<double>(bits);
}

int compareIntWithDouble(const Value& i, double d) {
  if (std::isinf(d)) return d > 0 ? -1 : 1;
  if (!isBigInt(i) && std::fabs(static_cast<double>(i.asInt())) < 9007199254740992.0) {
    double x = static_cast<double>(i.asInt());  // exact below 2**53
    return x < d ? -1 : x > d ? 1 : 0;
  }
  const double whole = std::floor(d);
  int c = BigInt::compare(toBigInt(i), BigInt::fromDouble(whole));
  return c != 0 ? c : whole == d ? 0 : -1;
}

Value bigBinary(Interp& in, BinOp op, const BigInt& a, const BigInt& b) {
  switch (op) {
    case BinOp::Add: return intValue(in, a + b);
    case BinOp::Sub: return intValue(in, a - b);
    case BinOp::Mul: checkBits(in, a.bitLength() + b.bitLength()); return intValue(in, a * b);
    case BinOp::TrueDiv: {
      if (b.isZero()) in.raise(in.types.ZeroDivisionError, "division by zero");
      double q;
      if (!BigInt::trueDivide(a, b, q))
        in.raise(in.types.OverflowError, "integer division result too large for a float");
      return Value::real(q);
    }
    case BinOp::FloorDiv:
    case BinOp::Mod: {
      if (b.isZero())
        in.raise(in.types.ZeroDivisionError,
                 op == BinOp::Mod ? "integer modulo by zero" : "integer division or modulo by zero");
      BigInt q, r;
      BigInt::divMod(a, b, &q, &r);
      return intValue(in, op == BinOp::Mod ? std::move(r) : std::move(q));
    }
    case BinOp::Pow: return bigPow(in, a, b);
    case BinOp::LShift:
    case BinOp::RShift: return bigShift(in, op, a, b);
    case BinOp::BitAnd: return intValue(in, a & b);
    case BinOp::BitOr: return intValue(in, a | b);
    case BinOp::BitXor: return intValue(in, a ^ b);
    case BinOp::MatMul: return {};
  }
  return {};
}

std::string intToDecimal(Interp& in, const BigInt& v) {
  // 2**14284 has 4300 digits, 2**14287 has 4301: the bit length decides all
  // but a few, without the conversion the limit guards.
  const uint64_t bits = v.bitLength();
  std::string text = bits > 14300 ? std::string() : v.toString();
  if (bits > 14300 || text.size() - v.negative() > kMaxStrDigits)
    in.raise(in.types.ValueError,
             "Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to "
             "increase the limit");
  return text;
}

bool parseBigInt(Interp& in, const std::string& digits, int base, BigInt& out) {
  if (digits.size() > kMaxStrDigits && (base & (base - 1)) != 0)
    in.raise(in.types.ValueError, "Exceeds the limit (4300 digits) for integer string conversion: value has " +
                                      std::to_string(digits.size()) +
                                      " digits; use sys.set_int_max_str_digits() to increase the limit");
  return BigInt::parse(digits, base, out);
}

void raiseIndexTooLarge(Interp& in, ClassObj* error) {
  in.raise(error, "cannot fit 'int' into an index-sized integer");
}

}  // namespace tl::lang
