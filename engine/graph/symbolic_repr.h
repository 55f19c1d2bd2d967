// How Python shows graph things, in TensorFlow's words.
#pragma once
#include <string>
#include <vector>

#include "graph/graph.h"

namespace tl::graph {

// Tensor("add:0", shape=(), dtype=float32) — str() of a symbolic tensor.
std::string symbolicTensorRepr(const ops::Value& value);
// FuncGraph(name=f, id=3)
std::string funcGraphRepr(const Graph& graph);
// The names of the `count` tensors a FuncGraph returns: mark_as_return makes an
// Identity of each ("Identity:0", "Identity_1:0", ... after the names the graph
// already uses), under the graph's name scope `scope` ("cond/" for tf.cond's branches).
std::vector<std::string> returnedTensorNames(const Graph& graph, size_t count, const std::string& scope = "");
// "name:index" of a node output, as TF names tensors.
std::string tensorName(const Graph& graph, Input in);

}  // namespace tl::graph
