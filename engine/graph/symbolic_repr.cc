#include "graph/symbolic_repr.h"

namespace tl::graph {

std::string tensorName(const Graph& graph, Input in) {
  return graph.node(in.node).name + ":" + std::to_string(in.output);
}

std::string symbolicTensorRepr(const ops::Value& value) {
  const Graph* graph = findGraph(value.ref().graph);
  std::string name = "<unknown>:" + std::to_string(value.ref().output);
  if (graph && value.ref().node >= 0 && value.ref().node < graph->size()) {
    name = tensorName(*graph, {value.ref().node, value.ref().output});
  }
  // Tensor.__str__ leaves the shape out when not even the rank is known.
  std::string shape = value.shape().hasRank() ? ", shape=" + value.shape().toString() : "";
  return "Tensor(\"" + name + "\"" + shape + ", dtype=" + core::dtypeName(value.dtype()) + ")";
}

std::vector<std::string> returnedTensorNames(const Graph& graph, size_t count, const std::string& scope) {
  std::vector<std::string> names = graph.nextUniqueNames("Identity", count);
  for (std::string& name : names) name = scope + name + ":0";
  return names;
}

std::string funcGraphRepr(const Graph& graph) {
  return "FuncGraph(name=" + graph.name() + ", id=" + std::to_string(graph.id()) + ")";
}

}  // namespace tl::graph
