// GradientTape while tracing: the tape records graph nodes and gradient() adds the
// backward pass to the same graph. Running that graph must give what the eager
// tape computes on the same numbers (the eager tape is the oracle), for a Dense
// layer through every op the course model touches.
#include <doctest/doctest.h>

#include <cmath>
#include <random>

#include "autodiff/gradient_tape.h"
#include "exec/exec.h"
#include "graph/graph_builder.h"

using namespace tl;
using namespace tl::ops;
using autodiff::GradientTape;
using core::DType;
using core::PartialShape;
using core::Shape;
using core::Tensor;

namespace {

Tensor randomF32(Shape shape, std::mt19937& rng) {
  std::uniform_real_distribution<float> dist(-1, 1);
  Tensor t(DType::Float32, std::move(shape));
  for (int64_t i = 0; i < t.numElements(); ++i) t.data<float>()[i] = dist(rng);
  return t;
}

Value ints(std::vector<int32_t> v) { return Tensor::fromI32(Shape{static_cast<int64_t>(v.size())}, v); }

// loss = sum(mean(((act(x @ w + b) reshaped to a column) as float64 - y)^2, 0)) / 2,
// through MatMul, BiasAdd, Relu/Sigmoid/Tanh, Reshape, Cast, Sub, Square, Mean, Sum, RealDiv.
Value denseLoss(Op activation, const Value& x, const Value& w, const Value& b, const Value& y) {
  Value h = call1(activation, {call1(Op::BiasAdd, {call1(Op::MatMul, {x, w}), b})});
  Value column = call1(Op::Reshape, {h, ints({-1, 1})});
  Value wide = call1(Op::Cast, {column}, {{"DstT", DType::Float64}});
  Value mse = call1(Op::Mean, {call1(Op::Square, {call1(Op::Sub, {wide, y})}), ints({0})});
  return call1(Op::RealDiv, {call1(Op::Sum, {mse, ints({0})}), Value(Tensor::scalarF64(2))});
}

struct Case {
  Tensor x, w, b, y;
};

Case makeCase(std::mt19937& rng) {
  Case c{randomF32({4, 3}, rng), randomF32({3, 2}, rng), randomF32({2}, rng), Tensor()};
  c.y = Tensor(DType::Float64, Shape{8, 1});
  for (int64_t i = 0; i < 8; ++i) c.y.data<double>()[i] = std::sin(0.7 * static_cast<double>(i));
  return c;
}

std::vector<Tensor> eagerGradients(Op activation, const Case& c) {
  GradientTape tape;
  Value loss;
  {
    ContextScope scope(tape);
    tape.watch(c.w);
    tape.watch(c.b);
    loss = denseLoss(activation, c.x, c.w, c.b, c.y);
  }
  std::vector<Value> g = tape.gradient(loss, {c.w, c.b});
  return {loss.tensor(), g[0].tensor(), g[1].tensor()};
}

// The same computation traced: x, w, b, y are graph inputs; outputs loss, dw, db.
std::vector<Tensor> tracedGradients(Op activation, const Case& c) {
  graph::GraphBuilder builder("dense_step");
  {
    ContextScope scope(builder);
    Value x = builder.addInput("x", DType::Float32, PartialShape(core::Dims{4, 3}));
    Value w = builder.addInput("w", DType::Float32, PartialShape(core::Dims{3, 2}));
    Value b = builder.addInput("b", DType::Float32, PartialShape(core::Dims{2}));
    Value y = builder.addInput("y", DType::Float64, PartialShape(core::Dims{8, 1}));
    GradientTape tape;  // made under the builder: it records graph nodes
    Value loss;
    {
      ContextScope tapeScope(tape);
      tape.watch(w);
      tape.watch(b);
      loss = denseLoss(activation, x, w, b, y);
    }
    std::vector<Value> g = tape.gradient(loss, {w, b});
    REQUIRE(g[0].isSymbolic());
    builder.setOutputs({loss, g[0], g[1]});
  }
  auto plan = exec::Plan::build(builder.graphPtr());
  exec::Executor executor;
  KernelContext context;
  context.phase = "run";
  return executor.run(*plan, {c.x, c.w, c.b, c.y}, context);
}

Tensor perturbed(const Tensor& t, int64_t i, float delta) {
  Tensor out(DType::Float32, t.shape());
  for (int64_t k = 0; k < t.numElements(); ++k) out.data<float>()[k] = t.data<float>()[k];
  out.data<float>()[i] += delta;
  return out;
}

void checkClose(const Tensor& eager, const Tensor& traced) {
  REQUIRE(eager.dtype() == traced.dtype());
  REQUIRE(eager.shape() == traced.shape());
  for (int64_t i = 0; i < eager.numElements(); ++i) {
    CHECK(traced.elementAsDouble(i) == doctest::Approx(eager.elementAsDouble(i)).epsilon(1e-5));
  }
}

}  // namespace

TEST_CASE("a tape inside a trace adds a backward pass that matches the eager tape") {
  std::mt19937 rng(11);
  for (Op activation : {Op::Relu, Op::Sigmoid, Op::Tanh}) {
    Case c = makeCase(rng);
    std::vector<Tensor> eager = eagerGradients(activation, c);
    std::vector<Tensor> traced = tracedGradients(activation, c);
    REQUIRE(traced.size() == 3);
    INFO("activation " << opName(activation));
    for (size_t k = 0; k < 3; ++k) checkClose(eager[k], traced[k]);
    CHECK(eager[1].dtype() == DType::Float32);  // the Cast's gradient casts back
  }
}

TEST_CASE("the eager Dense gradients match central finite differences") {
  std::mt19937 rng(5);
  Case c = makeCase(rng);
  std::vector<Tensor> g = eagerGradients(Op::Sigmoid, c);
  // float32 forward pass: a step of 1e-2 keeps rounding error below the tolerance.
  const float h = 1e-2f;
  for (int64_t i = 0; i < c.w.numElements(); ++i) {
    Tensor plus = perturbed(c.w, i, h), minus = perturbed(c.w, i, -h);
    double up = denseLoss(Op::Sigmoid, c.x, plus, c.b, c.y).tensor().elementAsDouble(0);
    double down = denseLoss(Op::Sigmoid, c.x, minus, c.b, c.y).tensor().elementAsDouble(0);
    CHECK(g[1].elementAsDouble(i) == doctest::Approx((up - down) / (2 * h)).epsilon(1e-3));
  }
}
