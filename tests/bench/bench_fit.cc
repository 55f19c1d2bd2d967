// Benchmark (not a test): one epoch of the course's training — 17,000 rows x 1
// feature, batch 30 (567 steps), RMSprop lr 0.01, MSE loss, RMSE metric, shuffled
// — through the traced train_function (keras::Trainer::trainEpoch: one trace,
// then the cached plan per batch), against the same step run eagerly op by op
// with a GradientTape. Prints the median ms per epoch of each and their ratio.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <random>
#include <string>
#include <vector>

#include "keras/keras.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

using namespace tl;

namespace {

constexpr int64_t kRows = 17000;
constexpr int64_t kBatch = 30;

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// Process CPU time: on a machine shared with other builds the wall clock mostly
// measures waiting; the CPU time is what the epoch costs.
// (Under Node, clock() is the wall clock; process.cpuUsage() is Node's CPU time.)
double cpuMs() {
#ifdef __EMSCRIPTEN__
  return EM_ASM_DOUBLE({
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  });
#else
  return 1000.0 * static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
#endif
}

struct Timing {
  std::vector<double> wall, cpu;
};

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

// Income-like feature and a noisy linear label in thousands of dollars.
void makeData(core::Tensor& x, core::Tensor& y) {
  std::mt19937 rng(1);
  std::uniform_real_distribution<float> income(0.5f, 15.0f);
  std::normal_distribution<float> noise(0.0f, 80.0f);
  x = core::Tensor(core::DType::Float32, core::Shape{kRows, 1});
  y = core::Tensor(core::DType::Float32, core::Shape{kRows, 1});
  for (int64_t i = 0; i < kRows; ++i) {
    x.data<float>()[i] = income(rng);
    y.data<float>()[i] = 42.0f * x.data<float>()[i] + 44.0f + noise(rng);
  }
}

std::unique_ptr<keras::Trainer> makeTrainer() {
  keras::DenseLayer dense{1, keras::Activation::Linear, true,
                          ops::makeVariableHandle(core::Tensor::fromF32({1, 1}, {0.5f}), "kernel"),
                          ops::makeVariableHandle(core::Tensor::fromF32({1}, {0.0f}), "bias")};
  keras::SequentialModel model;
  model.layers = {dense};
  auto config = keras::defaultOptimizerConfig(keras::OptimizerKind::RMSprop);
  config.learningRate = 0.01;
  std::vector<std::shared_ptr<keras::Metric>> metrics{
      std::make_shared<keras::Metric>(keras::MetricKind::RootMeanSquaredError, "root_mean_squared_error")};
  return std::make_unique<keras::Trainer>(model, std::make_shared<keras::Optimizer>(config),
                                          keras::LossKind::MeanSquaredError, metrics);
}

// The same epoch op by op: shuffle, gather each batch, run the step eagerly.
void eagerEpoch(keras::Trainer& trainer, const core::Tensor& x, const core::Tensor& y, keras::SplitMix64& rng) {
  trainer.resetMetrics();
  std::vector<int64_t> order = keras::shuffledIndices(kRows, rng);
  for (int64_t begin = 0; begin < kRows; begin += kBatch) {
    int64_t end = std::min(kRows, begin + kBatch);
    trainer.trainStep({keras::gatherRows(x, order, begin, end), keras::gatherRows(y, order, begin, end)});
  }
}

template <typename F>
void timed(Timing& t, F&& run) {
  auto start = Clock::now();
  double cpu = cpuMs();
  run();
  t.cpu.push_back(cpuMs() - cpu);
  t.wall.push_back(msSince(start));
}

constexpr int kWarmUpEpochs = 30;

}  // namespace

int main(int argc, char** argv) {
  bool tracedOnly = argc > 1 && std::string(argv[1]) == "--traced-only";  // for profiling
  core::Tensor x, y;
  makeData(x, y);
  function::FunctionRegistry registry;
  core::Options options;
  core::NullSink sink;
  keras::StepHost host{registry, options, sink};

  auto traced = makeTrainer();
  keras::SplitMix64 rng(7);
  Timing first, tracedT, eagerT;
  keras::EpochResult last;
  timed(first, [&] { last = traced->trainEpoch(x, y, kBatch, true, rng, host); });  // traces
  // V8 runs new WASM code from its baseline compiler and recompiles hot functions
  // in the background; untimed epochs let that settle before the medians.
  for (int e = 0; e < kWarmUpEpochs; ++e) traced->trainEpoch(x, y, kBatch, true, rng, host);
  for (int e = 0; e < (tracedOnly ? 60 : 15); ++e) {
    timed(tracedT, [&] { last = traced->trainEpoch(x, y, kBatch, true, rng, host); });
  }
  keras::EpochResult lastTraced = last;
  traced->trainEpoch(keras::sliceRows(x, 0, kBatch), keras::sliceRows(y, 0, kBatch), kBatch, false, rng, host);
  const function::ConcreteFunction* fn = traced->stepFunction("train")->lastExecuted();
  std::vector<std::string> kernels = fn->plan->kernelNames();
  std::printf("train_function at batch 30: %d nodes traced, %d after the passes, %zu kernels per step:\n ", fn->nodes,
              fn->nodesOptimized, kernels.size());
  for (const auto& k : kernels) std::printf(" %s", k.c_str());
  std::printf("\n");
  auto eager = makeTrainer();
  keras::SplitMix64 rng2(7);
  for (int e = 0; e < (tracedOnly ? 0 : 2); ++e) eagerEpoch(*eager, x, y, rng2);  // warm-up, as above
  for (int e = 0; e < (tracedOnly ? 1 : 5); ++e) timed(eagerT, [&] { eagerEpoch(*eager, x, y, rng2); });

  double tw = median(tracedT.wall), tc = median(tracedT.cpu), ew = median(eagerT.wall), ec = median(eagerT.cpu);
  double steps = static_cast<double>(lastTraced.steps);
  std::printf("fit epoch: %lld rows, batch %lld, %lld steps, RMSprop lr 0.01 (medians; wall / process CPU)\n",
              static_cast<long long>(kRows), static_cast<long long>(kBatch), static_cast<long long>(lastTraced.steps));
  std::printf("  first epoch (includes the trace): %.2f ms / %.2f ms\n", first.wall[0], first.cpu[0]);
  std::printf("  traced train_function: %.2f ms / %.2f ms per epoch (%.2f us CPU per step), %zu epochs\n", tw, tc,
              tc * 1000 / steps, tracedT.wall.size());
  std::printf("  eager op-by-op step:   %.2f ms / %.2f ms per epoch, %zu epochs\n", ew, ec, eagerT.wall.size());
  std::printf("  eager / traced: %.1fx wall, %.1fx CPU\n", ew / tw, ec / tc);
  std::printf("  fastest epochs (CPU): traced %.2f ms, eager %.2f ms\n",
              *std::min_element(tracedT.cpu.begin(), tracedT.cpu.end()),
              *std::min_element(eagerT.cpu.begin(), eagerT.cpu.end()));
  std::printf("  last traced epoch: loss %.4f, rmse %.4f\n", lastTraced.logs[0].second, lastTraced.logs[1].second);
  return 0;
}
