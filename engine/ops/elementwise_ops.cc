// Binary elementwise ops (AddV2 ... SquaredDifference): NumPy broadcasting,
// TF dtype rules, float32 through kernels/, other dtypes through scalar_math.h.
#include "ops/broadcast.h"
#include "ops/elementwise_grads.h"
#include "ops/f32_bridge.h"
#include "ops/op_rows.h"
#include "ops/op_util.h"
#include "ops/scalar_math.h"

namespace tl::ops {
namespace {

constexpr Binary binaryOf(Op op) {
  switch (op) {
    case Op::AddV2: return Binary::Add;
    case Op::Sub: return Binary::Sub;
    case Op::Mul: return Binary::Mul;
    case Op::RealDiv: return Binary::Div;
    case Op::FloorDiv: return Binary::FloorDiv;
    case Op::FloorMod: return Binary::FloorMod;
    case Op::Maximum: return Binary::Maximum;
    case Op::Minimum: return Binary::Minimum;
    case Op::Pow: return Binary::Pow;
    default: return Binary::SquaredDifference;
  }
}

template <Op kOp>
std::vector<TypedShape> inferBinary(const std::vector<TypedShape>& in, const Attrs&) {
  const char* name = opName(kOp);
  requireSameDType(name, in, 0, 2);
  bool strings = kOp == Op::AddV2 && in[0].dtype == DType::String;
  if (!strings) {
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
  forEachBroadcast(out.shape(),
                   {broadcastStrides(a.shape(), out.shape()), broadcastStrides(b.shape(), out.shape())},
                   [&](int64_t i, const int64_t* off) { po[i] = binaryValue(op, pa[off[0]], pb[off[1]]); });
}

Tensor concatStrings(const Tensor& a, const Tensor& b) {
  Tensor out(DType::String, core::broadcastShapes(a.shape(), b.shape()));
  forEachBroadcast(out.shape(),
                   {broadcastStrides(a.shape(), out.shape()), broadcastStrides(b.shape(), out.shape())},
                   [&](int64_t i, const int64_t* off) {
                     out.strings()[i] = a.strings()[off[0]] + b.strings()[off[1]];
                   });
  return out;
}

template <Op kOp>
std::vector<Tensor> kernelBinary(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  const Tensor& a = in[0];
  const Tensor& b = in[1];
  if (a.dtype() == DType::String) return {concatStrings(a, b)};
  Tensor out(a.dtype(), core::broadcastShapes(a.shape(), b.shape()));
  constexpr Binary op = binaryOf(kOp);
  switch (a.dtype()) {
    case DType::Float32: f32Binary(op, a, b, out); break;
    case DType::Float64: binaryLoop<double>(op, a, b, out); break;
    case DType::Int32: binaryLoop<int32_t>(op, a, b, out); break;
    case DType::Int64: binaryLoop<int64_t>(op, a, b, out); break;
    default: throwNoKernel(opName(kOp), a.dtype());
  }
  return {out};
}

template <Op kOp>
OpDef binaryRow(uint32_t extraTraits, GradFn grad) {
  uint32_t traits = kPure | kElementwise | kFusibleBinary | extraTraits;
  if (grad) traits |= kDifferentiable;
  return {kOp, opName(kOp), 2, 2, traits, inferBinary<kOp>, kernelBinary<kOp>, grad,
          elementwiseCost};
}

}  // namespace

OpDef rowAddV2() { return binaryRow<Op::AddV2>(kCommutative, gradAddV2); }
OpDef rowSub() { return binaryRow<Op::Sub>(0, gradSub); }
OpDef rowMul() { return binaryRow<Op::Mul>(kCommutative, gradMul); }
OpDef rowRealDiv() { return binaryRow<Op::RealDiv>(0, gradRealDiv); }
OpDef rowFloorDiv() { return binaryRow<Op::FloorDiv>(0, nullptr); }
OpDef rowFloorMod() { return binaryRow<Op::FloorMod>(0, gradFloorMod); }
OpDef rowMaximum() { return binaryRow<Op::Maximum>(kCommutative, gradMaximum); }
OpDef rowMinimum() { return binaryRow<Op::Minimum>(kCommutative, gradMinimum); }
OpDef rowPow() { return binaryRow<Op::Pow>(0, gradPow); }
OpDef rowSquaredDifference() {
  return binaryRow<Op::SquaredDifference>(kCommutative, gradSquaredDifference);
}

}  // namespace tl::ops
