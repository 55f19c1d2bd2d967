#include "lang/modules/tensorflow/autograph/control_flow_ops.h"

#include "graph/control_flow.h"
#include "graph/graph_builder.h"
#include "graph/symbolic_repr.h"
#include "lang/modules/tensorflow/autograph/autograph_hook.h"
#include "lang/modules/tensorflow/nest_structure.h"
#include "lang/modules/tensorflow/object_util.h"
#include "lang/modules/tensorflow/tf_internal.h"
#include "ops/builders.h"

namespace tl::lang {
namespace {

Value sameStructure(Interp& in, const Value& like, std::vector<Value> values) {
  if (like.is(ObjKind::List)) return in.newList(std::move(values));
  if (like.is(ObjKind::Tuple)) return in.newTuple(std::move(values));
  return values[0];
}

ops::Value condition(Interp& in, const Value& v) {
  ops::Value c = toTensorValue(in, v);
  return c.dtype() == core::DType::Bool ? c : ops::build::cast(c, core::DType::Bool);
}

std::vector<ops::Value> carried(Interp& in, const std::vector<Value>& values, const char* what) {
  std::vector<ops::Value> out;
  for (const auto& v : values) {
    ops::Value x;
    if (!loopValue(in, v, &x)) in.raise(in.types.TypeError, std::string(what) + " must be tensors, got " + in.repr(v));
    out.push_back(x);
  }
  return out;
}

// The loop variables as the Python functions see them inside a body graph.
std::vector<Value> parameters(Interp& in, graph::GraphBuilder& body, const std::vector<Value>& like,
                              const std::vector<ops::Value>& initial, const graph::LoopOptions& options) {
  std::vector<Value> params;
  for (size_t i = 0; i < like.size(); ++i) {
    ops::Value p = body.addInput("loop_var_" + std::to_string(i), initial[i].dtype(),
                                 graph::loopVarShape(options, initial, i));
    params.push_back(loopResult(in, like[i], p));
  }
  return params;
}

// shape_invariants, in the structure of loop_vars (None: the entry shape).
std::vector<std::optional<core::PartialShape>> shapeInvariants(Interp& in, const Value& invariants,
                                                               const Value& loopVars, size_t count) {
  std::vector<std::optional<core::PartialShape>> out;
  if (invariants.isNull() || invariants.isNone()) return out;
  std::vector<Value> items = isSequence(loopVars) ? itemsOf(invariants) : std::vector<Value>{invariants};
  if (items.size() != count) {
    in.raise(in.types.ValueError, "The two structures don't have the same nested structure.");
  }
  for (const Value& item : items) {
    if (item.isNone()) out.emplace_back();
    else out.emplace_back(toPartialShape(in, item));
  }
  return out;
}

Value eagerWhile(Interp& in, const Value& cond, const Value& body, const Value& loopVars, int64_t maxIterations) {
  std::vector<Value> vars = itemsOf(loopVars);
  for (int64_t n = 0; maxIterations < 0 || n < maxIterations; ++n) {
    in.stepLimitCheck();
    if (!in.truthy(in.call(cond, vars))) break;
    Value next = in.call(body, vars);
    vars = isSequence(loopVars) ? itemsOf(next) : std::vector<Value>{next};
  }
  return sameStructure(in, loopVars, vars);
}

Value graphWhile(Interp& in, const Value& cond, const Value& body, const Value& loopVars, graph::LoopOptions options) {
  auto& outer = *tfi::currentGraphBuilder();
  std::vector<Value> like = itemsOf(loopVars);
  std::vector<ops::Value> initial = carried(in, like, "loop_vars");
  graph::GraphBuilder condB("while_cond", &outer), bodyB("while_body", &outer);
  {
    ops::ContextScope scope(condB);
    condB.setOutputs({condition(in, in.call(cond, parameters(in, condB, like, initial, options)))});
  }
  {
    ops::ContextScope scope(bodyB);
    Value next = in.call(body, parameters(in, bodyB, like, initial, options));
    std::vector<Value> nextItems = isSequence(loopVars) ? itemsOf(next) : std::vector<Value>{next};
    if (nextItems.size() != like.size()) {
      in.raise(in.types.ValueError, "The two structures don't have the same nested structure.");
    }
    bodyB.setOutputs(carried(in, nextItems, "loop body results"));
  }
  auto outputs = graph::buildWhile(outer, condB, bodyB, initial, options);
  tfi::noteStagedControlFlow(outer, outputs);
  std::vector<Value> results;
  for (size_t i = 0; i < like.size(); ++i) results.push_back(loopResult(in, like[i], outputs[i]));
  return sameStructure(in, loopVars, results);
}

// tf.while_loop(cond, body, loop_vars, shape_invariants=None, parallel_iterations=10,
//               back_prop=True, swap_memory=False, maximum_iterations=None, name=None)
Value whileLoop(Interp& in, const Value&, CallArgs& args) {
  auto a = parseArgs(in, args, "while_loop",
                     {"cond", "body", "loop_vars", "shape_invariants", "parallel_iterations", "back_prop",
                      "swap_memory", "maximum_iterations", "name"},
                     3);
  int64_t maxIterations = a[7].isNull() || a[7].isNone() ? -1 : toInt(in, a[7]);
  if (ops::currentContext().isEager()) return eagerWhile(in, a[0], a[1], a[2], maxIterations);
  graph::LoopOptions options;
  options.maximumIterations = maxIterations;
  options.invariants = shapeInvariants(in, a[3], a[2], itemsOf(a[2]).size());
  return graphWhile(in, a[0], a[1], a[2], options);
}

// A branch's run: what it returned, and its tensors (TensorArrays by their flow)
// in nest.flatten order as the branch graph's outputs.
std::vector<ops::Value> branch(Interp& in, graph::GraphBuilder& builder, const Value& fn, Value* result) {
  ops::ContextScope scope(builder);
  *result = in.call(fn, {});
  std::vector<ops::Value> outputs;
  mapLeaves(in, *result, [&](const Value& leaf) {
    ops::Value x;
    if (!loopValue(in, leaf, &x)) in.raise(in.types.TypeError, "tf.cond results must be tensors, got " + in.repr(leaf));
    outputs.push_back(x);
    return leaf;
  });
  builder.setOutputs(outputs);
  return outputs;
}

// cond_v2's name scope for this tf.cond: "cond/", "cond_1/", ... (TensorFlow names
// each If after its scope, so one more for every If the graph holds).
std::string condScope(const graph::Graph& outer) {
  int ifs = 0;
  for (const graph::Node& node : outer.nodes()) ifs += node.op == ops::Op::If;
  return (ifs ? "cond_" + std::to_string(ifs) : std::string("cond")) + "/";
}

// A branch's return value as its FuncGraph's structured_outputs shows it.
Value shownOutputs(Interp& in, graph::GraphBuilder& branch, const Value& result, const std::vector<ops::Value>& outputs,
                   const std::string& scope) {
  std::vector<std::string> names = graph::returnedTensorNames(branch.graph(), outputs.size(), scope);
  size_t next = 0;
  return mapLeaves(in, result, [&](const Value&) {
    size_t i = next++;
    return wrapTensorShownAs(in, outputs[i], names[i]);
  });
}

struct BranchResult {
  Value result;
  std::vector<ops::Value> outputs;
};

// cond_v2._build_cond's checks, in its order: the branches flatten to as many
// leaves (_make_indexed_slices_indices_types_match asserts it), have the same
// structure and the same dtypes (_check_same_outputs; AutoGraph's `if` words this
// differently, autograph_hook.cc).
void checkSameOutputs(Interp& in, const graph::Graph& outer, graph::GraphBuilder& thenB, const BranchResult& a,
                      graph::GraphBuilder& elseB, const BranchResult& b) {
  std::string scope = condScope(outer);
  Value shownA = shownOutputs(in, thenB, a.result, a.outputs, scope);
  Value shownB = shownOutputs(in, elseB, b.result, b.outputs, scope);
  size_t leavesInA = flatLength(in, shownA), leavesInB = flatLength(in, shownB);
  if (leavesInA != leavesInB) {  // `assert len(set(outs_per_branch)) == 1, outs_per_branch`
    Value counts = in.newList({Value::integer(static_cast<int64_t>(leavesInA)),
                               Value::integer(static_cast<int64_t>(leavesInB))});
    in.raiseValue(in.call(Value(in.exceptionClass("AssertionError")), {counts}));
  }
  auto fail = [&](const std::string& detail) {
    in.raise(in.types.TypeError,
             "true_fn and false_fn arguments to tf.cond must have the same number, type, and overall structure of "
             "return values.\n\ntrue_fn output: " +
                 in.str(shownA) + "\nfalse_fn output: " + in.str(shownB) + "\n\nError details:\n" + detail);
  };
  if (auto mismatch = structureMismatch(in, shownA, shownB)) fail(mismatch->message);
  if (a.outputs.size() != b.outputs.size()) {
    in.raise(in.types.ValueError, "Lengths of branch outputs of cond must match.\nlen(graphs[0].outputs): " +
                                      std::to_string(a.outputs.size()) +
                                      "\nlen(graphs[1].outputs): " + std::to_string(b.outputs.size()) + "\n");
  }
  for (size_t i = 0; i < a.outputs.size(); ++i) {
    if (a.outputs[i].dtype() == b.outputs[i].dtype()) continue;
    std::vector<std::string> namesA = graph::returnedTensorNames(thenB.graph(), a.outputs.size(), scope);
    std::vector<std::string> namesB = graph::returnedTensorNames(elseB.graph(), b.outputs.size(), scope);
    fail(in.str(wrapTensorShownAs(in, a.outputs[i], namesA[i])) + " and " +
         in.str(wrapTensorShownAs(in, b.outputs[i], namesB[i])) + " have different types");
  }
}

// tf.cond(pred, true_fn=None, false_fn=None, name=None)
Value cond(Interp& in, const Value&, CallArgs& args) {
  auto a = parseArgs(in, args, "cond", {"pred", "true_fn", "false_fn", "name"}, 3);
  ops::Value pred = condition(in, a[0]);
  if (pred.isEager()) return in.call(pred.tensor().elementAsDouble(0) != 0 ? a[1] : a[2], {});
  auto& outer = *tfi::currentGraphBuilder();
  graph::GraphBuilder thenB("cond_true", &outer), elseB("cond_false", &outer);
  BranchResult then, otherwise;
  then.outputs = branch(in, thenB, a[1], &then.result);
  otherwise.outputs = branch(in, elseB, a[2], &otherwise.result);
  checkSameOutputs(in, outer.graph(), thenB, then, elseB, otherwise);
  auto outputs = graph::buildIf(outer, pred, thenB, elseB);
  tfi::noteStagedControlFlow(outer, outputs);
  size_t next = 0;
  return mapLeaves(in, then.result, [&](const Value& like) { return loopResult(in, like, outputs[next++]); });
}

}  // namespace

void installControlFlowOps(Interp& in, const Value& tf) {
  defFunction(in, tf, "while_loop", whileLoop);
  defFunction(in, tf, "cond", cond);
  // Run as a call it does nothing, as in TensorFlow; the staged loop reads it as
  // a directive before the loop (autograph_jumps.cc).
  Value autograph = in.newModule("tensorflow.autograph");
  Value experimental = in.newModule("tensorflow.autograph.experimental");
  defFunction(in, experimental, "set_loop_options", [](Interp& in, const Value&, CallArgs& args) {
    parseArgs(in, args, "set_loop_options",
              {"parallel_iterations", "swap_memory", "maximum_iterations", "shape_invariants"}, 0);
    return in.none();
  });
  setModuleAttr(in, autograph, "experimental", experimental);
  setModuleAttr(in, tf, "autograph", autograph);
  TfState& st = tfState(in);
  st.setLoopOptions = in.getAttr(experimental, "set_loop_options");
  st.keepAlive.push_back(st.setLoopOptions);
}

}  // namespace tl::lang
