// SIMD fused elementwise programs: the program runs block by block over the
// inputs, each step a vector loop from registers held in a small scratch area
// that stays in L1; only the last step writes to the output.
#include <algorithm>
#include <cstring>

#include "kernels/kernels.h"
#include "kernels/vec_ops.h"

namespace tl::kernels {
namespace {

constexpr int64_t kFusedBlock = 256;

void runStep(const FusedStep& step, const float* const* regs, float* dst, int64_t len) {
  const float* lhs = regs[step.lhs];
  if (step.isUnary) return vec::byUnary<vec::UnaryArray>(step.unary)(lhs, dst, len);
  if (step.useConstant) return vec::byBinary<vec::BinaryArrayScalar>(step.binary)(lhs, step.constant, dst, len);
  vec::byBinary<vec::BinaryArrays>(step.binary)(lhs, regs[step.rhs], dst, len);
}

}  // namespace

void fusedF32(const FusedProgram& program, const float* const* inputs, float* out, int64_t n) {
  if (program.numSteps == 0) {
    if (n > 0) std::memmove(out, inputs[program.numInputs - 1], static_cast<size_t>(n) * sizeof(float));
    return;
  }
  alignas(16) float scratch[kMaxFusedSteps][kFusedBlock];
  const float* regs[kMaxFusedInputs + kMaxFusedSteps];
  for (int s = 0; s < program.numSteps; ++s) regs[program.numInputs + s] = scratch[s];
  for (int64_t start = 0; start < n; start += kFusedBlock) {
    const int64_t len = std::min(kFusedBlock, n - start);
    for (int r = 0; r < program.numInputs; ++r) regs[r] = inputs[r] + start;
    for (int s = 0; s < program.numSteps; ++s) {
      bool last = s == program.numSteps - 1;
      runStep(program.steps[s], regs, last ? out + start : scratch[s], len);
    }
  }
}

}  // namespace tl::kernels
