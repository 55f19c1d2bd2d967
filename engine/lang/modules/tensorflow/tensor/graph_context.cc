// Which graph is being built: the current op context, or the context under the
// GradientTapes recording it (a tape inside a tf.function wraps the builder).
#include "autodiff/control_flow_grad.h"
#include "autodiff/gradient_tape.h"
#include "lang/modules/tensorflow/tf_internal.h"
#include "ops/variable.h"

namespace tl::lang::tfi {

graph::GraphBuilder* currentGraphBuilder() { return dynamic_cast<graph::GraphBuilder*>(&ops::baseContext()); }

namespace {

bool isTrainableVariable(const graph::Capture& c) {
  return c.isEager() && c.tensor.dtype() == core::DType::Resource && c.tensor.object() &&
         ops::variableStorage(c.tensor).trainable;
}


}  // namespace

void noteStagedControlFlow(graph::GraphBuilder& outer, const std::vector<ops::Value>& outputs) {
  if (outputs.empty() || !outputs[0].isSymbolic()) return;
  const graph::Graph& g = outer.graph();
  const graph::Node& node = g.node(outputs[0].ref().node);
  // A variable the trace captured is an input of the node through its placeholder;
  // the tape knows it by its handle.
  std::vector<ops::Value> inputs;
  for (const graph::Input& input : node.inputs) {
    const auto type = g.type(input);
    inputs.push_back(ops::Value::symbolic({outputs[0].ref().graph, input.node, input.output}, type.dtype, type.shape));
    for (const graph::Capture& c : g.captures) {
      if (c.placeholder == input.node && isTrainableVariable(c)) inputs.back() = ops::Value(c.tensor);
    }
  }
  // Variables the bodies read through the outer graph's captures are node inputs
  // (resource values, watched when read outside); those captured eagerly inside
  // the bodies are the gradient's extra sources.
  std::vector<ops::Value> variables = autodiff::capturedVariables(node.attrs);
  autodiff::forEachTape([&](autodiff::GradientTape& tape) {
    tape.recordOpaque(node.op, inputs, outputs, node.attrs, variables);
  });
}

}  // namespace tl::lang::tfi
