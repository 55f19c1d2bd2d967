// TensorList ops (tf.TensorArray underneath). Lists are immutable values: every
// op that "changes" a list returns a new one sharing the untouched items. A list's
// gradient is a list of the items' gradients; AddN sums gradients, lists item-wise.
#include <cstring>

#include "ops/builders.h"
#include "ops/op_rows.h"
#include "ops/op_util.h"
#include "ops/tensor_list.h"

namespace tl::ops {

Tensor makeTensorListTensor(std::shared_ptr<const TensorList> list) {
  Tensor t(DType::Variant, Shape{});
  t.object() = std::const_pointer_cast<TensorList>(std::move(list));
  return t;
}

const TensorList& tensorListOf(const Tensor& t) {
  if (!t.valid() || t.dtype() != DType::Variant || !t.object()) {
    core::throwInvalidArgument("Input handle is not a list. Saw: '" + t.shape().toErrorString() + "'");
  }
  return *static_cast<const TensorList*>(t.object().get());
}

namespace {

// element_shape inputs: -1 (scalar) is unknown rank; -1 entries are unknown dims.
PartialShape elementShapeOf(const Tensor& t) {
  std::vector<int64_t> dims = intValues(t);
  if (t.rank() == 0) return dims[0] == -1 ? PartialShape() : PartialShape(Dims{});
  return PartialShape(dims);
}

PartialShape knownElementShape(const std::vector<TypedShape>& in, size_t index) {
  return in.size() > index && in[index].constant ? elementShapeOf(*in[index].constant) : PartialShape();
}

DType elementDtype(const Attrs& attrs) { return attrDType(attrs, "element_dtype", DType::Float32); }

std::vector<TypedShape> inferList(const std::vector<TypedShape>&, const Attrs&) { return one(DType::Variant, Shape{}); }

int64_t checkedIndex(const TensorList& list, const Tensor& index, const char* verb) {
  int64_t i = intValues(index)[0];
  if (i < 0 || i >= static_cast<int64_t>(list.items.size())) {
    core::throwInvalidArgument(std::string("Trying to ") + verb + " element " + std::to_string(i) + " in a list with " +
                               std::to_string(list.items.size()) + " elements.");
  }
  return i;
}

KernelOutputs kernelReserve(const std::vector<Tensor>& in, const Attrs& attrs, KernelContext&) {
  auto list = std::make_shared<TensorList>();
  list->elementShape = elementShapeOf(in[0]);
  list->elementDtype = elementDtype(attrs);
  int64_t n = intValues(in[1])[0];
  if (n < 0)
    core::throwInvalidArgument("The num_elements to reserve must be a non negative number, but got " +
                               std::to_string(n));
  list->items.resize(static_cast<size_t>(n));
  return {makeTensorListTensor(list)};
}

Tensor setItem(const TensorList& list, const Tensor& index, const Tensor& item) {
  int64_t i = checkedIndex(list, index, "modify");
  if (item.dtype() != list.elementDtype) {
    core::throwInvalidArgument(std::string("Invalid data types; list elements ") + core::dtypeName(list.elementDtype) +
                               " but tried to append " + core::dtypeName(item.dtype()));
  }
  if (!list.elementShape.isCompatibleWith(item.shape())) {
    core::throwInvalidArgument(
        "Tried to set a tensor with incompatible shape at a list index. "
        "Item element shape: " +
        item.shape().toErrorString() + " list shape: " + dimsString(list.elementShape.dims()));
  }
  auto next = std::make_shared<TensorList>(list);
  next->items[i] = item;
  return makeTensorListTensor(next);
}

KernelOutputs kernelSetItem(const std::vector<Tensor>& in, const Attrs& attrs, KernelContext&) {
  const TensorList& list = tensorListOf(in[0]);
  // tf.TensorArray(dynamic_size=True) writes past the end: TF's resize_if_index_out_of_bounds.
  int64_t requested = intValues(in[1])[0];
  if (attrBool(attrs, "resize_if_index_out_of_bounds", false) && requested >= static_cast<int64_t>(list.items.size())) {
    TensorList grown = list;
    grown.items.resize(static_cast<size_t>(requested) + 1);
    return {setItem(grown, in[1], in[2])};
  }
  return {setItem(list, in[1], in[2])};
}

// A never-written item reads as zeros when its shape is known.
Tensor itemOrZeros(const TensorList& list, int64_t i, const PartialShape& requested) {
  if (list.items[i].valid()) return list.items[i];
  PartialShape shape = list.elementShape.hasRank() ? list.elementShape : requested;
  if (!shape.isFullyDefined()) {
    core::throwInvalidArgument(
        "Trying to read an uninitialized tensor but element_shape is not "
        "fully defined: " +
        shape.toString() + " and no list element is set.");
  }
  return Tensor(list.elementDtype, shape.toShape());
}

std::vector<TypedShape> inferGetItem(const std::vector<TypedShape>& in, const Attrs& attrs) {
  return one(elementDtype(attrs), knownElementShape(in, 2));
}

KernelOutputs kernelGetItem(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  const TensorList& list = tensorListOf(in[0]);
  return {itemOrZeros(list, checkedIndex(list, in[1], "access"), elementShapeOf(in[2]))};
}

std::vector<TypedShape> inferStack(const std::vector<TypedShape>& in, const Attrs& attrs) {
  PartialShape element = knownElementShape(in, 1);
  int64_t n = attrInt(attrs, "num_elements", -1);
  if (!element.hasRank()) return one(elementDtype(attrs), PartialShape());
  Dims dims = {n};
  dims.insert(dims.end(), element.dims().begin(), element.dims().end());
  return one(elementDtype(attrs), PartialShape(dims));
}

// The common shape of the written items (or the declared element shape).
PartialShape stackShape(const TensorList& list, const PartialShape& requested) {
  PartialShape shape = list.elementShape.hasRank() ? list.elementShape : requested;
  for (const Tensor& item : list.items) {
    if (!item.valid()) continue;
    if (!shape.isCompatibleWith(item.shape())) {
      core::throwInvalidArgument("Incompatible shapes during merge: " + dimsString(shape.dims()) + " vs. " +
                                 item.shape().toErrorString());
    }
    shape = item.shape();
  }
  if (!shape.isFullyDefined()) {
    core::throwInvalidArgument(
        "Tried to stack elements of an empty list with non-fully-defined "
        "element_shape: " +
        shape.toString());
  }
  return shape;
}

KernelOutputs kernelStack(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  const TensorList& list = tensorListOf(in[0]);
  Shape element = stackShape(list, elementShapeOf(in[1])).toShape();
  Dims dims = {static_cast<int64_t>(list.items.size())};
  dims.insert(dims.end(), element.dims().begin(), element.dims().end());
  Tensor out(list.elementDtype, Shape(dims));
  int64_t per = element.numElements();
  for (size_t i = 0; i < list.items.size(); ++i) {
    if (!list.items[i].valid()) continue;  // zeros
    for (int64_t k = 0; k < per; ++k) copyElement(list.items[i], k, out, static_cast<int64_t>(i) * per + k);
  }
  return {out};
}

std::vector<TypedShape> inferLength(const std::vector<TypedShape>&, const Attrs&) { return one(DType::Int32, Shape{}); }

KernelOutputs kernelLength(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  return {Tensor::scalarI32(static_cast<int32_t>(tensorListOf(in[0]).items.size()))};
}

KernelOutputs kernelFromTensor(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  const Tensor& t = in[0];
  if (t.rank() < 1)
    core::throwInvalidArgument("Tensor must be at least a vector, but saw shape: " + t.shape().toErrorString());
  auto list = std::make_shared<TensorList>();
  list->elementDtype = t.dtype();
  Dims dims(t.shape().dims().begin() + 1, t.shape().dims().end());
  list->elementShape = PartialShape(dims);
  int64_t n = t.shape().dim(0), per = Shape(dims).numElements();
  for (int64_t i = 0; i < n; ++i) {
    Tensor item(t.dtype(), Shape(dims));
    for (int64_t k = 0; k < per; ++k) copyElement(t, i * per + k, item, k);
    list->items.push_back(item);
  }
  return {makeTensorListTensor(list)};
}

// --- gradients (TensorFlow's list_ops.py): a list's gradient is a list ---

Attrs elementDtypeAttr(DType dtype) { return {{"element_dtype", dtype}}; }

std::vector<Value> gradSetItem(const GradArgs& args) {
  const Value& dlist = args.grads[0];
  const Value& index = args.inputs[1];
  const Value& item = args.inputs[2];
  Attrs attrs = elementDtypeAttr(item.dtype());
  Value listGrad = call1(Op::TensorListSetItem, {dlist, index, build::zerosLike(item)}, attrs);
  Value itemGrad = call1(Op::TensorListGetItem, {dlist, index, build::shape(item)}, attrs);
  return {listGrad, Value(), itemGrad};
}

std::vector<Value> gradGetItem(const GradArgs& args) {
  const Value& ditem = args.grads[0];
  Attrs attrs = elementDtypeAttr(ditem.dtype());
  Value size = call1(Op::TensorListLength, {args.inputs[0]});
  Value zeros = call1(Op::TensorListReserve, {args.inputs[2], size}, attrs);
  return {call1(Op::TensorListSetItem, {zeros, args.inputs[1], ditem}, attrs), Value(), Value()};
}

std::vector<Value> gradStack(const GradArgs& args) {
  const Value& dtensor = args.grads[0];
  return {call1(Op::TensorListFromTensor, {dtensor, args.inputs[1]}, elementDtypeAttr(dtensor.dtype())), Value()};
}

std::vector<Value> gradFromTensor(const GradArgs& args) {
  const Value& x = args.inputs[0];
  return {call1(Op::TensorListStack, {args.grads[0], args.inputs[1]}, elementDtypeAttr(x.dtype())), Value()};
}

// --- AddN(inputs...): the sum; of lists, the item-wise sum (unwritten items are zeros) ---

std::vector<TypedShape> inferAddN(const std::vector<TypedShape>& in, const Attrs&) {
  requireSameDType("AddN", in, 0, static_cast<int>(in.size()));
  PartialShape shape = in[0].shape;
  for (size_t i = 1; i < in.size(); ++i) {
    std::string message = mergeShapes(shape, in[i].shape, &shape);
    if (!message.empty()) {
      // AddNOp's check (names the op by its type, as an eager op is named).
      core::throwShapeError(message,
                            "Inputs to operation AddN of type AddN must have the same size and shape.  Input 0: " +
                                dimsString(in[0].shape.dims()) + " != input " + std::to_string(i) + ": " +
                                dimsString(in[i].shape.dims()));
    }
  }
  return one(in[0].dtype, shape);
}

Tensor addTensors(const Tensor& a, const Tensor& b) {
  KernelContext context;
  return opDef(Op::AddV2).kernel({a, b}, {}, context)[0];
}

Tensor addLists(const Tensor& a, const Tensor& b) {
  const TensorList& x = tensorListOf(a);
  const TensorList& y = tensorListOf(b);
  auto sum = std::make_shared<TensorList>(x.items.size() >= y.items.size() ? x : y);
  const TensorList& other = x.items.size() >= y.items.size() ? y : x;
  for (size_t i = 0; i < other.items.size(); ++i) {
    const Tensor& item = other.items[i];
    if (!item.valid()) continue;
    sum->items[i] = sum->items[i].valid() ? addTensors(sum->items[i], item) : item;
  }
  return makeTensorListTensor(sum);
}

KernelOutputs kernelAddN(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  Tensor total = in[0];
  for (size_t i = 1; i < in.size(); ++i) {
    total = total.dtype() == DType::Variant ? addLists(total, in[i]) : addTensors(total, in[i]);
  }
  return {total};
}

std::vector<Value> gradAddN(const GradArgs& args) { return std::vector<Value>(args.inputs.size(), args.grads[0]); }

}  // namespace

OpDef rowAddN() {
  return {Op::AddN, "AddN",         1, -1, kPure | kDifferentiable | kCommutative, inferAddN, kernelAddN,
          gradAddN, elementwiseCost};
}

OpDef rowTensorListReserve() {
  return {Op::TensorListReserve, "TensorListReserve", 2, 2, kPure, inferList, kernelReserve, nullptr, zeroCost};
}
OpDef rowTensorListSetItem() {
  return {Op::TensorListSetItem, "TensorListSetItem", 3,       3, kPure | kDifferentiable, inferList,
          kernelSetItem,         gradSetItem,         zeroCost};
}
OpDef rowTensorListGetItem() {
  return {Op::TensorListGetItem, "TensorListGetItem", 3,           3,       kPure | kDifferentiable,
          inferGetItem,          kernelGetItem,       gradGetItem, zeroCost};
}
OpDef rowTensorListStack() {
  return {Op::TensorListStack, "TensorListStack", 2,         2,           kPure | kDifferentiable,
          inferStack,          kernelStack,       gradStack, movementCost};
}
OpDef rowTensorListLength() {
  return {Op::TensorListLength, "TensorListLength", 1, 1, kPure, inferLength, kernelLength, nullptr, zeroCost};
}
OpDef rowTensorListFromTensor() {
  return {Op::TensorListFromTensor, "TensorListFromTensor", 2,           2, kPure | kDifferentiable, inferList,
          kernelFromTensor,         gradFromTensor,         movementCost};
}

}  // namespace tl::ops
