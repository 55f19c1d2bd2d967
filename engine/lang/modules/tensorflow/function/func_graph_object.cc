// ConcreteFunction.graph (FuncGraph, its as_graph_def() and get_operations()) and the views of a
// trace's outputs that TensorFlow's func_graph_from_py_func leaves: every
// returned tensor passes through an Identity (auto_control_deps mark_as_return),
// so Python sees "Identity:0", "Identity_1:0", ... in structured_outputs,
// graph.outputs and the GraphDef's last nodes.
#include "graph/symbolic_repr.h"
#include "lang/modules/tensorflow/function/function_object.h"
#include "lang/modules/tensorflow/function/function_state.h"
#include "lang/modules/tensorflow/function/function_trace_keys.h"

namespace tl::lang {

Value graphInputs(Interp& in, const function::ConcreteFunction& fn) {
  const graph::Graph& g = *fn.traced;
  std::vector<Value> inputs;
  for (int id : g.inputs) {
    const graph::OutputType& t = g.type({id, 0});
    inputs.push_back(wrapTensor(in, ops::Value::symbolic({&g, id, 0}, t.dtype, t.shape)));
  }
  return in.newList(inputs);
}

std::vector<Value> graphOutputs(Interp& in, const function::ConcreteFunction& fn) {
  const graph::Graph& g = *fn.traced;
  std::vector<std::string> names = graph::returnedTensorNames(g, g.outputs.size());
  std::vector<Value> outputs;
  for (size_t i = 0; i < g.outputs.size(); ++i) {
    const graph::OutputType& t = g.type(g.outputs[i]);
    ops::Value value = ops::Value::symbolic({&g, g.outputs[i].node, g.outputs[i].output}, t.dtype, t.shape);
    outputs.push_back(wrapTensorShownAs(in, value, names[i]));
  }
  return outputs;
}

Value structuredOutputs(Interp& in, const function::ConcreteFunction& fn) {
  const auto* structure = static_cast<const OutputStructure*>(fn.outputStructure.get());
  if (!structure) return in.none();
  size_t next = 0;
  return replaceTensors(in, structure->result, graphOutputs(in, fn), next);
}

namespace {

const function::ConcreteFunction& concreteOf(const Value& v) { return *v.as<ConcreteFunctionObj>()->function; }

// A NodeDef as Python reads it: name, op, input (TF's input strings: "add" for a
// node's first output, "split:1" for another) and device (none assigned).
class NodeDefObj final : public NativeObject {
 public:
  NodeDefObj(ClassObj* cls, std::string name, std::string op, std::vector<std::string> inputs)
      : NativeObject(cls), name(std::move(name)), op(std::move(op)), inputs(std::move(inputs)) {}
  std::string name, op;
  std::vector<std::string> inputs;

  Value getAttr(Interp& in, const std::string& attr) override {
    if (attr == "name") return in.newStr(name);
    if (attr == "op") return in.newStr(op);
    if (attr == "device") return in.newStr("");
    if (attr != "input") return {};
    std::vector<Value> items;
    for (const std::string& i : inputs) items.push_back(in.newStr(i));
    return in.newList(items);
  }
};

// A GraphDef: its `node` list.
class GraphDefObj final : public NativeObject {
 public:
  GraphDefObj(ClassObj* cls, Value nodes) : NativeObject(cls), nodes(std::move(nodes)) {}
  Value nodes;

  Value getAttr(Interp&, const std::string& attr) override { return attr == "node" ? nodes : Value(); }
  void visitRefs(RefVisitor& v) override { v.visit(nodes); }
  void dropRefs() override { nodes = Value(); }
};

std::string inputString(const graph::Graph& g, graph::Input input) {
  std::string name = graph::tensorName(g, input);
  return input.output == 0 ? name.substr(0, name.rfind(':')) : name;
}

// FuncGraph.as_graph_def(): the traced nodes, then the Identity that marks each
// returned tensor (see graphOutputs).
Value graphDef(Interp& in, const function::ConcreteFunction& fn) {
  const graph::Graph& g = *fn.traced;
  FunctionState& state = functionState(in);
  std::vector<Value> nodes;
  for (const graph::Node& n : g.nodes()) {
    std::vector<std::string> inputs;
    for (graph::Input input : n.inputs) inputs.push_back(inputString(g, input));
    nodes.push_back(Value(new NodeDefObj(state.nodeDefClass, n.name, n.def().name, inputs)));
  }
  std::vector<std::string> returned = graph::returnedTensorNames(g, g.outputs.size());
  for (size_t k = 0; k < g.outputs.size(); ++k) {
    std::string name = returned[k].substr(0, returned[k].rfind(':'));
    nodes.push_back(Value(new NodeDefObj(state.nodeDefClass, name, "Identity", {inputString(g, g.outputs[k])})));
  }
  return Value(new GraphDefObj(state.graphDefClass, in.newList(nodes)));
}

// An Operation of the graph: its name, type, input and output tensors.
class OperationObj final : public NativeObject {
 public:
  OperationObj(ClassObj* cls, std::string name, std::string type, Value inputs, Value outputs)
      : NativeObject(cls),
        name(std::move(name)),
        type(std::move(type)),
        inputs(std::move(inputs)),
        outputs(std::move(outputs)) {}
  std::string name, type;
  Value inputs, outputs;

  Value getAttr(Interp& in, const std::string& attr) override {
    if (attr == "name") return in.newStr(name);
    if (attr == "type") return in.newStr(type);
    if (attr == "inputs") return in.newTuple(in.toVector(inputs));
    if (attr == "outputs") return outputs;
    return {};
  }
  std::string repr(Interp&) override { return "<tf.Operation '" + name + "' type=" + type + ">"; }
  void visitRefs(RefVisitor& v) override {
    v.visit(inputs);
    v.visit(outputs);
  }
  void dropRefs() override { inputs = outputs = Value(); }
};

Value symbolicTensor(Interp& in, const graph::Graph& g, graph::Input at) {
  const graph::OutputType& t = g.type(at);
  return wrapTensor(in, ops::Value::symbolic({&g, at.node, at.output}, t.dtype, t.shape));
}

// FuncGraph.get_operations(): the traced ops in the order they were made, then
// the Identity that marks each returned tensor (see graphOutputs).
Value operations(Interp& in, const function::ConcreteFunction& fn) {
  const graph::Graph& g = *fn.traced;
  ClassObj* cls = functionState(in).operationClass;
  std::vector<Value> ops;
  for (size_t id = 0; id < g.nodes().size(); ++id) {
    const graph::Node& n = g.nodes()[id];
    std::vector<Value> inputs, outputs;
    for (graph::Input input : n.inputs) inputs.push_back(symbolicTensor(in, g, input));
    for (size_t k = 0; k < n.outputs.size(); ++k)
      outputs.push_back(symbolicTensor(in, g, {static_cast<int>(id), static_cast<int>(k)}));
    ops.push_back(Value(new OperationObj(cls, n.name, n.def().name, in.newList(inputs), in.newList(outputs))));
  }
  std::vector<Value> returned = graphOutputs(in, fn);
  std::vector<std::string> names = graph::returnedTensorNames(g, g.outputs.size());
  for (size_t k = 0; k < returned.size(); ++k) {
    Value input = in.newList({symbolicTensor(in, g, g.outputs[k])});
    std::string name = names[k].substr(0, names[k].rfind(':'));
    ops.push_back(Value(new OperationObj(cls, name, "Identity", input, in.newList({returned[k]}))));
  }
  return in.newList(ops);
}

Value graphMethod(Interp& in, FuncGraphObj* graph, const std::string& name,
                  Value (*fn)(Interp&, const function::ConcreteFunction&)) {
  Value method = in.newBuiltin(name, [fn](Interp& in, const Value& self, CallArgs&) {
    return fn(in, concreteOf(static_cast<FuncGraphObj*>(self.as<NativeObject>())->concrete));
  });
  method.as<Builtin>()->self = Value(graph);
  return method;
}

}  // namespace

Value FuncGraphObj::getAttr(Interp& in, const std::string& name) {
  if (concrete.isNull()) return {};
  const function::ConcreteFunction& fn = concreteOf(concrete);
  if (name == "inputs") return graphInputs(in, fn);
  if (name == "outputs") return in.newList(graphOutputs(in, fn));
  if (name == "structured_outputs") return structuredOutputs(in, fn);
  if (name == "structured_input_signature") return in.getAttr(concrete, name);
  if (name == "name") return in.newStr(fn.traced->name());
  if (name == "as_graph_def") return graphMethod(in, this, name, graphDef);
  if (name == "get_operations") return graphMethod(in, this, name, operations);
  return {};
}

std::string FuncGraphObj::str(Interp& in) {
  return concrete.isNull() ? repr(in) : graph::funcGraphRepr(*concreteOf(concrete).traced);
}

}  // namespace tl::lang
