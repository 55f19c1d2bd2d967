// How Python shows graph things, in TensorFlow's words.
#pragma once
#include <string>

#include "graph/graph.h"

namespace tl::graph {

// Tensor("add:0", shape=(), dtype=float32) — str() of a symbolic tensor.
std::string symbolicTensorRepr(const ops::Value& value);
// FuncGraph(name=f, id=3)
std::string funcGraphRepr(const Graph& graph);
// "name:index" of a node output, as TF names tensors.
std::string tensorName(const Graph& graph, Input in);

}  // namespace tl::graph
