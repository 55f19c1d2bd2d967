#include "keras/batches.h"

#include <cstring>

#include "core/errors.h"

namespace tl::keras {

uint64_t SplitMix64::next() {
  uint64_t z = (state_ += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

uint64_t SplitMix64::below(uint64_t n) {
  uint64_t limit = UINT64_MAX - UINT64_MAX % n;
  uint64_t r;
  do r = next();
  while (r >= limit);
  return r % n;
}

std::vector<int64_t> shuffledIndices(int64_t n, SplitMix64& rng) {
  std::vector<int64_t> order(n);
  for (int64_t i = 0; i < n; ++i) order[i] = i;
  for (int64_t i = n - 1; i > 0; --i) std::swap(order[i], order[rng.below(static_cast<uint64_t>(i) + 1)]);
  return order;
}

namespace {

core::Shape rowsShape(const core::Tensor& t, int64_t rows) {
  core::Dims dims = t.shape().dims();
  dims[0] = rows;
  return core::Shape(dims);
}

int64_t rowBytes(const core::Tensor& t) {
  int64_t rows = t.shape().dims()[0];
  return rows == 0 ? 0 : t.bytes() / rows;
}

}  // namespace

core::Tensor sliceRows(const core::Tensor& t, int64_t begin, int64_t end) {
  core::Tensor out(t.dtype(), rowsShape(t, end - begin));
  int64_t row = rowBytes(t);
  std::memcpy(out.data<char>(), t.data<char>() + begin * row, static_cast<size_t>((end - begin) * row));
  return out;
}

core::Tensor gatherRows(const core::Tensor& t, const std::vector<int64_t>& order, int64_t begin, int64_t end) {
  core::Tensor out(t.dtype(), rowsShape(t, end - begin));
  int64_t row = rowBytes(t);
  char* dst = out.data<char>();
  const char* src = t.data<char>();
  for (int64_t i = begin; i < end; ++i) std::memcpy(dst + (i - begin) * row, src + order[i] * row, row);
  return out;
}

core::Tensor expand1d(const core::Tensor& t) {
  if (t.rank() != 1) return t;
  return t.reshaped(core::Shape{t.shape().dims()[0], 1});
}

int64_t numBatches(int64_t rows, int64_t batchSize) { return (rows + batchSize - 1) / batchSize; }

}  // namespace tl::keras
