#include "lang/modules/tensorflow/tensor/tensor_array_object.h"

#include <algorithm>

#include "lang/modules/tensorflow/object_util.h"
#include "ops/builders.h"

namespace tl::lang {
namespace {

ClassObj* gTensorArrayClass = nullptr;  // set per interpreter by installTensorArray

ops::Value shapeTensor(const core::PartialShape& shape) {
  if (!shape.hasRank()) return ops::build::scalar(-1, core::DType::Int32);
  return ops::build::ints(shape.dims());
}

ops::Value index(Interp& in, const Value& v) { return toTensorValue(in, v, core::DType::Int32); }

TensorArrayObj& tensorArrayOf(const Value& v) { return *static_cast<TensorArrayObj*>(v.as<NativeObject>()); }

// _EagerTensorArray: operations run now, on the array itself.
bool runsEagerly(const TensorArrayObj& array) { return array.eager && ops::currentContext().isEager(); }

int64_t eagerLength(const TensorArrayObj& array) {
  return static_cast<int64_t>(ops::call1(ops::Op::TensorListLength, {array.handle}).tensor().elementAsDouble(0));
}

int64_t eagerIndex(Interp& in, const Value& v) {
  return static_cast<int64_t>(toTensorValue(in, v, core::DType::Int32).tensor().elementAsDouble(0));
}

[[noreturn]] void raiseKind(Interp& in, const char* kind, const std::string& message) {
  in.raise(in.exceptionClass(kind), message);
}

ops::Value setItem(const TensorArrayObj& array, int64_t i, const ops::Value& item) {
  ops::Attrs attrs{{"element_dtype", array.dtype}};
  if (array.dynamicSize) attrs["resize_if_index_out_of_bounds"] = true;
  return ops::call1(ops::Op::TensorListSetItem,
                    {array.handle, ops::build::scalar(static_cast<double>(i), core::DType::Int32), item}, attrs);
}

// _EagerTensorArray._write: the index checked, the value converted to the
// array's dtype when it can be, its shape merged into the element shape.
Value eagerWrite(Interp& in, const Value& me, const Value& at, const Value& v) {
  TensorArrayObj& array = tensorArrayOf(me);
  int64_t i = eagerIndex(in, at), size = eagerLength(array);
  if (i < 0)
    raiseKind(in, "OutOfRangeError", "Writing to negative indices (index " + std::to_string(i) + ") is not allowed.");
  if (i >= size && !array.dynamicSize) {
    raiseKind(in, "OutOfRangeError",
              "Tried to write to index " + std::to_string(i) +
                  " but array is not resizeable and size is: " + std::to_string(size));
  }
  ops::Value item = isTensor(v) ? tensorValue(v) : toTensorValue(in, v, array.dtype);
  if (item.dtype() != array.dtype) {
    raiseKind(in, "InvalidArgumentError",
              std::string("TensorArray dtype is ") + core::dtypeName(array.dtype) +
                  " but Op is trying to write dtype " + core::dtypeName(item.dtype()));
  }
  if (!array.elementShape.isCompatibleWith(item.shape())) {
    in.raise(in.types.ValueError, "Incompatible shape for value (" + item.shape().toString() + "), expected (" +
                                      array.elementShape.toString() + ")");
  }
  array.handle = setItem(array, i, item);
  array.elementShape = item.shape();  // compatible and fully known: the merge
  std::erase(array.previouslyRead, i);
  return me;
}

// _EagerTensorArray.read: a cleared element read again is an error; reading
// clears it (clear_after_read), so a later stack() sees zeros there.
Value eagerRead(Interp& in, TensorArrayObj& array, const Value& at) {
  int64_t i = eagerIndex(in, at), size = eagerLength(array);
  if (i < 0)
    raiseKind(in, "OutOfRangeError", "Reading from negative indices (index " + std::to_string(i) + ") is not allowed.");
  if (i >= size) {
    raiseKind(in, "OutOfRangeError",
              "Tried to read from index " + std::to_string(i) + " but array size is: " + std::to_string(size));
  }
  if (std::find(array.previouslyRead.begin(), array.previouslyRead.end(), i) != array.previouslyRead.end()) {
    raiseKind(in, "InvalidArgumentError",
              "Could not read index " + std::to_string(i) +
                  " twice because it was cleared after a previous read (perhaps try setting clear_after_read = "
                  "false?)");
  }
  ops::Value item = ops::call1(ops::Op::TensorListGetItem,
                               {array.handle, ops::build::scalar(static_cast<double>(i), core::DType::Int32),
                                shapeTensor(array.elementShape)},
                               {{"element_dtype", array.dtype}});
  if (array.clearAfterRead) {
    array.handle = setItem(array, i, ops::build::zerosLike(item));
    array.previouslyRead.push_back(i);
  }
  return wrapTensor(in, item);
}

Value write(Interp& in, const Value& me, CallArgs& args) {
  auto a = parseArgs(in, args, "write", {"index", "value", "name"}, 2);
  TensorArrayObj& array = tensorArrayOf(me);
  if (runsEagerly(array)) return eagerWrite(in, me, a[0], a[1]);
  ops::Value item = toTensorValue(in, a[1]);
  if (item.dtype() != array.dtype) {
    in.raise(in.types.TypeError, std::string("TensorArray dtype is ") + core::dtypeName(array.dtype) +
                                     " but Op is trying to write dtype " + core::dtypeName(item.dtype()));
  }
  ops::Attrs attrs{{"element_dtype", array.dtype}};
  if (array.dynamicSize) attrs["resize_if_index_out_of_bounds"] = true;
  ops::Value list = ops::call1(ops::Op::TensorListSetItem, {array.handle, index(in, a[0]), item}, attrs);
  core::PartialShape element = array.elementShape.hasRank() ? array.elementShape : item.shape();
  auto* out = new TensorArrayObj(gTensorArrayClass, list, array.dtype, element, array.dynamicSize);
  return Value(out);
}

Value read(Interp& in, const Value& me, CallArgs& args) {
  auto a = parseArgs(in, args, "read", {"index", "name"}, 1);
  TensorArrayObj& array = tensorArrayOf(me);
  if (runsEagerly(array)) return eagerRead(in, array, a[0]);
  return wrapTensor(in, ops::call1(ops::Op::TensorListGetItem,
                                   {array.handle, index(in, a[0]), shapeTensor(array.elementShape)},
                                   {{"element_dtype", array.dtype}}));
}

Value stack(Interp& in, const Value& me, CallArgs& args) {
  TensorArrayObj& array = tensorArrayOf(me);
  // _EagerTensorArray.stack of no elements: zeros of shape [0] + element shape
  // when that is known, else convert_to_tensor([]) (shape (0,)).
  if (runsEagerly(array) && eagerLength(array) == 0) {
    core::Dims dims{0};
    if (array.elementShape.isFullyDefined())
      dims.insert(dims.end(), array.elementShape.dims().begin(), array.elementShape.dims().end());
    return wrapTensor(in, ops::build::constant(core::Tensor(array.dtype, core::Shape(dims))));
  }
  return wrapTensor(in, ops::call1(ops::Op::TensorListStack, {array.handle, shapeTensor(array.elementShape)},
                                   {{"element_dtype", array.dtype}}));
}

Value size(Interp& in, const Value& me, CallArgs&) {
  return wrapTensor(in, ops::call1(ops::Op::TensorListLength, {tensorArrayOf(me).handle}));
}

Value unstack(Interp& in, const Value& me, CallArgs& args) {
  auto a = parseArgs(in, args, "unstack", {"value", "name"}, 1);
  TensorArrayObj& array = tensorArrayOf(me);
  ops::Value values = toTensorValue(in, a[0], array.dtype);
  ops::Value list = ops::call1(ops::Op::TensorListFromTensor, {values, shapeTensor(array.elementShape)},
                               {{"element_dtype", array.dtype}});
  core::PartialShape element;
  if (values.shape().hasRank() && values.shape().rank() > 0) {
    element = core::PartialShape(core::Dims(values.shape().dims().begin() + 1, values.shape().dims().end()));
  }
  if (runsEagerly(array)) {  // _EagerTensorArray.unstack replaces the elements
    int64_t count = values.shape().hasRank() && values.shape().rank() > 0 ? values.shape().dim(0) : 0;
    if (count > eagerLength(array) && !array.dynamicSize) {
      in.raise(in.types.ValueError, "Cannot unstack " + std::to_string(count) +
                                        " tensors into a TensorArray of static size " +
                                        std::to_string(eagerLength(array)));
    }
    array.handle = list;
    array.elementShape = element;
    array.previouslyRead.clear();
    return me;
  }
  return Value(new TensorArrayObj(gTensorArrayClass, list, array.dtype, element, array.dynamicSize));
}

// tf.TensorArray(dtype, size=None, dynamic_size=None, clear_after_read=None,
//                tensor_array_name=None, handle=None, flow=None, infer_shape=True,
//                element_shape=None, colocate_with_first_write_call=True, name=None)
Value construct(Interp& in, const Value&, CallArgs& args) {
  auto a = parseArgs(in, args, "TensorArray",
                     {"dtype", "size", "dynamic_size", "clear_after_read", "tensor_array_name", "handle", "flow",
                      "infer_shape", "element_shape", "colocate_with_first_write_call", "name"},
                     1);
  auto dtype = toDType(in, a[0]);
  if (!dtype) in.raise(in.types.TypeError, "TensorArray needs a dtype");
  core::PartialShape element = a[8].isNull() || a[8].isNone() ? core::PartialShape() : toPartialShape(in, a[8]);
  Value sizeArg = a[1].isNull() || a[1].isNone() ? Value::integer(0) : a[1];
  bool dynamic = !a[2].isNull() && in.truthy(a[2]);
  ops::Value list = ops::call1(ops::Op::TensorListReserve, {shapeTensor(element), index(in, sizeArg)},
                               {{"element_dtype", *dtype}});
  auto* array = new TensorArrayObj(gTensorArrayClass, list, *dtype, element, dynamic);
  array->eager = ops::currentContext().isEager();
  array->clearAfterRead = a[3].isNull() || a[3].isNone() || in.truthy(a[3]);
  return Value(array);
}

}  // namespace

Value TensorArrayObj::withHandle(Interp&, const ops::Value& list) const {
  return Value(new TensorArrayObj(gTensorArrayClass, list, dtype, elementShape, dynamicSize));
}

std::string TensorArrayObj::repr(Interp& in) {
  return objectRepr(in, "tensorflow.python.ops.tensor_array_ops.TensorArray", this);
}

TensorArrayObj* asTensorArray(const Value& v) {
  if (!v.is(ObjKind::Native) || !gTensorArrayClass || v.obj()->cls() != gTensorArrayClass) return nullptr;
  return static_cast<TensorArrayObj*>(v.as<NativeObject>());
}

void installTensorArray(Interp& in, const Value& tfModule) {
  gTensorArrayClass = newNativeClass(in, "TensorArray", "tensorflow");
  tfState(in).keepAlive.push_back(Value(gTensorArrayClass));
  defMethod(in, gTensorArrayClass, "write", write);
  defMethod(in, gTensorArrayClass, "read", read);
  defMethod(in, gTensorArrayClass, "stack", stack);
  defMethod(in, gTensorArrayClass, "size", size);
  defMethod(in, gTensorArrayClass, "unstack", unstack);
  defFunction(in, tfModule, "TensorArray", construct);
}

}  // namespace tl::lang
