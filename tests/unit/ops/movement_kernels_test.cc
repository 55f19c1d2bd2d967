// Movement and shape ops against NumPy semantics, written as explicit loops.
#include "op_test_util.h"

using namespace tl::ops;
using namespace tl::ops::testing;

namespace {
Tensor iota(Shape shape) {
  Tensor t(DType::Float64, std::move(shape));
  for (int64_t i = 0; i < t.numElements(); ++i) t.data<double>()[i] = static_cast<double>(i);
  return t;
}
Tensor slice(const Tensor& x, std::vector<int32_t> b, std::vector<int32_t> e, std::vector<int32_t> s,
             Attrs masks = {}) {
  return run1(Op::StridedSlice, {x, vecI32(b), vecI32(e), vecI32(s)}, masks);
}
}  // namespace

TEST_CASE("Reshape, ExpandDims, Squeeze keep the data and change the shape") {
  Tensor x = iota({2, 3});
  Tensor r = run1(Op::Reshape, {x, vecI32({3, -1})});
  CHECK(r.shape() == Shape{3, 2});
  CHECK(values(r) == values(x));
  CHECK(run1(Op::ExpandDims, {x, Tensor::scalarI32(0)}).shape() == Shape{1, 2, 3});
  CHECK(run1(Op::ExpandDims, {x, Tensor::scalarI32(-1)}).shape() == Shape{2, 3, 1});
  CHECK(errorOf([&] {
          run1(Op::ExpandDims, {x, Tensor::scalarI32(3)});
        }) == "InvalidArgumentError: Tried to expand dim index 3 for tensor with 2 dimensions.");
  CHECK(run1(Op::Squeeze, {iota({1, 3, 1})}).shape() == Shape{3});
  CHECK(run1(Op::Reshape, {strT({2}, {"a", "b"}), vecI32({2, 1})}).strings()[1] == "b");
}

TEST_CASE("Transpose permutes axes") {
  Tensor x = iota({2, 3, 4});
  Tensor t = run1(Op::Transpose, {x, vecI32({2, 0, 1})});
  REQUIRE(t.shape() == Shape{4, 2, 3});
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 2; ++j)
      for (int k = 0; k < 3; ++k) CHECK(t.elementAsDouble((i * 2 + j) * 3 + k) == (j * 3 + k) * 4 + i);
}

TEST_CASE("ConcatV2, Pack and Unpack along an axis") {
  Tensor a = iota({2, 2}), b = f64({2, 1}, {10, 11});
  Tensor c = run1(Op::ConcatV2, {a, b, Tensor::scalarI32(-1)});
  CHECK(c.shape() == Shape{2, 3});
  CHECK(values(c) == std::vector<double>{0, 1, 10, 2, 3, 11});
  CHECK(errorOf([&] {
          run1(Op::ConcatV2, {a, b, Tensor::scalarI32(0)});
        }) ==
        "InvalidArgumentError: ConcatOp : Dimension 1 in both shapes must be equal: shape[0] = "
        "[2,2] vs. shape[1] = [2,1]");
  Tensor p = run1(Op::Pack, {f64({2}, {1, 2}), f64({2}, {3, 4})}, {{"axis", int64_t{1}}});
  CHECK(p.shape() == Shape{2, 2});
  CHECK(values(p) == std::vector<double>{1, 3, 2, 4});
  std::vector<Tensor> parts = run(Op::Unpack, {iota({2, 3})}, {{"axis", int64_t{1}}, {"num", int64_t{3}}});
  REQUIRE(parts.size() == 3);
  CHECK(values(parts[2]) == std::vector<double>{2, 5});
  Tensor s = run1(Op::Pack, {strT({}, {"x"}), strT({}, {"y"})});
  CHECK(s.strings() == std::vector<std::string>{"x", "y"});
}

TEST_CASE("StridedSlice implements Python indexing") {
  Tensor x = iota({4, 3});
  Attrs all = {{"begin_mask", int64_t{1}}, {"end_mask", int64_t{1}}};
  // x[::-1]
  Tensor rev = slice(x, {0}, {0}, {-1}, all);
  REQUIRE(rev.shape() == Shape{4, 3});
  for (int i = 0; i < 4; ++i) CHECK(rev.elementAsDouble(i * 3) == (3 - i) * 3);
  // x[1:3]
  Tensor mid = slice(x, {1}, {3}, {1});
  CHECK(mid.shape() == Shape{2, 3});
  CHECK(mid.elementAsDouble(0) == 3);
  // x[:, 0]
  Attrs column = {{"begin_mask", int64_t{1}}, {"end_mask", int64_t{1}}, {"shrink_axis_mask", int64_t{2}}};
  CHECK(values(slice(x, {0, 0}, {0, 1}, {1, 1}, column)) == std::vector<double>{0, 3, 6, 9});
  // x[-1]
  Tensor last = slice(x, {-1}, {0}, {1}, {{"shrink_axis_mask", int64_t{1}}});
  CHECK(values(last) == std::vector<double>{9, 10, 11});
  // x[..., 1]
  Tensor ell = slice(x, {0, 1}, {0, 2}, {1, 1}, {{"ellipsis_mask", int64_t{1}}, {"shrink_axis_mask", int64_t{2}}});
  CHECK(values(ell) == std::vector<double>{1, 4, 7, 10});
  // x[:, None, 1:]
  Tensor na = slice(x, {0, 0, 1}, {0, 0, 0}, {1, 1, 1},
                    {{"begin_mask", int64_t{1}}, {"end_mask", int64_t{5}}, {"new_axis_mask", int64_t{2}}});
  CHECK(na.shape() == Shape{4, 1, 2});
  // x[1:10:2] clamps like Python
  CHECK(values(slice(x, {1, 0}, {10, 3}, {2, 2})) == std::vector<double>{3, 5, 9, 11});
  CHECK(errorOf([&] {
          slice(x, {5}, {6}, {1}, {{"shrink_axis_mask", int64_t{1}}});
        }) == "InvalidArgumentError: slice index 5 of dimension 0 out of bounds.");
  Tensor grad = run1(Op::StridedSliceGrad,
                     {vecI32({4, 3}), vecI32({0, 0}), vecI32({0, 1}), vecI32({1, 1}), f64({4}, {1, 2, 3, 4})}, column);
  CHECK(values(grad) == std::vector<double>{1, 0, 0, 2, 0, 0, 3, 0, 0, 4, 0, 0});
}

TEST_CASE("Slice, GatherV2, Tile, BroadcastTo, Pad") {
  Tensor x = iota({3, 4});
  Tensor s = run1(Op::Slice, {x, vecI32({1, 2}), vecI32({2, -1})});
  CHECK(values(s) == std::vector<double>{6, 7, 10, 11});
  CHECK(errorOf([&] {
          run1(Op::Slice, {x, vecI32({1, 2}), vecI32({3, 1})});
        }) == "InvalidArgumentError: Expected size[0] in [0, 2], but got 3");
  Tensor g = run1(Op::GatherV2, {x, vecI32({2, 0}), Tensor::scalarI32(0)});
  CHECK(values(g) == std::vector<double>{8, 9, 10, 11, 0, 1, 2, 3});
  Tensor g1 = run1(Op::GatherV2, {x, i32({2, 1}, {3, 1}), Tensor::scalarI32(1)});
  CHECK(g1.shape() == Shape{3, 2, 1});
  CHECK(values(g1) == std::vector<double>{3, 1, 7, 5, 11, 9});
  CHECK(errorOf([&] {
          run1(Op::GatherV2, {x, vecI32({0, 3}), Tensor::scalarI32(0)});
        }) == "InvalidArgumentError: indices[1] = 3 is not in [0, 3)");
  Tensor t = run1(Op::Tile, {f64({2}, {1, 2}), vecI32({3})});
  CHECK(values(t) == std::vector<double>{1, 2, 1, 2, 1, 2});
  Tensor b = run1(Op::BroadcastTo, {f64({2, 1}, {1, 2}), vecI32({2, 3})});
  CHECK(values(b) == std::vector<double>{1, 1, 1, 2, 2, 2});
  Tensor p = run1(Op::Pad, {f64({1, 2}, {1, 2}), i32({2, 2}, {1, 0, 0, 1})});
  CHECK(p.shape() == Shape{2, 3});
  CHECK(values(p) == std::vector<double>{0, 0, 0, 1, 2, 0});
  Tensor seg = run1(Op::UnsortedSegmentSum, {f64({3}, {1, 2, 3}), vecI32({1, 1, 0}), Tensor::scalarI32(3)});
  CHECK(values(seg) == std::vector<double>{3, 3, 0});
}

TEST_CASE("shape ops: Shape, Size, Rank, Fill, ZerosLike, OnesLike, Range") {
  Tensor x = iota({2, 3});
  CHECK(values(run1(Op::Shape, {x})) == std::vector<double>{2, 3});
  CHECK(run1(Op::Shape, {x}).dtype() == DType::Int32);
  CHECK(run1(Op::Shape, {x}, {{"out_type", DType::Int64}}).dtype() == DType::Int64);
  CHECK(values(run1(Op::Size, {x})) == std::vector<double>{6});
  CHECK(values(run1(Op::Rank, {x})) == std::vector<double>{2});
  CHECK(values(run1(Op::Fill, {vecI32({2, 2}), Tensor::scalarF32(7)})) == std::vector<double>{7, 7, 7, 7});
  CHECK(values(run1(Op::ZerosLike, {x})) == std::vector<double>(6, 0));
  CHECK(values(run1(Op::OnesLike, {i32({2}, {5, 6})})) == std::vector<double>{1, 1});
  // range(1, 10, 3) == [1, 4, 7] in CPython; numpy.arange(0, 1, 0.25) == [0, .25, .5, .75]
  CHECK(values(run1(Op::Range, {Tensor::scalarI32(1), Tensor::scalarI32(10), Tensor::scalarI32(3)})) ==
        std::vector<double>{1, 4, 7});
  CHECK(values(run1(Op::Range, {Tensor::scalarI32(5), Tensor::scalarI32(0), Tensor::scalarI32(-2)})) ==
        std::vector<double>{5, 3, 1});
  CHECK(values(run1(Op::Range, {Tensor::scalarF32(0), Tensor::scalarF32(1), Tensor::scalarF32(0.25f)})) ==
        std::vector<double>{0, 0.25, 0.5, 0.75});
  CHECK(errorOf([] {
          run1(Op::Range, {Tensor::scalarI32(5), Tensor::scalarI32(1), Tensor::scalarI32(1)});
        }) == "InvalidArgumentError: Requires start <= limit when delta > 0: 5/1");
  CHECK(errorOf([] {
          run1(Op::Range, {Tensor::scalarI32(0), Tensor::scalarI32(1), Tensor::scalarI32(0)});
        }) == "InvalidArgumentError: Requires delta != 0: 0");
  std::vector<Tensor> r = run(Op::BroadcastGradientArgs, {vecI32({2, 1, 3}), vecI32({4, 3})});
  CHECK(values(r[0]) == std::vector<double>{1});
  CHECK(values(r[1]) == std::vector<double>{0});
  CHECK(errorOf([] {
          run(Op::BroadcastGradientArgs, {vecI32({2, 3}), vecI32({4})});
        }) == "InvalidArgumentError: Incompatible shapes: [2,3] vs. [4]");
  CHECK(values(run1(Op::InvertPermutation, {vecI32({2, 0, 1})})) == std::vector<double>{1, 2, 0});
  Tensor id = run1(Op::Identity, {x});
  CHECK(id.sharesBufferWith(x));
}
