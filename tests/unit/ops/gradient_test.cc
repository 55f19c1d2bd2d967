#include "gradient_checker.h"

using namespace tl::ops;
using namespace tl::ops::testing;

TEST_CASE("every differentiable op's gradient matches finite differences") {
  std::mt19937 rng(1234);
  int checked = 0;
  for (int i = 0; i < kOpCount; ++i) {
    const OpDef& def = opDef(static_cast<Op>(i));
    if (!(def.traits & kDifferentiable)) continue;
    std::string name = def.name;
    CAPTURE(name);
    auto maker = gradientCases().find(def.op);
    REQUIRE_MESSAGE(maker != gradientCases().end(), "no gradient-check inputs for ", def.name);
    for (const GradCase& c : maker->second(rng)) {
      std::optional<std::string> mismatch = checkGradient(def.op, c, def.grad, rng);
      CHECK_MESSAGE(!mismatch.has_value(), mismatch.value_or(""));
      ++checked;
    }
  }
  CHECK(checked >= 50);
}

namespace {
// d/dx exp(x) is exp(x); this returns g * x instead.
std::vector<Value> wrongExpGrad(const GradArgs& args) {
  return {call1(Op::Mul, {args.grads[0], args.inputs[0]})};
}
// Forgets to reduce the broadcast gradient of y.
std::vector<Value> unreducedAddGrad(const GradArgs& args) { return {args.grads[0], args.grads[0]}; }
}  // namespace

TEST_CASE("the checker catches a wrong gradient") {
  std::mt19937 rng(7);
  GradCase c = gradientCases().at(Op::Exp)(rng)[0];
  std::optional<std::string> mismatch = checkGradient(Op::Exp, c, wrongExpGrad, rng);
  REQUIRE(mismatch.has_value());
  CHECK(mismatch->find("Exp input 0") != std::string::npos);
  CHECK(!checkGradient(Op::Exp, c, opDef(Op::Exp).grad, rng).has_value());

  GradCase add = gradientCases().at(Op::AddV2)(rng)[0];
  std::optional<std::string> shape = checkGradient(Op::AddV2, add, unreducedAddGrad, rng);
  REQUIRE(shape.has_value());
  CHECK(shape->find("shape") != std::string::npos);
}
