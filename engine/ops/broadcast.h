// Broadcast iteration for the non-float32 paths (float32 goes to kernels/).
#pragma once
#include <cstdint>
#include <vector>

#include "core/core.h"

namespace tl::ops {

// Strides (in elements) of `in` read through broadcasting to `out`; 0 on broadcast axes.
std::vector<int64_t> broadcastStrides(const core::Shape& in, const core::Shape& out);

// Calls f(i, offsets) for every output element i in row-major order, with
// offsets[k] the element of input k that broadcasts to it.
template <typename F>
void forEachBroadcast(const core::Shape& out, const std::vector<std::vector<int64_t>>& strides, F&& f) {
  int rank = out.rank();
  size_t inputs = strides.size();
  int64_t n = out.numElements();
  std::vector<int64_t> index(rank, 0), offsets(inputs, 0);
  for (int64_t i = 0; i < n; ++i) {
    f(i, offsets.data());
    for (int d = rank - 1; d >= 0; --d) {
      ++index[d];
      for (size_t k = 0; k < inputs; ++k) offsets[k] += strides[k][d];
      if (index[d] < out.dim(d)) break;
      for (size_t k = 0; k < inputs; ++k) offsets[k] -= strides[k][d] * out.dim(d);
      index[d] = 0;
    }
  }
}

// Row-major strides of a shape.
std::vector<int64_t> rowStrides(const core::Shape& shape);

}  // namespace tl::ops
