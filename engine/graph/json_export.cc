#include "graph/json_export.h"

#include "graph/symbolic_repr.h"

namespace tl::graph {
namespace {

core::Json typeJson(const OutputType& t) {
  core::Json j = core::Json::object();
  j.set("dtype", core::dtypeName(t.dtype));
  j.set("shape", t.shape.toString());
  return j;
}

core::Json nodeJson(const Graph& g, int id) {
  const Node& n = g.node(id);
  core::Json j = core::Json::object();
  j.set("id", id);
  j.set("name", n.name);
  j.set("op", ops::opName(n.op));
  core::Json inputs = core::Json::array();
  for (Input in : n.inputs) inputs.push(tensorName(g, in));
  j.set("inputs", std::move(inputs));
  j.set("dtype", n.outputs.empty() ? "" : core::dtypeName(n.outputs[0].dtype));
  j.set("shape", n.outputs.empty() ? "" : n.outputs[0].shape.toString());
  core::Json outputs = core::Json::array();
  for (const OutputType& t : n.outputs) outputs.push(typeJson(t));
  j.set("outputs", std::move(outputs));
  j.set("line", n.span.line);
  ops::Cost cost = nodeCost(g, id);
  core::Json c = core::Json::object();
  c.set("flops", cost.flops);
  c.set("bytes", cost.bytes);
  j.set("cost", std::move(c));
  std::vector<std::string> bodies = bodyAttrNames(n);
  if (!bodies.empty()) {
    core::Json b = core::Json::object();
    for (const std::string& attr : bodies) {
      if (const Graph* body = bodyAttr(n, attr)) b.set(attr, graphToJson(*body));
    }
    j.set("bodies", std::move(b));
  }
  return j;
}

}  // namespace

ops::Cost nodeCost(const Graph& graph, int id) {
  const Node& n = graph.node(id);
  if (!n.def().cost) return {};
  std::vector<ops::TypedShape> in, out;
  for (Input i : n.inputs) in.push_back(graph.typed(i));
  for (const OutputType& t : n.outputs) out.push_back({t.dtype, t.shape, nullptr, t.valueShape});
  try {
    return n.def().cost(in, out, n.attrs);
  } catch (const core::TfError&) {
    return {};  // a cost is an estimate; an op that cannot estimate shows 0
  }
}

core::Json graphToJson(const Graph& graph) {
  core::Json j = core::Json::object();
  j.set("name", graph.name());
  core::Json inputs = core::Json::array();
  for (int id : graph.inputs) inputs.push(id);
  j.set("inputs", std::move(inputs));
  core::Json outputs = core::Json::array();
  for (Input o : graph.outputs) outputs.push(tensorName(graph, o));
  j.set("outputs", std::move(outputs));
  core::Json nodes = core::Json::array();
  for (int id = 0; id < graph.size(); ++id) nodes.push(nodeJson(graph, id));
  j.set("nodes", std::move(nodes));
  return j;
}

}  // namespace tl::graph
