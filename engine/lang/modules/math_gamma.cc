// Lanczos' approximation of the gamma function with the coefficients and the
// error-correcting steps CPython uses (Modules/mathmodule.c), because libm's
// tgamma and lgamma differ from CPython in the last bit.
#include "lang/modules/math_gamma.h"

#include <cmath>

namespace tl::lang {

namespace {

constexpr int kTerms = 13;
constexpr double kG = 6.024680040776729583740234375;
constexpr double kGMinusHalf = 5.524680040776729583740234375;
constexpr double kLogPi = 1.144729885849400174143427351353058711647;
constexpr double kNumerator[kTerms] = {
    23531376880.410759688572007674451636754734846804940, 42919803642.649098768957899047001988850926355848959,
    35711959237.355668049440185451547166705960488635843, 17921034426.037209699919755754458931112671403265390,
    6039542586.3520280050642916443072979210699388420708, 1439720407.3117216736632230727949123939715485786772,
    248874557.86205415651146038641322942321632125127801, 31426415.585400194380614231628318205362874684987640,
    2876370.6289353724412254090516208496135991145378768, 186056.26539522349504029498971604569928220784236328,
    8071.6720023658162106380029022722506138218516325024, 210.82427775157934587250973392071336271166969580291,
    2.5066282746310002701649081771338373386264310793408};
// x * (x + 1) * ... * (x + 11), as polynomial coefficients.
constexpr double kDenominator[kTerms] = {0.0,        39916800.0, 120543840.0, 150917976.0, 105258076.0,
                                         45995730.0, 13339535.0, 2637558.0,   357423.0,    32670.0,
                                         1925.0,     66.0,       1.0};

// The rational sum L_g(x) for x > 0; in 1/x for larger x so that it cannot overflow.
double lanczosSum(double x) {
  double num = 0.0, den = 0.0;
  if (x < 5.0) {
    for (int i = kTerms; --i >= 0;) {
      num = num * x + kNumerator[i];
      den = den * x + kDenominator[i];
    }
  } else {
    for (int i = 0; i < kTerms; ++i) {
      num = num / x + kNumerator[i];
      den = den / x + kDenominator[i];
    }
  }
  return num / den;
}

// sin(pi * x), exact at the multiples of 1/2.
double sinPi(double x) {
  const double y = std::fmod(std::fabs(x), 2.0);
  const int n = static_cast<int>(std::round(2.0 * y));
  double r = 0;
  switch (n) {
    case 0: r = std::sin(M_PI * y); break;
    case 1: r = std::cos(M_PI * (y - 0.5)); break;
    case 2: r = std::sin(M_PI * (1.0 - y)); break;  // not -sin(pi*(y-1)): that gives -0.0 at y == 1
    case 3: r = -std::cos(M_PI * (y - 1.5)); break;
    default: r = std::sin(M_PI * (y - 2.0)); break;
  }
  return std::copysign(1.0, x) * r;
}

}  // namespace

double lanczosGamma(double x) {
  if (x == std::floor(x) && x >= 1 && x <= 23) {  // exact factorials
    double f = 1;
    for (int i = 2; i < static_cast<int>(x); ++i) f *= i;
    return f;
  }
  const double absx = std::fabs(x);
  if (absx < 1e-20) return 1.0 / x;
  if (absx > 200.0) return x < 0.0 ? 0.0 / sinPi(x) : HUGE_VAL;
  const double y = absx + kGMinusHalf;
  // The rounding error of y, to correct the result with.
  double z = absx > kGMinusHalf ? (y - absx) - kGMinusHalf : (y - kGMinusHalf) - absx;
  z = z * kG / y;
  double r;
  if (x < 0.0) {
    r = -M_PI / sinPi(absx) / absx * std::exp(y) / lanczosSum(absx);
    r -= z * r;
    if (absx < 140.0) {
      r /= std::pow(y, absx - 0.5);
    } else {
      const double root = std::pow(y, absx / 2.0 - 0.25);
      r /= root;
      r /= root;
    }
  } else {
    r = lanczosSum(absx) / std::exp(y);
    r += z * r;
    if (absx < 140.0) {
      r *= std::pow(y, absx - 0.5);
    } else {
      const double root = std::pow(y, absx / 2.0 - 0.25);
      r *= root;
      r *= root;
    }
  }
  return r;
}

double lanczosLogGamma(double x) {
  if (x == std::floor(x) && x <= 2.0) return 0.0;  // lgamma(1) == lgamma(2) == 0 (poles are the caller's)
  const double absx = std::fabs(x);
  if (absx < 1e-20) return -std::log(absx);
  double r = std::log(lanczosSum(absx)) - kG;
  r += (absx - 0.5) * (std::log(absx + kG - 0.5) - 1);
  if (x < 0.0) r = kLogPi - std::log(std::fabs(sinPi(absx))) - std::log(absx) - r;  // reflection
  return r;
}

}  // namespace tl::lang
