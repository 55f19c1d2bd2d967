// _FusedElementwise carries a kernels::FusedProgram as one vector<int64_t> attr
// ("program"): numInputs, numSteps, then 7 values per step (isUnary, unary, binary,
// lhs, rhs, useConstant, the float constant's bit pattern).
#pragma once
#include <cstdint>
#include <vector>

#include "kernels/kernels.h"

namespace tl::ops {

std::vector<int64_t> encodeFusedProgram(const kernels::FusedProgram& program);
// Throws InvalidArgumentError on a malformed encoding.
kernels::FusedProgram decodeFusedProgram(const std::vector<int64_t>& encoded);

}  // namespace tl::ops
