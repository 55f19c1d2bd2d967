#include <doctest/doctest.h>

#include "graph/verifier.h"
#include "unit/graph/graph_testing.h"

using namespace tl;
using namespace tl::testing;
using core::Dims;
using core::DType;
using core::PartialShape;
using core::Tensor;

namespace {

graph::GraphBuilder& sample(graph::GraphBuilder& b) {
  ops::ContextScope scope(b);
  Value x = b.addInput("x", DType::Float32, PartialShape(Dims{2, 3}));
  Value y = op(Op::Mul, {x, Tensor::scalarF32(2.f)});
  b.setOutputs({op(Op::Relu, {y})});
  return b;
}

bool mentions(const std::vector<std::string>& problems, const std::string& text) {
  for (const std::string& p : problems) {
    if (p.find(text) != std::string::npos) return true;
  }
  return false;
}

}  // namespace

TEST_CASE("a traced graph verifies") {
  graph::GraphBuilder b("f");
  CHECK(graph::verifyGraph(sample(b).graph()).empty());
}

TEST_CASE("the verifier catches an input that does not precede its user") {
  graph::GraphBuilder b("f");
  graph::Graph g = sample(b).graph();
  g.node(2).inputs[0] = {3, 0};
  CHECK(mentions(graph::verifyGraph(g), "does not precede"));
}

TEST_CASE("the verifier catches a missing output index") {
  graph::GraphBuilder b("f");
  graph::Graph g = sample(b).graph();
  g.node(3).inputs[0] = {2, 1};
  CHECK(mentions(graph::verifyGraph(g), "has no such output"));
}

TEST_CASE("the verifier catches arity outside the op's bounds") {
  graph::GraphBuilder b("f");
  graph::Graph g = sample(b).graph();
  g.node(3).inputs.push_back({0, 0});
  CHECK(mentions(graph::verifyGraph(g), "inputs, Relu takes"));
}

TEST_CASE("the verifier catches output types that inference contradicts") {
  graph::GraphBuilder b("f");
  graph::Graph g = sample(b).graph();
  g.node(3).outputs[0].shape = PartialShape(Dims{3, 2});
  CHECK(mentions(graph::verifyGraph(g), "inference gives float32 (2, 3)"));
  graph::Graph h = sample(b).graph();
  h.node(3).outputs[0].dtype = DType::Int32;
  CHECK(!graph::verifyGraph(h).empty());
}

TEST_CASE("the verifier catches a graph output or input that is not there") {
  graph::GraphBuilder b("f");
  graph::Graph g = sample(b).graph();
  g.outputs.push_back({9, 0});
  g.inputs.push_back(2);
  auto problems = graph::verifyGraph(g);
  CHECK(mentions(problems, "graph output 9:0 does not exist"));
  CHECK(mentions(problems, "is not a Placeholder"));
  CHECK_THROWS_AS(graph::verifyOrThrow(g, "test"), core::TfError);
}
