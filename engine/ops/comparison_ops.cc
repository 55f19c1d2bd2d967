// Comparisons (bool output, broadcasting), logical ops and SelectV2.
#include <functional>

#include "ops/broadcast.h"
#include "ops/elementwise_grads.h"
#include "ops/op_rows.h"
#include "ops/op_util.h"

namespace tl::ops {
namespace {

constexpr bool isEquality(Op op) { return op == Op::Equal || op == Op::NotEqual; }

template <Op kOp, typename T>
bool compareValues(T a, T b) {
  if constexpr (kOp == Op::Equal) return a == b;
  else if constexpr (kOp == Op::NotEqual) return a != b;
  else if constexpr (kOp == Op::Less) return a < b;
  else if constexpr (kOp == Op::LessEqual) return a <= b;
  else if constexpr (kOp == Op::Greater) return a > b;
  else if constexpr (kOp == Op::GreaterEqual) return a >= b;
  else if constexpr (kOp == Op::LogicalAnd) return a && b;
  else return a || b;
}

template <Op kOp>
std::vector<TypedShape> inferCompare(const std::vector<TypedShape>& in, const Attrs&) {
  const char* name = opName(kOp);
  requireSameDType(name, in, 0, 2);
  if (kOp == Op::LogicalAnd || kOp == Op::LogicalOr) {
    if (in[0].dtype != DType::Bool) throwTypeMismatch(name, 0, DType::Bool, in[0].dtype);
  } else if (isEquality(kOp)) {
    requireDType(name, in[0].dtype,
                 {DType::Float32, DType::Float64, DType::Int32, DType::Int64, DType::Bool, DType::String});
  } else {
    requireDType(name, in[0].dtype, {DType::Float32, DType::Float64, DType::Int32, DType::Int64});
  }
  return one(DType::Bool, core::broadcastPartialShapes(in[0].shape, in[1].shape));
}

template <Op kOp, typename T, typename Get>
void compareLoop(const Tensor& a, const Tensor& b, Tensor& out, Get get) {
  bool* po = out.data<bool>();
  forEachBroadcast(out.shape(), {broadcastStrides(a.shape(), out.shape()), broadcastStrides(b.shape(), out.shape())},
                   [&](int64_t i, const int64_t* off) {
                     po[i] = compareValues<kOp, T>(get(a, off[0]), get(b, off[1]));
                   });
}

template <Op kOp>
KernelOutputs kernelCompare(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  const Tensor& a = in[0];
  const Tensor& b = in[1];
  Tensor out(DType::Bool, core::broadcastShapes(a.shape(), b.shape()));
  if constexpr (isEquality(kOp)) {
    if (a.dtype() == DType::String) {
      auto get = [](const Tensor& t, int64_t i) -> const std::string& { return t.strings()[i]; };
      compareLoop<kOp, const std::string&>(a, b, out, get);
      return {out};
    }
  }
  visitDType(a.dtype(), opName(kOp), [&](auto tag) {
    using T = decltype(tag);
    auto get = [](const Tensor& t, int64_t i) { return t.data<T>()[i]; };
    compareLoop<kOp, T>(a, b, out, get);
  });
  return {out};
}

template <Op kOp>
OpDef compareRow(uint32_t extra) {
  return {kOp,     opName(kOp),    2, 2, kPure | kElementwise | extra, inferCompare<kOp>, kernelCompare<kOp>,
          nullptr, elementwiseCost};
}

std::vector<TypedShape> inferLogicalNot(const std::vector<TypedShape>& in, const Attrs&) {
  if (in[0].dtype != DType::Bool) throwTypeMismatch("LogicalNot", 0, DType::Bool, in[0].dtype);
  return one(DType::Bool, in[0].shape);
}

KernelOutputs kernelLogicalNot(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  Tensor out(DType::Bool, in[0].shape());
  for (int64_t i = 0, n = out.numElements(); i < n; ++i) {
    out.data<bool>()[i] = !in[0].data<bool>()[i];
  }
  return {out};
}

std::vector<TypedShape> inferSelect(const std::vector<TypedShape>& in, const Attrs&) {
  if (in[0].dtype != DType::Bool) throwTypeMismatch("SelectV2", 0, DType::Bool, in[0].dtype);
  requireSameDType("SelectV2", in, 1, 3);
  PartialShape values = core::broadcastPartialShapes(in[1].shape, in[2].shape);
  return one(in[1].dtype, core::broadcastPartialShapes(in[0].shape, values));
}

KernelOutputs kernelSelect(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  const Tensor& c = in[0];
  Shape shape = core::broadcastShapes(c.shape(), core::broadcastShapes(in[1].shape(), in[2].shape()));
  Tensor out(in[1].dtype(), shape);
  const bool* pc = c.data<bool>();
  forEachBroadcast(shape,
                   {broadcastStrides(c.shape(), shape), broadcastStrides(in[1].shape(), shape),
                    broadcastStrides(in[2].shape(), shape)},
                   [&](int64_t i, const int64_t* off) {
                     if (pc[off[0]]) copyElement(in[1], off[1], out, i);
                     else copyElement(in[2], off[2], out, i);
                   });
  return {out};
}

}  // namespace

OpDef rowEqual() { return withOperator(compareRow<Op::Equal>(kCommutative), "==", "Equal"); }
OpDef rowNotEqual() { return withOperator(compareRow<Op::NotEqual>(kCommutative), "!=", "NotEqual"); }
OpDef rowLess() { return withOperator(compareRow<Op::Less>(0), "<", "Less"); }
OpDef rowLessEqual() { return withOperator(compareRow<Op::LessEqual>(0), "<=", "LessEqual"); }
OpDef rowGreater() { return withOperator(compareRow<Op::Greater>(0), ">", "Greater"); }
OpDef rowGreaterEqual() { return withOperator(compareRow<Op::GreaterEqual>(0), ">=", "GreaterEqual"); }
// & and | on tensors are logical (TensorFlow's bitwise ops are not modelled).
OpDef rowLogicalAnd() { return withOperator(compareRow<Op::LogicalAnd>(kCommutative), "&", "and"); }
OpDef rowLogicalOr() { return withOperator(compareRow<Op::LogicalOr>(kCommutative), "|", "or"); }

OpDef rowLogicalNot() {
  return {Op::LogicalNot, "LogicalNot",   1, 1, kPure | kElementwise, inferLogicalNot, kernelLogicalNot,
          nullptr,        elementwiseCost};
}

OpDef rowSelectV2() {
  return {Op::SelectV2, "SelectV2",     3, 3, kPure | kElementwise | kDifferentiable, inferSelect, kernelSelect,
          gradSelectV2, elementwiseCost};
}

}  // namespace tl::ops
