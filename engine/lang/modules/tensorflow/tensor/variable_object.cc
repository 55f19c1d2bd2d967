// tf.Variable: a resource handle (ops/variable.h) read with ReadVariableOp and
// updated with Assign*VariableOp, so reads and writes also trace into graphs.
#include "core/array_format.h"
#include "lang/modules/numpy/ndarray.h"
#include "lang/modules/tensorflow/tf_internal.h"

namespace tl::lang {
namespace {

Value readTensor(Interp& in, const Value& v) { return wrapTensor(in, asVariable(v)->read()); }

// What an assignment to variable `s` returns. Eagerly TF returns an
// _UnreadVariable (the same handle, named "UnreadVariable"). While tracing the
// variable itself is returned, so a tf.function that returns the assignment
// hands back the variable, not a graph-named copy.
Value assigned(Interp& in, const Value& s) {
  if (!ops::currentContext().isEager()) return s;
  return Value(new VariableObj(tfState(in).variableClass, asVariable(s)->handle, "UnreadVariable"));
}

Value assignWith(Interp& in, const Value& s, CallArgs& a, ops::Op op, const char* fname) {
  auto v = parseArgs(in, a, fname, {"value", "use_locking", "name", "read_value"}, 1);
  VariableObj* var = asVariable(s);
  ops::Value value = toTensorValue(in, v[0], var->storage().dtype);
  if (op == ops::Op::AssignVariableOp && !var->storage().shape.isCompatibleWith(value.shape())) {
    in.raise(in.types.ValueError, "Cannot assign value to variable ' " + var->name +
                                      "': Shape mismatch.The variable shape " + var->storage().shape.toString() +
                                      ", and the assigned value shape " + value.shape().toString() +
                                      " are incompatible.");
  }
  ops::call(op, {ops::Value(var->handle), value});
  if (given(v[3]) && !in.truthy(v[3])) return Value::none();
  return assigned(in, s);
}

void defVariableMethods(Interp& in, ClassObj* c) {
  defProperty(in, c, "name", [](Interp& in, const Value& s, CallArgs&) { return in.newStr(asVariable(s)->name); });
  defProperty(in, c, "dtype",
              [](Interp& in, const Value& s, CallArgs&) { return wrapDType(in, asVariable(s)->storage().dtype); });
  defProperty(in, c, "shape",
              [](Interp& in, const Value& s, CallArgs&) { return wrapShape(in, asVariable(s)->storage().shape); });
  defProperty(in, c, "device", [](Interp& in, const Value&, CallArgs&) { return in.newStr(tfi::kCpuDevice); });
  defProperty(in, c, "trainable",
              [](Interp&, const Value& s, CallArgs&) { return Value::boolean(asVariable(s)->storage().trainable); });
  defMethod(in, c, "get_shape",
            [](Interp& in, const Value& s, CallArgs&) { return wrapShape(in, asVariable(s)->storage().shape); });
  defMethod(in, c, "numpy", [](Interp& in, const Value& s, CallArgs&) {
    const core::Tensor& t = asVariable(s)->storage().value;
    if (!t.valid()) in.raise(in.exceptionClass("FailedPreconditionError"), "Variable is uninitialized");
    return wrapNdArray(in, t);
  });
  defMethod(in, c, "read_value", [](Interp& in, const Value& s, CallArgs&) { return readTensor(in, s); });
  defMethod(in, c, "value", [](Interp& in, const Value& s, CallArgs&) { return readTensor(in, s); });
  defMethod(in, c, "assign", [](Interp& in, const Value& s, CallArgs& a) {
    return assignWith(in, s, a, ops::Op::AssignVariableOp, "assign");
  });
  defMethod(in, c, "assign_add", [](Interp& in, const Value& s, CallArgs& a) {
    return assignWith(in, s, a, ops::Op::AssignAddVariableOp, "assign_add");
  });
  defMethod(in, c, "assign_sub", [](Interp& in, const Value& s, CallArgs& a) {
    return assignWith(in, s, a, ops::Op::AssignSubVariableOp, "assign_sub");
  });
  defMethod(in, c, "__format__", [](Interp& in, const Value& s, CallArgs& a) {
    Value t = readTensor(in, s);
    return in.call(in.getAttr(t, "__format__"), std::vector<Value>(a.pos, a.pos + a.npos));
  });
}

Value createEagerly(Interp& in, const std::vector<Value>& v) {
  if (!given(v[0])) in.raise(in.types.ValueError, "initial_value must be specified.");
  Value init = v[0];
  if (!isTensor(init) && !isVariable(init) && init.isObj() &&
      (init.is(ObjKind::Function) || init.is(ObjKind::Builtin) || init.is(ObjKind::BoundMethod)))
    init = in.call(init, {});
  ops::Value value = toTensorValue(in, init, tfi::dtypeArg(in, v[6]));
  if (!value.isEager()) {
    in.raise(in.types.ValueError,
             "A tf.Variable's initial value must be known when it is created; "
             "create variables outside tf.function or on its first call.");
  }
  std::string name = given(v[4]) ? toStr(in, v[4]) : "Variable";
  bool trainable = given(v[1]) ? in.truthy(v[1]) : true;
  return makeVariable(in, value.tensor(), name, trainable);
}

// tf.Variable(shape=...): a declared shape may be less defined than the initial
// value's, and later assignments may then change the value's shape.
void declareShape(Interp& in, const Value& variable, const Value& shape) {
  ops::VariableStorage& storage = asVariable(variable)->storage();
  core::PartialShape declared = toPartialShape(in, shape);
  if (!storage.shape.isCompatibleWith(declared)) {
    in.raise(in.types.ValueError,
             "In this `tf.Variable` creation, the initial value's shape (" + storage.shape.toString() +
                 ") is not compatible with the explicitly supplied `shape` argument (" + in.str(shape) + ").");
  }
  storage.shape = declared;
}

// The variable's name in the current name scope (resource_variable_ops: the
// handle's name under ops.name_scope(name, "Variable")), "layer/w". Eagerly the
// scope nests by text; while tracing the graph's scope is entered once (which
// checks the name and takes it in the graph) and the variable, made under
// init_scope, takes the graph's stack as its eager scope.
std::string scopedVariableName(Interp& in, const Value& given_name) {
  std::string name = given(given_name) ? toStr(in, given_name) : "Variable";
  std::string scope = tfState(in).scopeName;
  if (graph::GraphBuilder* builder = tfi::currentGraphBuilder()) {
    std::string previous;
    builder->graph().enterNameScope(name, previous);
    builder->graph().restoreNameScope(previous);
    scope = previous.empty() ? "" : previous + "/";
  }
  if (name.empty()) return "";
  if (name.back() == '/') return name.substr(0, name.size() - 1);
  return scope + name;
}

Value construct(Interp& in, CallArgs& a) {
  auto v = parseArgs(in, a, "Variable",
                     {"initial_value", "trainable", "validate_shape", "caching_device", "name", "variable_def", "dtype",
                      "import_scope", "constraint", "synchronization", "aggregation", "shape"},
                     0);
  TfState& st = tfState(in);
  v[4] = in.newStr(scopedVariableName(in, v[4]));
  Value variable = st.variableCreator ? st.variableCreator(in, {v[0], v[1], v[4], v[6]}) : createEagerly(in, v);
  if (given(v[11])) declareShape(in, variable, v[11]);
  return variable;
}

}  // namespace

ops::Value VariableObj::read() const {
  ops::Attrs attrs{{"dtype", storage().dtype}};
  // A trace input has no storage the graph knows of: the attr gives reads their shape.
  if (traceInput) attrs["shape"] = storage().shape;
  return callNamed(ops::Op::ReadVariableOp, {ops::Value(handle)}, attrs, "ReadVariableOp");
}

Value VariableObj::getAttr(Interp& in, const std::string& name) {
  if (name == "__int__" || name == "__float__" || name == "__abs__" || name == "__index__")
    return in.getAttr(wrapTensor(in, read()), name);
  return {};
}

Value VariableObj::binary(Interp& in, BinOp op, const Value& other, bool reflected) {
  return tfi::binaryOperator(in, op, read(), other, reflected);
}
Value VariableObj::unary(Interp& in, UnaryOp op) { return in.unary(op, wrapTensor(in, read())); }
Value VariableObj::compare(Interp& in, CmpOp op, const Value& other) {
  return tfi::compareOperator(in, op, read(), other);
}
Value VariableObj::getItem(Interp& in, const Value& key) {
  Value slice = wrapTensor(in, tfi::sliceTensor(in, read(), key));
  auto* t = static_cast<TensorObj*>(slice.as<NativeObject>());
  t->sliceKey = key;
  t->slicedVariable = Value(this);
  return slice;
}
int64_t VariableObj::len(Interp& in) { return in.len(wrapTensor(in, read())); }
Value VariableObj::iter(Interp& in) { return in.iter(wrapTensor(in, read())); }
int VariableObj::truthy(Interp& in) { return in.truthy(wrapTensor(in, read())) ? 1 : 0; }

std::string VariableObj::repr(Interp& in) {
  const ops::VariableStorage& s = storage();
  if (!ops::currentContext().isEager() || !s.value.valid()) {
    return "<tf.Variable '" + name + "' shape=" + s.shape.toString() + " dtype=" + core::dtypeName(s.dtype) + ">";
  }
  // TF shows the variable's declared shape, which may be less defined than its value's.
  std::string text = core::tfVariableRepr(name, s.value);
  std::string valueShape = "shape=" + s.value.shape().toString(), declared = "shape=" + s.shape.toString();
  if (valueShape != declared) text.replace(text.find(valueShape), valueShape.size(), declared);
  return text;
}
std::string VariableObj::str(Interp& in) { return repr(in); }

bool isVariable(const Value& v) { return asVariable(v) != nullptr; }

VariableObj* asVariable(const Value& v) {
  return v.is(ObjKind::Native) ? dynamic_cast<VariableObj*>(v.as<NativeObject>()) : nullptr;
}

Value makeVariable(Interp& in, const core::Tensor& initial, const std::string& name, bool trainable) {
  TfState& st = tfState(in);
  std::string base = name.size() > 2 && name.compare(name.size() - 2, 2, ":0") == 0 ? name.substr(0, name.size() - 2)
                                                                                    : name;
  core::Tensor handle = ops::makeVariableHandle(initial, base, trainable);
  Value var(new VariableObj(st.variableClass, handle, base + ":0"));
  if (st.onVariableCreated) st.onVariableCreated(in, var);
  return var;
}

Value argumentVariable(Interp& in, const VariableObj& var) {
  core::Tensor handle(core::DType::Resource, core::Shape{});
  handle.object() = var.handle.object();
  auto* standIn = new VariableObj(var.cls(), handle, var.name);
  standIn->traceInput = true;
  return Value(standIn);
}

namespace tfi {

// array_ops.strided_slice's assign closure: a slice of a variable assigns into
// it (the value converted to the variable's dtype); any other slice has none.
Value assignSliceOf(Interp& in, const Value& variable, const Value& key, CallArgs& a) {
  auto v = parseArgs(in, a, "assign", {"val", "name"}, 1);
  if (variable.isNull()) in.raise(in.types.ValueError, "Sliced assignment is only supported for variables");
  VariableObj* var = asVariable(variable);
  ops::Value value = toTensorValue(in, v[0], var->storage().dtype);
  assignSlice(in, ops::Value(var->handle), key, value, given(v[1]) ? toStr(in, v[1]) : "strided_slice/_assign");
  return assigned(in, variable);
}

void installVariableClass(Interp& in, TfState& st) {
  st.variableClass = newNativeClass(in, "ResourceVariable", "tensorflow.python.ops.resource_variable_ops");
  st.keepAlive.push_back(Value(st.variableClass));
  defVariableMethods(in, st.variableClass);
  setClassAttr(in, st.variableClass, "__call_ctor__",
               in.newBuiltin("Variable", [](Interp& in, const Value&, CallArgs& a) { return construct(in, a); }));
}

}  // namespace tfi
}  // namespace tl::lang
