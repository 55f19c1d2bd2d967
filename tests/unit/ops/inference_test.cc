// Shape/dtype inference on partial shapes, with TensorFlow's error wording.
#include "op_test_util.h"

using namespace tl::ops;
using namespace tl::ops::testing;

namespace {
PartialShape out0(Op op, const std::vector<TypedShape>& in, const Attrs& attrs = {}) {
  return infer(op, in, attrs).at(0).shape;
}
std::string inferError(Op op, const std::vector<TypedShape>& in, const Attrs& attrs = {}) {
  return errorOf([&] { infer(op, in, attrs); });
}
TypedShape f(PartialShape s) { return typed(DType::Float32, std::move(s)); }
TypedShape known(const Tensor& t) { return typed(t.dtype(), t.shape(), &t); }
TypedShape ints(PartialShape s) { return typed(DType::Int32, std::move(s)); }
}  // namespace

TEST_CASE("broadcasting binary ops keep unknown dims and raise TF's error") {
  CHECK(out0(Op::AddV2, {f(dims({-1, 1})), f(dims({4}))}) == dims({-1, 4}));
  CHECK(out0(Op::Mul, {f(dims({-1, 3})), f(dims({1, 3}))}) == dims({-1, 3}));
  CHECK(!out0(Op::Sub, {f(PartialShape()), f(dims({3}))}).hasRank());
  CHECK(inferError(Op::AddV2, {f(dims({3, 1})), f(dims({4, 2}))}) ==
        "InvalidArgumentError: Incompatible shapes: [3,1] vs. [4,2]");
  CHECK(inferError(Op::AddV2, {f(dims({2})), ints(dims({2}))}) ==
        "InvalidArgumentError: cannot compute AddV2 as input #1(zero-based) was expected to be a "
        "float tensor but is a int32 tensor");
  CHECK(inferError(Op::Sqrt, {ints(dims({2}))}).rfind("NotFoundError", 0) == 0);
  CHECK(infer(Op::Less, {f(dims({2})), f(dims({2}))})[0].dtype == DType::Bool);
}

TEST_CASE("MatMul inference checks inner dimensions with transposes") {
  CHECK(out0(Op::MatMul, {f(dims({-1, 3})), f(dims({3, 5}))}) == dims({-1, 5}));
  CHECK(out0(Op::MatMul, {f(dims({3, 2})), f(dims({5, 3}))}, {{"transpose_a", true}, {"transpose_b", true}}) ==
        dims({2, 5}));
  CHECK(out0(Op::MatMul, {f(PartialShape()), f(dims({3, 5}))}) == dims({-1, 5}));
  CHECK(inferError(Op::MatMul, {f(dims({2, 3})), f(dims({4, 5}))}) ==
        "InvalidArgumentError: Matrix size-incompatible: In[0]: [2,3], In[1]: [4,5]");
  CHECK(inferError(Op::MatMul, {f(dims({3})), f(dims({3, 5}))}) ==
        "InvalidArgumentError: In[0] is not a matrix. Instead it has shape [3]");
  CHECK(inferError(Op::BiasAdd, {f(dims({2, 3})), f(dims({4}))}) ==
        "InvalidArgumentError: Must provide as many biases as the last dimension of the input "
        "tensor: [4] vs. [2,3]");
}

TEST_CASE("Reshape uses the constant shape and resolves -1") {
  Tensor shape = vecI32({-1, 2});
  CHECK(out0(Op::Reshape, {f(dims({3, 4})), known(shape)}) == dims({6, 2}));
  CHECK(out0(Op::Reshape, {f(dims({-1, 4})), known(shape)}) == dims({-1, 2}));
  CHECK(out0(Op::Reshape, {f(dims({3, 4})), ints(dims({3}))}) == dims({-1, -1, -1}));
  CHECK(!out0(Op::Reshape, {f(dims({3, 4})), ints(PartialShape())}).hasRank());
  Tensor bad = vecI32({5});
  CHECK(inferError(Op::Reshape, {f(dims({2, 3})), known(bad)}) ==
        "InvalidArgumentError: Input to reshape is a tensor with 6 values, but the requested "
        "shape has 5");
  Tensor badMultiple = vecI32({-1, 4});
  CHECK(inferError(Op::Reshape, {f(dims({2, 3})), known(badMultiple)}) ==
        "InvalidArgumentError: Input to reshape is a tensor with 6 values, but the requested "
        "shape requires a multiple of 4");
  Tensor two = vecI32({-1, -1});
  CHECK(inferError(Op::Reshape, {f(dims({2, 3})), known(two)}) ==
        "InvalidArgumentError: Only one input size may be -1, not both 0 and 1");
}

TEST_CASE("constants drive Fill, Range, ExpandDims, ConcatV2, Sum and StridedSlice") {
  Tensor fillDims = vecI32({2, 3});
  Tensor scalar = Tensor::scalarF32(1);
  CHECK(out0(Op::Fill, {known(fillDims), known(scalar)}) == dims({2, 3}));
  CHECK(out0(Op::Fill, {ints(dims({2})), f(dims({}))}) == dims({-1, -1}));
  Tensor start = Tensor::scalarI32(1), limit = Tensor::scalarI32(10), delta = Tensor::scalarI32(3);
  CHECK(out0(Op::Range, {known(start), known(limit), known(delta)}) == dims({3}));
  CHECK(out0(Op::Range, {known(start), ints(dims({})), known(delta)}) == dims({-1}));
  Tensor axis = Tensor::scalarI32(-1);
  CHECK(out0(Op::ExpandDims, {f(dims({-1, 3})), known(axis)}) == dims({-1, 3, 1}));
  CHECK(out0(Op::ExpandDims, {f(dims({-1, 3})), ints(dims({}))}) == dims({-1, -1, -1}));
  Tensor axis1 = Tensor::scalarI32(1);
  CHECK(out0(Op::ConcatV2, {f(dims({2, 3})), f(dims({-1, 4})), known(axis1)}) == dims({2, 7}));
  CHECK(out0(Op::ConcatV2, {f(dims({2, -1})), f(dims({2, 4})), known(axis1)}) == dims({2, -1}));
  Tensor axes = vecI32({0});
  CHECK(out0(Op::Sum, {f(dims({-1, 3})), known(axes)}) == dims({3}));
  CHECK(out0(Op::Mean, {f(dims({-1, 3})), known(axes)}, {{"keep_dims", true}}) == dims({1, 3}));
  CHECK(out0(Op::Max, {f(dims({4, 3})), ints(dims({1}))}, {{"keep_dims", true}}) == dims({-1, -1}));
  CHECK(!out0(Op::Max, {f(dims({4, 3})), ints(dims({1}))}).hasRank());
  Tensor badAxes = vecI32({2});
  CHECK(inferError(Op::Sum, {f(dims({4, 3})), known(badAxes)}) ==
        "InvalidArgumentError: Invalid reduction dimension (2 for input with 2 dimension(s)");
  // t[:, 0] on (None, 3) and t[1:3] on (None, 3)
  Tensor b = vecI32({0, 0}), e = vecI32({0, 1}), s = vecI32({1, 1});
  Attrs column = {{"begin_mask", int64_t{1}}, {"end_mask", int64_t{1}}, {"shrink_axis_mask", int64_t{2}}};
  CHECK(out0(Op::StridedSlice, {f(dims({-1, 3})), known(b), known(e), known(s)}, column) == dims({-1}));
  Tensor b1 = vecI32({1}), e1 = vecI32({3}), s1 = vecI32({1});
  CHECK(out0(Op::StridedSlice, {f(dims({5, 3})), known(b1), known(e1), known(s1)}) == dims({2, 3}));
  CHECK(out0(Op::StridedSlice, {f(dims({-1, 3})), known(b1), known(e1), known(s1)}) == dims({-1, 3}));
}

TEST_CASE("movement ops infer from partial shapes") {
  Tensor perm = vecI32({1, 0});
  CHECK(out0(Op::Transpose, {f(dims({-1, 3})), known(perm)}) == dims({3, -1}));
  CHECK(out0(Op::Transpose, {f(PartialShape()), known(perm)}) == dims({-1, -1}));
  CHECK(inferError(Op::Transpose, {f(dims({2, 3, 4})), known(perm)}) ==
        "InvalidArgumentError: transpose expects a vector of size 3. But input(1) is a vector of size 2");
  // TF's Pack shape function merges its inputs' shapes: [?,3] and [2,?] give [2,3].
  CHECK(out0(Op::Pack, {f(dims({-1, 3})), f(dims({2, -1}))}, {{"axis", int64_t{0}}}) == dims({2, 2, 3}));
  CHECK(inferError(Op::Pack, {f(dims({2})), f(dims({3}))}) ==
        "InvalidArgumentError: Shapes of all inputs must match: values[0].shape = [2] != "
        "values[1].shape = [3]");
  CHECK(infer(Op::Unpack, {f(dims({3, -1}))}).size() == 3);
  CHECK(out0(Op::Squeeze, {f(dims({1, -1, 1}))}, {{"squeeze_dims", std::vector<int64_t>{0, 2}}}) == dims({-1}));
  CHECK(!out0(Op::Squeeze, {f(dims({1, -1}))}).hasRank());
  CHECK(inferError(Op::Squeeze, {f(dims({2, 3}))}, {{"squeeze_dims", std::vector<int64_t>{1}}}) ==
        "InvalidArgumentError: Can not squeeze dim[1], expected a dimension of 1, got 3");
  Tensor axis0 = Tensor::scalarI32(0);
  CHECK(out0(Op::GatherV2, {f(dims({5, 3})), ints(dims({-1, 2})), known(axis0)}) == dims({-1, 2, 3}));
  Tensor mult = vecI32({2, 1});
  CHECK(out0(Op::Tile, {f(dims({-1, 3})), known(mult)}) == dims({-1, 3}));
  Tensor target = vecI32({4, 3});
  CHECK(out0(Op::BroadcastTo, {f(dims({-1})), known(target)}) == dims({4, 3}));
  CHECK(out0(Op::Shape, {f(dims({-1, 3}))}) == dims({2}));
  CHECK(infer(Op::Shape, {f(dims({2}))})[0].dtype == DType::Int32);
  CHECK(out0(Op::Shape, {f(PartialShape())}) == dims({-1}));
  CHECK(infer(Op::ArgMax, {f(dims({-1, 3})), known(axis0)})[0].dtype == DType::Int64);
  CHECK(out0(Op::ArgMax, {f(dims({-1, 3})), known(axis0)}) == dims({3}));
  Tensor paddings = i32({2, 2}, {1, 1, 0, 2});
  CHECK(out0(Op::Pad, {f(dims({-1, 3})), known(paddings)}) == dims({-1, 5}));
}

TEST_CASE("sources and control flow take their types from attrs") {
  CHECK(out0(Op::Placeholder, {}, {{"dtype", DType::Int64}, {"shape", dims({-1, 2})}}) == dims({-1, 2}));
  CHECK(infer(Op::Placeholder, {}, {{"dtype", DType::Int64}})[0].dtype == DType::Int64);
  Tensor value = vecI32({1, 2});
  std::vector<TypedShape> c = infer(Op::Const, {}, {{"value", value}, {"dtype", DType::Int32}});
  CHECK(c[0].constant != nullptr);
  CHECK(c[0].shape == dims({2}));
  auto body = std::make_shared<Body>();
  Attrs loop = {
      {"cond", BodyPtr(body)}, {"body", BodyPtr(body)}, {"output_shapes", encodeShapes({dims({-1}), PartialShape()})}};
  std::vector<TypedShape> w = infer(Op::While, {f(dims({2})), ints(dims({}))}, loop);
  CHECK(w.size() == 2);
  CHECK(w[0].shape == dims({-1}));
  CHECK(w[1].dtype == DType::Int32);
  CHECK(!w[1].shape.hasRank());
  Attrs branches = {
      {"then_branch", BodyPtr(body)}, {"else_branch", BodyPtr(body)}, {"Tout", std::vector<DType>{DType::Float64}}};
  std::vector<TypedShape> i = infer(Op::If, {typed(DType::Bool, dims({})), f(dims({2}))}, branches);
  CHECK(i.size() == 1);
  CHECK(i[0].dtype == DType::Float64);
  CHECK(decodeShapes(encodeShapes({dims({3, -1}), PartialShape(), dims({})})) ==
        std::vector<PartialShape>{dims({3, -1}), PartialShape(), dims({})});
}
