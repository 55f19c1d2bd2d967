// GatherV2 (with batch_dims) and UnsortedSegmentSum (its gradient, and TF's).
#include "ops/builders.h"
#include "ops/op_rows.h"
#include "ops/op_util.h"

namespace tl::ops {
namespace {

std::string multiIndex(const Shape& shape, int64_t flat) {
  std::string out;
  for (int d = shape.rank() - 1; d >= 0; --d) {
    int64_t dim = shape.dim(d);
    out = std::to_string(flat % dim) + (out.empty() ? "" : ",") + out;
    flat /= dim;
  }
  return out.empty() ? "0" : out;
}

int64_t gatherAxis(const std::vector<TypedShape>& in, int rank, bool* knownAxis) {
  std::vector<int64_t> axis;
  *knownAxis = constInts(in, 2, &axis);
  if (!*knownAxis) return 0;
  if (axis[0] < -rank || axis[0] >= rank) {
    core::throwInvalidArgument("Expected axis in the range [" + std::to_string(-rank) + ", " + std::to_string(rank) +
                               "), but got " + std::to_string(axis[0]));
  }
  return normalizeAxis(axis[0], rank);
}

// batch_dims counted from the front (a negative one from the end of indices'
// dims); -1 when indices' rank is unknown.
int64_t batchDims(const Attrs& attrs, const PartialShape& idx) {
  int64_t b = attrInt(attrs, "batch_dims", 0);
  if (b >= 0) return b;
  if (!idx.hasRank()) return -1;
  b += idx.rank();
  if (b < 0) core::throwInvalidArgument("batch_dims is negative (" + std::to_string(b) + ")");
  return b;
}

// GatherV2's shape function: params[:axis] + indices[batch_dims:] + params[axis+1:].
std::vector<TypedShape> inferGather(const std::vector<TypedShape>& in, const Attrs& attrs) {
  requireDType("GatherV2", in[1].dtype, {DType::Int32, DType::Int64});
  const PartialShape& p = in[0].shape;
  const PartialShape& idx = in[1].shape;
  if (!p.hasRank() || !idx.hasRank()) return one(in[0].dtype, PartialShape());
  int64_t batch = batchDims(attrs, idx);
  bool knownAxis = false;
  int64_t axis = gatherAxis(in, p.rank(), &knownAxis);
  if (!knownAxis) return one(in[0].dtype, unknownOfRank(p.rank() - 1 + idx.rank() - static_cast<int>(batch)));
  if (batch > axis) {
    core::throwInvalidArgument("batch_dims (" + std::to_string(batch) + ") must be less than or equal to axis (" +
                               std::to_string(axis) + ").");
  }
  Dims dims(p.dims().begin(), p.dims().begin() + axis);
  dims.insert(dims.end(), idx.dims().begin() + batch, idx.dims().end());
  dims.insert(dims.end(), p.dims().begin() + axis + 1, p.dims().end());
  return one(in[0].dtype, PartialShape(dims));
}

void checkBatchDims(const Shape& params, const Shape& indices, int64_t batch) {
  for (int i = 0; i < batch; ++i) {
    if (params.dim(i) != indices.dim(i)) {
      core::throwInvalidArgument("params.shape[" + std::to_string(i) + "]: " + std::to_string(params.dim(i)) +
                                 " should be equal to indices.shape[" + std::to_string(i) +
                                 "]: " + std::to_string(indices.dim(i)));
    }
  }
}

// Each batch (the first batch_dims dims, shared by params and indices) gathers
// its own rows with its own indices.
KernelOutputs kernelGather(const std::vector<Tensor>& in, const Attrs& attrs, KernelContext&) {
  const Tensor& params = in[0];
  std::vector<TypedShape> typed = {{params.dtype(), params.shape(), &in[0]},
                                   {in[1].dtype(), in[1].shape(), &in[1]},
                                   {in[2].dtype(), in[2].shape(), &in[2]}};
  Shape outShape = inferGather(typed, attrs)[0].shape.toShape();
  bool knownAxis = true;
  int64_t axis = gatherAxis(typed, params.rank(), &knownAxis);
  int64_t batch = batchDims(attrs, in[1].shape());
  checkBatchDims(params.shape(), in[1].shape(), batch);
  std::vector<int64_t> indices = intValues(in[1]);
  const Dims& pd = params.shape().dims();
  int64_t batches = product(pd, 0, static_cast<int>(batch)), dim = pd[axis];
  int64_t outer = product(pd, static_cast<int>(batch), static_cast<int>(axis));
  int64_t inner = product(pd, static_cast<int>(axis) + 1, params.rank());
  for (size_t k = 0; k < indices.size(); ++k) {
    if (indices[k] < 0 || indices[k] >= dim) {
      core::throwInvalidArgument("indices[" + multiIndex(in[1].shape(), static_cast<int64_t>(k)) +
                                 "] = " + std::to_string(indices[k]) + " is not in [0, " + std::to_string(dim) + ")");
    }
  }
  int64_t perBatch = batches == 0 ? 0 : static_cast<int64_t>(indices.size()) / batches;
  std::vector<int64_t> index;
  index.reserve(static_cast<size_t>(outShape.numElements()));
  for (int64_t b = 0; b < batches; ++b) {
    for (int64_t o = 0; o < outer; ++o) {
      for (int64_t n = 0; n < perBatch; ++n) {
        int64_t i = indices[static_cast<size_t>(b * perBatch + n)];
        for (int64_t j = 0; j < inner; ++j) index.push_back(((b * outer + o) * dim + i) * inner + j);
      }
    }
  }
  return {gatherElements(params, outShape, index)};
}

// The dense form of TF's IndexedSlices gradient: move the gathered axis to the
// front, sum the gradient rows into their indices (UnsortedSegmentSum), move it back.
// Needs the axis as a constant and the ranks of params and indices.
std::vector<int64_t> frontPerm(int64_t axis, int64_t k, int64_t rank) {
  std::vector<int64_t> perm;
  for (int64_t i = 0; i < k; ++i) perm.push_back(axis + i);
  for (int64_t i = 0; i < axis; ++i) perm.push_back(i);
  for (int64_t i = axis + k; i < rank - 1 + k; ++i) perm.push_back(i);
  return perm;
}

std::vector<Value> gradGather(const GradArgs& args) {
  using namespace build;  // NOLINT
  const Value &params = args.inputs[0], &indices = args.inputs[1];
  const Tensor* axisValue = constantValue(args.inputs[2]);
  if (!axisValue || !params.shape().hasRank() || !indices.shape().hasRank()) {
    throw core::TfError("UnimplementedError", "the gradient of GatherV2 needs a constant axis and known ranks");
  }
  if (attrInt(args.attrs, "batch_dims", 0) != 0) {
    throw core::TfError("UnimplementedError", "the gradient of GatherV2 with batch_dims is not supported");
  }
  int64_t rank = params.shape().rank(), k = indices.shape().rank();
  int64_t axis = normalizeAxis(intValues(*axisValue)[0], static_cast<int>(rank));
  std::vector<int64_t> others;
  for (int64_t i = 0; i < rank; ++i)
    if (i != axis) others.push_back(i);
  Value paramsShape = shape(params);
  Value otherDims = call1(Op::GatherV2, {paramsShape, ints(others), scalar(0, DType::Int32)});
  Value grad = axis == 0 ? args.grads[0] : transpose(args.grads[0], ints(frontPerm(axis, k, rank)));
  Value values = reshape(grad, call1(Op::ConcatV2, {ints({-1}), otherDims, scalar(0, DType::Int32)}));
  Value rows = reshape(slice(paramsShape, ints({axis}), ints({1})), ints({}));
  Value summed = call1(Op::UnsortedSegmentSum, {values, reshape(indices, ints({-1})), rows});
  if (axis == 0) return {summed, Value(), Value()};
  std::vector<int64_t> back;
  for (int64_t j = 0; j < rank; ++j) back.push_back(j < axis ? j + 1 : (j == axis ? 0 : j));
  return {transpose(summed, ints(back)), Value(), Value()};
}

// --- UnsortedSegmentSum(data, segment_ids, num_segments) ---

std::vector<TypedShape> inferSegmentSum(const std::vector<TypedShape>& in, const Attrs&) {
  requireDType("UnsortedSegmentSum", in[0].dtype, {DType::Float32, DType::Float64, DType::Int32, DType::Int64});
  std::vector<int64_t> n;
  const PartialShape& d = in[0].shape;
  const PartialShape& ids = in[1].shape;
  if (!d.hasRank() || !ids.hasRank()) return one(in[0].dtype, PartialShape());
  Dims dims = {constInts(in, 2, &n) ? n[0] : -1};
  dims.insert(dims.end(), d.dims().begin() + ids.rank(), d.dims().end());
  return one(in[0].dtype, PartialShape(dims));
}

KernelOutputs kernelSegmentSum(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  const Tensor& data = in[0];
  std::vector<int64_t> ids = intValues(in[1]);
  int64_t segments = intValues(in[2])[0];
  Dims dims = {segments};
  dims.insert(dims.end(), data.shape().dims().begin() + in[1].rank(), data.shape().dims().end());
  Tensor out(data.dtype(), Shape(dims));
  int64_t inner = ids.empty() ? 0 : data.numElements() / static_cast<int64_t>(ids.size());
  visitDType(data.dtype(), "UnsortedSegmentSum", [&](auto tag) {
    using T = decltype(tag);
    for (size_t k = 0; k < ids.size(); ++k) {
      if (ids[k] < 0) continue;  // TF drops negative ids
      if (ids[k] >= segments) {
        core::throwInvalidArgument("segment_ids[" + std::to_string(k) + "] = " + std::to_string(ids[k]) +
                                   " is out of range [0, " + std::to_string(segments) + ")");
      }
      for (int64_t j = 0; j < inner; ++j) {
        out.data<T>()[ids[k] * inner + j] += data.data<T>()[k * inner + j];
      }
    }
  });
  return {out};
}

std::vector<Value> gradSegmentSum(const GradArgs& args) {
  Value gathered = call1(Op::GatherV2, {args.grads[0], args.inputs[1], build::scalar(0, DType::Int32)});
  return {gathered, Value(), Value()};
}

}  // namespace

OpDef rowGatherV2() {
  return {Op::GatherV2, "GatherV2", 3, 3, kPure | kDifferentiable, inferGather, kernelGather, gradGather, movementCost};
}
OpDef rowUnsortedSegmentSum() {
  return {
      Op::UnsortedSegmentSum, "UnsortedSegmentSum", 3, 3, kPure | kDifferentiable, inferSegmentSum, kernelSegmentSum,
      gradSegmentSum,         elementwiseCost};
}

}  // namespace tl::ops
