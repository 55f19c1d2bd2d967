// Internal helpers shared by the passes.
#pragma once
#include <functional>
#include <string>
#include <vector>

#include "graph/graph.h"
#include "passes/passes.h"

namespace tl::passes {

using core::PartialShape;

// How many times each node output is read (node inputs and graph outputs), per node.
std::vector<int> useCounts(const graph::Graph& graph);
bool isGraphOutput(const graph::Graph& graph, int node);
bool isGraphInput(const graph::Graph& graph, int node);
// Drops nodes nobody reads among `candidates` (repeatedly, so chains go too),
// keeping graph inputs and side-effect nodes.
void removeUnused(graph::Graph& graph, std::vector<bool> candidates);
// `candidates` plus the nodes they read (which a rewrite may leave unread).
std::vector<bool> withInputs(const graph::Graph& graph, std::vector<bool> candidates);
// Runs `pass` on the graph and on every nested body (bodies are copied, rewritten
// and put back), and fills the report's node counts over the whole tree.
PassReport runOnTree(graph::Graph& graph, const std::string& name,
                     const std::function<void(graph::Graph&, PassReport&)>& pass);
std::string describe(const graph::Node& node);  // "add (AddV2)"
bool boolAttr(const ops::Attrs& attrs, const std::string& name, bool fallback);

}  // namespace tl::passes
