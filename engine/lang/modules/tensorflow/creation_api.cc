// tf.constant, tf.convert_to_tensor, tf.zeros/ones/fill/*_like, tf.range,
// tf.linspace, tf.cast, tf.identity.
#include <cstring>

#include "lang/modules/tensor_values/tensor_values.h"
#include "lang/modules/tensorflow/tf_internal.h"
#include "ops/builders.h"

namespace tl::lang::tfi {
namespace {

using core::DType;
using ops::Op;

// tf.constant(value, shape=...): a scalar fills the shape; otherwise the element
// counts must agree (TF's reshape rule for eager constants).
core::Tensor shaped(Interp& in, const core::Tensor& t, const core::Shape& shape) {
  if (t.numElements() == shape.numElements()) return t.reshaped(shape);
  if (t.numElements() != 1) {
    in.raise(in.types.TypeError, "Eager execution of tf.constant with unsupported shape. Tensor " +
                                     t.shape().toString() + " has " + std::to_string(t.numElements()) +
                                     " elements, but got `shape` " + shape.toString() + " with " +
                                     std::to_string(shape.numElements()) + " elements).");
  }
  core::Tensor out(t.dtype(), shape);
  for (int64_t k = 0; k < out.numElements(); ++k) {
    if (t.dtype() == DType::String) out.strings()[k] = t.strings()[0];
    else std::memcpy(out.data<char>() + k * core::dtypeSize(t.dtype()), t.raw(), core::dtypeSize(t.dtype()));
  }
  return out;
}

Value constant(Interp& in, std::vector<Value>& v) {
  std::optional<DType> dtype = dtypeArg(in, v[1]);
  std::string name = nameOr(in, v[3], "Const");
  if (isTensor(v[0]) && tensorValue(v[0]).isSymbolic())
    return wrapTensor(in, ops::build::cast(tensorValue(v[0]), dtype ? *dtype : tensorValue(v[0]).dtype()));
  if (isVariable(v[0])) return wrapTensor(in, toTensorValue(in, v[0], dtype));
  std::optional<core::Tensor> t;
  if (isTensor(v[0])) {
    const core::Tensor& x = tensorValue(v[0]).tensor();
    t = (!dtype || *dtype == x.dtype()) ? x : ops::build::cast(ops::Value(x), *dtype).tensor();
  } else {
    t = pythonToTensor(in, v[0], dtype);
  }
  if (!t) toTensorValue(in, v[0], dtype);  // raises TF's unsupported-type error
  if (given(v[2])) {
    core::PartialShape s = toPartialShape(in, v[2]);
    t = shaped(in, *t, s.toShape());
  }
  return wrapTensor(in, namedConstant(*t, name));
}

// A shape argument as a known Shape (Python list/tuple/int/TensorShape or eager
// tensor); nullopt when it is a symbolic tensor.
std::optional<core::Shape> knownShape(Interp& in, const Value& v) {
  if (isTensor(v) && tensorValue(v).isSymbolic()) return std::nullopt;
  if (tracedDTypeIn(v)) return std::nullopt;
  core::PartialShape s = toPartialShape(in, v);
  if (!s.isFullyDefined()) in.raise(in.types.ValueError, "Cannot create a tensor of unknown shape " + s.toString());
  return s.toShape();
}

Value filledTensor(Interp& in, const Value& shape, const Value& dtypeV, const Value& nameV, double value,
                   const char* scope) {
  DType dtype = dtypeArg(in, dtypeV).value_or(DType::Float32);
  std::string name = nameOr(in, nameV, scope);
  if (std::optional<core::Shape> s = knownShape(in, shape)) {
    // An eager scalar even while tracing: the filled tensor becomes one Const node.
    core::Tensor one = *pythonToTensor(in, Value::real(value), dtype);
    return wrapTensor(in, namedConstant(shaped(in, one, *s), name));
  }
  ops::Value dims = toTensorValue(in, shape);
  return wrapTensor(in, callNamed(Op::Fill, {dims, ops::build::scalar(value, dtype)}, {}, name));
}

Value likeTensor(Interp& in, std::vector<Value>& v, Op op, const char* scope) {
  ops::Value x = toTensorValue(in, v[0]);
  std::optional<DType> dtype = dtypeArg(in, v[1]);
  ops::Value r = callNamed(op, {x}, {}, nameOr(in, v[2], scope));
  return wrapTensor(in, dtype ? ops::build::cast(r, *dtype) : r);
}

// tf.range's dtype: the widest of the arguments (float32 if any is a float).
DType rangeDType(Interp& in, const std::vector<Value>& args) {
  DType best = DType::Int32;
  static const DType kOrder[] = {DType::Int32, DType::Int64, DType::Float32, DType::Float64};
  auto rankOf = [](DType d) {
    for (int i = 0; i < 4; ++i)
      if (kOrder[i] == d) return i;
    return 0;
  };
  for (const Value& a : args) {
    if (!given(a)) continue;
    // A Python number converts as tf.constant converts it: int32, or int64
    // past int32's range, float32 for a float.
    DType d = (isTensor(a) || isVariable(a) || !a.isFloat()) ? toTensorValue(in, a).dtype() : DType::Float32;
    if (rankOf(d) > rankOf(best)) best = d;
  }
  return best;
}

Value range(Interp& in, std::vector<Value>& v) {
  Value start = v[0], limit = v[1], delta = given(v[2]) ? v[2] : Value::integer(1);
  if (!given(limit)) limit = start, start = Value::integer(0);
  DType dtype = dtypeArg(in, v[3]).value_or(rangeDType(in, {start, limit, delta}));
  auto py = [&](const Value& a) {
    if (isTensor(a) || isVariable(a)) return ops::build::cast(toTensorValue(in, a), dtype);
    return toTensorValue(in, a, dtype);
  };
  return wrapTensor(in, callNamed(Op::Range, {py(start), py(limit), py(delta)}, {}, nameOr(in, v[4], "range")));
}

// TF's linspace_nd: [start, start + i * delta for 0 < i < num-1, stop].
Value linspace(Interp& in, std::vector<Value>& v) {
  ops::Value start = toTensorValue(in, v[0]);
  ops::Value stop = ops::build::cast(toTensorValue(in, v[1], start.dtype()), start.dtype());
  // linspace_nd's delta divides by the step count with truediv: ints give float64.
  if (core::isInteger(start.dtype())) {
    start = ops::build::cast(start, DType::Float64);
    stop = ops::build::cast(stop, DType::Float64);
  }
  int64_t num = toInt(in, v[2]);
  if (num <= 1) {
    return wrapTensor(in, ops::build::reshape(start, intConst({num < 1 ? 0 : 1})));
  }
  DType d = start.dtype();
  ops::Value delta = ops::build::div(ops::build::sub(stop, start), ops::build::scalar(double(num - 1), d));
  ops::Value idx =
      ops::build::cast(ops::build::range(intConst({1}, true), intConst({num - 1}, true), intConst({1}, true)), d);
  ops::Value mid = ops::build::add(ops::build::mul(idx, delta), start);
  ops::Value one = intConst({1});
  std::vector<ops::Value> parts = {ops::build::reshape(start, one), mid, ops::build::reshape(stop, one)};
  parts.push_back(intConst({0}, true));
  return wrapTensor(in, callNamed(Op::ConcatV2, parts, {}, nameOr(in, v[4], "linspace")));
}

}  // namespace

void installCreationApi(Interp& in, const Value& tf) {
  defParsed(in, tf, "constant", {"value", "dtype", "shape", "name"}, 1, constant);
  defParsed(in, tf, "convert_to_tensor", {"value", "dtype", "dtype_hint", "name"}, 1,
            [](Interp& in, std::vector<Value>& v) {
              std::optional<DType> d = dtypeArg(in, v[1]);
              if (!d && given(v[2]) && !isTensor(v[0]) && !isVariable(v[0])) {
                std::optional<core::Tensor> t = pythonToTensor(in, v[0], dtypeArg(in, v[2]));
                if (t) return wrapTensor(in, namedConstant(*t, "Const"));
              }
              return wrapTensor(in, toTensorValue(in, v[0], d));
            });
  defParsed(in, tf, "zeros", {"shape", "dtype", "name"}, 1,
            [](Interp& in, std::vector<Value>& v) { return filledTensor(in, v[0], v[1], v[2], 0, "zeros"); });
  defParsed(in, tf, "ones", {"shape", "dtype", "name"}, 1,
            [](Interp& in, std::vector<Value>& v) { return filledTensor(in, v[0], v[1], v[2], 1, "ones"); });
  defParsed(in, tf, "fill", {"dims", "value", "name"}, 2, [](Interp& in, std::vector<Value>& v) {
    std::string name = nameOr(in, v[2], "Fill");  // gen_array_ops.fill converts dims, then value
    ops::Value dims = intsArg(in, v[0], operandConstName(name, "dims"));
    ops::Value value = toTensorValue(in, v[1], std::nullopt, operandConstName(name, "value"));
    return wrapTensor(in, callNamed(Op::Fill, {dims, value}, {}, name));
  });
  defParsed(in, tf, "zeros_like", {"input", "dtype", "name"}, 1,
            [](Interp& in, std::vector<Value>& v) { return likeTensor(in, v, Op::ZerosLike, "zeros_like"); });
  defParsed(in, tf, "ones_like", {"input", "dtype", "name"}, 1,
            [](Interp& in, std::vector<Value>& v) { return likeTensor(in, v, Op::OnesLike, "ones_like"); });
  defParsed(in, tf, "range", {"start", "limit", "delta", "dtype", "name"}, 1, range);
  defParsed(in, tf, "linspace", {"start", "stop", "num", "name", "axis"}, 3, linspace);
  defParsed(in, tf, "cast", {"x", "dtype", "name"}, 2, [](Interp& in, std::vector<Value>& v) {
    ops::Value x = toTensorValue(in, v[0]);
    std::optional<DType> d = dtypeArg(in, v[1]);
    if (!d) in.raise(in.types.TypeError, "Cannot convert None to a dtype.");
    if (x.dtype() == *d) return wrapTensor(in, x);
    return wrapTensor(in, callNamed(Op::Cast, {x}, {{"DstT", *d}}, nameOr(in, v[2], "Cast")));
  });
  defParsed(in, tf, "identity", {"input", "name"}, 1, [](Interp& in, std::vector<Value>& v) {
    return wrapTensor(in, callNamed(Op::Identity, {toTensorValue(in, v[0])}, {}, nameOr(in, v[1], "Identity")));
  });
}

}  // namespace tl::lang::tfi
