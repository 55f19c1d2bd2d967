#include "graph/graph_builder.h"

#include "graph/printer.h"
#include "graph/symbolic_repr.h"

namespace tl::graph {
namespace {

bool needsCapture(DType dtype) { return dtype == DType::Resource || dtype == DType::Variant; }

std::string definedHere(const Graph* graph, int node) {
  if (!graph || node < 0 || node >= graph->size() || !graph->node(node).span.known()) {
    return "  <unknown>";
  }
  return "  File \"main.py\", line " + std::to_string(graph->node(node).span.line);
}

}  // namespace

GraphBuilder::GraphBuilder(const std::string& name, GraphBuilder* parent)
    : graph_(std::make_shared<Graph>(name)), parent_(parent) {}

ops::Value GraphBuilder::valueOf(Input in) const {
  const OutputType& t = graph_->type(in);
  return ops::Value::symbolic({graph_.get(), in.node, in.output}, t.dtype, t.shape);
}

ops::Value GraphBuilder::addInput(const std::string& name, DType dtype, const PartialShape& shape) {
  int id = graph_->addPlaceholder(name, dtype, shape);
  graph_->node(id).span = ops::currentSpan();
  return valueOf({id, 0});
}

const Tensor* GraphBuilder::constantValue(const ops::Value& value) const {
  if (value.isEager()) return &value.tensor();
  if (!value.isSymbolic() || value.ref().graph != graph_.get()) return nullptr;
  return graph_->constantValue({value.ref().node, value.ref().output});
}

ops::Value GraphBuilder::capture(const ops::Value& value) { return valueOf(resolve(value)); }

void GraphBuilder::setOutputs(const std::vector<ops::Value>& outputs) {
  graph_->outputs.clear();
  for (const ops::Value& v : outputs) graph_->outputs.push_back(resolve(v));
}

std::vector<ops::Value> GraphBuilder::execute(ops::Op op, const std::vector<ops::Value>& inputs,
                                              const ops::Attrs& attrs) {
  const ops::OpDef& def = ops::opDef(op);
  Node node;
  node.op = op;
  node.span = ops::currentSpan();
  node.stack = ops::currentCallStack();
  node.attrs = attrs;
  std::string base = def.name;
  if (const std::string* name = ops::attr<std::string>(attrs, kNameAttr)) base = *name;
  node.attrs.erase(kNameAttr);
  for (const ops::Value& v : inputs) node.inputs.push_back(resolve(v));
  std::vector<ops::TypedShape> typed;
  for (Input in : node.inputs) typed.push_back(graph_->typed(in));
  std::vector<ops::TypedShape> out;
  node.name = graph_->uniqueName(base);
  try {
    ops::checkArity(def, inputs.size());
    out = def.infer(typed, node.attrs);
  } catch (const core::ShapeError& e) {
    throw core::TfError("ValueError", e.graphMessage() + shapeErrorContext(node, typed), node.span);
  } catch (const core::TfError& e) {
    if (e.span().known()) throw;
    throw core::TfError(e.kind(), e.what(), node.span);
  }
  for (const ops::TypedShape& t : out) node.outputs.push_back({t.dtype, t.shape, t.valueShape});
  int id = graph_->addNode(std::move(node));
  std::vector<ops::Value> results;
  for (int i = 0; i < static_cast<int>(out.size()); ++i) results.push_back(valueOf({id, i}));
  return results;
}

ops::Value GraphBuilder::setShape(const ops::Value& value, const PartialShape& shape) {
  for (GraphBuilder* b = this; b; b = b->parent_) {
    if (b->graph_.get() != value.ref().graph) continue;
    b->graph_->node(value.ref().node).outputs[value.ref().output].shape = shape;
    return b->valueOf({value.ref().node, value.ref().output});
  }
  return ops::Value::symbolic(value.ref(), value.dtype(), shape);
}

// TensorFlow's InferenceContext::AttachContext: which node failed, on which shapes.
std::string GraphBuilder::shapeErrorContext(const Node& node, const std::vector<ops::TypedShape>& inputs) const {
  std::string shapes;
  for (size_t i = 0; i < inputs.size(); ++i) {
    shapes += (i ? ", " : "") + inputs[i].shape.toDebugString();
  }
  return " for '" + summarizeNode(*graph_, node) + "' with input shapes: " + shapes + ".";
}

Input GraphBuilder::resolve(const ops::Value& value) {
  if (!value.valid()) core::throwValueError("an op input has no value (None)");
  if (value.isEager()) {
    if (needsCapture(value.dtype())) return captureEager(value.tensor());
    int id = graph_->addConst(value.tensor());
    graph_->node(id).span = ops::currentSpan();
    return {id, 0};
  }
  const ops::SymbolicRef& ref = value.ref();
  if (ref.graph == graph_.get()) return {ref.node, ref.output};
  return captureOuter(value);
}

void GraphBuilder::bindEagerInput(const Tensor& tensor, const ops::Value& input) {
  bound_inputs_.emplace_back(tensor, input);
}

const ops::Value* GraphBuilder::boundInput(const Tensor& tensor) const {
  for (const auto& [bound, input] : bound_inputs_) {
    if (bound.sharesBufferWith(tensor)) return &input;
  }
  return parent_ ? parent_->boundInput(tensor) : nullptr;
}

Input GraphBuilder::captureEager(const Tensor& tensor) {
  if (const ops::Value* input = boundInput(tensor)) return resolve(*input);
  for (const Capture& c : graph_->captures) {
    if (c.isEager() && c.tensor.sharesBufferWith(tensor)) return {c.placeholder, 0};
  }
  int id = graph_->addPlaceholder("capture", tensor.dtype(), PartialShape(tensor.shape()));
  graph_->node(id).span = ops::currentSpan();
  Capture c;
  c.placeholder = id;
  c.tensor = tensor;
  graph_->captures.push_back(c);
  return {id, 0};
}

Input GraphBuilder::captureOuter(const ops::Value& value) {
  const ops::SymbolicRef& ref = value.ref();
  auto key = std::make_tuple(ref.graph, ref.node, ref.output);
  if (auto it = captured_.find(key); it != captured_.end()) return {it->second, 0};
  bool enclosing = false;
  for (GraphBuilder* b = parent_; b && !enclosing; b = b->parent_) {
    enclosing = b->graph_.get() == ref.graph;
  }
  if (!enclosing) throwInaccessible(value);
  // Make it a value of the parent first (it may live further out), then capture that.
  ops::Value outer = parent_->capture(value);
  const Graph* g = findGraph(ref.graph);
  int id = graph_->addPlaceholder(g ? g->node(ref.node).name : "capture", value.dtype(), value.shape());
  graph_->node(id).span = ops::currentSpan();
  Capture c;
  c.placeholder = id;
  c.outer = outer.ref();
  graph_->captures.push_back(c);
  captured_[key] = id;
  return {id, 0};
}

void GraphBuilder::throwInaccessible(const ops::Value& value) const {
  std::string t = symbolicTensorRepr(value);
  const Graph* owner = findGraph(value.ref().graph);
  std::string ownerRepr = owner ? funcGraphRepr(*owner) : "a graph that no longer exists";
  std::string message = t +
                        " is out of scope and cannot be used here. Use return values, explicit Python locals or "
                        "TensorFlow collections to access it.\nPlease see "
                        "https://www.tensorflow.org/guide/function#all_outputs_of_a_tffunction_must_be_return_values"
                        " for more information.\n\n" +
                        t + " was defined here:\n" + definedHere(owner, value.ref().node) + "\n\nThe tensor " + t +
                        " cannot be accessed from " + funcGraphRepr(*graph_) + ", because it was defined in " +
                        ownerRepr + ", which is out of scope.";
  throw core::TfError("InaccessibleTensorError", message, ops::currentSpan());
}

}  // namespace tl::graph
