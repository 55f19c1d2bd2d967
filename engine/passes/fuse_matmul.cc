// MatMul fusion: MatMul followed by a bias add (and a Relu) becomes one
// _FusedMatMul, whose kernel adds the bias and clamps inside the GEMM. The
// patterns are table rows, longest first; intermediate results must have no
// other reader, and everything must be float32.
#include "passes/pass_util.h"

namespace tl::passes {
namespace {

using graph::Graph;
using graph::Input;
using graph::Node;
using ops::Op;

struct FusionPattern {
  const char* text;
  Op biasOp;  // BiasAdd, or AddV2 with a rank-1 bias of the output's width
  bool relu;
};

constexpr FusionPattern kPatterns[] = {
    {"MatMul + BiasAdd + Relu -> _FusedMatMul", Op::BiasAdd, true},
    {"MatMul + BiasAdd -> _FusedMatMul", Op::BiasAdd, false},
    {"MatMul + Add(bias) + Relu -> _FusedMatMul", Op::AddV2, true},
    {"MatMul + Add(bias) -> _FusedMatMul", Op::AddV2, false},
};
constexpr Op kMatMul = Op::MatMul;
constexpr Op kRelu = Op::Relu;

struct MatMulMatch {
  int matmul = -1;
  int biasNode = -1;
  Input bias;
};

bool isF32(const Graph& g, Input in) { return g.type(in).dtype == core::DType::Float32; }

bool biasFits(const Graph& g, Input matmul, Input bias) {
  const PartialShape& m = g.type(matmul).shape;
  const PartialShape& b = g.type(bias).shape;
  return isF32(g, bias) && m.hasRank() && m.rank() == 2 && b.hasRank() && b.rank() == 1 && m.dim(1) >= 0 &&
         b.dim(0) == m.dim(1);
}

// Finds MatMul -> bias node (id `add`) per `p`; the MatMul must have one reader.
bool matchBias(const Graph& g, int add, const FusionPattern& p, const std::vector<int>& uses, MatMulMatch& m) {
  const Node& n = g.node(add);
  if (n.op != p.biasOp || n.inputs.size() != 2 || !isF32(g, {add, 0})) return false;
  if (const std::string* f = ops::attr<std::string>(n.attrs, "data_format"); f && *f != "NHWC") return false;
  int sides = p.biasOp == Op::AddV2 ? 2 : 1;  // AddV2 commutes: the bias may come first
  for (int side = 0; side < sides; ++side) {
    Input mm = n.inputs[side], bias = n.inputs[1 - side];
    if (g.node(mm.node).op != kMatMul || uses[mm.node] != 1 || isGraphOutput(g, mm.node)) continue;
    if (!biasFits(g, mm, bias) || g.type({add, 0}).shape != g.type(mm).shape) continue;
    m = {mm.node, add, bias};
    return true;
  }
  return false;
}

bool matchPattern(const Graph& g, int id, const FusionPattern& p, const std::vector<int>& uses, MatMulMatch& m) {
  if (!p.relu) return matchBias(g, id, p, uses, m);
  const Node& n = g.node(id);
  if (n.op != kRelu || !isF32(g, {id, 0})) return false;
  int add = n.inputs[0].node;
  if (uses[add] != 1 || isGraphOutput(g, add)) return false;
  return matchBias(g, add, p, uses, m);
}

void rewrite(Graph& g, int id, const FusionPattern& p, const MatMulMatch& m) {
  const Node& mm = g.node(m.matmul);
  Node& n = g.node(id);
  ops::Attrs attrs;
  attrs["transpose_a"] = boolAttr(mm.attrs, "transpose_a", false);
  attrs["transpose_b"] = boolAttr(mm.attrs, "transpose_b", false);
  attrs["relu"] = p.relu;
  n.inputs = {mm.inputs[0], mm.inputs[1], m.bias};
  n.attrs = std::move(attrs);
  n.op = Op::FusedMatMul;
}

void fuseMatMulIn(Graph& g, PassReport& report) {
  std::vector<bool> absorbed(g.size(), false), orphans(g.size(), false);
  std::vector<int> uses = useCounts(g);
  // From the end, so the last op of a chain is seen first and the longest row wins.
  for (int id = g.size() - 1; id >= 0; --id) {
    if (absorbed[id]) continue;
    for (const FusionPattern& p : kPatterns) {
      MatMulMatch m;
      if (!matchPattern(g, id, p, uses, m) || absorbed[m.matmul] || absorbed[m.biasNode]) continue;
      report.changes.push_back(std::string(p.text) + ": " + g.node(m.matmul).name + " ... " + g.node(id).name);
      absorbed[m.matmul] = true;
      if (m.biasNode != id) absorbed[m.biasNode] = true;
      orphans = withInputs(g, absorbed);  // before the rewrite moves the inputs
      rewrite(g, id, p, m);
      uses = useCounts(g);
      break;
    }
  }
  removeUnused(g, orphans);
}

}  // namespace

PassReport fuseMatMul(Graph& graph) { return runOnTree(graph, "fuse_matmul", fuseMatMulIn); }

}  // namespace tl::passes
