#include "graph/replay.h"

#include "graph/control_flow.h"
#include "graph/graph_builder.h"
#include "ops/op_util.h"

namespace tl::graph {
namespace {

bool holds(const ops::Value& condition) { return ops::conditionHolds(condition.tensor()); }

std::vector<ops::Value> eagerWhile(const Node& node, std::vector<ops::Value> vars,
                                   const std::function<void()>& onIteration) {
  const int64_t* maximum = ops::attr<int64_t>(node.attrs, "maximum_iterations");
  const Graph& cond = *bodyAttr(node, "cond");
  const Graph& body = *bodyAttr(node, "body");
  for (int64_t n = 0; !maximum || n < *maximum; ++n) {
    if (onIteration) onIteration();
    if (!holds(replayGraph(cond, vars, onIteration).at(0))) break;
    vars = replayGraph(body, vars, onIteration);
  }
  return vars;
}

std::vector<ops::Value> eagerIf(const Node& node, const std::vector<ops::Value>& inputs,
                                const std::function<void()>& onIteration) {
  std::vector<ops::Value> rest(inputs.begin() + 1, inputs.end());
  return replayGraph(*bodyAttr(node, holds(inputs.at(0)) ? "then_branch" : "else_branch"), rest, onIteration);
}

// Nodes whose outputs nothing reads and that run only for their effect.
std::vector<bool> effectOnly(const Graph& g) {
  std::vector<bool> used(g.size(), false);
  for (int id = 0; id < g.size(); ++id) {
    for (const auto& in : g.node(id).inputs) used[in.node] = true;
  }
  for (const auto& out : g.outputs) used[out.node] = true;
  std::vector<bool> skip(g.size(), false);
  for (int id = 0; id < g.size(); ++id) {
    uint32_t traits = ops::opDef(g.node(id).op).traits;
    skip[id] = !used[id] && (traits & ops::kSideEffect) && !(traits & ops::kControlFlow);
  }
  return skip;
}

ops::Attrs namedAttrs(const Node& node) {
  ops::Attrs attrs = node.attrs;
  attrs[kNameAttr] = node.name;
  return attrs;
}

// A replayed node's failure is a running function's: it names the node.
std::vector<ops::Value> runEagerly(const Node& node, const std::vector<ops::Value>& inputs) {
  try {
    return ops::call(node.op, inputs, namedAttrs(node));
  } catch (const core::EagerOpError& e) {
    throw core::NodeError(core::TfError(e.kind(), e.raw()), node.name, node.stack);
  }
}

}  // namespace

std::vector<ops::Value> replayGraph(const Graph& g, const std::vector<ops::Value>& feeds,
                                    const std::function<void()>& onIteration, bool skipSideEffects) {
  std::vector<std::vector<ops::Value>> values(g.size());
  std::vector<int> fed = fedInputs(g);
  for (size_t i = 0; i < fed.size() && i < feeds.size(); ++i) values[fed[i]] = {feeds[i]};
  for (const auto& capture : g.captures) {
    if (capture.isEager()) values[capture.placeholder] = {ops::Value(capture.tensor)};
  }
  const bool eager = ops::currentContext().isEager();
  const std::vector<bool> skip = skipSideEffects ? effectOnly(g) : std::vector<bool>(g.size(), false);
  for (int id = 0; id < g.size(); ++id) {
    const Node& node = g.node(id);
    if (!values[id].empty() || skip[id]) continue;  // a fed placeholder or capture, or left out
    std::vector<ops::Value> inputs;
    for (const auto& in : node.inputs) inputs.push_back(values[in.node][in.output]);
    if (eager && node.op == ops::Op::While) {
      values[id] = eagerWhile(node, std::move(inputs), onIteration);
    } else if (eager && node.op == ops::Op::If) {
      values[id] = eagerIf(node, inputs, onIteration);
    } else {
      values[id] = eager ? runEagerly(node, inputs) : ops::call(node.op, inputs, namedAttrs(node));
    }
  }
  std::vector<ops::Value> outputs;
  for (const auto& out : g.outputs) outputs.push_back(values[out.node][out.output]);
  return outputs;
}

}  // namespace tl::graph
