// SIMD reductions over the middle axis of an [outer, mid, inner] view. With
// inner == 1 each output is a contiguous run reduced in 16 lanes; otherwise
// whole inner rows are combined with vector loops (the row stays in L1).
#include <limits>

#include "kernels/kernels.h"
#include "kernels/vec_ops.h"

namespace tl::kernels {
namespace {

using simd::Vec4;

float identity(Reduce op) {
  switch (op) {
    case Reduce::Sum:
    case Reduce::Mean: return 0.f;
    case Reduce::Max: return -std::numeric_limits<float>::infinity();
    case Reduce::Min: return std::numeric_limits<float>::infinity();
  }
  return 0.f;
}

// Calls fn with the elementwise op that folds one element (or row) into the
// accumulator, as a compile-time type.
template <class Fn>
void withCombiner(Reduce op, Fn fn) {
  switch (op) {
    case Reduce::Sum:
    case Reduce::Mean: return fn(vec::BinaryOp<Binary::Add>{});
    case Reduce::Max: return fn(vec::BinaryOp<Binary::Maximum>{});
    case Reduce::Min: return fn(vec::BinaryOp<Binary::Minimum>{});
  }
}

template <class Op>
float reduceRun(const float* x, int64_t n, float init) {
  Vec4 acc[4] = {simd::splat(init), simd::splat(init), simd::splat(init), simd::splat(init)};
  int64_t i = 0;
  for (; i + 16 <= n; i += 16) {
    for (int v = 0; v < 4; ++v) acc[v] = Op::apply(acc[v], simd::load(x + i + 4 * v));
  }
  alignas(16) float lanes[16];
  for (int v = 0; v < 4; ++v) simd::store(lanes + 4 * v, acc[v]);
  float r = init;
  for (float lane : lanes) r = Op::apply(r, lane);
  for (; i < n; ++i) r = Op::apply(r, x[i]);
  return r;
}

template <class Op>
void reduceRows(const float* x, int64_t mid, int64_t inner, float* out) {
  for (int64_t i = 0; i < inner; ++i) out[i] = x[i];
  for (int64_t m = 1; m < mid; ++m) {
    vec::binaryLoop<Op>(vec::Stream{out}, vec::Stream{x + m * inner}, out, inner);
  }
}

}  // namespace

void reduceF32(Reduce op, const float* x, int64_t outer, int64_t mid, int64_t inner, float* out) {
  const float init = identity(op);
  withCombiner(op, [&](auto o) {
    using Op = decltype(o);
    for (int64_t r = 0; r < outer; ++r) {
      const float* slab = x + r * mid * inner;
      float* dst = out + r * inner;
      if (inner == 1) {
        dst[0] = reduceRun<Op>(slab, mid, init);
      } else if (mid == 0) {
        for (int64_t i = 0; i < inner; ++i) dst[i] = init;
      } else {
        reduceRows<Op>(slab, mid, inner, dst);
      }
    }
  });
  if (op != Reduce::Mean) return;
  // Divide (not multiply by 1/mid) to round as the reference does; 0/0 -> NaN.
  const int64_t count = outer * inner;
  binaryScalarF32(Binary::Div, out, static_cast<float>(mid), out, count);
}

}  // namespace tl::kernels
