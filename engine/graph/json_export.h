// The graph as the page draws it (the "graph" field of a graph event):
//   {"name","inputs":[ids],"outputs":["add:0"],"nodes":[{"id","name","op",
//    "inputs":["x:0"],"dtype","shape","outputs":[{"dtype","shape"}],"line",
//    "cost":{"flops","bytes"},"bodies":{"cond":{...graph...}}}]}
// Costs come from each OpDef::cost on the node's known shapes (0 where unknown).
#pragma once
#include "core/json.h"
#include "graph/graph.h"

namespace tl::graph {

core::Json graphToJson(const Graph& graph);
ops::Cost nodeCost(const Graph& graph, int id);

}  // namespace tl::graph
