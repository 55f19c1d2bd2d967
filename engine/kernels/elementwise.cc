// SIMD elementwise kernels: binary (array/array, array/scalar, broadcast), unary, axpb.
// Each op's loops are one function, reached through a table (vec::byBinary).
#include "kernels/broadcast_walk.h"
#include "kernels/kernels.h"
#include "kernels/vec_ops.h"

namespace tl::kernels {

using vec::Repeat;
using vec::Stream;

void binaryF32(Binary op, const float* a, const float* b, float* out, int64_t n) {
  vec::byBinary<vec::BinaryArrays>(op)(a, b, out, n);
}

void binaryScalarF32(Binary op, const float* a, float b, float* out, int64_t n) {
  vec::byBinary<vec::BinaryArrayScalar>(op)(a, b, out, n);
}

void scalarBinaryF32(Binary op, float a, const float* b, float* out, int64_t n) {
  vec::byBinary<vec::BinaryScalarArray>(op)(a, b, out, n);
}

namespace {

// One output row of a broadcast: each side is contiguous (stride 1), repeated
// (stride 0), or, for a hand-built index, strided (scalar loop).
template <class Op>
void broadcastRow(const float* a, const float* b, float* out, int64_t len, int64_t as, int64_t bs) {
  if (as == 1 && bs == 1) return vec::binaryLoop<Op>(Stream{a}, Stream{b}, out, len);
  if (as == 1 && bs == 0) return vec::binaryLoop<Op>(Stream{a}, Repeat(*b), out, len);
  if (as == 0 && bs == 1) return vec::binaryLoop<Op>(Repeat(*a), Stream{b}, out, len);
  for (int64_t i = 0; i < len; ++i) out[i] = Op::apply(a[i * as], b[i * bs]);
}

template <class Op>
struct BinaryBroadcast {
  static void run(const float* a, const float* b, float* out, const BroadcastIndex& index) {
    walkBroadcastRows(index, [&](int64_t oo, int64_t ao, int64_t bo, int64_t len, int64_t as, int64_t bs) {
      broadcastRow<Op>(a + ao, b + bo, out + oo, len, as, bs);
    });
  }
};

}  // namespace

void binaryBroadcastF32(Binary op, const float* a, const float* b, float* out, const BroadcastIndex& index) {
  vec::byBinary<BinaryBroadcast>(op)(a, b, out, index);
}

void unaryF32(Unary op, const float* x, float* out, int64_t n) { vec::byUnary<vec::UnaryArray>(op)(x, out, n); }

void axpbF32(float a, const float* x, float b, float* y, int64_t n) {
  using simd::Vec4;
  const Vec4 va = simd::splat(a), vb = simd::splat(b);
  int64_t i = 0;
  for (; i + 16 <= n; i += 16) {
    Vec4 x0 = simd::load(x + i), x1 = simd::load(x + i + 4);
    Vec4 x2 = simd::load(x + i + 8), x3 = simd::load(x + i + 12);
    simd::store(y + i, simd::add(simd::mul(va, x0), vb));
    simd::store(y + i + 4, simd::add(simd::mul(va, x1), vb));
    simd::store(y + i + 8, simd::add(simd::mul(va, x2), vb));
    simd::store(y + i + 12, simd::add(simd::mul(va, x3), vb));
  }
  for (; i + 4 <= n; i += 4) simd::store(y + i, simd::add(simd::mul(va, simd::load(x + i)), vb));
  for (; i < n; ++i) y[i] = a * x[i] + b;
}

}  // namespace tl::kernels
