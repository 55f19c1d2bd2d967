#include "keras/model.h"

#include "ops/builders.h"

namespace tl::keras {

bool activationFromName(const std::string& name, Activation* out) {
  static const std::pair<const char*, Activation> kNames[] = {
      {"", Activation::Linear},         {"linear", Activation::Linear}, {"relu", Activation::Relu},
      {"sigmoid", Activation::Sigmoid}, {"tanh", Activation::Tanh},     {"softmax", Activation::Softmax}};
  for (const auto& [n, a] : kNames) {
    if (name == n) {
      *out = a;
      return true;
    }
  }
  return false;
}

namespace {

// softmax over the last axis, as tf.nn.softmax: exp(x - max) / sum(exp(x - max)).
ops::Value softmax(const ops::Value& x) {
  ops::Value axis = ops::build::ints({-1});
  ops::Value shifted = ops::build::sub(x, ops::call1(ops::Op::Max, {x, axis}, {{"keep_dims", true}}));
  ops::Value e = ops::build::unary(ops::Op::Exp, shifted);
  return ops::build::div(e, ops::build::sum(e, axis, true));
}

}  // namespace

ops::Value activate(Activation activation, const ops::Value& x) {
  switch (activation) {
    case Activation::Relu: return ops::build::unary(ops::Op::Relu, x);
    case Activation::Sigmoid: return ops::build::unary(ops::Op::Sigmoid, x);
    case Activation::Tanh: return ops::build::unary(ops::Op::Tanh, x);
    case Activation::Softmax: return softmax(x);
    case Activation::Linear: break;
  }
  return x;
}

ops::Value readVariable(const core::Tensor& handle) {
  return ops::call1(ops::Op::ReadVariableOp, {ops::Value(handle)}, {{"dtype", core::DType::Float32}});
}

core::Tensor zerosVariable(const core::Shape& shape, const std::string& name, bool trainable) {
  return ops::makeVariableHandle(core::Tensor(core::DType::Float32, shape), name, trainable);
}

ops::Value DenseLayer::apply(const ops::Value& x) const {
  ops::Value input = x.dtype() == core::DType::Float32 ? x : ops::build::cast(x, core::DType::Float32);
  ops::Value y = ops::build::matmul(input, readVariable(kernel), false, false);
  if (useBias) y = ops::call1(ops::Op::BiasAdd, {y, readVariable(bias)});
  return activate(activation, y);
}

ops::Value SequentialModel::forward(const ops::Value& x) const {
  ops::Value y = x;
  for (const auto& layer : layers) y = layer.apply(y);
  return y;
}

std::vector<core::Tensor> SequentialModel::trainableWeights() const {
  std::vector<core::Tensor> out;
  for (const auto& layer : layers) {
    out.push_back(layer.kernel);
    if (layer.useBias) out.push_back(layer.bias);
  }
  return out;
}

}  // namespace tl::keras
