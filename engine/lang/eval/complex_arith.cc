#include "lang/eval/complex_arith.h"

#include <cmath>

namespace tl::lang {

namespace {

// glibc's cos and sin of an infinity set errno to EDOM, which CPython then
// reports for a power (as "0.0 to a negative or complex power").
double checkedTrig(double (*f)(double), double x, ComplexError& err) {
  if (std::isinf(x)) err = ComplexError::Domain;
  return f(x);
}

// CPython's _Py_c_pow: through polar form.
Complex polarPow(Complex a, Complex b, ComplexError& err) {
  if (b.re == 0. && b.im == 0.) return {1., 0.};
  if (a.re == 0. && a.im == 0.) {
    if (b.im != 0. || b.re < 0.) err = ComplexError::Domain;
    return {0., 0.};
  }
  const double vabs = std::hypot(a.re, a.im), at = std::atan2(a.im, a.re);
  double len = std::pow(vabs, b.re), phase = at * b.re;
  if (b.im != 0.0) {
    len /= std::exp(at * b.im);
    phase += b.im * std::log(vabs);
  }
  return {len * checkedTrig(std::cos, phase, err), len * checkedTrig(std::sin, phase, err)};
}

// CPython's c_powu: square-and-multiply from the lowest bit.
Complex unsignedPow(Complex x, long n) {
  Complex r{1., 0.}, p = x;
  for (long mask = 1; mask > 0 && n >= mask; mask <<= 1) {
    if (n & mask) r = complexProd(r, p);
    p = complexProd(p, p);
  }
  return r;
}

Complex integerPow(Complex x, long n, ComplexError& err) {
  if (n > 0) return unsignedPow(x, n);
  return complexQuot({1., 0.}, unsignedPow(x, -n), err);
}

}  // namespace

Complex complexQuot(Complex a, Complex b, ComplexError& err) {
  const double absRe = b.re < 0 ? -b.re : b.re, absIm = b.im < 0 ? -b.im : b.im;
  if (absRe >= absIm) {
    if (absRe == 0.0) {
      err = ComplexError::Domain;
      return {0., 0.};
    }
    const double ratio = b.im / b.re, denom = b.re + b.im * ratio;
    return {(a.re + a.im * ratio) / denom, (a.im - a.re * ratio) / denom};
  }
  if (absIm >= absRe) {
    const double ratio = b.re / b.im, denom = b.re * ratio + b.im;
    return {(a.re * ratio + a.im) / denom, (a.im * ratio - a.re) / denom};
  }
  return {NAN, NAN};  // a part of b is NaN
}

Complex complexPow(Complex a, Complex b, ComplexError& err) {
  err = ComplexError::None;
  const bool smallInteger = b.im == 0.0 && b.re == std::floor(b.re) && std::fabs(b.re) <= 100.0;
  Complex p = smallInteger ? integerPow(a, static_cast<long>(b.re), err) : polarPow(a, b, err);
  if (err == ComplexError::None && (std::isinf(p.re) || std::isinf(p.im))) err = ComplexError::Range;
  return p;
}

double complexAbs(Complex z, ComplexError& err) {
  err = ComplexError::None;
  if (std::isinf(z.re)) return std::fabs(z.re);
  if (std::isinf(z.im)) return std::fabs(z.im);
  if (std::isnan(z.re) || std::isnan(z.im)) return NAN;
  const double r = std::hypot(z.re, z.im);
  if (!std::isfinite(r)) err = ComplexError::Range;
  return r;
}

}  // namespace tl::lang
