// The meaning of every Binary and Unary op on one scalar, written once as templates:
// the float reference kernels, the SIMD kernels' tails and applyBinary/applyUnary
// (double, for the other dtypes) all use these, so they cannot drift apart.
#pragma once
#include <cmath>

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
  }
  return x;
}

}  // namespace tl::kernels::scalar
