// Vec4: four float lanes behind one small API, so each hot kernel is written once.
// Backends: wasm_simd128.h when __wasm_simd128__, SSE2 natively on x86, and a plain
// struct elsewhere (also what a WASM build without -msimd128 gets, which is how the
// v128 check is shown to fail). Internal to kernels/.
#pragma once
#include <cmath>
#include <cstdint>
#include <cstring>

#if defined(__wasm_simd128__)
#include <wasm_simd128.h>
#define TL_SIMD_WASM 1
#elif defined(__SSE2__)
#include <emmintrin.h>
#define TL_SIMD_SSE2 1
#endif

namespace tl::kernels::simd {

#define TL_INLINE inline __attribute__((always_inline))

#if TL_SIMD_WASM
using Vec4 = v128_t;
TL_INLINE Vec4 load(const float* p) { return wasm_v128_load(p); }
TL_INLINE void store(float* p, Vec4 v) { wasm_v128_store(p, v); }
TL_INLINE Vec4 splat(float x) { return wasm_f32x4_splat(x); }
TL_INLINE Vec4 loadSplat(const float* p) { return wasm_v128_load32_splat(p); }
TL_INLINE Vec4 add(Vec4 a, Vec4 b) { return wasm_f32x4_add(a, b); }
TL_INLINE Vec4 sub(Vec4 a, Vec4 b) { return wasm_f32x4_sub(a, b); }
TL_INLINE Vec4 mul(Vec4 a, Vec4 b) { return wasm_f32x4_mul(a, b); }
TL_INLINE Vec4 div(Vec4 a, Vec4 b) { return wasm_f32x4_div(a, b); }
// f32x4.max/min propagate NaN, matching the scalar reference.
TL_INLINE Vec4 max(Vec4 a, Vec4 b) { return wasm_f32x4_max(a, b); }
TL_INLINE Vec4 min(Vec4 a, Vec4 b) { return wasm_f32x4_min(a, b); }
TL_INLINE Vec4 sqrt(Vec4 a) { return wasm_f32x4_sqrt(a); }
TL_INLINE Vec4 floor(Vec4 a) { return wasm_f32x4_floor(a); }
TL_INLINE Vec4 nearest(Vec4 a) { return wasm_f32x4_nearest(a); }
TL_INLINE Vec4 abs(Vec4 a) { return wasm_f32x4_abs(a); }
TL_INLINE Vec4 neg(Vec4 a) { return wasm_f32x4_neg(a); }
TL_INLINE Vec4 lessThan(Vec4 a, Vec4 b) { return wasm_f32x4_lt(a, b); }
TL_INLINE Vec4 greaterThan(Vec4 a, Vec4 b) { return wasm_f32x4_gt(a, b); }
TL_INLINE Vec4 isNan(Vec4 a) { return wasm_f32x4_ne(a, a); }
// mask ? a : b, lane by lane (mask lanes all-ones or all-zeros).
TL_INLINE Vec4 select(Vec4 mask, Vec4 a, Vec4 b) { return wasm_v128_bitselect(a, b, mask); }
// frexp for positive normal lanes: x = mantissa * 2^exponent, mantissa in [0.5, 1).
TL_INLINE Vec4 frexpMantissa(Vec4 x) {
  const Vec4 keep = wasm_i32x4_splat(0x807fffff), half = wasm_i32x4_splat(0x3f000000);
  return wasm_v128_or(wasm_v128_and(x, keep), half);
}
TL_INLINE Vec4 frexpExponent(Vec4 x) {
  return wasm_f32x4_convert_i32x4(wasm_i32x4_sub(wasm_u32x4_shr(x, 23), wasm_i32x4_splat(126)));
}
// 2^n for integral-valued float lanes n in [-126, 127].
TL_INLINE Vec4 pow2(Vec4 n) {
  v128_t bits = wasm_i32x4_shl(wasm_i32x4_add(wasm_i32x4_trunc_sat_f32x4(n), wasm_i32x4_splat(127)), 23);
  return bits;
}
#elif TL_SIMD_SSE2
using Vec4 = __m128;
TL_INLINE Vec4 load(const float* p) { return _mm_loadu_ps(p); }
TL_INLINE void store(float* p, Vec4 v) { _mm_storeu_ps(p, v); }
TL_INLINE Vec4 splat(float x) { return _mm_set1_ps(x); }
TL_INLINE Vec4 loadSplat(const float* p) { return _mm_set1_ps(*p); }
TL_INLINE Vec4 add(Vec4 a, Vec4 b) { return _mm_add_ps(a, b); }
TL_INLINE Vec4 sub(Vec4 a, Vec4 b) { return _mm_sub_ps(a, b); }
TL_INLINE Vec4 mul(Vec4 a, Vec4 b) { return _mm_mul_ps(a, b); }
TL_INLINE Vec4 div(Vec4 a, Vec4 b) { return _mm_div_ps(a, b); }
TL_INLINE Vec4 isNan(Vec4 a) { return _mm_cmpunord_ps(a, a); }
TL_INLINE Vec4 select(Vec4 mask, Vec4 a, Vec4 b) { return _mm_or_ps(_mm_and_ps(mask, a), _mm_andnot_ps(mask, b)); }
// maxps returns its second operand when either is NaN; put a NaN first back.
TL_INLINE Vec4 max(Vec4 a, Vec4 b) { return select(isNan(a), a, _mm_max_ps(a, b)); }
TL_INLINE Vec4 min(Vec4 a, Vec4 b) { return select(isNan(a), a, _mm_min_ps(a, b)); }
TL_INLINE Vec4 sqrt(Vec4 a) { return _mm_sqrt_ps(a); }
TL_INLINE Vec4 lessThan(Vec4 a, Vec4 b) { return _mm_cmplt_ps(a, b); }
TL_INLINE Vec4 greaterThan(Vec4 a, Vec4 b) { return _mm_cmpgt_ps(a, b); }
TL_INLINE Vec4 abs(Vec4 a) { return _mm_and_ps(a, _mm_castsi128_ps(_mm_set1_epi32(0x7fffffff))); }
TL_INLINE Vec4 neg(Vec4 a) { return _mm_xor_ps(a, _mm_set1_ps(-0.f)); }
// Round to nearest even (the default MXCSR mode) through int32; callers clamp first.
TL_INLINE Vec4 nearest(Vec4 a) { return _mm_cvtepi32_ps(_mm_cvtps_epi32(a)); }
TL_INLINE Vec4 floor(Vec4 a) {
  // Truncation is floor for lanes >= 0; subtract one where it rounded up. Lanes too
  // large for int32 are already integral and pass through.
  Vec4 t = _mm_cvtepi32_ps(_mm_cvttps_epi32(a));
  t = _mm_sub_ps(t, _mm_and_ps(_mm_cmpgt_ps(t, a), _mm_set1_ps(1.f)));
  // The int round trip turns -0 into +0: put a's sign back (a no-op on other lanes).
  t = _mm_or_ps(t, _mm_and_ps(a, _mm_set1_ps(-0.f)));
  Vec4 big = _mm_cmpge_ps(abs(a), _mm_set1_ps(8388608.f));
  return select(_mm_or_ps(big, isNan(a)), a, t);
}
// frexp for positive normal lanes: x = mantissa * 2^exponent, mantissa in [0.5, 1).
TL_INLINE Vec4 frexpMantissa(Vec4 x) {
  __m128i bits = _mm_castps_si128(x);
  bits = _mm_or_si128(_mm_and_si128(bits, _mm_set1_epi32(static_cast<int>(0x807fffffu))), _mm_set1_epi32(0x3f000000));
  return _mm_castsi128_ps(bits);
}
TL_INLINE Vec4 frexpExponent(Vec4 x) {
  __m128i e = _mm_sub_epi32(_mm_srli_epi32(_mm_castps_si128(x), 23), _mm_set1_epi32(126));
  return _mm_cvtepi32_ps(e);
}
TL_INLINE Vec4 pow2(Vec4 n) {
  __m128i bits = _mm_slli_epi32(_mm_add_epi32(_mm_cvttps_epi32(n), _mm_set1_epi32(127)), 23);
  return _mm_castsi128_ps(bits);
}
#else
struct Vec4 {
  float v[4];
};
template <class F>
TL_INLINE Vec4 map(Vec4 a, F f) {
  return Vec4{{f(a.v[0]), f(a.v[1]), f(a.v[2]), f(a.v[3])}};
}
template <class F>
TL_INLINE Vec4 map2(Vec4 a, Vec4 b, F f) {
  return Vec4{{f(a.v[0], b.v[0]), f(a.v[1], b.v[1]), f(a.v[2], b.v[2]), f(a.v[3], b.v[3])}};
}
TL_INLINE float maskOf(bool m) {
  uint32_t bits = m ? 0xffffffffu : 0u;
  float f;
  std::memcpy(&f, &bits, 4);
  return f;
}
TL_INLINE bool isSet(float m) {
  uint32_t bits;
  std::memcpy(&bits, &m, 4);
  return bits != 0;
}
TL_INLINE Vec4 load(const float* p) { return Vec4{{p[0], p[1], p[2], p[3]}}; }
TL_INLINE void store(float* p, Vec4 v) { std::memcpy(p, v.v, sizeof v.v); }
TL_INLINE Vec4 splat(float x) { return Vec4{{x, x, x, x}}; }
TL_INLINE Vec4 loadSplat(const float* p) { return splat(*p); }
TL_INLINE Vec4 add(Vec4 a, Vec4 b) {
  return map2(a, b, [](float x, float y) { return x + y; });
}
TL_INLINE Vec4 sub(Vec4 a, Vec4 b) {
  return map2(a, b, [](float x, float y) { return x - y; });
}
TL_INLINE Vec4 mul(Vec4 a, Vec4 b) {
  return map2(a, b, [](float x, float y) { return x * y; });
}
TL_INLINE Vec4 div(Vec4 a, Vec4 b) {
  return map2(a, b, [](float x, float y) { return x / y; });
}
TL_INLINE Vec4 max(Vec4 a, Vec4 b) {
  return map2(a, b, [](float x, float y) { return x != x || y != y ? x + y : (x > y ? x : y); });
}
TL_INLINE Vec4 min(Vec4 a, Vec4 b) {
  return map2(a, b, [](float x, float y) { return x != x || y != y ? x + y : (x < y ? x : y); });
}
TL_INLINE Vec4 sqrt(Vec4 a) {
  return map(a, [](float x) { return std::sqrt(x); });
}
TL_INLINE Vec4 floor(Vec4 a) {
  return map(a, [](float x) { return std::floor(x); });
}
TL_INLINE Vec4 nearest(Vec4 a) {
  return map(a, [](float x) { return std::nearbyint(x); });
}
TL_INLINE Vec4 abs(Vec4 a) {
  return map(a, [](float x) { return std::fabs(x); });
}
TL_INLINE Vec4 neg(Vec4 a) {
  return map(a, [](float x) { return -x; });
}
TL_INLINE Vec4 lessThan(Vec4 a, Vec4 b) {
  return map2(a, b, [](float x, float y) { return maskOf(x < y); });
}
TL_INLINE Vec4 greaterThan(Vec4 a, Vec4 b) {
  return map2(a, b, [](float x, float y) { return maskOf(x > y); });
}
TL_INLINE Vec4 isNan(Vec4 a) {
  return map(a, [](float x) { return maskOf(x != x); });
}
TL_INLINE Vec4 select(Vec4 mask, Vec4 a, Vec4 b) {
  return Vec4{{isSet(mask.v[0]) ? a.v[0] : b.v[0], isSet(mask.v[1]) ? a.v[1] : b.v[1],
               isSet(mask.v[2]) ? a.v[2] : b.v[2], isSet(mask.v[3]) ? a.v[3] : b.v[3]}};
}
TL_INLINE Vec4 frexpMantissa(Vec4 x) {
  return map(x, [](float v) {
    int e;
    return std::frexp(v, &e);
  });
}
TL_INLINE Vec4 frexpExponent(Vec4 x) {
  return map(x, [](float v) {
    int e;
    std::frexp(v, &e);
    return static_cast<float>(e);
  });
}
TL_INLINE Vec4 pow2(Vec4 n) {
  return map(n, [](float x) { return std::ldexp(1.f, static_cast<int>(x)); });
}
#endif

}  // namespace tl::kernels::simd
