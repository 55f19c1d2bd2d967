// Per-element math for every dtype with TensorFlow's semantics (integer wraparound,
// truncating RealDiv on integers, Python-style FloorDiv/FloorMod, errors on integer
// division by zero). The float32 hot paths call kernels/ instead.
#pragma once
#include <cmath>
#include <cstdint>
#include <type_traits>

#include "core/errors.h"
#include "kernels/kernels.h"
#include "kernels/scalar_math.h"

namespace tl::ops {

using kernels::Binary;
using kernels::Unary;

template <typename T>
T wrapAdd(T a, T b) {
  using U = std::make_unsigned_t<T>;
  return static_cast<T>(static_cast<U>(a) + static_cast<U>(b));
}
template <typename T>
T wrapSub(T a, T b) {
  using U = std::make_unsigned_t<T>;
  return static_cast<T>(static_cast<U>(a) - static_cast<U>(b));
}
template <typename T>
T wrapMul(T a, T b) {
  using U = std::make_unsigned_t<T>;
  return static_cast<T>(static_cast<U>(a) * static_cast<U>(b));
}

template <typename T>
T intPow(T base, T exp) {
  if (exp < 0) core::throwInvalidArgument("Integers to negative integer powers are not allowed");
  T result = 1;
  while (exp) {
    if (exp & 1) result = wrapMul(result, base);
    base = wrapMul(base, base);
    exp >>= 1;
  }
  return result;
}

template <typename T>
T intDivide(Binary op, T a, T b) {
  if (b == 0) core::throwInvalidArgument("Integer division by zero");
  if (b == -1) return op == Binary::FloorMod ? T(0) : wrapSub(T(0), a);
  T q = a / b, r = a % b;
  bool adjust = r != 0 && ((r < 0) != (b < 0));
  if (op == Binary::Div) return q;
  if (op == Binary::FloorDiv) return adjust ? q - 1 : q;
  return adjust ? r + b : r;
}

template <typename T>
T intBinary(Binary op, T a, T b) {
  switch (op) {
    case Binary::Add: return wrapAdd(a, b);
    case Binary::Sub: return wrapSub(a, b);
    case Binary::Mul: return wrapMul(a, b);
    case Binary::Maximum: return a > b ? a : b;
    case Binary::Minimum: return a < b ? a : b;
    case Binary::Pow: return intPow(a, b);
    case Binary::SquaredDifference: return wrapMul(wrapSub(a, b), wrapSub(a, b));
    default: return intDivide(op, a, b);
  }
}

template <typename T>
T floatBinary(Binary op, T a, T b) {
  switch (op) {
    case Binary::Add: return a + b;
    case Binary::Sub: return a - b;
    case Binary::Mul: return a * b;
    case Binary::Div: return a / b;
    case Binary::Maximum: return (a > b || std::isnan(a)) ? a : b;
    case Binary::Minimum: return (a < b || std::isnan(a)) ? a : b;
    case Binary::Pow: return std::pow(a, b);
    case Binary::SquaredDifference: return (a - b) * (a - b);
    case Binary::FloorDiv: return std::floor(a / b);
    case Binary::FloorMod: {
      T r = std::fmod(a, b);
      return (r != 0 && ((r < 0) != (b < 0))) ? r + b : r;
    }
    default: return kernels::scalar::binary(op, a, b);
  }
  return 0;
}

template <typename T>
T binaryValue(Binary op, T a, T b) {
  if constexpr (std::is_floating_point_v<T>) return floatBinary(op, a, b);
  else return intBinary(op, a, b);
}

template <typename T>
T floatUnary(Unary op, T x) {
  switch (op) {
    case Unary::Neg: return -x;
    case Unary::Abs: return std::fabs(x);
    case Unary::Exp: return std::exp(x);
    case Unary::Log: return std::log(x);
    case Unary::Sqrt: return std::sqrt(x);
    case Unary::Square: return x * x;
    case Unary::Relu: return x > 0 ? x : T(0);
    case Unary::Sigmoid: return T(1) / (T(1) + std::exp(-x));
    case Unary::Tanh: return std::tanh(x);
    case Unary::Rsqrt: return T(1) / std::sqrt(x);
    case Unary::Reciprocal: return T(1) / x;
    case Unary::Sign: return std::isnan(x) ? x : T((x > 0) - (x < 0));
    default: return kernels::scalar::unaryMore(op, x);
  }
  return 0;
}

template <typename T>
T intUnary(Unary op, T x) {
  switch (op) {
    case Unary::Neg: return wrapSub(T(0), x);
    case Unary::Abs: return x < 0 ? wrapSub(T(0), x) : x;
    case Unary::Square: return wrapMul(x, x);
    case Unary::Relu: return x > 0 ? x : T(0);
    case Unary::Sign: return T((x > 0) - (x < 0));
    case Unary::Round: return x;
    default: return 0;  // rejected by inference
  }
}

template <typename T>
T unaryValue(Unary op, T x) {
  if constexpr (std::is_floating_point_v<T>) return floatUnary(op, x);
  else return intUnary(op, x);
}

}  // namespace tl::ops
