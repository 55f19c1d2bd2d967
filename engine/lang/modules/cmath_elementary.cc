// cmath's sqrt, exp, log, log10, the trigonometric and hyperbolic functions
// and rect: CPython's algorithms, which rescale to avoid spurious overflow
// and underflow and take infinite or NaN parts from the special-value tables.
#include <cfloat>
#include <cmath>

#include "lang/modules/cmath_functions.h"

namespace tl::lang::cmath {

namespace {

const double kLogLargeDouble = std::log(kLargeDouble);
constexpr int kScaleUp = 2 * (DBL_MANT_DIG / 2) + 1;  // turns a subnormal into a normal
constexpr int kScaleDown = -(kScaleUp + 1) / 2;
constexpr double kLn10 = 2.302585092994045684;
constexpr double kE = 2.718281828459045235360287;

ComplexError overflowIfInfinite(Complex r) {
  return std::isinf(r.re) || std::isinf(r.im) ? ComplexError::Range : ComplexError::None;
}

// f(z) where f(x + iy) for infinite x and finite nonzero y is x's sign times
// infinity with the signs of cos y and sin y (exp, cosh and sinh).
Complex infiniteRealPart(Complex z, double reSign, double imSign) {
  return {reSign * std::copysign(INFINITY, std::cos(z.im)), imSign * std::copysign(INFINITY, std::sin(z.im))};
}

bool infiniteRealFiniteImag(Complex z) { return std::isinf(z.re) && std::isfinite(z.im) && z.im != 0.; }

}  // namespace

Complex sqrt(Complex z, ComplexError& err) {
  err = ComplexError::None;
  if (isSpecial(z)) return specialValue(SpecialValues::Sqrt, z.re, z.im);
  if (z.re == 0. && z.im == 0.) return {0., z.im};
  double ax = std::fabs(z.re), ay = std::fabs(z.im), s;
  if (ax < DBL_MIN && ay < DBL_MIN) {  // hypot(ax, ay) would be subnormal
    ax = std::ldexp(ax, kScaleUp);
    s = std::ldexp(std::sqrt(ax + std::hypot(ax, std::ldexp(ay, kScaleUp))), kScaleDown);
  } else {
    ax /= 8.;
    s = 2. * std::sqrt(ax + std::hypot(ax, ay / 8.));
  }
  const double d = ay / (2. * s);
  if (z.re >= 0.) return {s, std::copysign(d, z.im)};
  return {d, std::copysign(s, z.im)};
}

Complex exp(Complex z, ComplexError& err) {
  if (isSpecial(z)) {
    const bool domain = std::isinf(z.im) && (std::isfinite(z.re) || (std::isinf(z.re) && z.re > 0));
    err = domain ? ComplexError::Domain : ComplexError::None;
    if (!infiniteRealFiniteImag(z)) return specialValue(SpecialValues::Exp, z.re, z.im);
    if (z.re > 0) return infiniteRealPart(z, 1., 1.);
    return {std::copysign(0., std::cos(z.im)), std::copysign(0., std::sin(z.im))};
  }
  Complex r;
  if (z.re > kLogLargeDouble) {
    const double l = std::exp(z.re - 1.);
    r = {l * std::cos(z.im) * kE, l * std::sin(z.im) * kE};
  } else {
    const double l = std::exp(z.re);
    r = {l * std::cos(z.im), l * std::sin(z.im)};
  }
  err = overflowIfInfinite(r);
  return r;
}

// log|z| rescaled where |z| is subnormal or beyond DBL_MAX, and through log1p
// where |z| is near 1 (CPython's c_log).
Complex log(Complex z, ComplexError& err) {
  err = ComplexError::None;
  if (isSpecial(z)) return specialValue(SpecialValues::Log, z.re, z.im);
  const double ax = std::fabs(z.re), ay = std::fabs(z.im);
  double re;
  if (ax > kLargeDouble || ay > kLargeDouble) {
    re = std::log(std::hypot(ax / 2., ay / 2.)) + kLn2;
  } else if (ax < DBL_MIN && ay < DBL_MIN) {
    if (ax == 0. && ay == 0.) {
      err = ComplexError::Domain;
      return {-INFINITY, std::atan2(z.im, z.re)};
    }
    re = std::log(std::hypot(std::ldexp(ax, DBL_MANT_DIG), std::ldexp(ay, DBL_MANT_DIG))) - DBL_MANT_DIG * kLn2;
  } else {
    const double h = std::hypot(ax, ay);
    if (0.71 <= h && h <= 1.73) {
      const double am = ax > ay ? ax : ay, an = ax > ay ? ay : ax;
      re = std::log1p((am - 1) * (am + 1) + an * an) / 2.;
    } else {
      re = std::log(h);
    }
  }
  return {re, std::atan2(z.im, z.re)};
}

Complex log10(Complex z, ComplexError& err) {
  const Complex r = log(z, err);
  return {r.re / kLn10, r.im / kLn10};
}

namespace {

// cos(y) f(x) + i sin(y) g(x), for cosh (f, g = cosh, sinh) and sinh (sinh,
// cosh), with x moved one towards 0 and e multiplied back where f(x) alone
// would overflow though the result need not.
Complex finiteHyperbolic(Complex z, double (*f)(double), double (*g)(double), ComplexError& err) {
  Complex r;
  if (std::fabs(z.re) > kLogLargeDouble) {
    const double xMinusOne = z.re - std::copysign(1., z.re);
    r = {std::cos(z.im) * f(xMinusOne) * kE, std::sin(z.im) * g(xMinusOne) * kE};
  } else {
    r = {std::cos(z.im) * f(z.re), std::sin(z.im) * g(z.re)};
  }
  err = overflowIfInfinite(r);
  return r;
}

}  // namespace

Complex cosh(Complex z, ComplexError& err) {
  if (!isSpecial(z)) return finiteHyperbolic(z, std::cosh, std::sinh, err);
  err = std::isinf(z.im) && !std::isnan(z.re) ? ComplexError::Domain : ComplexError::None;
  if (infiniteRealFiniteImag(z)) return infiniteRealPart(z, 1., z.re > 0 ? 1. : -1.);
  return specialValue(SpecialValues::Cosh, z.re, z.im);
}

Complex sinh(Complex z, ComplexError& err) {
  if (!isSpecial(z)) return finiteHyperbolic(z, std::sinh, std::cosh, err);
  err = std::isinf(z.im) && !std::isnan(z.re) ? ComplexError::Domain : ComplexError::None;
  if (infiniteRealFiniteImag(z)) return infiniteRealPart(z, z.re > 0 ? 1. : -1., 1.);
  return specialValue(SpecialValues::Sinh, z.re, z.im);
}

// tanh(x+iy) = (tanh(x)(1+tan(y)^2) + i tan(y)(1-tanh(x)^2)) / (1+tan(y)^2 tanh(x)^2),
// with 1-tanh(x)^2 as 1/cosh(x)^2, or 4 exp(-2|x|) for large x.
Complex tanh(Complex z, ComplexError& err) {
  if (isSpecial(z)) {
    err = std::isinf(z.im) && std::isfinite(z.re) ? ComplexError::Domain : ComplexError::None;
    if (infiniteRealFiniteImag(z))
      return {z.re > 0 ? 1.0 : -1.0, std::copysign(0., 2. * std::sin(z.im) * std::cos(z.im))};
    return specialValue(SpecialValues::Tanh, z.re, z.im);
  }
  err = ComplexError::None;
  if (std::fabs(z.re) > kLogLargeDouble)
    return {std::copysign(1., z.re), 4. * std::sin(z.im) * std::cos(z.im) * std::exp(-2. * std::fabs(z.re))};
  const double tx = std::tanh(z.re), ty = std::tan(z.im), cx = 1. / std::cosh(z.re);
  const double txty = tx * ty, denom = 1. + txty * txty;
  return {tx * (1. + ty * ty) / denom, ((ty / denom) * cx) * cx};
}

// cos(z) = cosh(iz); sin(z) = -i sinh(iz); tan(z) = -i tanh(iz).
Complex cos(Complex z, ComplexError& err) { return cosh({-z.im, z.re}, err); }

Complex sin(Complex z, ComplexError& err) { return throughImaginary(sinh, z, err); }
Complex tan(Complex z, ComplexError& err) { return throughImaginary(tanh, z, err); }

Complex rect(double r, double phi, ComplexError& err) {
  err = ComplexError::None;
  if (!std::isfinite(r) || !std::isfinite(phi)) {
    Complex z;
    if (std::isinf(r) && std::isfinite(phi) && phi != 0.) {
      const double sign = r > 0 ? 1. : -1.;
      z = {sign * std::copysign(INFINITY, std::cos(phi)), sign * std::copysign(INFINITY, std::sin(phi))};
    } else {
      z = specialValue(SpecialValues::Rect, r, phi);
    }
    if (r != 0. && !std::isnan(r) && std::isinf(phi)) err = ComplexError::Domain;
    return z;
  }
  if (phi == 0.0) return {r, r * phi};  // CPython's workaround for a sign error in some libms
  return {r * std::cos(phi), r * std::sin(phi)};
}

}  // namespace tl::lang::cmath
