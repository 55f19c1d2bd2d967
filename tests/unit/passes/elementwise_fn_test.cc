// Each elementwise op's declared kernels:: function, run as one fused step,
// computes what the op's own kernel computes.
#include <doctest/doctest.h>

#include <cmath>

#include "ops/fused_program.h"
#include "ops/op.h"

using namespace tl;
using core::Shape;
using core::Tensor;

TEST_CASE("one fused step of an op's elementwise function computes what the op computes") {
  // Positive inputs keep log, sqrt, rsqrt, pow and floor division defined.
  Tensor a = Tensor::fromF32(Shape{6}, {0.5f, 1.f, 1.5f, 2.f, 3.f, 0.25f});
  Tensor b = Tensor::fromF32(Shape{6}, {2.f, 0.5f, 1.f, 3.f, 0.75f, 1.25f});
  int checked = 0;
  for (int i = 0; i < ops::kOpCount; ++i) {
    ops::Op op = static_cast<ops::Op>(i);
    const ops::ElementwiseFn& fn = ops::opDef(op).elementwise;
    if (fn.arity == ops::ElementwiseFn::Arity::None) continue;
    const bool unary = fn.arity == ops::ElementwiseFn::Arity::Unary;
    INFO(ops::opName(op));
    kernels::FusedProgram program;
    program.numInputs = unary ? 1 : 2;
    program.numSteps = 1;
    program.steps[0] = {unary, fn.unary, fn.binary, 0, unary ? -1 : 1, false, 0.f};
    ops::EagerContext eager;
    std::vector<ops::Value> in = unary ? std::vector<ops::Value>{a} : std::vector<ops::Value>{a, b};
    Tensor expected = eager.execute(op, in, {})[0].tensor();
    Tensor fused =
        eager.execute(ops::Op::FusedElementwise, in, {{"program", ops::encodeFusedProgram(program)}})[0].tensor();
    for (int k = 0; k < 6; ++k) {
      const float want = expected.data<float>()[k];  // NaN where asin/acos leave their domain
      if (std::isnan(want)) CHECK(std::isnan(fused.data<float>()[k]));
      else CHECK(fused.data<float>()[k] == doctest::Approx(want).epsilon(1e-5));
    }
    ++checked;
  }
  CHECK(checked >= 20);
}
