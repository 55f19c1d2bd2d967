// function/ is tf.function; start here. Decorating (function_api.cc) makes a
// Function; a call binds its arguments (function_binding), builds the trace key
// (function_trace_keys), traces the body on a miss (function_trace) and runs the
// concrete function (concrete_call); function_state holds the per-program state.
//
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
#include "lang/modules/tensorflow/function/function_binding.h"
#include "lang/modules/tensorflow/function/function_state.h"
#include "lang/modules/tensorflow/function/last_dispatch.h"

namespace tl::lang {

class VariableObj;

struct FunctionConfig {
  bool hasSignature = false;
  std::vector<Value> inputSignature;  // one TensorSpec (or nested list of them) per parameter
  // A first parameter named `self` takes no constraint (TensorFlow's
  // add_type_constraints skips it by name), so the specs start after it.
  size_t signatureOffset = 0;
  // The spec of parameter `i`, or nullptr when the signature does not cover it.
  const Value* specFor(size_t i) const {
    if (!hasSignature || i < signatureOffset || i - signatureOffset >= inputSignature.size()) return nullptr;
    return &inputSignature[i - signatureOffset];
  }
  bool reduceRetracing = false;
  bool autograph = true;
  int originLine = 0;        // the program's line that ran tf.function() or the decorator
  bool perInstance = false;  // a decorated method's Function for one instance
};

// What a trace returned, with its tensors as placeholders for the run's outputs.
struct OutputStructure {
  Value result;
};

// The vectors a call fills, kept by its Function so that a cache hit allocates
// nothing but its result. Emptied when the call ends (a value or tensor held
// past it would outlive what the program holds); a call made while another is
// under way (its trace calls the function again) uses buffers of its own.
struct CallBuffers {
  std::vector<BoundArgument> bound;
  std::vector<ops::Value> feeds;
  std::vector<const VariableObj*> variables;
  std::vector<core::Tensor> tensors, outputs;
  std::vector<Value> leaves;
  bool inUse = false;
  void clear();
};

// Holds `buffers` for one call and empties them when it ends.
class CallBuffersUse {
 public:
  explicit CallBuffersUse(CallBuffers& buffers) : buffers_(buffers) { buffers_.inUse = true; }
  ~CallBuffersUse() {
    buffers_.clear();
    buffers_.inUse = false;
  }
  CallBuffersUse(const CallBuffersUse&) = delete;
  CallBuffersUse& operator=(const CallBuffersUse&) = delete;

 private:
  CallBuffers& buffers_;
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
  // Function._call's state: whether a trace created tf.Variables (later traces then
  // run where creating one is an error), and whether the trace of this call created
  // them after a first call that had not (the call then ends in a ValueError).
  bool createdVariables = false;
  bool createdOnNonFirstCall = false;
  // The first trace, when it created a variable whose initializer it must run
  // itself: the first call runs it (TensorFlow's fn_with_cond initializes by a
  // cond on the first run), later calls the cached trace without creation.
  std::shared_ptr<function::ConcreteFunction> initializingTrace;

  Value self;  // the instance a method's Function is bound to (Null for plain functions)
  // Per instance, each with its own cache, as Function.__get__'s WeakKeyDictionary
  // keeps them: by the instance's own hash and ==, so an instance equal to an
  // earlier one gets that one's Function. Keyed by address, holding the instance.
  struct BoundCopy {
    Value instance, copy;
    int64_t hash = 0;
  };
  std::map<const Object*, BoundCopy> boundCopies;

  Value call(Interp& in, CallArgs& args) override;
  Value getAttr(Interp& in, const std::string& name) override;
  Value bindTo(Interp& in, const Value& instance) override;
  std::string repr(Interp& in) override;

  CallBuffers buffers;        // this Function's calls reuse them
  LastDispatch lastDispatch;  // the last call's lookup, under its lean key

  int tracingCount() const { return tracker->tracingCount(); }
  std::vector<Value> concreteObjects;  // Python wrappers per entry (Null until asked for)
  // The concrete function serving these arguments, tracing it if needed; `traced`
  // tells whether this call traced. Also binds `bound` (cast to the signature).
  size_t concreteFor(Interp& in, const CallArgs& args, std::vector<BoundArgument>& bound, bool* traced,
                     bool fromCall = true);
  void clearCache();
  // The Python values it holds, for the cycle collector: a concrete function's
  // wrapper (concreteObjects) holds this object as its owner, a cycle.
  void visitRefs(RefVisitor& v) override;
  void dropRefs() override;
  // After the call's concrete function ran: Function._call's ValueError when this
  // call's trace created variables although the first call had not.
  void endCall(Interp& in);
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
  void visitRefs(RefVisitor& v) override { v.visit(owner); }
  void dropRefs() override { owner = Value(); }
};

// ConcreteFunction.graph: the FuncGraph a trace built, as Python sees it (inputs,
// outputs, structured_outputs; str() "FuncGraph(name=f, id=3)").
class FuncGraphObj : public NativeObject {
 public:
  FuncGraphObj(ClassObj* cls, Value concrete) : NativeObject(cls), concrete(std::move(concrete)) {}
  Value concrete;  // the ConcreteFunctionObj

  Value getAttr(Interp& in, const std::string& name) override;
  std::string str(Interp& in) override;
  void visitRefs(RefVisitor& v) override { v.visit(concrete); }
  void dropRefs() override { concrete = Value(); }
};

// The graph's inputs: argument placeholders, then captures.
Value graphInputs(Interp& in, const function::ConcreteFunction& fn);
// The graph's outputs, flattened, each the Identity that marks it returned.
std::vector<Value> graphOutputs(Interp& in, const function::ConcreteFunction& fn);
// What the trace returned with those outputs in place of its tensors.
Value structuredOutputs(Interp& in, const function::ConcreteFunction& fn);

// Runs concrete function `fn` on the tensors of `bound` in the current context:
// eagerly through its cached plan, or inlined into the graph being traced.
// `buffers` (optional) are the ones the call reuses.
Value runConcreteFunction(Interp& in, const function::ConcreteFunction& fn, const std::vector<BoundArgument>& bound,
                          CallBuffers* buffers = nullptr);
// The same on the flattened tensor inputs; `replay` runs the traced graph op by
// op (inputs of other shapes than the trace's, as a flat-signature call may pass).
Value runConcreteFeeds(Interp& in, const function::ConcreteFunction& fn, const std::vector<ops::Value>& feeds,
                       bool replay = false, CallBuffers* buffers = nullptr);

// The type of what the trace returned, as signatures print it after "->".
std::string outputTypeText(Interp& in, const function::ConcreteFunction& fn);

// TensorFlow's pretty_printed_signature (verbose or the one-line form).
std::string prettySignature(Interp& in, const function::ConcreteFunction& fn, bool verbose);

// input_signature: checks at decoration time, casting at call time (function_signature.cc).
void validateInputSignature(Interp& in, const Value& signature, const FunctionInfo& info, FunctionConfig& config);
// Parameters outside the signature are Literal[their default]: another value is
// the binding TypeError.
void castToSignature(Interp& in, const FunctionInfo& info, const FunctionConfig& config, const CallArgs& args,
                     std::vector<BoundArgument>& bound);
// The function's parameters as TensorFlow prints its FunctionType in a binding
// error (made only when one is raised).
std::string signatureText(const FunctionInfo& info, const FunctionConfig& config, Interp& in);
// "Binding inputs to tf.function failed due to `<why>`. Received args: ... and kwargs: ..."
std::string bindingErrorText(Interp& in, const std::string& why, const CallArgs& args,
                             const std::string& signatureText);
[[noreturn]] void raiseBindingError(Interp& in, const std::string& why, const CallArgs& args,
                                    const std::string& signatureText);


}  // namespace tl::lang
