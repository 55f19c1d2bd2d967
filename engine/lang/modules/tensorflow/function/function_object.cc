#include "lang/modules/tensorflow/function/function_object.h"

#include <chrono>
#include <cstdio>
#include <optional>

#include "autodiff/gradient_tape.h"
#include "graph/replay.h"
#include "lang/modules/tensorflow/function/function_trace.h"
#include "lang/modules/tensorflow/function/function_trace_keys.h"
#include "lang/modules/tensorflow/object_util.h"

namespace tl::lang {
namespace {

using Clock = std::chrono::steady_clock;

double microsecondsSince(Clock::time_point start) {
  return std::chrono::duration<double, std::micro>(Clock::now() - start).count();
}

// Parameters covered by an input_signature take the spec's type (so every call
// maps to the one trace); the others are keyed by value as usual. The receiver of
// a method's Function is not a parameter: TensorFlow binds it before the call.
function::FunctionType requestType(Interp& in, const std::vector<BoundArgument>& bound, const FunctionConfig& config,
                                   bool boundReceiver) {
  TraceKeyBuilder keys(in);
  std::vector<function::Parameter> params;
  for (size_t i = boundReceiver ? 1 : 0; i < bound.size(); ++i) {
    const Value* spec = config.specFor(i);
    const Value& source = spec ? *spec : bound[i].value;
    params.push_back({bound[i].name, bound[i].kind, keys.typeOf(source)});
  }
  return function::FunctionType(params);
}

// TensorFlow names a Function after its Python function's __name__, which a
// program (or functools.wraps) may have set apart from the def's own name.
std::string pythonName(Interp& in, const Value& fn, const std::string& defName) {
  Value name = in.getAttrOrNull(fn, in.internStr("__name__").as<Str>());
  return name.is(ObjKind::Str) ? name.as<Str>()->s : defName;
}

}  // namespace

PolymorphicFunctionObj::PolymorphicFunctionObj(ClassObj* cls, Interp& in, Value fn, FunctionConfig cfg,
                                               const std::string& pythonRepr)
    : NativeObject(cls), python(std::move(fn)), info(functionInfo(python)), config(std::move(cfg)) {
  function::FunctionOptions options;
  options.reduceRetracing = config.reduceRetracing;
  options.hasInputSignature = config.hasSignature;
  options.origin.line = config.originLine;
  options.origin.perInstance = config.perInstance;
  info.name = pythonName(in, python, info.name);
  std::string repr = pythonRepr.empty() ? functionRepr(in, python) : pythonRepr;
  tracker = std::make_unique<function::CallTracker>(functionState(in).registry, info.name, repr, info.codeId, options);
}

size_t PolymorphicFunctionObj::concreteFor(Interp& in, const CallArgs& args, std::vector<BoundArgument>& bound,
                                           bool* traced, bool fromCall) {
  try {
    bindArguments(info, self, args, bound);
  } catch (const BindingError& e) {
    raiseBindingError(in, e.what(), args, signatureText(info, config, in));
  }
  if (config.hasSignature) castToSignature(in, info, config, args, bound);
  const uint64_t version = tracker->table().version();
  const bool lean = lastDispatch.build(bound, config, !self.isNull());
  if (auto last = lean ? lastDispatch.hit(version) : std::nullopt) {
    *traced = false;
    return *last;
  }
  function::FunctionType request = requestType(in, bound, config, !self.isNull());
  auto lookup = tracker->lookup(request);
  *traced = !lookup.hit;
  if (lookup.hit) {
    if (lean) lastDispatch.remember(*lookup.hit, version);
    return *lookup.hit;
  }
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
  std::optional<CallBuffers> own;  // when this Function's buffers are in use by a call under way
  CallBuffers& reused = buffers.inUse ? own.emplace() : buffers;
  CallBuffersUse use(reused);
  bool traced = false;
  size_t entry = concreteFor(in, args, reused.bound, &traced);
  std::shared_ptr<function::ConcreteFunction> initializing = std::move(initializingTrace);
  initializingTrace.reset();
  Value result = runConcreteFunction(in, initializing ? *initializing : *concretes[entry], reused.bound, &reused);
  if (eager) tracker->recordCall(traced, entry, microsecondsSince(start), in.sink());
  endCall(in);
  return result;
}

void PolymorphicFunctionObj::endCall(Interp& in) {
  if (!createdOnNonFirstCall) return;
  // Every cached trace was made where variables may be created; from now on the
  // Function traces where they may not, and never looks those traces up again.
  createdOnNonFirstCall = false;
  tracker->retireTraces();
  concretes.clear();
  concreteObjects.clear();
  in.raise(in.types.ValueError, "Creating variables on a non-first call to a function decorated with tf.function.");
}

Value PolymorphicFunctionObj::bindTo(Interp& in, const Value& instance) {
  if (!self.isNull()) return {};
  auto found = boundCopies.find(instance.obj());
  if (found != boundCopies.end()) return found->second.copy;
  int64_t hash = in.hash(instance);  // unhashable: the TypeError the dictionary raises
  for (const auto& [address, entry] : boundCopies) {
    if (entry.hash == hash && in.equals(entry.instance, instance)) {
      Value copy = entry.copy;
      boundCopies[instance.obj()] = {instance, copy, hash};
      return copy;
    }
  }
  BoundCopy& entry = boundCopies[instance.obj()];
  // TensorFlow gives each instance a new wrapper function carrying the method's
  // __qualname__ (class_method_to_instance_method), and the warning names it.
  char address[32];
  std::snprintf(address, sizeof address, "0x%llx", static_cast<unsigned long long>(in.fakeAddress(&entry)));
  std::string repr = "<function " + info.qualname + " at " + address + ">";
  FunctionConfig instanceConfig = config;
  instanceConfig.perInstance = true;
  auto* bound = new PolymorphicFunctionObj(cls(), in, python, instanceConfig, repr);
  bound->self = instance;
  entry = {instance, Value(bound), hash};
  return entry.copy;
}

// Also the variable-creation state, so the next call is a first call again; a
// method's Function clears the Functions of its instances too.
void PolymorphicFunctionObj::visitRefs(RefVisitor& v) {
  v.visit(python);
  v.visit(self);
  for (const Value& c : concreteObjects) v.visit(c);
  for (const auto& [key, bound] : boundCopies) v.visit(bound.instance), v.visit(bound.copy);
}

void PolymorphicFunctionObj::dropRefs() {
  python = self = Value();
  concreteObjects.clear();
  boundCopies.clear();
}

void PolymorphicFunctionObj::clearCache() {
  tracker->clearCache();
  concretes.clear();
  concreteObjects.clear();
  tracedOnce = createdVariables = createdOnNonFirstCall = false;
  initializingTrace.reset();
  for (auto& [address, entry] : boundCopies) static_cast<PolymorphicFunctionObj*>(entry.copy.obj())->clearCache();
}

std::string PolymorphicFunctionObj::repr(Interp& in) {
  return objectRepr(in, "tensorflow.python.eager.polymorphic_function.polymorphic_function.Function", this);
}

void CallBuffers::clear() {
  bound.clear();
  feeds.clear();
  variables.clear();
  tensors.clear();
  outputs.clear();
  leaves.clear();
}

namespace {

// The traced graph op by op; a node's failure is worded as a run of the function.
std::vector<ops::Value> replayTraced(Interp& in, const function::ConcreteFunction& fn,
                                     const std::vector<ops::Value>& feeds) {
  try {
    return graph::replayGraph(*fn.traced, feeds, [&in] { in.stepLimitCheck(); });
  } catch (const core::NodeError& e) {
    throw core::TfError(e.kind(), core::graphExecutionMessage(e, fn.inferenceName()));
  }
}

}  // namespace

Value runConcreteFunction(Interp& in, const function::ConcreteFunction& fn, const std::vector<BoundArgument>& bound,
                          CallBuffers* buffers) {
  std::optional<CallBuffers> own;
  CallBuffers& b = buffers ? *buffers : own.emplace();
  b.feeds.clear();
  b.variables.clear();
  for (const auto& arg : bound) flattenTensors(in, arg.value, b.feeds, &b.variables);
  return runConcreteFeeds(in, fn, b.feeds, false, &b);
}

Value runConcreteFeeds(Interp& in, const function::ConcreteFunction& fn, const std::vector<ops::Value>& feeds,
                       bool replay, CallBuffers* buffers) {
  std::optional<CallBuffers> own;
  CallBuffers& b = buffers ? *buffers : own.emplace();
  // Under an eager GradientTape every op must reach the tape, so the traced graph
  // is replayed op by op (TensorFlow records the call's gradient function instead).
  const ops::Context& context = ops::currentContext();
  bool taped = context.inner() != nullptr;
  b.leaves.clear();
  if (context.isEager() && !taped && !replay) {
    b.tensors.clear();
    for (const auto& feed : feeds) b.tensors.push_back(feed.tensor());
    ops::KernelContext kernelContext{&in.sink(), "run", fn.fn};
    auto hook = [&in](int64_t) { in.stepLimitCheck(); };
    function::runConcrete(fn, functionState(in).executor, b.tensors, b.outputs, kernelContext, hook);
    for (auto& t : b.outputs) b.leaves.push_back(wrapTensor(in, ops::Value(std::move(t))));
  } else {
    for (auto& output : replayTraced(in, fn, feeds)) b.leaves.push_back(wrapTensor(in, std::move(output)));
  }
  size_t next = 0;
  const auto* structure = static_cast<const OutputStructure*>(fn.outputStructure.get());
  return replaceTensors(in, structure->result, b.leaves, next);
}

}  // namespace tl::lang
