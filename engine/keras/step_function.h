// StepFunction: one of Keras's tf.functions (train_function, test_function,
// predict_function) over the function/ machinery: a CallTracker (cache lookup
// with reduce_retracing, trace/call events, the frequent-retracing detector
// keyed by the code object Keras wraps), concrete functions traced from a C++
// step body, and an executor that runs the cached plan per batch with no
// interpreter work.
//
// Execution detail (invisible to tracing semantics): a concrete function traced
// with a None batch dimension runs shape inference in every kernel and keeps its
// shape arithmetic; for the few batch sizes a run actually feeds (the batch and
// the last partial batch) the step also keeps plans specialized to the exact
// shapes, traced from the same body and never reported as traces.
#pragma once
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/event_sink.h"
#include "core/options.h"
#include "function/call_tracker.h"
#include "function/concrete_function.h"

namespace tl::keras {

// The body of a step: symbolic (or eager) inputs in, outputs out.
using StepBody = std::function<std::vector<ops::Value>(const std::vector<ops::Value>& inputs)>;

struct StepIdentity {
  std::string name;                 // "predict_function"
  std::string pythonRepr;           // "<function Model.make_predict_function.<locals>.predict_function at 0x...>"
  uint64_t codeId = 0;              // shared by every function wrapping the same Keras code
  function::FunctionOrigin origin;  // the model's line and the method that calls it
};

// Code identities of Keras 2's step closures (one detector each, program-wide).
uint64_t stepCodeId(const std::string& qualname);

class StepFunction {
 public:
  StepFunction(function::FunctionRegistry& registry, StepIdentity identity, StepBody body,
               std::vector<std::string> inputNames);

  // Runs one batch. `relaxBatch`: the inputs come from a batched dataset, whose
  // element spec has a None batch dimension (Keras's IteratorSpec).
  std::vector<core::Tensor> call(const std::vector<core::Tensor>& inputs, bool relaxBatch, const core::Options& options,
                                 core::EventSink& sink);
  int tracingCount() const { return tracker_.tracingCount(); }
  int calls() const { return calls_; }
  const function::ConcreteFunction* lastConcrete() const { return last_; }
  // What the last call executed: lastConcrete() or its plan for the exact shapes.
  const function::ConcreteFunction* lastExecuted() const { return last_executed_; }

 private:
  function::FunctionType typeOf(const std::vector<core::Tensor>& inputs, bool relaxBatch) const;
  size_t trace(const function::FunctionType& type, const function::Explanation& why, const core::Options& options,
               core::EventSink& sink);

  const function::ConcreteFunction& specialized(size_t entry, const std::vector<core::Tensor>& inputs,
                                                const core::Options& options);
  bool sameAsLast(const std::vector<core::Tensor>& inputs, bool relaxBatch) const;

  function::FunctionRegistry& registry_;
  StepIdentity identity_;
  StepBody body_;
  std::vector<std::string> input_names_;
  function::CallTracker tracker_;
  std::vector<std::shared_ptr<function::ConcreteFunction>> concretes_;
  exec::Executor executor_;
  const function::ConcreteFunction* last_ = nullptr;
  const function::ConcreteFunction* last_executed_ = nullptr;
  // Per cache entry: plans for exact input shapes (at most kMaxSpecialized each).
  std::map<std::pair<size_t, std::vector<core::Dims>>, std::shared_ptr<function::ConcreteFunction>> specialized_;
  // The last call's input shapes and the entry they dispatched to (the same
  // request dispatches to the same entry until a new trace is added).
  std::vector<core::Dims> last_shapes_;
  bool last_relaxed_ = false;
  size_t last_entry_ = 0;
  bool last_valid_ = false;
  int calls_ = 0;
};

}  // namespace tl::keras
