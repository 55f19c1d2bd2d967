// Helpers for the ops tests: build tensors from literals, run one op eagerly,
// read results back, and expect TF-worded errors.
#pragma once
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "ops/op.h"

namespace tl::ops::testing {

using core::DType;
using core::Dims;
using core::PartialShape;
using core::Shape;
using core::Tensor;

inline Tensor f64(Shape shape, const std::vector<double>& v) {
  Tensor t(DType::Float64, std::move(shape));
  for (size_t i = 0; i < v.size(); ++i) t.data<double>()[i] = v[i];
  return t;
}
inline Tensor f32(Shape shape, const std::vector<float>& v) { return Tensor::fromF32(std::move(shape), v); }
inline Tensor i32(Shape shape, const std::vector<int32_t>& v) { return Tensor::fromI32(std::move(shape), v); }
inline Tensor i64(Shape shape, const std::vector<int64_t>& v) {
  Tensor t(DType::Int64, std::move(shape));
  for (size_t i = 0; i < v.size(); ++i) t.data<int64_t>()[i] = v[i];
  return t;
}
inline Tensor vecI32(const std::vector<int32_t>& v) { return i32(Shape{static_cast<int64_t>(v.size())}, v); }
inline Tensor boolT(Shape shape, const std::vector<bool>& v) {
  Tensor t(DType::Bool, std::move(shape));
  for (size_t i = 0; i < v.size(); ++i) t.data<bool>()[i] = v[i];
  return t;
}
inline Tensor strT(Shape shape, const std::vector<std::string>& v) {
  Tensor t(DType::String, std::move(shape));
  for (size_t i = 0; i < v.size(); ++i) t.strings()[i] = v[i];
  return t;
}

inline std::vector<Tensor> run(Op op, const std::vector<Tensor>& inputs, const Attrs& attrs = {}) {
  std::vector<Value> values(inputs.begin(), inputs.end());
  std::vector<Value> outs = call(op, values, attrs);
  std::vector<Tensor> tensors;
  for (const Value& v : outs) tensors.push_back(v.tensor());
  return tensors;
}
inline Tensor run1(Op op, const std::vector<Tensor>& inputs, const Attrs& attrs = {}) {
  return run(op, inputs, attrs).at(0);
}

inline std::vector<double> values(const Tensor& t) {
  std::vector<double> out;
  for (int64_t i = 0; i < t.numElements(); ++i) out.push_back(t.elementAsDouble(i));
  return out;
}

// The error an op call raises: "Kind: message" in the op's own words (without the
// eager runtime's wording around them), or "" when it succeeds.
template <typename F>
std::string errorOf(F&& f) {
  try {
    f();
  } catch (const core::EagerOpError& e) {
    return e.kind() + ": " + e.raw();
  } catch (const core::TfError& e) {
    return e.kind() + ": " + e.what();
  }
  return "";
}

inline TypedShape typed(DType dtype, PartialShape shape, const Tensor* constant = nullptr) {
  return TypedShape{dtype, std::move(shape), constant};
}
inline std::vector<TypedShape> infer(Op op, const std::vector<TypedShape>& in, const Attrs& attrs = {}) {
  return opDef(op).infer(in, attrs);
}
inline PartialShape dims(std::initializer_list<int64_t> d) { return PartialShape(Dims(d)); }

}  // namespace tl::ops::testing
