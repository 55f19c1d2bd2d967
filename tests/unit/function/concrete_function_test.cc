// A traced concrete function computes what the same ops compute eagerly, from a
// cached plan, and reports its graphs and passes.
#include <doctest/doctest.h>

#include "function/concrete_function.h"
#include "ops/builders.h"

using namespace tl;
using namespace tl::function;
using core::DType;
using core::Dims;
using core::PartialShape;
using core::Tensor;

namespace {

ops::Value affine(const ops::Value& x) {
  auto two = ops::build::scalar(2.0, DType::Float32);
  auto one = ops::build::scalar(1.0, DType::Float32);
  auto times_one = ops::build::mul(x, ops::build::scalar(1.0, DType::Float32));
  return ops::build::add(ops::build::mul(times_one, two), one);
}

struct AffineBody : TraceBody {
  int runs = 0;
  std::vector<ops::Value> run(graph::GraphBuilder&, const std::vector<ops::Value>& inputs) override {
    ++runs;
    return {affine(inputs[0])};
  }
};

FunctionType vectorType() {
  return FunctionType({{"x", ParameterKind::PositionalOrKeyword,
                        TraceType::tensorSpec(DType::Float32, PartialShape(Dims{-1}))}});
}

}  // namespace

TEST_CASE("a concrete function runs its plan and matches eager execution") {
  AffineBody body;
  core::Options options;
  options.verifyAfterEachPass = true;
  auto concrete = traceConcrete("f", 1, vectorType(), {{"x", DType::Float32, PartialShape(Dims{-1})}}, body, options);
  CHECK(body.runs == 1);
  CHECK(concrete->nodesOptimized < concrete->nodes);  // x*1 simplified, constants folded
  CHECK(concrete->outputTypes() == std::vector<std::string>{"TensorSpec(shape=(None,), dtype=tf.float32, name=None)"});

  Tensor x = Tensor::fromF32(core::Shape{3}, {1.f, -2.f, 0.5f});
  exec::Executor executor;
  ops::KernelContext context;
  for (int call = 0; call < 2; ++call) {
    auto out = runConcrete(*concrete, executor, {x}, context);
    Tensor expected = affine(ops::Value(x)).tensor();
    REQUIRE(out.size() == 1);
    for (int i = 0; i < 3; ++i) CHECK(out[0].data<float>()[i] == expected.data<float>()[i]);
  }
  CHECK(body.runs == 1);  // hits never re-run the body

  core::Json event = concrete->graphEvent();
  CHECK(event.get("type")->asString() == "graph");
  CHECK(!event.get("passes")->items().empty());
  CHECK(concrete->bytesHeld() > 0);
}
