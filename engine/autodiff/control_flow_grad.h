// Gradients of a staged If or While (a tensor-dependent if/while inside a
// tf.function), as TensorFlow's cond_v2 and while_v2 define them, built as graph
// nodes in the graph being traced:
//  - If: an If on the same predicate whose branches give the vector-Jacobian
//    product of the forward branches (each branch replayed on the node's inputs
//    under a tape of its own).
//  - While: a While that runs the forward loop again keeping every iteration's
//    loop variables in TensorLists, then a While that walks them backward,
//    applying the body's vector-Jacobian product once per iteration.
// Replays for the gradient leave out side-effect ops (tf.print) so the gradient
// does not print again; gradients reach the trainable variables the bodies read.
#pragma once
#include <vector>

#include "ops/op.h"

namespace tl::autodiff {

struct ControlFlowGrads {
  std::vector<ops::Value> inputs;     // per node input (invalid: no gradient)
  std::vector<ops::Value> variables;  // per variable handle asked for
};

// The trainable variables that the bodies of a While or If node (and the bodies
// nested in them) captured eagerly: its gradient's extra sources.
std::vector<ops::Value> capturedVariables(const ops::Attrs& attrs);

// `outGrads` has one entry per output (invalid where no gradient flows);
// `variables` are handles of variables the bodies captured eagerly.
ControlFlowGrads controlFlowGradient(ops::Op op, const std::vector<ops::Value>& inputs,
                                     const std::vector<ops::Value>& outputs, const ops::Attrs& attrs,
                                     const std::vector<ops::Value>& outGrads, const std::vector<ops::Value>& variables);

}  // namespace tl::autodiff
