// Binary elementwise ops (AddV2 ... SquaredDifference, Atan2, Xdivy, DivNoNan): NumPy broadcasting,
// TF dtype rules, float32 through kernels/, other dtypes through scalar_math.h.
#include "ops/broadcast.h"
#include "ops/elementwise_grads.h"
#include "ops/f32_bridge.h"
#include "ops/math_grads.h"
#include "ops/op_rows.h"
#include "ops/op_util.h"
#include "ops/scalar_math.h"

namespace tl::ops {
namespace {

// Atan2, Xdivy and DivNoNan: TF registers them for floating types only.
constexpr bool floatsOnly(Op op) { return op == Op::Atan2 || op == Op::Xdivy || op == Op::DivNoNan; }

template <Op kOp>
std::vector<TypedShape> inferBinary(const std::vector<TypedShape>& in, const Attrs&) {
  const char* name = opName(kOp);
  requireSameDType(name, in, 0, 2);
  bool strings = kOp == Op::AddV2 && in[0].dtype == DType::String;
  if (floatsOnly(kOp)) {
    requireDType(name, in[0].dtype, {DType::Float32, DType::Float64});
  } else if (!strings) {
    requireDType(name, in[0].dtype, {DType::Float32, DType::Float64, DType::Int32, DType::Int64});
  }
  return one(in[0].dtype, core::broadcastPartialShapes(in[0].shape, in[1].shape));
}

template <typename T>
void binaryLoop(Binary op, const Tensor& a, const Tensor& b, Tensor& out) {
  const T* pa = a.data<T>();
  const T* pb = b.data<T>();
  T* po = out.data<T>();
  int64_t n = out.numElements();
  if (a.shape() == b.shape()) {
    for (int64_t i = 0; i < n; ++i) po[i] = binaryValue(op, pa[i], pb[i]);
    return;
  }
  forEachBroadcast(out.shape(), {broadcastStrides(a.shape(), out.shape()), broadcastStrides(b.shape(), out.shape())},
                   [&](int64_t i, const int64_t* off) { po[i] = binaryValue(op, pa[off[0]], pb[off[1]]); });
}

Tensor concatStrings(const Tensor& a, const Tensor& b) {
  Tensor out(DType::String, core::broadcastShapes(a.shape(), b.shape()));
  forEachBroadcast(out.shape(), {broadcastStrides(a.shape(), out.shape()), broadcastStrides(b.shape(), out.shape())},
                   [&](int64_t i, const int64_t* off) {
                     out.strings()[i] = a.strings()[off[0]] + b.strings()[off[1]];
                   });
  return out;
}

template <Op kOp, Binary kFn>
KernelOutputs kernelBinary(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  const Tensor& a = in[0];
  const Tensor& b = in[1];
  if (a.dtype() == DType::String) return {concatStrings(a, b)};
  Tensor out(a.dtype(), core::broadcastShapes(a.shape(), b.shape()));
  constexpr Binary op = kFn;
  switch (a.dtype()) {
    case DType::Float32: f32Binary(op, a, b, out); break;
    case DType::Float64: binaryLoop<double>(op, a, b, out); break;
    case DType::Int32: binaryLoop<int32_t>(op, a, b, out); break;
    case DType::Int64: binaryLoop<int64_t>(op, a, b, out); break;
    default: throwNoKernel(opName(kOp), a.dtype());
  }
  return {out};
}

// An op computing kernels' binary function kFn elementwise, with broadcasting.
template <Op kOp, Binary kFn>
OpDef binaryRow(uint32_t extraTraits, GradFn grad) {
  uint32_t traits = kPure | kElementwise | extraTraits;
  if (grad) traits |= kDifferentiable;
  return {kOp,
          opName(kOp),
          2,
          2,
          traits,
          inferBinary<kOp>,
          kernelBinary<kOp, kFn>,
          grad,
          elementwiseCost,
          ElementwiseFn::of(kFn)};
}

}  // namespace

OpDef rowAddV2() { return withOperator(binaryRow<Op::AddV2, Binary::Add>(kCommutative, gradAddV2), "+", "add"); }
OpDef rowSub() { return withOperator(binaryRow<Op::Sub, Binary::Sub>(0, gradSub), "-", "sub"); }
OpDef rowMul() { return withOperator(binaryRow<Op::Mul, Binary::Mul>(kCommutative, gradMul), "*", "mul"); }
OpDef rowRealDiv() { return withOperator(binaryRow<Op::RealDiv, Binary::Div>(0, gradRealDiv), "/", "truediv"); }
OpDef rowFloorDiv() { return withOperator(binaryRow<Op::FloorDiv, Binary::FloorDiv>(0, nullptr), "//", "floordiv"); }
OpDef rowFloorMod() { return withOperator(binaryRow<Op::FloorMod, Binary::FloorMod>(0, gradFloorMod), "%", "mod"); }
OpDef rowMaximum() { return binaryRow<Op::Maximum, Binary::Maximum>(kCommutative, gradMaximum); }
OpDef rowMinimum() { return binaryRow<Op::Minimum, Binary::Minimum>(kCommutative, gradMinimum); }
OpDef rowPow() { return withOperator(binaryRow<Op::Pow, Binary::Pow>(0, gradPow), "**", "pow"); }
OpDef rowSquaredDifference() {
  return binaryRow<Op::SquaredDifference, Binary::SquaredDifference>(kCommutative, gradSquaredDifference);
}

OpDef rowAtan2() { return binaryRow<Op::Atan2, Binary::Atan2>(0, gradAtan2); }
OpDef rowXdivy() { return binaryRow<Op::Xdivy, Binary::Xdivy>(0, gradXdivy); }
OpDef rowDivNoNan() { return binaryRow<Op::DivNoNan, Binary::DivNoNan>(0, gradDivNoNan); }

}  // namespace tl::ops
