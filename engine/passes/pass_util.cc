#include "passes/pass_util.h"

#include <algorithm>

namespace tl::passes {

using graph::Graph;
using graph::Input;

std::vector<int> useCounts(const Graph& graph) {
  std::vector<int> uses(graph.size(), 0);
  for (const graph::Node& n : graph.nodes()) {
    for (Input in : n.inputs) ++uses[in.node];
  }
  for (Input out : graph.outputs) ++uses[out.node];
  return uses;
}

bool isGraphOutput(const Graph& graph, int node) {
  return std::any_of(graph.outputs.begin(), graph.outputs.end(), [&](Input o) { return o.node == node; });
}

bool isGraphInput(const Graph& graph, int node) {
  return std::find(graph.inputs.begin(), graph.inputs.end(), node) != graph.inputs.end();
}

void removeUnused(Graph& graph, std::vector<bool> candidates) {
  std::vector<int> uses = useCounts(graph);
  std::vector<bool> remove(graph.size(), false);
  bool any = false;
  // Reverse order: removing a user may free its inputs, which have smaller ids.
  for (int id = graph.size() - 1; id >= 0; --id) {
    const graph::Node& n = graph.node(id);
    if (!candidates[id] || uses[id] > 0 || isGraphInput(graph, id) || n.has(ops::kSideEffect)) continue;
    remove[id] = any = true;
    for (Input in : n.inputs) --uses[in.node];
  }
  if (any) graph.removeNodes(remove);
}

std::vector<bool> withInputs(const Graph& graph, std::vector<bool> candidates) {
  std::vector<bool> out = candidates;
  for (int id = 0; id < graph.size(); ++id) {
    if (!candidates[id]) continue;
    for (Input in : graph.node(id).inputs) out[in.node] = true;
  }
  return out;
}

int countNodes(const Graph& graph) {
  int n = graph.size();
  for (const graph::Node& node : graph.nodes()) {
    for (const std::string& attr : graph::bodyAttrNames(node)) {
      if (const Graph* body = graph::bodyAttr(node, attr)) n += countNodes(*body);
    }
  }
  return n;
}

namespace {

void runOnBodies(Graph& graph, const std::function<void(Graph&, PassReport&)>& pass, PassReport& report) {
  for (int id = 0; id < graph.size(); ++id) {
    graph::Node& node = graph.node(id);
    for (const std::string& attr : graph::bodyAttrNames(node)) {
      const Graph* body = graph::bodyAttr(node, attr);
      if (!body) continue;
      auto copy = std::make_shared<Graph>(*body);
      PassReport inner;
      runOnBodies(*copy, pass, inner);
      pass(*copy, inner);
      for (const std::string& c : inner.changes) report.changes.push_back(body->name() + ": " + c);
      node.attrs[attr] = ops::BodyPtr(copy);
    }
  }
}

}  // namespace

PassReport runOnTree(Graph& graph, const std::string& name, const std::function<void(Graph&, PassReport&)>& pass) {
  PassReport report;
  report.name = name;
  report.nodesBefore = countNodes(graph);
  runOnBodies(graph, pass, report);
  pass(graph, report);
  report.nodesAfter = countNodes(graph);
  return report;
}

std::string describe(const graph::Node& node) { return node.name + " (" + ops::opName(node.op) + ")"; }

bool boolAttr(const ops::Attrs& attrs, const std::string& name, bool fallback) {
  const bool* v = ops::attr<bool>(attrs, name);
  return v ? *v : fallback;
}

}  // namespace tl::passes
