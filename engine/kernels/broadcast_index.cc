// makeBroadcastIndex: NumPy broadcasting of two shapes as strides over the output.
// Size-1 output axes are dropped and neighbouring axes that stay contiguous for both
// inputs are merged, so the kernel's inner loop runs as long as possible.
#include <string>

#include "core/errors.h"
#include "kernels/kernels.h"

namespace tl::kernels {
namespace {

std::string dimsText(int rank, const int64_t* dims) {
  std::string text = "[";
  for (int i = 0; i < rank; ++i) text += (i ? "," : "") + std::to_string(dims[i]);
  return text + "]";
}

// Row-major strides of `dims` aligned to the right of an output of `rank` axes;
// broadcast axes (size 1 against a larger output) get stride 0.
void alignedStrides(int rank, int inRank, const int64_t* inDims, const int64_t* outDims, int64_t* strides) {
  int64_t stride = 1;
  for (int axis = rank - 1; axis >= 0; --axis) {
    int inAxis = axis - (rank - inRank);
    int64_t dim = inAxis >= 0 ? inDims[inAxis] : 1;
    strides[axis] = (dim == 1 && outDims[axis] != 1) ? 0 : stride;
    stride *= dim;
  }
}

// Drops size-1 axes, then merges axis i into i+1 when both inputs step through
// them as one run.
void simplify(BroadcastIndex& index) {
  BroadcastIndex out;
  for (int axis = 0; axis < index.rank; ++axis) {
    if (index.outDims[axis] == 1) continue;
    int last = out.rank - 1;
    bool mergeable = last >= 0 && out.aStrides[last] == index.aStrides[axis] * index.outDims[axis] &&
                     out.bStrides[last] == index.bStrides[axis] * index.outDims[axis];
    if (mergeable) {
      out.outDims[last] *= index.outDims[axis];
      out.aStrides[last] = index.aStrides[axis];
      out.bStrides[last] = index.bStrides[axis];
      continue;
    }
    out.outDims[out.rank] = index.outDims[axis];
    out.aStrides[out.rank] = index.aStrides[axis];
    out.bStrides[out.rank] = index.bStrides[axis];
    ++out.rank;
  }
  index = out;
}

}  // namespace

BroadcastIndex makeBroadcastIndex(int aRank, const int64_t* aDims, int bRank, const int64_t* bDims) {
  int rank = aRank > bRank ? aRank : bRank;
  if (rank > kMaxRank) core::throwInvalidArgument("broadcast rank exceeds " + std::to_string(kMaxRank));
  BroadcastIndex index;
  index.rank = rank;
  for (int axis = 0; axis < rank; ++axis) {
    int ai = axis - (rank - aRank), bi = axis - (rank - bRank);
    int64_t a = ai >= 0 ? aDims[ai] : 1, b = bi >= 0 ? bDims[bi] : 1;
    if (a != b && a != 1 && b != 1) {
      core::throwInvalidArgument("Incompatible shapes: " + dimsText(aRank, aDims) + " vs. " + dimsText(bRank, bDims));
    }
    index.outDims[axis] = a == 1 ? b : a;
  }
  alignedStrides(rank, aRank, aDims, index.outDims, index.aStrides);
  alignedStrides(rank, bRank, bDims, index.outDims, index.bStrides);
  simplify(index);
  return index;
}

}  // namespace tl::kernels
