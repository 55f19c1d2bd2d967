// Internal helpers shared by the tensorflow module's files (not part of the
// contract in tensor/tensor_object.h).
#pragma once
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "graph/graph_builder.h"
#include "lang/modules/tensorflow/tensor/tensor_object.h"

namespace tl::lang {
// The Keras class `module`.`name` of this program (made on first use).
ClassObj* kerasClass(Interp& in, const std::string& name, const std::string& module);
}  // namespace tl::lang

namespace tl::lang::tfi {

// The graph being built under the current op context, looking through
// GradientTapes; nullptr when ops run eagerly.
graph::GraphBuilder* currentGraphBuilder();
// Tells the GradientTapes over `outer` about a staged if/while just appended to it
// (`outputs` are the node's outputs), so a gradient through it fails loudly.
void noteStagedControlFlow(graph::GraphBuilder& outer, const std::vector<ops::Value>& outputs);

// Class set-up, one per object family (called once per interpreter by tfState()).
void installTensorClass(Interp& in, TfState& st);
void installDTypeClass(Interp& in, TfState& st);
void installShapeClasses(Interp& in, TfState& st);
void installVariableClass(Interp& in, TfState& st);

// Module parts: each adds its functions to `tf` (and its submodules).
void installCreationApi(Interp& in, const Value& tf);
void installArrayApi(Interp& in, const Value& tf);
void installMathApi(Interp& in, const Value& tf, const Value& math, const Value& nn);
// tf.math.sin ... tf.nn.gelu (math_functions_api.cc).
void installMathFunctionsApi(Interp& in, const Value& tf, const Value& math, const Value& nn);
void installRandomApi(Interp& in, const Value& tf, const Value& random);
void installPrintApi(Interp& in, const Value& tf);
void installSortApi(Interp& in, const Value& tf, const Value& math, const Value& nn);  // sort_api.cc
void installLoggerApi(Interp& in, const Value& tf);                                    // logger_api.cc
void installNestApi(Interp& in, const Value& nest);                                    // nest_api.cc
// tf.device and tf.config's device lists (after tf.config exists); device_api.cc.
void installDeviceApi(Interp& in, const Value& tf);
// tf.name_scope and tf.get_current_name_scope; name_scope_api.cc.
void installNameScopeApi(Interp& in, const Value& tf);
// tf.get_current_name_scope(): the graph's scope while tracing, else the eager one.
std::string currentNameScope(Interp& in);
// tf.get_static_value; static_value_api.cc.
void installStaticValueApi(Interp& in, const Value& tf);
// tensorflow's __getattr__ and __dir__: tf.Module loaded on first use; lazy_api.cc.
void installLazyApi(Interp& in, const Value& tf);
// The device string of eager tensors and variables.
inline constexpr const char* kCpuDevice = "/job:localhost/replica:0/task:0/device:CPU:0";

// An argument that may be missing (Null) or None.
std::optional<core::DType> dtypeArg(Interp& in, const Value& v);
std::optional<std::string> nameArg(Interp& in, const Value& v);
// An op's `name` argument, or `fallback` when it is missing or None.
std::string nameOr(Interp& in, const Value& v, const char* fallback);
// A tensor operand converted to `like`'s dtype when it is a Python value (TF's
// binary-op conversion); tensors pass through unchanged.
// A Python value becomes a Const named `constName`.
ops::Value operandLike(Interp& in, const Value& v, core::DType like, const std::string& constName = "Const");
// The name of the Const a Python operand of op `opName` becomes: TensorFlow
// converts it inside the op's name scope under the op's input name ("mul/y",
// "outer/mul/y" in a scope), the scope being the name the op is about to take,
// given absolutely (ending in "/"). "Const" when eager.
std::string operandConstName(const std::string& opName, const char* input);
// Operands of a binary op: the tensor's dtype wins; two Python values infer from
// the first. A Python value becomes a Const named in the op's scope ("Add/y").
std::pair<ops::Value, ops::Value> binaryArgs(Interp& in, const Value& x, const Value& y, const std::string& scope,
                                             const char* xName = "x", const char* yName = "y");
// A constant int32 vector (or scalar) as a Const node.
ops::Value intConst(const std::vector<int64_t>& values, bool scalar = false, bool int64 = false,
                    const std::string& name = "Const");
// An int32 tensor from a Python int, list of ints, or tensor.
// A Python value becomes a Const named `constName`.
ops::Value intsArg(Interp& in, const Value& v, const std::string& constName = "Const");
// TF's dtype name in messages: "float32", "int32".
std::string dtypeName(core::DType d);
// Applies a binary Python operator (+ - * / // % ** @) with TF's semantics.
ops::Value tensorBinary(Interp& in, BinOp op, const ops::Value& a, const ops::Value& b);
// x[key] through StridedSlice.
ops::Value sliceTensor(Interp& in, const ops::Value& x, const Value& key);
// The variable `handle`[key] set to `value` (ResourceStridedSliceAssign).
void assignSlice(Interp& in, const ops::Value& handle, const Value& key, const ops::Value& value,
                 const std::string& name);
// t[key].assign(value, name=None) on a slice `t` (its variable Null if it has none).
Value assignSliceOf(Interp& in, const Value& variable, const Value& key, CallArgs& a);
// The Python value of an eager scalar (int/float/bool/str), for int()/float()/iteration.
Value scalarToPython(Interp& in, const core::Tensor& t);
// Binary operator on a tensor-like receiver, handling reflection.
Value binaryOperator(Interp& in, BinOp op, const ops::Value& self, const Value& other, bool reflected);
Value compareOperator(Interp& in, CmpOp op, const ops::Value& self, const Value& other);
[[noreturn]] void raiseNotAllowedInGraph(Interp& in, const std::string& what);
// Native functions with keyword parsing: fn(in, parsed args).
using ParsedFn = std::function<Value(Interp&, std::vector<Value>&)>;
void defParsed(Interp& in, const Value& module, const std::string& name, std::initializer_list<const char*> params,
               size_t required, ParsedFn fn);

}  // namespace tl::lang::tfi
