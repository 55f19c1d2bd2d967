#include <cmath>

#include "op_test_util.h"

using namespace tl::ops;
using namespace tl::ops::testing;

TEST_CASE("_FusedElementwise runs an encoded program") {
  // r2 = x * y; r3 = r2 + 1; r4 = relu(r3)
  tl::kernels::FusedProgram program;
  program.numInputs = 2;
  program.numSteps = 3;
  program.steps[0] = {false, tl::kernels::Unary::Neg, tl::kernels::Binary::Mul, 0, 1, false, 0.f};
  program.steps[1] = {false, tl::kernels::Unary::Neg, tl::kernels::Binary::Add, 2, -1, true, 1.f};
  program.steps[2] = {true, tl::kernels::Unary::Relu, tl::kernels::Binary::Add, 3, -1, false, 0.f};
  std::vector<int64_t> encoded = encodeFusedProgram(program);
  tl::kernels::FusedProgram back = decodeFusedProgram(encoded);
  CHECK(back.numSteps == 3);
  CHECK(back.steps[1].constant == 1.f);
  CHECK(back.steps[2].unary == tl::kernels::Unary::Relu);
  Tensor x = f32({4}, {1, -2, 3, 0.5f}), y = f32({4}, {2, 2, -1, -4});
  Tensor out = run1(Op::FusedElementwise, {x, y}, {{"program", encoded}});
  for (int i = 0; i < 4; ++i) {
    double expect = std::max(0.0, double(x.data<float>()[i]) * y.data<float>()[i] + 1);
    CHECK(out.data<float>()[i] == doctest::Approx(expect));
  }
  CHECK(errorOf([&] { decodeFusedProgram({1}); }).rfind("InvalidArgumentError", 0) == 0);
}

TEST_CASE("GatherV2, ConcatV2 and SelectV2 move strings") {
  Tensor s = strT({3}, {"a", "b", "c"});
  CHECK(run1(Op::GatherV2, {s, vecI32({2, 0}), Tensor::scalarI32(0)}).strings() == std::vector<std::string>{"c", "a"});
  CHECK(run1(Op::ConcatV2, {s, strT({1}, {"d"}), Tensor::scalarI32(0)}).strings() ==
        std::vector<std::string>{"a", "b", "c", "d"});
  CHECK(run1(Op::SelectV2, {boolT({3}, {true, false, true}), s, strT({}, {"-"})}).strings() ==
        std::vector<std::string>{"a", "-", "c"});
  CHECK(run1(Op::Identity, {s}).strings()[1] == "b");
}
