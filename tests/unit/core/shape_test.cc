#include <doctest/doctest.h>

#include "core/core.h"

using namespace tl::core;

TEST_CASE("PartialShape prints as TensorFlow's TensorShape") {
  CHECK(PartialShape(Dims{-1, 1}).toString() == "(None, 1)");
  CHECK(PartialShape(Dims{3}).toString() == "(3,)");
  CHECK(PartialShape(Dims{}).toString() == "()");
  CHECK(PartialShape::unknownRank().toString() == "<unknown>");
}

TEST_CASE("most specific common supertype relaxes differing dims") {
  PartialShape a(Dims{1, 2}), b(Dims{2, 2}), c(Dims{2});
  CHECK(a.mostSpecificCommonSupertype(b) == PartialShape(Dims{-1, 2}));
  CHECK(!a.mostSpecificCommonSupertype(c).hasRank());
  CHECK(a.isSubtypeOf(PartialShape(Dims{-1, 2})));
  CHECK(!PartialShape(Dims{-1, 2}).isSubtypeOf(a));
  CHECK(c.isSubtypeOf(PartialShape::unknownRank()));
}

TEST_CASE("broadcasting follows NumPy and raises TF's error") {
  CHECK(broadcastShapes(Shape{3, 1}, Shape{1, 4}) == Shape{3, 4});
  CHECK(broadcastShapes(Shape{}, Shape{2}) == Shape{2});
  try {
    broadcastShapes(Shape{3, 1}, Shape{4, 2});
    FAIL("expected an error");
  } catch (const TfError& e) {
    CHECK(e.kind() == "InvalidArgumentError");
    CHECK(std::string(e.what()) == "Incompatible shapes: [3,1] vs. [4,2]");
  }
}

TEST_CASE("tensor buffers are aligned, counted and limited") {
  int64_t before = MemoryAccount::bytesInUse();
  {
    Tensor t(DType::Float32, Shape{1000});
    CHECK(reinterpret_cast<uintptr_t>(t.raw()) % 64 == 0);
    CHECK(MemoryAccount::bytesInUse() == before + 4000);
    Tensor view = t.reshaped(Shape{10, 100});
    CHECK(view.sharesBufferWith(t));
  }
  CHECK(MemoryAccount::bytesInUse() == before);
  MemoryAccount::setLimit(1 << 20);
  CHECK_THROWS_AS(Tensor(DType::Float32, Shape{1 << 20}), TfError);
  MemoryAccount::setLimit(0);
}
