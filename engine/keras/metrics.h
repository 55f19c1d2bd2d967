// Keras metrics: stateful running totals over an epoch (Keras's Reduce/Mean
// metrics): `total` and `count` are variables updated by ops inside the step,
// read at the end of the epoch, and reset before the next.
#pragma once
#include <string>

#include "keras/losses.h"
#include "ops/op.h"

namespace tl::keras {

enum class MetricKind : uint8_t { Mean, RootMeanSquaredError, MeanAbsoluteError, MeanSquaredError };

// Class or function names: "RootMeanSquaredError", "mean_absolute_error", "mae", "mse", ...
bool metricFromName(const std::string& name, MetricKind* out);
const char* metricDefaultName(MetricKind kind);  // "root_mean_squared_error", "mean", ...

class Metric {
 public:
  Metric(MetricKind kind, std::string name);

  // Adds a batch: RMSE sums squared errors per element; MAE/MSE per-sample
  // losses; Mean takes `yPred` as the values, each weighted by `weight` (if given).
  void update(const ops::Value& yTrue, const ops::Value& yPred);
  void updateMean(const ops::Value& values, const ops::Value& weight = ops::Value());
  ops::Value result() const;  // through the current context
  double value() const;       // eager read of total/count
  void reset();

  MetricKind kind() const { return kind_; }
  const std::string& name() const { return name_; }

 private:
  void accumulate(const ops::Value& sum, const ops::Value& count);

  MetricKind kind_;
  std::string name_;
  core::Tensor total_, count_;  // float32 scalar variables
};

}  // namespace tl::keras
