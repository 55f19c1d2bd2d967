// Where (the coordinates of the true elements) and OneHot (indices as one-hot rows):
// ops whose indices become positions, not values.
#include "ops/op_rows.h"
#include "ops/op_util.h"

namespace tl::ops {
namespace {

// --- Where(input): [num_true, rank] int64 coordinates in row-major order ---

std::vector<TypedShape> inferWhere(const std::vector<TypedShape>& in, const Attrs&) {
  requireDType("Where", in[0].dtype, {DType::Bool, DType::Float32, DType::Float64, DType::Int32, DType::Int64});
  int64_t rank = in[0].shape.hasRank() ? in[0].shape.rank() : PartialShape::kUnknown;
  return one(DType::Int64, PartialShape(Dims{PartialShape::kUnknown, rank}));
}

KernelOutputs kernelWhere(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  const Tensor& x = in[0];
  const Dims& dims = x.shape().dims();
  std::vector<int64_t> coords;
  std::vector<int64_t> index(dims.size(), 0);
  for (int64_t i = 0, n = x.numElements(); i < n; ++i) {
    if (x.elementAsDouble(i) != 0) coords.insert(coords.end(), index.begin(), index.end());
    for (int a = static_cast<int>(dims.size()) - 1; a >= 0 && ++index[a] == dims[a]; --a) index[a] = 0;
  }
  int64_t rank = static_cast<int64_t>(dims.size());
  int64_t rows = rank ? static_cast<int64_t>(coords.size()) / rank : 0;
  if (rank == 0 && x.elementAsDouble(0) != 0) rows = 1;
  return {intTensor(DType::Int64, coords).reshaped(Shape(Dims{rows, rank}))};
}

// --- OneHot(indices, depth, on_value, off_value), attr axis (-1: last) ---

int64_t oneHotAxis(const Attrs& attrs, int indicesRank) {
  int64_t axis = attrInt(attrs, "axis", -1);
  if (axis < -1 || axis > indicesRank) {
    core::throwInvalidArgument("Expected axis to be -1 or between [0, " + std::to_string(indicesRank + 1) +
                               ").  But received: " + std::to_string(axis));
  }
  return axis == -1 ? indicesRank : axis;
}

std::vector<TypedShape> inferOneHot(const std::vector<TypedShape>& in, const Attrs& attrs) {
  requireDType("OneHot", in[0].dtype, {DType::Int32, DType::Int64});
  if (in[1].dtype != DType::Int32) throwTypeMismatch("OneHot", 1, DType::Int32, in[1].dtype);
  if (in[3].dtype != in[2].dtype) throwTypeMismatch("OneHot", 3, in[2].dtype, in[3].dtype);
  const PartialShape& s = in[0].shape;
  if (!s.hasRank()) return one(in[2].dtype, PartialShape());
  int64_t axis = oneHotAxis(attrs, s.rank());
  std::vector<int64_t> depth;
  Dims dims = s.dims();
  dims.insert(dims.begin() + axis, constInts(in, 1, &depth) ? depth[0] : PartialShape::kUnknown);
  return one(in[2].dtype, PartialShape(dims));
}

KernelOutputs kernelOneHot(const std::vector<Tensor>& in, const Attrs& attrs, KernelContext&) {
  const Tensor& indices = in[0];
  int64_t depth = intValues(in[1])[0];
  if (depth < 0) core::throwInvalidArgument("depth must be non-negative, got: " + std::to_string(depth));
  int64_t axis = oneHotAxis(attrs, indices.rank());
  Dims dims = indices.shape().dims();
  int64_t outer = product(dims, 0, static_cast<int>(axis)),
          inner = product(dims, static_cast<int>(axis), indices.rank());
  dims.insert(dims.begin() + axis, depth);
  Tensor out(in[2].dtype(), Shape(dims));
  std::vector<int64_t> at = intValues(indices);
  // Output [outer, depth, inner]: element (o, d, i) is on where indices[o, i] == d.
  for (int64_t o = 0; o < outer; ++o) {
    for (int64_t d = 0; d < depth; ++d) {
      for (int64_t i = 0; i < inner; ++i) {
        const Tensor& value = at[o * inner + i] == d ? in[2] : in[3];
        copyElement(value, 0, out, (o * depth + d) * inner + i);
      }
    }
  }
  return {out};
}

}  // namespace

OpDef rowWhere() { return {Op::Where, "Where", 1, 1, kPure, inferWhere, kernelWhere, nullptr, elementwiseCost}; }
OpDef rowOneHot() { return {Op::OneHot, "OneHot", 4, 4, kPure, inferOneHot, kernelOneHot, nullptr, elementwiseCost}; }

}  // namespace tl::ops
