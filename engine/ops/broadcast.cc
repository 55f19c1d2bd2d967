#include "ops/broadcast.h"

namespace tl::ops {

std::vector<int64_t> rowStrides(const core::Shape& shape) {
  std::vector<int64_t> strides(shape.rank(), 1);
  for (int d = shape.rank() - 2; d >= 0; --d) strides[d] = strides[d + 1] * shape.dim(d + 1);
  return strides;
}

std::vector<int64_t> broadcastStrides(const core::Shape& in, const core::Shape& out) {
  std::vector<int64_t> own = rowStrides(in);
  std::vector<int64_t> strides(out.rank(), 0);
  int shift = out.rank() - in.rank();
  for (int d = 0; d < in.rank(); ++d) {
    strides[d + shift] = in.dim(d) == 1 ? 0 : own[d];
  }
  return strides;
}

}  // namespace tl::ops
