// While and If nodes from body graphs built by nested GraphBuilders.
//
// A body builder's parent must be `outer`. Loop bodies start with one Placeholder
// per loop variable (addInput), in loop order; branch bodies have no parameters.
// Values a body captured from `outer` become extra node inputs after the loop
// variables (after the predicate for If); every body of the node receives all of
// them in the same order, so the executor feeds bodies the node's inputs as they are.
//
//   While: inputs (loop vars..., captures...) and as many outputs (as TF's while_v2:
//          captures are loop variables the body returns unchanged); buildWhile
//          returns the loop variables' outputs only.
//          cond(inputs) -> scalar bool; body(inputs) -> next inputs.
//   If:    inputs (pred, captures...), outputs as the branches' outputs.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "graph/graph_builder.h"

namespace tl::graph {

// How a loop treats its variables across iterations.
struct LoopOptions {
  // AutoGraph's staged loop: the Python names of the loop variables, for its checks
  // and words ("'n' has dtype int32 before the loop, but dtype float32 after one
  // iteration"). Empty for tf.while_loop: while_v2's checks, naming the input
  // tensors ("Input tensor `x:0` enters the loop with shape (1,), but ...").
  std::vector<std::string> names = {};
  // Per loop variable, the shape it keeps across iterations (shape_invariants,
  // set_loop_options); none (or an empty vector): its shape on entry.
  std::vector<std::optional<PartialShape>> invariants = {};
  int64_t maximumIterations = -1;  // < 0: unbounded
};

// The shape loop variable `i` has inside the bodies and after the loop: its
// invariant, else its entry shape. Bodies' Placeholders take this shape.
PartialShape loopVarShape(const LoopOptions& options, const std::vector<ops::Value>& loopInputs, size_t i);

std::vector<ops::Value> buildWhile(GraphBuilder& outer, GraphBuilder& cond, GraphBuilder& body,
                                   const std::vector<ops::Value>& loopInputs, const LoopOptions& options = {});

// `names` are the Python names of the branch results ("'x' has dtype float32 in the
// main branch, but dtype int32 in the else branch").
std::vector<ops::Value> buildIf(GraphBuilder& outer, const ops::Value& pred, GraphBuilder& thenBranch,
                                GraphBuilder& elseBranch, const std::vector<std::string>& names = {});

// The Placeholders of `graph` that the caller feeds (parameters and symbolic
// captures), in order; eager captures are fed from Graph::captures.
std::vector<int> fedInputs(const Graph& graph);

}  // namespace tl::graph
