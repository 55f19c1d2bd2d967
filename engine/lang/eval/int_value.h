// Python's int as a Value: an int that fits 64 bits is always inline
// (Tag::Int), a larger one a BigIntObj, so equal ints have one form. These
// helpers give every caller both forms at once.
#pragma once
#include <string>

#include "lang/eval/bigint.h"
#include "lang/eval/value.h"
#include "lang/syntax/ast.h"

namespace tl::lang {

class Interp;

class BigIntObj : public Object {
 public:
  BigIntObj(ClassObj* cls, BigInt v) : Object(ObjKind::BigInt, cls), value(std::move(v)) {}
  const BigInt value;
};

inline bool isBigInt(const Value& v) { return v.is(ObjKind::BigInt); }
// An int of any size, or a bool.
inline bool isInteger(const Value& v) { return v.isIntLike() || isBigInt(v); }
inline BigInt toBigInt(const Value& v) { return isBigInt(v) ? v.as<BigIntObj>()->value : BigInt(v.asInt()); }

// The int as a Value: inline when it fits 64 bits.
Value intValue(Interp& in, BigInt v);
// The int as the nearest double, or CPython's "int too large to convert to float".
double intToDouble(Interp& in, const Value& v);
// An int of any size against a double that is not NaN: -1, 0 or 1, exactly.
int compareIntWithDouble(const Value& i, double d);
// int(d) of a float: CPython's errors for NaN and infinities, any size.
Value floatToInt(Interp& in, double d);
// An int argument of any size (a bool too), else CPython's "'float' object
// cannot be interpreted as an integer".
BigInt integerArg(Interp& in, const Value& v);
// v clamped to int64, as CPython clamps a Python int to a C ssize_t or long
// where any bigger value means the same (slice bounds, round's ndigits).
inline int64_t saturatedInt64(const BigInt& v) {
  return v.fitsInt64() ? v.toInt64() : v.negative() ? INT64_MIN : INT64_MAX;
}
// log(v) of a positive int of any size, for log being math's log, log2 or
// log10: beyond a double, from x = m * 2**e as f(m) + f(2) * e (CPython's loghelper).
double logOfInt(Interp& in, const Value& v, double (*log)(double));
// int op int for operands of any size (Null for an operator ints lack).
Value bigBinary(Interp& in, BinOp op, const BigInt& a, const BigInt& b);
// The decimal digits, within CPython's limit of 4300 for a conversion.
std::string intToDecimal(Interp& in, const BigInt& v);
// int(text) digits of `base`, within the same limit; false on a bad digit.
bool parseBigInt(Interp& in, const std::string& digits, int base, BigInt& out);
// An int beyond 64 bits used as an index or a count: CPython's "cannot fit
// 'int' into an index-sized integer" (IndexError for a subscript, else OverflowError).
[[noreturn]] void raiseIndexTooLarge(Interp& in, ClassObj* error);

}  // namespace tl::lang
