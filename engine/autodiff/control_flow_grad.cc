#include "autodiff/control_flow_grad.h"

#include <string>

#include "autodiff/gradient_tape.h"
#include "graph/control_flow.h"
#include "graph/graph_builder.h"
#include "graph/replay.h"
#include "ops/builders.h"
#include "ops/variable.h"

namespace tl::autodiff {
namespace {

namespace b = ops::build;
using ops::Value;

// The graph being built, under the tapes that may be recording it (a second
// derivative differentiates a gradient while an outer tape records).
graph::GraphBuilder& currentBuilder() {
  auto* builder = dynamic_cast<graph::GraphBuilder*>(&ops::baseContext());
  if (!builder) core::throwInvalidArgument("a While or If gradient is built inside a graph");
  return *builder;
}

void addVariable(std::vector<Value>& out, const core::Tensor& handle) {
  for (const Value& v : out) {
    if (v.tensor().object() == handle.object()) return;
  }
  out.push_back(Value(handle));
}

void bodyVariables(const graph::Graph& body, std::vector<Value>& out) {
  for (const graph::Capture& c : body.captures) {
    bool trainable = c.isEager() && c.tensor.dtype() == core::DType::Resource && c.tensor.object() &&
                     ops::variableStorage(c.tensor).trainable;
    if (trainable) addVariable(out, c.tensor);
  }
  for (int id = 0; id < body.size(); ++id) {
    for (const auto& name : graph::bodyAttrNames(body.node(id))) {
      bodyVariables(*graph::bodyAttr(body.node(id), name), out);
    }
  }
}

// The tapes recording where a gradient's While or If node is built see it as one
// op, so a second derivative can differentiate it in turn.
void recordOnTapes(graph::GraphBuilder& outer, const std::vector<Value>& outputs) {
  if (outputs.empty() || !outputs[0].isSymbolic()) return;
  int id = outputs[0].ref().node;
  const graph::Node& node = outer.graph().node(id);
  std::vector<Value> inputs, results;
  for (const graph::Input& in : node.inputs) inputs.push_back(outer.valueOf(in));
  for (int i = 0; i < static_cast<int>(node.outputs.size()); ++i) results.push_back(outer.valueOf({id, i}));
  std::vector<Value> variables = capturedVariables(node.attrs);
  forEachTape([&](GradientTape& tape) { tape.recordOpaque(node.op, inputs, results, node.attrs, variables); });
}

// A variable handle's value (a symbolic handle, a variable passed to the
// tf.function, is read as float32 like most variables).
Value readValue(const Value& handle) {
  core::DType dtype = handle.isEager() ? ops::variableStorage(handle.tensor()).dtype : core::DType::Float32;
  return ops::call1(ops::Op::ReadVariableOp, {handle}, {{"dtype", dtype}});
}

// What a gradient of `x` is when none flows: zeros shaped as x (as its value,
// for a variable handle; a list as long as x with no item written, for a list).
Value zerosFor(const Value& x) {
  if (x.dtype() == core::DType::Variant) {
    Value size = ops::call1(ops::Op::TensorListLength, {x});
    return ops::call1(ops::Op::TensorListReserve, {b::scalar(-1, core::DType::Int32), size},
                      {{"element_dtype", core::DType::Float32}});
  }
  return b::zerosLike(x.dtype() == core::DType::Resource ? readValue(x) : x);
}

struct Vjp {
  std::vector<Value> inputs;     // d/d(feeds), zeros where none flows
  std::vector<Value> variables;  // d/d(variables)
};

// Replays `body` on `feeds` in the current builder and returns the gradients of
// sum_k <output_k, outGrads_k> with respect to the feeds and the variables.
Vjp bodyVjp(const graph::Graph& body, const std::vector<Value>& feeds, const std::vector<Value>& outGrads,
            const std::vector<Value>& variables) {
  GradientTape tape(/*persistent=*/true, /*watchAccessedVariables=*/true);
  std::vector<Value> outputs;
  {
    ops::ContextScope scope(tape);
    for (const Value& feed : feeds) tape.watch(feed);
    for (const Value& v : variables) tape.watch(v);
    outputs = graph::replayGraph(body, feeds, {}, /*skipSideEffects=*/true);
  }
  std::vector<Value> sources = feeds;
  sources.insert(sources.end(), variables.begin(), variables.end());
  std::vector<Value> sum(sources.size());
  for (size_t k = 0; k < outputs.size() && k < outGrads.size(); ++k) {
    bool list = outputs[k].dtype() == core::DType::Variant;
    if (!outGrads[k].valid() || !(core::isFloating(outputs[k].dtype()) || list)) continue;
    std::vector<Value> grads = tape.gradient(outputs[k], sources, outGrads[k]);
    for (size_t i = 0; i < sum.size(); ++i) {
      if (!grads[i].valid()) continue;
      bool list = grads[i].dtype() == core::DType::Variant;
      sum[i] = !sum[i].valid() ? grads[i]
               : list          ? ops::call1(ops::Op::AddN, {sum[i], grads[i]})
                               : b::add(sum[i], grads[i]);
    }
  }
  Vjp vjp;
  for (size_t i = 0; i < sources.size(); ++i) {
    Value g = sum[i].valid() ? sum[i] : zerosFor(sources[i]);
    (i < feeds.size() ? vjp.inputs : vjp.variables).push_back(g);
  }
  return vjp;
}

ControlFlowGrads ifGradient(const std::vector<Value>& inputs, const ops::Attrs& attrs,
                            const std::vector<Value>& outGrads, const std::vector<Value>& variables) {
  graph::GraphBuilder& outer = currentBuilder();
  std::vector<Value> rest(inputs.begin() + 1, inputs.end());
  graph::GraphBuilder thenGrad("cond_true_grad", &outer), elseGrad("cond_false_grad", &outer);
  for (auto [builder, name] : {std::pair{&thenGrad, "then_branch"}, std::pair{&elseGrad, "else_branch"}}) {
    ops::ContextScope scope(*builder);
    Vjp vjp = bodyVjp(*graph::bodyAttr(attrs, name), rest, outGrads, variables);
    std::vector<Value> results = vjp.inputs;
    results.insert(results.end(), vjp.variables.begin(), vjp.variables.end());
    builder->setOutputs(results);
  }
  std::vector<Value> grads = graph::buildIf(outer, inputs[0], thenGrad, elseGrad);
  recordOnTapes(outer, grads);
  ControlFlowGrads out;
  out.inputs.push_back(Value());  // the predicate
  out.inputs.insert(out.inputs.end(), grads.begin(), grads.begin() + static_cast<std::ptrdiff_t>(rest.size()));
  out.variables.assign(grads.begin() + static_cast<std::ptrdiff_t>(rest.size()), grads.end());
  return out;
}

Value elementShape(const core::PartialShape& shape) {
  if (!shape.hasRank()) return b::scalar(-1, core::DType::Int32);
  std::vector<int64_t> dims(shape.dims().begin(), shape.dims().end());
  return dims.empty() ? b::constant(core::Tensor(core::DType::Int32, core::Shape{0})) : b::ints(dims);
}

std::vector<Value> parameters(graph::GraphBuilder& body, const std::vector<Value>& like) {
  std::vector<Value> params;
  for (size_t i = 0; i < like.size(); ++i) {
    params.push_back(body.addInput("loop_var_" + std::to_string(i), like[i].dtype(), like[i].shape()));
  }
  return params;
}

// The forward loop again, from the same inputs, keeping each iteration's loop
// variables: returns (iterations, one TensorList per loop variable).
std::vector<Value> recordIterations(graph::GraphBuilder& outer, const std::vector<Value>& inputs,
                                    const std::vector<Value>& outputs, const ops::Attrs& attrs) {
  size_t n = inputs.size();
  std::vector<Value> initial = inputs;
  initial.push_back(b::scalar(0, core::DType::Int32));
  for (size_t i = 0; i < n; ++i) {
    initial.push_back(ops::call1(ops::Op::TensorListReserve,
                                 {elementShape(outputs[i].shape()), b::scalar(0, core::DType::Int32)},
                                 {{"element_dtype", outputs[i].dtype()}}));
  }
  std::vector<Value> like = outputs;
  like.insert(like.end(), initial.begin() + static_cast<std::ptrdiff_t>(n), initial.end());
  graph::GraphBuilder cond("while_grad_record_cond", &outer), body("while_grad_record_body", &outer);
  {
    ops::ContextScope scope(cond);
    std::vector<Value> params = parameters(cond, like);
    params.resize(n);
    cond.setOutputs(graph::replayGraph(*graph::bodyAttr(attrs, "cond"), params, {}, true));
  }
  {
    ops::ContextScope scope(body);
    std::vector<Value> params = parameters(body, like);
    std::vector<Value> vars(params.begin(), params.begin() + static_cast<std::ptrdiff_t>(n));
    std::vector<Value> next = graph::replayGraph(*graph::bodyAttr(attrs, "body"), vars, {}, true);
    Value counter = params[n];
    next.push_back(b::add(counter, b::scalar(1, core::DType::Int32)));
    for (size_t i = 0; i < n; ++i) {
      next.push_back(ops::call1(ops::Op::TensorListSetItem, {params[n + 1 + i], counter, vars[i]},
                                {{"element_dtype", outputs[i].dtype()}, {"resize_if_index_out_of_bounds", true}}));
    }
    body.setOutputs(next);
  }
  const int64_t* maximum = ops::attr<int64_t>(attrs, "maximum_iterations");
  graph::LoopOptions options;  // the forward loop's invariants are its output shapes
  options.maximumIterations = maximum ? *maximum : -1;
  for (const Value& v : like) options.invariants.push_back(v.shape());
  std::vector<Value> result = graph::buildWhile(outer, cond, body, initial, options);
  recordOnTapes(outer, result);
  return std::vector<Value>(result.begin() + static_cast<std::ptrdiff_t>(n), result.end());
}

// `loopOutputs` are the node's outputs for the loop variables; the captures
// after them are loop variables too, returned unchanged by the body.
ControlFlowGrads whileGradient(const std::vector<Value>& inputs, const std::vector<Value>& loopOutputs,
                               const ops::Attrs& attrs, const std::vector<Value>& loopGrads,
                               const std::vector<Value>& variables) {
  graph::GraphBuilder& outer = currentBuilder();
  size_t n = inputs.size();
  std::vector<Value> outputs = loopOutputs, outGrads = loopGrads;
  outputs.insert(outputs.end(), inputs.begin() + static_cast<std::ptrdiff_t>(outputs.size()), inputs.end());
  outGrads.resize(n);
  std::vector<Value> recorded = recordIterations(outer, inputs, outputs, attrs);
  // Loop variables: (k, a gradient per loop variable, a gradient per variable).
  std::vector<Value> initial{b::sub(recorded[0], b::scalar(1, core::DType::Int32))};
  for (size_t i = 0; i < n; ++i) initial.push_back(outGrads[i].valid() ? outGrads[i] : zerosFor(outputs[i]));
  for (const Value& v : variables) initial.push_back(zerosFor(v));
  graph::GraphBuilder cond("while_grad_cond", &outer), body("while_grad_body", &outer);
  {
    ops::ContextScope scope(cond);
    std::vector<Value> params = parameters(cond, initial);
    cond.setOutputs({b::compare(ops::Op::GreaterEqual, params[0], b::scalar(0, core::DType::Int32))});
  }
  {
    ops::ContextScope scope(body);
    std::vector<Value> params = parameters(body, initial);
    std::vector<Value> state, grads(params.begin() + 1, params.begin() + 1 + static_cast<std::ptrdiff_t>(n));
    for (size_t i = 0; i < n; ++i) {
      state.push_back(ops::call1(ops::Op::TensorListGetItem,
                                 {recorded[1 + i], params[0], elementShape(outputs[i].shape())},
                                 {{"element_dtype", outputs[i].dtype()}}));
    }
    Vjp vjp = bodyVjp(*graph::bodyAttr(attrs, "body"), state, grads, variables);
    std::vector<Value> next{b::sub(params[0], b::scalar(1, core::DType::Int32))};
    next.insert(next.end(), vjp.inputs.begin(), vjp.inputs.end());
    for (size_t j = 0; j < variables.size(); ++j) next.push_back(b::add(params[1 + n + j], vjp.variables[j]));
    body.setOutputs(next);
  }
  std::vector<Value> result = graph::buildWhile(outer, cond, body, initial);
  recordOnTapes(outer, result);
  ControlFlowGrads out;
  out.inputs.assign(result.begin() + 1, result.begin() + 1 + static_cast<std::ptrdiff_t>(n));
  out.variables.assign(result.begin() + 1 + static_cast<std::ptrdiff_t>(n), result.end());
  return out;
}

}  // namespace

std::vector<Value> capturedVariables(const ops::Attrs& attrs) {
  std::vector<Value> out;
  for (const auto& [name, value] : attrs) {
    if (const auto* body = std::get_if<ops::BodyPtr>(&value)) {
      if (const auto* g = dynamic_cast<const graph::Graph*>(body->get())) bodyVariables(*g, out);
    }
  }
  return out;
}

ControlFlowGrads controlFlowGradient(ops::Op op, const std::vector<Value>& inputs, const std::vector<Value>& outputs,
                                     const ops::Attrs& attrs, const std::vector<Value>& outGrads,
                                     const std::vector<Value>& variables) {
  if (op == ops::Op::If) return ifGradient(inputs, attrs, outGrads, variables);
  return whileGradient(inputs, outputs, attrs, outGrads, variables);
}

}  // namespace tl::autodiff
