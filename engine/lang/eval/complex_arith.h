// Complex arithmetic as CPython computes it (Objects/complexobject.c): the
// same formulas in the same order, so every result matches bit for bit.
// Where CPython signals through errno, these functions set a ComplexError
// the same way (each call that CPython lets set errno overwrites it).
#pragma once
#include <cstdint>

namespace tl::lang {

struct Complex {
  double re = 0, im = 0;
};

enum class ComplexError : uint8_t { None, Domain, Range };

inline Complex complexSum(Complex a, Complex b) { return {a.re + b.re, a.im + b.im}; }
inline Complex complexDiff(Complex a, Complex b) { return {a.re - b.re, a.im - b.im}; }
inline Complex complexProd(Complex a, Complex b) { return {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re}; }
inline Complex complexNeg(Complex a) { return {-a.re, -a.im}; }
// a / b by Smith's method; Domain (and 0) when b is zero.
Complex complexQuot(Complex a, Complex b, ComplexError& err);
// a ** b: repeated multiplication for an integer exponent up to 100 in size,
// else through polar form; Domain for 0 to a negative or complex power,
// Range when a part overflows.
Complex complexPow(Complex a, Complex b, ComplexError& err);
// |z|, an infinity when either part is one (C99); Range when it overflows.
double complexAbs(Complex z, ComplexError& err);

}  // namespace tl::lang
