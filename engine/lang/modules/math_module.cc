// The math module.
#include <cmath>
#include <numeric>

#include "lang/eval/builtins.h"
#include "lang/eval/native.h"

namespace tl::lang {

namespace {

double arg(Interp& in, const CallArgs& a, size_t i, const char* fname, size_t n) {
  if (a.npos != n)
    in.raise(in.types.TypeError, (n == 1 ? "math." + std::string(fname) + "() takes exactly one argument (" : std::string(fname) + " expected " + std::to_string(n) + " arguments, got ") +
                                     std::to_string(a.npos) + (n == 1 ? " given)" : ""));
  const Value& v = a.pos[i];
  if (!v.isNumber()) in.raise(in.types.TypeError, "must be real number, not " + in.typeName(v));
  return v.toDouble();
}

Value checked(Interp& in, double x, double r) {
  if (std::isnan(r) && !std::isnan(x)) in.raise(in.types.ValueError, "math domain error");
  if (std::isinf(r) && std::isfinite(x)) in.raise(in.types.OverflowError, "math range error");
  return Value::real(r);
}

void unary(Interp& in, const Value& m, const char* name, double (*f)(double), bool domainAtInf = false) {
  std::string n = name;
  defFunction(in, m, name, [f, n](Interp& in, const Value&, CallArgs& a) {
    double x = arg(in, a, 0, n.c_str(), 1);
    return checked(in, x, f(x));
  });
}

Value roundTo(Interp& in, const CallArgs& a, const char* name, double (*f)(double)) {
  if (a.npos != 1) in.raise(in.types.TypeError, "math." + std::string(name) + "() takes exactly one argument (" + std::to_string(a.npos) + " given)");
  if (a.pos[0].isIntLike()) return Value::integer(a.pos[0].asInt());
  double x = arg(in, a, 0, name, 1);
  if (std::isnan(x)) in.raise(in.types.ValueError, "cannot convert float NaN to integer");
  if (std::isinf(x)) in.raise(in.types.OverflowError, "cannot convert float infinity to integer");
  const double r = f(x);
  if (!(r >= -9223372036854775808.0 && r < 9223372036854775808.0))  // past 64 bits: no wrapped value
    in.raise(in.types.OverflowError, "integer result does not fit in 64 bits (arbitrary-precision ints are not supported)");
  return Value::integer(static_cast<int64_t>(r));
}

Value logFn(Interp& in, const Value&, CallArgs& a) {
  if (a.npos < 1 || a.npos > 2) in.raise(in.types.TypeError, "log expected 1 or 2 arguments, got " + std::to_string(a.npos));
  double x = toDouble(in, a.pos[0]);
  if (x <= 0) in.raise(in.types.ValueError, "math domain error");
  if (a.npos == 1) return Value::real(std::log(x));
  double b = toDouble(in, a.pos[1]);
  if (b <= 0) in.raise(in.types.ValueError, "math domain error");
  if (b == 1) in.raise(in.types.ZeroDivisionError, "float division by zero");
  return Value::real(std::log(x) / std::log(b));
}

Value factorial(Interp& in, const Value&, CallArgs& a) {
  if (a.npos != 1) in.raise(in.types.TypeError, "factorial() takes exactly one argument (" + std::to_string(a.npos) + " given)");
  if (!a.pos[0].isIntLike()) in.raise(in.types.TypeError, "'" + in.typeName(a.pos[0]) + "' object cannot be interpreted as an integer");
  int64_t n = a.pos[0].asInt(), r = 1;
  if (n < 0) in.raise(in.types.ValueError, "factorial() not defined for negative values");
  for (int64_t i = 2; i <= n; ++i)
    if (__builtin_mul_overflow(r, i, &r))
      in.raise(in.types.OverflowError, "integer result does not fit in 64 bits (arbitrary-precision ints are not supported)");
  return Value::integer(r);
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
  unary(in, m, "exp", std::exp);
  unary(in, m, "sin", std::sin);
  unary(in, m, "cos", std::cos);
  unary(in, m, "tan", std::tan);
  unary(in, m, "asin", std::asin);
  unary(in, m, "acos", std::acos);
  unary(in, m, "atan", std::atan);
  unary(in, m, "sinh", std::sinh);
  unary(in, m, "cosh", std::cosh);
  unary(in, m, "tanh", std::tanh);
  unary(in, m, "fabs", std::fabs);
  unary(in, m, "erf", std::erf);
  defFunction(in, m, "log", logFn);
  defFunction(in, m, "log10", [](Interp& in, const Value&, CallArgs& a) {
    double x = arg(in, a, 0, "log10", 1);
    if (x <= 0) in.raise(in.types.ValueError, "math domain error");
    return Value::real(std::log10(x));
  });
  defFunction(in, m, "log2", [](Interp& in, const Value&, CallArgs& a) {
    double x = arg(in, a, 0, "log2", 1);
    if (x <= 0) in.raise(in.types.ValueError, "math domain error");
    return Value::real(std::log2(x));
  });
  defFunction(in, m, "atan2", [](Interp& in, const Value&, CallArgs& a) {
    return Value::real(std::atan2(arg(in, a, 0, "atan2", 2), arg(in, a, 1, "atan2", 2)));
  });
  defFunction(in, m, "pow", [](Interp& in, const Value&, CallArgs& a) {
    double x = arg(in, a, 0, "pow", 2), y = arg(in, a, 1, "pow", 2);
    if (x == 0 && y < 0) in.raise(in.types.ValueError, "math domain error");
    return checked(in, x, std::pow(x, y));
  });
  defFunction(in, m, "copysign", [](Interp& in, const Value&, CallArgs& a) {
    return Value::real(std::copysign(arg(in, a, 0, "copysign", 2), arg(in, a, 1, "copysign", 2)));
  });
  defFunction(in, m, "floor", [](Interp& in, const Value&, CallArgs& a) { return roundTo(in, a, "floor", std::floor); });
  defFunction(in, m, "ceil", [](Interp& in, const Value&, CallArgs& a) { return roundTo(in, a, "ceil", std::ceil); });
  defFunction(in, m, "isnan", [](Interp& in, const Value&, CallArgs& a) { return Value::boolean(std::isnan(arg(in, a, 0, "isnan", 1))); });
  defFunction(in, m, "isinf", [](Interp& in, const Value&, CallArgs& a) { return Value::boolean(std::isinf(arg(in, a, 0, "isinf", 1))); });
  defFunction(in, m, "isfinite", [](Interp& in, const Value&, CallArgs& a) { return Value::boolean(std::isfinite(arg(in, a, 0, "isfinite", 1))); });
  defFunction(in, m, "isclose", isclose);
  defFunction(in, m, "factorial", factorial);
  defFunction(in, m, "degrees", [](Interp& in, const Value&, CallArgs& a) { return Value::real(arg(in, a, 0, "degrees", 1) * (180.0 / M_PI)); });
  defFunction(in, m, "radians", [](Interp& in, const Value&, CallArgs& a) { return Value::real(arg(in, a, 0, "radians", 1) * (M_PI / 180.0)); });
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
