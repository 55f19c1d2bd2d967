// The math module's float functions that CPython 3.11 adds to C's: fmod,
// remainder, hypot/dist (CPython's vector_norm), trunc, log1p, expm1, cbrt,
// exp2, nextafter, ulp, frexp, ldexp, modf.
#include <algorithm>
#include <cfloat>
#include <climits>
#include <cmath>

#include "lang/eval/builtins.h"
#include "lang/eval/int_value.h"
#include "lang/eval/native.h"
#include "lang/modules/math_args.h"
#include "lang/modules/math_gamma.h"

namespace tl::lang {

namespace {

// CPython's math_1: NaN from a non-NaN is a domain error; an infinity from a
// finite value overflows (or is a domain error: a pole such as log1p(-1)).
Value checkedResult(Interp& in, double x, double r, bool canOverflow) {
  if (std::isnan(r) && !std::isnan(x)) in.raise(in.types.ValueError, "math domain error");
  if (std::isinf(r) && std::isfinite(x)) {
    if (canOverflow) in.raise(in.types.OverflowError, "math range error");
    in.raise(in.types.ValueError, "math domain error");
  }
  return Value::real(r);
}

}  // namespace

void defMathUnary(Interp& in, const Value& m, const char* name, double (*f)(double), bool canOverflow) {
  defFunction(in, m, name, [name, f, canOverflow](Interp& in, const Value&, CallArgs& a) {
    exactly(in, a, name, 1);
    const double x = toDouble(in, a.pos[0]);
    return checkedResult(in, x, f(x), canOverflow);
  });
}

namespace {

// fmod and remainder: NaN from non-NaN inputs is a domain error.
void binaryNoNan(Interp& in, const Value& m, const char* name, double (*f)(double, double)) {
  defFunction(in, m, name, [name, f](Interp& in, const Value&, CallArgs& a) {
    exactly(in, a, name, 2);
    const double x = toDouble(in, a.pos[0]), y = toDouble(in, a.pos[1]);
    if (std::isinf(y) && std::isfinite(x)) return Value::real(x);
    const double r = f(x, y);
    if (std::isnan(r) && !std::isnan(x) && !std::isnan(y)) in.raise(in.types.ValueError, "math domain error");
    return Value::real(r);
  });
}

// CPython 3.11's vector_norm: the Euclidean norm of non-negative finite values
// (max the largest), accurate to within one ulp.
double vectorNorm(std::vector<double> vec, double max, bool foundNan) {
  const double T27 = 134217729.0;  // 2**27 + 1: splits a double into halves
  if (std::isinf(max)) return max;
  if (foundNan) return NAN;
  if (max == 0.0 || vec.size() <= 1) return max;
  int maxE = 0;
  std::frexp(max, &maxE);
  if (maxE < -1023) {  // ldexp(1.0, -maxE) would overflow: work with normals
    for (double& x : vec) x /= DBL_MIN;
    return DBL_MIN * vectorNorm(std::move(vec), max / DBL_MIN, foundNan);
  }
  const double scale = std::ldexp(1.0, -maxE);
  double csum = 1.0, frac1 = 0.0, frac2 = 0.0, frac3 = 0.0;
  auto add = [&csum](double x, double& frac) {
    const double old = csum;
    csum += x;
    frac += (old - csum) + x;
  };
  for (double x : vec) {
    x *= scale;
    const double t = x * T27, hi = t - (t - x), lo = x - hi;
    add(hi * hi, frac1);
    add(2.0 * hi * lo, frac2);
    frac3 += lo * lo;
  }
  const double h = std::sqrt(csum - 1.0 + (frac1 + frac2 + frac3));
  const double t = h * T27, hi = t - (t - h), lo = h - hi;
  add(-hi * hi, frac1);
  add(-2.0 * hi * lo, frac2);
  add(-lo * lo, frac3);
  const double x = csum - 1.0 + (frac1 + frac2 + frac3);
  return (h + x / (2.0 * h)) / scale;
}

double normOf(std::vector<double> values) {
  double max = 0.0;
  bool foundNan = false;
  for (double& v : values) {
    v = std::fabs(v);
    foundNan |= std::isnan(v);
    if (v > max) max = v;
  }
  return vectorNorm(std::move(values), max, foundNan);
}

Value hypot(Interp& in, const Value&, CallArgs& a) {
  if (a.nkw) in.raise(in.types.TypeError, "math.hypot() takes no keyword arguments");
  std::vector<double> values;
  for (size_t i = 0; i < a.npos; ++i) values.push_back(toDouble(in, a.pos[i]));
  return Value::real(normOf(std::move(values)));
}

Value dist(Interp& in, const Value&, CallArgs& a) {
  exactly(in, a, "dist", 2);
  const std::vector<Value> p = in.toVector(a.pos[0]), q = in.toVector(a.pos[1]);
  if (p.size() != q.size()) in.raise(in.types.ValueError, "both points must have the same number of dimensions");
  std::vector<double> diffs;
  for (size_t i = 0; i < p.size(); ++i) diffs.push_back(toDouble(in, p[i]) - toDouble(in, q[i]));
  return Value::real(normOf(std::move(diffs)));
}

Value trunc(Interp& in, const Value&, CallArgs& a) {
  exactly(in, a, "trunc", 1);
  const Value& x = a.pos[0];
  if (x.isIntLike()) return Value::integer(x.asInt());
  if (isBigInt(x)) return x;
  if (x.is(ObjKind::Instance))
    if (Value* m = x.obj()->cls()->lookup(in.internStr("__trunc__").as<Str>())) return in.call(*m, {x});
  if (!x.isFloat()) in.raise(in.types.TypeError, "type " + in.typeName(x) + " doesn't define __trunc__ method");
  return floatToInt(in, std::trunc(x.asFloat()));
}

Value ulp(Interp& in, const Value&, CallArgs& a) {
  exactly(in, a, "ulp", 1);
  double x = toDouble(in, a.pos[0]);
  if (std::isnan(x)) return Value::real(x);
  x = std::fabs(x);
  if (std::isinf(x)) return Value::real(x);
  const double up = std::nextafter(x, INFINITY);
  if (std::isinf(up)) return Value::real(x - std::nextafter(x, -INFINITY));  // the largest double
  return Value::real(up - x);
}

Value frexp(Interp& in, const Value&, CallArgs& a) {
  exactly(in, a, "frexp", 1);
  const double x = toDouble(in, a.pos[0]);
  int e = 0;
  const double mant = std::isfinite(x) && x != 0 ? std::frexp(x, &e) : x;
  return in.newTuple({Value::real(mant), Value::integer(e)});
}

Value ldexp(Interp& in, const Value&, CallArgs& a) {
  exactly(in, a, "ldexp", 2);
  const double x = toDouble(in, a.pos[0]);
  if (!isInteger(a.pos[1])) in.raise(in.types.TypeError, "Expected an int as second argument to ldexp.");
  // An exponent beyond 64 bits is as good as the nearest one (CPython clamps to a C long).
  const int64_t e = saturatedInt64(toBigInt(a.pos[1]));
  if (x == 0 || !std::isfinite(x)) return Value::real(x);
  const double r = std::ldexp(x, static_cast<int>(std::clamp<int64_t>(e, INT_MIN, INT_MAX)));
  if (std::isinf(r)) in.raise(in.types.OverflowError, "math range error");
  return Value::real(r);
}

Value modf(Interp& in, const Value&, CallArgs& a) {
  exactly(in, a, "modf", 1);
  const double x = toDouble(in, a.pos[0]);
  if (std::isinf(x)) return in.newTuple({Value::real(std::copysign(0.0, x)), Value::real(x)});
  double whole = 0;
  const double frac = std::modf(x, &whole);
  return in.newTuple({Value::real(frac), Value::real(whole)});
}

Value gamma(Interp& in, const Value&, CallArgs& a) {
  exactly(in, a, "gamma", 1);
  const double x = toDouble(in, a.pos[0]);
  if (std::isnan(x) || x == INFINITY) return Value::real(x);
  if (x <= 0 && std::floor(x) == x) in.raise(in.types.ValueError, "math domain error");  // a pole, or -inf
  const double r = lanczosGamma(x);
  if (std::isinf(r)) in.raise(in.types.OverflowError, "math range error");
  return Value::real(r);
}

Value lgamma(Interp& in, const Value&, CallArgs& a) {
  exactly(in, a, "lgamma", 1);
  const double x = toDouble(in, a.pos[0]);
  if (std::isnan(x) || std::isinf(x)) return Value::real(std::fabs(x));
  if (x <= 0 && std::floor(x) == x) in.raise(in.types.ValueError, "math domain error");
  const double r = lanczosLogGamma(x);
  if (std::isinf(r)) in.raise(in.types.OverflowError, "math range error");
  return Value::real(r);
}

}  // namespace

void addMathFloatFunctions(Interp& in, const Value& m) {
  binaryNoNan(in, m, "fmod", std::fmod);
  binaryNoNan(in, m, "remainder", std::remainder);
  defFunction(in, m, "hypot", hypot);
  defFunction(in, m, "dist", dist);
  defFunction(in, m, "trunc", trunc);
  defMathUnary(in, m, "log1p", std::log1p, false);
  defMathUnary(in, m, "expm1", std::expm1, true);
  defMathUnary(in, m, "cbrt", std::cbrt, false);
  defMathUnary(in, m, "exp2", std::exp2, true);
  defMathUnary(in, m, "asinh", std::asinh, false);
  defMathUnary(in, m, "acosh", std::acosh, false);
  defMathUnary(in, m, "atanh", std::atanh, false);
  defMathUnary(in, m, "erfc", std::erfc, false);
  defFunction(in, m, "gamma", gamma);
  defFunction(in, m, "lgamma", lgamma);
  defFunction(in, m, "nextafter", [](Interp& in, const Value&, CallArgs& a) {
    exactly(in, a, "nextafter", 2);
    return Value::real(std::nextafter(toDouble(in, a.pos[0]), toDouble(in, a.pos[1])));
  });
  defFunction(in, m, "ulp", ulp);
  defFunction(in, m, "frexp", frexp);
  defFunction(in, m, "ldexp", ldexp);
  defFunction(in, m, "modf", modf);
}

}  // namespace tl::lang
