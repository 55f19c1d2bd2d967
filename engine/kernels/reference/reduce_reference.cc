// Scalar reference reduction over the middle axis of an [outer, mid, inner] view.
#include <limits>

#include "kernels/kernels.h"
#include "kernels/scalar_math.h"

namespace tl::kernels::reference {
namespace {

// The value a reduction over zero elements yields in TensorFlow.
float identity(Reduce op) {
  switch (op) {
    case Reduce::Sum:
    case Reduce::Mean: return 0.f;
    case Reduce::Max: return -std::numeric_limits<float>::infinity();
    case Reduce::Min: return std::numeric_limits<float>::infinity();
  }
  return 0.f;
}

float combine(Reduce op, float acc, float x) {
  switch (op) {
    case Reduce::Sum:
    case Reduce::Mean: return acc + x;
    case Reduce::Max: return scalar::maximum(acc, x);
    case Reduce::Min: return scalar::minimum(acc, x);
  }
  return acc;
}

}  // namespace

void reduceF32(Reduce op, const float* x, int64_t outer, int64_t mid, int64_t inner, float* out) {
  for (int64_t o = 0; o < outer; ++o) {
    for (int64_t i = 0; i < inner; ++i) {
      float acc = identity(op);
      for (int64_t m = 0; m < mid; ++m) acc = combine(op, acc, x[(o * mid + m) * inner + i]);
      // Mean of nothing is 0/0 = NaN, as in TensorFlow.
      out[o * inner + i] = op == Reduce::Mean ? acc / static_cast<float>(mid) : acc;
    }
  }
}

}  // namespace tl::kernels::reference
