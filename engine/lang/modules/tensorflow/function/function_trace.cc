#include "lang/modules/tensorflow/function/function_trace.h"

#include <algorithm>

#include "lang/modules/tensor_values/tensor_values.h"
#include "lang/modules/tensorflow/autograph/autograph_errors.h"
#include "lang/modules/tensorflow/autograph/autograph_hook.h"
#include "lang/modules/tensorflow/function/function_trace_keys.h"
#include "lang/modules/tensorflow/function/trace_steps.h"
#include "lang/modules/tensorflow/object_util.h"

namespace tl::lang {
namespace {

// What the arguments hold, for func_graph.check_func_mutation: every list, tuple
// and dict reachable from them and every item in them, compared with `is`
// (has_mutation), and each list's and dict's length. TensorFlow forbids a traced
// body to modify its Python input arguments.
struct ArgumentSnapshot {
  std::vector<Value> parts;
  std::vector<size_t> sizes;
  bool operator==(const ArgumentSnapshot& o) const {
    return sizes == o.sizes && parts.size() == o.parts.size() &&
           std::equal(parts.begin(), parts.end(), o.parts.begin(),
                      [](const Value& a, const Value& b) { return a.sameAs(b); });
  }
};

void snapshot(const Value& v, ArgumentSnapshot& out) {
  out.parts.push_back(v);
  if (v.is(ObjKind::List)) {
    out.sizes.push_back(v.as<List>()->items.size());
    for (const auto& item : v.as<List>()->items) snapshot(item, out);
  } else if (v.is(ObjKind::Tuple)) {
    for (const auto& item : v.as<Tuple>()->items) snapshot(item, out);
  } else if (v.is(ObjKind::Dict)) {
    out.sizes.push_back(v.as<Dict>()->size());
    v.as<Dict>()->forEach([&](const Value& key, const Value& item) {
      out.parts.push_back(key);
      snapshot(item, out);
    });
  }
}

ArgumentSnapshot snapshotArguments(const std::vector<Value>& positional, const std::vector<KwArg>& keywords) {
  ArgumentSnapshot out;
  for (const auto& v : positional) snapshot(v, out);
  for (const auto& kw : keywords) snapshot(kw.value, out);
  return out;
}

// What the body returned, as TensorFlow's func_graph_from_py_func keeps it: every
// leaf through convert_to_tensor (Python numbers and strings become constants,
// variables are read), None kept, lists, tuples and dicts rebuilt as they were.
Value outputsAsTensors(Interp& in, const Value& value, const Value& python) {
  if (value.isNone() || isTensor(value)) return value;
  if (value.is(ObjKind::List) || value.is(ObjKind::Tuple)) {
    const auto& items = value.is(ObjKind::List) ? value.as<List>()->items : value.as<Tuple>()->items;
    std::vector<Value> out;
    for (const auto& item : items) out.push_back(outputsAsTensors(in, item, python));
    return sequenceLike(in, value, std::move(out));
  }
  if (value.is(ObjKind::Dict)) {
    Value out = in.newDict();
    value.as<Dict>()->forEach([&](const Value& k, const Value& v) {
      out.as<Dict>()->set(k, outputsAsTensors(in, v, python));
    });
    return containerLike(in, value, out);
  }
  bool convertible = isVariable(value) || value.isInt() || value.isFloat() || value.isBool() ||
                     value.is(ObjKind::Str) ||
                     (value.is(ObjKind::Native) && !isTensorSpec(value) && pythonToTensor(in, value).has_value());
  if (!convertible) {
    in.raise(in.types.TypeError,
             "To be compatible with tf.function, Python functions must return zero or more Tensors or "
             "ExtensionTypes or None values; in compilation of " +
                 in.str(python) +
                 ", found return value "
                 "of type " +
                 in.typeName(value) + ", which is not a Tensor or ExtensionType.");
  }
  return wrapTensor(in, toTensorValue(in, value, std::nullopt));
}

// Runs the Python body with symbolic arguments; keeps what it returned.
class PythonTraceBody : public function::TraceBody {
 public:
  PythonTraceBody(Interp& in, PolymorphicFunctionObj& fn, const std::vector<BoundArgument>& bound)
      : in_(in), fn_(fn), bound_(bound), structure_(std::make_shared<OutputStructure>()) {}

  std::vector<ops::Value> run(graph::GraphBuilder& builder, const std::vector<ops::Value>& inputs) override {
    std::vector<Value> leaves;
    for (const auto& input : inputs) leaves.push_back(wrapTensor(in_, input));
    size_t next = 0;
    // A variable argument is seen by the body as a variable of its own whose reads
    // and writes go through the trace's resource input (one per distinct variable).
    std::vector<std::pair<VariableObj*, Value>> bindings;
    VariableReplacer bindVariable = [&](VariableObj* var) {
      for (const auto& [original, standIn] : bindings) {
        if (original == var) return standIn;
      }
      Value standIn = argumentVariable(in_, *var);
      builder.bindEagerInput(asVariable(standIn)->handle, inputs.at(next++));
      bindings.emplace_back(var, standIn);
      return standIn;
    };
    std::vector<Value> positional;
    std::vector<KwArg> keywords;
    for (const auto& arg : bound_) {
      Value value = replaceTensors(in_, arg.value, leaves, next, &bindVariable);
      if (arg.kind == function::ParameterKind::KeywordOnly) keywords.push_back({arg.name, value});
      else positional.push_back(value);
    }
    auto before = snapshotArguments(positional, keywords);
    TracingScope scope(in_, fn_.info.name, fn_.config.autograph);
    if (in_.options().recordTraceSteps) steps_ = std::make_unique<TraceStepRecorder>(in_, fn_.python);
    Value returned;
    try {
      returned = in_.call(fn_.python, positional, keywords);
    } catch (const PyException& error) {
      if (!fn_.config.autograph) throw;
      reraiseFromConvertedCode(in_, error);
    } catch (const core::TfError& error) {
      if (!fn_.config.autograph) throw;
      reraiseFromConvertedCode(in_, error, fn_.info.name);
    }
    if (steps_) steps_->stop();
    if (snapshotArguments(positional, keywords) != before) {
      in_.raise(in_.types.ValueError, fn_.info.name +
                                          "() should not modify its Python input arguments. "
                                          "Check if it modifies any lists or dicts passed as arguments. "
                                          "Modifying a copy is allowed.");
    }
    structure_->result = outputsAsTensors(in_, returned, fn_.python);
    std::vector<ops::Value> outputs;
    flattenTensors(in_, structure_->result, outputs);
    return outputs;
  }

  std::shared_ptr<OutputStructure> structure() const { return structure_; }
  std::unique_ptr<TraceStepRecorder> takeSteps() { return std::move(steps_); }

 private:
  Interp& in_;
  PolymorphicFunctionObj& fn_;
  const std::vector<BoundArgument>& bound_;
  std::shared_ptr<OutputStructure> structure_;
  std::unique_ptr<TraceStepRecorder> steps_;  // when the run records trace steps
};

std::shared_ptr<function::ConcreteFunction> traceOnce(Interp& in, PolymorphicFunctionObj& fn,
                                                      const function::FunctionType& type,
                                                      const std::vector<BoundArgument>& bound,
                                                      std::unique_ptr<TraceStepRecorder>& steps) {
  FunctionState& state = functionState(in);
  PythonTraceBody body(in, fn, bound);
  auto concrete = function::traceConcrete(fn.info.name, state.registry.nextConcreteId(), type, placeholderSpecsOf(type),
                                          body, in.options());
  concrete->outputStructure = body.structure();
  steps = body.takeSteps();
  return concrete;
}

// Function._call's scopes: the first trace may create variables; if it did,
// TensorFlow lifts them and traces again where creating one is an error, and so
// is every later trace. If it did not, later traces may create them, but the call
// that did ends in a ValueError (PolymorphicFunctionObj::endCall).
std::shared_ptr<function::ConcreteFunction> traceWithVariableRules(Interp& in, PolymorphicFunctionObj& fn,
                                                                   const function::FunctionType& type,
                                                                   const std::vector<BoundArgument>& bound,
                                                                   std::unique_ptr<TraceStepRecorder>& steps) {
  FunctionState& state = functionState(in);
  bool first = !fn.tracedOnce;
  fn.tracedOnce = true;
  bool savedAllowed = state.variableCreationAllowed;
  int savedCreated = state.variablesCreated, savedUnlifted = state.unliftedInitializers;
  state.variableCreationAllowed = first || !fn.createdVariables;
  state.variablesCreated = state.unliftedInitializers = 0;
  struct Restore {
    FunctionState& s;
    bool allowed;
    int created, unlifted;
    ~Restore() {
      s.variableCreationAllowed = allowed;
      s.variablesCreated = created;
      s.unliftedInitializers = unlifted;
    }
  } restore{state, savedAllowed, savedCreated, savedUnlifted};
  auto concrete = traceOnce(in, fn, type, bound, steps);
  if (state.variablesCreated == 0) return concrete;
  fn.createdVariables = true;
  if (!first) {
    fn.createdOnNonFirstCall = true;
    return concrete;
  }
  function::TraceInfo info{concrete->id, concrete->traceUs, concrete->nodes, concrete->nodesOptimized,
                           concrete->bytesHeld()};
  fn.tracker->addVariableCreationTrace(info, fn.tracker->nextCallNumber(), in.sink());
  if (state.unliftedInitializers > 0) fn.initializingTrace = concrete;
  state.variableCreationAllowed = false;
  return traceOnce(in, fn, type, bound, steps);
}

}  // namespace

TracingScope::TracingScope(Interp& in, const std::string& fn, bool autograph)
    : in_(in), saved_phase_(in.printPhase()), saved_hook_(in.controlFlowHook()) {
  functionState(in).tracing.push_back(fn);
  in.setPrintPhase("trace", fn);
  in.setControlFlowHook(autograph ? autographHook(in) : nullptr);
}

TracingScope::~TracingScope() {
  auto& tracing = functionState(in_).tracing;
  tracing.pop_back();
  in_.setPrintPhase(saved_phase_, tracing.empty() ? "" : tracing.back());
  in_.setControlFlowHook(saved_hook_);
}

size_t traceFunction(Interp& in, PolymorphicFunctionObj& fn, const function::FunctionType& type,
                     const function::Explanation& why, const std::vector<BoundArgument>& bound, bool fromCall) {
  std::unique_ptr<TraceStepRecorder> steps;
  auto concrete = traceWithVariableRules(in, fn, type, bound, steps);
  function::TraceInfo info{concrete->id, concrete->traceUs, concrete->nodes, concrete->nodesOptimized,
                           concrete->bytesHeld()};
  int callNumber = fromCall ? fn.tracker->nextCallNumber() : 0;
  size_t entry = fn.tracker->addTrace(type, info, why, callNumber, in.sink());
  fn.concretes.push_back(concrete);
  in.sink().emit(concrete->graphEvent());
  if (steps) in.sink().emit(steps->event(fn.info.name, callNumber, concrete->id, *concrete->traced));
  return entry;
}


}  // namespace tl::lang
