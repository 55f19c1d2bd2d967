// Cumsum and Cumprod(x, axis): running sums and products along one axis, with
// TensorFlow's exclusive and reverse attrs (kernels/scan_ops.h ScanOp).
#include "ops/builders.h"
#include "ops/op_rows.h"
#include "ops/op_util.h"

namespace tl::ops {
namespace {

// TF's shape function: the axis is a scalar, the output has x's shape.
template <Op kOp>
std::vector<TypedShape> inferScan(const std::vector<TypedShape>& in, const Attrs&) {
  requireDType(opName(kOp), in[0].dtype, {DType::Float32, DType::Float64, DType::Int32, DType::Int64});
  requireDType(opName(kOp), in[1].dtype, {DType::Int32, DType::Int64});
  if (in[1].shape.hasRank() && in[1].shape.rank() != 0) {
    core::throwShapeError("Shape must be rank 0 but is rank " + std::to_string(in[1].shape.rank()),
                          "ScanOp: axis must be a scalar, not " + in[1].shape.toString());
  }
  return one(in[0].dtype, in[0].shape);
}

int64_t scanAxis(const Tensor& axis, int rank) {
  int64_t a = intValues(axis)[0];
  int64_t normalized = a < 0 ? a + rank : a;
  if (normalized < 0 || normalized >= rank) {
    core::throwInvalidArgument("ScanOp: Expected scan axis in the range [" + std::to_string(-rank) + ", " +
                               std::to_string(rank) + "), but got " + std::to_string(normalized));
  }
  return normalized;
}

// out[o, m, i] = op over the elements before m (or after it, reversed), m itself
// included unless exclusive.
template <Op kOp, typename T>
void scan(const T* x, T* out, int64_t outer, int64_t mid, int64_t inner, bool exclusive, bool reverse) {
  for (int64_t o = 0; o < outer; ++o) {
    for (int64_t i = 0; i < inner; ++i) {
      T acc = kOp == Op::Cumsum ? T(0) : T(1);
      for (int64_t step = 0; step < mid; ++step) {
        int64_t m = reverse ? mid - 1 - step : step;
        int64_t at = (o * mid + m) * inner + i;
        T v = x[at];
        if (!exclusive) acc = kOp == Op::Cumsum ? static_cast<T>(acc + v) : static_cast<T>(acc * v);
        out[at] = acc;
        if (exclusive) acc = kOp == Op::Cumsum ? static_cast<T>(acc + v) : static_cast<T>(acc * v);
      }
    }
  }
}

template <Op kOp>
KernelOutputs kernelScan(const std::vector<Tensor>& in, const Attrs& attrs, KernelContext&) {
  const Tensor& x = in[0];
  if (in[1].rank() != 0) core::throwInvalidArgument("ScanOp: axis must be a scalar, not " + in[1].shape().toString());
  int64_t axis = scanAxis(in[1], x.rank());
  Tensor out(x.dtype(), x.shape());
  const Dims& dims = x.shape().dims();
  int64_t outer = product(dims, 0, static_cast<int>(axis)), inner = product(dims, static_cast<int>(axis) + 1, x.rank());
  bool exclusive = attrBool(attrs, "exclusive", false), reverse = attrBool(attrs, "reverse", false);
  visitDType(x.dtype(), opName(kOp), [&](auto t) {
    using T = decltype(t);
    scan<kOp, T>(x.data<T>(), out.data<T>(), outer, dims[axis], inner, exclusive, reverse);
  });
  return {out};
}

Attrs flipped(const Attrs& attrs) {
  return {{"exclusive", attrBool(attrs, "exclusive", false)}, {"reverse", !attrBool(attrs, "reverse", false)}};
}

// math_grad.py _CumsumGrad: the running sum of the gradient the other way.
std::vector<Value> gradCumsum(const GradArgs& args) {
  return {call1(Op::Cumsum, {args.grads[0], args.inputs[1]}, flipped(args.attrs)), Value()};
}

// math_grad.py _CumprodGrad: cumsum(cumprod(x) * grad) the other way, divided by x
// with div_no_nan (0 where x is 0; written here as a Select around RealDiv).
std::vector<Value> gradCumprod(const GradArgs& args) {
  using namespace build;  // NOLINT
  const Value& x = args.inputs[0];
  Attrs same = {{"exclusive", attrBool(args.attrs, "exclusive", false)},
                {"reverse", attrBool(args.attrs, "reverse", false)}};
  Value prod = call1(Op::Cumprod, {x, args.inputs[1]}, same);
  Value out = call1(Op::Cumsum, {mul(prod, args.grads[0]), args.inputs[1]}, flipped(args.attrs));
  Value zero = compare(Op::Equal, x, scalar(0, x.dtype()));
  return {select(zero, zerosLike(out), div(out, x)), Value()};
}

template <Op kOp>
OpDef scanRow(GradFn grad) {
  return {kOp, opName(kOp), 2, 2, kPure | kDifferentiable, inferScan<kOp>, kernelScan<kOp>, grad, elementwiseCost};
}

}  // namespace

OpDef rowCumsum() { return scanRow<Op::Cumsum>(gradCumsum); }
OpDef rowCumprod() { return scanRow<Op::Cumprod>(gradCumprod); }

}  // namespace tl::ops
