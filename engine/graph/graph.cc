#include "graph/graph.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <unordered_set>

#include "core/run_state.h"

namespace tl::graph {
namespace {

// Live graphs by address: a SymbolicRef holds only a pointer, and a body graph may
// be gone (or belong to an unrelated trace) by the time a stale value is used.
struct LiveGraphs {
  std::unordered_set<const Graph*> graphs;
  int64_t nextId = 1;
};

std::unordered_set<const Graph*>& liveGraphs() { return core::RunState::current().get<LiveGraphs>().graphs; }

int64_t nextGraphId() { return core::RunState::current().get<LiveGraphs>().nextId++; }

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

}  // namespace

Graph::Graph(std::string name) : name_(std::move(name)), id_(nextGraphId()) { liveGraphs().insert(this); }

Graph::Graph(const Graph& other)
    : ops::Body(other),
      inputs(other.inputs),
      outputs(other.outputs),
      captures(other.captures),
      name_(other.name_),
      id_(nextGraphId()),
      nodes_(other.nodes_),
      name_counts_(other.name_counts_),
      name_stack_(other.name_stack_) {
  liveGraphs().insert(this);
}

Graph& Graph::operator=(const Graph& other) {
  if (this == &other) return *this;
  inputs = other.inputs;
  outputs = other.outputs;
  captures = other.captures;
  name_ = other.name_;
  nodes_ = other.nodes_;
  name_counts_ = other.name_counts_;
  name_stack_ = other.name_stack_;
  return *this;
}

Graph::~Graph() { liveGraphs().erase(this); }

int Graph::addNode(Node node) {
  nodes_.push_back(std::move(node));
  return size() - 1;
}

int Graph::addConst(const Tensor& value, const std::string& name) {
  Node node;
  node.op = ops::Op::Const;
  node.name = uniqueName(name);
  node.attrs["value"] = value;
  node.attrs["dtype"] = value.dtype();
  node.outputs.push_back({value.dtype(), PartialShape(value.shape())});
  return addNode(std::move(node));
}

int Graph::addPlaceholder(const std::string& name, DType dtype, const PartialShape& shape) {
  Node node;
  node.op = ops::Op::Placeholder;
  node.name = uniqueName(name);
  node.attrs["dtype"] = dtype;
  node.attrs["shape"] = shape;
  node.outputs.push_back({dtype, shape});
  int id = addNode(std::move(node));
  inputs.push_back(id);
  return id;
}

namespace {

using NameCounts = std::unordered_map<std::string, int>;

// Graph.unique_name over the names taken in `taken`, and in `earlier` (read
// only, may be null): a prediction keeps what it takes aside instead of
// copying the graph's names, which would cost the graph's size per call.
std::string takeUniqueName(const NameCounts* earlier, NameCounts& taken, const std::string& base) {
  auto countOf = [&](const std::string& key) {
    if (auto it = taken.find(key); it != taken.end()) return it->second;
    if (!earlier) return 0;
    auto it = earlier->find(key);
    return it == earlier->end() ? 0 : it->second;
  };
  auto has = [&](const std::string& key) { return taken.count(key) > 0 || (earlier && earlier->count(key) > 0); };
  const std::string key = lower(base);
  int count = countOf(key);
  std::string name = base;
  if (count > 0) {
    // TF skips suffixes already taken by an explicit name ("add_1" then "add").
    do {
      name = base + "_" + std::to_string(count++);
    } while (has(lower(name)));
  } else {
    count = 1;
  }
  taken[key] = count;
  if (name != base) taken[lower(name)] = 1;
  return name;
}

// ops.name_from_scope_name: a scope name without its closing slash.
std::string nameFromScopeName(const std::string& name) {
  return !name.empty() && name.back() == '/' ? name.substr(0, name.size() - 1) : name;
}

// What Graph.unique_name makes unique: the name in the current scope, or an
// absolute name (ending in "/", as op wrappers pass their scope) as given.
std::string scopedName(const std::string& stack, const std::string& base) {
  if (!base.empty() && base.back() == '/') return nameFromScopeName(base);
  return stack.empty() ? base : stack + "/" + base;
}

// ops.py's _VALID_OP_NAME_REGEX (root scopes) and _VALID_SCOPE_NAME_REGEX.
constexpr const char* kOpNamePattern = "^[A-Za-z0-9.][A-Za-z0-9_.\\\\/>-]*$";
constexpr const char* kScopeNamePattern = "^[A-Za-z0-9_.\\\\/>-]*$";

bool scopeNameChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || (c != '\0' && std::strchr("_.\\/>-", c));
}

bool validScopeName(std::string name, bool root) {
  if (!name.empty() && name.back() == '\n') name.pop_back();  // re's `$` matches before a final newline
  if (root && (name.empty() || !(std::isalnum(static_cast<unsigned char>(name[0])) || name[0] == '.'))) return false;
  return std::all_of(name.begin(), name.end(), scopeNameChar);
}

// Graph.name_scope's ValueError: a root scope also may not start with "_", "-", "\\" or "/".
std::string invalidScopeName(const std::string& name, bool root) {
  if (root) {
    return "'" + name +
           "' is not a valid root scope name. A root scope name has to match the following pattern: " + kOpNamePattern;
  }
  return "'" + name +
         "' is not a valid scope name. A scope name has to match the following pattern: " + kScopeNamePattern;
}

}  // namespace

std::string Graph::uniqueName(const std::string& base) {
  return takeUniqueName(nullptr, name_counts_, scopedName(name_stack_, base));
}

std::vector<std::string> Graph::nextUniqueNames(const std::string& base, size_t count) const {
  NameCounts taken;
  std::vector<std::string> names;
  const std::string scoped = scopedName(name_stack_, base);
  for (size_t i = 0; i < count; ++i) names.push_back(takeUniqueName(&name_counts_, taken, scoped));
  return names;
}

std::string Graph::enterNameScope(const std::string& name, std::string& previous) {
  if (!name.empty() && !validScopeName(name, name_stack_.empty())) {
    throw core::TfError("ValueError", invalidScopeName(name, name_stack_.empty()));
  }
  previous = name_stack_;
  if (name.empty()) {
    name_stack_.clear();
    return "";
  }
  if (name.back() == '/') {
    name_stack_ = nameFromScopeName(name);
    return name;
  }
  name_stack_ = uniqueName(name);
  return name_stack_ + "/";
}

const Tensor* Graph::constantValue(Input in) const {
  if (in.node < 0 || in.node >= size()) return nullptr;
  const Node& n = nodes_[in.node];
  if (n.op != ops::Op::Const) return nullptr;
  return ops::attr<Tensor>(n.attrs, "value");
}

const Tensor* Graph::knownValue(Input in) const {
  if (const Tensor* c = constantValue(in)) return c;
  for (const Capture& c : captures) {
    if (c.isEager() && c.placeholder == in.node) return &c.tensor;
  }
  return nullptr;
}

ops::TypedShape Graph::typed(Input in) const {
  const OutputType& t = type(in);
  return {t.dtype, t.shape, knownValue(in), t.valueShape};
}

void Graph::replaceAllUses(Input from, Input to) {
  for (Node& n : nodes_) {
    for (Input& in : n.inputs) {
      if (in == from) in = to;
    }
  }
  for (Input& out : outputs) {
    if (out == from) out = to;
  }
}

void Graph::removeNodes(const std::vector<bool>& remove) {
  std::vector<int> order;
  for (int id = 0; id < size(); ++id) {
    if (!remove[id]) order.push_back(id);
  }
  renumber(order);
  sortTopologically();
}

void Graph::sortTopologically() {
  std::vector<int> order;
  std::vector<char> state(nodes_.size(), 0);  // 0 new, 1 visiting, 2 done
  std::vector<std::pair<int, size_t>> stack;
  for (int root = 0; root < size(); ++root) {
    if (state[root]) continue;
    stack.push_back({root, 0});
    state[root] = 1;
    while (!stack.empty()) {
      auto& [id, next] = stack.back();
      if (next < nodes_[id].inputs.size()) {
        int in = nodes_[id].inputs[next++].node;
        if (in >= 0 && in < size() && state[in] == 0) {
          state[in] = 1;
          stack.push_back({in, 0});
        }
        continue;
      }
      state[id] = 2;
      order.push_back(id);
      stack.pop_back();
    }
  }
  bool identity = true;
  for (int i = 0; i < size(); ++i) identity = identity && order[i] == i;
  if (!identity) renumber(order);
}

void Graph::renumber(const std::vector<int>& order) {
  std::vector<int> newId(nodes_.size(), -1);
  for (size_t i = 0; i < order.size(); ++i) newId[order[i]] = static_cast<int>(i);
  std::vector<Node> kept;
  kept.reserve(order.size());
  for (int id : order) kept.push_back(std::move(nodes_[id]));
  nodes_ = std::move(kept);
  for (Node& n : nodes_) {
    for (Input& in : n.inputs) in.node = newId[in.node];
  }
  for (Input& out : outputs) out.node = newId[out.node];
  for (int& id : inputs) id = newId[id];
  for (Capture& c : captures) c.placeholder = newId[c.placeholder];
}

const Graph* findGraph(const void* graph) {
  auto* g = static_cast<const Graph*>(graph);
  return liveGraphs().count(g) ? g : nullptr;
}

const Graph* bodyAttr(const Node& node, const std::string& attr) { return bodyAttr(node.attrs, attr); }

const Graph* bodyAttr(const ops::Attrs& attrs, const std::string& attr) {
  const ops::BodyPtr* body = ops::attr<ops::BodyPtr>(attrs, attr);
  return body ? dynamic_cast<const Graph*>(body->get()) : nullptr;
}

std::vector<std::string> bodyAttrNames(const Node& node) {
  std::vector<std::string> names;
  for (const auto& [key, value] : node.attrs) {
    if (std::holds_alternative<ops::BodyPtr>(value)) names.push_back(key);
  }
  return names;
}

}  // namespace tl::graph
