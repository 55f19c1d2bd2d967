// The cmath module: its constants and functions as Python sees them, over
// cmath_functions.h. Arguments convert as CPython's complex converter does
// (a complex, __complex__, or a real number); errors are CPython's.
#include <cmath>

#include "lang/eval/builtins.h"
#include "lang/eval/complex_object.h"
#include "lang/modules/cmath_functions.h"
#include "lang/modules/math_args.h"

namespace tl::lang {

namespace {

using ComplexFn = Complex (*)(Complex, ComplexError&);

Value checked(Interp& in, Complex r, ComplexError err) {
  if (err == ComplexError::Domain) in.raise(in.types.ValueError, "math domain error");
  if (err == ComplexError::Range) in.raise(in.types.OverflowError, "math range error");
  return newComplex(in, r);
}

Complex onlyArg(Interp& in, const CallArgs& a, const char* name) {
  exactly(in, a, name, 1, "cmath");
  return complexArg(in, a.pos[0]);
}

void defComplexFunction(Interp& in, const Value& m, const char* name, ComplexFn f) {
  defFunction(in, m, name, [name, f](Interp& in, const Value&, CallArgs& a) {
    const Complex z = onlyArg(in, a, name);
    ComplexError err = ComplexError::None;
    const Complex r = f(z, err);
    return checked(in, r, err);
  });
}

void defPredicate(Interp& in, const Value& m, const char* name, bool (*f)(Complex)) {
  defFunction(in, m, name,
              [name, f](Interp& in, const Value&, CallArgs& a) { return Value::boolean(f(onlyArg(in, a, name))); });
}

// log(z[, base]): the quotient of two logs; each log resets the error, as
// CPython's errno, so log(0, 2) is (-inf+nanj) while log(2, 0) is an error.
Value logFunction(Interp& in, const Value&, CallArgs& a) {
  if (a.nkw) in.raise(in.types.TypeError, "cmath.log() takes no keyword arguments");
  if (a.npos < 1 || a.npos > 2)
    in.raise(in.types.TypeError, std::string("log expected ") +
                                     (a.npos ? "at most 2 arguments" : "at least 1 argument") + ", got " +
                                     std::to_string(a.npos));
  ComplexError err = ComplexError::None;
  Complex r = cmath::log(complexArg(in, a.pos[0]), err);
  if (a.npos == 2) {
    const Complex base = cmath::log(complexArg(in, a.pos[1]), err);
    r = complexQuot(r, base, err);
  }
  return checked(in, r, err);
}

// atan2 that underflows to zero sets errno in C's libm, and CPython's phase
// reports that as a range error.
Value phase(Interp& in, const Value&, CallArgs& a) {
  const Complex z = onlyArg(in, a, "phase");
  const double phi = std::atan2(z.im, z.re);
  if (phi == 0.0 && z.im != 0.0 && std::isfinite(z.re)) in.raise(in.types.OverflowError, "math range error");
  return Value::real(phi);
}

Value polar(Interp& in, const Value&, CallArgs& a) {
  const Complex z = onlyArg(in, a, "polar");
  ComplexError err;
  const double r = complexAbs(z, err);
  if (err == ComplexError::Range) in.raise(in.types.OverflowError, "math range error");
  return in.newTuple({Value::real(r), Value::real(std::atan2(z.im, z.re))});
}

Value rect(Interp& in, const Value&, CallArgs& a) {
  exactly(in, a, "rect", 2, "cmath");
  const double r = toDouble(in, a.pos[0]), phi = toDouble(in, a.pos[1]);
  ComplexError err;
  const Complex z = cmath::rect(r, phi, err);
  return checked(in, z, err);
}

// isclose(a, b, *, rel_tol=1e-09, abs_tol=0.0): the weak test, |a-b| within
// either tolerance relative to |a| or |b|, or within abs_tol.
Value complexIsclose(Interp& in, const Value&, CallArgs& a) {
  if (a.npos > 2)
    in.raise(in.types.TypeError,
             "isclose() takes exactly 2 positional arguments (" + std::to_string(a.npos) + " given)");
  checkKeywords(in, a, "isclose", {"a", "b", "rel_tol", "abs_tol"});
  auto args = parseArgs(in, a, "isclose", {"a", "b", "rel_tol", "abs_tol"}, 2);
  const Complex x = complexArg(in, args[0]), y = complexArg(in, args[1]);
  const double rel = args[2].isNull() ? 1e-09 : toDouble(in, args[2]),
               abs = args[3].isNull() ? 0.0 : toDouble(in, args[3]);
  if (rel < 0.0 || abs < 0.0) in.raise(in.types.ValueError, "tolerances must be non-negative");
  if (x.re == y.re && x.im == y.im) return Value::boolean(true);  // two infinities of one sign
  if (std::isinf(x.re) || std::isinf(x.im) || std::isinf(y.re) || std::isinf(y.im)) return Value::boolean(false);
  ComplexError err;
  const double diff = complexAbs(complexDiff(x, y), err);
  return Value::boolean(diff <= rel * complexAbs(y, err) || diff <= rel * complexAbs(x, err) || diff <= abs);
}

void defConstants(Interp& in, const Value& m) {
  setModuleAttr(in, m, "pi", Value::real(M_PI));
  setModuleAttr(in, m, "e", Value::real(M_E));
  setModuleAttr(in, m, "tau", Value::real(2 * M_PI));
  setModuleAttr(in, m, "inf", Value::real(INFINITY));
  setModuleAttr(in, m, "infj", newComplex(in, {0.0, INFINITY}));
  setModuleAttr(in, m, "nan", Value::real(std::fabs(NAN)));
  setModuleAttr(in, m, "nanj", newComplex(in, {0.0, std::fabs(NAN)}));
}

}  // namespace

Value makeCmathModule(Interp& in) {
  Value m = in.newModule("cmath");
  defConstants(in, m);
  const std::pair<const char*, ComplexFn> functions[] = {
      {"sqrt", cmath::sqrt},   {"exp", cmath::exp},     {"log10", cmath::log10}, {"sin", cmath::sin},
      {"cos", cmath::cos},     {"tan", cmath::tan},     {"asin", cmath::asin},   {"acos", cmath::acos},
      {"atan", cmath::atan},   {"sinh", cmath::sinh},   {"cosh", cmath::cosh},   {"tanh", cmath::tanh},
      {"asinh", cmath::asinh}, {"acosh", cmath::acosh}, {"atanh", cmath::atanh}};
  for (const auto& [name, f] : functions) defComplexFunction(in, m, name, f);
  defPredicate(in, m, "isfinite", [](Complex z) { return std::isfinite(z.re) && std::isfinite(z.im); });
  defPredicate(in, m, "isinf", [](Complex z) { return std::isinf(z.re) || std::isinf(z.im); });
  defPredicate(in, m, "isnan", [](Complex z) { return std::isnan(z.re) || std::isnan(z.im); });
  defFunction(in, m, "phase", phase);
  defFunction(in, m, "log", logFunction);
  defFunction(in, m, "polar", polar);
  defFunction(in, m, "rect", rect);
  defFunction(in, m, "isclose", complexIsclose);
  return m;
}

}  // namespace tl::lang
