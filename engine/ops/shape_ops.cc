// Shape, Size, Rank, EnsureShape, Fill, ZerosLike, OnesLike, Range, BroadcastGradientArgs,
// InvertPermutation.
#include <cmath>

#include "ops/builders.h"
#include "ops/op_rows.h"
#include "ops/op_util.h"

namespace tl::ops {
namespace {

DType outType(const Attrs& attrs) { return attrDType(attrs, "out_type", DType::Int32); }

std::vector<TypedShape> inferShape(const std::vector<TypedShape>& in, const Attrs& attrs) {
  const PartialShape& s = in[0].shape;
  std::vector<TypedShape> out = one(outType(attrs), PartialShape(Dims{s.hasRank() ? s.rank() : -1}));
  out[0].valueShape = s;
  return out;
}
// TensorFlow's ShapeOp and SizeOp refuse a value their int32 output cannot hold.
KernelOutputs kernelShape(const std::vector<Tensor>& in, const Attrs& attrs, KernelContext&) {
  const Dims& dims = in[0].shape().dims();
  for (size_t i = 0; outType(attrs) == DType::Int32 && i < dims.size(); ++i)
    if (dims[i] > INT32_MAX)  // TensorFlow's text has the double space
      core::throwInvalidArgument("Shape output type is 32-bit  but dim " + std::to_string(i) + " is " +
                                 std::to_string(dims[i]));
  return {intTensor(outType(attrs), dims)};
}

std::vector<TypedShape> inferScalarInt(const std::vector<TypedShape>&, const Attrs& attrs) {
  return one(outType(attrs), Shape{});
}
KernelOutputs kernelSize(const std::vector<Tensor>& in, const Attrs& attrs, KernelContext&) {
  if (outType(attrs) == DType::Int32 && in[0].numElements() > INT32_MAX)
    core::throwInvalidArgument("Number of elements was larger than representable by 32-bit output type");
  return {intTensor(outType(attrs), {in[0].numElements()}, true)};
}
KernelOutputs kernelRank(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  return {Tensor::scalarI32(in[0].rank())};
}

// --- Fill(dims, value) ---

std::vector<TypedShape> inferFill(const std::vector<TypedShape>& in, const Attrs&) {
  if (in[0].shape.hasRank() && in[0].shape.rank() != 1) {
    core::throwInvalidArgument("dims must be a vector, got shape " + dimsString(in[0].shape.dims()));
  }
  if (in[1].shape.hasRank() && in[1].shape.rank() != 0) {
    core::throwInvalidArgument("value must be a scalar, got shape " + dimsString(in[1].shape.dims()));
  }
  return one(in[1].dtype, shapeFromShapeTensor(in, 0));
}

KernelOutputs kernelFill(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  Shape shape(intValues(in[0]));
  for (int64_t d : shape.dims()) {
    if (d < 0) core::throwInvalidArgument("Dimension " + std::to_string(d) + " must be >= 0");
  }
  Tensor out(in[1].dtype(), shape);
  for (int64_t i = 0, n = out.numElements(); i < n; ++i) copyElement(in[1], 0, out, i);
  return {out};
}

std::vector<Value> gradFill(const GradArgs& args) {
  const Value& g = args.grads[0];
  Value axes = build::range(build::scalar(0, DType::Int32), build::rank(g), build::scalar(1, DType::Int32));
  return {Value(), build::sum(g, axes)};
}

// --- ZerosLike / OnesLike ---

std::vector<TypedShape> inferLike(const std::vector<TypedShape>& in, const Attrs&) {
  requireDType("ZerosLike", in[0].dtype, {DType::Float32, DType::Float64, DType::Int32, DType::Int64, DType::Bool});
  return one(in[0].dtype, in[0].shape);
}
KernelOutputs kernelZerosLike(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  return {Tensor(in[0].dtype(), in[0].shape())};
}
KernelOutputs kernelOnesLike(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  return {filled(in[0].dtype(), in[0].shape(), 1)};
}

// --- Range(start, limit, delta) ---

std::string numberText(double v) {
  if (v == std::floor(v) && std::fabs(v) < 1e15) return std::to_string(static_cast<int64_t>(v));
  return std::to_string(v);
}

// An integer range's length, exactly (a double cannot count from 2**60).
int64_t intRangeSize(int64_t start, int64_t limit, int64_t delta) {
  if (delta == 0) core::throwInvalidArgument("Requires delta != 0: 0");
  if (delta > 0 && start > limit) {
    core::throwInvalidArgument("Requires start <= limit when delta > 0: " + std::to_string(start) + "/" +
                               std::to_string(limit));
  }
  if (delta < 0 && start < limit) {
    core::throwInvalidArgument("Requires start >= limit when delta < 0: " + std::to_string(start) + "/" +
                               std::to_string(limit));
  }
  __int128 span = static_cast<__int128>(limit) - start, step = delta;
  if (span < 0) span = -span;
  if (step < 0) step = -step;
  return static_cast<int64_t>(span / step + (span % step != 0 ? 1 : 0));
}

int64_t rangeSize(double start, double limit, double delta) {
  if (delta == 0) core::throwInvalidArgument("Requires delta != 0: " + numberText(delta));
  if (delta > 0 && start > limit) {
    core::throwInvalidArgument("Requires start <= limit when delta > 0: " + numberText(start) + "/" +
                               numberText(limit));
  }
  if (delta < 0 && start < limit) {
    core::throwInvalidArgument("Requires start >= limit when delta < 0: " + numberText(start) + "/" +
                               numberText(limit));
  }
  const double size = std::ceil(std::fabs((limit - start) / delta));
  if (!(size < 9223372036854775808.0))
    core::throwInvalidArgument("Requires ((limit - start) / delta) <= 9223372036854775807");
  return static_cast<int64_t>(size);
}

std::vector<TypedShape> inferRange(const std::vector<TypedShape>& in, const Attrs&) {
  requireSameDType("Range", in, 0, 3);
  requireDType("Range", in[0].dtype, {DType::Float32, DType::Float64, DType::Int32, DType::Int64});
  for (int i = 0; i < 3; ++i) {
    const PartialShape& s = in[i].shape;
    if (s.hasRank() && s.rank() != 0) {
      static const char* kNames[] = {"start", "limit", "delta"};
      core::throwInvalidArgument(std::string(kNames[i]) + " must be a scalar, not shape " + dimsString(s.dims()));
    }
  }
  int64_t n = -1;
  const bool integer = core::isInteger(in[0].dtype);
  if (in[0].constant && in[1].constant && in[2].constant) {
    const Tensor *start = in[0].constant, *limit = in[1].constant, *delta = in[2].constant;
    n = integer ? intRangeSize(start->elementAsInt64(0), limit->elementAsInt64(0), delta->elementAsInt64(0))
                : rangeSize(start->elementAsDouble(0), limit->elementAsDouble(0), delta->elementAsDouble(0));
  } else if (integer) {  // tf.range(tf.shape(x)[0]) of a known dim
    int64_t bound[3];
    bool allKnown = true;
    for (int i = 0; i < 3; ++i) {
      PartialShape e = knownIntElements(in[i]);
      allKnown = allKnown && e.hasRank() && e.rank() == 1 && known(e.dim(0));
      if (allKnown) bound[i] = e.dim(0);
    }
    if (allKnown) n = intRangeSize(bound[0], bound[1], bound[2]);
  }
  return one(in[0].dtype, PartialShape(Dims{n}));
}

KernelOutputs kernelRange(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  DType dtype = in[0].dtype();
  Tensor out;
  visitDType(dtype, "Range", [&](auto tag) {
    using T = decltype(tag);
    T start = in[0].data<T>()[0], limit = in[1].data<T>()[0], delta = in[2].data<T>()[0];
    int64_t n = 0;
    if constexpr (std::is_integral_v<T>) n = intRangeSize(start, limit, delta);
    else n = rangeSize(static_cast<double>(start), static_cast<double>(limit), static_cast<double>(delta));
    out = Tensor(dtype, Shape{n});
    for (int64_t i = 0; i < n; ++i) out.data<T>()[i] = static_cast<T>(start + static_cast<T>(i) * delta);
  });
  return {out};
}

// --- BroadcastGradientArgs(s0, s1) -> (r0, r1) ---

std::vector<TypedShape> inferBGA(const std::vector<TypedShape>& in, const Attrs&) {
  requireSameDType("BroadcastGradientArgs", in, 0, 2);
  std::vector<TypedShape> out = one(in[0].dtype, PartialShape(Dims{-1}));
  out.push_back(out[0]);
  return out;
}

KernelOutputs kernelBGA(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  std::vector<int64_t> a = intValues(in[0]), b = intValues(in[1]);
  core::broadcastShapes(Shape(a), Shape(b));  // raises "Incompatible shapes"
  size_t rank = std::max(a.size(), b.size());
  a.insert(a.begin(), rank - a.size(), 1);
  b.insert(b.begin(), rank - b.size(), 1);
  std::vector<int64_t> ra, rb;
  for (size_t i = 0; i < rank; ++i) {
    if (a[i] == 1) ra.push_back(static_cast<int64_t>(i));
    if (b[i] == 1) rb.push_back(static_cast<int64_t>(i));
  }
  return {intTensor(in[0].dtype(), ra), intTensor(in[0].dtype(), rb)};
}

// --- InvertPermutation ---

std::vector<TypedShape> inferInvert(const std::vector<TypedShape>& in, const Attrs&) {
  requireDType("InvertPermutation", in[0].dtype, {DType::Int32, DType::Int64});
  return one(in[0].dtype, in[0].shape);
}

KernelOutputs kernelInvert(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  std::vector<int64_t> perm = intValues(in[0]);
  std::vector<int64_t> inverse(perm.size(), -1);
  for (size_t i = 0; i < perm.size(); ++i) {
    int64_t p = perm[i];
    if (p < 0 || p >= static_cast<int64_t>(perm.size()) || inverse[p] != -1) {
      core::throwInvalidArgument(std::to_string(p) + " is not between 0 and " + std::to_string(perm.size()) +
                                 " or is duplicated");
    }
    inverse[p] = static_cast<int64_t>(i);
  }
  return {intTensor(in[0].dtype(), inverse)};
}

// --- EnsureShape(x) {shape} ---

PartialShape ensuredShape(const Attrs& attrs) {
  const PartialShape* shape = attr<PartialShape>(attrs, "shape");
  return shape ? *shape : PartialShape();
}

std::vector<TypedShape> inferEnsureShape(const std::vector<TypedShape>& in, const Attrs& attrs) {
  PartialShape expected = ensuredShape(attrs), merged;
  std::string graphMessage = mergeShapes(in[0].shape, expected, &merged);
  if (!graphMessage.empty()) {
    core::throwShapeError(graphMessage, "Shape of tensor input " + in[0].shape.toDebugString() +
                                            " is not compatible with expected shape " + expected.toDebugString() + ".");
  }
  return one(in[0].dtype, merged);
}

KernelOutputs kernelEnsureShape(const std::vector<Tensor>& in, const Attrs& attrs, KernelContext&) {
  PartialShape expected = ensuredShape(attrs);
  if (!PartialShape(in[0].shape()).isCompatibleWith(expected)) {
    core::throwInvalidArgument("Shape of tensor input " + in[0].shape().toErrorString() +
                               " is not compatible with expected shape " + expected.toDebugString() + ".");
  }
  return {in[0]};
}

std::vector<Value> gradEnsureShape(const GradArgs& args) { return {args.grads[0]}; }

constexpr uint32_t kShapeTraits = kPure;

}  // namespace

OpDef rowEnsureShape() {
  return {Op::EnsureShape,   "EnsureShape",   1,           1, kPure | kDifferentiable, inferEnsureShape,
          kernelEnsureShape, gradEnsureShape, movementCost};
}
OpDef rowShape() { return {Op::Shape, "Shape", 1, 1, kShapeTraits, inferShape, kernelShape, nullptr, zeroCost}; }
OpDef rowSize() { return {Op::Size, "Size", 1, 1, kShapeTraits, inferScalarInt, kernelSize, nullptr, zeroCost}; }
OpDef rowRank() { return {Op::Rank, "Rank", 1, 1, kShapeTraits, inferScalarInt, kernelRank, nullptr, zeroCost}; }
OpDef rowFill() {
  return {Op::Fill, "Fill", 2, 2, kPure | kDifferentiable, inferFill, kernelFill, gradFill, movementCost};
}
OpDef rowZerosLike() {
  return {Op::ZerosLike, "ZerosLike", 1, 1, kPure, inferLike, kernelZerosLike, nullptr, movementCost};
}
OpDef rowOnesLike() {
  return {Op::OnesLike, "OnesLike", 1, 1, kPure, inferLike, kernelOnesLike, nullptr, movementCost};
}
OpDef rowRange() { return {Op::Range, "Range", 3, 3, kPure, inferRange, kernelRange, nullptr, movementCost}; }
OpDef rowBroadcastGradientArgs() {
  return {Op::BroadcastGradientArgs, "BroadcastGradientArgs", 2, 2, kPure, inferBGA, kernelBGA, nullptr, zeroCost};
}
OpDef rowInvertPermutation() {
  return {Op::InvertPermutation, "InvertPermutation", 1, 1, kPure, inferInvert, kernelInvert, nullptr, zeroCost};
}

}  // namespace tl::ops
