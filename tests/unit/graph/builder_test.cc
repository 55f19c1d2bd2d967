#include <doctest/doctest.h>

#include "graph/control_flow.h"
#include "graph/symbolic_repr.h"
#include "unit/graph/graph_testing.h"

using namespace tl;
using namespace tl::testing;
using core::Dims;
using core::DType;
using core::PartialShape;
using core::Tensor;

TEST_CASE("building records nodes with TF's unique names and never computes") {
  graph::GraphBuilder b("f");
  ops::ContextScope scope(b);
  Value x = b.addInput("x", DType::Float32, PartialShape(Dims{-1, 3}));
  Value y = b.addInput("y", DType::Float32, PartialShape(Dims{3}));
  Value s1 = op(Op::AddV2, {x, y});
  Value s2 = op(Op::AddV2, {s1, y});
  Value s3 = named(Op::AddV2, {s2, y}, "add");
  Value s4 = named(Op::AddV2, {s3, y}, "add");
  const graph::Graph& g = b.graph();
  CHECK(g.node(x.ref().node).name == "x");
  CHECK(g.node(s1.ref().node).name == "AddV2");
  CHECK(g.node(s2.ref().node).name == "AddV2_1");
  CHECK(g.node(s3.ref().node).name == "add");
  CHECK(g.node(s4.ref().node).name == "add_1");
  CHECK(s1.isSymbolic());
  CHECK(s1.ref().graph == &g);
  CHECK(g.size() == 6);
  CHECK(g.node(s3.ref().node).attrs.count(graph::kNameAttr) == 0);
}

TEST_CASE("unique names are case-insensitive and skip names already taken, as in TF") {
  graph::Graph g;
  CHECK(g.uniqueName("add_1") == "add_1");
  CHECK(g.uniqueName("add") == "add");
  // Graph.unique_name: "add_1" is taken (case-insensitively), so TF moves on to _2.
  CHECK(g.uniqueName("Add") == "Add_2");
  CHECK(g.uniqueName("add") == "add_3");
}

TEST_CASE("name scopes prefix unique names; a trailing slash names absolutely, as Graph.name_scope does") {
  graph::Graph g("f");
  std::string root, inner;
  CHECK(g.enterNameScope("outer", root) == "outer/");
  CHECK(g.uniqueName("mul") == "outer/mul");
  CHECK(g.nextUniqueNames("mul", 2) == std::vector<std::string>{"outer/mul_1", "outer/mul_2"});
  CHECK(g.uniqueName("outer/mul/y/") == "outer/mul/y");
  CHECK(g.enterNameScope("_inner", inner) == "outer/_inner/");
  CHECK(g.nameScope() == "outer/_inner");
  g.restoreNameScope(inner);
  g.restoreNameScope(root);
  CHECK(g.nameScope().empty());
  CHECK(g.enterNameScope("outer", root) == "outer_1/");
  CHECK(g.enterNameScope("outer/", inner) == "outer/");
  CHECK(g.uniqueName("mul") == "outer/mul_1");
  CHECK(g.enterNameScope("", inner) == "");
  CHECK(g.uniqueName("mul") == "mul");
  g.restoreNameScope(root);
  CHECK_THROWS_WITH_AS(g.enterNameScope("_x", root),
                       "'_x' is not a valid root scope name. A root scope name has to match the following "
                       "pattern: ^[A-Za-z0-9.][A-Za-z0-9_.\\\\/>-]*$",
                       core::TfError);
}

TEST_CASE("inference runs on partial shapes and sees Const inputs") {
  graph::GraphBuilder b("f");
  ops::ContextScope scope(b);
  Value x = b.addInput("x", DType::Float32, PartialShape(Dims{-1, 3}));
  Value w = b.addInput("w", DType::Float32, PartialShape(Dims{3, 4}));
  Value m = op(Op::MatMul, {x, w});
  CHECK(m.shape() == PartialShape(Dims{-1, 4}));
  Value u = b.addInput("u", DType::Float32, PartialShape::unknownRank());
  CHECK(!op(Op::Relu, {u}).shape().hasRank());
  // The shape input is a Const node (from an eager tensor), so Reshape knows the result.
  Value r = op(Op::Reshape, {w, Tensor::fromI32(core::Shape{2}, {2, 6})});
  CHECK(r.shape() == PartialShape(Dims{2, 6}));
  CHECK(b.graph().node(b.graph().node(r.ref().node).inputs[1].node).op == Op::Const);
}

TEST_CASE("nodes record the source span current when the op was called") {
  graph::GraphBuilder b("f");
  ops::ContextScope scope(b);
  Value x = b.addInput("x", DType::Float32, PartialShape(Dims{}));
  Value a = at(7, Op::Neg, {x});
  Value c = at(9, Op::Exp, {a});
  CHECK(b.graph().node(a.ref().node).span.line == 7);
  CHECK(b.graph().node(c.ref().node).span.line == 9);
}

TEST_CASE("inference errors carry the op's span") {
  graph::GraphBuilder b("f");
  ops::ContextScope scope(b);
  Value x = b.addInput("x", DType::Float32, PartialShape(Dims{2, 3}));
  Value y = b.addInput("y", DType::Float32, PartialShape(Dims{4, 5}));
  ops::setCurrentSpan({12, 3, 12, 9});
  try {
    op(Op::MatMul, {x, y});
    FAIL("expected an error");
  } catch (const core::TfError& e) {
    CHECK(e.span().line == 12);
  }
}

TEST_CASE("symbolic tensors print as TF prints them") {
  graph::GraphBuilder b("f");
  ops::ContextScope scope(b);
  Value x = b.addInput("x", DType::Float32, PartialShape(Dims{-1, 3}));
  Value s = named(Op::AddV2, {x, x}, "add");
  CHECK(graph::symbolicTensorRepr(x) == "Tensor(\"x:0\", shape=(None, 3), dtype=float32)");
  CHECK(graph::symbolicTensorRepr(s) == "Tensor(\"add:0\", shape=(None, 3), dtype=float32)");
  CHECK(graph::funcGraphRepr(b.graph()) == "FuncGraph(name=f, id=" + std::to_string(b.graph().id()) + ")");
}

TEST_CASE("eager tensors become Const nodes; resource tensors become captures") {
  graph::GraphBuilder b("f");
  ops::ContextScope scope(b);
  Value x = b.addInput("x", DType::Float32, PartialShape(Dims{2}));
  Value s = op(Op::Mul, {x, Tensor::scalarF32(2.f)});
  const graph::Graph& g = b.graph();
  const Tensor* c = g.constantValue(g.node(s.ref().node).inputs[1]);
  REQUIRE(c);
  CHECK(c->data<float>()[0] == 2.f);
  Tensor handle = ops::makeVariableHandle(Tensor::scalarF32(1.f), "v");
  Value r1 = op(Op::ReadVariableOp, {handle}, {{"dtype", DType::Float32}});
  Value r2 = op(Op::ReadVariableOp, {handle}, {{"dtype", DType::Float32}});
  REQUIRE(g.captures.size() == 1);
  CHECK(g.captures[0].tensor.sharesBufferWith(handle));
  CHECK(g.node(r1.ref().node).inputs[0] == g.node(r2.ref().node).inputs[0]);
  CHECK(g.inputs.size() == 2);
  CHECK(graph::fedInputs(g).size() == 1);
}

TEST_CASE("a body captures outer values once, through every enclosing graph") {
  graph::GraphBuilder outer("f");
  ops::ContextScope s0(outer);
  Value x = outer.addInput("x", DType::Float32, PartialShape(Dims{}));
  graph::GraphBuilder mid("while_body", &outer);
  ops::ContextScope s1(mid);
  graph::GraphBuilder inner("cond_true", &mid);
  ops::ContextScope s2(inner);
  Value a = op(Op::Neg, {x});
  Value b2 = op(Op::Exp, {x});
  const graph::Graph& g = inner.graph();
  CHECK(g.node(a.ref().node).inputs[0] == g.node(b2.ref().node).inputs[0]);
  REQUIRE(inner.graph().captures.size() == 1);
  REQUIRE(mid.graph().captures.size() == 1);
  CHECK(mid.graph().captures[0].outer.graph == &outer.graph());
  CHECK(inner.graph().captures[0].outer.graph == &mid.graph());
}

TEST_CASE("a tensor from a finished loop body is out of scope: InaccessibleTensorError") {
  graph::GraphBuilder outer("f");
  ops::ContextScope s0(outer);
  Value x = outer.addInput("x", DType::Float32, PartialShape(Dims{}));
  Value leaked;
  graph::GraphBuilder body("while_body_5", &outer);
  {
    ops::ContextScope s1(body);
    Value i = body.addInput("i", DType::Float32, PartialShape(Dims{}));
    ops::setCurrentSpan({4, 9, 4, 14});
    leaked = named(Op::AddV2, {i, x}, "add");
  }
  ops::setCurrentSpan({6, 5, 6, 20});
  std::string t = "Tensor(\"add:0\", shape=(), dtype=float32)";
  try {
    op(Op::Neg, {leaked});
    FAIL("expected an error");
  } catch (const core::TfError& e) {
    CHECK(e.kind() == "InaccessibleTensorError");
    CHECK(std::string(e.what()) ==
          t +
              " is out of scope and cannot be used here. Use return values, explicit Python "
              "locals or TensorFlow collections to access it.\nPlease see "
              "https://www.tensorflow.org/guide/function#all_outputs_of_a_tffunction_must_be_return_values"
              " for more information.\n\n" +
              t + " was defined here:\n  File \"main.py\", line 4\n\nThe tensor " + t + " cannot be accessed from " +
              graph::funcGraphRepr(outer.graph()) + ", because it was defined in " +
              graph::funcGraphRepr(body.graph()) + ", which is out of scope.");
    CHECK(e.span().line == 6);
  }
}
