// Which kernels::Unary / kernels::Binary computes each fusible op. ops/ keeps its
// own mapping private, so this table repeats it, one row per op; only ops whose
// declaration carries kFusibleUnary / kFusibleBinary are looked up, and a test
// checks that every such op has a row and that the fused kernel agrees with the op's.
#pragma once
#include "kernels/kernels.h"
#include "ops/op.h"

namespace tl::passes {

struct FusibleOp {
  ops::Op op;
  bool isUnary;
  kernels::Unary unary;
  kernels::Binary binary;
};

// nullptr when `op` has no row.
const FusibleOp* fusibleOp(ops::Op op);

}  // namespace tl::passes
