// cmath's special-value tables (C99 Annex G): the result for each kind of
// real part (rows) and imaginary part (columns) when either is infinite or
// NaN. Entries for two finite nonzero parts are never read (kUnused).
#include <cmath>
#include <iterator>
#include <limits>

#include "lang/modules/cmath_functions.h"

namespace tl::lang::cmath {

namespace {

constexpr double P = 3.141592653589793238462643383279502884;
constexpr double P14 = 0.25 * P, P12 = 0.5 * P, P34 = 0.75 * P;
constexpr double INF = std::numeric_limits<double>::infinity();
constexpr double N = std::numeric_limits<double>::quiet_NaN();
constexpr double U = -9.5426319407711027e33;  // kUnused
constexpr Complex kUnused{U, U};

// Rows and columns in this order: -inf, negative, -0, +0, positive, +inf, nan.
using Table = Complex[7][7];

constexpr Table kAcos = {{{P34, INF}, {P, INF}, {P, INF}, {P, -INF}, {P, -INF}, {P34, -INF}, {N, INF}},
                         {{P12, INF}, kUnused, kUnused, kUnused, kUnused, {P12, -INF}, {N, N}},
                         {{P12, INF}, kUnused, {P12, 0.}, {P12, -0.}, kUnused, {P12, -INF}, {P12, N}},
                         {{P12, INF}, kUnused, {P12, 0.}, {P12, -0.}, kUnused, {P12, -INF}, {P12, N}},
                         {{P12, INF}, kUnused, kUnused, kUnused, kUnused, {P12, -INF}, {N, N}},
                         {{P14, INF}, {0., INF}, {0., INF}, {0., -INF}, {0., -INF}, {P14, -INF}, {N, INF}},
                         {{N, INF}, {N, N}, {N, N}, {N, N}, {N, N}, {N, -INF}, {N, N}}};

constexpr Table kAcosh = {{{INF, -P34}, {INF, -P}, {INF, -P}, {INF, P}, {INF, P}, {INF, P34}, {INF, N}},
                          {{INF, -P12}, kUnused, kUnused, kUnused, kUnused, {INF, P12}, {N, N}},
                          {{INF, -P12}, kUnused, {0., -P12}, {0., P12}, kUnused, {INF, P12}, {N, N}},
                          {{INF, -P12}, kUnused, {0., -P12}, {0., P12}, kUnused, {INF, P12}, {N, N}},
                          {{INF, -P12}, kUnused, kUnused, kUnused, kUnused, {INF, P12}, {N, N}},
                          {{INF, -P14}, {INF, -0.}, {INF, -0.}, {INF, 0.}, {INF, 0.}, {INF, P14}, {INF, N}},
                          {{INF, N}, {N, N}, {N, N}, {N, N}, {N, N}, {INF, N}, {N, N}}};

constexpr Table kAsinh = {{{-INF, -P14}, {-INF, -0.}, {-INF, -0.}, {-INF, 0.}, {-INF, 0.}, {-INF, P14}, {-INF, N}},
                          {{-INF, -P12}, kUnused, kUnused, kUnused, kUnused, {-INF, P12}, {N, N}},
                          {{-INF, -P12}, kUnused, {-0., -0.}, {-0., 0.}, kUnused, {-INF, P12}, {N, N}},
                          {{INF, -P12}, kUnused, {0., -0.}, {0., 0.}, kUnused, {INF, P12}, {N, N}},
                          {{INF, -P12}, kUnused, kUnused, kUnused, kUnused, {INF, P12}, {N, N}},
                          {{INF, -P14}, {INF, -0.}, {INF, -0.}, {INF, 0.}, {INF, 0.}, {INF, P14}, {INF, N}},
                          {{INF, N}, {N, N}, {N, -0.}, {N, 0.}, {N, N}, {INF, N}, {N, N}}};

constexpr Table kAtanh = {{{-0., -P12}, {-0., -P12}, {-0., -P12}, {-0., P12}, {-0., P12}, {-0., P12}, {-0., N}},
                          {{-0., -P12}, kUnused, kUnused, kUnused, kUnused, {-0., P12}, {N, N}},
                          {{-0., -P12}, kUnused, {-0., -0.}, {-0., 0.}, kUnused, {-0., P12}, {-0., N}},
                          {{0., -P12}, kUnused, {0., -0.}, {0., 0.}, kUnused, {0., P12}, {0., N}},
                          {{0., -P12}, kUnused, kUnused, kUnused, kUnused, {0., P12}, {N, N}},
                          {{0., -P12}, {0., -P12}, {0., -P12}, {0., P12}, {0., P12}, {0., P12}, {0., N}},
                          {{0., -P12}, {N, N}, {N, N}, {N, N}, {N, N}, {0., P12}, {N, N}}};

constexpr Table kCosh = {{{INF, N}, kUnused, {INF, 0.}, {INF, -0.}, kUnused, {INF, N}, {INF, N}},
                         {{N, N}, kUnused, kUnused, kUnused, kUnused, {N, N}, {N, N}},
                         {{N, 0.}, kUnused, {1., 0.}, {1., -0.}, kUnused, {N, 0.}, {N, 0.}},
                         {{N, 0.}, kUnused, {1., -0.}, {1., 0.}, kUnused, {N, 0.}, {N, 0.}},
                         {{N, N}, kUnused, kUnused, kUnused, kUnused, {N, N}, {N, N}},
                         {{INF, N}, kUnused, {INF, -0.}, {INF, 0.}, kUnused, {INF, N}, {INF, N}},
                         {{N, N}, {N, N}, {N, 0.}, {N, 0.}, {N, N}, {N, N}, {N, N}}};

constexpr Table kExp = {{{0., 0.}, kUnused, {0., -0.}, {0., 0.}, kUnused, {0., 0.}, {0., 0.}},
                        {{N, N}, kUnused, kUnused, kUnused, kUnused, {N, N}, {N, N}},
                        {{N, N}, kUnused, {1., -0.}, {1., 0.}, kUnused, {N, N}, {N, N}},
                        {{N, N}, kUnused, {1., -0.}, {1., 0.}, kUnused, {N, N}, {N, N}},
                        {{N, N}, kUnused, kUnused, kUnused, kUnused, {N, N}, {N, N}},
                        {{INF, N}, kUnused, {INF, -0.}, {INF, 0.}, kUnused, {INF, N}, {INF, N}},
                        {{N, N}, {N, N}, {N, -0.}, {N, 0.}, {N, N}, {N, N}, {N, N}}};

constexpr Table kLog = {{{INF, -P34}, {INF, -P}, {INF, -P}, {INF, P}, {INF, P}, {INF, P34}, {INF, N}},
                        {{INF, -P12}, kUnused, kUnused, kUnused, kUnused, {INF, P12}, {N, N}},
                        {{INF, -P12}, kUnused, {-INF, -P}, {-INF, P}, kUnused, {INF, P12}, {N, N}},
                        {{INF, -P12}, kUnused, {-INF, -0.}, {-INF, 0.}, kUnused, {INF, P12}, {N, N}},
                        {{INF, -P12}, kUnused, kUnused, kUnused, kUnused, {INF, P12}, {N, N}},
                        {{INF, -P14}, {INF, -0.}, {INF, -0.}, {INF, 0.}, {INF, 0.}, {INF, P14}, {INF, N}},
                        {{INF, N}, {N, N}, {N, N}, {N, N}, {N, N}, {INF, N}, {N, N}}};

constexpr Table kSinh = {{{INF, N}, kUnused, {-INF, -0.}, {-INF, 0.}, kUnused, {INF, N}, {INF, N}},
                         {{N, N}, kUnused, kUnused, kUnused, kUnused, {N, N}, {N, N}},
                         {{0., N}, kUnused, {-0., -0.}, {-0., 0.}, kUnused, {0., N}, {0., N}},
                         {{0., N}, kUnused, {0., -0.}, {0., 0.}, kUnused, {0., N}, {0., N}},
                         {{N, N}, kUnused, kUnused, kUnused, kUnused, {N, N}, {N, N}},
                         {{INF, N}, kUnused, {INF, -0.}, {INF, 0.}, kUnused, {INF, N}, {INF, N}},
                         {{N, N}, {N, N}, {N, -0.}, {N, 0.}, {N, N}, {N, N}, {N, N}}};

constexpr Table kSqrt = {{{INF, -INF}, {0., -INF}, {0., -INF}, {0., INF}, {0., INF}, {INF, INF}, {N, INF}},
                         {{INF, -INF}, kUnused, kUnused, kUnused, kUnused, {INF, INF}, {N, N}},
                         {{INF, -INF}, kUnused, {0., -0.}, {0., 0.}, kUnused, {INF, INF}, {N, N}},
                         {{INF, -INF}, kUnused, {0., -0.}, {0., 0.}, kUnused, {INF, INF}, {N, N}},
                         {{INF, -INF}, kUnused, kUnused, kUnused, kUnused, {INF, INF}, {N, N}},
                         {{INF, -INF}, {INF, -0.}, {INF, -0.}, {INF, 0.}, {INF, 0.}, {INF, INF}, {INF, N}},
                         {{INF, -INF}, {N, N}, {N, N}, {N, N}, {N, N}, {INF, INF}, {N, N}}};

constexpr Table kTanh = {{{-1., 0.}, kUnused, {-1., -0.}, {-1., 0.}, kUnused, {-1., 0.}, {-1., 0.}},
                         {{N, N}, kUnused, kUnused, kUnused, kUnused, {N, N}, {N, N}},
                         {{N, N}, kUnused, {-0., -0.}, {-0., 0.}, kUnused, {N, N}, {N, N}},
                         {{N, N}, kUnused, {0., -0.}, {0., 0.}, kUnused, {N, N}, {N, N}},
                         {{N, N}, kUnused, kUnused, kUnused, kUnused, {N, N}, {N, N}},
                         {{1., 0.}, kUnused, {1., -0.}, {1., 0.}, kUnused, {1., 0.}, {1., 0.}},
                         {{N, N}, {N, N}, {N, -0.}, {N, 0.}, {N, N}, {N, N}, {N, N}}};

constexpr Table kRect = {{{INF, N}, kUnused, {-INF, 0.}, {-INF, -0.}, kUnused, {INF, N}, {INF, N}},
                         {{N, N}, kUnused, kUnused, kUnused, kUnused, {N, N}, {N, N}},
                         {{0., 0.}, kUnused, {-0., 0.}, {-0., -0.}, kUnused, {0., 0.}, {0., 0.}},
                         {{0., 0.}, kUnused, {0., -0.}, {0., 0.}, kUnused, {0., 0.}, {0., 0.}},
                         {{N, N}, kUnused, kUnused, kUnused, kUnused, {N, N}, {N, N}},
                         {{INF, N}, kUnused, {INF, -0.}, {INF, 0.}, kUnused, {INF, N}, {INF, N}},
                         {{N, N}, {N, N}, {N, 0.}, {N, 0.}, {N, N}, {N, N}, {N, N}}};

// Indexed by SpecialValues.
constexpr const Table* kTables[] = {&kAcos, &kAcosh, &kAsinh, &kAtanh, &kCosh, &kExp,
                                    &kLog,  &kSinh,  &kSqrt,  &kTanh,  &kRect};
static_assert(std::size(kTables) == static_cast<size_t>(SpecialValues::Rect) + 1, "a table per SpecialValues");

// CPython's special_type: the row or column of a part.
int kindOf(double d) {
  if (std::isnan(d)) return 6;
  const bool positive = !std::signbit(d);
  if (std::isinf(d)) return positive ? 5 : 0;
  if (d == 0) return positive ? 3 : 2;
  return positive ? 4 : 1;
}

}  // namespace

Complex specialValue(SpecialValues table, double re, double im) {
  return (*kTables[static_cast<int>(table)])[kindOf(re)][kindOf(im)];
}

bool isSpecial(Complex z) { return !std::isfinite(z.re) || !std::isfinite(z.im); }

}  // namespace tl::lang::cmath
