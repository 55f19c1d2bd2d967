// ConcatV2, Pack, Unpack: block copies along one axis.
#include "ops/builders.h"
#include "ops/op_rows.h"
#include "ops/op_util.h"

namespace tl::ops {
namespace {

// --- ConcatV2(values..., axis) ---

int64_t concatAxis(int64_t axis, int rank) {
  if (axis < -rank || axis >= rank) {
    core::throwInvalidArgument("ConcatOp : Expected concatenating dimensions in the range [" + std::to_string(-rank) +
                               ", " + std::to_string(rank) + "), but got " + std::to_string(axis));
  }
  return normalizeAxis(axis, rank);
}

std::string shapePair(const PartialShape& a, const PartialShape& b, size_t i) {
  return "shape[0] = " + dimsString(a.dims()) + " vs. shape[" + std::to_string(i) + "] = " + dimsString(b.dims());
}

// The known elements of a concatenation of int vectors (a shape built in parts).
PartialShape concatElements(const std::vector<TypedShape>& in, int n) {
  Dims elements;
  for (int i = 0; i < n; ++i) {
    PartialShape e = knownIntElements(in[i]);
    if (!e.hasRank()) {
      if (!in[i].shape.hasRank() || !known(in[i].shape.dim(0))) return PartialShape();
      e = unknownOfRank(static_cast<int>(in[i].shape.dim(0)));
    }
    elements.insert(elements.end(), e.dims().begin(), e.dims().end());
  }
  return PartialShape(elements);
}

std::vector<TypedShape> inferConcat(const std::vector<TypedShape>& in, const Attrs&) {
  int n = static_cast<int>(in.size()) - 1;
  requireSameDType("ConcatV2", in, 0, n);
  const TypedShape* ranked = nullptr;
  for (int i = 0; i < n && !ranked; ++i) ranked = in[i].shape.hasRank() ? &in[i] : nullptr;
  std::vector<int64_t> axisValue;
  if (!ranked) return one(in[0].dtype, PartialShape());
  int rank = ranked->shape.rank();
  if (!constInts(in, n, &axisValue)) return one(in[0].dtype, unknownOfRank(rank));
  int64_t axis = concatAxis(axisValue[0], rank);
  Dims dims = ranked->shape.dims();
  dims[axis] = 0;
  for (int i = 0; i < n; ++i) {
    const PartialShape& s = in[i].shape;
    if (!s.hasRank()) {
      dims[axis] = -1;
      continue;
    }
    if (s.rank() != rank) {
      core::throwInvalidArgument("ConcatOp : Ranks of all input tensors should match: " + shapePair(in[0].shape, s, i));
    }
    for (int d = 0; d < rank; ++d) {
      if (d == axis) continue;
      if (known(s.dim(d)) && known(dims[d]) && s.dim(d) != dims[d]) {
        core::throwInvalidArgument("ConcatOp : Dimension " + std::to_string(d) +
                                   " in both shapes must be equal: " + shapePair(in[0].shape, s, i));
      }
      if (!known(dims[d])) dims[d] = s.dim(d);
    }
    dims[axis] = known(dims[axis]) && known(s.dim(axis)) ? dims[axis] + s.dim(axis) : -1;
  }
  std::vector<TypedShape> out = one(in[0].dtype, PartialShape(dims));
  if (rank == 1 && core::isInteger(in[0].dtype)) out[0].valueShape = concatElements(in, n);
  return out;
}

KernelOutputs kernelConcat(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  int n = static_cast<int>(in.size()) - 1;
  int64_t axis = concatAxis(intValues(in[n])[0], in[0].rank());
  Dims dims = in[0].shape().dims();
  dims[axis] = 0;
  for (int i = 0; i < n; ++i) dims[axis] += in[i].shape().dim(static_cast<int>(axis));
  Tensor out(in[0].dtype(), Shape(dims));
  int64_t outer = product(dims, 0, static_cast<int>(axis));
  int64_t rowOut = out.numElements() / std::max<int64_t>(outer, 1), offset = 0;
  for (int i = 0; i < n; ++i) {
    int64_t row = in[i].numElements() / std::max<int64_t>(outer, 1);
    for (int64_t o = 0; o < outer; ++o) copyBlock(in[i], o * row, out, o * rowOut + offset, row);
    offset += row;
  }
  return {out};
}

// Each input's gradient is a Slice of the output gradient; the begin vectors
// accumulate the inputs' shapes masked to the concat axis.
std::vector<Value> gradConcat(const GradArgs& args) {
  using namespace build;  // NOLINT
  size_t n = args.inputs.size() - 1;
  const Value& g = args.grads[0];
  Value rankValue = rank(args.inputs[0]);
  Value axis = floorMod(cast(args.inputs[n], DType::Int32), rankValue);
  Value positions = range(scalar(0, DType::Int32), rankValue, scalar(1, DType::Int32));
  Value mask = cast(compare(Op::Equal, positions, axis), DType::Int32);
  Value begin = zerosLike(shape(args.inputs[0]));
  std::vector<Value> out;
  for (size_t i = 0; i < n; ++i) {
    Value size = shape(args.inputs[i]);
    out.push_back(slice(g, begin, size));
    if (i + 1 < n) begin = add(begin, mul(size, mask));
  }
  out.push_back(Value());
  return out;
}

// --- Pack(values...) / Unpack(value) ---

int64_t packAxis(int64_t axis, int rank) {
  if (axis < -rank || axis >= rank) {
    core::throwInvalidArgument("axis = " + std::to_string(axis) + " not in [" + std::to_string(-rank) + ", " +
                               std::to_string(rank) + ")");
  }
  return normalizeAxis(axis, rank);
}

std::vector<TypedShape> inferPack(const std::vector<TypedShape>& in, const Attrs& attrs) {
  requireSameDType("Pack", in, 0, static_cast<int>(in.size()));
  // TF's Pack shape function merges from the last input towards the first.
  PartialShape merged = in.back().shape;
  for (int i = static_cast<int>(in.size()) - 2; i >= 0; --i) {
    std::string graphMessage = mergeShapes(in[i].shape, merged, &merged);
    if (graphMessage.empty()) continue;
    size_t bad = 1;
    while (bad + 1 < in.size() && in[bad].shape == in[0].shape) ++bad;
    core::throwShapeError(graphMessage + "\n\tFrom merging shape " + std::to_string(i) + " with other shapes.",
                          "Shapes of all inputs must match: values[0].shape = " + dimsString(in[0].shape.dims()) +
                              " != values[" + std::to_string(bad) + "].shape = " + dimsString(in[bad].shape.dims()));
  }
  if (!merged.hasRank()) return one(in[0].dtype, PartialShape());
  Dims dims = merged.dims();
  int64_t axis = packAxis(attrInt(attrs, "axis", 0), merged.rank() + 1);
  dims.insert(dims.begin() + axis, static_cast<int64_t>(in.size()));
  std::vector<TypedShape> out = one(in[0].dtype, PartialShape(dims));
  if (merged.rank() == 0 && core::isInteger(in[0].dtype)) {  // a shape built of scalars
    Dims elements;
    for (const TypedShape& t : in) {
      PartialShape e = knownIntElements(t);
      elements.push_back(e.hasRank() && e.rank() == 1 ? e.dim(0) : PartialShape::kUnknown);
    }
    out[0].valueShape = PartialShape(elements);
  }
  return out;
}

KernelOutputs kernelPack(const std::vector<Tensor>& in, const Attrs& attrs, KernelContext&) {
  Dims dims = in[0].shape().dims();
  int64_t axis = packAxis(attrInt(attrs, "axis", 0), in[0].rank() + 1);
  int64_t outer = product(dims, 0, static_cast<int>(axis));
  int64_t inner = product(dims, static_cast<int>(axis), in[0].rank());
  int64_t n = static_cast<int64_t>(in.size());
  dims.insert(dims.begin() + axis, n);
  Tensor out(in[0].dtype(), Shape(dims));
  for (int64_t o = 0; o < outer; ++o) {
    for (int64_t i = 0; i < n; ++i) copyBlock(in[i], o * inner, out, (o * n + i) * inner, inner);
  }
  return {out};
}

std::vector<Value> gradPack(const GradArgs& args) {
  Attrs attrs = {{"axis", attrInt(args.attrs, "axis", 0)}, {"num", static_cast<int64_t>(args.inputs.size())}};
  return call(Op::Unpack, {args.grads[0]}, attrs);
}

std::vector<TypedShape> inferUnpack(const std::vector<TypedShape>& in, const Attrs& attrs) {
  const PartialShape& s = in[0].shape;
  int64_t num = attrInt(attrs, "num", -1);
  if (!s.hasRank()) {
    if (num < 0) core::throwValueError("Cannot infer argument `num` from shape <unknown>");
    return std::vector<TypedShape>(num, one(in[0].dtype, PartialShape())[0]);
  }
  int64_t axis = packAxis(attrInt(attrs, "axis", 0), s.rank());
  int64_t dim = s.dim(static_cast<int>(axis));
  if (num < 0) num = dim;
  if (num < 0) core::throwValueError("Cannot infer argument `num` from shape " + s.toString());
  if (known(dim) && dim != num) {
    core::throwInvalidArgument("Input shape axis " + std::to_string(axis) + " must equal " + std::to_string(num) +
                               ", got shape " + dimsString(s.dims()));
  }
  Dims dims = s.dims();
  dims.erase(dims.begin() + axis);
  return std::vector<TypedShape>(num, one(in[0].dtype, PartialShape(dims))[0]);
}

KernelOutputs kernelUnpack(const std::vector<Tensor>& in, const Attrs& attrs, KernelContext&) {
  const Tensor& x = in[0];
  int64_t axis = packAxis(attrInt(attrs, "axis", 0), x.rank());
  Dims dims = x.shape().dims();
  int64_t n = dims[axis];
  int64_t outer = product(dims, 0, static_cast<int>(axis));
  int64_t inner = product(dims, static_cast<int>(axis) + 1, x.rank());
  dims.erase(dims.begin() + axis);
  std::vector<Tensor> out;
  for (int64_t i = 0; i < n; ++i) {
    Tensor part(x.dtype(), Shape(dims));
    for (int64_t o = 0; o < outer; ++o) copyBlock(x, (o * n + i) * inner, part, o * inner, inner);
    out.push_back(part);
  }
  return out;
}

std::vector<Value> gradUnpack(const GradArgs& args) {
  std::vector<Value> parts;
  for (size_t i = 0; i < args.grads.size(); ++i) {
    parts.push_back(args.grads[i].valid() ? args.grads[i] : build::zerosLike(args.outputs[i]));
  }
  return {build::pack(parts, attrInt(args.attrs, "axis", 0))};
}

}  // namespace

OpDef rowConcatV2() {
  return {Op::ConcatV2, "ConcatV2",   2,          -1,          kPure | kDifferentiable,
          inferConcat,  kernelConcat, gradConcat, movementCost};
}
OpDef rowPack() {
  return {Op::Pack, "Pack", 1, -1, kPure | kDifferentiable, inferPack, kernelPack, gradPack, movementCost};
}
OpDef rowUnpack() {
  return {Op::Unpack, "Unpack", 1, 1, kPure | kDifferentiable, inferUnpack, kernelUnpack, gradUnpack, movementCost};
}

}  // namespace tl::ops
