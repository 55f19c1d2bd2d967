// Keras optimizers (TF 2.11+ `tf.keras.optimizers`, the "new" optimizers) with
// Keras's default hyperparameters and update rules. apply() is op calls on
// resource variables (Assign*VariableOp), so an update runs eagerly or traces
// into the train step's graph. The learning rate is itself a variable, as in
// Keras, so changing it never retraces.
#pragma once
#include <map>
#include <string>
#include <vector>

#include "ops/op.h"

namespace tl::keras {

enum class OptimizerKind : uint8_t { SGD, RMSprop, Adam };

struct OptimizerConfig {
  OptimizerKind kind = OptimizerKind::RMSprop;
  double learningRate = 0.001;
  double momentum = 0.0;  // SGD, RMSprop
  bool nesterov = false;  // SGD
  double rho = 0.9;       // RMSprop
  bool centered = false;  // RMSprop
  double beta1 = 0.9;     // Adam
  double beta2 = 0.999;   // Adam
  double epsilon = 1e-7;  // RMSprop, Adam
};

// Keras's defaults per kind (SGD lr 0.01; RMSprop and Adam lr 0.001).
OptimizerConfig defaultOptimizerConfig(OptimizerKind kind);
// "sgd", "rmsprop", "adam" (case-insensitive); false if unknown.
bool optimizerFromName(const std::string& name, OptimizerKind* out);
const char* optimizerClassName(OptimizerKind kind);  // "SGD", "RMSprop", "Adam"

class Optimizer {
 public:
  explicit Optimizer(OptimizerConfig config);

  // One update of every variable from its gradient (an invalid gradient skips the
  // variable, as Keras does for None). Slots are created on first sight of a
  // variable, outside any trace, then read and assigned through ops.
  void apply(const std::vector<ops::Value>& grads, const std::vector<core::Tensor>& variables);

  // How many slot variables apply() would create for these variables (none once
  // they have slots): a caller inside tf.function checks them against its rules.
  int newSlotVariables(const std::vector<core::Tensor>& variables) const;

  const OptimizerConfig& config() const { return config_; }
  const core::Tensor& learningRateVariable() const { return learning_rate_; }
  const core::Tensor& iterationsVariable() const { return iterations_; }
  double learningRate() const;
  void setLearningRate(double value);

 private:
  struct Slots {
    core::Tensor a, b, c;  // momentum / velocity / m, v, average_grad as the kind needs
  };
  Slots& slotsFor(const core::Tensor& variable);
  void updateSgd(const ops::Value& grad, const core::Tensor& variable, Slots& slots, const ops::Value& lr);
  void updateRmsprop(const ops::Value& grad, const core::Tensor& variable, Slots& slots, const ops::Value& lr);
  void updateAdam(const ops::Value& grad, const core::Tensor& variable, Slots& slots, const ops::Value& lr);

  OptimizerConfig config_;
  core::Tensor learning_rate_;  // float32 scalar variable
  core::Tensor iterations_;     // float32 scalar variable (Keras keeps an int64 count)
  std::map<const void*, Slots> slots_;
  std::vector<core::Tensor> slot_owners_;  // keeps slot keys (variable storages) alive
};

}  // namespace tl::keras
