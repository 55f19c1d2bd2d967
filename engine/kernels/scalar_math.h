// The meaning of every Binary and Unary op on one scalar, written once as templates:
// the float reference kernels, the SIMD kernels' tails and applyBinary/applyUnary
// (double, for the other dtypes) all use these, so they cannot drift apart.
#pragma once
#include <cmath>
#include <initializer_list>
#include <limits>
#include <type_traits>

#include "kernels/kernels.h"

namespace tl::kernels::scalar {

// NaN-propagating, like tf.maximum / tf.minimum and f32x4.max / f32x4.min.
template <class T>
inline T maximum(T a, T b) {
  if (a != a || b != b) return a + b;
  return a > b ? a : b;
}
template <class T>
inline T minimum(T a, T b) {
  if (a != a || b != b) return a + b;
  return a < b ? a : b;
}

// Python/TF floor modulo: the result has the sign of the divisor.
template <class T>
inline T floorMod(T a, T b) {
  T r = std::fmod(a, b);
  return (r != 0 && ((r < 0) != (b < 0))) ? r + b : r;
}

template <class T>
inline T binary(Binary op, T a, T b) {
  switch (op) {
    case Binary::Add: return a + b;
    case Binary::Sub: return a - b;
    case Binary::Mul: return a * b;
    case Binary::Div: return a / b;
    case Binary::Maximum: return maximum(a, b);
    case Binary::Minimum: return minimum(a, b);
    case Binary::Pow: return std::pow(a, b);
    case Binary::SquaredDifference: return (a - b) * (a - b);
    case Binary::FloorDiv: return std::floor(a / b);
    case Binary::FloorMod: return floorMod(a, b);
    case Binary::Atan2: return std::atan2(a, b);
    case Binary::Xdivy: return a == T(0) ? T(0) : a / b;
    case Binary::DivNoNan: return b == T(0) ? T(0) : a / b;
  }
  return a;
}

// Computed as exp(-|x|) so that neither side overflows: exact to float rounding
// for large |x| where 1 / (1 + exp(-x)) would lose the tail.
template <class T>
inline T sigmoid(T x) {
  T e = std::exp(-std::fabs(x));
  T s = T(1) / (T(1) + e);
  return x >= 0 ? s : e * s;
}

template <class T>
inline T sign(T x) {
  if (x != x) return x;
  return x > 0 ? T(1) : (x < 0 ? T(-1) : T(0));
}

// Eigen's softplus (TensorFlow's kernel): x itself or exp(x) where log1p(exp(x))
// would round to them, so large x does not overflow.
template <class T>
inline T softplus(T x) {
  const T threshold = std::log(std::numeric_limits<T>::epsilon()) + T(2);
  if (x > -threshold) return x;
  if (x < threshold) {
    // TF's CPU threads flush denormals to zero (port::ScopedFlushDenormal), so an
    // exp(x) below the smallest normal comes out as 0 (log_sigmoid(100.0) is -0.0).
    T e = std::exp(x);
    return e < std::numeric_limits<T>::min() ? T(0) : e;
  }
  return std::log1p(std::exp(x));
}

// TF's float erf is Eigen's 13/8-degree rational interpolant on [-4, 4] (+/-1
// beyond), a couple of ulp from the true value: tf.nn.gelu's documented outputs
// carry its rounding, so float32 uses it too; double uses the C library's.
inline float erfRational(float a) {
  const float x = a > 4.f ? 4.f : (a < -4.f ? -4.f : a);
  const float x2 = x * x;
  float p = x2 * -2.72614225801306e-10f + 2.77068142495902e-08f;
  for (float c : {-2.10102402082508e-06f, -5.69250639462346e-05f, -7.34990630326855e-04f, -2.95459980854025e-03f,
                  -1.60960333262415e-02f}) {
    p = x2 * p + c;
  }
  float q = x2 * -1.45660718464996e-05f + -2.13374055278905e-04f;
  for (float c : {-1.68282697438203e-03f, -7.37332916720468e-03f, -1.42647390514189e-02f}) q = x2 * q + c;
  return x * p / q;
}
template <class T>
inline T erf(T x) {
  if constexpr (std::is_same_v<T, float>) return erfRational(x);
  return std::erf(x);
}

// tf.nn.selu's constants (nn_ops.cc's SeluOp, from Klambauer et al.).
constexpr double kSeluScale = 1.0507009873554804934193349852946;
constexpr double kSeluAlpha = 1.6732632423543772848170429916717;

template <class T>
inline T selu(T x) {
  return x < T(0) ? T(kSeluScale * kSeluAlpha) * std::expm1(x) : T(kSeluScale) * x;
}

// float32 through double, rounded once: the C library's float functions differ
// in the last digit between glibc (native) and musl (WebAssembly); this gives
// both the correctly rounded value.
template <class T>
inline T viaDouble(double (*fn)(double), T x) {
  return static_cast<T>(fn(static_cast<double>(x)));
}

// Unary ops past Sign: the transcendental and rounding functions and the other activations.
template <class T>
inline T unaryMore(Unary op, T x) {
  switch (op) {
    case Unary::Sin: return viaDouble<T>(std::sin, x);
    case Unary::Cos: return viaDouble<T>(std::cos, x);
    case Unary::Tan: return viaDouble<T>(std::tan, x);
    case Unary::Asin: return viaDouble<T>(std::asin, x);
    case Unary::Acos: return viaDouble<T>(std::acos, x);
    case Unary::Atan: return viaDouble<T>(std::atan, x);
    case Unary::Sinh: return viaDouble<T>(std::sinh, x);
    case Unary::Cosh: return viaDouble<T>(std::cosh, x);
    case Unary::Floor: return std::floor(x);
    case Unary::Ceil: return std::ceil(x);
    case Unary::Round: return std::nearbyint(x);  // half to even, as tf.math.round
    case Unary::Log1p: return viaDouble<T>(std::log1p, x);
    case Unary::Expm1: return viaDouble<T>(std::expm1, x);
    case Unary::Softplus: return softplus(x);
    case Unary::Erf: return erf(x);
    case Unary::Elu: return x < T(0) ? std::expm1(x) : x;
    case Unary::Selu: return selu(x);
    case Unary::Relu6: return x != x ? x : (x > T(6) ? T(6) : (x > T(0) ? x : T(0)));
    default: return x;
  }
}

template <class T>
inline T unary(Unary op, T x) {
  switch (op) {
    case Unary::Neg: return -x;
    case Unary::Abs: return std::fabs(x);
    case Unary::Exp: return std::exp(x);
    case Unary::Log: return std::log(x);
    case Unary::Sqrt: return std::sqrt(x);
    case Unary::Square: return x * x;
    case Unary::Relu: return x != x ? x : (x > 0 ? x : T(0));
    case Unary::Sigmoid: return sigmoid(x);
    case Unary::Tanh: return std::tanh(x);
    case Unary::Rsqrt: return T(1) / std::sqrt(x);
    case Unary::Reciprocal: return T(1) / x;
    case Unary::Sign: return sign(x);
    default: return unaryMore(op, x);
  }
}

}  // namespace tl::kernels::scalar
