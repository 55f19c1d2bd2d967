#include "ops/strided_slice.h"

#include <algorithm>
#include <cstdint>
#include <string>

#include "ops/broadcast.h"

namespace tl::ops {
namespace {

bool bit(int64_t mask, size_t i) { return (mask >> i) & 1; }

// a, b > 0; written so that a + b cannot overflow.
int64_t ceilDiv(int64_t a, int64_t b) { return a / b + (a % b != 0); }

// Fills plan entries for one regular input dim of size `size` (maybe -1).
void planDim(int64_t size, int64_t b, int64_t e, int64_t s, bool beginMasked, bool endMasked, bool shrink,
             size_t specIndex, bool boundsKnown, StridedSlicePlan& plan) {
  if (s == 0) core::throwInvalidArgument("strides[" + std::to_string(specIndex) + "] must be non-zero");
  if (!boundsKnown && !shrink && !(beginMasked && endMasked)) size = -1;
  if (shrink) {
    if (size >= 0 && boundsKnown) {
      int64_t at = b < 0 ? b + size : b;
      if (at < 0 || at >= size) {
        core::throwInvalidArgument("slice index " + std::to_string(b) + " of dimension " +
                                   std::to_string(plan.begin.size()) + " out of bounds.");
      }
      b = at;
    }
    plan.begin.push_back(b);
    plan.stride.push_back(1);
    plan.count.push_back(1);
    return;
  }
  if (size < 0) {
    plan.begin.push_back(0), plan.stride.push_back(s), plan.count.push_back(-1);
    plan.outDims.push_back(-1);
    return;
  }
  if (s < -INT64_MAX) s = -INT64_MAX;  // as Python's slices: -s must exist
  int64_t lo = s > 0 ? 0 : -1, hi = s > 0 ? size : size - 1;
  auto clampIndex = [&](int64_t v) { return std::clamp(v < 0 ? v + size : v, lo, hi); };
  b = beginMasked ? (s > 0 ? 0 : size - 1) : clampIndex(b);
  e = endMasked ? (s > 0 ? size : -1) : clampIndex(e);
  int64_t n = s > 0 ? (e > b ? ceilDiv(e - b, s) : 0) : (b > e ? ceilDiv(b - e, -s) : 0);
  plan.begin.push_back(b), plan.stride.push_back(s), plan.count.push_back(n);
  plan.outDims.push_back(n);
}

}  // namespace

StridedSlicePlan planStridedSlice(const core::Dims& dims, const std::vector<int64_t>& begin,
                                  const std::vector<int64_t>& end, const std::vector<int64_t>& strides,
                                  const SliceMasks& m, bool boundsKnown) {
  if (begin.size() != end.size() || begin.size() != strides.size()) {
    core::throwInvalidArgument(
        "Expected begin, end, and strides to be 1D equal size tensors, "
        "but got shapes [" +
        std::to_string(begin.size()) + "], [" + std::to_string(end.size()) + "], and [" +
        std::to_string(strides.size()) + "] instead.");
  }
  size_t n = begin.size();
  size_t regular = 0;
  bool hasEllipsis = false;
  for (size_t i = 0; i < n; ++i) {
    if (bit(m.ellipsis, i)) hasEllipsis = true;
    else if (!bit(m.newAxis, i)) ++regular;
  }
  int64_t rank = static_cast<int64_t>(dims.size());
  if (static_cast<int64_t>(regular) > rank) {
    core::throwInvalidArgument("Index out of range using input dim " + std::to_string(rank) + "; input has only " +
                               std::to_string(rank) + " dims");
  }
  StridedSlicePlan plan;
  size_t d = 0;
  auto fullDim = [&]() {
    planDim(dims[d], 0, 0, 1, true, true, false, 0, true, plan);
    ++d;
  };
  bool ellipsisSeen = false;
  for (size_t i = 0; i < n; ++i) {
    if (bit(m.ellipsis, i)) {
      if (ellipsisSeen) continue;  // TF uses the first ellipsis only
      ellipsisSeen = true;
      for (int64_t k = 0; k < rank - static_cast<int64_t>(regular); ++k) fullDim();
    } else if (bit(m.newAxis, i)) {
      plan.outDims.push_back(1);
    } else {
      planDim(dims[d], begin[i], end[i], strides[i], bit(m.begin, i), bit(m.end, i), bit(m.shrink, i), i, boundsKnown,
              plan);
      ++d;
    }
  }
  if (!hasEllipsis) {
    while (d < dims.size()) fullDim();
  }
  return plan;
}

std::vector<int64_t> stridedSliceIndex(const core::Shape& input, const StridedSlicePlan& plan) {
  std::vector<int64_t> own = rowStrides(input);
  core::Shape counts(plan.count);
  std::vector<int64_t> steps(own.size());
  int64_t base = 0;
  for (size_t d = 0; d < own.size(); ++d) {
    steps[d] = own[d] * plan.stride[d];
    base += own[d] * plan.begin[d];
  }
  std::vector<int64_t> index(static_cast<size_t>(counts.numElements()));
  forEachBroadcast(counts, {steps}, [&](int64_t i, const int64_t* off) { index[i] = base + off[0]; });
  return index;
}

}  // namespace tl::ops
