// The train step: Dense gradients against central finite differences, the traced
// step against the same step run eagerly op by op, and Keras's batching rules.
#include <doctest/doctest.h>

#include <algorithm>
#include <random>

#include "autodiff/gradient_tape.h"
#include "keras/keras.h"

using namespace tl;
using core::Tensor;

namespace {

Tensor randomF32(core::Shape shape, std::mt19937& rng) {
  std::uniform_real_distribution<float> dist(-1, 1);
  Tensor t(core::DType::Float32, std::move(shape));
  for (int64_t i = 0; i < t.numElements(); ++i) t.data<float>()[i] = dist(rng);
  return t;
}

keras::SequentialModel makeModel(std::mt19937& rng, keras::Activation hidden) {
  keras::SequentialModel model;
  keras::DenseLayer a{4, hidden, true, ops::makeVariableHandle(randomF32({3, 4}, rng), "k0"),
                      ops::makeVariableHandle(randomF32({4}, rng), "b0")};
  keras::DenseLayer b{1, keras::Activation::Linear, true, ops::makeVariableHandle(randomF32({4, 1}, rng), "k1"),
                      ops::makeVariableHandle(randomF32({1}, rng), "b1")};
  model.layers = {a, b};
  return model;
}

double lossOf(const keras::SequentialModel& model, const Tensor& x, const Tensor& y) {
  return keras::batchLoss(keras::LossKind::MeanSquaredError, y, model.forward(x)).tensor().elementAsDouble(0);
}

std::vector<float> valuesOf(const Tensor& handle) {
  const Tensor& v = ops::variableStorage(handle).value;
  return std::vector<float>(v.data<float>(), v.data<float>() + v.numElements());
}

// A copy of `model` with fresh variables holding the same values.
keras::SequentialModel cloneModel(const keras::SequentialModel& model) {
  keras::SequentialModel copy = model;
  for (auto& layer : copy.layers) {
    layer.kernel = ops::makeVariableHandle(ops::variableStorage(layer.kernel).value, "k");
    layer.bias = ops::makeVariableHandle(ops::variableStorage(layer.bias).value, "b");
  }
  return copy;
}

}  // namespace

TEST_CASE("Dense gradients match central finite differences") {
  std::mt19937 rng(11);
  keras::SequentialModel model = makeModel(rng, keras::Activation::Tanh);
  Tensor x = randomF32({6, 3}, rng), y = randomF32({6, 1}, rng);
  autodiff::GradientTape tape;
  ops::Value loss;
  {
    ops::ContextScope scope(tape);
    loss = keras::batchLoss(keras::LossKind::MeanSquaredError, y, model.forward(x));
  }
  std::vector<Tensor> weights = model.trainableWeights();
  std::vector<ops::Value> sources(weights.begin(), weights.end());
  std::vector<ops::Value> grads = tape.gradient(loss, sources);
  const float eps = 1e-2f;
  for (size_t k = 0; k < weights.size(); ++k) {
    REQUIRE(grads[k].valid());
    Tensor original = ops::variableStorage(weights[k]).value;
    for (int64_t i = 0; i < original.numElements(); ++i) {
      auto withDelta = [&](float d) {
        Tensor c(core::DType::Float32, original.shape());
        std::copy(original.data<float>(), original.data<float>() + original.numElements(), c.data<float>());
        c.data<float>()[i] += d;
        ops::variableStorage(weights[k]).value = c;
        return lossOf(model, x, y);
      };
      double numeric = (withDelta(eps) - withDelta(-eps)) / (2 * eps);
      ops::variableStorage(weights[k]).value = original;
      CHECK(grads[k].tensor().elementAsDouble(i) == doctest::Approx(numeric).epsilon(2e-2).scale(1e-3));
    }
  }
}

TEST_CASE("the traced train step matches the same step run eagerly") {
  std::mt19937 rng(5);
  keras::SequentialModel model = makeModel(rng, keras::Activation::Relu);
  keras::SequentialModel twin = cloneModel(model);
  Tensor x = randomF32({70, 3}, rng), y = randomF32({70, 1}, rng);
  auto config = keras::defaultOptimizerConfig(keras::OptimizerKind::Adam);
  auto metrics = [] {
    return std::vector<std::shared_ptr<keras::Metric>>{
        std::make_shared<keras::Metric>(keras::MetricKind::RootMeanSquaredError, "rmse")};
  };
  keras::Trainer traced(model, std::make_shared<keras::Optimizer>(config), keras::LossKind::MeanSquaredError,
                        metrics());
  keras::Trainer eager(twin, std::make_shared<keras::Optimizer>(config), keras::LossKind::MeanSquaredError, metrics());
  function::FunctionRegistry registry;
  core::Options options;
  core::NullSink sink;
  keras::SplitMix64 rng1(1);
  keras::EpochResult r = traced.trainEpoch(x, y, 32, false, rng1, {registry, options, sink});
  CHECK(r.steps == 3);  // 32 + 32 + a partial batch of 6
  CHECK(traced.stepFunction("train")->tracingCount() == 1);
  eager.resetMetrics();
  for (int64_t begin = 0; begin < 70; begin += 32) {
    int64_t end = std::min<int64_t>(70, begin + 32);
    eager.trainStep({keras::sliceRows(x, begin, end), keras::sliceRows(y, begin, end)});
  }
  keras::Logs a = r.logs, b = eager.currentLogs();
  REQUIRE(a.size() == b.size());
  for (size_t i = 0; i < a.size(); ++i) CHECK(a[i].second == doctest::Approx(b[i].second).epsilon(1e-5));
  std::vector<Tensor> wa = model.trainableWeights(), wb = twin.trainableWeights();
  for (size_t k = 0; k < wa.size(); ++k) {
    std::vector<float> va = valuesOf(wa[k]), vb = valuesOf(wb[k]);
    for (size_t i = 0; i < va.size(); ++i) CHECK(va[i] == doctest::Approx(vb[i]).epsilon(1e-5));
  }
}

TEST_CASE("predict over batches equals one forward pass") {
  std::mt19937 rng(9);
  keras::SequentialModel model = makeModel(rng, keras::Activation::Sigmoid);
  keras::Trainer trainer(model, nullptr, keras::LossKind::MeanSquaredError, {});
  function::FunctionRegistry registry;
  core::Options options;
  core::NullSink sink;
  Tensor x = randomF32({45, 3}, rng);
  int64_t steps = 0;
  Tensor batched = trainer.predict(x, 32, false, {registry, options, sink}, &steps);
  Tensor direct = model.forward(x).tensor();
  CHECK(steps == 2);
  REQUIRE(batched.shape() == direct.shape());
  for (int64_t i = 0; i < direct.numElements(); ++i) {
    CHECK(batched.data<float>()[i] == doctest::Approx(direct.data<float>()[i]).epsilon(1e-6));
  }
  // A None batch dimension: inputs of other lengths reuse the one trace.
  trainer.predict(randomF32({7, 3}, rng), 32, false, {registry, options, sink});
  CHECK(trainer.stepFunction("predict")->tracingCount() == 1);
}

TEST_CASE("shuffled indices are a permutation, and batches keep the last partial one") {
  keras::SplitMix64 rng(42);
  std::vector<int64_t> order = keras::shuffledIndices(100, rng);
  std::vector<int64_t> sorted = order;
  std::sort(sorted.begin(), sorted.end());
  for (int64_t i = 0; i < 100; ++i) CHECK(sorted[i] == i);
  CHECK(order != sorted);
  CHECK(keras::numBatches(17000, 30) == 567);
  CHECK(keras::numBatches(90, 30) == 3);
  Tensor t = Tensor::fromF32({4, 2}, {0, 1, 2, 3, 4, 5, 6, 7});
  Tensor rows = keras::gatherRows(t, {3, 1, 0, 2}, 1, 3);
  CHECK(rows.shape() == core::Shape{2, 2});
  CHECK(rows.data<float>()[0] == 2.0f);
  CHECK(rows.data<float>()[3] == 1.0f);
}
