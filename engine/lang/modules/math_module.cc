// The math module.
#include <cmath>
#include <numeric>

#include "lang/eval/builtins.h"
#include "lang/eval/int_value.h"
#include "lang/eval/native.h"
#include "lang/modules/math_args.h"

namespace tl::lang {

namespace {

double arg(Interp& in, const CallArgs& a, size_t i, const char* fname, size_t n) {
  if (a.npos != n)
    in.raise(in.types.TypeError, (n == 1 ? "math." + std::string(fname) + "() takes exactly one argument ("
                                         : std::string(fname) + " expected " + std::to_string(n) + " arguments, got ") +
                                     std::to_string(a.npos) + (n == 1 ? " given)" : ""));
  return toDouble(in, a.pos[i]);
}

Value checked(Interp& in, double x, double r) {
  if (std::isnan(r) && !std::isnan(x)) in.raise(in.types.ValueError, "math domain error");
  if (std::isinf(r) && std::isfinite(x)) in.raise(in.types.OverflowError, "math range error");
  return Value::real(r);
}

Value roundTo(Interp& in, const CallArgs& a, const char* name, double (*f)(double)) {
  if (a.npos != 1)
    in.raise(in.types.TypeError,
             "math." + std::string(name) + "() takes exactly one argument (" + std::to_string(a.npos) + " given)");
  if (a.pos[0].isIntLike()) return Value::integer(a.pos[0].asInt());
  if (isBigInt(a.pos[0])) return a.pos[0];
  return floatToInt(in, f(arg(in, a, 0, name, 1)));
}

// log of a positive number, an int of any size too (CPython's loghelper).
double logOf(Interp& in, const Value& v, double (*log)(double)) {
  const double d = isInteger(v) ? 0.0 : toDouble(in, v);
  const bool positive = isInteger(v) ? !toBigInt(v).negative() && !toBigInt(v).isZero() : d > 0 || std::isnan(d);
  if (!positive) in.raise(in.types.ValueError, "math domain error");
  return isInteger(v) ? logOfInt(in, v, log) : log(toDouble(in, v));
}
double naturalLog(Interp& in, const Value& v) { return logOf(in, v, std::log); }

Value logFn(Interp& in, const Value&, CallArgs& a) {
  if (a.npos < 1 || a.npos > 2)
    in.raise(in.types.TypeError, "log expected 1 or 2 arguments, got " + std::to_string(a.npos));
  const double lx = naturalLog(in, a.pos[0]);
  if (a.npos == 1) return Value::real(lx);
  const double lb = naturalLog(in, a.pos[1]);
  if (lb == 0) in.raise(in.types.ZeroDivisionError, "float division by zero");
  return Value::real(lx / lb);
}

// lo * (lo + 1) * ... * (hi - 1), halves multiplied together so that the
// operands of each product have similar sizes.
Value productOf(Interp& in, int64_t lo, int64_t hi) {
  if (hi - lo <= 8) {
    Value r = Value::integer(1);
    for (int64_t i = lo; i < hi; ++i) r = in.binary(BinOp::Mul, r, Value::integer(i));
    return r;
  }
  const int64_t mid = lo + (hi - lo) / 2;
  return in.binary(BinOp::Mul, productOf(in, lo, mid), productOf(in, mid, hi));
}

Value factorial(Interp& in, const Value&, CallArgs& a) {
  if (a.npos != 1)
    in.raise(in.types.TypeError, "factorial() takes exactly one argument (" + std::to_string(a.npos) + " given)");
  const BigInt big = integerArg(in, a.pos[0]);
  if (big.negative()) in.raise(in.types.ValueError, "factorial() not defined for negative values");
  if (!big.fitsInt64()) in.raise(in.types.OverflowError, "factorial() argument should not exceed 9223372036854775807");
  return productOf(in, 2, big.toInt64() + 1);
}

Value isclose(Interp& in, const Value&, CallArgs& a) {
  auto args = parseArgs(in, a, "isclose", {"a", "b", "rel_tol", "abs_tol"}, 2);
  double x = toDouble(in, args[0]), y = toDouble(in, args[1]);
  double rel = args[2].isNull() ? 1e-9 : toDouble(in, args[2]), abs = args[3].isNull() ? 0.0 : toDouble(in, args[3]);
  if (rel < 0 || abs < 0) in.raise(in.types.ValueError, "tolerances must be non-negative");
  if (x == y) return Value::boolean(true);
  if (std::isinf(x) || std::isinf(y)) return Value::boolean(false);
  double d = std::fabs(y - x);
  return Value::boolean(d <= std::fabs(rel * y) || d <= std::fabs(rel * x) || d <= abs);
}

}  // namespace

void addMathIntegerFunctions(Interp& in, const Value& m);  // math_integer.cc
void addMathFloatFunctions(Interp& in, const Value& m);    // math_float.cc

Value makeMathModule(Interp& in) {
  Value m = in.newModule("math");
  setModuleAttr(in, m, "pi", Value::real(M_PI));
  setModuleAttr(in, m, "e", Value::real(M_E));
  setModuleAttr(in, m, "tau", Value::real(2 * M_PI));
  setModuleAttr(in, m, "inf", Value::real(INFINITY));
  setModuleAttr(in, m, "nan", Value::real(NAN));
  defFunction(in, m, "sqrt", [](Interp& in, const Value&, CallArgs& a) {
    double x = arg(in, a, 0, "sqrt", 1);
    if (x < 0) in.raise(in.types.ValueError, "math domain error");
    return Value::real(std::sqrt(x));
  });
  defMathUnary(in, m, "exp", std::exp, true);
  defMathUnary(in, m, "sin", std::sin, false);
  defMathUnary(in, m, "cos", std::cos, false);
  defMathUnary(in, m, "tan", std::tan, false);
  defMathUnary(in, m, "asin", std::asin, false);
  defMathUnary(in, m, "acos", std::acos, false);
  defMathUnary(in, m, "atan", std::atan, false);
  defMathUnary(in, m, "sinh", std::sinh, true);
  defMathUnary(in, m, "cosh", std::cosh, true);
  defMathUnary(in, m, "tanh", std::tanh, false);
  defMathUnary(in, m, "fabs", std::fabs, false);
  defMathUnary(in, m, "erf", std::erf, false);
  defFunction(in, m, "log", logFn);
  defFunction(in, m, "log10", [](Interp& in, const Value&, CallArgs& a) {
    exactly(in, a, "log10", 1);
    return Value::real(logOf(in, a.pos[0], std::log10));
  });
  defFunction(in, m, "log2", [](Interp& in, const Value&, CallArgs& a) {
    exactly(in, a, "log2", 1);
    return Value::real(logOf(in, a.pos[0], std::log2));
  });
  defFunction(in, m, "atan2", [](Interp& in, const Value&, CallArgs& a) {
    return Value::real(std::atan2(arg(in, a, 0, "atan2", 2), arg(in, a, 1, "atan2", 2)));
  });
  defFunction(in, m, "pow", [](Interp& in, const Value&, CallArgs& a) {
    double x = arg(in, a, 0, "pow", 2), y = arg(in, a, 1, "pow", 2);
    if (!std::isfinite(y)) return Value::real(std::pow(x, y));  // 0 ** -inf is inf, no range error
    if (x == 0 && y < 0) in.raise(in.types.ValueError, "math domain error");
    return checked(in, x, std::pow(x, y));
  });
  defFunction(in, m, "copysign", [](Interp& in, const Value&, CallArgs& a) {
    return Value::real(std::copysign(arg(in, a, 0, "copysign", 2), arg(in, a, 1, "copysign", 2)));
  });
  defFunction(in, m, "floor",
              [](Interp& in, const Value&, CallArgs& a) { return roundTo(in, a, "floor", std::floor); });
  defFunction(in, m, "ceil", [](Interp& in, const Value&, CallArgs& a) { return roundTo(in, a, "ceil", std::ceil); });
  defFunction(in, m, "isnan", [](Interp& in, const Value&, CallArgs& a) {
    return Value::boolean(std::isnan(arg(in, a, 0, "isnan", 1)));
  });
  defFunction(in, m, "isinf", [](Interp& in, const Value&, CallArgs& a) {
    return Value::boolean(std::isinf(arg(in, a, 0, "isinf", 1)));
  });
  defFunction(in, m, "isfinite", [](Interp& in, const Value&, CallArgs& a) {
    return Value::boolean(std::isfinite(arg(in, a, 0, "isfinite", 1)));
  });
  defFunction(in, m, "isclose", isclose);
  defFunction(in, m, "factorial", factorial);
  defFunction(in, m, "degrees", [](Interp& in, const Value&, CallArgs& a) {
    return Value::real(arg(in, a, 0, "degrees", 1) * (180.0 / M_PI));
  });
  defFunction(in, m, "radians", [](Interp& in, const Value&, CallArgs& a) {
    return Value::real(arg(in, a, 0, "radians", 1) * (M_PI / 180.0));
  });
  defFunction(in, m, "fsum", [](Interp& in, const Value&, CallArgs& a) {
    long double s = 0;
    for (const Value& v : in.toVector(a.pos[0])) s += toDouble(in, v);
    return Value::real(static_cast<double>(s));
  });
  addMathIntegerFunctions(in, m);
  addMathFloatFunctions(in, m);
  return m;
}

}  // namespace tl::lang
