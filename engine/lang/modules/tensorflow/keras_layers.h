// Keras-lite: tf.keras.layers.Dense and tf.keras.Sequential as Python objects whose
// weights are tf.Variables and whose calls are ops, so a model works eagerly and
// inside a traced function alike. (Training APIs grow from here.)
#pragma once
#include "lang/modules/tensorflow/tensor_object.h"

namespace tl::lang {

class DenseObj : public NativeObject {
 public:
  explicit DenseObj(ClassObj* cls) : NativeObject(cls) {}
  int64_t units = 1;
  std::string activation;  // "", "relu", "sigmoid", "tanh", "linear"
  bool useBias = true;
  int64_t inputDim = -1;   // from input_shape, or the first call
  Value kernel, bias;      // tf.Variables once built
  std::string name;

  void build(Interp& in, int64_t inputDim);
  ops::Value apply(Interp& in, const ops::Value& x);
  Value call(Interp& in, CallArgs& args) override;
  Value getAttr(Interp& in, const std::string& name) override;
  std::string repr(Interp& in) override;
};

class SequentialObj : public NativeObject {
 public:
  explicit SequentialObj(ClassObj* cls) : NativeObject(cls) {}
  std::vector<Value> layers;
  std::string name = "sequential";

  Value call(Interp& in, CallArgs& args) override;
  Value getAttr(Interp& in, const std::string& name) override;
  std::string repr(Interp& in) override;
};

// Constructors exposed as tf.keras.layers.Dense and tf.keras.Sequential.
Value newDense(Interp& in, const Value& self, CallArgs& args);
Value newSequential(Interp& in, const Value& self, CallArgs& args);
// The class objects of this interpreter (created on first use).
ClassObj* denseClass(Interp& in);
ClassObj* sequentialClass(Interp& in);

// Layer and model names restart ("dense", "sequential") for each program.
void resetKerasNames(Interp& in);

// Adds tf.keras (layers, models, Sequential) to the tensorflow module.
void installKeras(Interp& in, const Value& tfModule);

}  // namespace tl::lang
