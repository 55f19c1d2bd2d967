// Optimized against unoptimized, on random graphs: a recipe of elementwise, matmul,
// bias, reduction and broadcasting ops over placeholders and constants is replayed
// eagerly and traced; the traced graph runs as planned and again after the whole
// pass pipeline, on the same feeds. All three must agree.
#include <doctest/doctest.h>

#include <cmath>
#include <random>

#include "exec/exec.h"
#include "graph/verifier.h"
#include "passes/passes.h"
#include "unit/graph/graph_testing.h"

using namespace tl;
using namespace tl::testing;
using core::Dims;
using core::DType;
using core::Shape;
using core::Tensor;

namespace {

constexpr int64_t kRows = 4, kCols = 5;

struct Step {
  Op op;
  std::vector<int> args;  // indices into the value pool
  ops::Attrs attrs;
  Tensor extra;  // a constant second input (matmul weights, reduction axes), if valid
};

struct Recipe {
  std::vector<Tensor> pool;  // initial pool: feeds first, then constants
  int numFeeds = 0;
  std::vector<Step> steps;
  std::vector<int> outputs;
};

Tensor randomTensor(std::mt19937& rng, Shape shape, float lo, float hi) {
  std::uniform_real_distribution<float> u(lo, hi);
  std::vector<float> v(static_cast<size_t>(shape.numElements()));
  for (float& x : v) x = u(rng);
  return Tensor::fromF32(shape, v);
}

// What each pool entry's shape is while the recipe is generated.
using Shapes = std::vector<Shape>;

int pick(std::mt19937& rng, const Shapes& shapes, bool fullOnly) {
  std::vector<int> ok;
  for (int i = 0; i < static_cast<int>(shapes.size()); ++i) {
    if (!fullOnly || shapes[i] == Shape{kRows, kCols}) ok.push_back(i);
  }
  return ok[std::uniform_int_distribution<size_t>(0, ok.size() - 1)(rng)];
}

// Bounded ops only, so no value overflows and the comparison stays meaningful.
const Op kUnary[] = {Op::Neg, Op::Abs, Op::Relu, Op::Sigmoid, Op::Tanh, Op::Square, Op::Identity};
const Op kBinary[] = {Op::AddV2, Op::Sub, Op::Mul, Op::Maximum, Op::Minimum};

Step randomStep(std::mt19937& rng, Shapes& shapes) {
  int kind = std::uniform_int_distribution<int>(0, 9)(rng);
  Step s;
  Shape full{kRows, kCols};
  if (kind <= 3) {
    s.op = kUnary[std::uniform_int_distribution<int>(0, 6)(rng)];
    s.args = {pick(rng, shapes, false)};
    shapes.push_back(shapes[s.args[0]]);
    if (s.op == Op::Square) s.op = Op::Tanh;  // keep magnitudes bounded across chains
  } else if (kind <= 6) {
    s.op = kBinary[std::uniform_int_distribution<int>(0, 4)(rng)];
    s.args = {pick(rng, shapes, false), pick(rng, shapes, false)};
    shapes.push_back(core::broadcastShapes(shapes[s.args[0]], shapes[s.args[1]]));
  } else if (kind == 7) {
    s.op = Op::MatMul;
    s.args = {pick(rng, shapes, true)};
    s.extra = randomTensor(rng, Shape{kCols, kCols}, -0.5f, 0.5f);
    shapes.push_back(full);
  } else if (kind == 8) {
    s.op = Op::BiasAdd;
    s.args = {pick(rng, shapes, true)};
    s.extra = randomTensor(rng, Shape{kCols}, -1.f, 1.f);
    shapes.push_back(full);
  } else {
    s.op = std::uniform_int_distribution<int>(0, 1)(rng) ? Op::Sum : Op::Mean;
    s.args = {pick(rng, shapes, true)};
    s.extra = Tensor::fromI32(Shape{1}, {1});
    s.attrs = {{"keep_dims", true}};
    shapes.push_back(Shape{kRows, 1});
  }
  return s;
}

Recipe randomRecipe(std::mt19937& rng) {
  Recipe r;
  Shapes shapes;
  r.numFeeds = 2;
  for (int i = 0; i < r.numFeeds; ++i) {
    r.pool.push_back(randomTensor(rng, Shape{kRows, kCols}, -2.f, 2.f));
    shapes.push_back(Shape{kRows, kCols});
  }
  // Constants, including the neutral ones the simplifier looks for.
  for (Tensor c : {Tensor::scalarF32(1.f), Tensor::scalarF32(0.f), Tensor::scalarF32(0.75f),
                   randomTensor(rng, Shape{kCols}, -1.f, 1.f), randomTensor(rng, Shape{kRows, kCols}, -1.f, 1.f)}) {
    r.pool.push_back(c);
    shapes.push_back(c.shape());
  }
  int steps = std::uniform_int_distribution<int>(4, 24)(rng);
  std::bernoulli_distribution coin(0.5);
  for (int i = 0; i < steps; ++i) {
    r.steps.push_back(randomStep(rng, shapes));
    if (r.steps.back().op != Op::MatMul || !coin(rng)) continue;
    // A dense layer, as Keras traces one: MatMul, BiasAdd, often Relu.
    int last = static_cast<int>(shapes.size()) - 1;
    r.steps.push_back({Op::BiasAdd, {last}, {}, randomTensor(rng, Shape{kCols}, -1.f, 1.f)});
    shapes.push_back(shapes[last]);
    if (coin(rng)) {
      r.steps.push_back({Op::Relu, {last + 1}, {}, Tensor()});
      shapes.push_back(shapes[last]);
    }
  }
  int last = static_cast<int>(shapes.size()) - 1;
  r.outputs = {last, std::uniform_int_distribution<int>(r.numFeeds, last)(rng)};
  return r;
}

// Replays the recipe in the current context; `pool` starts as the feeds (eager
// tensors or placeholders) followed by the constants.
std::vector<Value> replay(const Recipe& r, std::vector<Value> pool) {
  for (const Step& s : r.steps) {
    std::vector<Value> in;
    for (int a : s.args) in.push_back(pool[a]);
    if (s.extra.valid()) in.push_back(s.extra);
    pool.push_back(ops::call1(s.op, in, s.attrs));
  }
  std::vector<Value> out;
  for (int o : r.outputs) out.push_back(pool[o]);
  return out;
}

void requireClose(const Tensor& a, const Tensor& b, const std::string& what) {
  REQUIRE(a.shape() == b.shape());
  for (int64_t i = 0; i < a.numElements(); ++i) {
    float x = a.data<float>()[i], y = b.data<float>()[i];
    INFO(what << " element " << i << ": " << x << " vs " << y);
    REQUIRE(std::fabs(x - y) <= 1e-4f + 1e-4f * std::fabs(y));
  }
}

}  // namespace

TEST_CASE("random graphs: eager, planned and optimized results agree") {
  std::mt19937 rng(20261201);
  int optimizedAway = 0, fusedMatMuls = 0, fusedChains = 0;
  for (int trial = 0; trial < 200; ++trial) {
    Recipe r = randomRecipe(rng);
    std::vector<Value> eagerPool(r.pool.begin(), r.pool.end());
    std::vector<Value> eager = replay(r, eagerPool);

    graph::GraphBuilder b("random_" + std::to_string(trial));
    {
      ops::ContextScope scope(b);
      std::vector<Value> pool;
      for (int i = 0; i < r.numFeeds; ++i) {
        pool.push_back(b.addInput("x" + std::to_string(i), DType::Float32, core::PartialShape(Dims{kRows, kCols})));
      }
      for (size_t i = r.numFeeds; i < r.pool.size(); ++i) pool.push_back(r.pool[i]);
      b.setOutputs(replay(r, pool));
    }
    graph::GraphPtr traced = std::make_shared<graph::Graph>(b.graph());
    graph::GraphPtr optimized = std::make_shared<graph::Graph>(b.graph());
    passes::PipelineOptions options;
    options.verifyEachPass = true;
    passes::runPipeline(*optimized, options);
    optimizedAway += traced->size() - optimized->size();
    for (const graph::Node& n : optimized->nodes()) {
      fusedMatMuls += n.op == Op::FusedMatMul;
      fusedChains += n.op == Op::FusedElementwise;
    }

    std::vector<Tensor> feeds(r.pool.begin(), r.pool.begin() + r.numFeeds);
    ops::KernelContext context;
    exec::Executor executor;
    auto planA = exec::Plan::build(traced);
    auto planB = exec::Plan::build(optimized);
    std::vector<Tensor> a = executor.run(*planA, feeds, context);
    std::vector<Tensor> bOut = executor.run(*planB, feeds, context);
    INFO("trial " << trial << "\n" << graph::printGraph(*traced) << "optimized:\n" << graph::printGraph(*optimized));
    for (size_t i = 0; i < r.outputs.size(); ++i) {
      requireClose(a[i], eager[i].tensor(), "planned vs eager");
      requireClose(bOut[i], a[i], "optimized vs planned");
    }
  }
  // The passes did real work on these graphs, fusions included.
  CHECK(optimizedAway > 200);
  CHECK(fusedMatMuls > 10);
  CHECK(fusedChains > 10);
  MESSAGE("nodes optimized away " << optimizedAway << ", _FusedMatMul " << fusedMatMuls << ", _FusedElementwise "
                                  << fusedChains);
}
