#include <doctest/doctest.h>

#include "exec/exec.h"
#include "graph/control_flow.h"
#include "unit/graph/graph_testing.h"

using namespace tl;
using namespace tl::testing;
using core::Dims;
using core::DType;
using core::PartialShape;
using core::Shape;
using core::Tensor;

namespace {

std::vector<Tensor> runGraph(const graph::GraphPtr& g, const std::vector<Tensor>& feeds) {
  auto plan = exec::Plan::build(g);
  exec::Executor executor;
  ops::KernelContext context;
  context.phase = "run";
  return executor.run(*plan, feeds, context);
}

// s = 0.0; i = 0
// while i < n: s = s + i * step; i = i + 1
// return s, i
graph::GraphPtr sumLoop() {
  graph::GraphBuilder b("f");
  ops::ContextScope scope(b);
  Value n = b.addInput("n", DType::Int32, PartialShape(Dims{}));
  Value step = b.addInput("step", DType::Float32, PartialShape(Dims{}));
  graph::GraphBuilder cond("while_cond", &b), body("while_body", &b);
  {
    ops::ContextScope s(cond);
    Value i = cond.addInput("i", DType::Int32, PartialShape(Dims{}));
    cond.addInput("s", DType::Float32, PartialShape(Dims{}));
    cond.setOutputs({op(Op::Less, {i, n})});
  }
  {
    ops::ContextScope s(body);
    Value i = body.addInput("i", DType::Int32, PartialShape(Dims{}));
    Value acc = body.addInput("s", DType::Float32, PartialShape(Dims{}));
    Value fi = op(Op::Cast, {i}, {{"DstT", DType::Float32}});
    body.setOutputs({op(Op::AddV2, {i, Tensor::scalarI32(1)}), op(Op::AddV2, {acc, op(Op::Mul, {fi, step})})});
  }
  std::vector<Value> out = graph::buildWhile(b, cond, body, {Tensor::scalarI32(0), Tensor::scalarF32(0.f)},
                                             {{"i", "s"}});
  b.setOutputs({out[1], out[0]});
  return b.graphPtr();
}

}  // namespace

TEST_CASE("a While counter loop sums like the same loop in C++") {
  graph::GraphPtr g = sumLoop();
  for (int n : {0, 1, 7, 100}) {
    float expected = 0;
    for (int i = 0; i < n; ++i) expected += static_cast<float>(i) * 0.5f;
    std::vector<Tensor> out = runGraph(g, {Tensor::scalarI32(n), Tensor::scalarF32(0.5f)});
    REQUIRE(out.size() == 2);
    CHECK(out[0].data<float>()[0] == doctest::Approx(expected));
    CHECK(out[1].data<int32_t>()[0] == n);
  }
}

TEST_CASE("a While loop fills a TensorList that is stacked after the loop") {
  graph::GraphBuilder b("f");
  {
    ops::ContextScope scope(b);
    Value n = b.addInput("n", DType::Int32, PartialShape(Dims{}));
    ops::Attrs f32 = {{"element_dtype", DType::Float32}};
    Value list = op(Op::TensorListReserve, {Tensor::fromI32(Shape{1}, {2}), n}, f32);
    graph::GraphBuilder cond("while_cond", &b), body("while_body", &b);
    {
      ops::ContextScope s(cond);
      Value i = cond.addInput("i", DType::Int32, PartialShape(Dims{}));
      cond.addInput("ta", DType::Variant, PartialShape(Dims{}));
      cond.setOutputs({op(Op::Less, {i, n})});
    }
    {
      ops::ContextScope s(body);
      Value i = body.addInput("i", DType::Int32, PartialShape(Dims{}));
      Value ta = body.addInput("ta", DType::Variant, PartialShape(Dims{}));
      Value fi = op(Op::Cast, {i}, {{"DstT", DType::Float32}});
      Value item = op(Op::Pack, {fi, op(Op::Square, {fi})}, {{"axis", int64_t{0}}});
      body.setOutputs({op(Op::AddV2, {i, Tensor::scalarI32(1)}), op(Op::TensorListSetItem, {ta, i, item}, f32)});
    }
    std::vector<Value> out = graph::buildWhile(b, cond, body, {Tensor::scalarI32(0), list}, {{"i", "ta"}});
    b.setOutputs({op(Op::TensorListStack, {out[1], Tensor::fromI32(Shape{1}, {2})}, f32)});
  }
  std::vector<Tensor> out = runGraph(b.graphPtr(), {Tensor::scalarI32(4)});
  REQUIRE(out.size() == 1);
  CHECK(out[0].shape() == Shape{4, 2});
  for (int i = 0; i < 4; ++i) {
    CHECK(out[0].data<float>()[2 * i] == static_cast<float>(i));
    CHECK(out[0].data<float>()[2 * i + 1] == static_cast<float>(i * i));
  }
}

TEST_CASE("If runs only the branch the predicate picks") {
  graph::GraphBuilder b("f");
  {
    ops::ContextScope scope(b);
    Value p = b.addInput("p", DType::Bool, PartialShape(Dims{}));
    Value x = b.addInput("x", DType::Float32, PartialShape(Dims{3}));
    graph::GraphBuilder t("cond_true", &b), e("cond_false", &b);
    {
      ops::ContextScope s(t);
      t.setOutputs({op(Op::Mul, {x, Tensor::scalarF32(2.f)})});
    }
    {
      ops::ContextScope s(e);
      e.setOutputs({op(Op::Neg, {x})});
    }
    b.setOutputs(graph::buildIf(b, p, t, e, {"y"}));
  }
  Tensor x = Tensor::fromF32(Shape{3}, {1, -2, 3});
  std::vector<Tensor> yes = runGraph(b.graphPtr(), {Tensor::scalarBool(true), x});
  std::vector<Tensor> no = runGraph(b.graphPtr(), {Tensor::scalarBool(false), x});
  for (int i = 0; i < 3; ++i) {
    CHECK(yes[0].data<float>()[i] == 2 * x.data<float>()[i]);
    CHECK(no[0].data<float>()[i] == -x.data<float>()[i]);
  }
}

TEST_CASE("the iteration hook can stop a runaway loop") {
  graph::GraphPtr g = sumLoop();
  auto plan = exec::Plan::build(g);
  exec::Executor executor;
  ops::KernelContext context;
  int64_t seen = 0;
  exec::IterationHook hook = [&](int64_t iterations) {
    seen = iterations;
    if (iterations > 50) throw core::TfError("CancelledError", "step limit");
  };
  CHECK_THROWS_AS(executor.run(*plan, {Tensor::scalarI32(1 << 30), Tensor::scalarF32(1.f)}, context, hook),
                  core::TfError);
  CHECK(seen == 51);
  // The executor is usable again after the cancelled run.
  std::vector<Tensor> out = executor.run(*plan, {Tensor::scalarI32(3), Tensor::scalarF32(1.f)}, context);
  CHECK(out[0].data<float>()[0] == 3.f);
}

TEST_CASE("variables are captured resource handles; assignments persist across runs") {
  Tensor handle = ops::makeVariableHandle(Tensor::fromF32(Shape{2}, {1, 2}), "v");
  graph::GraphBuilder b("f");
  {
    ops::ContextScope scope(b);
    Value x = b.addInput("x", DType::Float32, PartialShape(Dims{2}));
    op(Op::AssignAddVariableOp, {handle, x}, {{"dtype", DType::Float32}});
    b.setOutputs({op(Op::ReadVariableOp, {handle}, {{"dtype", DType::Float32}})});
  }
  CHECK(b.graph().node(b.graph().outputs[0].node).outputs[0].shape == PartialShape(Dims{2}));
  auto plan = exec::Plan::build(b.graphPtr());
  exec::Executor executor;
  ops::KernelContext context;
  Tensor x = Tensor::fromF32(Shape{2}, {10, 20});
  executor.run(*plan, {x}, context);
  std::vector<Tensor> out = executor.run(*plan, {x}, context);
  CHECK(out[0].data<float>()[0] == 21.f);
  CHECK(out[0].data<float>()[1] == 42.f);
  CHECK(ops::variableStorage(handle).value.data<float>()[1] == 42.f);
}

TEST_CASE("buffers are released after their last reader; the peak matches the estimate") {
  constexpr int64_t kN = 1 << 16;
  graph::GraphBuilder b("f");
  {
    ops::ContextScope scope(b);
    Value v = b.addInput("x", DType::Float32, PartialShape(Dims{kN}));
    for (int i = 0; i < 6; ++i) v = op(i % 2 ? Op::Neg : Op::Abs, {v});
    b.setOutputs({v});
  }
  auto plan = exec::Plan::build(b.graphPtr());
  const int64_t bytes = kN * 4;
  CHECK(plan->peakBytes() == 2 * bytes);  // an op's input and output, never more
  CHECK(plan->peakBytesExact());
  CHECK(plan->kernelNames() == std::vector<std::string>{"Abs", "Neg", "Abs", "Neg", "Abs", "Neg"});
  for (size_t s = 1; s < plan->steps().size(); ++s) CHECK(plan->steps()[s].numRelease == 1);
  Tensor x(DType::Float32, Shape{kN});
  exec::Executor executor;
  ops::KernelContext context;
  int64_t before = core::MemoryAccount::bytesInUse();
  core::MemoryAccount::resetPeak();
  std::vector<Tensor> out = executor.run(*plan, {x}, context);
  // Measured: at most two intermediates at a time (plus the bookkeeping of a Tensor).
  CHECK(core::MemoryAccount::peakBytes() - before <= 2 * bytes + 1024);
  CHECK(core::MemoryAccount::peakBytes() - before >= bytes);
}

TEST_CASE("feeds of the wrong dtype or shape are refused") {
  graph::GraphPtr g = sumLoop();
  auto plan = exec::Plan::build(g);
  exec::Executor executor;
  ops::KernelContext context;
  CHECK_THROWS_AS(executor.run(*plan, {Tensor::scalarF32(1.f), Tensor::scalarF32(1.f)}, context), core::TfError);
  CHECK_THROWS_AS(executor.run(*plan, {Tensor::scalarI32(1)}, context), core::TfError);
}

TEST_CASE("a partially known shape is checked at run time with TF's error") {
  graph::GraphBuilder b("f");
  {
    ops::ContextScope scope(b);
    Value x = b.addInput("x", DType::Float32, PartialShape(Dims{-1}));
    Value y = b.addInput("y", DType::Float32, PartialShape(Dims{-1}));
    b.setOutputs({op(Op::AddV2, {x, y})});
  }
  try {
    runGraph(b.graphPtr(), {Tensor(DType::Float32, Shape{3}), Tensor(DType::Float32, Shape{4})});
    FAIL("expected an error");
  } catch (const core::NodeError& e) {  // the failure names its node, for the runtime's message
    CHECK(e.kind() == "InvalidArgumentError");
    CHECK(std::string(e.what()) == "Incompatible shapes: [3] vs. [4]");
    CHECK(e.node() == "AddV2");
  }
}
