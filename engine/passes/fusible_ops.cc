#include "passes/fusible_ops.h"

namespace tl::passes {
namespace {

using kernels::Binary;
using kernels::Unary;
using ops::Op;

constexpr FusibleOp kFusible[] = {
    {Op::AddV2, false, Unary::Neg, Binary::Add},
    {Op::Sub, false, Unary::Neg, Binary::Sub},
    {Op::Mul, false, Unary::Neg, Binary::Mul},
    {Op::RealDiv, false, Unary::Neg, Binary::Div},
    {Op::FloorDiv, false, Unary::Neg, Binary::FloorDiv},
    {Op::FloorMod, false, Unary::Neg, Binary::FloorMod},
    {Op::Maximum, false, Unary::Neg, Binary::Maximum},
    {Op::Minimum, false, Unary::Neg, Binary::Minimum},
    {Op::Pow, false, Unary::Neg, Binary::Pow},
    {Op::SquaredDifference, false, Unary::Neg, Binary::SquaredDifference},
    {Op::Neg, true, Unary::Neg, Binary::Add},
    {Op::Abs, true, Unary::Abs, Binary::Add},
    {Op::Exp, true, Unary::Exp, Binary::Add},
    {Op::Log, true, Unary::Log, Binary::Add},
    {Op::Sqrt, true, Unary::Sqrt, Binary::Add},
    {Op::Rsqrt, true, Unary::Rsqrt, Binary::Add},
    {Op::Square, true, Unary::Square, Binary::Add},
    {Op::Relu, true, Unary::Relu, Binary::Add},
    {Op::Sigmoid, true, Unary::Sigmoid, Binary::Add},
    {Op::Tanh, true, Unary::Tanh, Binary::Add},
    {Op::Sign, true, Unary::Sign, Binary::Add},
    {Op::Reciprocal, true, Unary::Reciprocal, Binary::Add},
};

}  // namespace

const FusibleOp* fusibleOp(ops::Op op) {
  for (const FusibleOp& row : kFusible) {
    if (row.op == op) return &row;
  }
  return nullptr;
}

}  // namespace tl::passes
