#include "graph/verifier.h"

#include "graph/control_flow.h"

namespace tl::graph {
namespace {

using Problems = std::vector<std::string>;

std::string where(const Graph& g, int id) {
  return g.name() + "/" + g.node(id).name + " (node " + std::to_string(id) + ")";
}

std::string typeText(const OutputType& t) { return std::string(core::dtypeName(t.dtype)) + " " + t.shape.toString(); }

bool checkInputs(const Graph& g, int id, Problems& out) {
  bool ok = true;
  for (Input in : g.node(id).inputs) {
    if (in.node < 0 || in.node >= id) {
      out.push_back(where(g, id) + ": input node " + std::to_string(in.node) + " does not precede it");
      ok = false;
    } else if (in.output < 0 || in.output >= static_cast<int>(g.node(in.node).outputs.size())) {
      out.push_back(where(g, id) + ": input " + std::to_string(in.node) + ":" + std::to_string(in.output) +
                    " has no such output");
      ok = false;
    }
  }
  return ok;
}

void checkArity(const Graph& g, int id, Problems& out) {
  const ops::OpDef& def = g.node(id).def();
  int n = static_cast<int>(g.node(id).inputs.size());
  if (n < def.minInputs || (def.maxInputs >= 0 && n > def.maxInputs)) {
    out.push_back(where(g, id) + ": " + std::to_string(n) + " inputs, " + def.name + " takes " +
                  std::to_string(def.minInputs) + ".." + std::to_string(def.maxInputs));
  }
}

void checkInference(const Graph& g, int id, Problems& out) {
  const Node& n = g.node(id);
  if (n.has(ops::kControlFlow) || !n.def().infer) return;
  std::vector<ops::TypedShape> typed;
  for (Input in : n.inputs) typed.push_back(g.typed(in));
  std::vector<ops::TypedShape> inferred;
  try {
    inferred = n.def().infer(typed, n.attrs);
  } catch (const core::TfError& e) {
    out.push_back(where(g, id) + ": inference fails: " + e.what());
    return;
  }
  if (inferred.size() != n.outputs.size()) {
    out.push_back(where(g, id) + ": " + std::to_string(n.outputs.size()) + " outputs, inference gives " +
                  std::to_string(inferred.size()));
    return;
  }
  for (size_t i = 0; i < inferred.size(); ++i) {
    OutputType t{inferred[i].dtype, inferred[i].shape, inferred[i].valueShape};
    // A pass may know more or less than inference (a folded constant upstream), never
    // something that contradicts it.
    if (t.dtype != n.outputs[i].dtype || !n.outputs[i].shape.isCompatibleWith(t.shape)) {
      out.push_back(where(g, id) + ": output " + std::to_string(i) + " is " + typeText(n.outputs[i]) +
                    ", inference gives " + typeText(t));
    }
  }
}

void checkBodyInputs(const Graph& g, int id, const Graph& body, size_t skip, Problems& out) {
  const Node& n = g.node(id);
  std::vector<int> fed = fedInputs(body);
  if (fed.size() + skip != n.inputs.size()) {
    out.push_back(where(g, id) + ": body " + body.name() + " takes " + std::to_string(fed.size()) +
                  " inputs, the node passes " + std::to_string(n.inputs.size() - skip));
    return;
  }
  for (size_t i = 0; i < fed.size(); ++i) {
    if (body.node(fed[i]).outputs[0].dtype != g.type(n.inputs[i + skip]).dtype) {
      out.push_back(where(g, id) + ": body " + body.name() + " input " + std::to_string(i) +
                    " has another dtype than the node's input");
    }
  }
}

void checkBodyOutputs(const Graph& g, int id, const Graph& body, size_t count, Problems& out) {
  const Node& n = g.node(id);
  if (body.outputs.size() != count) {
    out.push_back(where(g, id) + ": body " + body.name() + " returns " + std::to_string(body.outputs.size()) +
                  " values, expected " + std::to_string(count));
    return;
  }
  for (size_t i = 0; i < count && i < n.outputs.size(); ++i) {
    if (body.type(body.outputs[i]).dtype != n.outputs[i].dtype) {
      out.push_back(where(g, id) + ": body " + body.name() + " output " + std::to_string(i) +
                    " has another dtype than the node's output");
    }
  }
}

void checkBodies(const Graph& g, int id, Problems& out) {
  const Node& n = g.node(id);
  for (const std::string& attr : bodyAttrNames(n)) {
    const Graph* body = bodyAttr(n, attr);
    if (!body) {
      out.push_back(where(g, id) + ": attr " + attr + " is not a graph");
      continue;
    }
    bool isCond = attr == "cond";
    size_t skip = n.op == ops::Op::If ? 1 : 0;
    checkBodyInputs(g, id, *body, skip, out);
    if (!isCond) checkBodyOutputs(g, id, *body, n.outputs.size(), out);
    for (const std::string& p : verifyGraph(*body)) out.push_back(p);
  }
}

void checkGraphEnds(const Graph& g, Problems& out) {
  for (int id : g.inputs) {
    if (id < 0 || id >= g.size() || g.node(id).op != ops::Op::Placeholder) {
      out.push_back(g.name() + ": graph input " + std::to_string(id) + " is not a Placeholder");
    }
  }
  for (Input o : g.outputs) {
    if (o.node < 0 || o.node >= g.size() || o.output >= static_cast<int>(g.node(o.node).outputs.size())) {
      out.push_back(g.name() + ": graph output " + std::to_string(o.node) + ":" + std::to_string(o.output) +
                    " does not exist");
    }
  }
}

}  // namespace

std::vector<std::string> verifyGraph(const Graph& graph) {
  Problems out;
  for (int id = 0; id < graph.size(); ++id) {
    checkArity(graph, id, out);
    if (!checkInputs(graph, id, out)) continue;
    checkInference(graph, id, out);
    checkBodies(graph, id, out);
  }
  checkGraphEnds(graph, out);
  return out;
}

void verifyOrThrow(const Graph& graph, const std::string& stage) {
  Problems problems = verifyGraph(graph);
  if (problems.empty()) return;
  std::string message = "graph " + graph.name() + " is broken after " + stage + ":";
  for (const std::string& p : problems) message += "\n  " + p;
  throw core::TfError("InternalError", message);
}

}  // namespace tl::graph
