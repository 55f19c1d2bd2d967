// tf.TensorArray on TensorList ops: in a graph every write returns a new
// TensorArray whose handle is the new list (TensorFlow's _GraphTensorArrayV2), so
// reassigning it in a loop makes it a loop variable. One made eagerly is
// TensorFlow's _EagerTensorArray: write and unstack change it and return it, a
// read clears the element (clear_after_read), and indices are checked in Python.
#pragma once
#include "lang/modules/tensorflow/tensor/tensor_object.h"

namespace tl::lang {

class TensorArrayObj : public NativeObject {
 public:
  TensorArrayObj(ClassObj* cls, ops::Value h, core::DType d, core::PartialShape e, bool dynamic)
      : NativeObject(cls), handle(std::move(h)), dtype(d), elementShape(std::move(e)), dynamicSize(dynamic) {}
  ops::Value handle;  // a variant scalar: the TensorList
  core::DType dtype;
  core::PartialShape elementShape;
  bool dynamicSize;
  bool eager = false;                   // made outside any graph (_EagerTensorArray)
  bool clearAfterRead = true;           // eager only
  std::vector<int64_t> previouslyRead;  // eager: indices a read cleared

  // The same array description around another list value (a loop's output).
  Value withHandle(Interp& in, const ops::Value& list) const;
  std::string repr(Interp& in) override;
};

TensorArrayObj* asTensorArray(const Value& v);  // nullptr if not a TensorArray
// Adds tf.TensorArray to the tensorflow module.
void installTensorArray(Interp& in, const Value& tfModule);

}  // namespace tl::lang
