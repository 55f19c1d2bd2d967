// The pass pipeline: one place that decides the order, verifies and dumps.
#include "graph/printer.h"
#include "graph/verifier.h"
#include "passes/passes.h"

namespace tl::passes {
namespace {

struct Stage {
  const char* name;
  bool PipelineOptions::*enabled;
  PassReport (*run)(graph::Graph&);
};

// Folding first exposes constants to the simplifier; CSE then sees canonical
// inputs; pruning drops what they left behind; fusion runs last, on the small graph.
constexpr Stage kStages[] = {
    {"constant_folding", &PipelineOptions::fold, foldConstants},
    {"simplify", &PipelineOptions::simplify, simplifyArithmetic},
    {"cse", &PipelineOptions::cse, eliminateCommonSubexpressions},
    {"prune", &PipelineOptions::prune, pruneDeadNodes},
    {"fuse_matmul", &PipelineOptions::fuse, fuseMatMul},
    {"fuse_elementwise", &PipelineOptions::fuse, fuseElementwise},
};

}  // namespace

core::Json reportToJson(const PassReport& report) {
  core::Json j = core::Json::object();
  j.set("name", report.name);
  j.set("nodes_before", report.nodesBefore);
  j.set("nodes_after", report.nodesAfter);
  core::Json changes = core::Json::array();
  for (const std::string& c : report.changes) changes.push(c);
  j.set("changes", std::move(changes));
  return j;
}

PipelineResult runPipeline(graph::Graph& graph, const PipelineOptions& options) {
  PipelineResult result;
  if (options.dumpEachPass) result.dumps.push_back({"traced", graph::printGraph(graph)});
  if (options.verifyEachPass) graph::verifyOrThrow(graph, "tracing");
  for (const Stage& stage : kStages) {
    if (!(options.*stage.enabled)) continue;
    result.reports.push_back(stage.run(graph));
    if (options.verifyEachPass) graph::verifyOrThrow(graph, stage.name);
    if (options.dumpEachPass) result.dumps.push_back({stage.name, graph::printGraph(graph)});
  }
  return result;
}

}  // namespace tl::passes
