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
#include <string>
#include <vector>

#include "graph/graph_builder.h"

namespace tl::graph {

// `names` are the Python names of the loop variables, for AutoGraph's messages
// ("'n' has dtype int32 before the loop, but dtype float32 after one iteration").
// maximumIterations < 0: unbounded.
std::vector<ops::Value> buildWhile(GraphBuilder& outer, GraphBuilder& cond, GraphBuilder& body,
                                   const std::vector<ops::Value>& loopInputs,
                                   const std::vector<std::string>& names = {},
                                   int64_t maximumIterations = -1);

// `names` are the Python names of the branch results ("'x' has dtype float32 in the
// main branch, but dtype int32 in the else branch").
std::vector<ops::Value> buildIf(GraphBuilder& outer, const ops::Value& pred,
                                GraphBuilder& thenBranch, GraphBuilder& elseBranch,
                                const std::vector<std::string>& names = {});

// The Placeholders of `graph` that the caller feeds (parameters and symbolic
// captures), in order; eager captures are fed from Graph::captures.
std::vector<int> fedInputs(const Graph& graph);

}  // namespace tl::graph
