// The Python objects of tf.function: Function (what @tf.function returns) and
// ConcreteFunction (one trace). Function.__call__ follows TensorFlow's
// polymorphic_function.py: bind, build the trace key, look it up, trace on a miss,
// run the cached plan, record the call with the retracing detector.
#pragma once
#include <map>
#include <memory>
#include <optional>
#include <vector>

#include "function/call_tracker.h"
#include "function/concrete_function.h"
#include "lang/modules/tensorflow/function_binding.h"
#include "lang/modules/tensorflow/function_state.h"

namespace tl::lang {

struct FunctionConfig {
  bool hasSignature = false;
  std::vector<Value> inputSignature;  // one TensorSpec (or nested list of them) per parameter
  bool reduceRetracing = false;
  bool autograph = true;
};

// What a trace returned, with its tensors as placeholders for the run's outputs.
struct OutputStructure {
  Value result;
};

class PolymorphicFunctionObj : public NativeObject {
 public:
  // `pythonRepr` overrides str() of the wrapped function in messages (bound methods).
  PolymorphicFunctionObj(ClassObj* cls, Interp& in, Value python, FunctionConfig config,
                         const std::string& pythonRepr = "");

  Value python;
  FunctionInfo info;
  FunctionConfig config;
  std::unique_ptr<function::CallTracker> tracker;
  std::vector<std::shared_ptr<function::ConcreteFunction>> concretes;  // per tracker entry
  bool tracedOnce = false;

  Value self;  // the instance a method's Function is bound to (Null for plain functions)
  std::map<const Object*, Value> boundCopies;  // per instance: each gets its own cache, as in TF

  Value call(Interp& in, CallArgs& args) override;
  Value getAttr(Interp& in, const std::string& name) override;
  Value bindTo(Interp& in, const Value& instance) override;
  std::string repr(Interp& in) override;

  int tracingCount() const { return tracker->tracingCount(); }
  std::vector<Value> concreteObjects;  // Python wrappers per entry (Null until asked for)
  // The concrete function serving these arguments, tracing it if needed; `traced`
  // tells whether this call traced. Also binds `bound` (cast to the signature).
  size_t concreteFor(Interp& in, const CallArgs& args, std::vector<BoundArgument>& bound, bool* traced,
                     bool fromCall = true);
  void clearCache();
};

class ConcreteFunctionObj : public NativeObject {
 public:
  ConcreteFunctionObj(ClassObj* cls, Value owner, std::shared_ptr<function::ConcreteFunction> fn)
      : NativeObject(cls), owner(std::move(owner)), function(std::move(fn)) {}
  Value owner;  // the PolymorphicFunctionObj
  std::shared_ptr<function::ConcreteFunction> function;

  Value call(Interp& in, CallArgs& args) override;
  Value getAttr(Interp& in, const std::string& name) override;
  std::string repr(Interp& in) override;
  std::string str(Interp& in) override;
};

// Runs concrete function `fn` on the tensors of `bound` in the current context:
// eagerly through its cached plan, or inlined into the graph being traced.
Value runConcreteFunction(Interp& in, const function::ConcreteFunction& fn,
                          const std::vector<BoundArgument>& bound);

// TensorFlow's pretty_printed_signature (verbose or the one-line form).
std::string prettySignature(Interp& in, const function::ConcreteFunction& fn, bool verbose);

// input_signature: checks at decoration time, casting at call time (function_signature.cc).
void validateInputSignature(Interp& in, const Value& signature, const FunctionInfo& info,
                            FunctionConfig& config);
void castToSignature(Interp& in, const FunctionConfig& config, const CallArgs& args,
                     std::vector<BoundArgument>& bound, const std::string& signatureText);
// "Binding inputs to tf.function failed due to `<why>`. Received args: ... and kwargs: ..."
[[noreturn]] void raiseBindingError(Interp& in, const std::string& why, const CallArgs& args,
                                    const std::string& signatureText);

// Replays a traced graph into the current ops context (inlining a nested call).
std::vector<ops::Value> replayGraph(const graph::Graph& graph, const std::vector<ops::Value>& feeds);

}  // namespace tl::lang
