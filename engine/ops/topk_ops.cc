// TopKV2(input, k): the k largest entries of each last-axis row and their
// indices (kernels/topk_op.cc), equal values in index order; tf.sort and
// tf.argsort are built on it (sort_ops.py).
#include <algorithm>
#include <numeric>

#include "ops/builders.h"
#include "ops/op_rows.h"
#include "ops/op_util.h"

namespace tl::ops {
namespace {

// TopKShapeFn: input of rank >= 1, k a scalar; the last dim becomes k. Checked
// in the kernel's order (TopK::Compute), which eager errors follow.
std::vector<TypedShape> inferTopK(const std::vector<TypedShape>& in, const Attrs&) {
  requireDType("TopKV2", in[0].dtype, {DType::Float32, DType::Float64, DType::Int32, DType::Int64});
  requireDType("TopKV2", in[1].dtype, {DType::Int32, DType::Int64});
  if (in[1].shape.hasRank() && in[1].shape.rank() != 0) {
    core::throwShapeError("Shape must be rank 0 but is rank " + std::to_string(in[1].shape.rank()),
                          "k must be scalar, got shape " + dimsString(in[1].shape.dims()));
  }
  int64_t k = in[1].constant ? in[1].constant->elementAsInt64(0) : -1;
  if (in[1].constant && k < 0) {
    core::throwShapeError("Dimension size, given by scalar input 1, must be non-negative but is " + std::to_string(k),
                          "Need k >= 0, got " + std::to_string(k));
  }
  const PartialShape& s = in[0].shape;
  if (s.hasRank() && s.rank() < 1) {
    core::throwShapeError("Shape must be at least rank 1 but is rank 0",
                          "input must be >= 1-D, got shape " + dimsString(s.dims()));
  }
  if (!s.hasRank()) return {{in[0].dtype, PartialShape()}, {DType::Int32, PartialShape()}};
  Dims dims = s.dims();
  int64_t last = dims.back();
  if (known(last) && k >= 0 && last < k) {
    core::throwShapeError("input must have last dimension >= k = " + std::to_string(k) + " but is " +
                              std::to_string(last),
                          "input must have at least k columns. Had " + std::to_string(last) + ", needed " +
                              std::to_string(k));
  }
  dims.back() = k;
  return {{in[0].dtype, PartialShape(dims)}, {DType::Int32, PartialShape(dims)}};
}

// The first k positions of one row, largest first, equal values by position.
template <typename T>
void topRow(const T* row, int64_t n, int64_t k, T* values, int32_t* indices) {
  std::vector<int32_t> order(static_cast<size_t>(n));
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [row](int32_t a, int32_t b) { return row[a] > row[b]; });
  for (int64_t j = 0; j < k; ++j) {
    indices[j] = order[static_cast<size_t>(j)];
    values[j] = row[order[static_cast<size_t>(j)]];
  }
}

KernelOutputs kernelTopK(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  const Tensor& x = in[0];
  int64_t k = in[1].elementAsInt64(0);
  Dims dims = x.shape().dims();
  int64_t n = dims.back(), rows = n == 0 ? 0 : x.numElements() / n;
  dims.back() = k;
  Tensor values(x.dtype(), Shape(dims)), indices(DType::Int32, Shape(dims));
  visitDType(x.dtype(), "TopKV2", [&](auto tag) {
    using T = decltype(tag);
    for (int64_t r = 0; r < rows; ++r) {
      topRow<T>(x.data<T>() + r * n, n, k, values.data<T>() + r * k, indices.data<int32_t>() + r * k);
    }
  });
  return {values, indices};
}

// nn_grad.py _TopKGrad: each value's gradient goes back to the position its index
// names. The row offsets make the indices flat; TF scatters with ScatterNd, here
// UnsortedSegmentSum does (the indices of a row are distinct, so the sums are the
// same scatter).
std::vector<Value> gradTopK(const GradArgs& args) {
  using namespace build;  // NOLINT
  const Value& x = args.inputs[0];
  Value inShape = shape(x), indices = args.outputs[1];
  Value lastIndex = sub(size(shape(indices)), scalar(1, DType::Int32));
  Value indLast = call1(Op::GatherV2, {shape(indices), lastIndex, scalar(0, DType::Int32)});
  Value ind2d = reshape(indices, pack({scalar(-1, DType::Int32), indLast}));
  Value inLast = call1(Op::GatherV2, {inShape, sub(size(inShape), scalar(1, DType::Int32)), scalar(0, DType::Int32)});
  Value outer = call1(Op::StridedSlice, {shape(ind2d), ints({0}), ints({1}), ints({1})}, {{"shrink_axis_mask", 1}});
  Value offsets = call1(Op::ExpandDims,
                        {range(scalar(0, DType::Int32), mul(outer, inLast), inLast), scalar(-1, DType::Int32)});
  Value flat = reshape(add(ind2d, offsets), ints({-1}));
  Value count = call1(Op::Prod, {inShape, ints({0})});
  Value scattered = call1(Op::UnsortedSegmentSum, {reshape(args.grads[0], ints({-1})), flat, count});
  return {reshape(scattered, inShape), Value()};
}

}  // namespace

OpDef rowTopKV2() {
  return {Op::TopKV2, "TopKV2", 2, 2, kPure | kDifferentiable, inferTopK, kernelTopK, gradTopK, elementwiseCost};
}

}  // namespace tl::ops
