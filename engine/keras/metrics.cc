#include "keras/metrics.h"

#include <cmath>

#include "keras/model.h"
#include "ops/builders.h"

namespace tl::keras {
namespace {

namespace b = ops::build;

// Sums of tensors of known rank reduce every axis at once; scalars are their sum.
ops::Value sumAll(const ops::Value& x) {
  const core::PartialShape& s = x.shape();
  if (s.hasRank() && s.rank() == 0) return x;
  if (s.hasRank()) {
    std::vector<int64_t> axes;
    for (int i = 0; i < s.rank(); ++i) axes.push_back(i);
    return b::sum(x, b::ints(axes));
  }
  return b::sum(b::reshape(x, b::ints({-1})), b::ints({0}));
}

// The element count as float32: a constant when the shape is known.
ops::Value sizeOf(const ops::Value& x) {
  const core::PartialShape& s = x.shape();
  if (s.hasRank() && s.isFullyDefined()) {
    int64_t n = 1;
    for (int64_t d : s.dims()) n *= d;
    return b::scalar(static_cast<double>(n), core::DType::Float32);
  }
  return b::cast(b::size(x), core::DType::Float32);
}

}  // namespace

bool metricFromName(const std::string& name, MetricKind* out) {
  if (name == "RootMeanSquaredError" || name == "root_mean_squared_error") *out = MetricKind::RootMeanSquaredError;
  else if (name == "MeanAbsoluteError" || name == "mean_absolute_error" || name == "mae")
    *out = MetricKind::MeanAbsoluteError;
  else if (name == "MeanSquaredError" || name == "mean_squared_error" || name == "mse")
    *out = MetricKind::MeanSquaredError;
  else if (name == "Mean" || name == "mean") *out = MetricKind::Mean;
  else return false;
  return true;
}

const char* metricDefaultName(MetricKind kind) {
  switch (kind) {
    case MetricKind::Mean: return "mean";
    case MetricKind::RootMeanSquaredError: return "root_mean_squared_error";
    case MetricKind::MeanAbsoluteError: return "mean_absolute_error";
    case MetricKind::MeanSquaredError: return "mean_squared_error";
  }
  return "metric";
}

Metric::Metric(MetricKind kind, std::string name)
    : kind_(kind),
      name_(std::move(name)),
      total_(zerosVariable(core::Shape{}, name_ + "/total")),
      count_(zerosVariable(core::Shape{}, name_ + "/count")) {}

void Metric::accumulate(const ops::Value& sum, const ops::Value& count) {
  ops::call(ops::Op::AssignAddVariableOp, {ops::Value(total_), sum});
  ops::call(ops::Op::AssignAddVariableOp, {ops::Value(count_), count});
}

void Metric::update(const ops::Value& yTrue, const ops::Value& yPred) {
  ops::Value y = matchRank(yTrue, yPred);
  if (kind_ == MetricKind::RootMeanSquaredError) {
    ops::Value sq = ops::call1(ops::Op::SquaredDifference, {yPred, y});
    accumulate(sumAll(sq), sizeOf(sq));
    return;
  }
  LossKind loss = kind_ == MetricKind::MeanAbsoluteError ? LossKind::MeanAbsoluteError : LossKind::MeanSquaredError;
  updateMean(perSampleLoss(loss, y, yPred));
}

void Metric::updateMean(const ops::Value& values, const ops::Value& weight) {
  if (!weight.valid()) {
    accumulate(sumAll(values), sizeOf(values));
    return;
  }
  accumulate(sumAll(b::mul(values, weight)), b::mul(sizeOf(values), weight));
}

ops::Value Metric::result() const {
  ops::Value ratio = b::div(readVariable(total_), readVariable(count_));
  return kind_ == MetricKind::RootMeanSquaredError ? b::unary(ops::Op::Sqrt, ratio) : ratio;
}

double Metric::value() const {
  // float32 arithmetic, as Keras computes the result before History stores it.
  float total = static_cast<float>(ops::variableStorage(total_).value.elementAsDouble(0));
  float count = static_cast<float>(ops::variableStorage(count_).value.elementAsDouble(0));
  float ratio = count == 0 ? 0.0f : total / count;  // Keras's divide_no_nan
  return kind_ == MetricKind::RootMeanSquaredError ? std::sqrt(ratio) : ratio;
}

void Metric::reset() {
  ops::variableStorage(total_).value = core::Tensor::scalarF32(0);
  ops::variableStorage(count_).value = core::Tensor::scalarF32(0);
}

}  // namespace tl::keras
