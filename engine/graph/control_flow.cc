#include "graph/control_flow.h"

#include "graph/symbolic_repr.h"

namespace tl::graph {
namespace {

using ops::SymbolicRef;

std::string varName(const std::vector<std::string>& names, size_t i) {
  return i < names.size() ? names[i] : "loop_var_" + std::to_string(i);
}

// The outer values any body captured, in first-seen order.
std::vector<SymbolicRef> unionOfCaptures(const std::vector<GraphBuilder*>& bodies) {
  std::vector<SymbolicRef> all;
  for (GraphBuilder* b : bodies) {
    for (const Capture& c : b->graph().captures) {
      if (c.isEager()) continue;
      bool seen = false;
      for (const SymbolicRef& r : all) seen = seen || r == c.outer;
      if (!seen) all.push_back(c.outer);
    }
  }
  return all;
}

// Body inputs become: parameters, then one Placeholder per outer value (added where
// this body did not capture it), then eager captures.
void alignInputs(GraphBuilder& outer, GraphBuilder& body, size_t numParams, const std::vector<SymbolicRef>& captures) {
  Graph& g = body.graph();
  if (body.parent() != &outer) core::throwValueError("a body graph must be built inside its parent");
  if (g.inputs.size() < numParams) core::throwValueError("a loop body is missing loop variables");
  std::vector<int> order(g.inputs.begin(), g.inputs.begin() + static_cast<long>(numParams));
  for (const SymbolicRef& r : captures) {
    int placeholder = -1;
    for (const Capture& c : g.captures) {
      if (!c.isEager() && c.outer == r) placeholder = c.placeholder;
    }
    if (placeholder < 0) {
      const OutputType& t = outer.graph().type({r.node, r.output});
      placeholder = g.addPlaceholder(outer.graph().node(r.node).name, t.dtype, t.shape);
      Capture c;
      c.placeholder = placeholder;
      c.outer = r;
      g.captures.push_back(c);
    }
    order.push_back(placeholder);
  }
  for (const Capture& c : g.captures) {
    if (c.isEager()) order.push_back(c.placeholder);
  }
  g.inputs = order;
}

std::vector<DType> dtypesOf(const Graph& g, const std::vector<Input>& values) {
  std::vector<DType> out;
  for (Input in : values) out.push_back(g.type(in).dtype);
  return out;
}

const std::optional<PartialShape>& invariantOf(const LoopOptions& options, size_t i) {
  static const std::optional<PartialShape> kNone;
  return i < options.invariants.size() ? options.invariants[i] : kNone;
}

// AutoGraph's _verify_single_loop_var, for every loop variable.
void checkAutoGraphLoopVars(const Graph& body, const std::vector<ops::Value>& loopInputs, const LoopOptions& options) {
  for (size_t i = 0; i < loopInputs.size(); ++i) {
    const OutputType& after = body.type(body.outputs[i]);
    const ops::Value& before = loopInputs[i];
    std::string name = "'" + varName(options.names, i) + "'";
    if (after.dtype != before.dtype()) {
      core::throwTypeError(name + " has dtype " + core::dtypeName(before.dtype()) + " before the loop, but dtype " +
                           core::dtypeName(after.dtype) + " after one iteration");
    }
    const std::optional<PartialShape>& invariant = invariantOf(options, i);
    if (!invariant) {
      if (after.shape.isSubtypeOf(before.shape())) continue;
      core::throwValueError(name + " has shape " + before.shape().toString() + " before the loop, but shape " +
                            after.shape.toString() +
                            " after one iteration. Use tf.autograph.experimental.set_loop_options"
                            " to set shape invariants.");
    }
    if (!before.shape().isSubtypeOf(*invariant)) {
      core::throwValueError(name + " has shape " + before.shape().toString() +
                            " before the loop, which does not conform with the shape invariant " +
                            invariant->toString() + ".");
    }
    if (!after.shape.isSubtypeOf(*invariant)) {
      core::throwValueError(name + " has shape " + after.shape.toString() +
                            " after one iteration, which does not conform with the shape invariant " +
                            invariant->toString() + ".");
    }
  }
}

// while_v2's _check_shapes_compat, then _check_inputs_outputs_types_match.
void checkWhileV2LoopVars(const Graph& body, const std::vector<std::string>& inputNames,
                          const std::vector<ops::Value>& loopInputs, const LoopOptions& options) {
  for (size_t i = 0; i < loopInputs.size(); ++i) {
    const OutputType& after = body.type(body.outputs[i]);
    PartialShape shape = loopVarShape(options, loopInputs, i);
    if (after.shape.isSubtypeOf(shape)) continue;
    core::throwValueError("Input tensor `" + inputNames[i] + "` enters the loop with shape " + shape.toString() +
                          ", but has shape " + after.shape.toString() +
                          " after one iteration. To allow the shape to vary across iterations, "
                          "use the `shape_invariants` argument of tf.while_loop to specify a "
                          "less-specific shape.");
  }
  for (size_t i = 0; i < loopInputs.size(); ++i) {
    DType after = body.type(body.outputs[i]).dtype;
    if (after == loopInputs[i].dtype()) continue;
    const std::string& name = inputNames[i];
    core::throwTypeError("Loop var " + name + " enters the loop with type <dtype: '" +
                         core::dtypeName(loopInputs[i].dtype()) + "'> but has type <dtype: '" + core::dtypeName(after) +
                         "'> after 1 iteration. " + name + " type should remain constant.");
  }
}

void checkCondition(const Graph& cond) {
  bool ok = cond.outputs.size() == 1;
  if (ok) {
    const OutputType& t = cond.type(cond.outputs[0]);
    ok = t.dtype == DType::Bool && (!t.shape.hasRank() || t.shape.rank() == 0);
  }
  if (!ok) core::throwTypeError("condition of while loop expected to be `tf.bool` scalar");
}

std::vector<ops::Value> appendNode(GraphBuilder& outer, Node node) {
  std::vector<PartialShape> shapes;
  for (const OutputType& t : node.outputs) shapes.push_back(t.shape);
  node.attrs["output_shapes"] = ops::encodeShapes(shapes);
  node.span = ops::currentSpan();
  node.stack = ops::currentCallStack();
  node.name = outer.graph().uniqueName(ops::opName(node.op));
  int outputs = static_cast<int>(node.outputs.size());
  int id = outer.graph().addNode(std::move(node));
  std::vector<ops::Value> results;
  for (int i = 0; i < outputs; ++i) results.push_back(outer.valueOf({id, i}));
  return results;
}

// The If node's output types: equal dtypes (AutoGraph's TypeError otherwise), shapes
// relaxed to what both branches satisfy.
std::vector<OutputType> branchOutputs(const Graph& a, const Graph& b, const std::vector<std::string>& names) {
  if (a.outputs.size() != b.outputs.size()) {
    core::throwValueError(
        "true_fn and false_fn arguments to tf.cond must have the same number, "
        "type, and overall structure of return values.");
  }
  std::vector<OutputType> out;
  for (size_t i = 0; i < a.outputs.size(); ++i) {
    const OutputType& ta = a.type(a.outputs[i]);
    const OutputType& tb = b.type(b.outputs[i]);
    if (ta.dtype != tb.dtype) {
      core::throwTypeError("'" + varName(names, i) + "' has dtype " + core::dtypeName(ta.dtype) +
                           " in the main branch, but dtype " + core::dtypeName(tb.dtype) + " in the else branch");
    }
    out.push_back({ta.dtype, ta.shape.mostSpecificCommonSupertype(tb.shape)});
  }
  return out;
}

}  // namespace

PartialShape loopVarShape(const LoopOptions& options, const std::vector<ops::Value>& loopInputs, size_t i) {
  const std::optional<PartialShape>& invariant = invariantOf(options, i);
  return invariant ? *invariant : loopInputs[i].shape();
}

std::vector<int> fedInputs(const Graph& graph) {
  std::vector<int> fed;
  for (int id : graph.inputs) {
    bool eager = false;
    for (const Capture& c : graph.captures) eager = eager || (c.isEager() && c.placeholder == id);
    if (!eager) fed.push_back(id);
  }
  return fed;
}

std::vector<ops::Value> buildWhile(GraphBuilder& outer, GraphBuilder& cond, GraphBuilder& body,
                                   const std::vector<ops::Value>& loopInputs, const LoopOptions& options) {
  checkCondition(cond.graph());
  if (body.graph().outputs.size() != loopInputs.size()) {
    core::throwValueError("the loop body returned " + std::to_string(body.graph().outputs.size()) + " values for " +
                          std::to_string(loopInputs.size()) + " loop variables");
  }
  Node node;
  node.op = ops::Op::While;
  std::vector<std::string> inputNames;
  for (size_t i = 0; i < loopInputs.size(); ++i) {
    ops::Value local = outer.capture(loopInputs[i]);
    Input in = {local.ref().node, local.ref().output};
    inputNames.push_back(tensorName(outer.graph(), in));
    node.inputs.push_back(in);
    // As while_v2's output_shapes: the loop variables' invariants.
    node.outputs.push_back({outer.graph().type(in).dtype, loopVarShape(options, loopInputs, i)});
  }
  if (options.names.empty()) {
    checkWhileV2LoopVars(body.graph(), inputNames, loopInputs, options);
  } else {
    checkAutoGraphLoopVars(body.graph(), loopInputs, options);
  }
  std::vector<SymbolicRef> captures = unionOfCaptures({&cond, &body});
  alignInputs(outer, cond, loopInputs.size(), captures);
  alignInputs(outer, body, loopInputs.size(), captures);
  // Like TF's while_v2, captures are loop variables the body passes through unchanged.
  for (size_t i = 0; i < captures.size(); ++i) {
    Input in = {captures[i].node, captures[i].output};
    node.inputs.push_back(in);
    node.outputs.push_back(outer.graph().type(in));
    body.graph().outputs.push_back({body.graph().inputs[loopInputs.size() + i], 0});
  }
  node.attrs["T"] = dtypesOf(outer.graph(), node.inputs);
  node.attrs["cond"] = ops::BodyPtr(cond.graphPtr());
  node.attrs["body"] = ops::BodyPtr(body.graphPtr());
  node.attrs["parallel_iterations"] = int64_t{10};
  if (options.maximumIterations >= 0) node.attrs["maximum_iterations"] = options.maximumIterations;
  std::vector<ops::Value> outputs = appendNode(outer, std::move(node));
  outputs.resize(loopInputs.size());
  return outputs;
}

std::vector<ops::Value> buildIf(GraphBuilder& outer, const ops::Value& pred, GraphBuilder& thenBranch,
                                GraphBuilder& elseBranch, const std::vector<std::string>& names) {
  const Graph& a = thenBranch.graph();
  const Graph& b = elseBranch.graph();
  Node node;
  node.op = ops::Op::If;
  node.outputs = branchOutputs(a, b, names);
  std::vector<SymbolicRef> captures = unionOfCaptures({&thenBranch, &elseBranch});
  alignInputs(outer, thenBranch, 0, captures);
  alignInputs(outer, elseBranch, 0, captures);
  ops::Value p = outer.capture(pred);
  node.inputs.push_back({p.ref().node, p.ref().output});
  for (const SymbolicRef& r : captures) node.inputs.push_back({r.node, r.output});
  node.attrs["Tcond"] = p.dtype();
  std::vector<Input> rest(node.inputs.begin() + 1, node.inputs.end());
  node.attrs["Tin"] = dtypesOf(outer.graph(), rest);
  std::vector<DType> tout;
  for (const OutputType& t : node.outputs) tout.push_back(t.dtype);
  node.attrs["Tout"] = tout;
  node.attrs["then_branch"] = ops::BodyPtr(thenBranch.graphPtr());
  node.attrs["else_branch"] = ops::BodyPtr(elseBranch.graphPtr());
  return appendNode(outer, std::move(node));
}

}  // namespace tl::graph
