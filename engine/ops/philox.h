// Philox4x32-10 (Salmon et al., "Parallel random numbers: as easy as 1, 2, 3"),
// the counter-based generator TensorFlow's random ops use, and TF's conversions
// from its 32-bit outputs to uniform and normal floats.
#pragma once
#include <array>
#include <cstdint>

namespace tl::ops {

using PhiloxCounter = std::array<uint32_t, 4>;
using PhiloxKey = std::array<uint32_t, 2>;

PhiloxCounter philox4x32(PhiloxCounter counter, PhiloxKey key);
// Adds `n` to the 128-bit counter (word 0 lowest).
void philoxSkip(PhiloxCounter& counter, uint64_t n);

float uint32ToFloat(uint32_t x);                  // uniform in [0, 1)
double uint64ToDouble(uint32_t lo, uint32_t hi);  // uniform in [0, 1)
// Box-Muller on two (float) or four (double) outputs: two normal samples.
void boxMullerFloat(uint32_t x0, uint32_t x1, float* out);
void boxMullerDouble(uint32_t x0, uint32_t x1, uint32_t x2, uint32_t x3, double* out);

}  // namespace tl::ops
