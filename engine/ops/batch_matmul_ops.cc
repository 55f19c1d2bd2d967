// BatchMatMulV2: matrices in the last two dims, the leading (batch) dims
// broadcast against each other, as TensorFlow's tf.matmul runs it when an operand
// has rank > 2. For the real dtypes here adj_x / adj_y are plain transposes.
#include <optional>

#include "ops/builders.h"
#include "ops/f32_bridge.h"
#include "ops/op_rows.h"
#include "ops/op_util.h"

namespace tl::ops {
namespace {

struct BatchSides {
  Dims a, b;  // each operand's batch dims (all but the last two)
};

BatchSides batchDims(const PartialShape& a, const PartialShape& b) {
  return {Dims(a.dims().begin(), a.dims().end() - 2), Dims(b.dims().begin(), b.dims().end() - 2)};
}

using Mismatch = std::optional<std::pair<int64_t, int64_t>>;

// The broadcast batch dims; `mismatch` gets the first pair that cannot broadcast.
Dims broadcastBatch(const BatchSides& s, Mismatch* mismatch) {
  const size_t rank = std::max(s.a.size(), s.b.size());
  Dims out(rank);
  for (size_t i = 0; i < rank; ++i) {
    const int64_t da = i < rank - s.a.size() ? 1 : s.a[i - (rank - s.a.size())];
    const int64_t db = i < rank - s.b.size() ? 1 : s.b[i - (rank - s.b.size())];
    if (da == 1 || db == 1) {
      out[i] = da == 1 ? db : da;
    } else if (!known(da) || !known(db)) {
      out[i] = known(da) ? da : db;
    } else if (da != db) {
      if (mismatch && !*mismatch) *mismatch = std::make_pair(da, db);
      out[i] = da;
    } else {
      out[i] = da;
    }
  }
  return out;
}

void requireRankTwo(const PartialShape& s, int index) {
  if (!s.hasRank() || s.rank() >= 2) return;
  const std::string rank = std::to_string(s.rank());
  core::throwShapeError("Shape must be at least rank 2 but is rank " + rank,
                        "In[" + std::to_string(index) + "] ndims must be >= 2: " + rank);
}

// The shape function checks the inner dims before the batch dims, the kernel
// the batch dims first: each mode reports the check it makes first.
void requireCompatible(const PartialShape& a, const PartialShape& b, int64_t ka, int64_t kb, const Mismatch& batch) {
  int64_t k = 0;
  const std::string inner = mergeDims(ka, kb, &k);
  const bool batchBad = batch.has_value();
  if (inner.empty() && !batchBad) return;
  const std::string batchGraph = batchBad ? "Dimensions must be equal, but are " + std::to_string(batch->first) +
                                                " and " + std::to_string(batch->second)
                                          : "";
  const std::string shapes = dimsString(a.dims()) + " vs. " + dimsString(b.dims());
  const std::string eager = batchBad ? "In[0] and In[1] must have compatible batch dimensions: " + shapes
                                     : "Matrix size-incompatible: In[0]: " + dimsString(a.dims()) +
                                           ", In[1]: " + dimsString(b.dims());
  core::throwShapeError(inner.empty() ? batchGraph : inner, eager);
}

std::vector<TypedShape> inferBatchMatMulV2(const std::vector<TypedShape>& in, const Attrs& attrs) {
  requireSameDType("BatchMatMulV2", in, 0, 2);
  requireDType("BatchMatMulV2", in[0].dtype, {DType::Float32, DType::Float64, DType::Int32, DType::Int64});
  const PartialShape &a = in[0].shape, &b = in[1].shape;
  requireRankTwo(a, 0);
  requireRankTwo(b, 1);
  if (!a.hasRank() || !b.hasRank()) return one(in[0].dtype, PartialShape());
  const bool adjX = attrBool(attrs, "adj_x", false), adjY = attrBool(attrs, "adj_y", false);
  const int ra = a.rank(), rb = b.rank();
  Mismatch mismatch;
  Dims out = broadcastBatch(batchDims(a, b), &mismatch);
  requireCompatible(a, b, a.dim(ra - (adjX ? 2 : 1)), b.dim(rb - (adjY ? 1 : 2)), mismatch);
  out.push_back(a.dim(ra - (adjX ? 1 : 2)));
  out.push_back(b.dim(rb - (adjY ? 2 : 1)));
  return one(in[0].dtype, PartialShape(out));
}

// Element offsets of each output matrix's operands: batch dims of size 1
// broadcast (stride 0).
std::vector<int64_t> operandOffsets(const Dims& batch, const Dims& outBatch, int64_t matrixSize) {
  const size_t rank = outBatch.size(), lead = rank - batch.size();
  std::vector<int64_t> strides(rank, 0);
  int64_t stride = matrixSize;
  for (size_t i = rank; i-- > lead;) {
    strides[i] = batch[i - lead] == 1 ? 0 : stride;
    stride *= batch[i - lead];
  }
  int64_t count = 1;
  for (int64_t d : outBatch) count *= d;
  std::vector<int64_t> offsets(static_cast<size_t>(count));
  std::vector<int64_t> index(rank, 0);
  int64_t offset = 0;
  for (int64_t n = 0; n < count; ++n) {
    offsets[static_cast<size_t>(n)] = offset;
    for (size_t d = rank; d-- > 0;) {
      offset += strides[d];
      if (++index[d] < outBatch[d]) break;
      offset -= strides[d] * outBatch[d];
      index[d] = 0;
    }
  }
  return offsets;
}

template <typename T>
void naiveGemm(bool ta, bool tb, int64_t m, int64_t n, int64_t k, const T* a, const T* b, T* c) {
  for (int64_t i = 0; i < m; ++i) {
    for (int64_t j = 0; j < n; ++j) {
      T acc = T(0);
      for (int64_t p = 0; p < k; ++p) acc += a[ta ? p * m + i : i * k + p] * b[tb ? j * k + p : p * n + j];
      c[i * n + j] = acc;
    }
  }
}

KernelOutputs kernelBatchMatMulV2(const std::vector<Tensor>& in, const Attrs& attrs, KernelContext&) {
  const bool ta = attrBool(attrs, "adj_x", false), tb = attrBool(attrs, "adj_y", false);
  const Shape &sa = in[0].shape(), &sb = in[1].shape();
  const int ra = sa.rank(), rb = sb.rank();
  const int64_t m = sa.dim(ra - (ta ? 1 : 2)), k = sa.dim(ra - (ta ? 2 : 1)), n = sb.dim(rb - (tb ? 2 : 1));
  BatchSides sides = batchDims(PartialShape(sa.dims()), PartialShape(sb.dims()));
  Dims outDims = broadcastBatch(sides, nullptr);
  const std::vector<int64_t> offA = operandOffsets(sides.a, outDims, m * k);
  const std::vector<int64_t> offB = operandOffsets(sides.b, outDims, k * n);
  outDims.push_back(m);
  outDims.push_back(n);
  Tensor out(in[0].dtype(), Shape(outDims));
  visitDType(in[0].dtype(), "BatchMatMulV2", [&](auto tag) {
    using T = decltype(tag);
    if constexpr (!std::is_same_v<T, bool>) {
      for (size_t i = 0; i < offA.size(); ++i) {
        const T* a = in[0].data<T>() + offA[i];
        const T* b = in[1].data<T>() + offB[i];
        T* c = out.data<T>() + static_cast<int64_t>(i) * m * n;
        if constexpr (std::is_same_v<T, float>) f32Gemm(ta, tb, m, n, k, a, b, c, nullptr, false);
        else naiveGemm<T>(ta, tb, m, n, k, a, b, c);
      }
    }
  });
  return {out};
}

// math_grad.py's _BatchMatMulV2: the products of the grad with the other
// operand, summed over the batch dims the operand was broadcast along.
std::vector<Value> gradBatchMatMulV2(const GradArgs& args) {
  using build::matmulAny;
  const bool adjX = attrBool(args.attrs, "adj_x", false), adjY = attrBool(args.attrs, "adj_y", false);
  const Value &x = args.inputs[0], &y = args.inputs[1], &g = args.grads[0];
  Value gx, gy;
  if (!adjX && !adjY) gx = matmulAny(g, y, false, true), gy = matmulAny(x, g, true, false);
  if (!adjX && adjY) gx = matmulAny(g, y, false, false), gy = matmulAny(g, x, true, false);
  if (adjX && !adjY) gx = matmulAny(y, g, false, true), gy = matmulAny(x, g, false, false);
  if (adjX && adjY) gx = matmulAny(y, g, true, true), gy = matmulAny(g, x, true, true);
  return {build::reduceToShapeOf(gx, x), build::reduceToShapeOf(gy, y)};
}

Cost costBatchMatMulV2(const std::vector<TypedShape>& in, const std::vector<TypedShape>& out, const Attrs& attrs) {
  Cost c = movementCost(in, out, attrs);
  const PartialShape& a = in[0].shape;
  if (!a.isFullyDefined() || !out[0].shape.isFullyDefined()) return c;
  const int64_t k = a.dim(a.rank() - (attrBool(attrs, "adj_x", false) ? 2 : 1));
  c.flops = 2.0 * knownElements(out[0]) * static_cast<double>(k);
  return c;
}

}  // namespace

OpDef rowBatchMatMulV2() {
  return {Op::BatchMatMulV2, "BatchMatMulV2",  2, 2, kPure | kDifferentiable, inferBatchMatMulV2, kernelBatchMatMulV2,
          gradBatchMatMulV2, costBatchMatMulV2};
}

}  // namespace tl::ops
