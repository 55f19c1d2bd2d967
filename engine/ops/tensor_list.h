// TensorList (tf.TensorArray underneath): a scalar DType::Variant tensor whose
// Buffer::object() is an immutable TensorList. Every op returns a new list, so a
// list value captured anywhere (a loop iteration, a tape) never changes.
#pragma once
#include <memory>
#include <vector>

#include "core/core.h"

namespace tl::ops {

struct TensorList {
  std::vector<core::Tensor> items;  // an invalid Tensor: never written
  core::DType elementDtype = core::DType::Float32;
  core::PartialShape elementShape;
};

core::Tensor makeTensorListTensor(std::shared_ptr<const TensorList> list);
// The list behind a variant tensor; throws InvalidArgumentError otherwise.
const TensorList& tensorListOf(const core::Tensor& tensor);

}  // namespace tl::ops
