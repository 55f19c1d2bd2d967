// int and float arithmetic with Python's semantics: floor division and modulo
// round toward -inf; ** with a negative exponent is float, and complex for a
// negative base to a fractional power. 64-bit ints take the
// fast path; a result beyond 64 bits is computed again as a BigInt.
#include <cerrno>
#include <cmath>
#include <cstdlib>

#include "lang/eval/builtins.h"
#include "lang/eval/complex_object.h"
#include "lang/eval/format_spec.h"
#include "lang/eval/int_value.h"
#include "lang/eval/str_text.h"
#include "lang/syntax/unicode_data.h"

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
    if (exp > 0 && __builtin_mul_overflow(base, base, &base))
      return bigBinary(in, BinOp::Pow, BigInt(base0), BigInt(exp0));
  }
  return Value::integer(result);
}

Value intBinary(Interp& in, BinOp op, int64_t a, int64_t b) {
  int64_t r;
  switch (op) {
    case BinOp::Add:
      if (__builtin_add_overflow(a, b, &r)) break;
      return Value::integer(r);
    case BinOp::Sub:
      if (__builtin_sub_overflow(a, b, &r)) break;
      return Value::integer(r);
    case BinOp::Mul:
      if (__builtin_mul_overflow(a, b, &r)) break;
      return Value::integer(r);
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
      if (a == 0 && b < 0 && !std::isinf(b))  // 0.0 ** -inf is inf, as float_pow checks infinities first
        in.raise(in.types.ZeroDivisionError, "0.0 cannot be raised to a negative power");
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
    if (a.isFloat() || b.isFloat())
      return floatBinary(in, op, a.isFloat() ? a.asFloat() : intToDouble(in, a),
                         b.isFloat() ? b.asFloat() : intToDouble(in, b));
    return bigBinary(in, op, toBigInt(a), toBigInt(b));
  }
  if (a.isFloat() || b.isFloat()) return floatBinary(in, op, a.toDouble(), b.toDouble());
  return intBinary(in, op, a.asInt(), b.asInt());
}

namespace {

// The text int() and float() read: Unicode whitespace stripped from the ends
// and decimal digits of any script as ASCII ones ('١٢' reads as "12"), as
// _PyUnicode_TransformDecimalAndSpaceToASCII does; other characters stay.
std::string numberText(const std::string& text) {
  std::string out;
  for (size_t i = 0; i < text.size(); i += utf8Length(static_cast<unsigned char>(text[i]))) {
    const uint32_t cp = decodeUtf8(text, i);
    if (cp < 0x80) out += static_cast<char>(cp);
    else if (const int digit = unicode::decimalValue(cp); digit >= 0) out += static_cast<char>('0' + digit);
    else if (isUnicodeSpace(cp)) out += ' ';
    else out.append(text, i, utf8Length(static_cast<unsigned char>(text[i])));
  }
  const size_t b = out.find_first_not_of(" \t\n\r\f\v"), e = out.find_last_not_of(" \t\n\r\f\v");
  return b == std::string::npos ? "" : out.substr(b, e - b + 1);
}

// s without its underscores, or "" when one is not between two digits (PEP 515);
// `digit` says what counts as a digit, `prefixEnd` is where a 0x/0o/0b prefix ends
// (an underscore may follow it).
template <class IsDigit>
std::string withoutUnderscores(const std::string& s, IsDigit digit, size_t prefixEnd = 0) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '_') {
      out += s[i];
      continue;
    }
    const bool before = i > 0 && (digit(s[i - 1]) || (prefixEnd && i == prefixEnd));
    if (!before || i + 1 >= s.size() || !digit(s[i + 1])) return "";
  }
  return out;
}

}  // namespace

Value parseIntValue(Interp& in, const std::string& text, int base) {
  const int givenBase = base;
  const std::string s = numberText(text);
  auto bad = [&]() -> Value {
    in.raise(in.types.ValueError,
             "invalid literal for int() with base " + std::to_string(givenBase) + ": " + reprString(text));
  };
  const size_t sign = !s.empty() && (s[0] == '-' || s[0] == '+') ? 1 : 0;
  const char marker = s.size() > sign + 1 && s[sign] == '0' ? static_cast<char>(std::tolower(s[sign + 1])) : 0;
  const bool hasPrefix = (marker == 'x' && (base == 16 || base == 0)) || (marker == 'o' && (base == 8 || base == 0)) ||
                         (marker == 'b' && (base == 2 || base == 0));
  std::string digits = withoutUnderscores(
      s, [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }, hasPrefix ? sign + 2 : 0);
  if (digits.empty()) return bad();
  size_t start = sign;
  // A 0x / 0o / 0b prefix may name the base it is given with (and names it for base 0).
  const int prefixBase = marker == 'x' ? 16 : marker == 'o' ? 8 : marker == 'b' ? 2 : 0;
  if (hasPrefix && digits.size() > start + 2) {
    digits.erase(start, 2);
    base = prefixBase;
  } else if (hasPrefix) {
    return bad();
  } else if (base == 0) {
    base = 10;
    if (digits.size() > start + 1 && digits[start] == '0' && digits.find_first_not_of('0', start) != std::string::npos)
      return bad();
  }
  if (start >= digits.size()) return bad();
  for (size_t i = start; i < digits.size(); ++i) {
    int d = std::isdigit(static_cast<unsigned char>(digits[i]))   ? digits[i] - '0'
            : std::isalpha(static_cast<unsigned char>(digits[i])) ? std::tolower(digits[i]) - 'a' + 10
                                                                  : 99;
    if (d >= base) return bad();
  }
  const bool negative = digits[0] == '-';
  BigInt value;
  parseBigInt(in, digits.substr(start), base, value);
  return intValue(in, negative ? -value : value);
}

Value parseFloatValue(Interp& in, const std::string& text) {
  const std::string s = numberText(text);
  std::string lower;
  for (char c : s) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  const size_t sign = !lower.empty() && (lower[0] == '-' || lower[0] == '+') ? 1 : 0;
  const std::string body = lower.substr(sign);
  const double signValue = sign && lower[0] == '-' ? -1 : 1;
  if (body == "inf" || body == "infinity") return Value::real(signValue * INFINITY);
  if (body == "nan") return Value::real(std::copysign(NAN, signValue));
  const std::string plain = withoutUnderscores(lower, [](char c) { return c >= '0' && c <= '9'; });
  char* end = nullptr;
  const double v = plain.empty() ? 0 : std::strtod(plain.c_str(), &end);
  const bool ok = !plain.empty() && end && *end == '\0' &&
                  body.find_first_not_of("0123456789.e+-_") == std::string::npos &&
                  body.find_first_of("0123456789") != std::string::npos;
  if (!ok) in.raise(in.types.ValueError, "could not convert string to float: " + reprString(text));
  return Value::real(v);
}

// round(x, n) as CPython: exact decimal rounding, ties to even.
double roundHalfEven(double x, int64_t ndigits) {
  if (!std::isfinite(x) || ndigits > 300) return x;
  if (ndigits < -300) return 0.0 * x;
  if (ndigits >= 0) return std::strtod(printfDouble("%.*f", static_cast<int>(ndigits), x).c_str(), nullptr);
  double p = std::pow(10.0, static_cast<double>(-ndigits));
  double y = x / p, r = std::nearbyint(y);
  return r * p;
}

}  // namespace tl::lang
