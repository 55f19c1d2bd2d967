#include <cstring>
#include <set>
#include <string>

#include "op_test_util.h"

using namespace tl::ops;
using namespace tl::ops::testing;

TEST_CASE("every op in the list has one row with its TensorFlow name") {
  std::set<std::string> names;
  for (int i = 0; i < kOpCount; ++i) {
    const OpDef& def = opDef(static_cast<Op>(i));
    CHECK(static_cast<int>(def.op) == i);
    CHECK(std::string(def.name) == opName(static_cast<Op>(i)));
    CHECK(findOp(def.name) == &def);
    CHECK(names.insert(def.name).second);
    CHECK_UNARY(def.infer != nullptr);
    CHECK_UNARY(def.cost != nullptr);
    if (def.traits & kDifferentiable) CHECK_UNARY(def.grad != nullptr);
    if (def.traits & kControlFlow) CHECK_UNARY(def.kernel == nullptr);
    if (def.traits & kPure) CHECK((def.traits & (kStateful | kSideEffect)) == 0);
  }
  CHECK_UNARY(findOp("NoSuchOp") == nullptr);
  CHECK(std::string(opName(Op::AddV2)) == "AddV2");
}

TEST_CASE("traits mark what passes need to know") {
  CHECK((opDef(Op::AddV2).traits & (kPure | kElementwise | kCommutative)) == (kPure | kElementwise | kCommutative));
  CHECK(opDef(Op::AddV2).elementwise.arity == ElementwiseFn::Arity::Binary);
  CHECK(opDef(Op::AddV2).elementwise.binary == tl::kernels::Binary::Add);
  CHECK((opDef(Op::Sub).traits & kCommutative) == 0);
  CHECK(opDef(Op::Exp).elementwise.arity == ElementwiseFn::Arity::Unary);
  CHECK(opDef(Op::Exp).elementwise.unary == tl::kernels::Unary::Exp);
  CHECK(opDef(Op::Cast).elementwise.arity == ElementwiseFn::Arity::None);
  CHECK((opDef(Op::PrintV2).traits & kSideEffect) != 0);
  CHECK((opDef(Op::RandomUniform).traits & kStateful) != 0);
  CHECK((opDef(Op::AssignVariableOp).traits & kSideEffect) != 0);
  CHECK((opDef(Op::Const).traits & kSource) != 0);
  CHECK_UNARY(opDef(Op::Placeholder).kernel == nullptr);
  CHECK((opDef(Op::While).traits & kControlFlow) != 0);
  CHECK((opDef(Op::If).traits & kControlFlow) != 0);
}

TEST_CASE("costs come from shapes and are zero when shapes are unknown") {
  std::vector<TypedShape> in = {typed(DType::Float32, dims({2, 3})), typed(DType::Float32, dims({3, 5}))};
  std::vector<TypedShape> out = infer(Op::MatMul, in);
  Cost c = opDef(Op::MatMul).cost(in, out, {});
  CHECK(c.flops == 2 * 2 * 3 * 5);
  CHECK(c.bytes == 4 * (6 + 15 + 10));
  std::vector<TypedShape> unknown = {typed(DType::Float32, dims({-1, 3})), typed(DType::Float32, dims({3, 5}))};
  Cost u = opDef(Op::MatMul).cost(unknown, infer(Op::MatMul, unknown), {});
  CHECK(u.flops == 0);
  std::vector<TypedShape> add = {typed(DType::Float64, dims({4})), typed(DType::Float64, dims({4}))};
  CHECK(opDef(Op::AddV2).cost(add, infer(Op::AddV2, add), {}).flops == 4);
}
