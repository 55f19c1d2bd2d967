// Const, Placeholder, Identity.
#include "ops/op_rows.h"
#include "ops/op_util.h"

namespace tl::ops {
namespace {

const Tensor& constValue(const Attrs& attrs) {
  const Tensor* value = attr<Tensor>(attrs, "value");
  if (!value || !value->valid()) core::throwInvalidArgument("Const needs a \"value\" attr");
  return *value;
}

std::vector<TypedShape> inferConst(const std::vector<TypedShape>&, const Attrs& attrs) {
  const Tensor& value = constValue(attrs);
  TypedShape out{value.dtype(), value.shape(), &value};
  return {out};
}

KernelOutputs kernelConst(const std::vector<Tensor>&, const Attrs& attrs, KernelContext&) {
  return {constValue(attrs)};
}

std::vector<TypedShape> inferPlaceholder(const std::vector<TypedShape>&, const Attrs& attrs) {
  const PartialShape* shape = attr<PartialShape>(attrs, "shape");
  return one(attrDType(attrs, "dtype", DType::Float32), shape ? *shape : PartialShape());
}

std::vector<TypedShape> inferIdentity(const std::vector<TypedShape>& in, const Attrs&) { return {in[0]}; }

KernelOutputs kernelIdentity(const std::vector<Tensor>& in, const Attrs&, KernelContext&) { return {in[0]}; }

std::vector<Value> gradIdentity(const GradArgs& args) { return {args.grads[0]}; }

}  // namespace

OpDef rowConst() { return {Op::Const, "Const", 0, 0, kPure | kSource, inferConst, kernelConst, nullptr, zeroCost}; }
OpDef rowPlaceholder() {
  return {Op::Placeholder, "Placeholder", 0, 0, kSource, inferPlaceholder, nullptr, nullptr, zeroCost};
}
OpDef rowIdentity() {
  return {Op::Identity,   "Identity",   1,       1, kPure | kDifferentiable, inferIdentity,
          kernelIdentity, gradIdentity, zeroCost};
}

}  // namespace tl::ops
