// autograph/ stages Python control flow on tensors: this hook (start here), the
// rewrite of break / continue / return inside staged loops (autograph_jumps.cc),
// and tf.cond / tf.while_loop, which build the same nodes (control_flow_ops).
//
// AutoGraph staging (TensorFlow's autograph/operators/control_flow.py) through the
// interpreter's ControlFlowHook: `if` on a symbolic tensor becomes an If node with
// both branches traced; `while` on a tensor condition and `for` over a tensor become
// a While node whose body is traced once. Loop variables are the names the body
// assigns that are bound before the loop.
#pragma once
#include "lang/eval/hooks.h"
#include "lang/modules/tensorflow/tensor/tensor_object.h"

namespace tl::lang {

// The hook of `in` (one per interpreter).
ControlFlowHook* autographHook(Interp& in);

// The jump rewrite (autograph_jumps.cc): runs a statement handed over by the evaluator.
Interp::Flow runJumpRewrite(Interp& in, const Stmt* s, const Value& first);
// Jumps in a loop body: its own break/continue (not nested loops') and any return.
struct JumpUse {
  bool brk = false, cont = false, ret = false;
  bool any() const { return brk || cont || ret; }
};
JumpUse jumpsOf(const Body& body);

// Liveness (autograph_liveness.cc): the names the running function may read after its
// statement `s`, sorted; nullopt when `s` is not in the function's own body.
std::optional<std::vector<std::string>> liveAfter(Interp& in, const Stmt* s);
// Whether the code after `block`'s statement may read `name` (true when unknown, and
// for the jump flags and the return value).
bool liveAfterBlock(const StagedBlock& block, const std::string& name);

// Loop-carried Python values: tensors, TensorArrays, and Python numbers (which a
// staged loop turns into tensors). Returns false for values a loop cannot carry.
bool loopValue(Interp& in, const Value& value, ops::Value* out);
// Rebuilds a loop-carried value of the same kind as `like` from a graph value.
Value loopResult(Interp& in, const Value& like, const ops::Value& value);

}  // namespace tl::lang
