// Arithmetic simplification: algebraic identities, one table row each. A row
// names the op it rewrites (the table is the one place that may) and how the
// result is found; it fires only when the result has the node's dtype and shape,
// so x * ones((2, 3)) with x of shape (3,) stays (the product broadcasts).
#include <cmath>

#include "passes/pass_util.h"

namespace tl::passes {
namespace {

using graph::Graph;
using graph::Input;
using graph::Node;

enum class Match : uint8_t {
  kNeutralRight,  // op(x, c) -> x when every element of the Const c equals `neutral`
  kNeutralLeft,   // op(c, x) -> x
  kInvolution,    // op(op(x)) -> x
  kPassThrough,   // op(x) -> x (identity-like when the type is unchanged)
};

struct Rule {
  const char* text;
  ops::Op op;
  Match match;
  double neutral;
};

constexpr Rule kRules[] = {
    {"x * 1 -> x", ops::Op::Mul, Match::kNeutralRight, 1},
    {"1 * x -> x", ops::Op::Mul, Match::kNeutralLeft, 1},
    {"x + 0 -> x", ops::Op::AddV2, Match::kNeutralRight, 0},
    {"0 + x -> x", ops::Op::AddV2, Match::kNeutralLeft, 0},
    {"x - 0 -> x", ops::Op::Sub, Match::kNeutralRight, 0},
    {"x / 1 -> x", ops::Op::RealDiv, Match::kNeutralRight, 1},
    {"x ** 1 -> x", ops::Op::Pow, Match::kNeutralRight, 1},
    {"maximum(x, -inf) -> x", ops::Op::Maximum, Match::kNeutralRight, -INFINITY},
    {"minimum(x, inf) -> x", ops::Op::Minimum, Match::kNeutralRight, INFINITY},
    {"neg(neg(x)) -> x", ops::Op::Neg, Match::kInvolution, 0},
    {"logical_not(logical_not(x)) -> x", ops::Op::LogicalNot, Match::kInvolution, 0},
    {"identity(x) -> x", ops::Op::Identity, Match::kPassThrough, 0},
    {"cast(x) to its own dtype -> x", ops::Op::Cast, Match::kPassThrough, 0},
    {"reshape(x) to its own shape -> x", ops::Op::Reshape, Match::kPassThrough, 0},
    {"squeeze(x) with nothing to squeeze -> x", ops::Op::Squeeze, Match::kPassThrough, 0},
};

bool allEqual(const core::Tensor* t, double v) {
  if (!t || !core::isNumeric(t->dtype())) return false;
  for (int64_t i = 0; i < t->numElements(); ++i) {
    if (t->elementAsDouble(i) != v) return false;
  }
  return true;
}

// The value the node reduces to under `rule`, or node -1.
Input matchRule(const Graph& g, const Node& n, const Rule& rule) {
  const Input none{-1, 0};
  switch (rule.match) {
    case Match::kNeutralRight:
      return n.inputs.size() == 2 && allEqual(g.constantValue(n.inputs[1]), rule.neutral) ? n.inputs[0] : none;
    case Match::kNeutralLeft:
      return n.inputs.size() == 2 && allEqual(g.constantValue(n.inputs[0]), rule.neutral) ? n.inputs[1] : none;
    case Match::kInvolution: {
      if (n.inputs.size() != 1) return none;
      const Node& inner = g.node(n.inputs[0].node);
      return inner.op == n.op && inner.inputs.size() == 1 ? inner.inputs[0] : none;
    }
    case Match::kPassThrough: return n.inputs.empty() ? none : n.inputs[0];
  }
  return none;
}

// Same dtype and a fully equal shape: a partial shape is kept only when it is the
// very same value (x itself), which every rule above guarantees for x.
bool preservesType(const Graph& g, const Node& n, Input result) {
  if (n.outputs.size() != 1) return false;
  const graph::OutputType& before = n.outputs[0];
  const graph::OutputType& after = g.type(result);
  if (before.dtype != after.dtype || before.shape != after.shape) return false;
  // Reshape/Squeeze with unknown dims could still move data between axes.
  return after.shape.isFullyDefined() || n.has(ops::kElementwise) || n.inputs.size() == 1;
}

void simplifyGraph(Graph& g, PassReport& report) {
  std::vector<bool> rewritten(g.size(), false);
  for (int id = 0; id < g.size(); ++id) {
    const Node& n = g.node(id);
    for (const Rule& rule : kRules) {
      if (rule.op != n.op) continue;
      Input result = matchRule(g, n, rule);
      if (result.node < 0 || !preservesType(g, n, result)) continue;
      report.changes.push_back(std::string(rule.text) + ": " + describe(n));
      g.replaceAllUses({id, 0}, result);
      rewritten[id] = true;
      break;
    }
  }
  removeUnused(g, withInputs(g, rewritten));
}

}  // namespace

PassReport simplifyArithmetic(Graph& graph) { return runOnTree(graph, "simplify", simplifyGraph); }

}  // namespace tl::passes
