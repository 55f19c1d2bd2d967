// GraphBuilder: the ops::Context active while tracing. execute() runs the op's
// shape/dtype inference, appends a node and returns symbolic Values; it never
// computes and never touches buffers.
//
// Inputs an op call may receive:
//  - a symbolic value of this graph: used directly;
//  - an eager Tensor: becomes a Const node (resource and variant tensors, i.e.
//    variables and TensorLists, become eager captures: a Placeholder fed with the
//    tensor at run time, so the graph refers to the live object);
//  - a symbolic value of an enclosing builder's graph (this is a While/If body):
//    captured as an extra body input (a Placeholder; the outer value is recorded
//    in Graph::captures, and buildWhile/buildIf pass it in);
//  - a symbolic value of any other graph: InaccessibleTensorError, as TF raises.
#pragma once
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "graph/graph.h"

namespace tl::graph {

class GraphBuilder : public ops::Context {
 public:
  // `parent`: the builder of the enclosing graph when this builds a body.
  explicit GraphBuilder(const std::string& name, GraphBuilder* parent = nullptr);

  bool isEager() const override { return false; }
  std::vector<ops::Value> execute(ops::Op op, const std::vector<ops::Value>& inputs, const ops::Attrs& attrs) override;
  // Eager tensors, and Const nodes of this graph.
  const Tensor* constantValue(const ops::Value& value) const override;

  // A graph parameter (Placeholder named after the Python parameter).
  ops::Value addInput(const std::string& name, DType dtype, const PartialShape& shape);
  // Makes `value` usable in this graph (Const, capture, or itself).
  ops::Value capture(const ops::Value& value);
  // Uses of the eager tensor `tensor` here and in bodies built inside this graph
  // read `input` (a graph parameter) instead of capturing it: a variable passed as
  // an argument is an input of the trace, bound anew at every call.
  void bindEagerInput(const Tensor& tensor, const ops::Value& input);
  void setOutputs(const std::vector<ops::Value>& outputs);
  // Tensor.set_shape: the static shape of `value` (of this graph or an enclosing
  // one) becomes `shape`, which the caller has merged with it; returns the value so.
  ops::Value setShape(const ops::Value& value, const PartialShape& shape);

  Graph& graph() { return *graph_; }
  const GraphPtr& graphPtr() const { return graph_; }
  GraphBuilder* parent() const { return parent_; }
  ops::Value valueOf(Input in) const;

 private:
  Input resolve(const ops::Value& value);
  std::string shapeErrorContext(const Node& node, const std::vector<ops::TypedShape>& inputs) const;
  Input captureOuter(const ops::Value& value);
  Input captureEager(const Tensor& tensor);
  const ops::Value* boundInput(const Tensor& tensor) const;  // here or in an enclosing builder
  [[noreturn]] void throwInaccessible(const ops::Value& value) const;

  GraphPtr graph_;
  GraphBuilder* parent_;
  // Outer value (graph, node, output) -> local placeholder, so a capture happens once.
  std::map<std::tuple<const void*, int, int>, int> captured_;
  std::vector<std::pair<Tensor, ops::Value>> bound_inputs_;
};

// The attr an op call may carry to name its node (TF's `name=` argument, or the
// name scope a Python operator uses, e.g. "add" for x + y). Not stored as an attr.
inline constexpr const char* kNameAttr = "_name";

}  // namespace tl::graph
