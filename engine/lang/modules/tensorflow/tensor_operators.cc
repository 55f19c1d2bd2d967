// Python operators on tensors with TensorFlow's semantics: Python operands
// convert to the tensor's dtype, `/` on integers divides in float64 (TF's
// truediv), == and != are elementwise, and nodes get TF's name scopes.
#include "lang/modules/numpy/ndarray.h"
#include "lang/modules/tensorflow/tf_internal.h"
#include "ops/builders.h"

namespace tl::lang::tfi {
namespace {

using core::DType;
using ops::Op;

struct OpName {
  Op op;
  const char* name;
};

OpName binaryOpOf(BinOp op, DType dtype) {
  switch (op) {
    case BinOp::Add: return {Op::AddV2, "add"};
    case BinOp::Sub: return {Op::Sub, "sub"};
    case BinOp::Mul: return {Op::Mul, "mul"};
    case BinOp::TrueDiv: return {Op::RealDiv, "truediv"};
    case BinOp::FloorDiv: return {Op::FloorDiv, "floordiv"};
    case BinOp::Mod: return {Op::FloorMod, "mod"};
    case BinOp::Pow: return {Op::Pow, "pow"};
    case BinOp::MatMul: return {Op::MatMul, "matmul"};
    case BinOp::BitAnd: return {dtype == DType::Bool ? Op::LogicalAnd : Op::kCount, "and"};
    case BinOp::BitOr: return {dtype == DType::Bool ? Op::LogicalOr : Op::kCount, "or"};
    default: return {Op::kCount, ""};
  }
}

}  // namespace

ops::Value tensorBinary(Interp& in, BinOp op, const ops::Value& a, const ops::Value& b) {
  OpName o = binaryOpOf(op, a.dtype());
  if (o.op == Op::kCount) in.raise(in.types.TypeError, "unsupported operand type for tensors");
  if (o.op == Op::MatMul) {
    return callNamed(Op::MatMul, {a, b}, {{"transpose_a", false}, {"transpose_b", false}}, o.name);
  }
  if (o.op == Op::RealDiv && core::isInteger(a.dtype()) && a.dtype() == b.dtype()) {
    // TF's _truediv_python3: integers are cast to float64 before dividing.
    ops::Value fa = ops::build::cast(a, DType::Float64), fb = ops::build::cast(b, DType::Float64);
    return callNamed(Op::RealDiv, {fa, fb}, {}, o.name);
  }
  return callNamed(o.op, {a, b}, {}, o.name);
}

Value binaryOperator(Interp& in, BinOp op, const ops::Value& self, const Value& other, bool reflected) {
  if (binaryOpOf(op, self.dtype()).op == Op::kCount) return {};
  bool convertible = tensorLike(other) || isNdArray(other) || other.isNumber() ||
                     other.is(ObjKind::List) || other.is(ObjKind::Tuple) || other.is(ObjKind::Str);
  if (!convertible) return {};
  ops::Value o = operandLike(in, other, self.dtype());
  ops::Value r = reflected ? tensorBinary(in, op, o, self) : tensorBinary(in, op, self, o);
  return wrapTensor(in, r);
}

Value compareOperator(Interp& in, CmpOp op, const ops::Value& self, const Value& other) {
  static const struct {
    CmpOp cmp;
    Op op;
    const char* name;
  } kOps[] = {{CmpOp::Lt, Op::Less, "Less"},       {CmpOp::Le, Op::LessEqual, "LessEqual"},
              {CmpOp::Gt, Op::Greater, "Greater"}, {CmpOp::Ge, Op::GreaterEqual, "GreaterEqual"},
              {CmpOp::Eq, Op::Equal, "Equal"},     {CmpOp::Ne, Op::NotEqual, "NotEqual"}};
  bool equality = op == CmpOp::Eq || op == CmpOp::Ne;
  if (equality && other.isNone()) return Value::boolean(op == CmpOp::Ne);
  for (const auto& k : kOps) {
    if (k.cmp != op) continue;
    if (!tensorLike(other) && !isNdArray(other) && !other.isNumber() && !other.is(ObjKind::List) &&
        !other.is(ObjKind::Tuple)) {
      return equality ? Value::boolean(op == CmpOp::Ne) : Value();
    }
    ops::Value o = operandLike(in, other, self.dtype());
    return wrapTensor(in, callNamed(k.op, {self, o}, {}, k.name));
  }
  return {};
}

}  // namespace tl::lang::tfi
