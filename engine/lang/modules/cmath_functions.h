// The functions of the cmath module on complex numbers, as CPython's
// Modules/cmathmodule.c computes them: C99 Annex G results, the special-value
// tables for infinite and NaN parts, and the same formulas for finite ones.
// Each sets `err` as CPython's versions set errno (Domain: ValueError "math
// domain error"; Range: OverflowError "math range error").
#pragma once
#include <cfloat>

#include "lang/eval/complex_arith.h"

namespace tl::lang::cmath {

Complex sqrt(Complex z, ComplexError& err);
Complex exp(Complex z, ComplexError& err);
Complex log(Complex z, ComplexError& err);
Complex log10(Complex z, ComplexError& err);
Complex cos(Complex z, ComplexError& err);
Complex sin(Complex z, ComplexError& err);
Complex tan(Complex z, ComplexError& err);
Complex cosh(Complex z, ComplexError& err);
Complex sinh(Complex z, ComplexError& err);
Complex tanh(Complex z, ComplexError& err);
Complex acos(Complex z, ComplexError& err);
Complex asin(Complex z, ComplexError& err);
Complex atan(Complex z, ComplexError& err);
Complex acosh(Complex z, ComplexError& err);
Complex asinh(Complex z, ComplexError& err);
Complex atanh(Complex z, ComplexError& err);
// rect(r, phi): r * (cos(phi) + i sin(phi)) in the spirit of C99 for special values.
Complex rect(double r, double phi, ComplexError& err);

// ---- shared by the cmath_*.cc files ----
// CPython's CM_LARGE_DOUBLE: beyond it, formulas are rescaled to avoid overflow.
inline constexpr double kLargeDouble = DBL_MAX / 4.;
inline constexpr double kLn2 = 0.6931471805599453094;
enum class SpecialValues { Acos, Acosh, Asinh, Atanh, Cosh, Exp, Log, Sinh, Sqrt, Tanh, Rect };
// The table's entry for parts of which at least one is infinite or NaN
// (cmath_special_values.cc).
Complex specialValue(SpecialValues table, double re, double im);
bool isSpecial(Complex z);  // a part is infinite or NaN
// -i f(iz): sin from sinh, tan from tanh, asin from asinh, atan from atanh.
inline Complex throughImaginary(Complex (*f)(Complex, ComplexError&), Complex z, ComplexError& err) {
  const Complex s = f({-z.im, z.re}, err);
  return {s.im, -s.re};
}

}  // namespace tl::lang::cmath
