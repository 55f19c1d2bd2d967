// Walks a BroadcastIndex one innermost row at a time: the callback gets the
// element offsets of the row's start in out, a and b, its length, and the inner
// strides of a and b (1 or 0 after makeBroadcastIndex, any value if built by hand).
#pragma once
#include <cstdint>

#include "kernels/kernels.h"

namespace tl::kernels {

template <class RowFn>
void walkBroadcastRows(const BroadcastIndex& index, RowFn row) {
  if (index.rank == 0) {
    row(int64_t{0}, int64_t{0}, int64_t{0}, int64_t{1}, int64_t{0}, int64_t{0});
    return;
  }
  const int inner = index.rank - 1;
  const int64_t length = index.outDims[inner];
  int64_t rows = 1;
  for (int axis = 0; axis < inner; ++axis) rows *= index.outDims[axis];
  if (length == 0 || rows == 0) return;
  int64_t counter[kMaxRank] = {};
  int64_t aOffset = 0, bOffset = 0;
  for (int64_t r = 0; r < rows; ++r) {
    row(r * length, aOffset, bOffset, length, index.aStrides[inner], index.bStrides[inner]);
    // Odometer step over the outer axes, innermost of them first.
    for (int axis = inner - 1; axis >= 0; --axis) {
      aOffset += index.aStrides[axis];
      bOffset += index.bStrides[axis];
      if (++counter[axis] < index.outDims[axis]) break;
      aOffset -= index.aStrides[axis] * index.outDims[axis];
      bOffset -= index.bStrides[axis] * index.outDims[axis];
      counter[axis] = 0;
    }
  }
}

}  // namespace tl::kernels
