// Keras losses: mean over the last axis per sample, then the batch mean
// (Keras's SUM_OVER_BATCH_SIZE reduction), after Keras's rank matching of
// y_true to y_pred (a [batch] label against a [batch, 1] prediction).
#pragma once
#include <string>

#include "ops/op.h"

namespace tl::keras {

enum class LossKind : uint8_t { MeanSquaredError, MeanAbsoluteError };

// "mean_squared_error", "mse", "MeanSquaredError", "mean_absolute_error", "mae", ...
bool lossFromName(const std::string& name, LossKind* out);
const char* lossFunctionName(LossKind kind);  // "mean_squared_error"

// y_true expanded to y_pred's rank and cast to float32 (compile_utils.match_dtype_and_rank).
ops::Value matchRank(const ops::Value& yTrue, const ops::Value& yPred);
// Per-sample loss values: mean over the last axis.
ops::Value perSampleLoss(LossKind kind, const ops::Value& yTrue, const ops::Value& yPred);
// The scalar batch loss.
ops::Value batchLoss(LossKind kind, const ops::Value& yTrue, const ops::Value& yPred);

}  // namespace tl::keras
