// Resource variables: a scalar DType::Resource tensor whose Buffer::object() holds a
// shared VariableStorage. Assignments replace `value` with a new tensor (never
// write into a buffer someone else may hold), so reads taken earlier stay valid.
#pragma once
#include <memory>
#include <string>

#include "core/core.h"

namespace tl::ops {

struct VariableStorage {
  core::Tensor value;  // invalid until first assigned
  core::DType dtype = core::DType::Float32;
  core::PartialShape shape;
  std::string name;
  bool trainable = true;  // GradientTape watches trainable variables it sees read
};

// A resource handle to a new variable holding `initial` (used by tf.Variable).
core::Tensor makeVariableHandle(const core::Tensor& initial, const std::string& name, bool trainable = true);
// A handle to a new, uninitialized variable (VarHandleOp's kernel).
core::Tensor makeEmptyVariableHandle(core::DType dtype, const core::PartialShape& shape, const std::string& name);
// The storage behind a handle; throws InvalidArgumentError if it is not a variable.
VariableStorage& variableStorage(const core::Tensor& handle);

}  // namespace tl::ops
