#include "function/concrete_function.h"

#include <chrono>

#include "core/events.h"
#include "function/trace_type.h"
#include "graph/json_export.h"
#include "graph/printer.h"

namespace tl::function {
namespace {

double microsecondsSince(std::chrono::steady_clock::time_point start) {
  auto elapsed = std::chrono::steady_clock::now() - start;
  return std::chrono::duration<double, std::micro>(elapsed).count();
}

int64_t constantBytes(const graph::Graph& graph) {
  int64_t bytes = 0;
  for (const auto& node : graph.nodes()) {
    if (const auto* value = ops::attr<core::Tensor>(node.attrs, "value")) bytes += value->bytes();
  }
  return bytes;
}

core::Json reportsJson(const std::vector<passes::PassReport>& reports) {
  core::Json out = core::Json::array();
  for (const auto& r : reports) {
    core::Json changes = core::Json::array();
    for (const auto& c : r.changes) changes.push(c);
    core::Json entry = core::Json::object();
    entry.set("name", r.name).set("nodes_before", r.nodesBefore).set("nodes_after", r.nodesAfter);
    entry.set("changes", std::move(changes));
    out.push(std::move(entry));
  }
  return out;
}

}  // namespace

int64_t ConcreteFunction::bytesHeld() const {
  int64_t nodeRecords = static_cast<int64_t>(sizeof(graph::Node)) * (nodes + nodesOptimized);
  int64_t working = plan ? plan->peakBytes() : 0;
  return constantBytes(*optimized) + nodeRecords + working;
}

std::vector<std::string> ConcreteFunction::outputTypes() const {
  std::vector<std::string> out;
  for (const auto& output : traced->outputs) {
    const auto& type = traced->type(output);
    out.push_back(TraceType::tensorSpec(type.dtype, type.shape).toString());
  }
  return out;
}

core::Json ConcreteFunction::graphEvent() const {
  core::Json dumped = core::Json::array();
  for (const auto& [stage, text] : dumps) dumped.push(core::Json::object().set("stage", stage).set("graph", text));
  return core::events::graph(fn, id, signature.toString(), graph::graphToJson(*traced), graph::graphToJson(*optimized),
                             reportsJson(reports), dumps.empty() ? core::Json() : std::move(dumped));
}

std::shared_ptr<ConcreteFunction> traceConcrete(const std::string& fn, int id, const FunctionType& signature,
                                                const std::vector<PlaceholderSpec>& inputs, TraceBody& body,
                                                const core::Options& options) {
  auto start = std::chrono::steady_clock::now();
  graph::GraphBuilder builder(fn);
  std::vector<ops::Value> placeholders;
  for (const auto& input : inputs) {
    placeholders.push_back(builder.addInput(input.name, input.dtype, input.shape));
  }
  std::vector<ops::Value> outputs;
  {
    ops::ContextScope scope(builder);
    outputs = body.run(builder, placeholders);
    builder.setOutputs(outputs);
  }
  auto function = std::make_shared<ConcreteFunction>();
  function->id = id;
  function->fn = fn;
  function->signature = signature;
  function->traced = builder.graphPtr();
  function->optimized = std::make_shared<graph::Graph>(*function->traced);
  if (options.optimizeGraphs) {
    passes::PipelineOptions pipeline;
    pipeline.verifyEachPass = options.verifyAfterEachPass;
    pipeline.dumpEachPass = options.dumpGraphs;
    passes::PipelineResult result = passes::runPipeline(*function->optimized, pipeline);
    function->reports = std::move(result.reports);
    function->dumps = std::move(result.dumps);
  } else if (options.dumpGraphs) {
    function->dumps.push_back({"traced", graph::printGraph(*function->traced)});
  }
  function->plan = exec::Plan::build(function->optimized);
  function->nodes = passes::countNodes(*function->traced);
  function->nodesOptimized = passes::countNodes(*function->optimized);
  function->traceUs = microsecondsSince(start);
  return function;
}

std::vector<core::Tensor> runConcrete(const ConcreteFunction& function, exec::Executor& executor,
                                      const std::vector<core::Tensor>& feeds, ops::KernelContext& context,
                                      const exec::IterationHook& onIteration) {
  std::vector<core::Tensor> outputs;
  runConcrete(function, executor, feeds, outputs, context, onIteration);
  return outputs;
}

void runConcrete(const ConcreteFunction& function, exec::Executor& executor, const std::vector<core::Tensor>& feeds,
                 std::vector<core::Tensor>& outputs, ops::KernelContext& context,
                 const exec::IterationHook& onIteration) {
  try {
    executor.run(*function.plan, feeds, outputs, context, onIteration);
  } catch (const core::NodeError& e) {
    throw core::TfError(e.kind(), core::graphExecutionMessage(e, function.inferenceName()));
  }
}

}  // namespace tl::function
