// int and float arithmetic with Python's semantics: floor division and modulo
// round toward -inf; ** with a negative exponent is float, and complex for a
// negative base to a fractional power. 64-bit ints take the
// fast path; a result beyond 64 bits is computed again as a BigInt.
#include <cerrno>
#include <cmath>
#include <cstdlib>

#include "lang/eval/builtins.h"
#include "lang/eval/complex_object.h"
#include "lang/eval/int_value.h"

namespace tl::lang {

namespace {

bool exactInDouble(int64_t v) { return v >= -(int64_t(1) << 53) && v <= (int64_t(1) << 53); }

int64_t floorDiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
  return q;
}

int64_t floorMod(int64_t a, int64_t b) {
  int64_t m = a % b;
  if (m != 0 && ((m < 0) != (b < 0))) m += b;
  return m;
}

Value intPow(Interp& in, int64_t base, int64_t exp) {
  const int64_t base0 = base, exp0 = exp;
  if (exp < 0) {
    if (base == 0) in.raise(in.types.ZeroDivisionError, "0.0 cannot be raised to a negative power");
    return Value::real(std::pow(static_cast<double>(base), static_cast<double>(exp)));
  }
  int64_t result = 1;
  while (exp > 0) {
    if (exp & 1)
      if (__builtin_mul_overflow(result, base, &result)) return bigBinary(in, BinOp::Pow, BigInt(base0), BigInt(exp0));
    exp >>= 1;
    if (exp > 0 && __builtin_mul_overflow(base, base, &base)) return bigBinary(in, BinOp::Pow, BigInt(base0), BigInt(exp0));
  }
  return Value::integer(result);
}

Value intBinary(Interp& in, BinOp op, int64_t a, int64_t b) {
  int64_t r;
  switch (op) {
    case BinOp::Add: if (__builtin_add_overflow(a, b, &r)) break; return Value::integer(r);
    case BinOp::Sub: if (__builtin_sub_overflow(a, b, &r)) break; return Value::integer(r);
    case BinOp::Mul: if (__builtin_mul_overflow(a, b, &r)) break; return Value::integer(r);
    case BinOp::TrueDiv:
      if (b == 0) in.raise(in.types.ZeroDivisionError, "division by zero");
      if (!exactInDouble(a) || !exactInDouble(b)) break;  // correctly rounded there
      return Value::real(static_cast<double>(a) / static_cast<double>(b));
    case BinOp::FloorDiv:
      if (b == 0) in.raise(in.types.ZeroDivisionError, "integer division or modulo by zero");
      if (a == INT64_MIN && b == -1) break;
      return Value::integer(floorDiv(a, b));
    case BinOp::Mod:
      if (b == 0) in.raise(in.types.ZeroDivisionError, "integer modulo by zero");
      if (b == -1) return Value::integer(0);
      return Value::integer(floorMod(a, b));
    case BinOp::Pow: return intPow(in, a, b);
    case BinOp::LShift:
      if (b < 0) in.raise(in.types.ValueError, "negative shift count");
      if (a == 0) return Value::integer(0);
      if (b >= 63 || a > (INT64_MAX >> b) || a < (INT64_MIN >> b)) break;
      return Value::integer(a * (int64_t(1) << b));
    case BinOp::RShift:
      if (b < 0) in.raise(in.types.ValueError, "negative shift count");
      return Value::integer(b >= 64 ? (a < 0 ? -1 : 0) : a >> b);
    case BinOp::BitAnd: return Value::integer(a & b);
    case BinOp::BitOr: return Value::integer(a | b);
    case BinOp::BitXor: return Value::integer(a ^ b);
    case BinOp::MatMul: return {};
  }
  return bigBinary(in, op, BigInt(a), BigInt(b));  // the result is beyond 64 bits
}

Value floatBinary(Interp& in, BinOp op, double a, double b) {
  switch (op) {
    case BinOp::Add: return Value::real(a + b);
    case BinOp::Sub: return Value::real(a - b);
    case BinOp::Mul: return Value::real(a * b);
    case BinOp::TrueDiv:
      if (b == 0) in.raise(in.types.ZeroDivisionError, "float division by zero");
      return Value::real(a / b);
    case BinOp::FloorDiv: {
      if (b == 0) in.raise(in.types.ZeroDivisionError, "float floor division by zero");
      double mod = std::fmod(a, b), div = (a - mod) / b;
      if (mod != 0 && ((b < 0) != (mod < 0))) div -= 1.0;
      double fl = std::floor(div);
      if (div - fl > 0.5) fl += 1.0;
      return Value::real(div == 0 ? std::copysign(0.0, a / b) : fl);
    }
    case BinOp::Mod: {
      if (b == 0) in.raise(in.types.ZeroDivisionError, "float modulo");
      double m = std::fmod(a, b);
      if (m != 0) {
        if ((b < 0) != (m < 0)) m += b;
      } else {
        m = std::copysign(0.0, b);
      }
      return Value::real(m);
    }
    case BinOp::Pow: {
      if (a == 0 && b < 0) in.raise(in.types.ZeroDivisionError, "0.0 cannot be raised to a negative power");
      if (a < 0 && std::isfinite(a) && std::isfinite(b) && b != std::floor(b))
        return complexPower(in, {a, 0.0}, {b, 0.0});  // a negative base to a fractional power
      double r = std::pow(a, b);
      if (std::isinf(r) && std::isfinite(a) && std::isfinite(b))
        in.raise(in.types.OverflowError, "(34, 'Numerical result out of range')");
      return Value::real(r);
    }
    default: return {};
  }
}

}  // namespace

Value numericBinary(Interp& in, BinOp op, const Value& a, const Value& b) {
  if (!a.isNumber() || !b.isNumber()) {
    if (!(isBigInt(a) || isBigInt(b)) || !(isInteger(a) || a.isFloat()) || !(isInteger(b) || b.isFloat())) return {};
    if (a.isFloat() || b.isFloat()) return floatBinary(in, op, a.isFloat() ? a.asFloat() : intToDouble(in, a),
                                                       b.isFloat() ? b.asFloat() : intToDouble(in, b));
    return bigBinary(in, op, toBigInt(a), toBigInt(b));
  }
  if (a.isFloat() || b.isFloat()) return floatBinary(in, op, a.toDouble(), b.toDouble());
  return intBinary(in, op, a.asInt(), b.asInt());
}

Value parseIntValue(Interp& in, const std::string& text, int base) {
  const int givenBase = base;
  std::string s;
  size_t b = text.find_first_not_of(" \t\n\r"), e = text.find_last_not_of(" \t\n\r");
  if (b != std::string::npos) s = text.substr(b, e - b + 1);
  std::string digits;
  for (size_t i = 0; i < s.size(); ++i)
    if (s[i] != '_' || (i > 0 && i + 1 < s.size() && std::isalnum(static_cast<unsigned char>(s[i - 1]))))
      if (s[i] != '_') digits += s[i];
  auto bad = [&]() -> Value {
    in.raise(in.types.ValueError, "invalid literal for int() with base " + std::to_string(givenBase) + ": " + reprString(text));
  };
  if (digits.empty()) return bad();
  size_t start = (digits[0] == '-' || digits[0] == '+') ? 1 : 0;
  // A 0x / 0o / 0b prefix may name the base it is given with (and names it for base 0).
  const char marker = digits.size() > start + 2 && digits[start] == '0' ? static_cast<char>(std::tolower(digits[start + 1])) : 0;
  const int prefixBase = marker == 'x' ? 16 : marker == 'o' ? 8 : marker == 'b' ? 2 : 0;
  if (prefixBase && (base == prefixBase || base == 0)) {
    digits.erase(start, 2);
    base = prefixBase;
  } else if (base == 0) {
    base = 10;
    if (digits.size() > start + 1 && digits[start] == '0' && digits.find_first_not_of('0', start) != std::string::npos) return bad();
  }
  if (start >= digits.size()) return bad();
  for (size_t i = start; i < digits.size(); ++i) {
    int d = std::isdigit(static_cast<unsigned char>(digits[i])) ? digits[i] - '0'
            : std::isalpha(static_cast<unsigned char>(digits[i])) ? std::tolower(digits[i]) - 'a' + 10 : 99;
    if (d >= base) return bad();
  }
  const bool negative = digits[0] == '-';
  BigInt value;
  parseBigInt(in, digits.substr(start), base, value);
  return intValue(in, negative ? -value : value);
}

Value parseFloatValue(Interp& in, const std::string& text) {
  size_t b = text.find_first_not_of(" \t\n\r"), e = text.find_last_not_of(" \t\n\r");
  std::string s = b == std::string::npos ? "" : text.substr(b, e - b + 1);
  std::string lower;
  for (char c : s) lower += static_cast<char>(std::tolower(c));
  std::string body = lower;
  double sign = 1;
  if (!body.empty() && (body[0] == '-' || body[0] == '+')) {
    sign = body[0] == '-' ? -1 : 1;
    body = body.substr(1);
  }
  if (body == "inf" || body == "infinity") return Value::real(sign * INFINITY);
  if (body == "nan") return Value::real(NAN);
  char* end = nullptr;
  double v = s.empty() ? 0 : std::strtod(s.c_str(), &end);
  bool ok = !s.empty() && end && *end == '\0' && body.find_first_of("xp") == std::string::npos &&
            body != "" && body.find_first_not_of("0123456789.e+-_") == std::string::npos;
  if (!ok) in.raise(in.types.ValueError, "could not convert string to float: " + reprString(text));
  return Value::real(v);
}

// round(x, n) as CPython: exact decimal rounding, ties to even.
double roundHalfEven(double x, int64_t ndigits) {
  if (!std::isfinite(x) || ndigits > 300) return x;
  if (ndigits < -300) return 0.0 * x;
  char buf[512];
  std::snprintf(buf, sizeof buf, "%.*f", static_cast<int>(ndigits < 0 ? 0 : ndigits), x);
  if (ndigits >= 0) return std::strtod(buf, nullptr);
  double p = std::pow(10.0, static_cast<double>(-ndigits));
  double y = x / p, r = std::nearbyint(y);
  return r * p;
}

}  // namespace tl::lang
