// Slice, StridedSlice (Python's t[...] indexing), StridedSliceGrad and
// ResourceStridedSliceAssign (a variable's v[...].assign(value)).
#include "ops/builders.h"
#include "ops/op_rows.h"
#include "ops/op_util.h"
#include "ops/strided_slice.h"

namespace tl::ops {
namespace {

// --- Slice(x, begin, size) ---

// Resolves size -1 and checks TF's bounds; dims must be known.
std::vector<int64_t> sliceSizes(const Dims& dims, const std::vector<int64_t>& begin, std::vector<int64_t> size) {
  if (begin.size() != dims.size() || size.size() != dims.size()) {
    core::throwInvalidArgument("Expected begin and size arguments to be 1-D tensors of size " +
                               std::to_string(dims.size()) + ", but got shapes [" + std::to_string(begin.size()) +
                               "] and [" + std::to_string(size.size()) + "] instead.");
  }
  for (size_t i = 0; i < dims.size(); ++i) {
    if (!known(dims[i])) {
      if (size[i] == -1) size[i] = -2;
      continue;
    }
    std::string at = "[" + std::to_string(i) + "]";
    if (begin[i] < 0 || begin[i] > dims[i]) {
      core::throwInvalidArgument("Expected begin" + at + " in [0, " + std::to_string(dims[i]) + "], but got " +
                                 std::to_string(begin[i]));
    }
    if (size[i] == -1) size[i] = dims[i] - begin[i];
    if (size[i] < 0 || size[i] > dims[i] - begin[i]) {
      core::throwInvalidArgument("Expected size" + at + " in [0, " + std::to_string(dims[i] - begin[i]) +
                                 "], but got " + std::to_string(size[i]));
    }
  }
  for (int64_t& s : size) s = s == -2 ? -1 : s;
  return size;
}

std::vector<TypedShape> inferSlice(const std::vector<TypedShape>& in, const Attrs&) {
  const PartialShape& s = in[0].shape;
  std::vector<int64_t> begin, size;
  bool sizeKnown = constInts(in, 2, &size);
  if (!s.hasRank()) return one(in[0].dtype, sizeKnown ? unknownOfRank(static_cast<int>(size.size())) : s);
  if (!sizeKnown) return one(in[0].dtype, unknownOfRank(s.rank()));
  if (!constInts(in, 1, &begin)) {
    for (int64_t& v : size) v = v < 0 ? -1 : v;
    return one(in[0].dtype, PartialShape(size));
  }
  return one(in[0].dtype, PartialShape(sliceSizes(s.dims(), begin, size)));
}

KernelOutputs kernelSlice(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  const Tensor& x = in[0];
  std::vector<int64_t> begin = intValues(in[1]);
  std::vector<int64_t> size = sliceSizes(x.shape().dims(), begin, intValues(in[2]));
  StridedSlicePlan plan;
  plan.begin = begin;
  plan.count = size;
  plan.stride.assign(size.size(), 1);
  return {gatherElements(x, Shape(size), stridedSliceIndex(x.shape(), plan))};
}

std::vector<Value> gradSlice(const GradArgs& args) {
  using namespace build;  // NOLINT
  Value begin = cast(args.inputs[1], DType::Int32);
  Value after = sub(sub(shape(args.inputs[0]), begin), shape(args.outputs[0]));
  Value paddings = pack({begin, after}, 1);
  return {call1(Op::Pad, {args.grads[0], paddings}), Value(), Value()};
}

// --- StridedSlice(x, begin, end, strides) ---

SliceMasks masksOf(const Attrs& attrs) {
  return {attrInt(attrs, "begin_mask", 0), attrInt(attrs, "end_mask", 0), attrInt(attrs, "ellipsis_mask", 0),
          attrInt(attrs, "new_axis_mask", 0), attrInt(attrs, "shrink_axis_mask", 0)};
}

// The known elements of a slice of an int vector whose elements are partly
// known (tf.shape(x)[0], tf.shape(x)[1:]).
PartialShape slicedElements(const TypedShape& x, const StridedSlicePlan& plan, bool boundsKnown) {
  if (x.constant || !x.valueShape.hasRank() || plan.begin.size() != 1 || !boundsKnown || plan.outDims.size() > 1) {
    return PartialShape();
  }
  const PartialShape& v = x.valueShape;
  Dims elements;
  for (int64_t k = 0, i = plan.begin[0]; k < plan.count[0]; ++k, i += plan.stride[0]) {
    if (i < 0 || i >= v.rank()) return PartialShape();
    elements.push_back(v.dim(static_cast<int>(i)));
  }
  return PartialShape(elements);
}

std::vector<TypedShape> inferStridedSlice(const std::vector<TypedShape>& in, const Attrs& attrs) {
  const PartialShape& s = in[0].shape;
  std::vector<int64_t> begin, end, strides;
  const PartialShape& specShape = in[1].shape;
  if (!s.hasRank() || !constInts(in, 3, &strides) || !specShape.hasRank() || specShape.rank() != 1 ||
      !known(specShape.dim(0))) {
    return one(in[0].dtype, PartialShape());
  }
  bool boundsKnown = constInts(in, 1, &begin) && constInts(in, 2, &end);
  if (!boundsKnown) begin = end = std::vector<int64_t>(strides.size(), 0);
  StridedSlicePlan plan = planStridedSlice(s.dims(), begin, end, strides, masksOf(attrs), boundsKnown);
  std::vector<TypedShape> out = one(in[0].dtype, PartialShape(plan.outDims));
  out[0].valueShape = slicedElements(in[0], plan, boundsKnown);
  return out;
}

KernelOutputs kernelStridedSlice(const std::vector<Tensor>& in, const Attrs& attrs, KernelContext&) {
  const Tensor& x = in[0];
  StridedSlicePlan plan = planStridedSlice(x.shape().dims(), intValues(in[1]), intValues(in[2]), intValues(in[3]),
                                           masksOf(attrs));
  return {gatherElements(x, Shape(plan.outDims), stridedSliceIndex(x.shape(), plan))};
}

std::vector<Value> gradStridedSlice(const GradArgs& args) {
  Value shape = build::shape(args.inputs[0]);
  Value grad = call1(Op::StridedSliceGrad, {shape, args.inputs[1], args.inputs[2], args.inputs[3], args.grads[0]},
                     args.attrs);
  return {grad, Value(), Value(), Value()};
}

// --- StridedSliceGrad(shape, begin, end, strides, dy) ---

std::vector<TypedShape> inferStridedSliceGrad(const std::vector<TypedShape>& in, const Attrs&) {
  std::vector<int64_t> dims;
  if (constInts(in, 0, &dims)) return one(in[4].dtype, PartialShape(dims));
  const PartialShape& s = in[0].shape;
  bool rankKnown = s.hasRank() && s.rank() == 1 && known(s.dim(0));
  return one(in[4].dtype, rankKnown ? unknownOfRank(static_cast<int>(s.dim(0))) : PartialShape());
}

KernelOutputs kernelStridedSliceGrad(const std::vector<Tensor>& in, const Attrs& attrs, KernelContext&) {
  Shape shape(intValues(in[0]));
  StridedSlicePlan plan = planStridedSlice(shape.dims(), intValues(in[1]), intValues(in[2]), intValues(in[3]),
                                           masksOf(attrs));
  std::vector<int64_t> index = stridedSliceIndex(shape, plan);
  const Tensor& dy = in[4];
  if (static_cast<int64_t>(index.size()) != dy.numElements()) {
    core::throwInvalidArgument("shape of dy was " + dy.shape().toErrorString() + " instead of " +
                               dimsString(plan.outDims));
  }
  Tensor out(dy.dtype(), shape);
  for (size_t k = 0; k < index.size(); ++k) copyElement(dy, static_cast<int64_t>(k), out, index[k]);
  return {out};
}

// StridedSliceGrad is linear in dy: its gradient slices the incoming gradient.
std::vector<Value> gradStridedSliceGrad(const GradArgs& args) {
  Value grad = call1(Op::StridedSlice, {args.grads[0], args.inputs[1], args.inputs[2], args.inputs[3]}, args.attrs);
  return {Value(), Value(), Value(), Value(), grad};
}

// --- ResourceStridedSliceAssign(ref, begin, end, strides, value) ---

std::vector<TypedShape> inferSliceAssign(const std::vector<TypedShape>& in, const Attrs&) {
  if (in[0].dtype != DType::Resource) throwTypeMismatch("ResourceStridedSliceAssign", 0, DType::Resource, in[0].dtype);
  return {};
}

// StridedSliceAssignOp: the value must have the slice's final shape (TF does not
// broadcast it); the variable then holds a new tensor with those elements replaced.
KernelOutputs kernelSliceAssign(const std::vector<Tensor>& in, const Attrs& attrs, KernelContext&) {
  VariableStorage& storage = variableStorage(in[0]);
  if (!storage.value.valid()) core::throwInvalidArgument("Variable " + storage.name + " is uninitialized");
  const Tensor& old = storage.value;
  const Tensor& value = in[4];
  StridedSlicePlan plan = planStridedSlice(old.shape().dims(), intValues(in[1]), intValues(in[2]), intValues(in[3]),
                                           masksOf(attrs));
  std::vector<int64_t> index = stridedSliceIndex(old.shape(), plan);
  if (index.empty()) return {};
  if (Shape(plan.outDims) != value.shape()) {
    throw core::TfError("UnimplementedError", "sliced l-value shape " + dimsString(plan.outDims) +
                                                  " does not match r-value shape " + value.shape().toErrorString() +
                                                  ". Automatic broadcasting not yet implemented.");
  }
  if (value.dtype() != old.dtype()) throwTypeMismatch("ResourceStridedSliceAssign", 4, old.dtype(), value.dtype());
  Tensor updated(old.dtype(), old.shape());
  copyBlock(old, 0, updated, 0, old.numElements());
  for (size_t k = 0; k < index.size(); ++k) copyElement(value, static_cast<int64_t>(k), updated, index[k]);
  storage.value = updated;
  return {};
}

}  // namespace

OpDef rowSlice() {
  return {Op::Slice, "Slice", 3, 3, kPure | kDifferentiable, inferSlice, kernelSlice, gradSlice, movementCost};
}
OpDef rowStridedSlice() {
  return {Op::StridedSlice,   "StridedSlice",   4,           4, kPure | kDifferentiable, inferStridedSlice,
          kernelStridedSlice, gradStridedSlice, movementCost};
}
OpDef rowStridedSliceGrad() {
  return {Op::StridedSliceGrad,   "StridedSliceGrad",   5,           5, kPure | kDifferentiable, inferStridedSliceGrad,
          kernelStridedSliceGrad, gradStridedSliceGrad, movementCost};
}

OpDef rowResourceStridedSliceAssign() {
  return {Op::ResourceStridedSliceAssign,
          "ResourceStridedSliceAssign",
          5,
          5,
          kStateful | kSideEffect,
          inferSliceAssign,
          kernelSliceAssign,
          nullptr,
          movementCost};
}

}  // namespace tl::ops
