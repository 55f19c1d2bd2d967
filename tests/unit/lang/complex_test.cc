// complex arithmetic and cmath's functions against identities they must
// keep: powers by multiplication against polar form, quotients against
// products, inverses against the functions. (Their exact digits and special
// values are pinned against CPython by tests/programs/complex/.)
#include <doctest/doctest.h>

#include <cmath>
#include <vector>

#include "lang/eval/complex_arith.h"
#include "lang/modules/cmath_functions.h"

using tl::lang::Complex;
using tl::lang::ComplexError;
namespace cm = tl::lang::cmath;

namespace {

using Fn = Complex (*)(Complex, ComplexError&);

std::vector<Complex> finitePoints() {
  std::vector<Complex> out;
  for (double re : {-3.5, -1.0, -0.25, 0.0, 0.5, 1.0, 2.75})
    for (double im : {-2.0, -0.5, 0.0, 0.75, 3.0}) out.push_back({re, im});
  return out;
}

double distance(Complex a, Complex b) { return std::hypot(a.re - b.re, a.im - b.im); }

}  // namespace

TEST_CASE("integer powers by multiplication agree with polar form") {
  for (Complex z : finitePoints()) {
    if (z.re == 0 && z.im == 0) continue;
    for (int n : {-7, -2, -1, 1, 2, 3, 10}) {
      ComplexError e1, e2;
      const Complex byProducts = tl::lang::complexPow(z, {double(n), 0}, e1);
      const Complex polar = tl::lang::complexPow(z, {n + 1e-300, 1e-300}, e2);  // not an integer: polar form
      CHECK(distance(byProducts, polar) <= 1e-12 * std::hypot(polar.re, polar.im) + 1e-300);
    }
  }
}

TEST_CASE("a / b * b is a, and division by zero is a domain error") {
  for (Complex a : finitePoints())
    for (Complex b : finitePoints()) {
      ComplexError err = ComplexError::None;
      const Complex q = tl::lang::complexQuot(a, b, err);
      if (b.re == 0 && b.im == 0) {
        CHECK(err == ComplexError::Domain);
        continue;
      }
      CHECK(distance(tl::lang::complexProd(q, b), a) <= 1e-14 * (1 + std::hypot(a.re, a.im)));
    }
}

TEST_CASE("each inverse undoes its function") {
  const std::pair<Fn, Fn> pairs[] = {{cm::exp, cm::log},   {cm::sin, cm::asin},   {cm::cos, cm::acos},
                                     {cm::tan, cm::atan},  {cm::sinh, cm::asinh}, {cm::cosh, cm::acosh},
                                     {cm::tanh, cm::atanh}};
  for (auto [f, inverse] : pairs)
    for (Complex z : finitePoints()) {
      ComplexError err = ComplexError::None;
      const Complex w = inverse(z, err);
      if (err != ComplexError::None) continue;  // a pole (atanh(1), log(0))
      CHECK(distance(f(w, err), z) <= 1e-13 * (1 + std::hypot(z.re, z.im)));
    }
  for (Complex z : finitePoints()) {
    ComplexError err;
    const Complex r = cm::sqrt(z, err);
    CHECK(distance(tl::lang::complexProd(r, r), z) <= 1e-14 * (1 + std::hypot(z.re, z.im)));
    CHECK(r.re >= 0);
  }
}
