// tf.math's trigonometric, rounding and special functions (tf.math.sin ... tf.math.erf,
// with the top-level aliases TF 2 exports), the predicates tf.math.is_nan/is_inf/
// is_finite, tf.stop_gradient, tf.math.atan2/xdivy/divide_no_nan/logical_xor and the
// activations tf.nn.elu ... tf.nn.gelu and tf.math.log_sigmoid, composed as TF's
// Python wrappers (math_ops.py, nn_ops.py, nn_impl.py) compose them.
#include "lang/modules/tensorflow/tf_internal.h"
#include "ops/builders.h"

namespace tl::lang::tfi {
namespace {

using core::DType;
using ops::Op;

struct MathFn {
  const char* py;
  Op op;
  bool topLevel;  // also tf.<py> (TF 2's api exports)
};

// Wrappers that call the op directly under its own name.
constexpr MathFn kMathFns[] = {
    {"sin", Op::Sin, true},       {"cos", Op::Cos, true},       {"tan", Op::Tan, true},
    {"asin", Op::Asin, true},     {"acos", Op::Acos, true},     {"atan", Op::Atan, true},
    {"sinh", Op::Sinh, true},     {"cosh", Op::Cosh, true},     {"floor", Op::Floor, true},
    {"ceil", Op::Ceil, false},    {"log1p", Op::Log1p, false},  {"expm1", Op::Expm1, false},
    {"erf", Op::Erf, false},      {"is_nan", Op::IsNan, false}, {"is_finite", Op::IsFinite, false},
    {"is_inf", Op::IsInf, false},
};

// tf.nn (and for softplus tf.math) activations: gen_nn_ops wrappers taking `features`.
constexpr MathFn kActivationFns[] = {
    {"elu", Op::Elu, false},
    {"selu", Op::Selu, false},
    {"relu6", Op::Relu6, false},
    {"softplus", Op::Softplus, false},
};

void defMathFn(Interp& in, const Value& m, const MathFn& u, const char* param) {
  Op op = u.op;
  defParsed(in, m, u.py, {param, "name"}, 1, [op](Interp& in, std::vector<Value>& v) {
    return wrapTensor(in, callNamed(op, {toTensorValue(in, v[0])}, {}, nameOr(in, v[1], ops::opName(op))));
  });
}

void defBinaryFn(Interp& in, const Value& m, const char* py, std::initializer_list<const char*> params, Op op,
                 const char* node) {
  const char* xName = params.begin()[0];
  const char* yName = params.begin()[1];
  defParsed(in, m, py, params, 2, [op, node, xName, yName](Interp& in, std::vector<Value>& v) {
    std::string name = nameOr(in, v[2], node);
    auto [a, b] = binaryArgs(in, v[0], v[1], name, xName, yName);
    return wrapTensor(in, callNamed(op, {a, b}, {}, name));
  });
}

// math_ops.round: integers are returned as they are.
Value roundFn(Interp& in, std::vector<Value>& v) {
  ops::Value x = toTensorValue(in, v[0]);
  if (core::isInteger(x.dtype())) return wrapTensor(in, x);
  return wrapTensor(in, callNamed(Op::Round, {x}, {}, nameOr(in, v[1], "Round")));
}

Value stopGradient(Interp& in, std::vector<Value>& v) {
  return wrapTensor(in, callNamed(Op::StopGradient, {toTensorValue(in, v[0])}, {}, nameOr(in, v[1], "StopGradient")));
}

// math_ops.logical_xor: (x or y) and not (x and y).
Value logicalXor(Interp& in, std::vector<Value>& v) {
  ops::Value x = toTensorValue(in, v[0], DType::Bool), y = toTensorValue(in, v[1], DType::Bool);
  ops::Value either = callNamed(Op::LogicalOr, {x, y}, {}, "LogicalOr");
  ops::Value both = callNamed(Op::LogicalAnd, {x, y}, {}, "LogicalAnd");
  ops::Value notBoth = callNamed(Op::LogicalNot, {both}, {}, "LogicalNot");
  return wrapTensor(in, callNamed(Op::LogicalAnd, {either, notBoth}, {}, nameOr(in, v[2], "LogicalAnd")));
}

// nn_ops.leaky_relu: integer features are cast to float32 first.
Value leakyRelu(Interp& in, std::vector<Value>& v) {
  std::string scope = nameOr(in, v[2], "LeakyRelu");
  ops::Value x = toTensorValue(in, v[0]);
  if (core::isInteger(x.dtype())) x = callNamed(Op::Cast, {x}, {{"DstT", DType::Float32}}, scope + "/Cast");
  double alpha = given(v[1]) ? toDouble(in, v[1]) : 0.2;
  return wrapTensor(in, callNamed(Op::LeakyRelu, {x}, {{"alpha", alpha}}, scope));
}

// math_ops.log_sigmoid: -softplus(-x).
Value logSigmoid(Interp& in, std::vector<Value>& v) {
  std::string scope = nameOr(in, v[1], "LogSigmoid");
  ops::Value x = toTensorValue(in, v[0]);
  ops::Value negX = callNamed(Op::Neg, {x}, {}, scope + "/Neg");
  ops::Value sp = callNamed(Op::Softplus, {negX}, {}, scope + "/Softplus");
  return wrapTensor(in, callNamed(Op::Neg, {sp}, {}, scope));
}

// nn_impl.swish (tf.nn.silu): features * sigmoid(beta * features), beta converted on
// its own and cast to the features' dtype. It takes no name.
Value swish(Interp& in, std::vector<Value>& v) {
  ops::Value x = toTensorValue(in, v[0]);
  ops::Value beta = given(v[1]) ? toTensorValue(in, v[1]) : ops::build::scalar(1.0, DType::Float32);
  if (beta.dtype() != x.dtype()) beta = callNamed(Op::Cast, {beta}, {{"DstT", x.dtype()}}, "Cast");
  ops::Value scaled = callNamed(Op::Mul, {beta, x}, {}, "mul");
  ops::Value s = callNamed(Op::Sigmoid, {scaled}, {}, "Sigmoid");
  return wrapTensor(in, callNamed(Op::Mul, {x, s}, {}, "mul"));
}

// nn_ops.gelu: 0.5 * x * (1 + erf(x / sqrt(2))), or with approximate=True
// 0.5 * x * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 * x^3))).
Value gelu(Interp& in, std::vector<Value>& v) {
  std::string scope = nameOr(in, v[2], "Gelu");
  ops::Value x = toTensorValue(in, v[0]);
  if (!core::isFloating(x.dtype())) {
    in.raise(in.types.ValueError, "`features.dtype` must be a floating point tensor.Received:features.dtype=" +
                                      in.str(wrapDType(in, x.dtype())));
  }
  auto c = [&](double value) { return ops::build::scalar(value, x.dtype()); };
  ops::Value half = callNamed(Op::Mul, {c(0.5), x}, {}, scope + "/mul");
  ops::Value inner;
  if (given(v[1]) && in.truthy(v[1])) {
    ops::Value cube = callNamed(Op::Pow, {x, c(3)}, {}, scope + "/Pow");
    ops::Value term = callNamed(Op::Mul, {c(0.044715), cube}, {}, scope + "/mul_1");
    ops::Value sum = callNamed(Op::AddV2, {x, term}, {}, scope + "/add");
    ops::Value scaled = callNamed(Op::Mul, {c(0.7978845608028654), sum}, {}, scope + "/mul_2");
    ops::Value t = callNamed(Op::Tanh, {scaled}, {}, scope + "/Tanh");
    inner = callNamed(Op::AddV2, {c(1.0), t}, {}, scope + "/add_1");
    return wrapTensor(in, callNamed(Op::Mul, {half, inner}, {}, scope + "/mul_3"));
  }
  ops::Value scaled = callNamed(Op::RealDiv, {x, c(1.4142135623730951)}, {}, scope + "/truediv");
  ops::Value e = callNamed(Op::Erf, {scaled}, {}, scope + "/Erf");
  inner = callNamed(Op::AddV2, {c(1.0), e}, {}, scope + "/add");
  return wrapTensor(in, callNamed(Op::Mul, {half, inner}, {}, scope + "/mul_1"));
}

void installNn(Interp& in, const Value& math, const Value& nn) {
  for (const MathFn& u : kActivationFns) defMathFn(in, nn, u, "features");
  defMathFn(in, math, kActivationFns[3], "features");  // tf.math.softplus
  defParsed(in, nn, "leaky_relu", {"features", "alpha", "name"}, 1, leakyRelu);
  defParsed(in, nn, "silu", {"features", "beta"}, 1, swish);
  defParsed(in, nn, "swish", {"features", "beta"}, 1, swish);
  defParsed(in, nn, "gelu", {"features", "approximate", "name"}, 1, gelu);
  defParsed(in, math, "log_sigmoid", {"x", "name"}, 1, logSigmoid);
}

}  // namespace

void installMathFunctionsApi(Interp& in, const Value& tf, const Value& math, const Value& nn) {
  for (const MathFn& u : kMathFns) {
    defMathFn(in, math, u, "x");
    if (u.topLevel) defMathFn(in, tf, u, "x");
  }
  for (const Value& m : {math, tf}) {
    defParsed(in, m, "round", {"x", "name"}, 1, roundFn);
    defBinaryFn(in, m, "atan2", {"y", "x", "name"}, Op::Atan2, "Atan2");
  }
  defBinaryFn(in, math, "xdivy", {"x", "y", "name"}, Op::Xdivy, "Xdivy");
  defBinaryFn(in, math, "divide_no_nan", {"x", "y", "name"}, Op::DivNoNan, "div_no_nan");
  defParsed(in, math, "logical_xor", {"x", "y", "name"}, 2, logicalXor);
  defParsed(in, tf, "stop_gradient", {"input", "name"}, 1, stopGradient);
  installNn(in, math, nn);
}

}  // namespace tl::lang::tfi
