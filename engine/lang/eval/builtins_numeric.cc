// Numeric built-ins: bin/hex/oct, divmod, pow with a modulus (modular inverses
// for negative exponents), and the methods and attributes of int and float.
#include <algorithm>
#include <cmath>

#include "lang/eval/builtins.h"
#include "lang/eval/complex_object.h"
#include "lang/eval/int_value.h"
#include "lang/eval/native.h"

namespace tl::lang {

namespace {

uint64_t magnitude(int64_t v) { return v < 0 ? 0 - static_cast<uint64_t>(v) : static_cast<uint64_t>(v); }

// bin / oct / hex: sign, prefix, then the magnitude's digits.
Value formatInBase(Interp& in, CallArgs& a, const char* name, const char* prefix, int base) {
  if (a.nkw) in.raise(in.types.TypeError, std::string(name) + "() takes no keyword arguments");
  if (a.npos != 1)
    in.raise(in.types.TypeError,
             std::string(name) + "() takes exactly one argument (" + std::to_string(a.npos) + " given)");
  const BigInt v = integerArg(in, a.pos[0]);
  return in.newStr((v.negative() ? "-" : "") + std::string(prefix) + v.abs().toString(base));
}

Value callDunder(Interp& in, const Value& obj, const char* name, const Value& arg) {
  if (!ofProgramClass(obj)) return {};
  Value* m = obj.obj()->cls()->lookup(in.internStr(name).as<Str>());
  if (!m) return {};
  Value r = in.call(*m, {obj, arg});
  return r.is(ObjKind::NotImplemented) ? Value() : r;
}

Value builtinDivmod(Interp& in, const Value&, CallArgs& a) {
  if (a.nkw) in.raise(in.types.TypeError, "divmod() takes no keyword arguments");
  if (a.npos != 2) in.raise(in.types.TypeError, "divmod expected 2 arguments, got " + std::to_string(a.npos));
  const Value &x = a.pos[0], &y = a.pos[1];
  if ((isInteger(x) || x.isFloat()) && (isInteger(y) || y.isFloat())) {
    const bool byZero = y.isFloat() ? y.asFloat() == 0 : !isBigInt(y) && y.asInt() == 0;
    if (byZero)
      in.raise(in.types.ZeroDivisionError,
               isInteger(x) && isInteger(y) ? "integer division or modulo by zero" : "float divmod()");
    return in.newTuple({in.binary(BinOp::FloorDiv, x, y), in.binary(BinOp::Mod, x, y)});
  }
  if (Value r = callDunder(in, x, "__divmod__", y); !r.isNull()) return r;
  if (Value r = callDunder(in, y, "__rdivmod__", x); !r.isNull()) return r;
  if ((x.is(ObjKind::Native) || y.is(ObjKind::Native)) && !isComplex(x) && !isComplex(y))
    return in.newTuple({in.binary(BinOp::FloorDiv, x, y), in.binary(BinOp::Mod, x, y)});
  in.raise(in.types.TypeError,
           "unsupported operand type(s) for divmod(): '" + in.typeName(x) + "' and '" + in.typeName(y) + "'");
}

// The inverse of a modulo m (0 <= a < m), or false when gcd(a, m) != 1.
bool modularInverse(const BigInt& a, const BigInt& m, BigInt& inverse) {
  BigInt r0 = m, r1 = a, t0(0), t1(1), q, r2;
  while (!r1.isZero()) {
    BigInt::divMod(r0, r1, &q, &r2);
    BigInt t2 = t0 - q * t1;
    r0 = std::move(r1), r1 = std::move(r2), t0 = std::move(t1), t1 = std::move(t2);
  }
  if (BigInt::compare(r0, BigInt(1)) != 0) return false;
  BigInt::divMod(t0, m, nullptr, &inverse);
  return true;
}

BigInt mulMod(const BigInt& a, const BigInt& b, const BigInt& m) {
  BigInt r;
  BigInt::divMod(a * b, m, nullptr, &r);
  return r;
}

// CPython's long_pow with a modulus: computed modulo |m|; a negative m moves a
// non-zero result into (m, 0].
Value builtinPow(Interp& in, const Value&, CallArgs& a) {
  auto args = parseArgs(in, a, "pow", {"base", "exp", "mod"}, 2);
  if (args[2].isNull() || args[2].isNone()) return in.binary(BinOp::Pow, args[0], args[1]);
  for (Value& arg : args) arg = plainNumber(arg);  // int's pow for a subclass of int
  if (!isInteger(args[0]) || !isInteger(args[1]) || !isInteger(args[2])) {
    auto numeric = [](const Value& v) { return isInteger(v) || v.isFloat(); };
    const bool anyComplex = isComplex(args[0]) || isComplex(args[1]) || isComplex(args[2]);
    if (anyComplex && (numeric(args[0]) || isComplex(args[0])) && (numeric(args[1]) || isComplex(args[1])))
      in.raise(in.types.ValueError, "complex modulo");
    if (numeric(args[0]) && numeric(args[1]) && numeric(args[2]))
      in.raise(in.types.TypeError, "pow() 3rd argument not allowed unless all arguments are integers");
    in.raise(in.types.TypeError, "unsupported operand type(s) for ** or pow(): '" + in.typeName(args[0]) + "', '" +
                                     in.typeName(args[1]) + "', '" + in.typeName(args[2]) + "'");
  }
  const BigInt m = toBigInt(args[2]), mod = m.abs(), e = toBigInt(args[1]);
  if (m.isZero()) in.raise(in.types.ValueError, "pow() 3rd argument cannot be 0");
  BigInt base, r(1);
  BigInt::divMod(toBigInt(args[0]), mod, nullptr, &base);
  if (e.negative() && !modularInverse(base, mod, base))
    in.raise(in.types.ValueError, "base is not invertible for the given modulus");
  const std::string bits = e.abs().toString(2);
  for (size_t i = 0; i < bits.size(); ++i) {  // most significant bit first
    r = mulMod(r, r, mod);
    if (bits[i] == '1') r = mulMod(r, base, mod);
  }
  BigInt::divMod(r, mod, nullptr, &r);  // pow(x, 0, 1) is 0
  if (m.negative() && !r.isZero()) r = r - mod;
  return intValue(in, std::move(r));
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
  if (exp >= 0) return in.newTuple({intValue(in, BigInt(num).shiftedLeft(exp)), Value::integer(1)});
  return in.newTuple({Value::integer(num), intValue(in, BigInt(1).shiftedLeft(-exp))});
}

void intMethods(Interp& in) {
  ClassObj* c = in.types.int_;
  defMethod(in, c, "bit_length", [](Interp& in, const Value& self, CallArgs& a) {
    noArgs(in, a, "int.bit_length");
    return Value::integer(static_cast<int64_t>(toBigInt(self).bitLength()));
  });
  defMethod(in, c, "bit_count", [](Interp& in, const Value& self, CallArgs& a) {
    noArgs(in, a, "int.bit_count");
    if (!isBigInt(self)) return Value::integer(__builtin_popcountll(magnitude(self.asInt())));
    const std::string bits = toBigInt(self).abs().toString(2);
    return Value::integer(static_cast<int64_t>(std::count(bits.begin(), bits.end(), '1')));
  });
  defMethod(in, c, "as_integer_ratio", [](Interp& in, const Value& self, CallArgs& a) {
    noArgs(in, a, "int.as_integer_ratio");
    return in.newTuple({isBigInt(self) ? self : Value::integer(self.asInt()), Value::integer(1)});
  });
  defMethod(in, c, "conjugate", [](Interp& in, const Value& self, CallArgs& a) {
    noArgs(in, a, "int.conjugate");
    return isBigInt(self) ? self : Value::integer(self.asInt());
  });
  // An int is its own real part and numerator (a bool's, or a subclass
  // instance's, is the plain int).
  auto itself = [](Interp&, const Value& self, CallArgs&) {
    const Value& n = plainNumber(self);
    return isBigInt(n) ? n : Value::integer(n.asInt());
  };
  defProperty(in, c, "real", itself);
  defProperty(in, c, "numerator", itself);
  defProperty(in, c, "imag", [](Interp&, const Value&, CallArgs&) { return Value::integer(0); });
  defProperty(in, c, "denominator", [](Interp&, const Value&, CallArgs&) { return Value::integer(1); });
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
  defProperty(in, c, "real", [](Interp&, const Value& self, CallArgs&) { return plainNumber(self); });
  defProperty(in, c, "imag", [](Interp&, const Value&, CallArgs&) { return Value::real(0.0); });
}


}  // namespace

void installNumericBuiltins(Interp& in) {
  defineBuiltin(in, "bin", [](Interp& in, const Value&, CallArgs& a) { return formatInBase(in, a, "bin", "0b", 2); });
  defineBuiltin(in, "oct", [](Interp& in, const Value&, CallArgs& a) { return formatInBase(in, a, "oct", "0o", 8); });
  defineBuiltin(in, "hex", [](Interp& in, const Value&, CallArgs& a) { return formatInBase(in, a, "hex", "0x", 16); });
  defineBuiltin(in, "divmod", builtinDivmod);
  defineBuiltin(in, "pow", builtinPow);
  intMethods(in);
  floatMethods(in);
  floatHexMethods(in);
}

}  // namespace tl::lang
