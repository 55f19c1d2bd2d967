// float.hex() and float.fromhex(): CPython's hexadecimal float notation
// ('0x1.999999999999ap-4'), read back correctly rounded (half to even).
#include <cctype>
#include <cmath>
#include <cstdint>
#include <string>

#include "lang/eval/builtins.h"
#include "lang/eval/native.h"

namespace tl::lang {

namespace {

constexpr int kHexDigitsAfterPoint = 13;  // (DBL_MANT_DIG - 1) / 4
constexpr int kMinNormalExponent = -1022;
constexpr int kMaxExponent = 1023;

// float_hex in CPython: a normal number as 1.hhhhhhhhhhhhh, a subnormal as 0.hhh...
std::string floatHex(double x) {
  if (std::isnan(x) || std::isinf(x)) return floatRepr(x);
  if (x == 0.0) return std::signbit(x) ? "-0x0.0p+0" : "0x0.0p+0";
  int e = 0;
  double m = std::frexp(std::fabs(x), &e);
  const int shift = 1 - std::max(-1021 - e, 0);
  m = std::ldexp(m, shift);
  e -= shift;
  static const char kDigits[] = "0123456789abcdef";
  std::string digits(1, kDigits[static_cast<int>(m)]);
  m -= static_cast<int>(m);
  digits += '.';
  for (int i = 0; i < kHexDigitsAfterPoint; ++i) {
    m *= 16.0;
    digits += kDigits[static_cast<int>(m)];
    m -= static_cast<int>(m);
  }
  return std::string(x < 0 ? "-" : "") + "0x" + digits + "p" + (e < 0 ? "-" : "+") + std::to_string(std::abs(e));
}

struct HexFloatText {
  bool negative = false;
  std::string digits;    // hex digits, leading zeros removed
  int64_t exponent = 0;  // value = digits * 2**exponent
};

int hexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

bool equalsIgnoringCase(const std::string& s, size_t from, size_t to, const char* word) {
  size_t n = std::char_traits<char>::length(word);
  if (to - from != n) return false;
  for (size_t i = 0; i < n; ++i)
    if (std::tolower(static_cast<unsigned char>(s[from + i])) != word[i]) return false;
  return true;
}

[[noreturn]] void invalidHex(Interp& in) { in.raise(in.types.ValueError, "invalid hexadecimal floating-point string"); }

// Reads [sign] ['0x'] digits ['.' digits] ['p' [sign] decimal] between
// optional whitespace; sets `special` for inf/infinity/nan instead.
HexFloatText parseHexFloat(Interp& in, const std::string& s, double& special, bool& isSpecial) {
  size_t i = 0, end = s.size();
  while (i < end && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
  while (end > i && std::isspace(static_cast<unsigned char>(s[end - 1]))) --end;
  HexFloatText t;
  if (i < end && (s[i] == '+' || s[i] == '-')) t.negative = s[i++] == '-';
  isSpecial = equalsIgnoringCase(s, i, end, "inf") || equalsIgnoringCase(s, i, end, "infinity") ||
              equalsIgnoringCase(s, i, end, "nan");
  if (isSpecial) {
    special = std::tolower(static_cast<unsigned char>(s[i])) == 'n' ? NAN : INFINITY;
    if (t.negative) special = -special;
    return t;
  }
  if (i + 1 < end && s[i] == '0' && (s[i + 1] == 'x' || s[i + 1] == 'X')) i += 2;
  size_t digitCount = 0;
  bool afterPoint = false;
  for (; i < end; ++i) {
    if (s[i] == '.' && !afterPoint) {
      afterPoint = true;
      continue;
    }
    if (hexValue(s[i]) < 0) break;
    ++digitCount;
    if (afterPoint) t.exponent -= 4;
    if (!t.digits.empty() || s[i] != '0') t.digits += s[i];
  }
  if (digitCount == 0) invalidHex(in);
  if (i < end && (s[i] == 'p' || s[i] == 'P')) {
    ++i;
    bool negativeExponent = false;
    if (i < end && (s[i] == '+' || s[i] == '-')) negativeExponent = s[i++] == '-';
    if (i == end || !std::isdigit(static_cast<unsigned char>(s[i]))) invalidHex(in);
    int64_t p = 0;
    for (; i < end && std::isdigit(static_cast<unsigned char>(s[i])); ++i)
      p = std::min<int64_t>(p * 10 + (s[i] - '0'), 1 << 30);
    t.exponent += negativeExponent ? -p : p;
  }
  if (i != end) invalidHex(in);
  return t;
}

// digits * 2**exponent rounded to the nearest double, ties to even.
double roundHexFloat(Interp& in, HexFloatText t) {
  while (!t.digits.empty() && t.digits.back() == '0') t.digits.pop_back(), t.exponent += 4;
  if (t.digits.empty()) return t.negative ? -0.0 : 0.0;
  constexpr size_t kKept = 15;  // 60 bits: room for 53 and the rounding bits
  uint64_t mantissa = 0;
  bool sticky = false;
  for (size_t k = 0; k < t.digits.size(); ++k) {
    if (k < kKept) mantissa = mantissa * 16 + hexValue(t.digits[k]);
    else sticky |= t.digits[k] != '0';
  }
  if (t.digits.size() > kKept) t.exponent += 4 * static_cast<int64_t>(t.digits.size() - kKept);
  const int bits = 64 - __builtin_clzll(mantissa);
  const int64_t top = t.exponent + bits - 1;  // the value lies in [2**top, 2**(top+1))
  auto tooLarge = [&] { in.raise(in.types.OverflowError, "hexadecimal value too large to represent as a float"); };
  if (top > kMaxExponent) tooLarge();
  const int64_t precision = top >= kMinNormalExponent ? 53 : 53 - (kMinNormalExponent - top);
  if (precision < 0) return t.negative ? -0.0 : 0.0;
  const int shift = std::max<int>(0, bits - static_cast<int>(precision));
  uint64_t kept = mantissa >> shift;
  if (shift > 0) {
    const uint64_t rest = mantissa & ((uint64_t{1} << shift) - 1), half = uint64_t{1} << (shift - 1);
    if (rest > half || (rest == half && (sticky || (kept & 1)))) ++kept;
  }  // (with more than 15 digits the first is nonzero, so shift > 0 whenever sticky is set)
  const double value = std::ldexp(static_cast<double>(kept), static_cast<int>(t.exponent + shift));
  if (std::isinf(value)) tooLarge();
  return t.negative ? -value : value;
}

}  // namespace

void floatHexMethods(Interp& in) {
  ClassObj* c = in.types.float_;
  defMethod(in, c, "hex", [](Interp& in, const Value& self, CallArgs& a) {
    noArgs(in, a, "float.hex");
    return in.newStr(floatHex(self.asFloat()));
  });
  // A class method: a subclass's fromhex makes one of its own from the float.
  Value fromhex = in.newBuiltin("fromhex", [](Interp& in, const Value& cls, CallArgs& a) {
    if (a.nkw || a.npos != 1)
      in.raise(in.types.TypeError,
               "float.fromhex() takes exactly one argument (" + std::to_string(a.npos + a.nkw) + " given)");
    if (!a.pos[0].is(ObjKind::Str))
      in.raise(in.types.TypeError, "fromhex() argument must be str, not " + in.typeName(a.pos[0]));
    double special = 0;
    bool isSpecial = false;
    HexFloatText t = parseHexFloat(in, a.pos[0].as<Str>()->s, special, isSpecial);
    Value result = Value::real(isSpecial ? special : roundHexFloat(in, t));
    return cls.sameAs(Value(in.types.float_)) ? result : in.call(cls, {result});
  });
  c->attrs()->set(in.internStr("fromhex"), Value(new Wrapper(ObjKind::ClassMethod, in.types.classmethod, fromhex)));
}

}  // namespace tl::lang
