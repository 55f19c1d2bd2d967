// tf.convert_to_tensor: tensors and variables as they are (a variable is read
// through an op), lists holding traced tensors as a Pack, anything else as a
// Const of what tensor_values/ makes of it (objects answer NativeObject::asTensor).
#include <cstdint>

#include "lang/modules/tensor_values/tensor_values.h"
#include "lang/modules/tensorflow/tf_internal.h"

namespace tl::lang {
namespace {

using core::DType;

const std::vector<Value>* sequenceItems(const Value& v) {
  if (v.is(ObjKind::List)) return &v.as<List>()->items;
  if (v.is(ObjKind::Tuple)) return &v.as<Tuple>()->items;
  return nullptr;
}

// TF's _autopacking_helper: a list holding traced tensors becomes a Pack of its
// elements ([tf.shape(x)[0], 2] is a shape vector of the trace).
ops::Value autopack(Interp& in, const Value& v, DType dtype) {
  const std::vector<Value>* items = sequenceItems(v);
  if (!items) return toTensorValue(in, v, dtype);
  std::vector<ops::Value> elements;
  for (const Value& item : *items) elements.push_back(autopack(in, item, dtype));
  return callNamed(ops::Op::Pack, elements, {{"axis", int64_t{0}}}, "packed");
}

}  // namespace

std::optional<DType> tracedDTypeIn(const Value& v) {
  if (isTensor(v) && tensorValue(v).isSymbolic()) return tensorValue(v).dtype();
  if (const std::vector<Value>* items = sequenceItems(v)) {
    for (const Value& item : *items) {
      if (std::optional<DType> d = tracedDTypeIn(item)) return d;
    }
  }
  return std::nullopt;
}

ops::Value toTensorValue(Interp& in, const Value& v, std::optional<DType> dtype, const std::string& constName) {
  if (isTensor(v) || isVariable(v)) {
    ops::Value x = isTensor(v) ? tensorValue(v) : asVariable(v)->read();
    if (dtype && x.dtype() != *dtype) {
      in.raise(in.types.ValueError, "Tensor conversion requested dtype " + std::string(core::dtypeName(*dtype)) +
                                        " for Tensor with dtype " + core::dtypeName(x.dtype()) + ": " + in.repr(v));
    }
    return x;
  }
  if (sequenceItems(v)) {
    if (std::optional<DType> staged = tracedDTypeIn(v)) return autopack(in, v, dtype.value_or(*staged));
  }
  std::optional<core::Tensor> t = pythonToTensor(in, v, dtype);
  if (!t) {
    in.raise(in.types.ValueError, "Attempt to convert a value (" + in.repr(v) + ") with an unsupported type (" +
                                      in.repr(Value(in.typeOf(v))) + ") to a Tensor.");
  }
  return namedConstant(*t, constName);
}

namespace tfi {

Value scalarToPython(Interp& in, const core::Tensor& t) {
  switch (t.dtype()) {
    case DType::Bool: return Value::boolean(t.data<bool>()[0]);
    case DType::Int32: return Value::integer(t.data<int32_t>()[0]);
    case DType::Int64: return Value::integer(t.data<int64_t>()[0]);
    case DType::Float32: return Value::real(t.data<float>()[0]);
    case DType::Float64: return Value::real(t.data<double>()[0]);
    case DType::String: return in.newStr(t.strings()[0]);
    default: return Value::none();
  }
}

}  // namespace tfi

core::PartialShape toPartialShape(Interp& in, const Value& v) {
  if (v.isNull() || v.isNone()) return core::PartialShape::unknownRank();
  if (v.is(ObjKind::Native)) {
    if (auto* s = dynamic_cast<ShapeObj*>(v.as<NativeObject>())) return s->shape;
  }
  if (v.isIntLike()) return core::PartialShape(core::Dims{v.asInt()});
  if (isTensor(v) && tensorValue(v).isEager()) {
    const core::Tensor& t = tensorValue(v).tensor();
    core::Dims dims;
    for (int64_t k = 0; k < t.numElements(); ++k) dims.push_back(static_cast<int64_t>(t.elementAsDouble(k)));
    return core::PartialShape(dims);
  }
  core::Dims dims;
  for (const Value& d : in.toVector(v)) {
    if (d.isNone()) dims.push_back(core::PartialShape::kUnknown);
    else dims.push_back(toInt(in, d));
  }
  return core::PartialShape(dims);
}

}  // namespace tl::lang
