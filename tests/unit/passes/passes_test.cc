#include <doctest/doctest.h>

#include "graph/control_flow.h"
#include "graph/verifier.h"
#include "passes/passes.h"
#include "unit/graph/graph_testing.h"

using namespace tl;
using namespace tl::testing;
using core::Dims;
using core::DType;
using core::PartialShape;
using core::Tensor;

namespace {

using PassFn = passes::PassReport (*)(graph::Graph&);

// Runs `pass`, checks the graph still verifies, and compares before/after text with
// tests/graphs/<name>.txt.
passes::PassReport check(const std::string& name, graph::Graph& g, PassFn pass) {
  std::string before = graph::printGraph(g);
  passes::PassReport report = pass(g);
  std::vector<std::string> problems = graph::verifyGraph(g);
  CHECK(problems.empty());
  for (const std::string& p : problems) MESSAGE(p);
  std::string text = before + "--- after " + report.name + "\n" + graph::printGraph(g);
  CHECK(text == golden(name, text));
  return report;
}

Value f32(float v) { return Tensor::scalarF32(v); }

}  // namespace

TEST_CASE("constant folding evaluates pure ops on Consts and drops the orphaned inputs") {
  graph::GraphBuilder b("f");
  {
    ops::ContextScope s(b);
    Value x = b.addInput("x", DType::Float32, PartialShape(Dims{2}));
    Value c = op(Op::Mul, {f32(2.f), f32(3.f)});
    Value shape = op(Op::Shape, {Tensor::fromF32(core::Shape{4}, {1, 2, 3, 4})});
    Value r = op(Op::RandomUniform, {shape}, {{"dtype", DType::Float32}, {"seed", int64_t{1}}, {"seed2", int64_t{2}}});
    b.setOutputs({op(Op::AddV2, {x, c}), r});
  }
  passes::PassReport report = check("pass_fold", b.graph(), passes::foldConstants);
  CHECK(report.name == "constant_folding");
  CHECK(report.changes.size() == 2);  // Mul and Shape; RandomUniform is stateful
  CHECK(report.nodesBefore == 8);
  CHECK(report.nodesAfter == 5);
  bool randomKept = false;
  for (const graph::Node& n : b.graph().nodes()) randomKept = randomKept || n.op == Op::RandomUniform;
  CHECK(randomKept);
}

TEST_CASE("CSE merges equal pure nodes, commuted inputs and equal constants, not stateful ones") {
  graph::GraphBuilder b("f");
  {
    ops::ContextScope s(b);
    Value x = b.addInput("x", DType::Float32, PartialShape(Dims{2}));
    Value y = b.addInput("y", DType::Float32, PartialShape(Dims{2}));
    Value a1 = op(Op::AddV2, {x, y});
    Value a2 = op(Op::AddV2, {y, x});
    Value s1 = op(Op::Sub, {x, y});
    Value s2 = op(Op::Sub, {y, x});  // not commutative: stays
    Value m1 = op(Op::Mul, {a1, f32(3.f)});
    Value m2 = op(Op::Mul, {a2, f32(3.f)});
    Value shape = op(Op::Identity, {Tensor::fromI32(core::Shape{1}, {2})});
    ops::Attrs rnd = {{"dtype", DType::Float32}, {"seed", int64_t{0}}, {"seed2", int64_t{0}}};
    Value r1 = op(Op::RandomUniform, {shape}, rnd);
    Value r2 = op(Op::RandomUniform, {shape}, rnd);
    b.setOutputs({m1, m2, s1, s2, r1, r2});
  }
  passes::PassReport report = check("pass_cse", b.graph(), passes::eliminateCommonSubexpressions);
  CHECK(report.changes.size() == 3);  // AddV2, the Const 3 and Mul
  CHECK(report.nodesAfter == report.nodesBefore - 3);
  CHECK(b.graph().outputs[0] == b.graph().outputs[1]);
  CHECK(b.graph().outputs[4] != b.graph().outputs[5]);
}

TEST_CASE("pruning keeps outputs, inputs and side effects with what they read") {
  graph::GraphBuilder b("f");
  {
    ops::ContextScope s(b);
    Value x = b.addInput("x", DType::Float32, PartialShape(Dims{2}));
    Value unused = b.addInput("unused", DType::Float32, PartialShape(Dims{2}));
    op(Op::Exp, {op(Op::Neg, {x})});  // dead chain
    op(Op::Neg, {unused});            // dead
    Value msg = op(Op::StringFormat, {x}, {{"template", std::string("x = {}")}});
    op(Op::PrintV2, {msg});  // a side effect: stays, with StringFormat
    b.setOutputs({op(Op::Abs, {x})});
  }
  passes::PassReport report = check("pass_prune", b.graph(), passes::pruneDeadNodes);
  CHECK(report.changes.size() == 3);
  CHECK(report.nodesAfter == 5);
}

TEST_CASE("arithmetic simplification applies table rows only when the type is kept") {
  graph::GraphBuilder b("f");
  {
    ops::ContextScope s(b);
    Value x = b.addInput("x", DType::Float32, PartialShape(Dims{-1, 3}));
    Value a = op(Op::Mul, {x, f32(1.f)});
    Value c = op(Op::AddV2, {f32(0.f), a});
    Value d = op(Op::RealDiv, {c, Tensor::fromF32(core::Shape{3}, {1, 1, 1})});
    Value e = op(Op::Neg, {op(Op::Neg, {d})});
    Value f = op(Op::Identity, {e});
    // x broadcast against ones((2, 1, 3)) changes the shape: no rewrite.
    Value g = op(Op::Mul, {x, Tensor::fromF32(core::Shape{2, 1, 3}, {1, 1, 1, 1, 1, 1})});
    Value h = op(Op::Mul, {x, f32(2.f)});  // not neutral
    b.setOutputs({f, g, h});
  }
  passes::PassReport report = check("pass_simplify", b.graph(), passes::simplifyArithmetic);
  CHECK(report.changes.size() == 5);
  CHECK(b.graph().outputs[0].node == b.graph().inputs[0]);
}

TEST_CASE("MatMul + BiasAdd + Relu fuse; a MatMul read twice does not") {
  graph::GraphBuilder b("f");
  {
    ops::ContextScope s(b);
    Value x = b.addInput("x", DType::Float32, PartialShape(Dims{-1, 3}));
    Value w = b.addInput("w", DType::Float32, PartialShape(Dims{3, 4}));
    Value bias = b.addInput("b", DType::Float32, PartialShape(Dims{4}));
    Value h = op(Op::Relu, {op(Op::BiasAdd, {op(Op::MatMul, {x, w}), bias})});
    Value m2 = op(Op::MatMul, {x, w});
    Value k = op(Op::AddV2, {bias, m2});  // bias first: AddV2 commutes
    Value shared = op(Op::MatMul, {x, w});
    Value l = op(Op::BiasAdd, {shared, bias});
    b.setOutputs({h, k, l, shared});
  }
  passes::PassReport report = check("pass_fuse_matmul", b.graph(), passes::fuseMatMul);
  CHECK(report.changes.size() == 2);
  CHECK(report.nodesAfter == report.nodesBefore - 3);
}

TEST_CASE("elementwise chains of one shape fuse into one _FusedElementwise") {
  graph::GraphBuilder b("f");
  {
    ops::ContextScope s(b);
    Value x = b.addInput("x", DType::Float32, PartialShape(Dims{4, 8}));
    Value y = b.addInput("y", DType::Float32, PartialShape(Dims{4, 8}));
    Value row = b.addInput("row", DType::Float32, PartialShape(Dims{8}));
    Value t = op(Op::AddV2, {op(Op::Mul, {op(Op::Exp, {op(Op::Neg, {x})}), f32(2.f)}), y});
    Value u = op(Op::Sub, {f32(1.f), t});               // constant on the left of a non-commutative op
    Value v = op(Op::Tanh, {op(Op::AddV2, {x, row})});  // broadcasting: not fused
    b.setOutputs({u, v});
  }
  passes::PassReport report = check("pass_fuse_elementwise", b.graph(), passes::fuseElementwise);
  REQUIRE(report.changes.size() == 1);
  CHECK(report.changes[0].find("fused 4 elementwise ops") == 0);
}

TEST_CASE("the pipeline verifies and dumps after each stage and recurses into loop bodies") {
  graph::GraphBuilder b("g");
  {
    ops::ContextScope s(b);
    Value n = b.addInput("n", DType::Int32, PartialShape(Dims{}));
    graph::GraphBuilder cond("while_cond", &b), body("while_body", &b);
    {
      ops::ContextScope sc(cond);
      Value i = cond.addInput("i", DType::Int32, PartialShape(Dims{}));
      cond.setOutputs({op(Op::Less, {i, n})});
    }
    {
      ops::ContextScope sb(body);
      Value i = body.addInput("i", DType::Int32, PartialShape(Dims{}));
      Value step = op(Op::AddV2, {Tensor::scalarI32(1), Tensor::scalarI32(0)});
      body.setOutputs({op(Op::AddV2, {op(Op::Mul, {i, Tensor::scalarI32(1)}), step})});
    }
    b.setOutputs(graph::buildWhile(b, cond, body, {Tensor::scalarI32(0)}, {{"i"}}));
  }
  passes::PipelineOptions options;
  options.verifyEachPass = true;
  options.dumpEachPass = true;
  passes::PipelineResult result = passes::runPipeline(b.graph(), options);
  REQUIRE(result.reports.size() == 6);
  REQUIRE(result.dumps.size() == 7);
  CHECK(result.dumps[0].first == "traced");
  CHECK(result.reports[0].changes.size() == 1);
  CHECK(result.reports[0].changes[0].find("while_body: folded") == 0);
  CHECK(result.reports[1].changes.size() == 1);  // i * 1 -> i
  core::Json j = passes::reportToJson(result.reports[0]);
  CHECK(j.get("name")->asString() == "constant_folding");
  CHECK(j.get("nodes_before")->asNumber() == result.reports[0].nodesBefore);
  CHECK(j.get("changes")->items().size() == 1);
  std::string text;
  for (const auto& [stage, dump] : result.dumps) text += "=== " + stage + "\n" + dump;
  CHECK(text == golden("pipeline_while", text));
}
