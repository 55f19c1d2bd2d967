// Elementwise fusion: a tree of float32 fusible ops of one shape (each result read
// only inside the tree) becomes one _FusedElementwise running a register program
// (kernels::FusedProgram) in a single pass over memory. Scalar float32 Consts become
// step constants. No broadcasting inside a fused region.
#include <algorithm>

#include "ops/fused_program.h"
#include "passes/pass_util.h"

namespace tl::passes {
namespace {

using graph::Graph;
using graph::Input;
using graph::Node;

bool isScalarF32Const(const Graph& g, Input in) {
  const core::Tensor* t = g.constantValue(in);
  return t && t->dtype() == core::DType::Float32 && t->rank() == 0;
}

bool sameShape(const Graph& g, Input in, const PartialShape& shape) {
  return g.type(in).dtype == core::DType::Float32 && g.type(in).shape == shape;
}

// `id` may join a region whose output shape is `shape`.
bool fits(const Graph& g, int id, const PartialShape& shape) {
  const Node& n = g.node(id);
  using Arity = ops::ElementwiseFn::Arity;
  const Arity arity = ops::opDef(n.op).elementwise.arity;
  const size_t operands = arity == Arity::Unary ? 1 : arity == Arity::Binary ? 2 : 0;
  if (operands == 0 || n.inputs.size() != operands || n.outputs.size() != 1) return false;
  if (!shape.isFullyDefined() || !sameShape(g, {id, 0}, shape)) return false;
  if (n.inputs.size() == 1) return sameShape(g, n.inputs[0], shape);
  bool lhsScalar = isScalarF32Const(g, n.inputs[0]) && !sameShape(g, n.inputs[0], shape);
  bool rhsScalar = isScalarF32Const(g, n.inputs[1]) && !sameShape(g, n.inputs[1], shape);
  if (lhsScalar && (rhsScalar || !n.has(ops::kCommutative))) return false;  // constants go right
  return (lhsScalar || sameShape(g, n.inputs[0], shape)) && (rhsScalar || sameShape(g, n.inputs[1], shape));
}

struct Region {
  std::vector<int> nodes;     // ascending ids; the root is last
  std::vector<Input> inputs;  // external register inputs
};

bool inRegion(const Region& r, int id) { return std::find(r.nodes.begin(), r.nodes.end(), id) != r.nodes.end(); }

std::vector<Input> externalInputs(const Graph& g, const std::vector<int>& nodes) {
  std::vector<Input> ext;
  for (int id : nodes) {
    for (Input in : g.node(id).inputs) {
      bool inside = std::find(nodes.begin(), nodes.end(), in.node) != nodes.end();
      bool constant = isScalarF32Const(g, in) && g.type(in).shape != g.type({nodes.back(), 0}).shape;
      if (!inside && !constant && std::find(ext.begin(), ext.end(), in) == ext.end()) ext.push_back(in);
    }
  }
  return ext;
}

// Grows a region upward from `root` through producers read only by the region.
Region grow(const Graph& g, int root, const std::vector<int>& uses, const std::vector<bool>& taken) {
  Region r{{root}, {}};
  const PartialShape& shape = g.type({root, 0}).shape;
  for (size_t k = 0; k < r.nodes.size() && r.nodes.size() < kernels::kMaxFusedSteps; ++k) {
    for (Input in : g.node(r.nodes[k]).inputs) {
      int p = in.node;
      if (inRegion(r, p) || taken[p] || uses[p] != 1 || isGraphOutput(g, p) || !fits(g, p, shape)) continue;
      std::vector<int> next = r.nodes;
      next.push_back(p);
      std::sort(next.begin(), next.end());
      if (externalInputs(g, next).size() > kernels::kMaxFusedInputs) continue;
      r.nodes.push_back(p);
    }
  }
  std::sort(r.nodes.begin(), r.nodes.end());
  r.inputs = externalInputs(g, r.nodes);
  return r;
}

int registerOf(const Graph& g, const Region& r, Input in) {
  auto ext = std::find(r.inputs.begin(), r.inputs.end(), in);
  if (ext != r.inputs.end()) return static_cast<int>(ext - r.inputs.begin());
  auto inner = std::find(r.nodes.begin(), r.nodes.end(), in.node);
  return inner == r.nodes.end() ? -1 : static_cast<int>(r.inputs.size() + (inner - r.nodes.begin()));
}

kernels::FusedStep stepOf(const Graph& g, const Region& r, int id) {
  const Node& n = g.node(id);
  const ops::ElementwiseFn& fn = ops::opDef(n.op).elementwise;
  const bool isUnary = fn.arity == ops::ElementwiseFn::Arity::Unary;
  kernels::FusedStep s;
  s.isUnary = isUnary;
  s.unary = fn.unary;
  s.binary = fn.binary;
  Input lhs = n.inputs[0], rhs = n.inputs.size() > 1 ? n.inputs[1] : Input{-1, 0};
  if (!isUnary && registerOf(g, r, lhs) < 0) std::swap(lhs, rhs);  // commutative, constant first
  s.lhs = registerOf(g, r, lhs);
  if (!isUnary) {
    s.rhs = registerOf(g, r, rhs);
    if (s.rhs < 0) {
      s.useConstant = true;
      s.constant = *g.constantValue(rhs)->data<float>();
    }
  }
  return s;
}

void rewrite(Graph& g, const Region& r) {
  kernels::FusedProgram program;
  program.numInputs = static_cast<int>(r.inputs.size());
  program.numSteps = static_cast<int>(r.nodes.size());
  for (size_t i = 0; i < r.nodes.size(); ++i) program.steps[i] = stepOf(g, r, r.nodes[i]);
  Node& root = g.node(r.nodes.back());
  root.op = ops::Op::FusedElementwise;
  root.inputs = r.inputs;
  root.attrs = {{"program", ops::encodeFusedProgram(program)}};
}

void fuseGraph(Graph& g, PassReport& report) {
  std::vector<int> uses = useCounts(g);
  std::vector<bool> taken(g.size(), false), orphans(g.size(), false);
  for (int root = g.size() - 1; root >= 0; --root) {
    if (taken[root] || g.node(root).outputs.size() != 1 || !fits(g, root, g.type({root, 0}).shape)) continue;
    Region r = grow(g, root, uses, taken);
    if (r.nodes.size() < 2 || r.inputs.empty()) continue;
    std::string names;
    for (int id : r.nodes) {
      taken[id] = true;
      names += (names.empty() ? "" : ", ") + g.node(id).name;
    }
    report.changes.push_back("fused " + std::to_string(r.nodes.size()) + " elementwise ops into " + g.node(root).name +
                             ": " + names);
    for (int id : r.nodes) orphans[id] = true;
    orphans = withInputs(g, orphans);  // before the rewrite moves the inputs
    rewrite(g, r);
  }
  removeUnused(g, orphans);
}

}  // namespace

PassReport fuseElementwise(Graph& graph) { return runOnTree(graph, "fuse_elementwise", fuseGraph); }

}  // namespace tl::passes
