#include "lang/modules/tensorflow/function_object.h"

#include <chrono>

#include "autodiff/gradient_tape.h"
#include "lang/modules/tensorflow/function_trace.h"
#include "lang/modules/tensorflow/function_trace_keys.h"
#include "lang/modules/tensorflow/object_util.h"

namespace tl::lang {
namespace {

using Clock = std::chrono::steady_clock;

double microsecondsSince(Clock::time_point start) {
  return std::chrono::duration<double, std::micro>(Clock::now() - start).count();
}

std::string signatureText(const FunctionInfo& info, const FunctionConfig& config, Interp& in) {
  std::string out = "(";
  for (size_t i = 0; i < info.params.size(); ++i) {
    out += (i ? ", " : "") + info.params[i];
    if (config.hasSignature && i < config.inputSignature.size()) {
      out += ": " + in.repr(config.inputSignature[i]);
    }
  }
  return out + ")";
}

// Parameters covered by an input_signature take the spec's type (so every call
// maps to the one trace); the others are keyed by value as usual.
function::FunctionType requestType(Interp& in, const std::vector<BoundArgument>& bound,
                                   const FunctionConfig& config) {
  TraceKeyBuilder keys(in);
  std::vector<function::Parameter> params;
  for (size_t i = 0; i < bound.size(); ++i) {
    bool covered = config.hasSignature && i < config.inputSignature.size();
    const Value& source = covered ? config.inputSignature[i] : bound[i].value;
    params.push_back({bound[i].name, bound[i].kind, keys.typeOf(source)});
  }
  return function::FunctionType(params);
}

}  // namespace

PolymorphicFunctionObj::PolymorphicFunctionObj(ClassObj* cls, Interp& in, Value fn, FunctionConfig cfg,
                                               const std::string& pythonRepr)
    : NativeObject(cls), python(std::move(fn)), info(functionInfo(python)), config(std::move(cfg)) {
  function::FunctionOptions options{config.reduceRetracing, config.hasSignature};
  std::string repr = pythonRepr.empty() ? functionRepr(in, python) : pythonRepr;
  tracker = std::make_unique<function::CallTracker>(functionState(in).registry, info.name, repr,
                                                    info.codeId, options);
}

size_t PolymorphicFunctionObj::concreteFor(Interp& in, const CallArgs& args,
                                           std::vector<BoundArgument>& bound, bool* traced,
                                           bool fromCall) {
  std::string text = signatureText(info, config, in);
  try {
    bound = bindArguments(info, self, args);
  } catch (const BindingError& e) {
    raiseBindingError(in, e.what(), args, text);
  }
  if (config.hasSignature) castToSignature(in, config, args, bound, text);
  function::FunctionType request = requestType(in, bound, config);
  auto lookup = tracker->lookup(request);
  *traced = !lookup.hit;
  if (lookup.hit) return *lookup.hit;
  return traceFunction(in, *this, lookup.traceType, lookup.why, bound, fromCall);
}

Value PolymorphicFunctionObj::call(Interp& in, CallArgs& args) {
  FunctionState& state = functionState(in);
  bool eager = ops::currentContext().isEager();
  auto start = Clock::now();
  if (state.registry.runFunctionsEagerly()) {
    Value result = in.call(python, args);
    if (eager) tracker->recordEagerCall(microsecondsSince(start), in.sink());
    return result;
  }
  std::vector<BoundArgument> bound;
  bool traced = false;
  size_t entry = concreteFor(in, args, bound, &traced);
  Value result = runConcreteFunction(in, *concretes[entry], bound);
  if (eager) tracker->recordCall(traced, entry, microsecondsSince(start), in.sink());
  return result;
}

Value PolymorphicFunctionObj::bindTo(Interp& in, const Value& instance) {
  if (!self.isNull()) return {};
  Value& copy = boundCopies[instance.obj()];
  if (copy.isNull()) {
    // TensorFlow wraps the bound method: the warning names it so.
    std::string repr = "<bound method " + info.qualname + " of " + in.repr(instance) + ">";
    auto* bound = new PolymorphicFunctionObj(cls(), in, python, config, repr);
    bound->self = instance;
    copy = Value(bound);
  }
  return copy;
}

void PolymorphicFunctionObj::clearCache() {
  tracker->clearCache();
  concretes.clear();
  concreteObjects.clear();
}

std::string PolymorphicFunctionObj::repr(Interp& in) {
  return objectRepr(in, "tensorflow.python.eager.polymorphic_function.polymorphic_function.Function", this);
}

Value runConcreteFunction(Interp& in, const function::ConcreteFunction& fn,
                          const std::vector<BoundArgument>& bound) {
  std::vector<ops::Value> feeds;
  std::vector<const VariableObj*> variables;
  for (const auto& arg : bound) flattenTensors(in, arg.value, feeds, &variables);
  std::vector<ops::Value> outputs;
  // Under an eager GradientTape every op must reach the tape, so the traced graph
  // is replayed op by op (TensorFlow records the call's gradient function instead).
  bool taped = dynamic_cast<autodiff::GradientTape*>(&ops::currentContext()) != nullptr;
  if (ops::currentContext().isEager() && !taped) {
    std::vector<core::Tensor> tensors;
    for (const auto& feed : feeds) tensors.push_back(feed.tensor());
    ops::KernelContext context{&in.sink(), "run", fn.fn};
    auto hook = [&in](int64_t) { in.stepLimitCheck(); };
    for (auto& t : function::runConcrete(fn, functionState(in).executor, tensors, context, hook)) {
      outputs.emplace_back(std::move(t));
    }
  } else {
    outputs = replayGraph(*fn.traced, feeds);
  }
  std::vector<Value> leaves;
  for (auto& output : outputs) leaves.push_back(wrapTensor(in, output));
  size_t next = 0;
  auto structure = std::static_pointer_cast<OutputStructure>(fn.outputStructure);
  return replaceTensors(in, structure->result, leaves, next);
}

}  // namespace tl::lang
