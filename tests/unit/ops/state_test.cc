// Variables and TensorLists.
#include "op_test_util.h"

using namespace tl::ops;
using namespace tl::ops::testing;

TEST_CASE("variables read, assign and update without touching earlier reads") {
  Tensor handle = makeVariableHandle(f32({2}, {1, 2}), "v");
  Tensor before = run1(Op::ReadVariableOp, {handle});
  run(Op::AssignAddVariableOp, {handle, f32({2}, {10, 20})});
  CHECK(values(run1(Op::ReadVariableOp, {handle})) == std::vector<double>{11, 22});
  CHECK(values(before) == std::vector<double>{1, 2});
  run(Op::AssignSubVariableOp, {handle, f32({2}, {1, 1})});
  CHECK(values(run1(Op::ReadVariableOp, {handle})) == std::vector<double>{10, 21});
  run(Op::AssignVariableOp, {handle, f32({2}, {0, 5})});
  CHECK(values(run1(Op::ReadVariableOp, {handle})) == std::vector<double>{0, 5});
  CHECK(errorOf([&] {
          run(Op::AssignVariableOp, {handle, i32({2}, {1, 2})});
        }) == "InvalidArgumentError: Trying to assign variable with wrong dtype. Expected float got int32");
  CHECK(errorOf([&] {
          run(Op::AssignVariableOp, {handle, f32({3}, {1, 2, 3})});
        }) ==
        "InvalidArgumentError: Trying to assign to variable with tensor with wrong shape. "
        "Expected [2] got [3]");
  std::vector<TypedShape> read = opDef(Op::ReadVariableOp).infer({typed(DType::Resource, Shape{}, &handle)}, {});
  CHECK(read[0].shape == dims({2}));
}

TEST_CASE("VarHandleOp makes an uninitialized variable") {
  Tensor handle = run1(Op::VarHandleOp, {},
                       {{"dtype", DType::Float64}, {"shape", dims({-1})}, {"shared_name", std::string("w")}});
  CHECK(handle.dtype() == DType::Resource);
  CHECK(variableStorage(handle).name == "w");
  CHECK(errorOf([&] { run1(Op::ReadVariableOp, {handle}); }).rfind("FailedPreconditionError", 0) == 0);
  run(Op::AssignVariableOp, {handle, f64({3}, {1, 2, 3})});
  CHECK(values(run1(Op::ReadVariableOp, {handle})) == std::vector<double>{1, 2, 3});
}

TEST_CASE("TensorLists are values: SetItem returns a new list") {
  Attrs f = {{"element_dtype", DType::Float32}};
  Tensor empty = run1(Op::TensorListReserve, {vecI32({2}), Tensor::scalarI32(3)}, f);
  Tensor one = run1(Op::TensorListSetItem, {empty, Tensor::scalarI32(1), f32({2}, {5, 6})}, f);
  CHECK(values(run1(Op::TensorListLength, {one})) == std::vector<double>{3});
  CHECK(!tensorListOf(empty).items[1].valid());  // the input list is unchanged
  CHECK(values(run1(Op::TensorListGetItem, {one, Tensor::scalarI32(1), vecI32({2})}, f)) == std::vector<double>{5, 6});
  CHECK(values(run1(Op::TensorListGetItem, {one, Tensor::scalarI32(0), vecI32({2})}, f)) == std::vector<double>{0, 0});
  Tensor stacked = run1(Op::TensorListStack, {one, vecI32({2})}, f);
  CHECK(stacked.shape() == Shape{3, 2});
  CHECK(values(stacked) == std::vector<double>{0, 0, 5, 6, 0, 0});
  CHECK(errorOf([&] {
          run1(Op::TensorListSetItem, {one, Tensor::scalarI32(5), f32({2}, {1, 1})}, f);
        }) == "InvalidArgumentError: Trying to modify element 5 in a list with 3 elements.");
  CHECK(errorOf([&] {
          run1(Op::TensorListGetItem, {one, Tensor::scalarI32(3), vecI32({2})}, f);
        }) == "InvalidArgumentError: Trying to access element 3 in a list with 3 elements.");
  Tensor unknown = run1(Op::TensorListReserve, {Tensor::scalarI32(-1), Tensor::scalarI32(2)}, f);
  CHECK(errorOf([&] {
          run1(Op::TensorListStack, {unknown, Tensor::scalarI32(-1)}, f);
        }).find("non-fully-defined element_shape") != std::string::npos);
  Tensor from = run1(Op::TensorListFromTensor, {f32({2, 2}, {1, 2, 3, 4}), vecI32({2})}, f);
  CHECK(values(run1(Op::TensorListGetItem, {from, Tensor::scalarI32(1), vecI32({2})}, f)) == std::vector<double>{3, 4});
  std::vector<TypedShape> s =
      opDef(Op::TensorListStack).infer({typed(DType::Variant, Shape{}), typed(DType::Int32, dims({1}), nullptr)}, f);
  CHECK(!s[0].shape.hasRank());
}
