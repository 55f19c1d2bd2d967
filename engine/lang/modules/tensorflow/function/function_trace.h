// Tracing a tf.function's Python body into a concrete function, with TensorFlow's
// rules for tf.Variable creation (the first call may create variables and then
// traces again without them; later creation is an error) and for Python output
// values (kept in the output structure, rebuilt on every call).
#pragma once
#include "lang/modules/tensorflow/function/function_object.h"

namespace tl::lang {

// Traces `fn` for `type`, caches the result and returns its entry index.
// `callNumber` 0 marks a get_concrete_function trace.
size_t traceFunction(Interp& in, PolymorphicFunctionObj& fn, const function::FunctionType& type,
                     const function::Explanation& why, const std::vector<BoundArgument>& bound, bool fromCall = true);

// While alive: print() reports phase "trace", the AutoGraph hook is installed (if
// enabled) and the function state knows a body is being traced.
class TracingScope {
 public:
  TracingScope(Interp& in, const std::string& fn, bool autograph);
  ~TracingScope();

 private:
  Interp& in_;
  std::string saved_phase_;
  ControlFlowHook* saved_hook_;
};

}  // namespace tl::lang
