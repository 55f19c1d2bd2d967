// A stable text form of a graph, one line per node, for tests/graphs/ and dumps:
//
//   graph f inputs=[x] outputs=[add:0]
//     %0 x = Placeholder() {dtype=float32, shape=(None, 3)} : float32 (None, 3) @2
//     %1 add = AddV2(x:0, x:0) : float32 (None, 3) @3
//
// Bodies of While/If nodes follow their node, indented, as "<attr>: graph ...".
#pragma once
#include <string>

#include "graph/graph.h"

namespace tl::graph {

std::string printGraph(const Graph& graph);
// One attr value as the printer shows it ("float32 (2,) [1, 2]", "[0, 1]", "true").
std::string printAttr(const ops::AttrValue& value);
// A node as TensorFlow's SummarizeNodeDef words it in errors:
// "{{node add}} = AddV2[T=DT_FLOAT](x, y)" (attrs sorted, T from the first input).
std::string summarizeNode(const Graph& graph, const Node& node);

}  // namespace tl::graph
