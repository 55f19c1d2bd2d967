// GradientTape against central finite differences, plus TF's tape rules.
#include <doctest/doctest.h>

#include <cmath>
#include <functional>
#include <random>

#include "autodiff/gradient_tape.h"

using namespace tl;
using namespace tl::ops;
using autodiff::GradientTape;
using core::DType;
using core::Shape;
using core::Tensor;

namespace {

Tensor randomF64(Shape shape, std::mt19937& rng) {
  std::uniform_real_distribution<double> dist(-1, 1);
  Tensor t(DType::Float64, std::move(shape));
  for (int64_t i = 0; i < t.numElements(); ++i) t.data<double>()[i] = dist(rng);
  return t;
}

Tensor axes(std::vector<int32_t> v) { return Tensor::fromI32(Shape{static_cast<int64_t>(v.size())}, v); }

// loss = mean((relu(x @ w1 + b1) @ w2 + b2 - y)^2)
Value mlpLoss(const std::vector<Value>& p, const Value& x, const Value& y) {
  Value h = call1(Op::Relu, {call1(Op::BiasAdd, {call1(Op::MatMul, {x, p[0]}), p[1]})});
  Value out = call1(Op::BiasAdd, {call1(Op::MatMul, {h, p[2]}), p[3]});
  Value sq = call1(Op::Square, {call1(Op::Sub, {out, y})});
  return call1(Op::Mean, {sq, Value(axes({0, 1}))});
}

double scalarOf(const Value& v) { return v.tensor().elementAsDouble(0); }

Tensor perturbed(const Tensor& t, int64_t i, double delta) {
  Tensor c(t.dtype(), t.shape());
  for (int64_t k = 0; k < t.numElements(); ++k) c.data<double>()[k] = t.data<double>()[k];
  c.data<double>()[i] += delta;
  return c;
}

}  // namespace

TEST_CASE("MLP loss gradients match finite differences") {
  std::mt19937 rng(3);
  Tensor x = randomF64({4, 3}, rng), y = randomF64({4, 2}, rng);
  std::vector<Tensor> params = {randomF64({3, 5}, rng), randomF64({5}, rng), randomF64({5, 2}, rng),
                                randomF64({2}, rng)};
  std::vector<Value> p(params.begin(), params.end());
  GradientTape tape;
  Value loss;
  {
    ContextScope scope(tape);
    for (const Value& v : p) tape.watch(v);
    loss = mlpLoss(p, x, y);
  }
  std::vector<Value> grads = tape.gradient(loss, p);
  REQUIRE(grads.size() == 4);
  const double eps = 1e-6;
  for (size_t k = 0; k < params.size(); ++k) {
    REQUIRE(grads[k].valid());
    REQUIRE(grads[k].tensor().shape() == params[k].shape());
    for (int64_t i = 0; i < params[k].numElements(); ++i) {
      std::vector<Value> plus = p, minus = p;
      plus[k] = perturbed(params[k], i, eps);
      minus[k] = perturbed(params[k], i, -eps);
      double numeric = (scalarOf(mlpLoss(plus, x, y)) - scalarOf(mlpLoss(minus, x, y))) / (2 * eps);
      CHECK(grads[k].tensor().elementAsDouble(i) == doctest::Approx(numeric).epsilon(1e-6));
    }
  }
}

TEST_CASE("a non-persistent tape computes one set of gradients") {
  Tensor x = Tensor::scalarF64(3);
  GradientTape tape;
  Value y;
  {
    ContextScope scope(tape);
    tape.watch(x);
    y = call1(Op::Mul, {x, x});
  }
  CHECK(scalarOf(tape.gradient(y, {x})[0]) == 6);
  try {
    tape.gradient(y, {x});
    FAIL("expected RuntimeError");
  } catch (const core::TfError& e) {
    CHECK(e.kind() == "RuntimeError");
    CHECK(std::string(e.what()) ==
          "A non-persistent GradientTape can only be used to compute one set of gradients (or "
          "jacobians)");
  }
  GradientTape persistent(true);
  {
    ContextScope scope(persistent);
    persistent.watch(x);
    y = call1(Op::AddV2, {call1(Op::Mul, {x, x}), x});  // x^2 + x
  }
  CHECK(scalarOf(persistent.gradient(y, {x})[0]) == 7);
  CHECK(scalarOf(persistent.gradient(y, {x})[0]) == 7);
}

TEST_CASE("unwatched and unconnected sources get no gradient") {
  Tensor x = Tensor::scalarF64(2), z = Tensor::scalarF64(5);
  GradientTape tape(true);
  Value y;
  {
    ContextScope scope(tape);
    tape.watch(x);
    tape.watch(z);
    y = call1(Op::Exp, {x});
  }
  std::vector<Value> g = tape.gradient(y, {x, z, Tensor::scalarF64(1)});
  CHECK(scalarOf(g[0]) == doctest::Approx(std::exp(2.0)));
  CHECK(!g[1].valid());
  CHECK(!g[2].valid());
  GradientTape ignoring;
  {
    ContextScope scope(ignoring);
    y = call1(Op::Exp, {x});
  }
  CHECK(!ignoring.gradient(y, {x})[0].valid());
}

TEST_CASE("ops that return their input's buffer still differentiate") {
  Tensor x = Tensor::scalarF64(1.5);
  GradientTape tape;
  Value z;
  {
    ContextScope scope(tape);
    tape.watch(x);
    Value y = call1(Op::Identity, {x});
    z = call1(Op::Mul, {y, call1(Op::Reshape, {y, Value(axes({}))})});
  }
  CHECK(scalarOf(tape.gradient(z, {x})[0]) == doctest::Approx(3.0));
}

TEST_CASE("trainable variables are watched when read") {
  Tensor w = makeVariableHandle(Tensor::fromF32(Shape{2}, {1, 2}), "w");
  Tensor frozen = makeVariableHandle(Tensor::fromF32(Shape{2}, {3, 4}), "frozen", false);
  GradientTape tape(true);
  Value loss;
  {
    ContextScope scope(tape);
    Value rw = call1(Op::ReadVariableOp, {w});
    Value rw2 = call1(Op::ReadVariableOp, {w});
    Value rf = call1(Op::ReadVariableOp, {frozen});
    Value prod = call1(Op::Mul, {call1(Op::Mul, {rw, rw2}), rf});  // w^2 * f
    loss = call1(Op::Sum, {prod, Value(axes({0}))});
  }
  std::vector<Value> g = tape.gradient(loss, {w, frozen});
  REQUIRE(g[0].valid());
  CHECK(g[0].tensor().elementAsDouble(0) == doctest::Approx(2 * 1 * 3));
  CHECK(g[0].tensor().elementAsDouble(1) == doctest::Approx(2 * 2 * 4));
  CHECK(!g[1].valid());
  REQUIRE(tape.watchedVariables().size() == 1);
  CHECK(tape.watchedVariables()[0].tensor().sharesBufferWith(w));

  GradientTape manual(false, false);
  {
    ContextScope scope(manual);
    loss = call1(Op::Sum, {call1(Op::ReadVariableOp, {w}), Value(axes({0}))});
  }
  CHECK(!manual.gradient(loss, {w})[0].valid());
}

TEST_CASE("nested tapes give second derivatives") {
  Tensor x = Tensor::scalarF64(2);
  GradientTape outer;
  Value dy;
  {
    ContextScope outerScope(outer);
    outer.watch(x);
    GradientTape inner;
    {
      ContextScope innerScope(inner);
      inner.watch(x);
      Value y = call1(Op::Mul, {call1(Op::Mul, {x, x}), x});  // x^3
      dy = inner.gradient(y, {x})[0];                         // 3x^2
    }
  }
  CHECK(scalarOf(dy) == doctest::Approx(12));
  CHECK(scalarOf(outer.gradient(dy, {x})[0]) == doctest::Approx(12));  // 6x
}
