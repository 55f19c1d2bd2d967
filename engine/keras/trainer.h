// Trainer: a compiled Keras model — model, optimizer, loss, metrics — and its
// three step functions, each a traced tf.function run from its cached plan per
// batch, as Keras 2's Model.make_{train,test,predict}_function build them:
//   train_function(iterator): forward under a GradientTape, loss, gradients,
//     optimizer update, loss tracker and metric updates;
//   test_function(iterator): forward, loss, metric updates;
//   predict_function(iterator): forward.
// The epoch loops (fit, evaluate, predict) batch the data here; printing and
// events beyond the function machinery's stay with the caller.
#pragma once
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "keras/batches.h"
#include "keras/losses.h"
#include "keras/metrics.h"
#include "keras/model.h"
#include "keras/optimizer.h"
#include "keras/step_function.h"

namespace tl::keras {

// What one step function needs from the host (the program's registry, options, sink).
struct StepHost {
  function::FunctionRegistry& registry;
  const core::Options& options;
  core::EventSink& sink;
};

// Metric values in Keras's order: "loss", then each compiled metric by name.
using Logs = std::vector<std::pair<std::string, double>>;

struct EpochResult {
  Logs logs;
  int64_t steps = 0;
  double seconds = 0;
  double firstStepSeconds = 0;  // Keras's Progbar leaves the first step out of ms/step
};

class Trainer {
 public:
  Trainer(SequentialModel model, std::shared_ptr<Optimizer> optimizer, LossKind loss,
          std::vector<std::shared_ptr<Metric>> metrics);

  // Step functions are made on first use; `repr` names them in warnings.
  void setStepRepr(const std::string& kind, const std::string& pythonRepr);
  // The program's line that made the model (named when a new model's step function traces).
  void setModelLine(int line) { model_line_ = line; }

  // One epoch of training over rows [0, rows) of x, y (shuffled if `shuffle`).
  EpochResult trainEpoch(const core::Tensor& x, const core::Tensor& y, int64_t batchSize, bool shuffle, SplitMix64& rng,
                         StepHost host);
  EpochResult evaluate(const core::Tensor& x, const core::Tensor& y, int64_t batchSize, StepHost host);
  // Batched prediction (None batch dimension) or one exact batch (predict_on_batch).
  core::Tensor predict(const core::Tensor& x, int64_t batchSize, bool singleBatch, StepHost host,
                       int64_t* steps = nullptr);

  // The train step's body, callable eagerly (op by op with a tape) or while tracing.
  std::vector<ops::Value> trainStep(const std::vector<ops::Value>& inputs);
  std::vector<ops::Value> testStep(const std::vector<ops::Value>& inputs);
  std::vector<ops::Value> predictStep(const std::vector<ops::Value>& inputs);

  void resetMetrics();
  Logs currentLogs() const;
  SequentialModel& model() { return model_; }
  Optimizer& optimizer() { return *optimizer_; }
  StepFunction* stepFunction(const std::string& kind);  // nullptr until used

 private:
  StepFunction& step(const std::string& kind, StepHost host);
  void updateLossAndMetrics(const ops::Value& loss, const ops::Value& y, const ops::Value& pred, const ops::Value& x);
  std::vector<ops::Value> results() const;

  SequentialModel model_;
  std::shared_ptr<Optimizer> optimizer_;
  LossKind loss_;
  Metric loss_tracker_;
  std::vector<std::shared_ptr<Metric>> metrics_;
  std::map<std::string, std::string> reprs_;
  int model_line_ = 0;
  std::map<std::string, std::unique_ptr<StepFunction>> steps_;
};

}  // namespace tl::keras
