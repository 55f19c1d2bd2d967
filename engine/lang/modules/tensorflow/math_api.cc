// Elementwise math, reductions and activations: tf.add ... tf.reduce_sum,
// tf.math.* (reduce_variance, reduce_std, count_nonzero among them),
// tf.nn.relu/sigmoid/tanh/softmax, tf.clip_by_value.
#include "lang/modules/tensorflow/tf_internal.h"
#include "ops/builders.h"

namespace tl::lang::tfi {

std::pair<ops::Value, ops::Value> binaryArgs(Interp& in, const Value& x, const Value& y, const std::string& scope,
                                             const char* xName, const char* yName) {
  if (!tensorLike(x) && tensorLike(y)) {
    ops::Value b = toTensorValue(in, y);
    return {operandLike(in, x, b.dtype(), operandConstName(scope, xName)), b};
  }
  ops::Value a = toTensorValue(in, x, std::nullopt, operandConstName(scope, xName));
  return {a, operandLike(in, y, a.dtype(), operandConstName(scope, yName))};
}

namespace {

using core::DType;
using ops::Op;

struct Named {
  const char* py;
  Op op;
  const char* node;
};

constexpr Named kBinary[] = {
    {"add", Op::AddV2, "Add"},
    {"subtract", Op::Sub, "Sub"},
    {"multiply", Op::Mul, "Mul"},
    {"maximum", Op::Maximum, "Maximum"},
    {"minimum", Op::Minimum, "Minimum"},
    {"pow", Op::Pow, "Pow"},
    {"floordiv", Op::FloorDiv, "floordiv"},
    {"floormod", Op::FloorMod, "FloorMod"},
    {"mod", Op::FloorMod, "FloorMod"},
    {"squared_difference", Op::SquaredDifference, "SquaredDifference"},
    {"equal", Op::Equal, "Equal"},
    {"not_equal", Op::NotEqual, "NotEqual"},
    {"less", Op::Less, "Less"},
    {"less_equal", Op::LessEqual, "LessEqual"},
    {"greater", Op::Greater, "Greater"},
    {"greater_equal", Op::GreaterEqual, "GreaterEqual"},
    {"logical_and", Op::LogicalAnd, "LogicalAnd"},
    {"logical_or", Op::LogicalOr, "LogicalOr"},
};

constexpr Named kUnary[] = {
    {"negative", Op::Neg, "Neg"},
    {"abs", Op::Abs, "Abs"},
    {"exp", Op::Exp, "Exp"},
    {"log", Op::Log, "Log"},
    {"sqrt", Op::Sqrt, "Sqrt"},
    {"rsqrt", Op::Rsqrt, "Rsqrt"},
    {"square", Op::Square, "Square"},
    {"sigmoid", Op::Sigmoid, "Sigmoid"},
    {"tanh", Op::Tanh, "Tanh"},
    {"sign", Op::Sign, "Sign"},
    {"reciprocal", Op::Reciprocal, "Reciprocal"},
    {"logical_not", Op::LogicalNot, "LogicalNot"},
};

constexpr Named kReduce[] = {
    {"reduce_sum", Op::Sum, "Sum"}, {"reduce_prod", Op::Prod, "Prod"}, {"reduce_mean", Op::Mean, "Mean"},
    {"reduce_max", Op::Max, "Max"}, {"reduce_min", Op::Min, "Min"},    {"reduce_any", Op::Any, "Any"},
    {"reduce_all", Op::All, "All"},
};

// The reduction axes: all of them when axis is None.
// Python axes become a Const named `constName` (the op's "reduction_indices").
ops::Value axesArg(Interp& in, const ops::Value& x, const Value& axis, const std::string& constName = "Const") {
  if (given(axis)) return intsArg(in, axis, constName);
  if (x.shape().hasRank()) {
    std::vector<int64_t> all;
    for (int i = 0; i < x.shape().rank(); ++i) all.push_back(i);
    return intConst(all);
  }
  return ops::build::range(intConst({0}, true), ops::build::rank(x), intConst({1}, true));
}

void defBinary(Interp& in, const Value& m, const Named& n) {
  Named k = n;
  defParsed(in, m, k.py, {"x", "y", "name"}, 2, [k](Interp& in, std::vector<Value>& v) {
    std::string name = nameOr(in, v[2], k.node);
    auto [a, b] = binaryArgs(in, v[0], v[1], name);
    return wrapTensor(in, callNamed(k.op, {a, b}, {}, name));
  });
}

void defUnary(Interp& in, const Value& m, const Named& n) {
  Named k = n;
  defParsed(in, m, k.py, {"x", "name"}, 1, [k](Interp& in, std::vector<Value>& v) {
    std::string name = nameOr(in, v[1], k.node);
    const char* input = k.op == Op::Relu ? "features" : "x";
    return wrapTensor(in, callNamed(k.op, {toTensorValue(in, v[0], std::nullopt, operandConstName(name, input))}, {},
                                    name));
  });
}

void defReduce(Interp& in, const Value& m, const Named& n) {
  Named k = n;
  defParsed(in, m, k.py, {"input_tensor", "axis", "keepdims", "name"}, 1, [k](Interp& in, std::vector<Value>& v) {
    std::string name = nameOr(in, v[3], k.node);
    ops::Value x = toTensorValue(in, v[0], std::nullopt, operandConstName(name, "input"));
    bool keep = given(v[2]) && in.truthy(v[2]);
    ops::Value axes = axesArg(in, x, v[1], operandConstName(name, "reduction_indices"));
    ops::Value r = callNamed(k.op, {x, axes}, {{"keep_dims", keep}}, name);
    // TF's _may_reduce_to_scalar: reducing everything of an unknown shape is a scalar.
    graph::GraphBuilder* builder = currentGraphBuilder();
    if (builder && r.isSymbolic() && !r.shape().isFullyDefined() && !keep && !given(v[1])) {
      r = builder->setShape(r, core::PartialShape(core::Dims{}));
    }
    return wrapTensor(in, r);
  });
}

// math_ops.divide is x / y: the operator's scope "truediv".
Value divide(Interp& in, std::vector<Value>& v) {
  auto [a, b] = binaryArgs(in, v[0], v[1], "truediv");
  return wrapTensor(in, tensorBinary(in, BinOp::TrueDiv, a, b));
}

// math_ops.matmul: adjoint_x is transpose_x for the real dtypes here; both at
// once is TF's ValueError.
bool matmulFlag(Interp& in, const Value& transpose, const Value& adjoint, const char* side) {
  const bool t = given(transpose) && in.truthy(transpose), a = given(adjoint) && in.truthy(adjoint);
  if (t && a) {
    in.raise(in.types.ValueError, std::string("Only one of `transpose_") + side + "` and `adjoint_" + side +
                                      "` can be True. Received `transpose_" + side + "`=" + in.str(transpose) +
                                      ", `adjoint_" + side + "`=" + in.str(adjoint) + ".");
  }
  return t || a;
}

Value matmul(Interp& in, std::vector<Value>& v) {
  const bool ta = matmulFlag(in, v[2], v[4], "a"), tb = matmulFlag(in, v[3], v[5], "b");
  std::string name = nameOr(in, v[9], "MatMul");
  auto [a, b] = binaryArgs(in, v[0], v[1], name, "a", "b");
  ops::build::OpCall call = ops::build::matmulCall(a, b, ta, tb);
  return wrapTensor(in, callNamed(call.op, {a, b}, call.attrs, name));
}

// tf.math.argmax / argmin: axis 0 unless given.
void defArgExtreme(Interp& in, const Value& m, const Named& n) {
  Named k = n;
  defParsed(in, m, k.py, {"input", "axis", "output_type", "name"}, 1, [k](Interp& in, std::vector<Value>& v) {
    std::string name = nameOr(in, v[3], k.node);
    ops::Value x = toTensorValue(in, v[0], std::nullopt, operandConstName(name, "input"));
    std::string axisName = operandConstName(name, "dimension");  // gen_math_ops.arg_max's input
    ops::Value axis = given(v[1]) ? intsArg(in, v[1], axisName) : intConst({0}, true, false, axisName);
    DType out = dtypeArg(in, v[2]).value_or(DType::Int64);
    return wrapTensor(in, callNamed(k.op, {x, axis}, {{"output_type", out}}, name));
  });
}

// math_ops.reduce_variance: the mean of the squared deviations from the mean, under
// the name scope `scope`; reduce_std is its Sqrt.
ops::Value variance(Interp& in, std::vector<Value>& v, const std::string& scope) {
  ops::Value x = toTensorValue(in, v[0]);
  ops::Value axes = axesArg(in, x, v[1]);
  ops::Value means = callNamed(Op::Mean, {x, axes}, {{"keep_dims", true}}, scope + "/Mean");
  if (core::isInteger(x.dtype())) {
    in.raise(in.types.TypeError, std::string("Input must be either real or complex. Received integer type <dtype: '") +
                                     core::dtypeName(x.dtype()) + "'>.");
  }
  ops::Value diff = callNamed(Op::Sub, {x, means}, {}, scope + "/sub");
  ops::Value squared = callNamed(Op::Square, {diff}, {}, scope + "/Square");
  bool keep = given(v[2]) && in.truthy(v[2]);
  return callNamed(Op::Mean, {squared, axes}, {{"keep_dims", keep}}, scope + "/Mean_1");
}

Value reduceVariance(Interp& in, std::vector<Value>& v) {
  return wrapTensor(in, variance(in, v, nameOr(in, v[3], "reduce_variance")));
}

Value reduceStd(Interp& in, std::vector<Value>& v) {
  std::string scope = nameOr(in, v[3], "reduce_std");
  return wrapTensor(in, callNamed(Op::Sqrt, {variance(in, v, scope + "/reduce_variance")}, {}, scope + "/Sqrt"));
}

// math_ops.count_nonzero_v2: Sum over cast(x != 0, int64), then cast to `dtype`.
Value countNonzero(Interp& in, std::vector<Value>& v) {
  ops::Value x = toTensorValue(in, v[0]);
  std::string scope = nameOr(in, v[4], "count_nonzero");
  ops::Value nonzero = callNamed(Op::NotEqual, {x, ops::build::scalar(0, x.dtype())}, {}, scope + "/NotEqual");
  ops::Value ones = ops::build::cast(nonzero, DType::Int64);
  bool keep = given(v[2]) && in.truthy(v[2]);
  ops::Value count = callNamed(Op::Sum, {ones, axesArg(in, x, v[1])}, {{"keep_dims", keep}}, scope + "/Sum");
  DType out = dtypeArg(in, v[3]).value_or(DType::Int64);
  return wrapTensor(in, out == DType::Int64 ? count : ops::build::cast(count, out));
}

// TF's clip_ops.clip_by_value: Minimum then Maximum, refusing a bound that would
// broadcast the result beyond t's shape.
Value clipByValue(Interp& in, std::vector<Value>& v) {
  ops::Value t = toTensorValue(in, v[0]);
  std::string scope = nameOr(in, v[3], "clip_by_value");
  auto checkShape = [&](const ops::Value& r) {
    if (!t.shape().isCompatibleWith(r.shape())) {
      in.raise(in.types.ValueError,
               "Shapes " + t.shape().toString() + " and " + r.shape().toString() + " are incompatible");
    }
  };
  ops::Value low = callNamed(Op::Minimum, {t, operandLike(in, v[2], t.dtype())}, {}, scope + "/Minimum");
  checkShape(low);
  ops::Value high = callNamed(Op::Maximum, {low, operandLike(in, v[1], t.dtype())}, {}, scope);
  checkShape(high);
  return wrapTensor(in, high);
}

// softmax(x) = exp(x - max) / sum(exp(x - max)) over the last axis. nn_ops._softmax
// checks an axis other than the last itself.
Value softmax(Interp& in, std::vector<Value>& v) {
  ops::Value x = toTensorValue(in, v[0]);
  if (given(v[1]) && v[1].isInt() && x.shape().hasRank()) {
    int64_t dim = toInt(in, v[1]), rank = x.shape().rank();
    if (dim != -1 && (dim < -rank || dim >= rank)) {
      std::string r = std::to_string(rank);
      in.raise(in.exceptionClass("InvalidArgumentError"),
               "`dim` must be in the range [-" + r + ", " + r + ") where " + r +
                   " is the number of dimensions in the input. Received: dim=" + std::to_string(dim));
    }
  }
  ops::Value axis = given(v[1]) ? intsArg(in, v[1]) : intConst({-1});
  ops::Value mx = ops::call1(Op::Max, {x, axis}, {{"keep_dims", true}});
  ops::Value e = ops::build::unary(Op::Exp, ops::build::sub(x, mx));
  ops::Value s = ops::build::sum(e, axis, true);
  return wrapTensor(in, callNamed(Op::RealDiv, {e, s}, {}, nameOr(in, v[2], "Softmax")));
}

// math_ops.cumsum / cumprod: axis 0 unless given, under the op's own name.
void defScan(Interp& in, const Value& m, const Named& n) {
  Named k = n;
  defParsed(in, m, k.py, {"x", "axis", "exclusive", "reverse", "name"}, 1, [k](Interp& in, std::vector<Value>& v) {
    ops::Value x = toTensorValue(in, v[0]);
    ops::Value axis = given(v[1]) ? intsArg(in, v[1]) : intConst({0}, true);
    bool exclusive = given(v[2]) && in.truthy(v[2]), reverse = given(v[3]) && in.truthy(v[3]);
    ops::Attrs attrs = {{"exclusive", exclusive}, {"reverse", reverse}};
    return wrapTensor(in, callNamed(k.op, {x, axis}, attrs, nameOr(in, v[4], k.node)));
  });
}

// math_ops.add_n: each input converted on its own; one input is returned as is
// (through an Identity when named), more are summed by one AddN.
Value addN(Interp& in, std::vector<Value>& v) {
  std::vector<Value> items;
  if (v[0].is(ObjKind::List) || v[0].is(ObjKind::Tuple)) items = in.toVector(v[0]);
  if (items.empty()) {
    in.raise(in.types.ValueError,
             "Inputs must be an iterable of at least one Tensor/IndexedSlices with the same dtype and shape.");
  }
  std::vector<ops::Value> inputs;
  for (const Value& item : items) inputs.push_back(toTensorValue(in, item));
  if (inputs.size() == 1) {
    return given(v[1]) ? wrapTensor(in, callNamed(Op::Identity, inputs, {}, in.str(v[1]))) : wrapTensor(in, inputs[0]);
  }
  return wrapTensor(in, callNamed(Op::AddN, inputs, {}, nameOr(in, v[1], "AddN")));
}

// tf.math's functions TF 2 exports only there, not as tf.<name> too.
bool mathOnly(const char* py) {
  for (const char* name : {"floordiv", "floormod", "mod", "squared_difference", "log", "rsqrt", "reciprocal"})
    if (std::string(py) == name) return true;
  return false;
}

// tf.math's functions, or (topLevel) those TF 2 also exports as tf.<name>.
void installMathFunctions(Interp& in, const Value& m, bool topLevel) {
  for (const Named& n : kBinary)
    if (!topLevel || !mathOnly(n.py)) defBinary(in, m, n);
  for (const Named& n : kUnary)
    if (!topLevel || !mathOnly(n.py)) defUnary(in, m, n);
  for (const Named& n : kReduce) defReduce(in, m, n);
  defParsed(in, m, "divide", {"x", "y", "name"}, 2, divide);
  defParsed(in, m, "truediv", {"x", "y", "name"}, 2, divide);
  defArgExtreme(in, m, {"argmax", Op::ArgMax, "ArgMax"});
  defArgExtreme(in, m, {"argmin", Op::ArgMin, "ArgMin"});
  defScan(in, m, {"cumsum", Op::Cumsum, "Cumsum"});
  if (!topLevel) defScan(in, m, {"cumprod", Op::Cumprod, "Cumprod"});
  defParsed(in, m, "add_n", {"inputs", "name"}, 1, addN);
}

}  // namespace

void installMathApi(Interp& in, const Value& tf, const Value& math, const Value& nn) {
  installMathFunctions(in, math, false);
  installMathFunctions(in, tf, true);
  Value linalg = in.newModule("tensorflow.linalg");  // TF 2 exports matmul as tf.matmul and tf.linalg.matmul
  setModuleAttr(in, tf, "linalg", linalg);
  for (const Value& m : {tf, linalg})
    defParsed(in, m, "matmul",
              {"a", "b", "transpose_a", "transpose_b", "adjoint_a", "adjoint_b", "a_is_sparse", "b_is_sparse",
               "output_type", "name"},
              2, matmul);
  for (const char* name : {"sigmoid", "tanh"}) {
    for (const Named& n : kUnary)
      if (std::string(n.py) == name) defUnary(in, nn, n);
  }
  defUnary(in, nn, {"relu", Op::Relu, "Relu"});
  defParsed(in, nn, "softmax", {"logits", "axis", "name"}, 1, softmax);
  defParsed(in, tf, "clip_by_value", {"t", "clip_value_min", "clip_value_max", "name"}, 3, clipByValue);
  defParsed(in, math, "reduce_variance", {"input_tensor", "axis", "keepdims", "name"}, 1, reduceVariance);
  defParsed(in, math, "reduce_std", {"input_tensor", "axis", "keepdims", "name"}, 1, reduceStd);
  defParsed(in, math, "count_nonzero", {"input", "axis", "keepdims", "dtype", "name"}, 1, countNonzero);
  defParsed(in, math, "softmax", {"logits", "axis", "name"}, 1, softmax);
}

}  // namespace tl::lang::tfi
