#include "lang/modules/tensorflow/tensor/tensor_array_object.h"

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

Value write(Interp& in, const Value& me, CallArgs& args) {
  auto a = parseArgs(in, args, "write", {"index", "value", "name"}, 2);
  TensorArrayObj& array = tensorArrayOf(me);
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
  return wrapTensor(in, ops::call1(ops::Op::TensorListGetItem,
                                   {array.handle, index(in, a[0]), shapeTensor(array.elementShape)},
                                   {{"element_dtype", array.dtype}}));
}

Value stack(Interp& in, const Value& me, CallArgs& args) {
  TensorArrayObj& array = tensorArrayOf(me);
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
  return Value(new TensorArrayObj(gTensorArrayClass, list, *dtype, element, dynamic));
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
