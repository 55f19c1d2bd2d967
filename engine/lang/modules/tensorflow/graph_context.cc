// Which graph is being built: the current op context, or the context under the
// GradientTapes recording it (a tape inside a tf.function wraps the builder).
#include "autodiff/gradient_tape.h"
#include "lang/modules/tensorflow/tf_internal.h"
#include "ops/variable.h"

namespace tl::lang::tfi {

graph::GraphBuilder* currentGraphBuilder() {
  ops::Context* context = &ops::currentContext();
  while (auto* tape = dynamic_cast<autodiff::GradientTape*>(context)) context = &tape->outer();
  return dynamic_cast<graph::GraphBuilder*>(context);
}

namespace {

bool isTrainableVariable(const graph::Capture& c) {
  return c.isEager() && c.tensor.dtype() == core::DType::Resource && c.tensor.object() &&
         ops::variableStorage(c.tensor).trainable;
}

// Whether a body graph (or one nested in it) reads a trainable variable it captured.
bool bodyReadsTrainableVariable(const graph::Graph& body) {
  for (const graph::Capture& c : body.captures) {
    if (isTrainableVariable(c)) return true;
  }
  for (int id = 0; id < body.size(); ++id) {
    for (const auto& [name, value] : body.node(id).attrs) {
      const auto* nested = std::get_if<ops::BodyPtr>(&value);
      auto* graph = nested ? dynamic_cast<const graph::Graph*>(nested->get()) : nullptr;
      if (graph && bodyReadsTrainableVariable(*graph)) return true;
    }
  }
  return false;
}

bool readsTrainableVariable(const graph::Graph& g, const graph::Node& node) {
  for (const graph::Input& input : node.inputs) {
    for (const graph::Capture& c : g.captures) {
      if (c.placeholder == input.node && isTrainableVariable(c)) return true;
    }
  }
  for (const auto& [name, value] : node.attrs) {
    const auto* body = std::get_if<ops::BodyPtr>(&value);
    auto* graph = body ? dynamic_cast<const graph::Graph*>(body->get()) : nullptr;
    if (graph && bodyReadsTrainableVariable(*graph)) return true;
  }
  return false;
}

}  // namespace

void noteStagedControlFlow(graph::GraphBuilder& outer, const std::vector<ops::Value>& outputs) {
  if (outputs.empty() || !outputs[0].isSymbolic()) return;
  const graph::Graph& g = outer.graph();
  const graph::Node& node = g.node(outputs[0].ref().node);
  std::vector<ops::Value> inputs;
  for (const graph::Input& input : node.inputs) {
    const auto type = g.type(input);
    inputs.push_back(ops::Value::symbolic({outputs[0].ref().graph, input.node, input.output}, type.dtype, type.shape));
  }
  const bool readsVariable = readsTrainableVariable(g, node);
  ops::Context* context = &ops::currentContext();
  while (auto* tape = dynamic_cast<autodiff::GradientTape*>(context)) {
    tape->recordOpaque(node.op, inputs, outputs, readsVariable);
    context = &tape->outer();
  }
}

}  // namespace tl::lang::tfi
