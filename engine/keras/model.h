// The model the train/test/predict steps run: a stack of Dense layers whose
// weights are resource variables. Forward is plain op calls, so it runs eagerly,
// records graph nodes while tracing, and is recorded by a GradientTape alike.
#pragma once
#include <string>
#include <vector>

#include "ops/op.h"

namespace tl::keras {

enum class Activation : uint8_t { Linear, Relu, Sigmoid, Tanh, Softmax };

// "relu", "sigmoid", "tanh", "softmax", "linear" (or "" / None); false if unknown.
bool activationFromName(const std::string& name, Activation* out);
ops::Value activate(Activation activation, const ops::Value& x);

struct DenseLayer {
  int64_t units = 1;
  Activation activation = Activation::Linear;
  bool useBias = true;
  core::Tensor kernel;  // resource handle of a [inputDim, units] float32 variable
  core::Tensor bias;    // resource handle of a [units] variable (invalid without bias)

  ops::Value apply(const ops::Value& x) const;
};

struct SequentialModel {
  std::vector<DenseLayer> layers;

  ops::Value forward(const ops::Value& x) const;
  // Trainable weights in Keras's order (per layer: kernel, bias).
  std::vector<core::Tensor> trainableWeights() const;
};

// ReadVariableOp of a float32 variable through the current context.
ops::Value readVariable(const core::Tensor& handle);
// A new float32 variable holding zeros of `shape` (optimizer slots, metric totals).
core::Tensor zerosVariable(const core::Shape& shape, const std::string& name, bool trainable = false);

}  // namespace tl::keras
