// Python values as eager tensors, and tensor elements back as Python values,
// shared by numpy and tensorflow. It knows none of their classes: an object
// that holds an array answers the array protocols of NativeObject (eval/native.h).
//   std::optional<core::Tensor> t = pythonToTensor(in, pyList);  // [[1, 2], [3, 4]]: int32 (2, 2)
//   Value one = intOfElement(in, *t, 0);                         // the Python int 1
#pragma once
#include <cstdint>
#include <optional>

#include "core/tensor.h"
#include "lang/eval/native.h"

namespace tl::lang {

// The eager Tensor a Python value converts to with TensorFlow's dtype inference
// (no op is recorded): scalars, nested lists and tuples, and objects answering
// asTensor (also inside the lists); nullopt when `v` is not such a value.
// Non-rectangular nesting is a ValueError, an element that does not fit
// `dtype` a TypeError (TensorFlow's messages).
std::optional<core::Tensor> pythonToTensor(Interp& in, const Value& v, std::optional<core::DType> dtype = {});

// Element i of an eager tensor or array as Python's int() gives it: integers
// exactly, floats truncated at any size (int() of a tensor or ndarray).
Value intOfElement(Interp& in, const core::Tensor& t, int64_t i);

}  // namespace tl::lang
