// tf.TensorArray on TensorList ops: every write returns a new TensorArray whose
// handle is the new list (TensorFlow's graph TensorArray), so reassigning it in a
// loop makes it a loop variable; eagerly the same ops run at once.
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

  // The same array description around another list value (a loop's output).
  Value withHandle(Interp& in, const ops::Value& list) const;
  std::string repr(Interp& in) override;
};

TensorArrayObj* asTensorArray(const Value& v);  // nullptr if not a TensorArray
// Adds tf.TensorArray to the tensorflow module.
void installTensorArray(Interp& in, const Value& tfModule);

}  // namespace tl::lang
