// Split(axis, value) and SplitV(value, size_splits, axis): block copies along one
// axis into several outputs; the gradient concatenates the output gradients.
#include "ops/builders.h"
#include "ops/op_rows.h"
#include "ops/op_util.h"

namespace tl::ops {
namespace {

int64_t splitAxis(int64_t axis, int rank) {
  if (axis < -rank || axis >= rank) {
    core::throwInvalidArgument("-input rank(-" + std::to_string(rank) + ") <= split_dim < input rank (" +
                               std::to_string(rank) + "), but got " + std::to_string(axis));
  }
  return normalizeAxis(axis, rank);
}

// `sizes[i]` elements of `axis` go to output i.
std::vector<Tensor> splitTensor(const Tensor& x, int64_t axis, const std::vector<int64_t>& sizes) {
  Dims dims = x.shape().dims();
  int64_t outer = product(dims, 0, static_cast<int>(axis));
  int64_t inner = product(dims, static_cast<int>(axis) + 1, x.rank());
  int64_t row = dims[axis] * inner, offset = 0;
  std::vector<Tensor> out;
  for (int64_t size : sizes) {
    dims[axis] = size;
    Tensor part(x.dtype(), Shape(dims));
    for (int64_t o = 0; o < outer; ++o) copyBlock(x, o * row + offset, part, o * size * inner, size * inner);
    offset += size * inner;
    out.push_back(part);
  }
  return out;
}

// The gradient of a split: the output gradients concatenated (zeros where none flows).
Value concatGrads(const GradArgs& args, const Value& axis) {
  std::vector<Value> parts;
  for (size_t i = 0; i < args.grads.size(); ++i) {
    parts.push_back(args.grads[i].valid() ? args.grads[i] : build::zerosLike(args.outputs[i]));
  }
  parts.push_back(axis);
  return call1(Op::ConcatV2, parts);
}

// --- Split(axis, value) {num_split} ---

std::vector<TypedShape> inferSplit(const std::vector<TypedShape>& in, const Attrs& attrs) {
  int64_t n = attrInt(attrs, "num_split", 1);
  const PartialShape& s = in[1].shape;
  std::vector<int64_t> axisValue;
  if (!s.hasRank()) return std::vector<TypedShape>(n, one(in[1].dtype, s)[0]);
  if (!constInts(in, 0, &axisValue)) return std::vector<TypedShape>(n, one(in[1].dtype, unknownOfRank(s.rank()))[0]);
  int64_t axis = splitAxis(axisValue[0], s.rank());
  Dims dims = s.dims();
  if (known(dims[axis])) {
    if (dims[axis] % n != 0) {
      core::throwShapeError("Dimension size must be evenly divisible by " + std::to_string(n) + " but is " +
                                std::to_string(dims[axis]) +
                                "\n\tNumber of ways to split should evenly divide the split dimension",
                            "Number of ways to split should evenly divide the split dimension, but got "
                            "split_dim " +
                                std::to_string(axis) + " (size = " + std::to_string(dims[axis]) + ") and num_split " +
                                std::to_string(n));
    }
    dims[axis] /= n;
  }
  return std::vector<TypedShape>(n, one(in[1].dtype, PartialShape(dims))[0]);
}

KernelOutputs kernelSplit(const std::vector<Tensor>& in, const Attrs& attrs, KernelContext&) {
  int64_t n = attrInt(attrs, "num_split", 1);
  int64_t axis = splitAxis(intValues(in[0])[0], in[1].rank());
  return splitTensor(in[1], axis, std::vector<int64_t>(n, in[1].shape().dim(static_cast<int>(axis)) / n));
}

std::vector<Value> gradSplit(const GradArgs& args) { return {Value(), concatGrads(args, args.inputs[0])}; }

// --- SplitV(value, size_splits, axis) {num_split} ---

// The sizes with a -1 resolved against the axis size `dim` (-1 when unknown).
std::vector<int64_t> resolveSizes(std::vector<int64_t> sizes, int64_t dim) {
  int64_t known_sum = 0;
  int unknownAt = -1;
  for (size_t i = 0; i < sizes.size(); ++i) {
    if (sizes[i] == -1) {
      if (unknownAt >= 0)
        core::throwInvalidArgument("Only one dimensions can have a value of -1. Second one found at dimension " +
                                   std::to_string(i));
      unknownAt = static_cast<int>(i);
    } else {
      known_sum += sizes[i];
    }
  }
  if (!known(dim)) return sizes;
  if ((unknownAt < 0 && known_sum != dim) || (unknownAt >= 0 && known_sum > dim)) {
    std::string message =
        "Determined shape must either match input shape along split_dim exactly if "
        "fully specified, or be less than the size of the input along split_dim if "
        "not fully specified.  Got: " +
        std::to_string(known_sum);
    core::throwShapeError(message, message);
  }
  if (unknownAt >= 0) sizes[unknownAt] = dim - known_sum;
  return sizes;
}

std::vector<TypedShape> inferSplitV(const std::vector<TypedShape>& in, const Attrs& attrs) {
  int64_t n = attrInt(attrs, "num_split", 1);
  const PartialShape& s = in[0].shape;
  std::vector<int64_t> sizes, axisValue;
  if (!s.hasRank()) return std::vector<TypedShape>(n, one(in[0].dtype, s)[0]);
  if (!constInts(in, 2, &axisValue) || !constInts(in, 1, &sizes)) {
    return std::vector<TypedShape>(n, one(in[0].dtype, unknownOfRank(s.rank()))[0]);
  }
  int64_t axis = splitAxis(axisValue[0], s.rank());
  sizes = resolveSizes(sizes, s.dim(static_cast<int>(axis)));
  std::vector<TypedShape> out;
  for (int64_t size : sizes) {
    Dims dims = s.dims();
    dims[axis] = size;
    out.push_back(one(in[0].dtype, PartialShape(dims))[0]);
  }
  return out;
}

KernelOutputs kernelSplitV(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  int64_t axis = splitAxis(intValues(in[2])[0], in[0].rank());
  return splitTensor(in[0], axis, resolveSizes(intValues(in[1]), in[0].shape().dim(static_cast<int>(axis))));
}

std::vector<Value> gradSplitV(const GradArgs& args) { return {concatGrads(args, args.inputs[2]), Value(), Value()}; }

}  // namespace

OpDef rowSplit() {
  return {Op::Split, "Split", 2, 2, kPure | kDifferentiable, inferSplit, kernelSplit, gradSplit, movementCost};
}
OpDef rowSplitV() {
  return {Op::SplitV, "SplitV", 3, 3, kPure | kDifferentiable, inferSplitV, kernelSplitV, gradSplitV, movementCost};
}

}  // namespace tl::ops
