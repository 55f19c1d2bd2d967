#include <doctest/doctest.h>

#include <map>
#include <numeric>
#include <span>
#include <vector>

#include "core/dims.h"

using tl::core::Dims;

namespace {

// Every Dims operation is checked against std::vector<int64_t> doing the same.
void checkSame(const Dims& dims, const std::vector<int64_t>& expected) {
  REQUIRE(dims.size() == expected.size());
  CHECK(std::vector<int64_t>(dims) == expected);
  CHECK(dims == expected);
}

std::vector<int64_t> iota(size_t count) {
  std::vector<int64_t> out(count);
  std::iota(out.begin(), out.end(), 1);
  return out;
}

}  // namespace

TEST_CASE("dims keep six inline and grow onto the heap past them") {
  Dims dims;
  std::vector<int64_t> expected;
  for (int64_t i = 0; i < 20; ++i) {
    dims.push_back(i * 7);
    expected.push_back(i * 7);
    checkSame(dims, expected);
    CHECK(dims.capacity() >= dims.size());
  }
  CHECK(Dims(iota(6)).capacity() == Dims::kInline);
  CHECK(Dims(iota(7)).capacity() > Dims::kInline);
}

TEST_CASE("copies and moves of inline and heap dims are independent") {
  for (size_t count : {0, 3, 6, 7, 12}) {
    Dims original(iota(count));
    Dims copy = original;
    if (count > 0) copy[0] = -5;
    checkSame(original, iota(count));
    Dims moved = std::move(copy);
    CHECK(moved.size() == count);
    CHECK(copy.empty());
    Dims assigned{9, 9};
    assigned = original;
    checkSame(assigned, iota(count));
    assigned = Dims{4};
    checkSame(assigned, {4});
    Dims other(iota(9));
    other.swap(original);
    checkSame(other, iota(count));
    checkSame(original, iota(9));
  }
}

TEST_CASE("dims edit as std::vector does") {
  for (size_t count : {2, 5, 6, 8}) {
    Dims dims(iota(count));
    std::vector<int64_t> expected = iota(count);
    dims.insert(dims.begin() + 1, 40);
    expected.insert(expected.begin() + 1, 40);
    checkSame(dims, expected);
    dims.insert(dims.end(), 3, -1);
    expected.insert(expected.end(), 3, -1);
    checkSame(dims, expected);
    dims.insert(dims.begin(), dims.begin(), dims.begin() + 2);  // from itself
    const std::vector<int64_t> head(expected.begin(), expected.begin() + 2);
    expected.insert(expected.begin(), head.begin(), head.end());
    checkSame(dims, expected);
    dims.erase(dims.begin() + 1, dims.begin() + 3);
    expected.erase(expected.begin() + 1, expected.begin() + 3);
    checkSame(dims, expected);
    dims.erase(dims.end() - 1);
    expected.erase(expected.end() - 1);
    checkSame(dims, expected);
    dims.resize(11, 2);
    expected.resize(11, 2);
    checkSame(dims, expected);
    dims.resize(1);
    expected.resize(1);
    checkSame(dims, expected);
    dims.pop_back();
    CHECK(dims.empty());
    dims.assign(7, 3);
    checkSame(dims, std::vector<int64_t>(7, 3));
  }
}

TEST_CASE("dims compare, order and convert like std::vector<int64_t>") {
  const std::vector<int64_t> vector{2, -1, 3};
  Dims dims = vector;
  CHECK(dims == Dims{2, -1, 3});
  CHECK(dims != Dims{2, -1});
  CHECK(Dims{1, 2} < Dims{1, 3});
  CHECK(Dims{1} < Dims{1, 0});
  CHECK(!(Dims{} < Dims{}));
  std::vector<int64_t> back = dims;
  CHECK(back == vector);
  std::span<const int64_t> span = dims;
  CHECK(span.size() == 3);
  CHECK(span[1] == -1);
  CHECK(std::vector<int64_t>(dims.rbegin(), dims.rend()) == std::vector<int64_t>{3, -1, 2});
  CHECK(dims.front() == 2);
  CHECK(dims.back() == 3);
  CHECK_THROWS_AS(dims.at(3), std::out_of_range);
  std::map<Dims, int> byDims{{Dims{2, 3}, 1}, {Dims{2}, 2}};
  CHECK(byDims.begin()->second == 2);
}
