// cmath's inverse trigonometric and hyperbolic functions: CPython's
// algorithms (Kahan's, through square roots of 1 +/- z), with the large
// arguments handled apart so that nothing overflows on the way.
#include <cfloat>
#include <cmath>

#include "lang/modules/cmath_functions.h"

namespace tl::lang::cmath {

namespace {

const double kSqrtLargeDouble = std::sqrt(kLargeDouble);
const double kSqrtDblMin = std::sqrt(DBL_MIN);
constexpr double kPi = 3.141592653589793238462643383279502884;

bool isLarge(Complex z) { return std::fabs(z.re) > kLargeDouble || std::fabs(z.im) > kLargeDouble; }

// log|z| + log 4 without overflow, for |z| beyond kLargeDouble.
double logOfLarge(Complex z) { return std::log(std::hypot(z.re / 2., z.im / 2.)) + kLn2 * 2.; }

}  // namespace

Complex acos(Complex z, ComplexError& err) {
  err = ComplexError::None;
  if (isSpecial(z)) return specialValue(SpecialValues::Acos, z.re, z.im);
  if (isLarge(z)) return {std::atan2(std::fabs(z.im), z.re), -std::copysign(logOfLarge(z), z.im)};
  const Complex s1 = sqrt({1. - z.re, -z.im}, err), s2 = sqrt({1. + z.re, z.im}, err);
  return {2. * std::atan2(s1.re, s2.re), std::asinh(s2.re * s1.im - s2.im * s1.re)};
}

Complex acosh(Complex z, ComplexError& err) {
  err = ComplexError::None;
  if (isSpecial(z)) return specialValue(SpecialValues::Acosh, z.re, z.im);
  if (isLarge(z)) return {logOfLarge(z), std::atan2(z.im, z.re)};
  const Complex s1 = sqrt({z.re - 1., z.im}, err), s2 = sqrt({z.re + 1., z.im}, err);
  return {std::asinh(s1.re * s2.re + s1.im * s2.im), 2. * std::atan2(s1.im, s2.re)};
}

Complex asinh(Complex z, ComplexError& err) {
  err = ComplexError::None;
  if (isSpecial(z)) return specialValue(SpecialValues::Asinh, z.re, z.im);
  if (isLarge(z)) {
    const double re = z.im >= 0. ? std::copysign(logOfLarge(z), z.re) : -std::copysign(logOfLarge(z), -z.re);
    return {re, std::atan2(z.im, std::fabs(z.re))};
  }
  const Complex s1 = sqrt({1. + z.im, -z.re}, err), s2 = sqrt({1. - z.im, z.re}, err);
  return {std::asinh(s1.re * s2.im - s2.re * s1.im), std::atan2(z.im, s1.re * s2.re - s1.im * s2.im)};
}

Complex atanh(Complex z, ComplexError& err) {
  if (isSpecial(z)) {
    err = ComplexError::None;
    return specialValue(SpecialValues::Atanh, z.re, z.im);
  }
  if (z.re < 0.) return complexNeg(atanh(complexNeg(z), err));  // atanh(z) = -atanh(-z)
  const double ay = std::fabs(z.im);
  err = ComplexError::None;
  if (z.re > kSqrtLargeDouble || ay > kSqrtLargeDouble) {  // atanh(z) ~ 1/z +/- i*pi/2
    const double h = std::hypot(z.re / 2., z.im / 2.);
    return {z.re / 4. / h / h, std::copysign(kPi / 2., z.im)};
  }
  if (z.re == 1. && ay < kSqrtDblMin) {
    if (ay == 0.) {  // C99: atanh(1 +/- 0i) is inf +/- 0i
      err = ComplexError::Domain;
      return {INFINITY, z.im};
    }
    return {-std::log(std::sqrt(ay) / std::sqrt(std::hypot(ay, 2.))), std::copysign(std::atan2(2., -ay) / 2, z.im)};
  }
  return {std::log1p(4. * z.re / ((1 - z.re) * (1 - z.re) + ay * ay)) / 4.,
          -std::atan2(-2. * z.im, (1 - z.re) * (1 + z.re) - ay * ay) / 2.};
}

Complex asin(Complex z, ComplexError& err) { return throughImaginary(asinh, z, err); }
Complex atan(Complex z, ComplexError& err) { return throughImaginary(atanh, z, err); }

}  // namespace tl::lang::cmath
