// tf.function and the APIs around it, added to the tensorflow module:
// tf.function (decorator with or without arguments, or tf.function(f)),
// tf.config.run_functions_eagerly / functions_run_eagerly, tf.while_loop, tf.cond,
// tf.TensorArray, and the variable creator that enforces TensorFlow's rules.
#include "lang/modules/tensorflow/autograph/control_flow_ops.h"
#include "lang/modules/tensorflow/function/function_object.h"
#include "lang/modules/tensorflow/function/function_trace.h"
#include "lang/modules/tensorflow/keras/keras_layers.h"
#include "lang/modules/tensorflow/tensor/tensor_array_object.h"

namespace tl::lang {
namespace {

// What tf.function wraps: a Python function, and the receiver a call binds to
// its first parameter (a bound method's, a callable object's, or that of the
// instance a decorated method was read through), and str() of what was passed.
struct Target {
  Value function, self;
  std::string repr;
};

Target targetOf(Interp& in, const Value& callable) {
  if (callable.is(ObjKind::Function)) return {callable, {}, ""};
  if (isPythonFunction(callable)) {
    auto* method = callable.as<BoundMethod>();
    return {method->func, method->self, in.repr(callable)};
  }
  if (auto* inner = dynamic_cast<PolymorphicFunctionObj*>(callable.isObj() ? callable.obj() : nullptr)) {
    return {inner->python, inner->self, in.repr(callable)};
  }
  if (callable.is(ObjKind::Instance)) {
    Value* call = callable.obj()->cls()->lookup(in.internStr("__call__").as<Str>());
    if (call && call->is(ObjKind::Function)) return {*call, callable, in.repr(callable)};
  }
  in.raise(in.types.TypeError, "tf.function expects a Python function, got " + in.repr(callable));
}

Value makeFunction(Interp& in, const Value& callable, const std::vector<Value>& options) {
  Target target = targetOf(in, callable);
  const Value& python = target.function;
  FunctionConfig config;
  config.autograph = !options[1].isNull() ? in.truthy(options[1]) : true;
  config.reduceRetracing = (given(options[3]) && in.truthy(options[3])) || (given(options[4]) && in.truthy(options[4]));
  config.originLine = in.callSite().line;
  FunctionInfo info = functionInfo(python);
  if (given(options[0])) validateInputSignature(in, options[0], info, config);
  auto* fn = new PolymorphicFunctionObj(functionState(in).functionClass, in, python, config, target.repr);
  fn->self = target.self;
  return Value(fn);
}

// tf.function(func=None, input_signature=None, autograph=True, jit_compile=None,
//             reduce_retracing=False, experimental_relax_shapes=None, ...)
Value tfFunction(Interp& in, const Value&, CallArgs& args) {
  auto a = parseArgs(in, args, "function",
                     {"func", "input_signature", "autograph", "jit_compile", "reduce_retracing",
                      "experimental_relax_shapes", "experimental_implements", "experimental_autograph_options",
                      "experimental_attributes", "experimental_follow_type_hints", "experimental_compile"},
                     0);
  std::vector<Value> options = {a[1], a[2], a[3], a[4], a[5]};
  if (given(a[0])) return makeFunction(in, a[0], options);
  return in.newBuiltin("function", [options](Interp& in, const Value&, CallArgs& inner) {
    auto f = parseArgs(in, inner, "function", {"func"}, 1);
    return makeFunction(in, f[0], options);
  });
}

Value runEagerly(Interp& in, const Value&, CallArgs& args) {
  auto a = parseArgs(in, args, "run_functions_eagerly", {"run_eagerly"}, 1);
  functionState(in).registry.setRunFunctionsEagerly(in.truthy(a[0]));
  return in.none();
}

Value functionsRunEagerly(Interp& in, const Value&, CallArgs&) {
  return Value::boolean(functionState(in).registry.runFunctionsEagerly());
}

// tf.Variable while tracing: allowed only on a function's first trace, with the
// initial value computed outside the graph (TensorFlow's init_scope). An initial
// value that depends on the arguments cannot be lifted: the trace assigns it.
Value createVariable(Interp& in, const std::vector<Value>& a) {
  enterVariableCreator(in);
  std::string name = a.size() > 2 && a[2].is(ObjKind::Str) ? a[2].as<Str>()->s : "Variable";
  bool trainable = a.size() < 2 || a[1].isNull() || a[1].isNone() || in.truthy(a[1]);
  std::optional<core::DType> dtype = given(a[3]) ? std::optional<core::DType>(toDType(in, a[3])) : std::nullopt;
  ops::Value value;
  {
    ops::ContextScope eager(ops::defaultEagerContext());
    Value initial = a[0];
    if (!isTensor(initial) && (isPythonFunction(initial))) initial = in.call(initial, {});
    value = toTensorValue(in, initial, dtype);
    if (value.isEager()) return makeVariable(in, value.tensor(), name, trainable);
  }
  if (!value.shape().isFullyDefined()) {
    in.raise(in.types.ValueError,
             "A tf.Variable created inside a tf.function from the function's "
             "arguments needs a fully defined shape, not " +
                 value.shape().toString());
  }
  Value variable = makeVariable(in, core::Tensor(value.dtype(), value.shape().toShape()), name, trainable);
  ops::call(ops::Op::AssignVariableOp, {ops::Value(asVariable(variable)->handle), value});
  ++functionState(in).unliftedInitializers;
  return variable;
}

Value configModule(Interp& in, const Value& tf) {
  Value config = in.getAttrOrNull(tf, in.internStr("config").as<Str>());
  if (config.isNull()) {
    config = in.newModule("tensorflow.config");
    setModuleAttr(in, tf, "config", config);
  }
  return config;
}

}  // namespace

void installFunctionApi(Interp& in, const Value& tf) {
  // Each program imports tensorflow afresh: detectors, stats and the
  // run_functions_eagerly switch start clean, as in a new Python process.
  tfState(in).functionState.reset();
  FunctionState& state = functionState(in);
  state.functionClass = newNativeClass(in, "Function",
                                       "tensorflow.python.eager.polymorphic_function.polymorphic_function");
  state.concreteClass = newNativeClass(in, "ConcreteFunction",
                                       "tensorflow.python.eager.polymorphic_function.concrete_function");
  tfState(in).keepAlive.push_back(Value(state.functionClass));
  state.funcGraphClass = newNativeClass(in, "FuncGraph", "tensorflow.python.framework.func_graph");
  tfState(in).keepAlive.push_back(Value(state.concreteClass));
  tfState(in).keepAlive.push_back(Value(state.funcGraphClass));
  state.graphDefClass = newNativeClass(in, "GraphDef", "tensorflow.core.framework.graph_pb2");
  state.nodeDefClass = newNativeClass(in, "NodeDef", "tensorflow.core.framework.node_def_pb2");
  tfState(in).keepAlive.push_back(Value(state.graphDefClass));
  tfState(in).keepAlive.push_back(Value(state.nodeDefClass));
  state.operationClass = newNativeClass(in, "Operation", "tensorflow.python.framework.ops");
  tfState(in).keepAlive.push_back(Value(state.operationClass));
  defFunction(in, tf, "function", tfFunction);
  Value config = configModule(in, tf);
  defFunction(in, config, "run_functions_eagerly", runEagerly);
  defFunction(in, config, "functions_run_eagerly", functionsRunEagerly);
  tfState(in).variableCreator = createVariable;
  installTensorArray(in, tf);
  installControlFlowOps(in, tf);
  installKeras(in, tf);
}

}  // namespace tl::lang
