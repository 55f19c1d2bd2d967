// Losses and stateful metrics against direct computation over the same numbers.
#include <doctest/doctest.h>

#include <cmath>
#include <vector>

#include "keras/keras.h"

using namespace tl;
using core::Tensor;

namespace {

const std::vector<float> kTrue = {1.0f, -2.0f, 3.5f, 0.25f, 4.0f};
const std::vector<float> kPred = {0.5f, -1.0f, 4.0f, 1.25f, 2.0f};

Tensor column(const std::vector<float>& v) { return Tensor::fromF32({static_cast<int64_t>(v.size()), 1}, v); }
Tensor vec(const std::vector<float>& v) { return Tensor::fromF32({static_cast<int64_t>(v.size())}, v); }

double meanOf(size_t begin, size_t end, bool squared) {
  double s = 0;
  for (size_t i = begin; i < end; ++i) {
    double d = kPred[i] - kTrue[i];
    s += squared ? d * d : std::fabs(d);
  }
  return s / static_cast<double>(end - begin);
}

}  // namespace

TEST_CASE("mse and mae of a [n] label against a [n, 1] prediction") {
  ops::Value mse = keras::batchLoss(keras::LossKind::MeanSquaredError, vec(kTrue), column(kPred));
  ops::Value mae = keras::batchLoss(keras::LossKind::MeanAbsoluteError, vec(kTrue), column(kPred));
  CHECK(mse.tensor().elementAsDouble(0) == doctest::Approx(meanOf(0, 5, true)));
  CHECK(mae.tensor().elementAsDouble(0) == doctest::Approx(meanOf(0, 5, false)));
  keras::LossKind kind;
  CHECK(keras::lossFromName("mse", &kind));
  CHECK(kind == keras::LossKind::MeanSquaredError);
  CHECK_FALSE(keras::lossFromName("hinge_like", &kind));
}

TEST_CASE("metrics accumulate over batches and reset") {
  keras::Metric rmse(keras::MetricKind::RootMeanSquaredError, "root_mean_squared_error");
  keras::Metric mae(keras::MetricKind::MeanAbsoluteError, "mean_absolute_error");
  // Two batches (3 rows, 2 rows): running totals give the metric over all 5 rows.
  std::vector<float> t1(kTrue.begin(), kTrue.begin() + 3), t2(kTrue.begin() + 3, kTrue.end());
  std::vector<float> p1(kPred.begin(), kPred.begin() + 3), p2(kPred.begin() + 3, kPred.end());
  for (keras::Metric* m : {&rmse, &mae}) {
    m->update(column(t1), column(p1));
    m->update(column(t2), column(p2));
  }
  CHECK(rmse.value() == doctest::Approx(std::sqrt(meanOf(0, 5, true))));
  CHECK(mae.value() == doctest::Approx(meanOf(0, 5, false)));
  CHECK(rmse.result().tensor().elementAsDouble(0) == doctest::Approx(std::sqrt(meanOf(0, 5, true))));
  rmse.reset();
  CHECK(rmse.value() == 0.0);
}

TEST_CASE("Mean weights each value by its sample weight") {
  keras::Metric mean(keras::MetricKind::Mean, "loss");
  mean.updateMean(Tensor::scalarF32(2.0f), Tensor::scalarF32(30.0f));
  mean.updateMean(Tensor::scalarF32(5.0f), Tensor::scalarF32(10.0f));
  CHECK(mean.value() == doctest::Approx((2.0 * 30 + 5.0 * 10) / 40.0));
}
