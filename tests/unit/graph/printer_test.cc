#include <doctest/doctest.h>

#include "graph/control_flow.h"
#include "graph/json_export.h"
#include "unit/graph/graph_testing.h"

using namespace tl;
using namespace tl::testing;
using core::Dims;
using core::DType;
using core::PartialShape;
using core::Tensor;

namespace {

// def f(x, w):              # line 1
//   y = tf.matmul(x, w)     # line 2
//   return tf.nn.relu(y + 1.0)  # line 3
graph::GraphPtr dense() {
  graph::GraphBuilder b("f");
  ops::ContextScope scope(b);
  ops::setCurrentSpan({1, 1, 1, 10});
  Value x = b.addInput("x", DType::Float32, PartialShape(Dims{-1, 3}));
  Value w = b.addInput("w", DType::Float32, PartialShape(Dims{3, 2}));
  Value y = at(2, Op::MatMul, {x, w}, {{"transpose_a", false}, {"transpose_b", false}});
  ops::setCurrentSpan({3, 1, 3, 10});
  Value s = named(Op::AddV2, {y, Tensor::scalarF32(1.f)}, "add");
  b.setOutputs({at(3, Op::Relu, {s})});
  return b.graphPtr();
}

// def g(n):              # line 1
//   i = 0; s = 0.0
//   while i < n:         # line 3
//     s = s + 2.0        # line 4
//     i = i + 1          # line 5
//   return s
graph::GraphPtr loop() {
  graph::GraphBuilder b("g");
  ops::ContextScope scope(b);
  ops::setCurrentSpan({1, 1, 1, 10});
  Value n = b.addInput("n", DType::Int32, PartialShape(Dims{}));
  graph::GraphBuilder cond("while_cond", &b), body("while_body", &b);
  {
    ops::ContextScope s(cond);
    Value i = cond.addInput("i", DType::Int32, PartialShape(Dims{}));
    cond.addInput("s", DType::Float32, PartialShape(Dims{}));
    cond.setOutputs({named(Op::Less, {i, n}, "Less")});
  }
  {
    ops::ContextScope s(body);
    Value i = body.addInput("i", DType::Int32, PartialShape(Dims{}));
    Value acc = body.addInput("s", DType::Float32, PartialShape(Dims{}));
    ops::setCurrentSpan({4, 5, 4, 15});
    Value acc2 = named(Op::AddV2, {acc, Tensor::scalarF32(2.f)}, "add");
    ops::setCurrentSpan({5, 5, 5, 15});
    Value i2 = named(Op::AddV2, {i, Tensor::scalarI32(1)}, "add");
    body.setOutputs({i2, acc2});
  }
  ops::setCurrentSpan({3, 3, 3, 14});
  std::vector<Value> out = graph::buildWhile(b, cond, body, {Tensor::scalarI32(0), Tensor::scalarF32(0.f)},
                                             {{"i", "s"}});
  b.setOutputs({out[1]});
  return b.graphPtr();
}

}  // namespace

TEST_CASE("printed dense graph matches tests/graphs/dense_traced.txt") {
  std::string text = graph::printGraph(*dense());
  CHECK(text == golden("dense_traced", text));
}

TEST_CASE("printed while graph, bodies nested, matches tests/graphs/while_traced.txt") {
  std::string text = graph::printGraph(*loop());
  CHECK(text == golden("while_traced", text));
}

TEST_CASE("printing is stable: the same program prints the same text") {
  CHECK(graph::printGraph(*loop()) == graph::printGraph(*loop()));
}

TEST_CASE("JSON export carries nodes, lines, nested bodies and the ops' costs") {
  graph::GraphPtr g = dense();
  core::Json j = graph::graphToJson(*g);
  const core::Json* nodes = j.get("nodes");
  REQUIRE(nodes);
  REQUIRE(nodes->items().size() == static_cast<size_t>(g->size()));
  const core::Json& mm = nodes->items()[2];
  CHECK(mm.get("op")->asString() == "MatMul");
  CHECK(mm.get("line")->asNumber() == 2);
  CHECK(mm.get("shape")->asString() == "(None, 2)");
  CHECK(mm.get("inputs")->items()[1].asString() == "w:0");
  // Cost as the OpDef computes it for the node's types.
  std::vector<ops::TypedShape> in = {{DType::Float32, PartialShape(Dims{-1, 3})},
                                     {DType::Float32, PartialShape(Dims{3, 2})}};
  std::vector<ops::TypedShape> out = {{DType::Float32, PartialShape(Dims{-1, 2})}};
  ops::Cost c = ops::opDef(Op::MatMul).cost(in, out, g->node(2).attrs);
  CHECK(mm.get("cost")->get("flops")->asNumber() == c.flops);

  core::Json w = graph::graphToJson(*loop());
  const core::Json* bodies = nullptr;
  for (const core::Json& n : w.get("nodes")->items()) {
    if (n.get("op")->asString() == "While") bodies = n.get("bodies");
  }
  REQUIRE(bodies);
  CHECK(bodies->get("body")->get("name")->asString() == "while_body");
  CHECK(bodies->get("cond")->get("nodes")->items().size() == 4);
}
