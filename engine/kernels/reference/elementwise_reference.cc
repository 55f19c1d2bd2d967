// Scalar reference elementwise kernels: one plain loop each, compiled without
// vectorization (build.cmake); the SIMD kernels are tested against these.
#include "kernels/broadcast_walk.h"
#include "kernels/kernels.h"
#include "kernels/scalar_math.h"

namespace tl::kernels::reference {

void binaryF32(Binary op, const float* a, const float* b, float* out, int64_t n) {
  for (int64_t i = 0; i < n; ++i) out[i] = scalar::binary(op, a[i], b[i]);
}

void binaryScalarF32(Binary op, const float* a, float b, float* out, int64_t n) {
  for (int64_t i = 0; i < n; ++i) out[i] = scalar::binary(op, a[i], b);
}

void scalarBinaryF32(Binary op, float a, const float* b, float* out, int64_t n) {
  for (int64_t i = 0; i < n; ++i) out[i] = scalar::binary(op, a, b[i]);
}

void binaryBroadcastF32(Binary op, const float* a, const float* b, float* out, const BroadcastIndex& index) {
  walkBroadcastRows(index, [&](int64_t o, int64_t ao, int64_t bo, int64_t len, int64_t as, int64_t bs) {
    for (int64_t i = 0; i < len; ++i) out[o + i] = scalar::binary(op, a[ao + i * as], b[bo + i * bs]);
  });
}

void unaryF32(Unary op, const float* x, float* out, int64_t n) {
  for (int64_t i = 0; i < n; ++i) out[i] = scalar::unary(op, x[i]);
}

void axpbF32(float a, const float* x, float b, float* y, int64_t n) {
  for (int64_t i = 0; i < n; ++i) y[i] = a * x[i] + b;
}

void fusedF32(const FusedProgram& program, const float* const* inputs, float* out, int64_t n) {
  float regs[kMaxFusedInputs + kMaxFusedSteps];
  const int last = program.numInputs + program.numSteps - 1;
  for (int64_t i = 0; i < n; ++i) {
    for (int r = 0; r < program.numInputs; ++r) regs[r] = inputs[r][i];
    for (int s = 0; s < program.numSteps; ++s) {
      const FusedStep& step = program.steps[s];
      float lhs = regs[step.lhs];
      float value = step.isUnary ? scalar::unary(step.unary, lhs)
                                 : scalar::binary(step.binary, lhs, step.useConstant ? step.constant : regs[step.rhs]);
      regs[program.numInputs + s] = value;
    }
    out[i] = regs[last];
  }
}

}  // namespace tl::kernels::reference
