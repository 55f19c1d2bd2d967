// passes/: graph-to-graph rewrites, one file per pass, and the pipeline that runs them.
//
// Tour:
//  - Each pass rewrites a Graph in place and returns a PassReport (what changed,
//    nodes before and after). Passes ask op traits (kPure, kStateful, kSideEffect,
//    ...) and the op's declared elementwise function, never op names; the two
//    rewrite tables (simplify.cc and fuse_matmul.cc) name ops in their rows, one
//    reviewable row per rewrite.
//  - runPipeline(): fold -> simplify -> cse -> prune -> fuse_matmul ->
//    fuse_elementwise, recursing into While/If bodies, optionally verifying and
//    printing the graph after each stage.
#pragma once
#include <string>
#include <vector>

#include "core/json.h"
#include "graph/graph.h"

namespace tl::passes {

struct PassReport {
  std::string name;
  int nodesBefore = 0;  // nodes of the graph and of every nested body
  int nodesAfter = 0;
  std::vector<std::string> changes;  // one line per rewrite, e.g. "folded add (AddV2)"
};

// Pure ops whose inputs are all Const: evaluated through ops::EagerContext, replaced
// by Const. Never folds kStateful or kSideEffect ops, nor outputs over 10 MB.
PassReport foldConstants(graph::Graph& graph);
// Pure ops with the same op, inputs (in either order when kCommutative) and attrs
// become one node; equal Consts merge too.
PassReport eliminateCommonSubexpressions(graph::Graph& graph);
// Keeps graph inputs and outputs, kSideEffect nodes and everything they read.
PassReport pruneDeadNodes(graph::Graph& graph);
// Algebraic identities from a table (x*1 -> x, x+0 -> x, neg(neg x) -> x, ...);
// a row fires only when the result keeps the node's dtype and shape.
PassReport simplifyArithmetic(graph::Graph& graph);
// MatMul + BiasAdd (+ Relu) -> _FusedMatMul, from a pattern table.
PassReport fuseMatMul(graph::Graph& graph);
// Chains of float32 ops whose declaration names a kernels:: elementwise function
// (OpDef::elementwise) -> _FusedElementwise.
PassReport fuseElementwise(graph::Graph& graph);

struct PipelineOptions {
  bool fold = true;
  bool simplify = true;
  bool cse = true;
  bool prune = true;
  bool fuse = true;
  bool verifyEachPass = false;  // throw InternalError naming the pass that broke the graph
  bool dumpEachPass = false;    // fill PipelineResult::dumps
};

struct PipelineResult {
  std::vector<PassReport> reports;
  // (stage, printed graph): "traced" first, then one per pass that ran.
  std::vector<std::pair<std::string, std::string>> dumps;
};

PipelineResult runPipeline(graph::Graph& graph, const PipelineOptions& options = {});

// {"name","nodes_before","nodes_after","changes":[...]} for the graph event's "passes".
core::Json reportToJson(const PassReport& report);

// Total nodes of a graph and its nested bodies.
int countNodes(const graph::Graph& graph);

}  // namespace tl::passes
