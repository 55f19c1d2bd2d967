// Sum, Prod, Mean, Max, Min, Any, All (axes input, keep_dims attr), ArgMax and ArgMin.
#include <algorithm>
#include <limits>

#include "ops/builders.h"
#include "ops/f32_bridge.h"
#include "ops/op_rows.h"
#include "ops/op_util.h"

namespace tl::ops {
namespace {

using kernels::Reduce;

constexpr Reduce reduceOf(Op op) {
  switch (op) {
    case Op::Sum: return Reduce::Sum;
    case Op::Mean: return Reduce::Mean;
    case Op::Max: return Reduce::Max;
    default: return Reduce::Min;
  }
}

// Which axes are reduced; raises TF's errors for out-of-range or repeated axes.
std::vector<bool> reducedAxes(const std::vector<int64_t>& axes, int rank) {
  std::vector<bool> reduced(rank, false);
  for (int64_t a : axes) {
    if (a < -rank || a >= rank) {
      core::throwInvalidArgument("Invalid reduction dimension (" + std::to_string(a) + " for input with " +
                                 std::to_string(rank) + " dimension(s)");
    }
    int64_t axis = normalizeAxis(a, rank);
    if (reduced[axis]) {
      core::throwInvalidArgument("Invalid reduction arguments: Axes contains duplicate dimension: " +
                                 std::to_string(axis));
    }
    reduced[axis] = true;
  }
  return reduced;
}

Dims reducedDims(const Dims& dims, const std::vector<bool>& reduced, bool keep) {
  Dims out;
  for (size_t i = 0; i < dims.size(); ++i) {
    if (!reduced[i]) out.push_back(dims[i]);
    else if (keep) out.push_back(1);
  }
  return out;
}

template <Op kOp>
std::vector<TypedShape> inferReduce(const std::vector<TypedShape>& in, const Attrs& attrs) {
  requireDType(opName(kOp), in[0].dtype, {DType::Float32, DType::Float64, DType::Int32, DType::Int64});
  requireDType(opName(kOp), in[1].dtype, {DType::Int32, DType::Int64});
  const PartialShape& s = in[0].shape;
  bool keep = attrBool(attrs, "keep_dims", false);
  std::vector<int64_t> axes;
  if (!s.hasRank()) return one(in[0].dtype, PartialShape());
  if (!constInts(in, 1, &axes)) return one(in[0].dtype, keep ? unknownOfRank(s.rank()) : PartialShape());
  return one(in[0].dtype, PartialShape(reducedDims(s.dims(), reducedAxes(axes, s.rank()), keep)));
}

template <typename T>
T reduceStart(Reduce op) {
  if (op == Reduce::Max) {
    return std::numeric_limits<T>::has_infinity ? -std::numeric_limits<T>::infinity()
                                                : std::numeric_limits<T>::lowest();
  }
  if (op == Reduce::Min) {
    return std::numeric_limits<T>::has_infinity ? std::numeric_limits<T>::infinity() : std::numeric_limits<T>::max();
  }
  return T(0);
}

// out[o, i] = reduce over m of x[o, m, i]; Mean is summed here and divided later.
template <typename T>
void reduceMid(Reduce op, const T* x, int64_t outer, int64_t mid, int64_t inner, T* out) {
  if constexpr (std::is_same_v<T, float>) {
    if (mid > 0) return f32Reduce(op == Reduce::Mean ? Reduce::Sum : op, x, outer, mid, inner, out);
  }
  for (int64_t o = 0; o < outer; ++o) {
    for (int64_t i = 0; i < inner; ++i) {
      T acc = reduceStart<T>(op);
      for (int64_t m = 0; m < mid; ++m) {
        T v = x[(o * mid + m) * inner + i];
        if (op == Reduce::Max) acc = v > acc ? v : acc;
        else if (op == Reduce::Min) acc = v < acc ? v : acc;
        else acc = static_cast<T>(acc + v);
      }
      out[o * inner + i] = acc;
    }
  }
}

template <typename T>
Tensor reduceTensor(Reduce op, const Tensor& x, const std::vector<bool>& reduced) {
  Tensor current = x;
  Dims dims = x.shape().dims();
  int64_t count = 1;
  for (int a = x.rank() - 1; a >= 0; --a) {
    if (!reduced[a]) continue;
    int64_t outer = 1, inner = 1, mid = dims[a];
    for (int d = 0; d < a; ++d) outer *= dims[d];
    for (int d = a + 1; d < x.rank(); ++d) inner *= dims[d];
    dims[a] = 1;
    Tensor next(x.dtype(), Shape(dims));
    reduceMid<T>(op, current.data<T>(), outer, mid, inner, next.data<T>());
    current = next;
    count *= mid;
  }
  if (op == Reduce::Mean && count != 1) {
    Tensor scaled(x.dtype(), current.shape());
    for (int64_t i = 0, n = current.numElements(); i < n; ++i) {
      scaled.data<T>()[i] = count ? static_cast<T>(current.data<T>()[i] / static_cast<T>(count))
                                  : std::numeric_limits<T>::quiet_NaN();
    }
    current = scaled;
  }
  return current;
}

// Prod: the product over the reduced axes, one axis at a time.
template <typename T>
Tensor prodTensor(const Tensor& x, const std::vector<bool>& reduced) {
  Tensor current = x;
  Dims dims = x.shape().dims();
  for (int a = x.rank() - 1; a >= 0; --a) {
    if (!reduced[a]) continue;
    int64_t outer = product(dims, 0, a), mid = dims[a], inner = product(dims, a + 1, x.rank());
    dims[a] = 1;
    Tensor next(x.dtype(), Shape(dims));
    const T* in = current.data<T>();
    for (int64_t o = 0; o < outer; ++o) {
      for (int64_t i = 0; i < inner; ++i) {
        T acc = T(1);
        for (int64_t m = 0; m < mid; ++m) acc = static_cast<T>(acc * in[(o * mid + m) * inner + i]);
        next.data<T>()[o * inner + i] = acc;
      }
    }
    current = next;
  }
  return current;
}

template <Op kOp>
KernelOutputs kernelReduce(const std::vector<Tensor>& in, const Attrs& attrs, KernelContext&) {
  const Tensor& x = in[0];
  std::vector<bool> reduced = reducedAxes(intValues(in[1]), x.rank());
  Shape outShape(reducedDims(x.shape().dims(), reduced, attrBool(attrs, "keep_dims", false)));
  Tensor out;
  visitDType(x.dtype(), opName(kOp), [&](auto tag) {
    using T = decltype(tag);
    if constexpr (std::is_same_v<T, bool>) return;
    else if constexpr (kOp == Op::Prod) out = prodTensor<T>(x, reduced);
    else out = reduceTensor<T>(reduceOf(kOp), x, reduced);
  });
  return {out.reshaped(outShape)};
}

std::vector<Value> gradSum(const GradArgs& args) {
  using namespace build;  // NOLINT
  const Value& x = args.inputs[0];
  Value kept = reshape(args.grads[0], keptDimsShape(x, args.inputs[1]));
  return {broadcastTo(kept, shape(x)), Value()};
}

std::vector<Value> gradMean(const GradArgs& args) {
  using namespace build;  // NOLINT
  DType dtype = args.inputs[0].dtype();
  Value summed = gradSum(args)[0];
  Value outSize = maximum(cast(size(args.outputs[0]), dtype), scalar(1, dtype));
  Value factor = div(cast(size(args.inputs[0]), dtype), outSize);
  return {div(summed, factor), Value()};
}

// TF's _MinOrMaxGrad: the gradient is split evenly between tied extremes.
std::vector<Value> gradMinOrMax(const GradArgs& args) {
  using namespace build;  // NOLINT
  const Value& x = args.inputs[0];
  Value kept = keptDimsShape(x, args.inputs[1]);
  Value y = reshape(args.outputs[0], kept);
  Value g = reshape(args.grads[0], kept);
  Value indicators = cast(compare(Op::Equal, y, x), x.dtype());
  Value count = sum(indicators, args.inputs[1], true);
  return {mul(div(indicators, count), g), Value()};
}

// math_grad.py _ProdGrad: each element's gradient is the product of the others of
// its group, from exclusive cumprods from both ends once the reduced axes are moved
// to the front and flattened. TensorFlow finds the other axes with ListDiff; here
// they come from the axes known while building (unknown ones are refused).
std::vector<Value> gradProd(const GradArgs& args) {
  using namespace build;  // NOLINT
  const Value& x = args.inputs[0];
  const Tensor* axes = constantValue(args.inputs[1]);
  if (!axes || !x.shape().hasRank()) {
    throw core::TfError("UnimplementedError", "the gradient of Prod needs the reduced axes and the input's rank");
  }
  Value g = broadcastTo(reshape(args.grads[0], keptDimsShape(x, args.inputs[1])), shape(x));
  std::vector<bool> reduced = reducedAxes(intValues(*axes), x.shape().rank());
  std::vector<int64_t> front, back;
  for (size_t a = 0; a < reduced.size(); ++a) (reduced[a] ? front : back).push_back(static_cast<int64_t>(a));
  std::vector<int64_t> perm = front, inverse(reduced.size());
  perm.insert(perm.end(), back.begin(), back.end());
  for (size_t i = 0; i < perm.size(); ++i) inverse[perm[i]] = static_cast<int64_t>(i);
  auto count = [&](const std::vector<int64_t>& dims) {
    return call1(Op::Prod, {call1(Op::GatherV2, {shape(x), ints(dims), scalar(0, DType::Int32)}), ints({0})});
  };
  Value permuted = transpose(x, ints(perm));
  Value flat = reshape(permuted, pack({count(front), count(back)}));
  Value left = call1(Op::Cumprod, {flat, scalar(0, DType::Int32)}, {{"exclusive", true}});
  Value right = call1(Op::Cumprod, {flat, scalar(0, DType::Int32)}, {{"exclusive", true}, {"reverse", true}});
  Value others = reshape(mul(left, right), shape(permuted));
  return {reshape(mul(g, transpose(others, ints(inverse))), shape(x)), Value()};
}

template <Op kOp>
OpDef reduceRow(GradFn grad) {
  return {kOp, opName(kOp), 2, 2, kPure | kDifferentiable, inferReduce<kOp>, kernelReduce<kOp>, grad, elementwiseCost};
}

// --- Any / All(input, axes): logical or / and of bools ---

template <Op kOp>
std::vector<TypedShape> inferLogicalReduce(const std::vector<TypedShape>& in, const Attrs& attrs) {
  if (in[0].dtype != DType::Bool) throwTypeMismatch(opName(kOp), 0, DType::Bool, in[0].dtype);
  requireDType(opName(kOp), in[1].dtype, {DType::Int32, DType::Int64});
  const PartialShape& s = in[0].shape;
  bool keep = attrBool(attrs, "keep_dims", false);
  std::vector<int64_t> axes;
  if (!s.hasRank()) return one(DType::Bool, PartialShape());
  if (!constInts(in, 1, &axes)) return one(DType::Bool, keep ? unknownOfRank(s.rank()) : PartialShape());
  return one(DType::Bool, PartialShape(reducedDims(s.dims(), reducedAxes(axes, s.rank()), keep)));
}

template <Op kOp>
KernelOutputs kernelLogicalReduce(const std::vector<Tensor>& in, const Attrs& attrs, KernelContext&) {
  const Tensor& x = in[0];
  std::vector<bool> reduced = reducedAxes(intValues(in[1]), x.rank());
  Shape outShape(reducedDims(x.shape().dims(), reduced, attrBool(attrs, "keep_dims", false)));
  const bool start = kOp == Op::All;
  Dims kept = x.shape().dims();
  for (int a = 0; a < x.rank(); ++a)
    if (reduced[a]) kept[a] = 1;
  Tensor out(DType::Bool, Shape(kept));
  for (int64_t i = 0, n = out.numElements(); i < n; ++i) out.data<bool>()[i] = start;
  // Each input element folds into the output element with its reduced axes at 0.
  std::vector<int64_t> index(x.rank(), 0);
  for (int64_t i = 0, n = x.numElements(); i < n; ++i) {
    int64_t at = 0;
    for (int a = 0; a < x.rank(); ++a) at = at * kept[a] + (reduced[a] ? 0 : index[a]);
    bool v = x.data<bool>()[i];
    out.data<bool>()[at] = start ? (out.data<bool>()[at] && v) : (out.data<bool>()[at] || v);
    for (int a = x.rank() - 1; a >= 0 && ++index[a] == x.shape().dims()[a]; --a) index[a] = 0;
  }
  return {out.reshaped(outShape)};
}

template <Op kOp>
OpDef logicalRow() {
  return {kOp, opName(kOp), 2, 2, kPure, inferLogicalReduce<kOp>, kernelLogicalReduce<kOp>, nullptr, elementwiseCost};
}

// --- ArgMax / ArgMin(input, dimension): the first extreme along the axis ---

int64_t argAxis(int64_t axis, int rank) {
  if (axis < -rank || axis >= rank) {
    core::throwInvalidArgument("Expected dimension in the range [" + std::to_string(-rank) + ", " +
                               std::to_string(rank) + "), but got " + std::to_string(axis));
  }
  return normalizeAxis(axis, rank);
}

template <Op kOp>
std::vector<TypedShape> inferArgExtreme(const std::vector<TypedShape>& in, const Attrs& attrs) {
  requireDType(opName(kOp), in[0].dtype, {DType::Float32, DType::Float64, DType::Int32, DType::Int64});
  DType out = attrDType(attrs, "output_type", DType::Int64);
  const PartialShape& s = in[0].shape;
  std::vector<int64_t> axis;
  if (!s.hasRank()) return one(out, s);
  if (!constInts(in, 1, &axis)) return one(out, unknownOfRank(std::max(0, s.rank() - 1)));
  Dims dims = s.dims();
  dims.erase(dims.begin() + argAxis(axis[0], s.rank()));
  return one(out, PartialShape(dims));
}

template <Op kOp>
KernelOutputs kernelArgExtreme(const std::vector<Tensor>& in, const Attrs& attrs, KernelContext&) {
  const Tensor& x = in[0];
  int64_t axis = argAxis(intValues(in[1])[0], x.rank());
  Dims dims = x.shape().dims();
  int64_t mid = dims[axis], outer = 1, inner = 1;
  if (mid == 0) {
    core::throwInvalidArgument("Reduction axis " + std::to_string(axis) + " is empty in shape " +
                               x.shape().toErrorString());
  }
  for (int64_t d = 0; d < axis; ++d) outer *= dims[d];
  for (size_t d = axis + 1; d < dims.size(); ++d) inner *= dims[d];
  dims.erase(dims.begin() + axis);
  std::vector<int64_t> best(static_cast<size_t>(outer * inner), 0);
  for (int64_t o = 0; o < outer; ++o) {
    for (int64_t i = 0; i < inner; ++i) {
      int64_t at = 0;
      for (int64_t m = 1; m < mid; ++m) {
        double v = x.elementAsDouble((o * mid + m) * inner + i), top = x.elementAsDouble((o * mid + at) * inner + i);
        if (kOp == Op::ArgMax ? v > top : v < top) at = m;
      }
      best[o * inner + i] = at;
    }
  }
  return {intTensor(attrDType(attrs, "output_type", DType::Int64), best).reshaped(Shape(dims))};
}

template <Op kOp>
OpDef argRow() {
  return {kOp, opName(kOp), 2, 2, kPure, inferArgExtreme<kOp>, kernelArgExtreme<kOp>, nullptr, elementwiseCost};
}

}  // namespace

OpDef rowSum() { return reduceRow<Op::Sum>(gradSum); }
OpDef rowProd() { return reduceRow<Op::Prod>(gradProd); }
OpDef rowMean() { return reduceRow<Op::Mean>(gradMean); }
OpDef rowMax() { return reduceRow<Op::Max>(gradMinOrMax); }
OpDef rowMin() { return reduceRow<Op::Min>(gradMinOrMax); }
OpDef rowArgMax() { return argRow<Op::ArgMax>(); }
OpDef rowArgMin() { return argRow<Op::ArgMin>(); }
OpDef rowAny() { return logicalRow<Op::Any>(); }
OpDef rowAll() { return logicalRow<Op::All>(); }

}  // namespace tl::ops
