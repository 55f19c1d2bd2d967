// keras/ is tf.keras; start here. Layers and Sequential (keras_layers,
// keras_models), training (keras_training, keras_fit, keras_progbar,
// keras_summary), optimizers (keras_optimizers), losses and metrics
// (keras_losses_metrics).
//
// Keras-lite: tf.keras.layers.Dense and tf.keras.Sequential as Python objects whose
// weights are tf.Variables and whose calls are ops, so a model works eagerly and
// inside a traced function alike. Training (compile/fit/evaluate/predict) runs on
// keras::Trainer (engine/keras/), whose step functions trace like tf.functions.
#pragma once
#include <memory>

#include "keras/keras.h"
#include "lang/modules/tensorflow/tensor/tensor_object.h"

namespace tl::lang {

class DenseObj : public NativeObject {
 public:
  explicit DenseObj(ClassObj* cls) : NativeObject(cls) {}
  int64_t units = 1;
  keras::Activation activation = keras::Activation::Linear;
  bool useBias = true;
  std::string kernelInitializer = "glorot_uniform";
  std::string biasInitializer = "zeros";
  int64_t inputDim = -1;         // from input_shape, or the first call
  bool inputShapeGiven = false;  // input_shape / input_dim: a Sequential it starts knows its input
  Value kernel, bias;            // tf.Variables once built
  std::string name;

  void build(Interp& in, int64_t inputDim);
  ops::Value apply(Interp& in, const ops::Value& x);
  keras::DenseLayer spec() const;  // the layer as the trainer runs it (requires built)
  Value call(Interp& in, CallArgs& args) override;
  Value getAttr(Interp& in, const std::string& name) override;
  std::string repr(Interp& in) override;
};

// tf.keras.Input / tf.keras.layers.Input: only its shape matters to Sequential.
class InputObj : public NativeObject {
 public:
  explicit InputObj(ClassObj* cls) : NativeObject(cls) {}
  core::PartialShape shape;  // with the batch dimension (None, ...)
  std::string repr(Interp& in) override;
};

// What compile() set up; a new one (with new step functions) per compile().
struct CompiledState {
  Value optimizer;             // the Python optimizer object
  Value loss;                  // the Python loss given (str or object)
  std::vector<Value> metrics;  // Python metric objects
  keras::LossKind lossKind = keras::LossKind::MeanSquaredError;
  std::shared_ptr<keras::Trainer> trainer;
};

class SequentialObj : public NativeObject {
 public:
  explicit SequentialObj(ClassObj* cls) : NativeObject(cls) {}
  std::vector<Value> layers;
  std::string name = "sequential";
  int64_t inputDim = -1;  // from an Input given first
  std::unique_ptr<CompiledState> compiled;
  std::shared_ptr<keras::Trainer> predictOnly;  // predict before compile()
  uint64_t seed = 0;                            // fit's shuffle stream
  int createdLine = 0;                          // the program's line that made it

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
DenseObj* asDense(const Value& v);            // nullptr if not a Dense layer
SequentialObj* asSequential(const Value& v);  // nullptr if not a Sequential

// Layer and model names restart ("dense", "sequential") for each program.
void resetKerasNames(Interp& in);

// Adds tf.keras (layers, models, Sequential) to the tensorflow module.
void installKeras(Interp& in, const Value& tfModule);

// ---- parts of tf.keras defined in keras_*.cc ----
// tf.keras.optimizers (and .experimental), tf.keras.losses, tf.keras.metrics.
void installKerasOptimizers(Interp& in, const Value& keras);
void installKerasLosses(Interp& in, const Value& keras);
void installKerasMetrics(Interp& in, const Value& keras);
void installKerasInput(Interp& in, const Value& keras, const Value& layers);
// compile/fit/evaluate/predict/summary/weights as bound methods of a Sequential.
Value sequentialMethod(Interp& in, SequentialObj& model, const std::string& name);

// Keras 2's InputSpec checks (input_spec.py assert_input_compatibility) of an
// input of shape `dims` (-1: unknown, as the batch dimension in fit and predict).
// A Dense wants rank 2 or more and, once built, its input's last dimension.
void checkDenseInput(Interp& in, const DenseObj& dense, const std::vector<int64_t>& dims);
std::string kerasShapeText(const std::vector<int64_t>& dims);  // "(None, 3)", "(None,)"
// A Sequential given its input shape checks it as the model does (a last axis of
// size 1 may be missing: true when it is, and Keras adds it back,
// Functional._conform_to_reference_input); then its first Dense checks its own.
bool checkSequentialInput(Interp& in, const SequentialObj& model, const std::vector<int64_t>& dims);

// The C++ objects behind the Python ones (raise TypeError/ValueError as Keras does).
std::shared_ptr<keras::Optimizer> optimizerFrom(Interp& in, const Value& v, Value* pythonObject);
keras::LossKind lossFrom(Interp& in, const Value& v);
std::shared_ptr<keras::Metric> metricFrom(Interp& in, const Value& v, Value* pythonObject);

// The model's layers as the trainer runs them, building weights from `inputDim` if needed.
keras::SequentialModel buildModelSpec(Interp& in, SequentialObj& model, int64_t inputDim);

}  // namespace tl::lang
