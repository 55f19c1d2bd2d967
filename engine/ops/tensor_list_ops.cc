// TensorList ops (tf.TensorArray underneath). Lists are immutable values: every
// op that "changes" a list returns a new one sharing the untouched items.
#include <cstring>

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

std::vector<TypedShape> inferList(const std::vector<TypedShape>&, const Attrs&) {
  return one(DType::Variant, Shape{});
}

int64_t checkedIndex(const TensorList& list, const Tensor& index, const char* verb) {
  int64_t i = intValues(index)[0];
  if (i < 0 || i >= static_cast<int64_t>(list.items.size())) {
    core::throwInvalidArgument(std::string("Trying to ") + verb + " element " + std::to_string(i) +
                               " in a list with " + std::to_string(list.items.size()) + " elements.");
  }
  return i;
}

std::vector<Tensor> kernelReserve(const std::vector<Tensor>& in, const Attrs& attrs, KernelContext&) {
  auto list = std::make_shared<TensorList>();
  list->elementShape = elementShapeOf(in[0]);
  list->elementDtype = elementDtype(attrs);
  int64_t n = intValues(in[1])[0];
  if (n < 0) core::throwInvalidArgument("The num_elements to reserve must be a non negative number, but got " + std::to_string(n));
  list->items.resize(static_cast<size_t>(n));
  return {makeTensorListTensor(list)};
}

Tensor setItem(const TensorList& list, const Tensor& index, const Tensor& item) {
  int64_t i = checkedIndex(list, index, "modify");
  if (item.dtype() != list.elementDtype) {
    core::throwInvalidArgument(std::string("Invalid data types; list elements ") +
                               core::dtypeName(list.elementDtype) + " but tried to append " +
                               core::dtypeName(item.dtype()));
  }
  if (!list.elementShape.isCompatibleWith(item.shape())) {
    core::throwInvalidArgument("Tried to set a tensor with incompatible shape at a list index. "
                               "Item element shape: " + item.shape().toErrorString() +
                               " list shape: " + dimsString(list.elementShape.dims()));
  }
  auto next = std::make_shared<TensorList>(list);
  next->items[i] = item;
  return makeTensorListTensor(next);
}

std::vector<Tensor> kernelSetItem(const std::vector<Tensor>& in, const Attrs& attrs, KernelContext&) {
  const TensorList& list = tensorListOf(in[0]);
  // tf.TensorArray(dynamic_size=True) writes past the end: TF's resize_if_index_out_of_bounds.
  int64_t requested = intValues(in[1])[0];
  if (attrBool(attrs, "resize_if_index_out_of_bounds", false) &&
      requested >= static_cast<int64_t>(list.items.size())) {
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
    core::throwInvalidArgument("Trying to read an uninitialized tensor but element_shape is not "
                               "fully defined: " + shape.toString() + " and no list element is set.");
  }
  return Tensor(list.elementDtype, shape.toShape());
}

std::vector<TypedShape> inferGetItem(const std::vector<TypedShape>& in, const Attrs& attrs) {
  return one(elementDtype(attrs), knownElementShape(in, 2));
}

std::vector<Tensor> kernelGetItem(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
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
      core::throwInvalidArgument("Incompatible shapes during merge: " + dimsString(shape.dims()) +
                                 " vs. " + item.shape().toErrorString());
    }
    shape = item.shape();
  }
  if (!shape.isFullyDefined()) {
    core::throwInvalidArgument("Tried to stack elements of an empty list with non-fully-defined "
                               "element_shape: " + shape.toString());
  }
  return shape;
}

std::vector<Tensor> kernelStack(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
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

std::vector<TypedShape> inferLength(const std::vector<TypedShape>&, const Attrs&) {
  return one(DType::Int32, Shape{});
}

std::vector<Tensor> kernelLength(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  return {Tensor::scalarI32(static_cast<int32_t>(tensorListOf(in[0]).items.size()))};
}

std::vector<Tensor> kernelFromTensor(const std::vector<Tensor>& in, const Attrs&, KernelContext&) {
  const Tensor& t = in[0];
  if (t.rank() < 1) core::throwInvalidArgument("Tensor must be at least a vector, but saw shape: " + t.shape().toErrorString());
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

}  // namespace

OpDef rowTensorListReserve() {
  return {Op::TensorListReserve, "TensorListReserve", 2, 2, kPure, inferList, kernelReserve,
          nullptr, zeroCost};
}
OpDef rowTensorListSetItem() {
  return {Op::TensorListSetItem, "TensorListSetItem", 3, 3, kPure, inferList, kernelSetItem,
          nullptr, zeroCost};
}
OpDef rowTensorListGetItem() {
  return {Op::TensorListGetItem, "TensorListGetItem", 3, 3, kPure, inferGetItem, kernelGetItem,
          nullptr, zeroCost};
}
OpDef rowTensorListStack() {
  return {Op::TensorListStack, "TensorListStack", 2, 2, kPure, inferStack, kernelStack, nullptr,
          movementCost};
}
OpDef rowTensorListLength() {
  return {Op::TensorListLength, "TensorListLength", 1, 1, kPure, inferLength, kernelLength,
          nullptr, zeroCost};
}
OpDef rowTensorListFromTensor() {
  return {Op::TensorListFromTensor, "TensorListFromTensor", 2, 2, kPure, inferList,
          kernelFromTensor, nullptr, movementCost};
}

}  // namespace tl::ops
