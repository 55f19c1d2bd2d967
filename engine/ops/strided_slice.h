// Internal: TensorFlow's StridedSlice spec resolved against an input shape
// (ellipsis, new axes, shrink, masks, negative indices, clamping).
#pragma once
#include <cstdint>
#include <vector>

#include "core/core.h"

namespace tl::ops {

struct SliceMasks {
  int64_t begin = 0, end = 0, ellipsis = 0, newAxis = 0, shrink = 0;
};

struct StridedSlicePlan {
  // One entry per input dim: the first element, the step and how many are taken.
  std::vector<int64_t> begin, stride, count;
  core::Dims outDims;  // the final shape (new axes added, shrunk axes removed); -1 unknown
};

// `dims` may hold -1 (unknown); an unknown dim yields an unknown output dim.
// Without `boundsKnown` (begin or end not known while tracing) the values of
// begin and end are not read: as TF's shape function, a shrunk dim is still
// dropped, a dim with both masks keeps its size, and any other is unknown.
StridedSlicePlan planStridedSlice(const core::Dims& dims, const std::vector<int64_t>& begin,
                                  const std::vector<int64_t>& end, const std::vector<int64_t>& strides,
                                  const SliceMasks& masks, bool boundsKnown = true);

// Flat input offset of every output element of a fully known plan.
std::vector<int64_t> stridedSliceIndex(const core::Shape& input, const StridedSlicePlan& plan);

}  // namespace tl::ops
