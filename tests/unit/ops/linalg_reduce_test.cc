// MatMul, BiasAdd and reductions against naive loops.
#include <cmath>
#include <limits>
#include <random>

#include "op_test_util.h"

using namespace tl::ops;
using namespace tl::ops::testing;

namespace {
Tensor randomOf(DType dtype, Shape shape, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> dist(-5, 5);
  Tensor t(dtype, std::move(shape));
  for (int64_t i = 0; i < t.numElements(); ++i) {
    double v = dist(rng) * (tl::core::isFloating(dtype) ? 0.25 : 1.0);
    if (dtype == DType::Float32) t.data<float>()[i] = static_cast<float>(v);
    if (dtype == DType::Float64) t.data<double>()[i] = v;
    if (dtype == DType::Int32) t.data<int32_t>()[i] = static_cast<int32_t>(v);
    if (dtype == DType::Int64) t.data<int64_t>()[i] = static_cast<int64_t>(v);
  }
  return t;
}
}  // namespace

TEST_CASE("MatMul matches a naive triple loop for every dtype and transpose") {
  const int m = 5, k = 7, n = 3;
  for (DType dtype : {DType::Float32, DType::Float64, DType::Int32, DType::Int64}) {
    for (int ta = 0; ta < 2; ++ta) {
      for (int tb = 0; tb < 2; ++tb) {
        Tensor a = randomOf(dtype, ta ? Shape{k, m} : Shape{m, k}, 10 + ta);
        Tensor b = randomOf(dtype, tb ? Shape{n, k} : Shape{k, n}, 20 + tb);
        Tensor c = run1(Op::MatMul, {a, b}, {{"transpose_a", ta == 1}, {"transpose_b", tb == 1}});
        REQUIRE(c.shape() == Shape{m, n});
        for (int i = 0; i < m; ++i) {
          for (int j = 0; j < n; ++j) {
            double acc = 0;
            for (int p = 0; p < k; ++p) {
              acc += a.elementAsDouble(ta ? p * m + i : i * k + p) * b.elementAsDouble(tb ? j * k + p : p * n + j);
            }
            CHECK(c.elementAsDouble(i * n + j) == doctest::Approx(acc).epsilon(1e-6));
          }
        }
      }
    }
  }
}

TEST_CASE("BiasAdd, BiasAddGrad and _FusedMatMul") {
  Tensor x = f32({2, 3}, {1, 2, 3, 4, 5, 6}), b = f32({3}, {10, 20, 30});
  CHECK(values(run1(Op::BiasAdd, {x, b})) == std::vector<double>{11, 22, 33, 14, 25, 36});
  CHECK(values(run1(Op::BiasAddGrad, {x})) == std::vector<double>{5, 7, 9});
  Tensor w = f32({3, 2}, {1, -1, 0, -1, 1, -1});
  // x @ w = [[4, -6], [10, -15]]; + bias [1, 2]; relu
  Tensor fused = run1(Op::FusedMatMul, {x, w, f32({2}, {1, 2})}, {{"relu", true}});
  CHECK(values(fused) == std::vector<double>{5, 0, 11, 0});
}

TEST_CASE("Sum/Mean/Max/Min over any axes match naive loops") {
  Tensor x = randomOf(DType::Float32, {3, 4, 5}, 5);
  Tensor xi = randomOf(DType::Int32, {3, 4, 5}, 6);
  for (Op op : {Op::Sum, Op::Mean, Op::Max, Op::Min}) {
    CAPTURE(std::string(opName(op)));
    Tensor out = run1(op, {x, vecI32({0, -1})});
    Tensor outi = run1(op, {xi, vecI32({2, 0})}, {{"keep_dims", true}});
    REQUIRE(out.shape() == Shape{4});
    REQUIRE(outi.shape() == Shape{1, 4, 1});
    for (int j = 0; j < 4; ++j) {
      double acc = op == Op::Max ? -1e30 : (op == Op::Min ? 1e30 : 0);
      int64_t acci = op == Op::Max ? -1000 : (op == Op::Min ? 1000 : 0);
      for (int i = 0; i < 3; ++i) {
        for (int k = 0; k < 5; ++k) {
          double v = x.elementAsDouble((i * 4 + j) * 5 + k);
          int64_t vi = static_cast<int64_t>(xi.elementAsDouble((i * 4 + j) * 5 + k));
          if (op == Op::Max) acc = std::max(acc, v), acci = std::max(acci, vi);
          else if (op == Op::Min) acc = std::min(acc, v), acci = std::min(acci, vi);
          else acc += v, acci += vi;
        }
      }
      if (op == Op::Mean) acc /= 15, acci /= 15;  // C++ division truncates, as TF's int mean
      CHECK(out.elementAsDouble(j) == doctest::Approx(acc).epsilon(1e-6));
      CHECK(outi.elementAsDouble(j) == static_cast<double>(acci));
    }
  }
  CHECK(run1(Op::Sum, {x, vecI32({})}).shape() == x.shape());  // empty axes: nothing reduced
  Tensor empty(DType::Float32, {0});
  CHECK(run1(Op::Max, {empty, vecI32({0})}).elementAsDouble(0) == -std::numeric_limits<double>::infinity());
  CHECK(run1(Op::Sum, {empty, vecI32({0})}).elementAsDouble(0) == 0);
  CHECK(errorOf([&] {
          run1(Op::Sum, {x, vecI32({1, 1})});
        }) == "InvalidArgumentError: Invalid reduction arguments: Axes contains duplicate dimension: 1");
}

TEST_CASE("ArgMax returns the first maximum as int64") {
  Tensor x = f64({2, 3}, {1, 5, 5, 7, 2, 7});
  Tensor a0 = run1(Op::ArgMax, {x, Tensor::scalarI32(0)});
  Tensor a1 = run1(Op::ArgMax, {x, Tensor::scalarI32(1)});
  CHECK(a1.dtype() == DType::Int64);
  CHECK(values(a0) == std::vector<double>{1, 0, 1});
  CHECK(values(a1) == std::vector<double>{1, 0});
  CHECK(errorOf([&] {
          run1(Op::ArgMax, {x, Tensor::scalarI32(2)});
        }) == "InvalidArgumentError: Expected dimension in the range [-2, 2), but got 2");
}
