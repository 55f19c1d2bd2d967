// Fused elementwise programs against step-by-step evaluation with the unfused
// reference kernels, one whole array per register.
#include <doctest/doctest.h>

#include <vector>

#include "kernels/kernels.h"
#include "unit/kernels/kernel_test_util.h"

using namespace tl::kernels;
using namespace tl::kernels::testing;

namespace {

FusedStep unaryStep(Unary op, int lhs) {
  FusedStep s;
  s.isUnary = true, s.unary = op, s.lhs = lhs;
  return s;
}
FusedStep binaryStep(Binary op, int lhs, int rhs) {
  FusedStep s;
  s.isUnary = false, s.binary = op, s.lhs = lhs, s.rhs = rhs;
  return s;
}
FusedStep constantStep(Binary op, int lhs, float c) {
  FusedStep s = binaryStep(op, lhs, -1);
  s.useConstant = true, s.constant = c;
  return s;
}

FusedProgram makeProgram(int numInputs, std::vector<FusedStep> steps) {
  FusedProgram p;
  p.numInputs = numInputs;
  p.numSteps = static_cast<int>(steps.size());
  for (size_t i = 0; i < steps.size(); ++i) p.steps[i] = steps[i];
  return p;
}

// Runs each step as its own reference kernel call over whole arrays.
std::vector<float> stepByStep(const FusedProgram& p, const std::vector<std::vector<float>>& inputs, int64_t n) {
  std::vector<std::vector<float>> regs(inputs);
  for (int s = 0; s < p.numSteps; ++s) {
    const FusedStep& st = p.steps[s];
    std::vector<float> out(n);
    const float* lhs = regs[st.lhs].data();
    if (st.isUnary) {
      reference::unaryF32(st.unary, lhs, out.data(), n);
    } else if (st.useConstant) {
      reference::binaryScalarF32(st.binary, lhs, st.constant, out.data(), n);
    } else {
      reference::binaryF32(st.binary, lhs, regs[st.rhs].data(), out.data(), n);
    }
    regs.push_back(std::move(out));
  }
  return regs.back();
}

void checkProgram(const FusedProgram& p, float rel) {
  for (int64_t n : {int64_t{0}, int64_t{1}, int64_t{3}, int64_t{17}, int64_t{255}, int64_t{256}, int64_t{257},
                    int64_t{1000}, int64_t{4099}}) {
    CAPTURE(n);
    std::vector<std::vector<float>> inputs;
    std::vector<const float*> ptrs;
    for (int r = 0; r < p.numInputs; ++r) inputs.push_back(randomFloats(n, -2.f, 2.f, 20 + r));
    for (auto& v : inputs) ptrs.push_back(v.data());
    auto want = stepByStep(p, inputs, n);
    std::vector<float> got(n), ref(n);
    fusedF32(p, ptrs.data(), got.data(), n);
    reference::fusedF32(p, ptrs.data(), ref.data(), n);
    for (int64_t i = 0; i < n; ++i) {
      if (!sameFloat(ref[i], want[i])) FAIL_CHECK("reference at " << i << ": " << ref[i] << " vs " << want[i]);
      if (!closeRelative(got[i], want[i], rel)) FAIL_CHECK("simd at " << i << ": " << got[i] << " vs " << want[i]);
    }
  }
}

}  // namespace

TEST_CASE("a fused dense epilogue relu(x * w + b) matches step-by-step evaluation") {
  checkProgram(makeProgram(3,
                           {binaryStep(Binary::Mul, 0, 1), binaryStep(Binary::Add, 3, 2), unaryStep(Unary::Relu, 4)}),
               0.f);
}

TEST_CASE("fused programs with constants, reused registers and every exact op") {
  checkProgram(makeProgram(2, {constantStep(Binary::Mul, 0, 3.f), binaryStep(Binary::SquaredDifference, 2, 1),
                               unaryStep(Unary::Neg, 3), binaryStep(Binary::Maximum, 4, 0),
                               constantStep(Binary::FloorMod, 5, 0.75f), binaryStep(Binary::Sub, 6, 2),
                               unaryStep(Unary::Abs, 7), unaryStep(Unary::Sqrt, 8), unaryStep(Unary::Square, 9),
                               constantStep(Binary::Minimum, 10, 1.5f), binaryStep(Binary::Div, 11, 3)}),
               0.f);
}

// Only products and sums of positive terms here, so the per-op error (< 2e-6)
// cannot be amplified by cancellation.
TEST_CASE("fused programs with approximated transcendentals stay within 2e-5") {
  checkProgram(makeProgram(4, {unaryStep(Unary::Tanh, 0), unaryStep(Unary::Sigmoid, 1), binaryStep(Binary::Mul, 4, 5),
                               unaryStep(Unary::Exp, 2), binaryStep(Binary::Add, 7, 5), binaryStep(Binary::Mul, 8, 6),
                               binaryStep(Binary::Mul, 9, 3)}),
               2e-5f);
}

TEST_CASE("a program with no steps returns its last input") { checkProgram(makeProgram(2, {}), 0.f); }

TEST_CASE("a program of the maximum length and inputs runs") {
  std::vector<FusedStep> steps;
  for (int s = 0; s < kMaxFusedSteps; ++s)
    steps.push_back(binaryStep(s % 2 ? Binary::Add : Binary::Mul, kMaxFusedInputs + s - 1, s % kMaxFusedInputs));
  checkProgram(makeProgram(kMaxFusedInputs, steps), 0.f);
}
