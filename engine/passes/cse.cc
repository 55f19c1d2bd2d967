// Common-subexpression elimination: two pure nodes with the same op, the same
// inputs (in either order for a commutative op) and equal attrs compute the same
// value, so the later one is replaced by the earlier.
#include <cstring>
#include <unordered_map>

#include "passes/pass_util.h"

namespace tl::passes {
namespace {

using graph::Graph;
using graph::Input;
using graph::Node;

bool sameTensor(const core::Tensor& a, const core::Tensor& b) {
  if (a.sharesBufferWith(b)) return true;
  if (a.dtype() != b.dtype() || a.shape() != b.shape() || !a.valid() || !b.valid()) return false;
  if (a.dtype() == core::DType::String) return a.strings() == b.strings();
  if (a.dtype() == core::DType::Resource || a.dtype() == core::DType::Variant) return false;
  return std::memcmp(a.raw(), b.raw(), static_cast<size_t>(a.bytes())) == 0;
}

bool sameAttr(const ops::AttrValue& a, const ops::AttrValue& b) {
  if (a.index() != b.index()) return false;
  return std::visit(
      [&](const auto& x) {
        using T = std::decay_t<decltype(x)>;
        const T& y = std::get<T>(b);
        if constexpr (std::is_same_v<T, core::Tensor>) {
          return sameTensor(x, y);
        } else if constexpr (std::is_same_v<T, std::monostate>) {
          return true;
        } else {
          return x == y;
        }
      },
      a);
}

bool sameAttrs(const ops::Attrs& a, const ops::Attrs& b) {
  if (a.size() != b.size()) return false;
  for (auto ia = a.begin(), ib = b.begin(); ia != a.end(); ++ia, ++ib) {
    if (ia->first != ib->first || !sameAttr(ia->second, ib->second)) return false;
  }
  return true;
}

bool candidate(const Node& n) {
  if (n.has(ops::kStateful) || n.has(ops::kSideEffect) || n.has(ops::kControlFlow)) return false;
  if (n.op == ops::Op::Const) return true;  // equal constants merge (the one source that may)
  return n.has(ops::kPure) && !n.has(ops::kSource);
}

std::vector<Input> keyInputs(const Node& n) {
  std::vector<Input> in = n.inputs;
  if (n.has(ops::kCommutative) && in.size() == 2 &&
      (in[1].node < in[0].node || (in[1].node == in[0].node && in[1].output < in[0].output))) {
    std::swap(in[0], in[1]);
  }
  return in;
}

// Hash of op and inputs; attrs are compared only within a bucket.
std::string bucketKey(const Node& n) {
  std::string key = std::to_string(static_cast<int>(n.op));
  for (Input in : keyInputs(n)) key += "," + std::to_string(in.node) + ":" + std::to_string(in.output);
  if (n.op == ops::Op::Const) {
    if (const auto* t = ops::attr<core::Tensor>(n.attrs, "value")) key += "|" + t->shape().toString();
  }
  return key;
}

bool sameNode(const Node& a, const Node& b) {
  if (a.op != b.op || a.outputs.size() != b.outputs.size()) return false;
  std::vector<Input> ia = keyInputs(a), ib = keyInputs(b);
  return ia == ib && sameAttrs(a.attrs, b.attrs) && a.outputs == b.outputs;
}

void cseGraph(Graph& g, PassReport& report) {
  std::vector<int> canon(g.size());
  std::vector<bool> remove(g.size(), false);
  std::unordered_map<std::string, std::vector<int>> buckets;
  for (int id = 0; id < g.size(); ++id) {
    Node& n = g.node(id);
    for (Input& in : n.inputs) in.node = canon[in.node];
    canon[id] = id;
    if (!candidate(n)) continue;
    std::vector<int>& bucket = buckets[bucketKey(n)];
    for (int other : bucket) {
      if (sameNode(g.node(other), n)) {
        canon[id] = other;
        remove[id] = true;
        report.changes.push_back("merged " + describe(n) + " into " + g.node(other).name);
        break;
      }
    }
    if (!remove[id]) bucket.push_back(id);
  }
  for (Input& out : g.outputs) out.node = canon[out.node];
  g.removeNodes(remove);
}

}  // namespace

PassReport eliminateCommonSubexpressions(Graph& graph) { return runOnTree(graph, "cse", cseGraph); }

}  // namespace tl::passes
