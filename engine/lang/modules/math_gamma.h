// Gamma and log-gamma for finite arguments off the poles, computed as CPython's
// mathmodule.c computes them (Lanczos' approximation, g = 6.02468, N = 13), so
// math.gamma and math.lgamma agree with CPython to the last bit.
#pragma once

namespace tl::lang {

double lanczosGamma(double x);     // +-inf when the result overflows
double lanczosLogGamma(double x);  // log(abs(gamma(x)))

}  // namespace tl::lang
