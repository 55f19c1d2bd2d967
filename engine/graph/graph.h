// graph/: the traced graph IR, the context that builds it, and what reads it.
//
// Tour:
//  - Graph (this file): nodes in creation order, which is a topological order
//    (a node's inputs always have smaller ids). Each Node records its op, inputs
//    (node id + output index), attrs, output types, the Python line that made it
//    and a TF-style unique name. Graph inputs are Placeholders; captures are the
//    eager tensors or outer-graph values a body uses. Graph derives from ops::Body,
//    so a Graph can be a While/If body attr.
//  - GraphBuilder (graph_builder.h): the ops::Context used while tracing.
//  - buildWhile / buildIf (control_flow.h): control-flow nodes from body graphs.
//  - verify (verifier.h), printGraph (printer.h), graphToJson (json_export.h).
//  - symbolicTensorRepr (symbolic_repr.h): how Python prints a symbolic tensor.
#pragma once
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "ops/op.h"

namespace tl::graph {

using core::DType;
using core::PartialShape;
using core::Tensor;

// One output of one node.
struct Input {
  int node = -1;
  int output = 0;
  bool operator==(const Input& o) const { return node == o.node && output == o.output; }
  bool operator!=(const Input& o) const { return !(*this == o); }
};

// The static type of a node output (TypedShape without the build-time constant).
struct OutputType {
  DType dtype = DType::Float32;
  PartialShape shape;
  PartialShape valueShape = PartialShape();  // see ops::TypedShape::valueShape
  bool operator==(const OutputType& o) const { return dtype == o.dtype && shape == o.shape; }
};

struct Node {
  ops::Op op = ops::Op::Const;
  std::string name;
  std::vector<Input> inputs;
  ops::Attrs attrs;
  std::vector<OutputType> outputs;
  core::SourceSpan span;
  core::CallStack stack;  // the program's frames when it was made (graph execution errors)

  const ops::OpDef& def() const { return ops::opDef(op); }
  bool has(uint32_t trait) const { return (def().traits & trait) != 0; }
};

// What a graph input stands for when it is a capture: an eager tensor (fed by the
// executor from `tensor`) or a value of the enclosing graph (`outer`, fed by the
// While/If node that owns this body).
struct Capture {
  int placeholder = -1;  // node id of the Placeholder in this graph
  Tensor tensor;         // eager capture
  // Symbolic capture (outer.graph != nullptr): the outer value while tracing. Once the
  // While/If node exists its inputs feed the body; `outer` is not followed later
  // (copies of the outer graph made by passes still point at the traced one).
  ops::SymbolicRef outer;
  bool isEager() const { return outer.graph == nullptr; }
};

class Graph : public ops::Body {
 public:
  explicit Graph(std::string name = "graph");
  Graph(const Graph& other);
  Graph& operator=(const Graph& other);
  ~Graph() override;

  const std::string& name() const { return name_; }
  int64_t id() const { return id_; }  // unique per Graph object, for FuncGraph(name=, id=)

  // Appends a node; its inputs must already exist. Returns its id.
  int addNode(Node node);
  int addConst(const Tensor& value, const std::string& name = "Const");
  int addPlaceholder(const std::string& name, DType dtype, const PartialShape& shape);
  // TensorFlow's Graph.unique_name: "AddV2", "AddV2_1", ... (case-insensitive, like TF),
  // inside the current name scope ("outer/AddV2"). A base ending in "/" names a node
  // absolutely, as TF's create_op takes a scope name: no scope is prepended.
  std::string uniqueName(const std::string& base);
  // The names `count` more uniqueName(base) calls would give, taking none.
  std::vector<std::string> nextUniqueNames(const std::string& base, size_t count) const;

  // TensorFlow's Graph.name_scope(name) entered: validates `name` (ValueError with
  // TF's text), makes it unique ("a", then "a_1") unless it ends in "/" (that scope,
  // absolutely) or is empty (the root). Returns the scope as `with ... as s` binds it
  // ("a/"); `previous` gets the stack to restore on exit.
  std::string enterNameScope(const std::string& name, std::string& previous);
  void restoreNameScope(std::string previous) { name_stack_ = std::move(previous); }
  // The current scope without its slash (Graph.get_name_scope), "" at the root.
  const std::string& nameScope() const { return name_stack_; }

  int size() const { return static_cast<int>(nodes_.size()); }
  const Node& node(int id) const { return nodes_[id]; }
  Node& node(int id) { return nodes_[id]; }
  const std::vector<Node>& nodes() const { return nodes_; }
  const OutputType& type(Input in) const { return nodes_[in.node].outputs[in.output]; }
  // The value of a Const node output, or nullptr.
  const Tensor* constantValue(Input in) const;
  // What inference may know of a value: a Const's value or an eager capture's tensor
  // (a variable handle tells ReadVariableOp its dtype and shape).
  const Tensor* knownValue(Input in) const;
  // All inference may know of an input: its type, known value and value as a shape.
  ops::TypedShape typed(Input in) const;

  std::vector<int> inputs;     // Placeholder node ids, in order (parameters, then captures)
  std::vector<Input> outputs;  // graph results
  std::vector<Capture> captures;

  // Every use of `from` (node inputs and graph outputs) now reads `to`.
  void replaceAllUses(Input from, Input to);
  // Drops the nodes with remove[id] true (none of them may still be used) and
  // renumbers the rest in a stable topological order.
  void removeNodes(const std::vector<bool>& remove);
  // Re-sorts nodes topologically (stable: creation order where free), so passes may
  // append a node that an earlier node then uses.
  void sortTopologically();

 private:
  void renumber(const std::vector<int>& order);

  std::string name_;
  int64_t id_;
  std::vector<Node> nodes_;
  std::unordered_map<std::string, int> name_counts_;
  std::string name_stack_;  // Graph._name_stack: a trace starts at the root
};

using GraphPtr = std::shared_ptr<Graph>;

// The live Graph a SymbolicRef points into, or nullptr if that graph is gone.
const Graph* findGraph(const void* graph);
// The nested body graph held in a node attr, or nullptr.
const Graph* bodyAttr(const Node& node, const std::string& attr);
const Graph* bodyAttr(const ops::Attrs& attrs, const std::string& attr);
// Names of the attrs of `node` that hold body graphs (cond/body, then/else branches).
std::vector<std::string> bodyAttrNames(const Node& node);

}  // namespace tl::graph
