// Constant folding: a pure op whose inputs are all Const runs once, now, through
// the eager context (the same kernel the graph would call), and becomes a Const.
#include "passes/pass_util.h"

namespace tl::passes {
namespace {

using graph::Graph;
using graph::Input;
using graph::Node;

constexpr int64_t kMaxFoldedBytes = 10 << 20;  // TF's grappler limit

bool foldable(const Graph& g, const Node& n) {
  if (!n.has(ops::kPure) || n.has(ops::kStateful) || n.has(ops::kSideEffect) || n.has(ops::kSource) ||
      n.has(ops::kControlFlow) || !n.def().kernel) {
    return false;
  }
  for (const graph::OutputType& t : n.outputs) {
    if (t.dtype == core::DType::Resource || t.dtype == core::DType::Variant) return false;
  }
  for (Input in : n.inputs) {
    if (!g.constantValue(in)) return false;
  }
  return true;
}

// The outputs of `n` evaluated eagerly, or empty when evaluation fails (the error
// then happens at run time, where TF reports it too) or the result is too big.
std::vector<ops::Value> evaluate(const Graph& g, const Node& n) {
  std::vector<ops::Value> inputs;
  for (Input in : n.inputs) inputs.push_back(*g.constantValue(in));
  std::vector<ops::Value> outputs;
  try {
    ops::EagerContext eager;
    outputs = eager.execute(n.op, inputs, n.attrs);
  } catch (const core::TfError&) {
    return {};
  }
  for (const ops::Value& v : outputs) {
    if (!v.isEager() || v.tensor().bytes() > kMaxFoldedBytes) return {};
  }
  return outputs;
}

// `orphans` collects nodes that may be unused afterwards: the folded node's inputs,
// and the node itself when its outputs moved to new Consts.
void foldInto(Graph& g, int id, const std::vector<ops::Value>& values, std::vector<bool>& orphans) {
  Node& n = g.node(id);
  for (Input in : n.inputs) orphans[in.node] = true;
  if (values.size() == 1) {
    n.op = ops::Op::Const;
    n.inputs.clear();
    n.attrs = {{"value", values[0].tensor()}, {"dtype", values[0].tensor().dtype()}};
    n.outputs = {{values[0].dtype(), core::PartialShape(values[0].tensor().shape())}};
    return;
  }
  // Several outputs (Unpack): one Const per output, appended; the sort at the end
  // of the pass moves them before their users.
  std::string name = n.name;
  core::SourceSpan span = n.span;
  for (size_t i = 0; i < values.size(); ++i) {
    int c = g.addConst(values[i].tensor(), name + "/" + std::to_string(i));
    g.node(c).span = span;
    orphans.push_back(false);
    g.replaceAllUses({id, static_cast<int>(i)}, {c, 0});
  }
  orphans[id] = true;
}

void foldGraph(Graph& g, PassReport& report) {
  std::vector<bool> orphans(g.size(), false);
  int count = g.size();  // constants appended while folding are already folded
  for (int id = 0; id < count; ++id) {
    if (!foldable(g, g.node(id))) continue;
    std::vector<ops::Value> values = evaluate(g, g.node(id));
    if (values.empty() || values.size() != g.node(id).outputs.size()) continue;
    report.changes.push_back("folded " + describe(g.node(id)));
    foldInto(g, id, values, orphans);
  }
  removeUnused(g, orphans);  // before sorting: orphans are indexed by the current ids
  g.sortTopologically();
}

}  // namespace

PassReport foldConstants(Graph& graph) { return runOnTree(graph, "constant_folding", foldGraph); }

}  // namespace tl::passes
