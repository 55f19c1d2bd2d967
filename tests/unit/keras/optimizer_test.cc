// Optimizer updates against Keras's formulas evaluated here in double precision,
// independently of keras::Optimizer, for three steps with changing gradients.
#include <doctest/doctest.h>

#include <cmath>
#include <vector>

#include "keras/keras.h"

using namespace tl;
using core::Tensor;

namespace {

// Three steps on one variable [w0, w1] with gradients g_t = c_t * [1, -2].
const std::vector<double> kGradScale = {0.5, -1.5, 2.0};
const double kGradDir[2] = {1.0, -2.0};
const double kStart[2] = {0.3, -0.7};

std::vector<std::vector<double>> runOptimizer(const keras::OptimizerConfig& config) {
  keras::Optimizer opt(config);
  Tensor var = ops::makeVariableHandle(Tensor::fromF32({2},
                                                       {static_cast<float>(kStart[0]), static_cast<float>(kStart[1])}),
                                       "w");
  std::vector<std::vector<double>> out;
  for (double c : kGradScale) {
    Tensor g = Tensor::fromF32({2}, {static_cast<float>(c * kGradDir[0]), static_cast<float>(c * kGradDir[1])});
    opt.apply({ops::Value(g)}, {var});
    const Tensor& v = ops::variableStorage(var).value;
    out.push_back({v.elementAsDouble(0), v.elementAsDouble(1)});
  }
  return out;
}

void checkClose(const std::vector<std::vector<double>>& got, const std::vector<std::vector<double>>& want) {
  REQUIRE(got.size() == want.size());
  for (size_t t = 0; t < got.size(); ++t) {
    for (int i = 0; i < 2; ++i) CHECK(got[t][i] == doctest::Approx(want[t][i]).epsilon(1e-5));
  }
}

double grad(int t, int i) { return kGradScale[t] * kGradDir[i]; }

}  // namespace

TEST_CASE("SGD: w -= lr * g") {
  auto config = keras::defaultOptimizerConfig(keras::OptimizerKind::SGD);
  CHECK(config.learningRate == 0.01);
  std::vector<std::vector<double>> want;
  double w[2] = {kStart[0], kStart[1]};
  for (int t = 0; t < 3; ++t) {
    for (int i = 0; i < 2; ++i) w[i] -= 0.01 * grad(t, i);
    want.push_back({w[0], w[1]});
  }
  checkClose(runOptimizer(config), want);
}

TEST_CASE("SGD with momentum and nesterov") {
  for (bool nesterov : {false, true}) {
    auto config = keras::defaultOptimizerConfig(keras::OptimizerKind::SGD);
    config.learningRate = 0.1;
    config.momentum = 0.9;
    config.nesterov = nesterov;
    std::vector<std::vector<double>> want;
    double w[2] = {kStart[0], kStart[1]}, m[2] = {0, 0};
    for (int t = 0; t < 3; ++t) {
      for (int i = 0; i < 2; ++i) {
        m[i] = 0.9 * m[i] - 0.1 * grad(t, i);
        w[i] += nesterov ? 0.9 * m[i] - 0.1 * grad(t, i) : m[i];
      }
      want.push_back({w[0], w[1]});
    }
    checkClose(runOptimizer(config), want);
  }
}

TEST_CASE("RMSprop: Keras's defaults, epsilon inside the square root") {
  auto config = keras::defaultOptimizerConfig(keras::OptimizerKind::RMSprop);
  CHECK(config.learningRate == 0.001);
  CHECK(config.rho == 0.9);
  CHECK(config.epsilon == 1e-7);
  config.learningRate = 0.01;
  std::vector<std::vector<double>> want;
  double w[2] = {kStart[0], kStart[1]}, v[2] = {0, 0};
  for (int t = 0; t < 3; ++t) {
    for (int i = 0; i < 2; ++i) {
      v[i] = 0.9 * v[i] + 0.1 * grad(t, i) * grad(t, i);
      w[i] -= 0.01 * grad(t, i) / std::sqrt(v[i] + 1e-7);
    }
    want.push_back({w[0], w[1]});
  }
  checkClose(runOptimizer(config), want);
}

TEST_CASE("RMSprop with momentum and centered") {
  auto config = keras::defaultOptimizerConfig(keras::OptimizerKind::RMSprop);
  config.momentum = 0.5;
  config.centered = true;
  std::vector<std::vector<double>> want;
  double w[2] = {kStart[0], kStart[1]}, v[2] = {0, 0}, mg[2] = {0, 0}, mom[2] = {0, 0};
  for (int t = 0; t < 3; ++t) {
    for (int i = 0; i < 2; ++i) {
      double g = grad(t, i);
      v[i] = 0.9 * v[i] + 0.1 * g * g;
      mg[i] = 0.9 * mg[i] + 0.1 * g;
      mom[i] = 0.5 * mom[i] + 0.001 * g / std::sqrt(v[i] - mg[i] * mg[i] + 1e-7);
      w[i] -= mom[i];
    }
    want.push_back({w[0], w[1]});
  }
  checkClose(runOptimizer(config), want);
}

TEST_CASE("Adam: bias-corrected step size, epsilon outside the square root") {
  auto config = keras::defaultOptimizerConfig(keras::OptimizerKind::Adam);
  CHECK(config.beta1 == 0.9);
  CHECK(config.beta2 == 0.999);
  config.learningRate = 0.05;
  std::vector<std::vector<double>> want;
  double w[2] = {kStart[0], kStart[1]}, m[2] = {0, 0}, v[2] = {0, 0};
  for (int t = 0; t < 3; ++t) {
    double alpha = 0.05 * std::sqrt(1 - std::pow(0.999, t + 1)) / (1 - std::pow(0.9, t + 1));
    for (int i = 0; i < 2; ++i) {
      double g = grad(t, i);
      m[i] += (g - m[i]) * 0.1;
      v[i] += (g * g - v[i]) * 0.001;
      w[i] -= m[i] * alpha / (std::sqrt(v[i]) + 1e-7);
    }
    want.push_back({w[0], w[1]});
  }
  checkClose(runOptimizer(config), want);
}

TEST_CASE("a missing gradient leaves its variable unchanged") {
  keras::Optimizer opt(keras::defaultOptimizerConfig(keras::OptimizerKind::SGD));
  Tensor var = ops::makeVariableHandle(Tensor::fromF32({1}, {2.0f}), "w");
  opt.apply({ops::Value()}, {var});
  CHECK(ops::variableStorage(var).value.elementAsDouble(0) == 2.0);
}
