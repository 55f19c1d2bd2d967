// Vec4 exp / tanh / sigmoid / log: Cephes-style polynomials (float), max relative error
// a few ulp over the normal range; tests check them against std:: at < 2e-6.
#pragma once
#include "kernels/simd.h"

namespace tl::kernels::simd {

TL_INLINE Vec4 poly(Vec4 x, Vec4 acc, float c) { return add(mul(acc, x), splat(c)); }

TL_INLINE Vec4 exp(Vec4 x) {
  // Clamp so that 2^n below stays representable as two normal factors; beyond
  // these bounds expf is inf / 0 anyway.
  x = max(min(x, splat(88.8f)), splat(-104.f));
  Vec4 n = nearest(mul(x, splat(1.44269504088896341f)));
  // x - n*ln2 in two parts (Cody-Waite) keeps r exact enough.
  Vec4 r = sub(sub(x, mul(n, splat(0.693359375f))), mul(n, splat(-2.12194440e-4f)));
  Vec4 p = splat(1.9875691500e-4f);
  p = poly(r, p, 1.3981999507e-3f);
  p = poly(r, p, 8.3334519073e-3f);
  p = poly(r, p, 4.1665795894e-2f);
  p = poly(r, p, 1.6666665459e-1f);
  p = poly(r, p, 5.0000001201e-1f);
  p = add(add(mul(mul(p, r), r), r), splat(1.f));
  // 2^n as 2^n1 * 2^n2 so that results down to the denormals come out right.
  Vec4 n1 = floor(mul(n, splat(0.5f)));
  Vec4 n2 = sub(n, n1);
  return mul(mul(p, pow2(n1)), pow2(n2));
}

TL_INLINE Vec4 tanh(Vec4 x) {
  Vec4 ax = abs(x);
  // Small |x|: odd polynomial (no cancellation near 0).
  Vec4 s = mul(x, x);
  Vec4 p = splat(-5.70498872745e-3f);
  p = poly(s, p, 2.06390887954e-2f);
  p = poly(s, p, -5.37397155531e-2f);
  p = poly(s, p, 1.33314422036e-1f);
  p = poly(s, p, -3.33332819422e-1f);
  Vec4 small = add(mul(mul(p, s), x), x);
  // Large |x|: 1 - 2 / (exp(2|x|) + 1), with the sign of x.
  Vec4 t = sub(splat(1.f), div(splat(2.f), add(exp(add(ax, ax)), splat(1.f))));
  Vec4 large = select(lessThan(x, splat(0.f)), neg(t), t);
  return select(lessThan(ax, splat(0.625f)), small, large);
}

TL_INLINE Vec4 sigmoid(Vec4 x) {
  Vec4 e = exp(neg(abs(x)));
  Vec4 s = div(splat(1.f), add(splat(1.f), e));
  return select(lessThan(x, splat(0.f)), mul(e, s), s);
}

// Cephes logf: x = m * 2^e with m in [sqrt(1/2), sqrt(2)), log(x) = log1p(m - 1) + e ln2,
// m - 1 exact, so the result keeps its relative accuracy near x = 1.
TL_INLINE Vec4 log(Vec4 x) {
  // Denormals: scale into the normal range first.
  Vec4 tiny = lessThan(x, splat(1.17549435e-38f));
  Vec4 scaled = select(tiny, mul(x, splat(8388608.f)), x);
  Vec4 m = frexpMantissa(scaled);
  Vec4 e = sub(frexpExponent(scaled), select(tiny, splat(23.f), splat(0.f)));
  Vec4 low = lessThan(m, splat(0.707106781186547524f));
  e = sub(e, select(low, splat(1.f), splat(0.f)));
  m = sub(add(m, select(low, m, splat(0.f))), splat(1.f));
  Vec4 z = mul(m, m);
  Vec4 p = splat(7.0376836292e-2f);
  p = poly(m, p, -1.1514610310e-1f);
  p = poly(m, p, 1.1676998740e-1f);
  p = poly(m, p, -1.2420140846e-1f);
  p = poly(m, p, 1.4249322787e-1f);
  p = poly(m, p, -1.6668057665e-1f);
  p = poly(m, p, 2.0000714765e-1f);
  p = poly(m, p, -2.4999993993e-1f);
  p = poly(m, p, 3.3333331174e-1f);
  Vec4 y = add(mul(mul(p, m), z), mul(e, splat(-2.12194440e-4f)));
  y = sub(y, mul(z, splat(0.5f)));
  Vec4 r = add(add(m, y), mul(e, splat(0.693359375f)));
  // log(0) = -inf, log(inf) = inf, log(x < 0) = NaN, NaN stays NaN.
  const float inf = __builtin_inff();
  r = select(greaterThan(x, splat(0.f)), r, splat(-inf));
  r = select(lessThan(x, splat(0.f)), splat(__builtin_nanf("")), r);
  r = select(greaterThan(x, splat(3.40282347e38f)), x, r);
  return select(isNan(x), x, r);
}

}  // namespace tl::kernels::simd
