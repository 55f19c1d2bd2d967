// Inlining a traced graph into the current op context: a tf.function called while
// another one is being traced contributes its graph's ops to the outer graph
// (where TensorFlow would add a call op); every op goes through ops::call.
#include "graph/control_flow.h"
#include "lang/modules/tensorflow/function_object.h"

namespace tl::lang {

std::vector<ops::Value> replayGraph(const graph::Graph& g, const std::vector<ops::Value>& feeds) {
  std::vector<std::vector<ops::Value>> values(g.size());
  std::vector<int> fed = graph::fedInputs(g);
  for (size_t i = 0; i < fed.size() && i < feeds.size(); ++i) values[fed[i]] = {feeds[i]};
  for (const auto& capture : g.captures) {
    if (capture.isEager()) values[capture.placeholder] = {ops::Value(capture.tensor)};
  }
  for (int id = 0; id < g.size(); ++id) {
    const graph::Node& node = g.node(id);
    if (!values[id].empty()) continue;  // a fed placeholder or capture
    std::vector<ops::Value> inputs;
    for (const auto& in : node.inputs) inputs.push_back(values[in.node][in.output]);
    ops::Attrs attrs = node.attrs;
    attrs[graph::kNameAttr] = node.name;
    values[id] = ops::call(node.op, inputs, attrs);
  }
  std::vector<ops::Value> outputs;
  for (const auto& out : g.outputs) outputs.push_back(values[out.node][out.output]);
  return outputs;
}

}  // namespace tl::lang
