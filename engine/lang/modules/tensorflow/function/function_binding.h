// Binding a call to a tf.function's Python parameters, as TensorFlow's
// FunctionType.bind_with_defaults does: positional and keyword arguments matched
// like Python, defaults filled in, *args elements as extra positional parameters
// (args_0, args_1, ...) and **kwargs entries as keyword-only parameters sorted by
// name. Failures read as inspect.Signature.bind's messages; the caller wraps them
// in TensorFlow's "Binding inputs to tf.function failed due to `...`" TypeError.
#pragma once
#include <stdexcept>
#include <string>
#include <vector>

#include "function/function_type.h"
#include "lang/eval/native.h"

namespace tl::lang {

struct BoundArgument {
  std::string name;
  function::ParameterKind kind = function::ParameterKind::PositionalOrKeyword;
  Value value;
};

class BindingError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// `self` (a bound method's receiver) is bound to the first parameter when not Null.
// Fills `out` (its storage is reused: a call allocates nothing here).
void bindArguments(const FunctionInfo& info, const Value& self, const CallArgs& args, std::vector<BoundArgument>& out);

}  // namespace tl::lang
