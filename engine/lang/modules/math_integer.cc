// The math module's integer functions: isqrt, gcd, lcm, comb, perm, prod, on
// ints of any size.
#include <cmath>

#include "lang/eval/builtins.h"
#include "lang/eval/int_value.h"
#include "lang/eval/native.h"
#include "lang/modules/math_args.h"

namespace tl::lang {

namespace {

BigInt gcdOf(BigInt a, BigInt b) {
  a = a.abs(), b = b.abs();
  while (!b.isZero()) {
    BigInt r;
    BigInt::divMod(a, b, nullptr, &r);
    a = std::move(b), b = std::move(r);
  }
  return a;
}

// Newton's iteration from above: x' = (x + n / x) / 2 falls to isqrt(n).
BigInt isqrtOf(const BigInt& n) {
  if (n.isZero()) return n;
  BigInt x = BigInt(1).shiftedLeft((n.bitLength() + 1) / 2), q;
  while (true) {
    BigInt::divMod(n, x, &q, nullptr);
    BigInt next = (x + q).shiftedRight(1);
    if (BigInt::compare(next, x) >= 0) return x;
    x = std::move(next);
  }
}

Value isqrt(Interp& in, const Value&, CallArgs& a) {
  exactly(in, a, "isqrt", 1);
  const BigInt n = integerArg(in, a.pos[0]);
  if (n.negative()) in.raise(in.types.ValueError, "isqrt() argument must be nonnegative");
  return intValue(in, isqrtOf(n));
}

Value gcd(Interp& in, const Value&, CallArgs& a) {
  if (a.nkw) in.raise(in.types.TypeError, "math.gcd() takes no keyword arguments");
  BigInt g;
  for (size_t i = 0; i < a.npos; ++i) g = gcdOf(g, integerArg(in, a.pos[i]));
  return intValue(in, std::move(g));
}

Value lcm(Interp& in, const Value&, CallArgs& a) {
  if (a.nkw) in.raise(in.types.TypeError, "math.lcm() takes no keyword arguments");
  BigInt l(1);
  for (size_t i = 0; i < a.npos; ++i) {
    const BigInt m = integerArg(in, a.pos[i]).abs();
    if (m.isZero() || l.isZero()) {
      l = BigInt();
      continue;
    }
    BigInt q;
    BigInt::divMod(l, gcdOf(l, m), &q, nullptr);
    l = q * m;
  }
  return intValue(in, std::move(l));
}

BigInt nonNegative(Interp& in, const Value& v, const char* which) {
  BigInt n = integerArg(in, v);
  if (n.negative()) in.raise(in.types.ValueError, std::string(which) + " must be a non-negative integer");
  return n;
}

int64_t countArg(Interp& in, const Value& v) {
  const BigInt k = nonNegative(in, v, "k");
  if (!k.fitsInt64()) in.raise(in.types.OverflowError, "k must not exceed 9223372036854775807");
  return k.toInt64();
}

// n * (n - 1) * ... for k factors; for comb each partial product is divided
// by i + 1 as it goes, which leaves C(n, i + 1) exactly.
Value fallingProduct(Interp& in, const BigInt& n, int64_t k, bool divide) {
  Value r = Value::integer(1);
  for (int64_t i = 0; i < k; ++i) {
    r = in.binary(BinOp::Mul, r, intValue(in, n - BigInt(i)));
    if (divide) r = in.binary(BinOp::FloorDiv, r, Value::integer(i + 1));
  }
  return r;
}

Value comb(Interp& in, const Value&, CallArgs& a) {
  exactly(in, a, "comb", 2);
  const BigInt n = nonNegative(in, a.pos[0], "n");
  const BigInt k = nonNegative(in, a.pos[1], "k");
  if (BigInt::compare(k, n) > 0) return Value::integer(0);
  const BigInt rest = n - k;
  const BigInt& fewer = BigInt::compare(rest, k) < 0 ? rest : k;  // C(n, k) = C(n, n - k)
  if (!fewer.fitsInt64()) in.raise(in.types.OverflowError, "min(n - k, k) must not exceed 9223372036854775807");
  return fallingProduct(in, n, fewer.toInt64(), true);
}

Value perm(Interp& in, const Value&, CallArgs& a) {
  if (a.nkw) in.raise(in.types.TypeError, "math.perm() takes no keyword arguments");
  if (a.npos < 1 || a.npos > 2)
    in.raise(in.types.TypeError, a.npos ? "perm expected at most 2 arguments, got " + std::to_string(a.npos)
                                        : "perm expected at least 1 argument, got 0");
  const BigInt n = nonNegative(in, a.pos[0], "n");
  if (a.npos == 1 || a.pos[1].isNone()) {
    if (!n.fitsInt64()) in.raise(in.types.OverflowError, "n must not exceed 9223372036854775807");
    return fallingProduct(in, n, n.toInt64(), false);
  }
  const int64_t k = countArg(in, a.pos[1]);
  if (BigInt::compare(BigInt(k), n) > 0) return Value::integer(0);
  return fallingProduct(in, n, k, false);
}

Value prod(Interp& in, const Value&, CallArgs& a) {
  if (a.npos != 1)
    in.raise(in.types.TypeError, "prod() takes exactly 1 positional argument (" + std::to_string(a.npos) + " given)");
  Value r = Value::integer(1);
  for (size_t k = 0; k < a.nkw; ++k) {
    if (a.kw[k].name != "start")
      in.raise(in.types.TypeError, "prod() got an unexpected keyword argument '" + a.kw[k].name + "'");
    r = a.kw[k].value;
  }
  Value it = in.iter(a.pos[0]), x;
  while (in.next(it, x)) r = in.binary(BinOp::Mul, r, x);
  return r;
}

}  // namespace

void addMathIntegerFunctions(Interp& in, const Value& m) {
  defFunction(in, m, "isqrt", isqrt);
  defFunction(in, m, "gcd", gcd);
  defFunction(in, m, "lcm", lcm);
  defFunction(in, m, "comb", comb);
  defFunction(in, m, "perm", perm);
  defFunction(in, m, "prod", prod);
}

}  // namespace tl::lang
