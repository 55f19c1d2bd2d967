// The math module's integer functions: isqrt, gcd, lcm, comb, perm, prod.
// Ints are 64-bit: a result past that raises the engine's OverflowError.
#include <cmath>

#include "lang/eval/builtins.h"
#include "lang/eval/native.h"
#include "lang/modules/math_args.h"

namespace tl::lang {

namespace {

[[noreturn]] void overflow(Interp& in) {
  in.raise(in.types.OverflowError, "integer result does not fit in 64 bits (arbitrary-precision ints are not supported)");
}

uint64_t magnitude(int64_t v) { return v < 0 ? 0 - static_cast<uint64_t>(v) : static_cast<uint64_t>(v); }

int64_t fitting(Interp& in, unsigned __int128 v) {
  if (v > static_cast<unsigned __int128>(INT64_MAX)) overflow(in);
  return static_cast<int64_t>(v);
}

uint64_t gcdOf(uint64_t a, uint64_t b) {
  while (b) {
    const uint64_t r = a % b;
    a = b, b = r;
  }
  return a;
}

Value isqrt(Interp& in, const Value&, CallArgs& a) {
  exactly(in, a, "isqrt", 1);
  const int64_t n = toInt(in, a.pos[0]);
  if (n < 0) in.raise(in.types.ValueError, "isqrt() argument must be nonnegative");
  // The float estimate is within one of the answer; settle it exactly.
  auto r = static_cast<uint64_t>(std::sqrt(static_cast<double>(n)));
  while (static_cast<unsigned __int128>(r) * r > static_cast<unsigned __int128>(n)) --r;
  while (static_cast<unsigned __int128>(r + 1) * (r + 1) <= static_cast<unsigned __int128>(n)) ++r;
  return Value::integer(static_cast<int64_t>(r));
}

Value gcd(Interp& in, const Value&, CallArgs& a) {
  if (a.nkw) in.raise(in.types.TypeError, "math.gcd() takes no keyword arguments");
  uint64_t g = 0;
  for (size_t i = 0; i < a.npos; ++i) g = gcdOf(g, magnitude(toInt(in, a.pos[i])));
  return Value::integer(fitting(in, g));
}

Value lcm(Interp& in, const Value&, CallArgs& a) {
  if (a.nkw) in.raise(in.types.TypeError, "math.lcm() takes no keyword arguments");
  unsigned __int128 l = 1;
  for (size_t i = 0; i < a.npos; ++i) {
    const uint64_t m = magnitude(toInt(in, a.pos[i]));
    if (m == 0 || l == 0) {
      l = 0;
      continue;
    }
    l = l / gcdOf(static_cast<uint64_t>(l), m) * m;
    fitting(in, l);
  }
  return Value::integer(fitting(in, l));
}

void nonNegative(Interp& in, int64_t v, const char* which) {
  if (v < 0) in.raise(in.types.ValueError, std::string(which) + " must be a non-negative integer");
}

// comb(n, k) by the multiplicative formula: every partial product C(n, i) fits
// whenever the answer does (C(n, i) grows while i <= n / 2).
Value comb(Interp& in, const Value&, CallArgs& a) {
  exactly(in, a, "comb", 2);
  const int64_t n = toInt(in, a.pos[0]), k0 = toInt(in, a.pos[1]);
  nonNegative(in, n, "n");
  nonNegative(in, k0, "k");
  if (k0 > n) return Value::integer(0);
  const int64_t k = std::min(k0, n - k0);
  unsigned __int128 r = 1;
  for (int64_t i = 0; i < k; ++i) r = static_cast<unsigned __int128>(fitting(in, r)) * static_cast<uint64_t>(n - i) / static_cast<uint64_t>(i + 1);
  return Value::integer(fitting(in, r));
}

Value perm(Interp& in, const Value&, CallArgs& a) {
  if (a.nkw) in.raise(in.types.TypeError, "math.perm() takes no keyword arguments");
  if (a.npos < 1 || a.npos > 2)
    in.raise(in.types.TypeError, a.npos ? "perm expected at most 2 arguments, got " + std::to_string(a.npos)
                                        : "perm expected at least 1 argument, got 0");
  const int64_t n = toInt(in, a.pos[0]);
  const bool noK = a.npos == 1 || a.pos[1].isNone();
  const int64_t k = noK ? n : toInt(in, a.pos[1]);
  nonNegative(in, n, "n");
  nonNegative(in, k, "k");
  if (k > n) return Value::integer(0);
  unsigned __int128 r = 1;
  for (int64_t i = 0; i < k; ++i) r = static_cast<unsigned __int128>(fitting(in, r)) * static_cast<uint64_t>(n - i);
  return Value::integer(fitting(in, r));
}

Value prod(Interp& in, const Value&, CallArgs& a) {
  if (a.npos != 1) in.raise(in.types.TypeError, "prod() takes exactly 1 positional argument (" + std::to_string(a.npos) + " given)");
  Value r = Value::integer(1);
  for (size_t k = 0; k < a.nkw; ++k) {
    if (a.kw[k].name != "start") in.raise(in.types.TypeError, "prod() got an unexpected keyword argument '" + a.kw[k].name + "'");
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
