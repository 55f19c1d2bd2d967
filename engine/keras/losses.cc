#include "keras/losses.h"

#include "ops/builders.h"

namespace tl::keras {

namespace b = ops::build;

bool lossFromName(const std::string& name, LossKind* out) {
  if (name == "mean_squared_error" || name == "mse" || name == "MSE" || name == "MeanSquaredError") {
    *out = LossKind::MeanSquaredError;
  } else if (name == "mean_absolute_error" || name == "mae" || name == "MAE" || name == "MeanAbsoluteError") {
    *out = LossKind::MeanAbsoluteError;
  } else {
    return false;
  }
  return true;
}

const char* lossFunctionName(LossKind kind) {
  return kind == LossKind::MeanSquaredError ? "mean_squared_error" : "mean_absolute_error";
}

ops::Value matchRank(const ops::Value& yTrue, const ops::Value& yPred) {
  ops::Value y = yTrue.dtype() == core::DType::Float32 ? yTrue : b::cast(yTrue, core::DType::Float32);
  if (y.shape().hasRank() && yPred.shape().hasRank() && y.shape().rank() == 1 && yPred.shape().rank() == 2) {
    y = ops::call1(ops::Op::ExpandDims, {y, b::ints({-1})});
  }
  return y;
}

ops::Value perSampleLoss(LossKind kind, const ops::Value& yTrue, const ops::Value& yPred) {
  ops::Value diff = kind == LossKind::MeanSquaredError ? ops::call1(ops::Op::SquaredDifference, {yPred, yTrue})
                                                       : b::unary(ops::Op::Abs, b::sub(yPred, yTrue));
  return ops::call1(ops::Op::Mean, {diff, b::ints({-1})});
}

ops::Value batchLoss(LossKind kind, const ops::Value& yTrue, const ops::Value& yPred) {
  ops::Value y = matchRank(yTrue, yPred);
  const core::PartialShape& shape = yPred.shape();
  if (shape.hasRank() && shape.rank() == 2 && shape.isFullyDefined() && y.shape() == shape) {
    // Rows of equal length: the mean of per-sample means is the mean of all
    // elements, and a known element count makes it a Sum and one multiply (a
    // smaller graph and gradient than two Means with dynamic counts).
    double count = static_cast<double>(shape.dim(0) * shape.dim(1));
    ops::Value diff = kind == LossKind::MeanSquaredError ? ops::call1(ops::Op::SquaredDifference, {yPred, y})
                                                         : b::unary(ops::Op::Abs, b::sub(yPred, y));
    return b::mul(b::sum(diff, b::ints({0, 1})), b::scalar(1.0 / count, core::DType::Float32));
  }
  ops::Value perSample = perSampleLoss(kind, y, yPred);
  return ops::call1(ops::Op::Mean, {perSample, b::ints({0})});
}

}  // namespace tl::keras
