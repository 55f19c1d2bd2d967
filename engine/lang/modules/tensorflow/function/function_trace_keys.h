// From Python argument values to what tf.function's cache sees (TensorFlow's
// trace_type_builder.from_value), and the tensors those values hold, always
// walked in the same order: list/tuple elements in order, dict entries sorted by
// key repr (as TraceType::dict sorts them).
#pragma once
#include <functional>
#include <map>
#include <vector>

#include "function/concrete_function.h"
#include "function/trace_type.h"
#include "lang/modules/tensorflow/tensor/tensor_object.h"

namespace tl::lang {

class TraceKeyBuilder {
 public:
  explicit TraceKeyBuilder(Interp& in) : in_(in) {}
  // Raises TF's TypeError for values with no TraceType (sets).
  function::TraceType typeOf(const Value& value);

 private:
  function::TraceType containerType(const Value& value);
  function::TraceType objectType(const Value& value);
  Interp& in_;
  std::map<const void*, int> variable_aliases_;
};

// The tensors inside `value` (tensors; numpy arrays as tensors), in key order.
// With `variables` (arguments of a call), each variable not in it yet adds its
// handle there too: variables passed as arguments are inputs of the trace.
void flattenTensors(Interp& in, const Value& value, std::vector<ops::Value>& out,
                    std::vector<const VariableObj*>* variables = nullptr);
// `value` with each tensor leaf replaced by the next of `leaves`, and each
// variable by what `onVariable` makes of it (when given).
using VariableReplacer = std::function<Value(VariableObj*)>;
Value replaceTensors(Interp& in, const Value& value, const std::vector<Value>& leaves, size_t& next,
                     const VariableReplacer* onVariable = nullptr);
// One placeholder per tensor leaf of `type`, named after the parameter, and one
// resource placeholder per variable (per alias id: `aliases` holds those seen).
void placeholderSpecs(const function::TraceType& type, const std::string& name,
                      std::vector<function::PlaceholderSpec>& out, std::vector<int>& aliases);
// The placeholders of a trace of `type`, parameter by parameter (the flat
// signature of its concrete function).
std::vector<function::PlaceholderSpec> placeholderSpecsOf(const function::FunctionType& type);
// Entries of a dict in key-repr order (the order TraceType::dict uses).
std::vector<std::pair<Value, Value>> sortedDictItems(Interp& in, const Value& dict);

}  // namespace tl::lang
