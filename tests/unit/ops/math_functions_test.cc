// Sin ... Relu6, LeakyRelu, the predicates, StopGradient and Atan2/Xdivy/DivNoNan
// through the registry: values against std:: in float32 and float64, dtypes TF
// registers, elementwise shape inference and which ops carry a gradient.
#include <cmath>
#include <random>

#include "op_test_util.h"

using namespace tl::ops;
using namespace tl::ops::testing;

namespace {

struct MathCase {
  Op op;
  double (*f)(double);
  double lo, hi;
};

double relu6Of(double x) { return std::min(std::max(x, 0.0), 6.0); }
double eluOf(double x) { return x < 0 ? std::expm1(x) : x; }
double softplusOf(double x) { return std::log1p(std::exp(x)); }

const MathCase kUnaryCases[] = {
    {Op::Sin, [](double x) { return std::sin(x); }, -4, 4},
    {Op::Cos, [](double x) { return std::cos(x); }, -4, 4},
    {Op::Tan, [](double x) { return std::tan(x); }, -1.4, 1.4},
    {Op::Asin, [](double x) { return std::asin(x); }, -1, 1},
    {Op::Acos, [](double x) { return std::acos(x); }, -1, 1},
    {Op::Atan, [](double x) { return std::atan(x); }, -5, 5},
    {Op::Sinh, [](double x) { return std::sinh(x); }, -3, 3},
    {Op::Cosh, [](double x) { return std::cosh(x); }, -3, 3},
    {Op::Floor, [](double x) { return std::floor(x); }, -5, 5},
    {Op::Ceil, [](double x) { return std::ceil(x); }, -5, 5},
    {Op::Round, [](double x) { return std::nearbyint(x); }, -5, 5},
    {Op::Log1p, [](double x) { return std::log1p(x); }, -0.9, 5},
    {Op::Expm1, [](double x) { return std::expm1(x); }, -3, 3},
    {Op::Erf, [](double x) { return std::erf(x); }, -3, 3},
    {Op::Softplus, softplusOf, -5, 5},
    {Op::Elu, eluOf, -3, 3},
    {Op::Relu6, relu6Of, -2, 8},
};

std::vector<double> uniformValues(int n, double lo, double hi, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> dist(lo, hi);
  std::vector<double> v(n);
  for (double& x : v) x = dist(rng);
  return v;
}

bool nearly(double a, double b, double tol) {
  return std::fabs(a - b) <= tol * (1 + std::fabs(b)) || (std::isnan(a) && std::isnan(b));
}

}  // namespace

TEST_CASE("unary math ops match std:: in float32 and float64") {
  for (const MathCase& k : kUnaryCases) {
    CAPTURE(std::string(opName(k.op)));
    std::vector<double> x = uniformValues(37, k.lo, k.hi, 5);
    std::vector<float> xf(x.begin(), x.end());
    std::vector<double> got64 = values(run1(k.op, {f64({37}, x)}));
    std::vector<double> got32 = values(run1(k.op, {f32({37}, xf)}));
    for (int i = 0; i < 37; ++i) {
      CHECK(nearly(got64[i], k.f(x[i]), 1e-14));
      CHECK(nearly(got32[i], k.f(xf[i]), 1e-6));
    }
  }
}

TEST_CASE("Round is half to even; Selu and LeakyRelu use TF's constants") {
  CHECK(values(run1(Op::Round, {f32({6}, {0.5f, 1.5f, 2.5f, -0.5f, -1.5f, 0.4f})})) ==
        std::vector<double>{0, 2, 2, -0, -2, 0});
  CHECK(values(run1(Op::Round, {i32({2}, {3, -4})})) == std::vector<double>{3, -4});
  std::vector<double> selu = values(run1(Op::Selu, {f64({2}, {1, -1})}));
  CHECK(selu[0] == doctest::Approx(1.0507009873554805).epsilon(1e-15));
  CHECK(selu[1] == doctest::Approx(1.0507009873554805 * 1.6732632423543772 * std::expm1(-1.0)).epsilon(1e-15));
  CHECK(values(run1(Op::LeakyRelu, {f32({3}, {-2, 0, 3})})) == std::vector<double>{-2 * 0.2f, 0, 3});
  CHECK(values(run1(Op::LeakyRelu, {f64({2}, {-2, 3})}, {{"alpha", 0.5}})) == std::vector<double>{-1, 3});
}

TEST_CASE("IsNan, IsInf and IsFinite give bools") {
  const double inf = INFINITY, nan = NAN;
  Tensor x = f64({4}, {1, inf, -inf, nan});
  Tensor isNan = run1(Op::IsNan, {x});
  CHECK(isNan.dtype() == DType::Bool);
  CHECK(values(isNan) == std::vector<double>{0, 0, 0, 1});
  CHECK(values(run1(Op::IsInf, {x})) == std::vector<double>{0, 1, 1, 0});
  CHECK(values(run1(Op::IsFinite, {f32({4}, {1, INFINITY, -INFINITY, NAN})})) == std::vector<double>{1, 0, 0, 0});
}

TEST_CASE("Atan2, Xdivy and DivNoNan broadcast like AddV2") {
  Tensor y = f32({2, 1}, {1, -1}), x = f32({3}, {1, 0, -2});
  Tensor a = run1(Op::Atan2, {y, x});
  REQUIRE(a.shape() == Shape{2, 3});
  for (int i = 0; i < 6; ++i) {
    CHECK(nearly(a.data<float>()[i], std::atan2(y.data<float>()[i / 3], x.data<float>()[i % 3]), 1e-6));
  }
  CHECK(values(run1(Op::DivNoNan, {f32({3}, {3, 3, 0}), f32({3}, {2, 0, 0})})) == std::vector<double>{1.5, 0, 0});
  CHECK(values(run1(Op::Xdivy, {f64({3}, {3, 0, 0}), f64({3}, {2, 0, 5})})) == std::vector<double>{1.5, 0, 0});
  auto out = infer(Op::Atan2, {typed(DType::Float32, dims({-1, 1})), typed(DType::Float32, dims({4}))});
  CHECK(out[0].shape == dims({-1, 4}));
}

TEST_CASE("dtypes: the float-only ops refuse integers with TF's missing-kernel error") {
  for (Op op : {Op::Sin, Op::Floor, Op::Erf, Op::Softplus, Op::IsNan, Op::LeakyRelu}) {
    CAPTURE(std::string(opName(op)));
    std::string name = opName(op);
    CHECK(errorOf([&] { run1(op, {i32({1}, {1})}); }) ==
          "NotFoundError: Could not find device for node: {{node " + name + "}} = " + name + "[T=DT_INT32]");
  }
  CHECK(errorOf([&] {
          run1(Op::Atan2, {i32({1}, {1}), i32({1}, {1})});
        }) == "NotFoundError: Could not find device for node: {{node Atan2}} = Atan2[T=DT_INT32]");
}

TEST_CASE("StopGradient passes values through and, as in TF, has no gradient") {
  Tensor x = f32({2}, {1, 2});
  CHECK(values(run1(Op::StopGradient, {x})) == std::vector<double>{1, 2});
  CHECK(!(opDef(Op::StopGradient).traits & kDifferentiable));
  CHECK(!(opDef(Op::IsNan).traits & kDifferentiable));
  // Floor, Ceil and Round register a gradient that returns None.
  for (Op op : {Op::Floor, Op::Ceil, Op::Round}) {
    std::vector<Value> in{Value(x)}, out{Value(x)}, grads{Value(x)};
    Attrs attrs;
    CHECK(!opDef(op).grad(GradArgs{in, out, grads, attrs})[0].valid());
  }
}
