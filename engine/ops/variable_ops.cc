// Resource variables: VarHandleOp, ReadVariableOp, AssignVariableOp,
// AssignAddVariableOp, AssignSubVariableOp.
#include "ops/builders.h"
#include "ops/op_rows.h"
#include "ops/op_util.h"
#include "ops/variable.h"

namespace tl::ops {

core::Tensor makeEmptyVariableHandle(DType dtype, const PartialShape& shape, const std::string& name) {
  auto storage = std::make_shared<VariableStorage>();
  storage->dtype = dtype;
  storage->shape = shape;
  storage->name = name;
  Tensor handle(DType::Resource, Shape{});
  handle.object() = storage;
  return handle;
}

core::Tensor makeVariableHandle(const Tensor& initial, const std::string& name, bool trainable) {
  Tensor handle = makeEmptyVariableHandle(initial.dtype(), initial.shape(), name);
  VariableStorage& storage = variableStorage(handle);
  storage.value = initial;
  storage.trainable = trainable;
  return handle;
}

VariableStorage& variableStorage(const Tensor& handle) {
  if (!handle.valid() || handle.dtype() != DType::Resource || !handle.object()) {
    core::throwInvalidArgument("expected a resource handle to a variable");
  }
  return *static_cast<VariableStorage*>(handle.object().get());
}

namespace {

const VariableStorage* knownStorage(const TypedShape& t) {
  if (!t.constant || t.constant->dtype() != DType::Resource || !t.constant->object()) return nullptr;
  return static_cast<const VariableStorage*>(t.constant->object().get());
}

void requireResource(const char* op, const TypedShape& t) {
  if (t.dtype != DType::Resource) throwTypeMismatch(op, 0, DType::Resource, t.dtype);
}

std::vector<TypedShape> inferVarHandle(const std::vector<TypedShape>&, const Attrs&) {
  return one(DType::Resource, Shape{});
}

KernelOutputs kernelVarHandle(const std::vector<Tensor>&, const Attrs& attrs, KernelContext&) {
  const PartialShape* shape = attr<PartialShape>(attrs, "shape");
  return {makeEmptyVariableHandle(attrDType(attrs, "dtype", DType::Float32), shape ? *shape : PartialShape(),
                                  attrString(attrs, "shared_name", ""))};
}

std::vector<TypedShape> inferRead(const std::vector<TypedShape>& in, const Attrs& attrs) {
  requireResource("ReadVariableOp", in[0]);
  if (const VariableStorage* s = knownStorage(in[0])) {
    return one(s->dtype, s->value.valid() ? PartialShape(s->value.shape()) : s->shape);
  }
  const PartialShape* shape = attr<PartialShape>(attrs, "shape");
  return one(attrDType(attrs, "dtype", DType::Float32), shape ? *shape : PartialShape());
}

const Tensor& currentValue(const VariableStorage& s) {
  if (!s.value.valid()) {
    throw core::TfError("FailedPreconditionError",
                        "Error while reading resource variable " + s.name +
                            " from Container: localhost. This could mean that the variable was "
                            "uninitialized.");
  }
  return s.value;
}

KernelOutputs kernelRead(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  return {currentValue(variableStorage(in[0]))};
}

// The gradient of a read flows to the variable (the tape keys it by the handle).
std::vector<Value> gradRead(const GradArgs& args) { return {args.grads[0]}; }

void checkAssignDType(const VariableStorage& s, DType dtype) {
  if (dtype != s.dtype) {
    core::throwInvalidArgument(std::string("Trying to assign variable with wrong dtype. Expected ") +
                               tfTypeName(s.dtype) + " got " + tfTypeName(dtype));
  }
}

void checkAssign(const VariableStorage& s, DType dtype, const PartialShape& shape) {
  checkAssignDType(s, dtype);
  if (!shape.isCompatibleWith(s.shape)) {
    core::throwInvalidArgument("Trying to assign to variable with tensor with wrong shape. Expected " +
                               dimsString(s.shape.dims()) + " got " + dimsString(shape.dims()));
  }
}

std::vector<TypedShape> inferAssign(const std::vector<TypedShape>& in, const Attrs&) {
  requireResource("AssignVariableOp", in[0]);
  if (const VariableStorage* s = knownStorage(in[0])) checkAssign(*s, in[1].dtype, in[1].shape);
  return {};
}

// AssignAdd/AssignSubVariableOp: only the dtype is known to be wrong before they run;
// their kernel words a shape mismatch itself.
std::vector<TypedShape> inferAssignUpdate(const std::vector<TypedShape>& in, const Attrs&) {
  requireResource("AssignVariableOp", in[0]);
  if (const VariableStorage* s = knownStorage(in[0])) checkAssignDType(*s, in[1].dtype);
  return {};
}

KernelOutputs kernelAssign(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  VariableStorage& s = variableStorage(in[0]);
  checkAssign(s, in[1].dtype(), in[1].shape());
  s.value = in[1];
  return {};
}

// New value = old (+/-) delta, computed by the binary op's kernel (a new buffer).
template <Op kOp>
KernelOutputs kernelAssignUpdate(const std::vector<Tensor>& in, const Attrs&, KernelContext& context) {
  VariableStorage& s = variableStorage(in[0]);
  const Tensor& old = currentValue(s);
  checkAssignDType(s, in[1].dtype());
  if (old.shape() != in[1].shape()) {
    core::throwInvalidArgument("Cannot update variable with shape " + old.shape().toErrorString() +
                               " using a Tensor with shape " + in[1].shape().toErrorString() +
                               ", shapes must be equal.");
  }
  s.value = opDef(kOp).kernel({old, in[1]}, {}, context)[0];
  return {};
}

constexpr uint32_t kWrite = kStateful | kSideEffect;

}  // namespace

OpDef rowVarHandleOp() {
  return {Op::VarHandleOp, "VarHandleOp", 0, 0, kStateful, inferVarHandle, kernelVarHandle, nullptr, zeroCost};
}
OpDef rowReadVariableOp() {
  return {Op::ReadVariableOp, "ReadVariableOp", 1,        1,           kStateful | kDifferentiable,
          inferRead,          kernelRead,       gradRead, movementCost};
}
OpDef rowAssignVariableOp() {
  return {Op::AssignVariableOp, "AssignVariableOp", 2, 2, kWrite, inferAssign, kernelAssign, nullptr, movementCost};
}
OpDef rowAssignAddVariableOp() {
  return {Op::AssignAddVariableOp,
          "AssignAddVariableOp",
          2,
          2,
          kWrite,
          inferAssignUpdate,
          kernelAssignUpdate<Op::AddV2>,
          nullptr,
          elementwiseCost};
}
OpDef rowAssignSubVariableOp() {
  return {Op::AssignSubVariableOp,
          "AssignSubVariableOp",
          2,
          2,
          kWrite,
          inferAssignUpdate,
          kernelAssignUpdate<Op::Sub>,
          nullptr,
          elementwiseCost};
}

}  // namespace tl::ops
