// Module-level numpy functions: reductions, elementwise math, joining and
// reshaping, where, dot/matmul, allclose.
#include <cmath>

#include "lang/modules/numpy/np_internal.h"

namespace tl::lang::np {
namespace {

using core::DType;
using ops::Op;

core::Tensor intVector(const std::vector<int64_t>& v) {
  core::Tensor t(DType::Int32, core::Shape{static_cast<int64_t>(v.size())});
  for (size_t i = 0; i < v.size(); ++i) t.data<int32_t>()[i] = static_cast<int32_t>(v[i]);
  return t;
}

void defReduce(Interp& in, const Value& np, const char* name, const char* what) {
  std::string w = what, n = name;
  defFunction(in, np, name, [w, n](Interp& in, const Value&, CallArgs& a) {
    auto v = parseArgs(in, a, n.c_str(), {"a", "axis", "dtype", "out", "keepdims"}, 1);
    bool keep = !v[4].isNull() && in.truthy(v[4]);
    return reduce(in, w.c_str(), v[0], v[1], keep);
  });
}

// Converts every array to their common NumPy result type.
std::vector<core::Tensor> commonArrays(Interp& in, const Value& seq) {
  std::vector<Value> items = in.toVector(seq);
  if (items.empty()) in.raise(in.types.ValueError, "need at least one array to concatenate");
  DType d = toArray(in, items[0]).dtype();
  for (size_t i = 1; i < items.size(); ++i) d = promoteTypes(d, toArray(in, items[i]).dtype());
  std::vector<core::Tensor> out;
  for (const Value& v : items) out.push_back(castTo(toArray(in, v), d));
  return out;
}

Value joinArrays(Interp& in, CallArgs& a, const char* name, bool stack) {
  auto v = parseArgs(in, a, name, {"arrays", "axis"}, 1);
  std::vector<core::Tensor> parts = commonArrays(in, v[0]);
  int64_t axis = v[1].isNull() ? 0 : toInt(in, v[1]);
  if (axis > INT32_MAX || axis < INT32_MIN)  // NumPy reads the axis as a C int, each function in its words
    in.raise(stack ? in.types.OverflowError : in.types.ValueError,
             stack ? "Python int too large to convert to C int" : "integer won't fit into a C int");
  if (!parts.empty()) axis = arrayAxis(in, axis, parts[0].rank() + (stack ? 1 : 0));
  try {
    if (stack) return wrapNdArray(in, eager(Op::Pack, parts, {{"axis", axis}}));
    parts.push_back(core::Tensor::scalarI64(axis));
    return wrapNdArray(in, eager(Op::ConcatV2, parts));
  } catch (const core::TfError& e) {
    in.raise(in.types.ValueError, std::string("all the input array dimensions must match: ") + e.what());
  }
}

Value whereFn(Interp& in, const Value&, CallArgs& a) {
  auto v = parseArgs(in, a, "where", {"condition", "x", "y"}, 3);
  core::Tensor c = castTo(toArray(in, v[0]), DType::Bool);
  DType d = resultType(in, v[1], v[2]);
  return wrapNdArray(in, eager(Op::SelectV2, {c, castTo(toArray(in, v[1]), d), castTo(toArray(in, v[2]), d)}));
}

Value allclose(Interp& in, const Value&, CallArgs& a) {
  auto v = parseArgs(in, a, "allclose", {"a", "b", "rtol", "atol"}, 2);
  double rtol = v[2].isNull() ? 1e-05 : toDouble(in, v[2]), atol = v[3].isNull() ? 1e-08 : toDouble(in, v[3]);
  core::Tensor x = castTo(toArray(in, v[0]), DType::Float64), y = castTo(toArray(in, v[1]), DType::Float64);
  core::Shape s = core::broadcastShapes(x.shape(), y.shape());
  core::Tensor dims = intVector(s.dims());
  x = eager(Op::BroadcastTo, {x, dims}), y = eager(Op::BroadcastTo, {y, dims});
  for (int64_t k = 0; k < x.numElements(); ++k) {
    double p = x.data<double>()[k], q = y.data<double>()[k];
    if (std::isinf(p) || std::isinf(q)) {
      if (p != q) return Value::boolean(false);
      continue;
    }
    if (!(std::fabs(p - q) <= atol + rtol * std::fabs(q))) return Value::boolean(false);
  }
  return Value::boolean(true);
}

void defUnary(Interp& in, const Value& np, const char* name, Op op) {
  defFunction(in, np, name, [op](Interp& in, const Value&, CallArgs& a) {
    if (a.npos != 1) in.raise(in.types.TypeError, "expected 1 argument");
    return wrapNdArray(in, unaryMath(in, op, a.pos[0]));
  });
}

void defBinary(Interp& in, const Value& np, const char* name, BinOp op) {
  defFunction(in, np, name, [op](Interp& in, const Value&, CallArgs& a) {
    if (a.npos != 2) in.raise(in.types.TypeError, "expected 2 arguments");
    Value x = isNdArray(a.pos[0]) ? a.pos[0] : wrapNdArray(in, toArray(in, a.pos[0]));
    return arrayBinary(in, op, x, a.pos[1]);
  });
}

void defExtremum(Interp& in, const Value& np, const char* name, Op op) {
  defFunction(in, np, name, [op](Interp& in, const Value&, CallArgs& a) {
    if (a.npos != 2) in.raise(in.types.TypeError, "expected 2 arguments");
    DType d = resultType(in, a.pos[0], a.pos[1]);
    return wrapNdArray(in, eager(op, {castTo(toArray(in, a.pos[0]), d), castTo(toArray(in, a.pos[1]), d)}));
  });
}

}  // namespace

void installFunctions(Interp& in, const Value& np) {
  for (auto [name, what] : {std::pair{"sum", "sum"},
                            {"mean", "mean"},
                            {"std", "std"},
                            {"var", "var"},
                            {"max", "max"},
                            {"min", "min"},
                            {"amax", "max"},
                            {"amin", "min"}})
    defReduce(in, np, name, what);
  defFunction(in, np, "concatenate",
              [](Interp& in, const Value&, CallArgs& a) { return joinArrays(in, a, "concatenate", false); });
  defFunction(in, np, "stack", [](Interp& in, const Value&, CallArgs& a) { return joinArrays(in, a, "stack", true); });
  defFunction(in, np, "where", whereFn);
  defFunction(in, np, "allclose", allclose);
  defFunction(in, np, "reshape", [](Interp& in, const Value&, CallArgs& a) {
    if (a.npos < 2) in.raise(in.types.TypeError, "reshape() needs an array and a shape");
    Value arr = wrapNdArray(in, toArray(in, a.pos[0]));
    return in.call(in.getAttr(arr, "reshape"), {a.pos[1]});
  });
  defFunction(in, np, "transpose", [](Interp& in, const Value&, CallArgs& a) {
    if (a.npos != 1) in.raise(in.types.TypeError, "transpose() takes 1 argument");
    return in.getAttr(wrapNdArray(in, toArray(in, a.pos[0])), "T");
  });
  defFunction(in, np, "shape", [](Interp& in, const Value&, CallArgs& a) {
    if (a.npos != 1) in.raise(in.types.TypeError, "shape() takes 1 argument");
    return in.getAttr(wrapNdArray(in, toArray(in, a.pos[0])), "shape");
  });
  auto dot = [](Interp& in, const Value&, CallArgs& a) {
    if (a.npos != 2) in.raise(in.types.TypeError, "expected 2 arguments");
    Value x = isNdArray(a.pos[0]) ? a.pos[0] : wrapNdArray(in, toArray(in, a.pos[0]));
    return arrayBinary(in, BinOp::MatMul, x, a.pos[1]);
  };
  for (const char* name : {"argmax", "argmin", "all", "any"}) {
    std::string n = name;
    defFunction(in, np, name, [n](Interp& in, const Value&, CallArgs& a) {
      auto v = parseArgs(in, a, n.c_str(), {"a", "axis", "out", "keepdims"}, 1);
      return np::reduce(in, n.c_str(), v[0], v[1], !v[3].isNull() && in.truthy(v[3]));
    });
  }
  defFunction(in, np, "dot", dot);
  defFunction(in, np, "matmul", dot);
}

void installMathFunctions(Interp& in, const Value& np) {
  defUnary(in, np, "sqrt", Op::Sqrt);
  defUnary(in, np, "exp", Op::Exp);
  defUnary(in, np, "log", Op::Log);
  defUnary(in, np, "abs", Op::Abs);
  defUnary(in, np, "absolute", Op::Abs);
  defUnary(in, np, "square", Op::Square);
  defUnary(in, np, "tanh", Op::Tanh);
  defUnary(in, np, "sign", Op::Sign);
  defUnary(in, np, "negative", Op::Neg);
  defBinary(in, np, "add", BinOp::Add);
  defBinary(in, np, "subtract", BinOp::Sub);
  defBinary(in, np, "multiply", BinOp::Mul);
  defBinary(in, np, "divide", BinOp::TrueDiv);
  defBinary(in, np, "power", BinOp::Pow);
  defExtremum(in, np, "maximum", Op::Maximum);
  defExtremum(in, np, "minimum", Op::Minimum);
}

}  // namespace tl::lang::np
