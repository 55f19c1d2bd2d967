// The verifier: structural checks that every pass must preserve.
#pragma once
#include <string>
#include <vector>

#include "graph/graph.h"

namespace tl::graph {

// Problems found, one line each (empty when the graph is well formed):
// inputs exist and precede their user, arity within the OpDef bounds, output
// types equal a fresh run of inference, graph inputs are Placeholders, outputs
// exist, and While/If bodies agree with their node and verify recursively.
std::vector<std::string> verifyGraph(const Graph& graph);
// Throws core::TfError("InternalError", ...) listing the problems.
void verifyOrThrow(const Graph& graph, const std::string& stage);

}  // namespace tl::graph
