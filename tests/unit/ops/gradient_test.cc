#include "gradient_checker.h"

using namespace tl::ops;
using namespace tl::ops::testing;

TEST_CASE("every differentiable op's gradient matches finite differences") {
  std::mt19937 rng(1234);
  int checked = 0;
  for (int i = 0; i < kOpCount; ++i) {
    const OpDef& def = opDef(static_cast<Op>(i));
    if (!(def.traits & kDifferentiable)) continue;
    // TensorList ops take or give lists, which finite differences cannot perturb;
    // their gradients are checked through tf.TensorArray programs (tests/tracing,
    // grad_*tensor_array*) and the list test below.
    if (def.op == Op::TensorListSetItem || def.op == Op::TensorListGetItem || def.op == Op::TensorListStack ||
        def.op == Op::TensorListFromTensor) {
      continue;
    }
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
std::vector<Value> wrongExpGrad(const GradArgs& args) { return {call1(Op::Mul, {args.grads[0], args.inputs[0]})}; }
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

TEST_CASE("list gradients are lists: SetItem, GetItem, Stack and AddN of lists") {
  auto list = [](const Tensor& rows) { return call1(Op::TensorListFromTensor, {rows, vecI32({2})}).tensor(); };
  auto stack = [](const Value& l) {
    return call1(Op::TensorListStack, {l, vecI32({2})}, {{"element_dtype", DType::Float32}}).tensor();
  };
  auto grad = [](Op op, std::vector<Value> inputs, Value output, Value dy) {
    std::vector<Value> grads{dy};
    Attrs attrs = {{"element_dtype", DType::Float32}};
    return opDef(op).grad(GradArgs{inputs, {output}, grads, attrs});
  };
  Tensor rows = f32({3, 2}, {1, 2, 3, 4, 5, 6});
  Value dlist = list(rows);
  // SetItem: the item's gradient is the list gradient's item; the list's has it zeroed.
  Value item = f32({2}, {9, 9});
  Value written = call1(Op::TensorListSetItem, {list(f32({3, 2}, {0, 0, 0, 0, 0, 0})), Tensor::scalarI32(1), item},
                        {{"element_dtype", DType::Float32}});
  std::vector<Value> set = grad(Op::TensorListSetItem, {list(rows), Tensor::scalarI32(1), item}, written, dlist);
  CHECK(values(set[2].tensor()) == std::vector<double>{3, 4});
  CHECK(values(stack(set[0])) == std::vector<double>{1, 2, 0, 0, 5, 6});
  // GetItem: a list with only that item written (the rest read as zeros).
  std::vector<Value> get = grad(Op::TensorListGetItem, {dlist, Tensor::scalarI32(2), vecI32({2})},
                                Value(f32({2}, {5, 6})), Value(f32({2}, {7, 8})));
  CHECK(values(stack(get[0])) == std::vector<double>{0, 0, 0, 0, 7, 8});
  // Stack's gradient is the list of the rows; AddN adds lists item by item.
  std::vector<Value> st = grad(Op::TensorListStack, {dlist, vecI32({2})}, Value(rows), Value(rows));
  CHECK(values(stack(call1(Op::AddN, {st[0], get[0]}))) == std::vector<double>{1, 2, 3, 4, 12, 14});
}
