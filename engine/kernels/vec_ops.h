// Per-op Vec4 forms of Binary and Unary, and the loops that stream them over
// arrays. Ops without a lane-wise form here (Pow, FloorMod) run the scalar
// definition from scalar_math.h, so every path agrees on the meaning.
#pragma once
#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>

#include "kernels/scalar_math.h"
#include "kernels/simd.h"
#include "kernels/vec_math.h"

namespace tl::kernels::vec {

using simd::Vec4;

template <Binary Op>
struct BinaryOp {
  // Pow, FloorMod and the ops after it have no lane-wise form: scalar loops.
  static constexpr bool kVector = Op < Binary::FloorMod && Op != Binary::Pow;
  static TL_INLINE float apply(float a, float b) { return scalar::binary(Op, a, b); }
  static TL_INLINE Vec4 apply(Vec4 a, Vec4 b) {
    if constexpr (Op == Binary::Add) return simd::add(a, b);
    if constexpr (Op == Binary::Sub) return simd::sub(a, b);
    if constexpr (Op == Binary::Mul) return simd::mul(a, b);
    if constexpr (Op == Binary::Div) return simd::div(a, b);
    if constexpr (Op == Binary::Maximum) return simd::max(a, b);
    if constexpr (Op == Binary::Minimum) return simd::min(a, b);
    if constexpr (Op == Binary::SquaredDifference) return simd::mul(simd::sub(a, b), simd::sub(a, b));
    if constexpr (Op == Binary::FloorDiv) return simd::floor(simd::div(a, b));
    return a;  // not reached: kVector is false for the rest
  }
};

TL_INLINE Vec4 sign(Vec4 x) {
  Vec4 zero = simd::splat(0.f);
  Vec4 r = simd::select(simd::greaterThan(x, zero), simd::splat(1.f),
                        simd::select(simd::lessThan(x, zero), simd::splat(-1.f), zero));
  return simd::select(simd::isNan(x), x, r);
}

// relu6: clamp to [0, 6], NaN kept (as the scalar form).
TL_INLINE Vec4 relu6(Vec4 x) {
  Vec4 r = simd::min(simd::max(x, simd::splat(0.f)), simd::splat(6.f));
  return simd::select(simd::isNan(x), x, r);
}

// Which unary ops have a lane-wise form; the transcendental ones past Sign (and
// Round, whose SSE form would overflow int32) run their scalar definition.
constexpr bool unaryHasVector(Unary op) {
  return op <= Unary::Sign || op == Unary::Floor || op == Unary::Ceil || op == Unary::Relu6;
}

template <Unary Op>
struct UnaryOp {
  static constexpr bool kVector = unaryHasVector(Op);
  static TL_INLINE float apply(float x) { return scalar::unary(Op, x); }
  static TL_INLINE Vec4 apply(Vec4 x) {
    if constexpr (Op == Unary::Neg) return simd::neg(x);
    if constexpr (Op == Unary::Abs) return simd::abs(x);
    if constexpr (Op == Unary::Exp) return simd::exp(x);
    if constexpr (Op == Unary::Log) return simd::log(x);
    if constexpr (Op == Unary::Sqrt) return simd::sqrt(x);
    if constexpr (Op == Unary::Square) return simd::mul(x, x);
    if constexpr (Op == Unary::Relu) return simd::max(x, simd::splat(0.f));
    if constexpr (Op == Unary::Sigmoid) return simd::sigmoid(x);
    if constexpr (Op == Unary::Tanh) return simd::tanh(x);
    if constexpr (Op == Unary::Rsqrt) return simd::div(simd::splat(1.f), simd::sqrt(x));
    if constexpr (Op == Unary::Reciprocal) return simd::div(simd::splat(1.f), x);
    if constexpr (Op == Unary::Sign) return sign(x);
    if constexpr (Op == Unary::Floor) return simd::floor(x);
    if constexpr (Op == Unary::Ceil) return simd::neg(simd::floor(simd::neg(x)));
    if constexpr (Op == Unary::Relu6) return relu6(x);
    return x;  // not reached: kVector is false for the rest
  }
};

// Operand sources for the binary loop: an array, or one value repeated.
struct Stream {
  const float* p;
  TL_INLINE Vec4 vec(int64_t i) const { return simd::load(p + i); }
  TL_INLINE float at(int64_t i) const { return p[i]; }
};
struct Repeat {
  float value;
  Vec4 lanes;
  explicit Repeat(float v) : value(v), lanes(simd::splat(v)) {}
  TL_INLINE Vec4 vec(int64_t) const { return lanes; }
  TL_INLINE float at(int64_t) const { return value; }
};

// 16 lanes per iteration keeps four independent vectors in flight.
template <class Op, class A, class B>
TL_INLINE void binaryLoop(A a, B b, float* out, int64_t n) {
  int64_t i = 0;
  if constexpr (Op::kVector) {
    for (; i + 16 <= n; i += 16) {
      Vec4 r0 = Op::apply(a.vec(i), b.vec(i)), r1 = Op::apply(a.vec(i + 4), b.vec(i + 4));
      Vec4 r2 = Op::apply(a.vec(i + 8), b.vec(i + 8)), r3 = Op::apply(a.vec(i + 12), b.vec(i + 12));
      simd::store(out + i, r0), simd::store(out + i + 4, r1);
      simd::store(out + i + 8, r2), simd::store(out + i + 12, r3);
    }
    for (; i + 4 <= n; i += 4) simd::store(out + i, Op::apply(a.vec(i), b.vec(i)));
  }
  for (; i < n; ++i) out[i] = Op::apply(a.at(i), b.at(i));
}

template <class Op>
TL_INLINE void unaryLoop(const float* x, float* out, int64_t n) {
  int64_t i = 0;
  if constexpr (Op::kVector) {
    for (; i + 8 <= n; i += 8) {
      Vec4 r0 = Op::apply(simd::load(x + i)), r1 = Op::apply(simd::load(x + i + 4));
      simd::store(out + i, r0), simd::store(out + i + 4, r1);
    }
    for (; i + 4 <= n; i += 4) simd::store(out + i, Op::apply(simd::load(x + i)));
  }
  for (; i < n; ++i) out[i] = Op::apply(x[i]);
}

// Each op's loop as a function of its own, for the tables below.
template <class Op>
struct BinaryArrays {
  static void run(const float* a, const float* b, float* out, int64_t n) {
    binaryLoop<Op>(Stream{a}, Stream{b}, out, n);
  }
};
template <class Op>
struct BinaryArrayScalar {
  static void run(const float* a, float b, float* out, int64_t n) { binaryLoop<Op>(Stream{a}, Repeat(b), out, n); }
};
template <class Op>
struct BinaryScalarArray {
  static void run(float a, const float* b, float* out, int64_t n) { binaryLoop<Op>(Repeat(a), Stream{b}, out, n); }
};
template <class Op>
struct UnaryArray {
  static void run(const float* x, float* out, int64_t n) { unaryLoop<Op>(x, out, n); }
};

// Kernel<Op>::run for every op, indexed by the op, reached by an indirect
// call. Dispatching through a switch let the compilers inline every op's
// vector loops into one function (the float32 binary entry point of the ops
// layer was 60 KB of WebAssembly); V8 compiles such a function to its
// optimizing tier only after a second or more and meanwhile runs it in its
// baseline tier, several times slower. One small function per op reaches
// the optimizing tier in milliseconds, as soon as that op is hot.
constexpr size_t kBinaryOps = static_cast<size_t>(Binary::DivNoNan) + 1;
constexpr size_t kUnaryOps = static_cast<size_t>(Unary::Relu6) + 1;

template <template <class> class Kernel, size_t... I>
constexpr auto binaryTable(std::index_sequence<I...>) {
  return std::array{&Kernel<BinaryOp<static_cast<Binary>(I)>>::run...};
}
template <template <class> class Kernel, size_t... I>
constexpr auto unaryTable(std::index_sequence<I...>) {
  return std::array{&Kernel<UnaryOp<static_cast<Unary>(I)>>::run...};
}
template <template <class> class Kernel>
inline constexpr auto kByBinary = binaryTable<Kernel>(std::make_index_sequence<kBinaryOps>());
template <template <class> class Kernel>
inline constexpr auto kByUnary = unaryTable<Kernel>(std::make_index_sequence<kUnaryOps>());

template <template <class> class Kernel>
TL_INLINE auto byBinary(Binary op) {
  return kByBinary<Kernel>[static_cast<size_t>(op)];
}
template <template <class> class Kernel>
TL_INLINE auto byUnary(Unary op) {
  return kByUnary<Kernel>[static_cast<size_t>(op)];
}

}  // namespace tl::kernels::vec
