// ConcreteFunction: one trace of a tf.function — the graph as traced, the graph
// after the pass pipeline, the reports of each pass, and the cached execution plan.
// A cache hit runs the plan with the flattened tensor arguments and never touches
// the interpreter. traceConcrete() builds one from a TraceBody.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "core/json.h"
#include "core/options.h"
#include "exec/exec.h"
#include "function/function_type.h"
#include "graph/graph_builder.h"
#include "passes/passes.h"

namespace tl::function {

// What the Python layer supplies to trace: it runs the body with `inputs` (one
// symbolic value per flattened tensor argument) while `builder` is the current
// op context, and returns the flattened outputs.
class TraceBody {
 public:
  virtual ~TraceBody() = default;
  virtual std::vector<ops::Value> run(graph::GraphBuilder& builder, const std::vector<ops::Value>& inputs) = 0;
};

struct PlaceholderSpec {
  std::string name;  // the Python parameter (or "x_1" for nested elements)
  core::DType dtype;
  core::PartialShape shape;
};

struct ConcreteFunction {
  int id = 0;
  std::string fn;
  FunctionType signature;
  graph::GraphPtr traced;
  graph::GraphPtr optimized;
  std::vector<passes::PassReport> reports;
  // With Options::dumpGraphs: (stage, printed graph), "traced" then each pass.
  std::vector<std::pair<std::string, std::string>> dumps;
  std::unique_ptr<exec::Plan> plan;
  std::shared_ptr<void> outputStructure;  // owned by the Python layer (how to rebuild results)
  double traceUs = 0;
  int nodes = 0;
  int nodesOptimized = 0;

  // Bytes this cached trace holds: constants of the optimized graph, node records
  // of both graphs, and the plan's peak intermediate bytes (its working set).
  int64_t bytesHeld() const;
  // The function the runtime runs and its errors name: "__inference_f_12".
  std::string inferenceName() const { return "__inference_" + fn + "_" + std::to_string(id); }
  std::vector<std::string> outputTypes() const;  // "TensorSpec(shape=(), dtype=tf.int32, name=None)"
  // The graph event of the event stream (traced and optimized graphs, pass reports).
  core::Json graphEvent() const;
};

// Traces `body` into a new concrete function and, if options.optimizeGraphs, runs
// the pass pipeline on a copy. Throws what the body throws (nothing is cached).
std::shared_ptr<ConcreteFunction> traceConcrete(const std::string& fn, int id, const FunctionType& signature,
                                                const std::vector<PlaceholderSpec>& inputs, TraceBody& body,
                                                const core::Options& options);

// Runs a concrete function's plan: feeds are the flattened tensor arguments. A
// node's failure is raised as TensorFlow words it (core::graphExecutionMessage).
std::vector<core::Tensor> runConcrete(const ConcreteFunction& function, exec::Executor& executor,
                                      const std::vector<core::Tensor>& feeds, ops::KernelContext& context,
                                      const exec::IterationHook& onIteration = {});
// The same into `outputs` (a caller that keeps it allocates no vector per call).
void runConcrete(const ConcreteFunction& function, exec::Executor& executor, const std::vector<core::Tensor>& feeds,
                 std::vector<core::Tensor>& outputs, ops::KernelContext& context,
                 const exec::IterationHook& onIteration = {});

}  // namespace tl::function
