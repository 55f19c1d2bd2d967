// Elementwise kernels against independent per-element oracles (std:: math and
// CPython's integer semantics).
#include <cmath>
#include <random>

#include "op_test_util.h"

using namespace tl::ops;
using namespace tl::ops::testing;

namespace {
Tensor randomF32(Shape shape, float lo, float hi, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> dist(lo, hi);
  Tensor t(DType::Float32, std::move(shape));
  for (int64_t i = 0; i < t.numElements(); ++i) t.data<float>()[i] = dist(rng);
  return t;
}
bool close(double a, double b, double tol = 1e-5) {
  return std::fabs(a - b) <= tol * (1 + std::fabs(b)) || (std::isnan(a) && std::isnan(b));
}
}  // namespace

TEST_CASE("float32 binary ops broadcast like NumPy") {
  Tensor a = randomF32({2, 3}, -2, 2, 1), b = randomF32({3}, 0.5f, 2, 2), c = randomF32({2, 1}, -2, 2, 3);
  struct Case {
    Op op;
    double (*f)(double, double);
  };
  Case cases[] = {{Op::AddV2, [](double x, double y) { return x + y; }},
                  {Op::Sub, [](double x, double y) { return x - y; }},
                  {Op::Mul, [](double x, double y) { return x * y; }},
                  {Op::RealDiv, [](double x, double y) { return x / y; }},
                  {Op::Maximum, [](double x, double y) { return x > y ? x : y; }},
                  {Op::Minimum, [](double x, double y) { return x < y ? x : y; }},
                  {Op::SquaredDifference, [](double x, double y) { return (x - y) * (x - y); }},
                  {Op::FloorDiv, [](double x, double y) { return std::floor(x / y); }},
                  {Op::FloorMod, [](double x, double y) { return x - std::floor(x / y) * y; }}};
  for (const Case& k : cases) {
    CAPTURE(std::string(opName(k.op)));
    Tensor out = run1(k.op, {a, b});
    REQUIRE(out.shape() == Shape{2, 3});
    for (int i = 0; i < 2; ++i) {
      for (int j = 0; j < 3; ++j) {
        CHECK(close(out.data<float>()[i * 3 + j], k.f(a.data<float>()[i * 3 + j], b.data<float>()[j]), 1e-5));
      }
    }
    Tensor outer = run1(k.op, {c, b});  // [2,1] x [3] -> [2,3]
    for (int i = 0; i < 2; ++i) {
      for (int j = 0; j < 3; ++j) {
        CHECK(close(outer.data<float>()[i * 3 + j], k.f(c.data<float>()[i], b.data<float>()[j]), 1e-5));
      }
    }
  }
  Tensor p = run1(Op::Pow, {b, b});
  for (int j = 0; j < 3; ++j) CHECK(close(p.data<float>()[j], std::pow(b.data<float>()[j], b.data<float>()[j])));
}

TEST_CASE("integer arithmetic follows TensorFlow and CPython") {
  Tensor x = i32({4}, {-7, 7, -7, 7}), y = i32({4}, {2, 2, -2, -2});
  // CPython: -7 // 2 == -4, 7 // -2 == -4, -7 % 2 == 1, 7 % -2 == -1
  CHECK(values(run1(Op::FloorDiv, {x, y})) == std::vector<double>{-4, 3, 3, -4});
  CHECK(values(run1(Op::FloorMod, {x, y})) == std::vector<double>{1, 1, -1, -1});
  // RealDiv on integers truncates toward zero (C++ division, as TF's kernel).
  CHECK(values(run1(Op::RealDiv, {x, y})) == std::vector<double>{-3, 3, 3, -3});
  CHECK(values(run1(Op::Pow, {i64({2}, {2, -3}), i64({2}, {10, 3})})) == std::vector<double>{1024, -27});
  CHECK(run1(Op::AddV2, {x, y}).dtype() == DType::Int32);
  CHECK(errorOf([&] {
          run1(Op::FloorDiv, {x, i32({4}, {1, 0, 1, 1})});
        }) == "InvalidArgumentError: Integer division by zero");
  CHECK(errorOf([&] {
          run1(Op::Pow, {x, i32({4}, {1, -1, 1, 1})});
        }) == "InvalidArgumentError: Integers to negative integer powers are not allowed");
  Tensor big = i32({1}, {2147483647});
  CHECK(values(run1(Op::AddV2, {big, i32({1}, {1})}))[0] == -2147483648.0);  // wraps
}

TEST_CASE("strings concatenate with AddV2 and compare with Equal") {
  Tensor a = strT({2}, {"ab", "c"}), b = strT({}, {"!"});
  Tensor s = run1(Op::AddV2, {a, b});
  CHECK(s.strings() == std::vector<std::string>{"ab!", "c!"});
  Tensor eq = run1(Op::Equal, {a, strT({2}, {"ab", "x"})});
  CHECK(values(eq) == std::vector<double>{1, 0});
  CHECK(errorOf([&] { run1(Op::Sub, {a, a}); }).rfind("NotFoundError", 0) == 0);
}

TEST_CASE("float unary ops match std:: math") {
  Tensor x = randomF32({7}, 0.2f, 3, 4);
  struct Case {
    Op op;
    double (*f)(double);
  };
  Case cases[] = {{Op::Neg, [](double v) { return -v; }},
                  {Op::Abs, [](double v) { return std::fabs(v); }},
                  {Op::Exp, [](double v) { return std::exp(v); }},
                  {Op::Log, [](double v) { return std::log(v); }},
                  {Op::Sqrt, [](double v) { return std::sqrt(v); }},
                  {Op::Rsqrt, [](double v) { return 1 / std::sqrt(v); }},
                  {Op::Square, [](double v) { return v * v; }},
                  {Op::Relu, [](double v) { return v > 0 ? v : 0; }},
                  {Op::Sigmoid, [](double v) { return 1 / (1 + std::exp(-v)); }},
                  {Op::Tanh, [](double v) { return std::tanh(v); }},
                  {Op::Sign, [](double v) { return v > 0 ? 1.0 : (v < 0 ? -1.0 : 0.0); }},
                  {Op::Reciprocal, [](double v) { return 1 / v; }}};
  Tensor xd(DType::Float64, x.shape());
  for (int i = 0; i < 7; ++i) xd.data<double>()[i] = x.data<float>()[i] - 1.5;
  for (const Case& k : cases) {
    CAPTURE(std::string(opName(k.op)));
    Tensor out = run1(k.op, {x});
    for (int i = 0; i < 7; ++i) CHECK(close(out.data<float>()[i], k.f(x.data<float>()[i]), 2e-6));
    if (k.op == Op::Log || k.op == Op::Sqrt || k.op == Op::Rsqrt) continue;
    Tensor outd = run1(k.op, {xd});
    for (int i = 0; i < 7; ++i) CHECK(close(outd.data<double>()[i], k.f(xd.data<double>()[i]), 1e-12));
  }
  CHECK(values(run1(Op::Relu, {i32({3}, {-2, 0, 5})})) == std::vector<double>{0, 0, 5});
  CHECK(values(run1(Op::Abs, {i64({2}, {-4, 4})})) == std::vector<double>{4, 4});
}

TEST_CASE("Cast converts like static_cast and to bool as != 0") {
  Tensor x = f32({4}, {-1.7f, 0.f, 2.9f, 3.f});
  Tensor i = run1(Op::Cast, {x}, {{"DstT", DType::Int32}});
  CHECK(i.dtype() == DType::Int32);
  CHECK(values(i) == std::vector<double>{-1, 0, 2, 3});
  CHECK(values(run1(Op::Cast, {x}, {{"DstT", DType::Bool}})) == std::vector<double>{1, 0, 1, 1});
  CHECK(values(run1(Op::Cast, {boolT({2}, {true, false})}, {{"DstT", DType::Float64}})) == std::vector<double>{1, 0});
  CHECK(errorOf([&] {
          run1(Op::Cast, {strT({}, {"1"})}, {{"DstT", DType::Float32}});
        }).rfind("UnimplementedError", 0) == 0);
}

TEST_CASE("comparisons, logic and SelectV2 broadcast") {
  Tensor a = f64({2, 2}, {1, 2, 3, 4}), b = f64({2}, {2, 2});
  CHECK(values(run1(Op::Less, {a, b})) == std::vector<double>{1, 0, 0, 0});
  CHECK(values(run1(Op::LessEqual, {a, b})) == std::vector<double>{1, 1, 0, 0});
  CHECK(values(run1(Op::Greater, {a, b})) == std::vector<double>{0, 0, 1, 1});
  CHECK(values(run1(Op::GreaterEqual, {a, b})) == std::vector<double>{0, 1, 1, 1});
  CHECK(values(run1(Op::NotEqual, {a, b})) == std::vector<double>{1, 0, 1, 1});
  Tensor p = boolT({2}, {true, false}), q = boolT({2, 1}, {true, false});
  CHECK(values(run1(Op::LogicalAnd, {p, q})) == std::vector<double>{1, 0, 0, 0});
  CHECK(values(run1(Op::LogicalOr, {p, q})) == std::vector<double>{1, 1, 1, 0});
  CHECK(values(run1(Op::LogicalNot, {p})) == std::vector<double>{0, 1});
  Tensor sel = run1(Op::SelectV2, {p, a, f64({}, {-1})});
  CHECK(values(sel) == std::vector<double>{1, -1, 3, -1});
  CHECK(errorOf([&] { run1(Op::LogicalAnd, {a, a}); }).rfind("InvalidArgumentError", 0) == 0);
}

TEST_CASE("eager execution raises the same errors as inference") {
  CHECK(errorOf([] {
          run1(Op::AddV2, {f32({3}, {1, 2, 3}), f32({2}, {1, 2})});
        }) == "InvalidArgumentError: Incompatible shapes: [3] vs. [2]");
  CHECK(errorOf([] {
          run1(Op::MatMul, {Tensor(DType::Float32, {2, 3}), Tensor(DType::Float32, {4, 5})});
        }) == "InvalidArgumentError: Matrix size-incompatible: In[0]: [2,3], In[1]: [4,5]");
  CHECK(errorOf([] { call(Op::AddV2, {Value(Tensor::scalarF32(1))}); }).rfind("InvalidArgumentError", 0) == 0);
  CHECK(errorOf([] { call(Op::Placeholder, {}, {{"dtype", DType::Float32}}); }) != "");
}
