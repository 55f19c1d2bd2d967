// Replaying a graph into the current op context, node by node, each op through
// ops::call: into a graph being built (a tf.function called while another is
// traced contributes its ops there), or eagerly (under a GradientTape, so the tape
// records every op, or on inputs of other shapes than the trace's). Eagerly a
// While runs its body until its condition is false and an If runs the branch its
// predicate picks, as TensorFlow runs tf.while_loop and tf.cond eagerly.
#pragma once
#include <functional>
#include <vector>

#include "graph/graph.h"

namespace tl::graph {

// `feeds` are the graph's fed inputs (fedInputs order). `onIteration` is called
// before every eager While iteration (the caller's step limit). With
// `skipSideEffects`, ops run only for their effect (tf.print) are left out: a
// gradient recomputes a body without printing again.
std::vector<ops::Value> replayGraph(const Graph& graph, const std::vector<ops::Value>& feeds,
                                    const std::function<void()>& onIteration = {}, bool skipSideEffects = false);

}  // namespace tl::graph
