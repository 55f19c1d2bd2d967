// ConcreteFunction.graph (FuncGraph) and the views of a trace's outputs that
// TensorFlow's func_graph_from_py_func leaves: every returned tensor passes through
// an Identity (auto_control_deps mark_as_return), so Python sees "Identity:0",
// "Identity_1:0", ... in structured_outputs and graph.outputs.
#include "graph/symbolic_repr.h"
#include "lang/modules/tensorflow/function/function_object.h"
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

}  // namespace

Value FuncGraphObj::getAttr(Interp& in, const std::string& name) {
  if (concrete.isNull()) return {};
  const function::ConcreteFunction& fn = concreteOf(concrete);
  if (name == "inputs") return graphInputs(in, fn);
  if (name == "outputs") return in.newList(graphOutputs(in, fn));
  if (name == "structured_outputs") return structuredOutputs(in, fn);
  if (name == "structured_input_signature") return in.getAttr(concrete, name);
  if (name == "name") return in.newStr(fn.traced->name());
  return {};
}

std::string FuncGraphObj::str(Interp& in) {
  return concrete.isNull() ? repr(in) : graph::funcGraphRepr(*concreteOf(concrete).traced);
}

}  // namespace tl::lang
