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

// The op a Python operator makes on a tensor of `dtype` (its declaration says
// which); & and | only on bool tensors. nullptr when there is none.
const ops::OpDef* binaryOpOf(BinOp op, DType dtype) {
  const ops::OpDef* def = ops::opForOperator(binOpSymbol(op));
  if (def && (def->op == Op::LogicalAnd || def->op == Op::LogicalOr) && dtype != DType::Bool) return nullptr;
  return def;
}

}  // namespace

ops::Value operandLike(Interp& in, const Value& v, DType like, const std::string& constName) {
  if (isTensor(v)) return tensorValue(v);
  if (isVariable(v)) return asVariable(v)->read();
  if (isNdArray(v)) return toTensorValue(in, v, std::nullopt, constName);
  return toTensorValue(in, v, like, constName);
}

std::string operandConstName(const std::string& opName, const char* input) {
  graph::GraphBuilder* builder = currentGraphBuilder();
  if (!builder) return "Const";
  // Named inside the op's own scope, as its wrapper converts inputs there: the
  // trailing "/" keeps the graph's current scope from being prepended twice.
  return builder->graph().nextUniqueNames(opName, 1)[0] + "/" + input + "/";
}

ops::Value tensorBinary(Interp& in, BinOp op, const ops::Value& a, const ops::Value& b) {
  const ops::OpDef* def = binaryOpOf(op, a.dtype());
  if (!def) in.raise(in.types.TypeError, "unsupported operand type for tensors");
  const char* name = def->python.nodeName;
  if (def->op == Op::MatMul) {
    ops::build::OpCall call = ops::build::matmulCall(a, b, false, false);
    return callNamed(call.op, {a, b}, call.attrs, name);
  }
  if (def->op == Op::RealDiv && core::isInteger(a.dtype()) && a.dtype() == b.dtype()) {
    // TF's _truediv_python3: integers are cast to float64 before dividing.
    ops::Value fa = ops::build::cast(a, DType::Float64), fb = ops::build::cast(b, DType::Float64);
    return callNamed(Op::RealDiv, {fa, fb}, {}, name);
  }
  return callNamed(def->op, {a, b}, {}, name);
}

Value binaryOperator(Interp& in, BinOp op, const ops::Value& self, const Value& other, bool reflected) {
  if (!binaryOpOf(op, self.dtype())) return {};
  bool convertible = tensorLike(other) || isNdArray(other) || other.isNumber() || other.is(ObjKind::List) ||
                     other.is(ObjKind::Tuple) || other.is(ObjKind::Str);
  if (!convertible) return {};
  // binary_op_wrapper converts the right operand as the op's "y"; the reflected
  // wrapper converts the left one with maybe_promote_tensors' name "x".
  // (math_ops.matmul names its right operand "b").
  const ops::OpDef* def = binaryOpOf(op, self.dtype());
  const char* input = reflected ? "x" : (def->op == Op::MatMul ? "b" : "y");
  ops::Value o = operandLike(in, other, self.dtype(), operandConstName(def->python.nodeName, input));
  ops::Value r = reflected ? tensorBinary(in, op, o, self) : tensorBinary(in, op, self, o);
  return wrapTensor(in, r);
}

Value compareOperator(Interp& in, CmpOp op, const ops::Value& self, const Value& other) {
  bool equality = op == CmpOp::Eq || op == CmpOp::Ne;
  if (equality && other.isNone()) return Value::boolean(op == CmpOp::Ne);
  const ops::OpDef* def = ops::opForOperator(cmpOpSymbol(op));  // none for in / is
  if (!def) return {};
  if (!tensorLike(other) && !isNdArray(other) && !other.isNumber() && !other.is(ObjKind::List) &&
      !other.is(ObjKind::Tuple)) {
    return equality ? Value::boolean(op == CmpOp::Ne) : Value();
  }
  ops::Value o = operandLike(in, other, self.dtype(), operandConstName(def->python.nodeName, "y"));
  return wrapTensor(in, callNamed(def->op, {self, o}, {}, def->python.nodeName));
}

}  // namespace tl::lang::tfi
