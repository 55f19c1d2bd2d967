// MatMul, BiasAdd, BiasAddGrad and the fused MatMul(+bias)(+relu) of passes/.
#include "ops/builders.h"
#include "ops/f32_bridge.h"
#include "ops/op_rows.h"
#include "ops/op_util.h"

namespace tl::ops {
namespace {

struct MatMulDims {
  int64_t m, n, k;
};

void requireMatrix(const PartialShape& s, int index) {
  std::string graphMessage = withRank(s, 2);
  if (!graphMessage.empty()) {
    core::throwShapeError(graphMessage, "In[" + std::to_string(index) + "] is not a matrix. Instead it has shape " +
                                            dimsString(s.dims()));
  }
}

std::vector<TypedShape> inferMatMul(const std::vector<TypedShape>& in, const Attrs& attrs) {
  requireSameDType("MatMul", in, 0, 2);
  requireDType("MatMul", in[0].dtype, {DType::Float32, DType::Float64, DType::Int32, DType::Int64});
  const PartialShape& a = in[0].shape;
  const PartialShape& b = in[1].shape;
  requireMatrix(a, 0);
  requireMatrix(b, 1);
  bool ta = attrBool(attrs, "transpose_a", false), tb = attrBool(attrs, "transpose_b", false);
  int64_t m = a.hasRank() ? a.dim(ta ? 1 : 0) : -1, ka = a.hasRank() ? a.dim(ta ? 0 : 1) : -1;
  int64_t kb = b.hasRank() ? b.dim(tb ? 1 : 0) : -1, n = b.hasRank() ? b.dim(tb ? 0 : 1) : -1;
  int64_t k = 0;
  std::string graphMessage = mergeDims(ka, kb, &k);
  if (!graphMessage.empty()) {
    core::throwShapeError(graphMessage, "Matrix size-incompatible: In[0]: " + dimsString(a.dims()) +
                                            ", In[1]: " + dimsString(b.dims()));
  }
  return one(in[0].dtype, PartialShape(Dims{m, n}));
}

MatMulDims matmulDims(const Tensor& a, const Tensor& b, bool ta, bool tb) {
  return {a.shape().dim(ta ? 1 : 0), b.shape().dim(tb ? 0 : 1), a.shape().dim(ta ? 0 : 1)};
}

template <typename T>
void gemmLoop(const Tensor& a, const Tensor& b, bool ta, bool tb, const T* bias, bool relu, Tensor& out) {
  MatMulDims d = matmulDims(a, b, ta, tb);
  const T* pa = a.data<T>();
  const T* pb = b.data<T>();
  T* pc = out.data<T>();
  for (int64_t i = 0; i < d.m; ++i) {
    for (int64_t j = 0; j < d.n; ++j) {
      T acc = bias ? bias[j] : T(0);
      for (int64_t p = 0; p < d.k; ++p) {
        acc += pa[ta ? p * d.m + i : i * d.k + p] * pb[tb ? j * d.k + p : p * d.n + j];
      }
      pc[i * d.n + j] = (relu && acc < T(0)) ? T(0) : acc;
    }
  }
}

Tensor matmulTensor(const Tensor& a, const Tensor& b, bool ta, bool tb, const Tensor* bias, bool relu) {
  MatMulDims d = matmulDims(a, b, ta, tb);
  Tensor out(a.dtype(), Shape{d.m, d.n});
  if (a.dtype() == DType::Float32) {
    f32Gemm(ta, tb, d.m, d.n, d.k, a.data<float>(), b.data<float>(), out.data<float>(),
            bias ? bias->data<float>() : nullptr, relu);
    return out;
  }
  visitDType(a.dtype(), "MatMul", [&](auto tag) {
    using T = decltype(tag);
    if constexpr (!std::is_same_v<T, bool>) {
      gemmLoop<T>(a, b, ta, tb, bias ? bias->data<T>() : nullptr, relu, out);
    }
  });
  return out;
}

KernelOutputs kernelMatMul(const std::vector<Tensor>& in, const Attrs& attrs, KernelContext&) {
  bool ta = attrBool(attrs, "transpose_a", false), tb = attrBool(attrs, "transpose_b", false);
  return {matmulTensor(in[0], in[1], ta, tb, nullptr, false)};
}

std::vector<Value> gradMatMul(const GradArgs& args) {
  using build::matmul;
  bool ta = attrBool(args.attrs, "transpose_a", false);
  bool tb = attrBool(args.attrs, "transpose_b", false);
  const Value &a = args.inputs[0], &b = args.inputs[1], &g = args.grads[0];
  if (!ta && !tb) return {matmul(g, b, false, true), matmul(a, g, true, false)};
  if (!ta && tb) return {matmul(g, b, false, false), matmul(g, a, true, false)};
  if (ta && !tb) return {matmul(b, g, false, true), matmul(a, g, false, false)};
  return {matmul(b, g, true, true), matmul(g, a, true, true)};
}

Cost costMatMul(const std::vector<TypedShape>& in, const std::vector<TypedShape>& out, const Attrs& attrs) {
  Cost c = movementCost(in, out, attrs);
  const PartialShape& a = in[0].shape;
  if (!a.isFullyDefined() || !out[0].shape.isFullyDefined()) return c;
  int64_t k = a.dim(attrBool(attrs, "transpose_a", false) ? 0 : 1);
  c.flops = 2.0 * knownElements(out[0]) * static_cast<double>(k);
  return c;
}

// --- BiasAdd ---

void checkBias(const PartialShape& value, const PartialShape& bias) {
  if (bias.hasRank() && bias.rank() != 1) {
    core::throwInvalidArgument("Biases must be 1D: " + dimsString(bias.dims()));
  }
  if (value.hasRank() && value.rank() < 2) {
    core::throwInvalidArgument("Input tensor must be at least 2D: " + dimsString(value.dims()));
  }
  if (value.hasRank() && bias.hasRank() && known(bias.dim(0)) && known(value.dim(value.rank() - 1)) &&
      bias.dim(0) != value.dim(value.rank() - 1)) {
    core::throwInvalidArgument("Must provide as many biases as the last dimension of the input tensor: " +
                               dimsString(bias.dims()) + " vs. " + dimsString(value.dims()));
  }
}

std::vector<TypedShape> inferBiasAdd(const std::vector<TypedShape>& in, const Attrs&) {
  requireSameDType("BiasAdd", in, 0, 2);
  requireDType("BiasAdd", in[0].dtype, {DType::Float32, DType::Float64, DType::Int32, DType::Int64});
  checkBias(in[0].shape, in[1].shape);
  return one(in[0].dtype, in[0].shape);
}

KernelOutputs kernelBiasAdd(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  Tensor out(in[0].dtype(), in[0].shape());
  int64_t c = in[1].numElements(), n = in[0].numElements();
  visitDType(in[0].dtype(), "BiasAdd", [&](auto tag) {
    using T = decltype(tag);
    const T* x = in[0].data<T>();
    const T* b = in[1].data<T>();
    T* o = out.data<T>();
    for (int64_t i = 0; i < n; ++i) o[i] = static_cast<T>(x[i] + b[i % c]);
  });
  return {out};
}

std::vector<Value> gradBiasAdd(const GradArgs& args) {
  return {args.grads[0], call1(Op::BiasAddGrad, {args.grads[0]})};
}

std::vector<TypedShape> inferBiasAddGrad(const std::vector<TypedShape>& in, const Attrs&) {
  const PartialShape& s = in[0].shape;
  if (s.hasRank() && s.rank() < 2) {
    core::throwInvalidArgument("Input tensor must be at least 2D: " + dimsString(s.dims()));
  }
  return one(in[0].dtype, s.hasRank() ? PartialShape(Dims{s.dim(s.rank() - 1)}) : unknownOfRank(1));
}

KernelOutputs kernelBiasAddGrad(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  const Tensor& g = in[0];
  int64_t c = g.shape().dim(g.rank() - 1), n = g.numElements();
  Tensor out(g.dtype(), Shape{c});
  visitDType(g.dtype(), "BiasAddGrad", [&](auto tag) {
    using T = decltype(tag);
    for (int64_t i = 0; i < n; ++i) out.data<T>()[i % c] += g.data<T>()[i];
  });
  return {out};
}

std::vector<Value> gradBiasAddGrad(const GradArgs& args) {
  return {build::broadcastTo(args.grads[0], build::shape(args.inputs[0]))};
}

// --- _FusedMatMul(a, b, bias) ---

std::vector<TypedShape> inferFusedMatMul(const std::vector<TypedShape>& in, const Attrs& attrs) {
  std::vector<TypedShape> out = inferMatMul({in[0], in[1]}, attrs);
  requireSameDType("_FusedMatMul", in, 0, 3);
  checkBias(out[0].shape, in[2].shape);
  return out;
}

KernelOutputs kernelFusedMatMul(const std::vector<Tensor>& in, const Attrs& attrs, KernelContext&) {
  bool ta = attrBool(attrs, "transpose_a", false), tb = attrBool(attrs, "transpose_b", false);
  return {matmulTensor(in[0], in[1], ta, tb, &in[2], attrBool(attrs, "relu", false))};
}

}  // namespace

OpDef rowMatMul() {
  return withOperator({Op::MatMul, "MatMul", 2, 2, kPure | kDifferentiable, inferMatMul, kernelMatMul, gradMatMul,
                       costMatMul},
                      "@", "matmul");
}
OpDef rowBiasAdd() {
  return {Op::BiasAdd, "BiasAdd",      2, 2, kPure | kDifferentiable, inferBiasAdd, kernelBiasAdd,
          gradBiasAdd, elementwiseCost};
}
OpDef rowBiasAddGrad() {
  return {Op::BiasAddGrad, "BiasAddGrad",  1, 1, kPure | kDifferentiable, inferBiasAddGrad, kernelBiasAddGrad,
          gradBiasAddGrad, elementwiseCost};
}
OpDef rowFusedMatMul() {
  return {Op::FusedMatMul, "_FusedMatMul", 3, 3, kPure, inferFusedMatMul, kernelFusedMatMul, nullptr, costMatMul};
}

}  // namespace tl::ops
