#include <doctest/doctest.h>

#include "graph/control_flow.h"
#include "graph/verifier.h"
#include "unit/graph/graph_testing.h"

using namespace tl;
using namespace tl::testing;
using core::Dims;
using core::DType;
using core::PartialShape;
using core::Tensor;

namespace {

// while i < n: i = i + step — `n` and `step` are outer values the bodies capture.
struct CounterLoop {
  graph::GraphBuilder outer{"f"};
  Value n, step, i0;
};

std::vector<Value> buildCounter(CounterLoop& loop, DType bodyDType = DType::Int32) {
  ops::ContextScope s0(loop.outer);
  loop.n = loop.outer.addInput("n", DType::Int32, PartialShape(Dims{}));
  loop.step = loop.outer.addInput("step", DType::Int32, PartialShape(Dims{}));
  loop.i0 = op(Op::Identity, {Tensor::scalarI32(0)});
  graph::GraphBuilder cond("while_cond", &loop.outer), body("while_body", &loop.outer);
  {
    ops::ContextScope s(cond);
    Value i = cond.addInput("i", DType::Int32, PartialShape(Dims{}));
    cond.setOutputs({op(Op::Less, {i, loop.n})});
  }
  {
    ops::ContextScope s(body);
    Value i = body.addInput("i", DType::Int32, PartialShape(Dims{}));
    Value next = op(Op::AddV2, {i, loop.step});
    if (bodyDType != DType::Int32) next = op(Op::Cast, {next}, {{"DstT", bodyDType}});
    body.setOutputs({next});
  }
  return graph::buildWhile(loop.outer, cond, body, {loop.i0}, {{"i"}});
}

}  // namespace

TEST_CASE("buildWhile passes captures as extra loop inputs that every body receives") {
  CounterLoop loop;
  std::vector<Value> out = buildCounter(loop);
  REQUIRE(out.size() == 1);
  const graph::Graph& g = loop.outer.graph();
  const graph::Node& w = g.node(out[0].ref().node);
  CHECK(w.op == Op::While);
  // i, then n (captured by cond), then step (captured by body).
  REQUIRE(w.inputs.size() == 3);
  CHECK(w.inputs[1].node == loop.n.ref().node);
  CHECK(w.inputs[2].node == loop.step.ref().node);
  CHECK(w.outputs.size() == 3);
  const graph::Graph* body = graph::bodyAttr(w, "body");
  const graph::Graph* cond = graph::bodyAttr(w, "cond");
  REQUIRE(body);
  REQUIRE(cond);
  CHECK(body->inputs.size() == 3);
  CHECK(cond->inputs.size() == 3);
  CHECK(body->outputs.size() == 3);
  CHECK(graph::verifyGraph(g).empty());
}

TEST_CASE("a loop variable that changes dtype raises AutoGraph's TypeError") {
  CounterLoop loop;
  try {
    buildCounter(loop, DType::Float32);
    FAIL("expected an error");
  } catch (const core::TfError& e) {
    CHECK(e.kind() == "TypeError");
    CHECK(std::string(e.what()) == "'i' has dtype int32 before the loop, but dtype float32 after one iteration");
  }
}

TEST_CASE("a loop variable that changes shape raises AutoGraph's ValueError") {
  graph::GraphBuilder outer("f");
  ops::ContextScope s0(outer);
  Value t0 = op(Op::Identity, {Tensor::fromF32(core::Shape{1}, {1.f})});
  graph::GraphBuilder cond("while_cond", &outer), body("while_body", &outer);
  {
    ops::ContextScope s(cond);
    cond.addInput("t", DType::Float32, PartialShape(Dims{1}));
    cond.setOutputs({op(Op::Identity, {Tensor::scalarBool(true)})});
  }
  {
    ops::ContextScope s(body);
    Value t = body.addInput("t", DType::Float32, PartialShape(Dims{1}));
    body.setOutputs({op(Op::ConcatV2, {t, t, Tensor::scalarI32(0)})});
  }
  try {
    graph::buildWhile(outer, cond, body, {t0}, {{"t"}});
    FAIL("expected an error");
  } catch (const core::TfError& e) {
    CHECK(e.kind() == "ValueError");
    CHECK(std::string(e.what()) ==
          "'t' has shape (1,) before the loop, but shape (2,) after one iteration. Use "
          "tf.autograph.experimental.set_loop_options to set shape invariants.");
  }
}

TEST_CASE("buildIf relaxes differing branch shapes and checks dtypes") {
  graph::GraphBuilder outer("f");
  ops::ContextScope s0(outer);
  Value p = outer.addInput("p", DType::Bool, PartialShape(Dims{}));
  Value x = outer.addInput("x", DType::Float32, PartialShape(Dims{2}));
  graph::GraphBuilder a("cond_true", &outer), b("cond_false", &outer);
  {
    ops::ContextScope s(a);
    a.setOutputs({op(Op::Neg, {x})});
  }
  {
    ops::ContextScope s(b);
    b.setOutputs({op(Op::ConcatV2, {x, x, Tensor::scalarI32(0)})});
  }
  std::vector<Value> out = graph::buildIf(outer, p, a, b, {"y"});
  REQUIRE(out.size() == 1);
  CHECK(out[0].shape() == PartialShape(Dims{-1}));
  CHECK(outer.graph().node(out[0].ref().node).inputs.size() == 2);  // pred, x
  CHECK(graph::verifyGraph(outer.graph()).empty());

  graph::GraphBuilder c("cond_true_1", &outer), d("cond_false_1", &outer);
  {
    ops::ContextScope s(c);
    c.setOutputs({op(Op::Identity, {Tensor::scalarF32(1.f)})});
  }
  {
    ops::ContextScope s(d);
    d.setOutputs({op(Op::Identity, {Tensor::scalarI32(1)})});
  }
  try {
    graph::buildIf(outer, p, c, d, {"y"});
    FAIL("expected an error");
  } catch (const core::TfError& e) {
    CHECK(e.kind() == "TypeError");
    CHECK(std::string(e.what()) == "'y' has dtype float32 in the main branch, but dtype int32 in the else branch");
  }
}
