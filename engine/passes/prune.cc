// Dead-node pruning: only what the outputs and the side effects need stays.
#include "passes/pass_util.h"

namespace tl::passes {
namespace {

using graph::Graph;
using graph::Input;

void pruneGraph(Graph& g, PassReport& report) {
  std::vector<bool> live(g.size(), false);
  for (Input out : g.outputs) live[out.node] = true;
  for (int id : g.inputs) live[id] = true;
  for (int id = 0; id < g.size(); ++id) {
    if (g.node(id).has(ops::kSideEffect)) live[id] = true;
  }
  // Inputs precede their users, so one backward sweep reaches everything needed.
  for (int id = g.size() - 1; id >= 0; --id) {
    if (!live[id]) continue;
    for (Input in : g.node(id).inputs) live[in.node] = true;
  }
  std::vector<bool> remove(g.size(), false);
  bool any = false;
  for (int id = 0; id < g.size(); ++id) {
    if (live[id]) continue;
    remove[id] = any = true;
    report.changes.push_back("pruned " + describe(g.node(id)));
  }
  if (any) g.removeNodes(remove);
}

}  // namespace

PassReport pruneDeadNodes(Graph& graph) { return runOnTree(graph, "prune", pruneGraph); }

}  // namespace tl::passes
