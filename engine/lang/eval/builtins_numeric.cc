// Numeric built-ins: bin/hex/oct, divmod, pow with a modulus (modular inverses
// for negative exponents), and the methods of int and float.
#include <cmath>

#include "lang/eval/builtins.h"
#include "lang/eval/native.h"

namespace tl::lang {

namespace {

[[noreturn]] void overflow(Interp& in) {
  in.raise(in.types.OverflowError, "integer result does not fit in 64 bits (arbitrary-precision ints are not supported)");
}

uint64_t magnitude(int64_t v) { return v < 0 ? 0 - static_cast<uint64_t>(v) : static_cast<uint64_t>(v); }

// bin / oct / hex: sign, prefix, then the magnitude's digits in base 2**bitsPerDigit.
Value formatInBase(Interp& in, CallArgs& a, const char* name, const char* prefix, int bitsPerDigit) {
  if (a.nkw) in.raise(in.types.TypeError, std::string(name) + "() takes no keyword arguments");
  if (a.npos != 1)
    in.raise(in.types.TypeError, std::string(name) + "() takes exactly one argument (" + std::to_string(a.npos) + " given)");
  const int64_t v = toInt(in, a.pos[0]);
  uint64_t m = magnitude(v);
  std::string digits;
  do {
    digits.insert(digits.begin(), "0123456789abcdef"[m & ((1u << bitsPerDigit) - 1)]);
    m >>= bitsPerDigit;
  } while (m);
  return in.newStr((v < 0 ? "-" : "") + std::string(prefix) + digits);
}

Value callDunder(Interp& in, const Value& obj, const char* name, const Value& arg) {
  if (!obj.is(ObjKind::Instance)) return {};
  Value* m = obj.obj()->cls()->lookup(in.internStr(name).as<Str>());
  if (!m) return {};
  Value r = in.call(*m, {obj, arg});
  return r.is(ObjKind::NotImplemented) ? Value() : r;
}

Value builtinDivmod(Interp& in, const Value&, CallArgs& a) {
  if (a.nkw) in.raise(in.types.TypeError, "divmod() takes no keyword arguments");
  if (a.npos != 2) in.raise(in.types.TypeError, "divmod expected 2 arguments, got " + std::to_string(a.npos));
  const Value &x = a.pos[0], &y = a.pos[1];
  if (x.isNumber() && y.isNumber()) {
    const bool byZero = y.isFloat() ? y.asFloat() == 0 : y.asInt() == 0;
    if (byZero)
      in.raise(in.types.ZeroDivisionError, x.isIntLike() && y.isIntLike() ? "integer division or modulo by zero" : "float divmod()");
    return in.newTuple({in.binary(BinOp::FloorDiv, x, y), in.binary(BinOp::Mod, x, y)});
  }
  if (Value r = callDunder(in, x, "__divmod__", y); !r.isNull()) return r;
  if (Value r = callDunder(in, y, "__rdivmod__", x); !r.isNull()) return r;
  if (x.is(ObjKind::Native) || y.is(ObjKind::Native))
    return in.newTuple({in.binary(BinOp::FloorDiv, x, y), in.binary(BinOp::Mod, x, y)});
  in.raise(in.types.TypeError, "unsupported operand type(s) for divmod(): '" + in.typeName(x) + "' and '" + in.typeName(y) + "'");
}

// The inverse of a modulo m (0 <= a < m), or false when gcd(a, m) != 1.
bool modularInverse(unsigned __int128 a, unsigned __int128 m, unsigned __int128& inverse) {
  __int128 r0 = static_cast<__int128>(m), r1 = static_cast<__int128>(a), t0 = 0, t1 = 1;
  while (r1 != 0) {
    const __int128 q = r0 / r1;
    const __int128 r2 = r0 - q * r1, t2 = t0 - q * t1;
    r0 = r1, r1 = r2, t0 = t1, t1 = t2;
  }
  if (r0 != 1) return false;
  if (t0 < 0) t0 += static_cast<__int128>(m);
  inverse = static_cast<unsigned __int128>(t0);
  return true;
}

// CPython's long_pow with a modulus: computed modulo |m|; a negative m moves a
// non-zero result into (m, 0].
Value builtinPow(Interp& in, const Value&, CallArgs& a) {
  auto args = parseArgs(in, a, "pow", {"base", "exp", "mod"}, 2);
  if (args[2].isNull() || args[2].isNone()) return in.binary(BinOp::Pow, args[0], args[1]);
  if (!args[0].isIntLike() || !args[1].isIntLike() || !args[2].isIntLike()) {
    if (args[0].isNumber() && args[1].isNumber() && args[2].isNumber())
      in.raise(in.types.TypeError, "pow() 3rd argument not allowed unless all arguments are integers");
    in.raise(in.types.TypeError, "unsupported operand type(s) for ** or pow(): '" + in.typeName(args[0]) + "', '" +
                                     in.typeName(args[1]) + "', '" + in.typeName(args[2]) + "'");
  }
  const int64_t b = args[0].asInt(), e = args[1].asInt(), m = args[2].asInt();
  if (m == 0) in.raise(in.types.ValueError, "pow() 3rd argument cannot be 0");
  const unsigned __int128 mod = magnitude(m);
  if (mod == 1) return Value::integer(0);
  __int128 reduced = static_cast<__int128>(b) % static_cast<__int128>(mod);
  unsigned __int128 base = static_cast<unsigned __int128>(reduced < 0 ? reduced + static_cast<__int128>(mod) : reduced);
  if (e < 0 && !modularInverse(base, mod, base)) in.raise(in.types.ValueError, "base is not invertible for the given modulus");
  unsigned __int128 r = 1;
  for (uint64_t k = magnitude(e); k > 0; k >>= 1, base = base * base % mod)
    if (k & 1) r = r * base % mod;
  __int128 result = static_cast<__int128>(r);
  if (m < 0 && result != 0) result -= static_cast<__int128>(mod);
  return Value::integer(static_cast<int64_t>(result));
}

void noArgs(Interp& in, const CallArgs& a, const char* name) {
  if (a.npos || a.nkw) in.raise(in.types.TypeError, std::string(name) + "() takes no arguments (" + std::to_string(a.npos + a.nkw) + " given)");
}

// float.as_integer_ratio: the exact fraction in lowest terms.
Value floatRatio(Interp& in, double d) {
  if (std::isinf(d)) in.raise(in.types.OverflowError, "cannot convert Infinity to integer ratio");
  if (std::isnan(d)) in.raise(in.types.ValueError, "cannot convert NaN to integer ratio");
  int exp = 0;
  double mant = std::frexp(d, &exp);
  for (int i = 0; i < 300 && mant != std::floor(mant); ++i) mant *= 2.0, --exp;
  int64_t num = static_cast<int64_t>(mant);
  while (exp < 0 && num % 2 == 0) num /= 2, ++exp;
  if (exp >= 0) {
    if (exp >= 63 || magnitude(num) > (static_cast<uint64_t>(INT64_MAX) >> exp)) overflow(in);
    return in.newTuple({Value::integer(num * (int64_t{1} << exp)), Value::integer(1)});
  }
  if (-exp >= 63) overflow(in);
  return in.newTuple({Value::integer(num), Value::integer(int64_t{1} << -exp)});
}

void intMethods(Interp& in) {
  ClassObj* c = in.types.int_;
  defMethod(in, c, "bit_length", [](Interp& in, const Value& self, CallArgs& a) {
    noArgs(in, a, "int.bit_length");
    const uint64_t m = magnitude(self.asInt());
    return Value::integer(m ? 64 - __builtin_clzll(m) : 0);
  });
  defMethod(in, c, "bit_count", [](Interp& in, const Value& self, CallArgs& a) {
    noArgs(in, a, "int.bit_count");
    return Value::integer(__builtin_popcountll(magnitude(self.asInt())));
  });
  defMethod(in, c, "as_integer_ratio", [](Interp& in, const Value& self, CallArgs& a) {
    noArgs(in, a, "int.as_integer_ratio");
    return in.newTuple({Value::integer(self.asInt()), Value::integer(1)});
  });
  defMethod(in, c, "conjugate", [](Interp& in, const Value& self, CallArgs& a) {
    noArgs(in, a, "int.conjugate");
    return Value::integer(self.asInt());
  });
}

void floatMethods(Interp& in) {
  ClassObj* c = in.types.float_;
  defMethod(in, c, "is_integer", [](Interp& in, const Value& self, CallArgs& a) {
    noArgs(in, a, "float.is_integer");
    const double d = self.asFloat();
    return Value::boolean(std::isfinite(d) && d == std::floor(d));
  });
  defMethod(in, c, "as_integer_ratio", [](Interp& in, const Value& self, CallArgs& a) {
    noArgs(in, a, "float.as_integer_ratio");
    return floatRatio(in, self.asFloat());
  });
  defMethod(in, c, "conjugate", [](Interp& in, const Value& self, CallArgs& a) {
    noArgs(in, a, "float.conjugate");
    return self;
  });
}

void def(Interp& in, const char* name, NativeFn fn) {
  in.builtins.as<Dict>()->set(in.internStr(name), in.newBuiltin(name, std::move(fn)));
}

}  // namespace

void installNumericBuiltins(Interp& in) {
  def(in, "bin", [](Interp& in, const Value&, CallArgs& a) { return formatInBase(in, a, "bin", "0b", 1); });
  def(in, "oct", [](Interp& in, const Value&, CallArgs& a) { return formatInBase(in, a, "oct", "0o", 3); });
  def(in, "hex", [](Interp& in, const Value&, CallArgs& a) { return formatInBase(in, a, "hex", "0x", 4); });
  def(in, "divmod", builtinDivmod);
  def(in, "pow", builtinPow);
  intMethods(in);
  floatMethods(in);
}

}  // namespace tl::lang
