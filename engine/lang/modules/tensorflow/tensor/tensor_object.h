// The `tensorflow` Python module's object model: tensors, dtypes, shapes,
// specs and variables as interpreter objects, plus per-interpreter TF state.
// tensor/ holds them: one file per object family (tensor_object, variable_object,
// dtype_object, shape_objects, tensor_array_object), the tensor operators and
// slicing, tf.convert_to_tensor (conversion.cc) and the state (tf_state.cc).
//
// This header is the contract tf.function / AutoGraph / Keras build on:
//   Value t = wrapTensor(in, ops::build::add(a, b));       // EagerTensor or SymbolicTensor
//   if (isTensor(v)) { const ops::Value& x = tensorValue(v); ... }
//   ops::Value x = toTensorValue(in, pyValue, core::DType::Float32);  // tf.convert_to_tensor
//   Value spec = wrapTensorSpec(in, core::PartialShape({-1, 1}), core::DType::Float32);
//   tfState(in).onVariableCreated = [](Interp& in, const Value& var) { ... };
// Every tensor op goes through ops::call, so it runs eagerly or records a graph
// node depending on ops::currentContext().
//
// registerTensorflowModule() registers `tensorflow` (and its submodules) and
// `numpy`; building the module calls installFunctionApi(in, module) last, which
// adds tf.function and friends (defined in function/).
#pragma once
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/core.h"
#include "lang/eval/native.h"
#include "ops/op.h"

namespace tl::lang {

// Per-interpreter state of the tensorflow module.
struct TfState {
  // tf.Tensor is the base; eager values are EagerTensor, traced ones SymbolicTensor
  // (both in module "tensorflow.python.framework.ops", as TF 2.15 names them).
  ClassObj* tensorClass = nullptr;
  ClassObj* eagerTensorClass = nullptr;
  ClassObj* symbolicTensorClass = nullptr;
  ClassObj* dtypeClass = nullptr;
  ClassObj* shapeClass = nullptr;     // tf.TensorShape
  ClassObj* specClass = nullptr;      // tf.TensorSpec
  ClassObj* variableClass = nullptr;  // tf.Variable
  Value module;                       // the tensorflow module once built (Null before)
  Value setLoopOptions;               // tf.autograph.experimental.set_loop_options
  Value topKResultClass;              // tf.math.top_k's namedtuple TopKV2 (made on first use)

  // Called after every tf.Variable is created (eagerly or while tracing), so
  // tf.function can track variables made inside a traced body.
  std::function<void(Interp&, const Value& variable)> onVariableCreated;
  // When set, tf.Variable(...) calls this instead of creating the variable itself
  // (tf.function uses it to lift initializers out of a traced body). It receives
  // the parsed constructor arguments: initial_value, trainable, name, dtype.
  std::function<Value(Interp&, const std::vector<Value>& args)> variableCreator;
  // Opaque state of the tf.function engine (function/).
  std::shared_ptr<void> functionState;

  // tf.random.set_seed: the global seed and the per-op counter TF derives op seeds from.
  std::optional<int64_t> globalSeed;
  int64_t opSeedCounter = 0;
  // tf.Variable default names: "Variable", "Variable_1", ...
  int64_t variableCount = 0;
  // The eager context's scope_name: tf.name_scope entered eagerly ("a/b/", "" at the root).
  std::string scopeName;

  // Keras's optimizer, loss and metric classes by "module.Name", made on first use.
  std::map<std::string, ClassObj*> kerasClasses;

  std::vector<Value> keepAlive;  // the class objects above
  std::vector<Value> dtypes;     // one tf.DType object per core::DType (so `is` works)
};

// The state of `in` (classes are created on first use).
TfState& tfState(Interp& in);

// ---- tensors ----------------------------------------------------------------

class TensorObj final : public NativeObject {  // final: isTensor compares exact types
 public:
  TensorObj(ClassObj* cls, ops::Value v) : NativeObject(cls), value(std::move(v)) {}
  ops::Value value;
  // A symbolic tensor's name when Python shows it under another than its node's
  // ("Identity:0": a FuncGraph's returned tensor, which the trace does not add).
  std::string shownName;
  // A slice t[key] keeps its key, and the variable it was read from, for TF's
  // sliced assignment v[key].assign(x) (array_ops.strided_slice's closure).
  Value sliceKey, slicedVariable;

  Value getAttr(Interp& in, const std::string& name) override;
  Value binary(Interp& in, BinOp op, const Value& other, bool reflected) override;
  Value unary(Interp& in, UnaryOp op) override;
  Value compare(Interp& in, CmpOp op, const Value& other) override;
  Value getItem(Interp& in, const Value& key) override;
  int64_t len(Interp& in) override;
  Value iter(Interp& in) override;
  int truthy(Interp& in) override;
  std::string repr(Interp& in) override;
  std::string str(Interp& in) override;
  int64_t hash() override;
  bool staged() const override { return value.isSymbolic(); }
  // An eager tensor is its own array; a symbolic one has none.
  std::optional<core::Tensor> asArray(Interp& in) override { return asTensor(in); }
  std::optional<core::Tensor> asTensor(Interp& in) override;
  int arrayPriority() const override { return 100; }  // TF's Tensor.__array_priority__
};

Value wrapTensor(Interp& in, ops::Value value);
// A symbolic tensor shown under `name` ("Identity:0"), see TensorObj::shownName.
Value wrapTensorShownAs(Interp& in, ops::Value value, std::string name);
bool isTensor(const Value& v);
const ops::Value& tensorValue(const Value& v);  // requires isTensor(v)

// tf.convert_to_tensor: tensors pass through (a dtype mismatch raises TF's
// ValueError), variables are read (ReadVariableOp), Python scalars / nested
// lists and tuples / numpy arrays become a Const with TF's dtype inference.
ops::Value toTensorValue(Interp& in, const Value& v, std::optional<core::DType> dtype = {},
                         const std::string& constName = "Const");
// The dtype of the first traced tensor in a value or its nested lists and tuples
// (TF's _get_dtype_from_nested_lists); such a list converts to a Pack of its items.
std::optional<core::DType> tracedDTypeIn(const Value& v);

// An op call named like TF names the node (e.g. "add" for x + y, graph::kNameAttr).
ops::Value callNamed(ops::Op op, const std::vector<ops::Value>& inputs, ops::Attrs attrs, const std::string& name);
// A Const node named `name` while building a graph; eagerly the tensor itself
// (TensorFlow converts eager constants without running an op).
ops::Value namedConstant(const core::Tensor& value, const std::string& name);

// ---- dtypes, shapes, specs --------------------------------------------------

class DTypeObj : public NativeObject {
 public:
  DTypeObj(ClassObj* cls, core::DType d) : NativeObject(cls), dtype(d) {}
  core::DType dtype;
  std::string repr(Interp& in) override;  // "tf.float32"
  std::string str(Interp& in) override;   // "<dtype: 'float32'>" (TF's DType.__str__)
  Value compare(Interp& in, CmpOp op, const Value& other) override;
  int64_t hash() override { return static_cast<int64_t>(dtype) + 1000003; }
};

Value wrapDType(Interp& in, core::DType dtype);
// A tf.DType, a numpy dtype, or a name ("float32"); nullopt for None/anything else.
std::optional<core::DType> toDType(Interp& in, const Value& v);

class ShapeObj : public NativeObject {
 public:
  ShapeObj(ClassObj* cls, core::PartialShape s) : NativeObject(cls), shape(std::move(s)) {}
  core::PartialShape shape;
  std::string repr(Interp& in) override;  // "TensorShape([3, 1])"
  std::string str(Interp& in) override;   // "(3, 1)"
  Value compare(Interp& in, CmpOp op, const Value& other) override;
  Value binary(Interp& in, BinOp op, const Value& other, bool reflected) override;  // + concatenates
  Value getItem(Interp& in, const Value& key) override;
  int64_t len(Interp& in) override;
  Value iter(Interp& in) override;
  int64_t hash() override;
};

Value wrapShape(Interp& in, core::PartialShape shape);
// A TensorShape, list/tuple of ints and None, or None (unknown rank).
core::PartialShape toPartialShape(Interp& in, const Value& v);

class TensorSpecObj : public NativeObject {
 public:
  TensorSpecObj(ClassObj* cls, core::PartialShape s, core::DType d, std::optional<std::string> n)
      : NativeObject(cls), shape(std::move(s)), dtype(d), name(std::move(n)) {}
  core::PartialShape shape;
  core::DType dtype;
  std::optional<std::string> name;        // nullopt prints name=None
  std::string repr(Interp& in) override;  // "TensorSpec(shape=(None, 1), dtype=tf.float32, name=None)"
  Value compare(Interp& in, CmpOp op, const Value& other) override;
  int64_t hash() override;
};

Value wrapTensorSpec(Interp& in, core::PartialShape shape, core::DType dtype, std::optional<std::string> name = {});
bool isTensorSpec(const Value& v);
const TensorSpecObj& tensorSpec(const Value& v);  // requires isTensorSpec(v)

// ---- variables --------------------------------------------------------------

class VariableObj : public NativeObject {
 public:
  VariableObj(ClassObj* cls, core::Tensor h, std::string n)
      : NativeObject(cls), handle(std::move(h)), name(std::move(n)) {}
  core::Tensor handle;      // scalar DType::Resource (ops/variable.h)
  std::string name;         // "Variable:0"
  bool traceInput = false;  // argumentVariable()'s stand-in: its handle is a trace input
  ops::VariableStorage& storage() const { return ops::variableStorage(handle); }
  // ReadVariableOp through the current context (eager read or graph node).
  ops::Value read() const;

  Value getAttr(Interp& in, const std::string& name) override;
  Value binary(Interp& in, BinOp op, const Value& other, bool reflected) override;
  Value unary(Interp& in, UnaryOp op) override;
  Value compare(Interp& in, CmpOp op, const Value& other) override;
  Value getItem(Interp& in, const Value& key) override;
  int64_t len(Interp& in) override;
  Value iter(Interp& in) override;
  int truthy(Interp& in) override;
  std::string repr(Interp& in) override;
  std::string str(Interp& in) override;
  // NumPy reads the current value; tf.convert_to_tensor reads it through an op
  // instead (toTensorValue), so a variable has no asTensor.
  std::optional<core::Tensor> asArray(Interp& in) override { return storage().value; }
  int arrayPriority() const override { return 100; }  // TF's Variable.__array_priority__
};

bool isVariable(const Value& v);
VariableObj* asVariable(const Value& v);  // nullptr if not a variable
// A tf.Tensor or a tf.Variable: what TensorFlow's operators treat as a tensor.
inline bool tensorLike(const Value& v) { return isTensor(v) || isVariable(v); }
// A new eager variable holding `initial` (calls onVariableCreated).
Value makeVariable(Interp& in, const core::Tensor& initial, const std::string& name, bool trainable = true);
// The stand-in a trace's body sees for a variable passed as an argument: the same
// variable (storage, name) behind a handle of its own, which the trace binds to
// its resource input (not a new variable: onVariableCreated is not called).
Value argumentVariable(Interp& in, const VariableObj& var);

// ---- the module -------------------------------------------------------------

// Registers `tensorflow` (with tensorflow.math, .nn, .random, .errors...) and `numpy`.
void registerTensorflowModule(Interp& in);
// Adds tf.function and the APIs built on it to the module (function/).
void installFunctionApi(Interp& in, const Value& tfModule);

}  // namespace tl::lang
