#include "lang/modules/tensorflow/autograph_hook.h"

#include <algorithm>
#include <map>
#include <memory>

#include "graph/control_flow.h"
#include "graph/graph_builder.h"
#include "lang/modules/tensorflow/tensor_array_object.h"
#include "ops/builders.h"

namespace tl::lang {
namespace {

graph::GraphBuilder& currentBuilder() {
  auto* builder = dynamic_cast<graph::GraphBuilder*>(&ops::currentContext());
  if (!builder) core::throwValueError("AutoGraph staging outside of a traced function");
  return *builder;
}

// The loop variables of `body`: assigned names bound (and loop-carriable) before the loop.
struct LoopVars {
  std::vector<std::string> names;
  std::vector<Value> before;
  std::vector<ops::Value> initial;
};

LoopVars loopVarsOf(Interp& in, StagedBlock& body) {
  LoopVars vars;
  for (const auto& name : body.assigned) {
    Value value = body.get(name);
    ops::Value initial;
    if (value.isNull() || !loopValue(in, value, &initial)) continue;
    vars.names.push_back(name);
    vars.before.push_back(value);
    vars.initial.push_back(initial);
  }
  return vars;
}

// Binds the loop variables to a body's parameters (placeholders).
void bindParameters(Interp& in, graph::GraphBuilder& body, const LoopVars& vars, StagedBlock& block) {
  for (size_t i = 0; i < vars.names.size(); ++i) {
    ops::Value p = body.addInput(vars.names[i], vars.initial[i].dtype(), vars.initial[i].shape());
    block.set(vars.names[i], loopResult(in, vars.before[i], p));
  }
}

std::vector<ops::Value> currentValues(Interp& in, const LoopVars& vars, StagedBlock& block) {
  std::vector<ops::Value> out;
  for (size_t i = 0; i < vars.names.size(); ++i) {
    ops::Value v;
    if (!loopValue(in, block.get(vars.names[i]), &v)) {
      core::throwTypeError("'" + vars.names[i] + "' does not have the same nested structure after one iteration.");
    }
    out.push_back(v);
  }
  return out;
}

void checkNoJump(Interp& in, const StagedBlock& block) {
  if (block.jump != StagedBlock::Jump::None) {
    in.raise(in.types.NotImplementedError,
             "break, continue and return inside a loop or if statement converted to a graph "
             "loop are not supported here yet");
  }
}

// Builds a While node: cond(vars) and body(vars) traced once each.
void stageLoop(Interp& in, LoopVars& vars, StagedBlock& block,
               const std::function<ops::Value()>& condition, const std::function<void()>& runBody) {
  graph::GraphBuilder& outer = currentBuilder();
  graph::GraphBuilder cond("while_cond", &outer);
  {
    ops::ContextScope scope(cond);
    bindParameters(in, cond, vars, block);
    cond.setOutputs({condition()});
  }
  graph::GraphBuilder body("while_body", &outer);
  {
    ops::ContextScope scope(body);
    bindParameters(in, body, vars, block);
    runBody();
    checkNoJump(in, block);
    body.setOutputs(currentValues(in, vars, block));
  }
  auto outputs = graph::buildWhile(outer, cond, body, vars.initial, vars.names);
  for (size_t i = 0; i < vars.names.size(); ++i) {
    block.set(vars.names[i], loopResult(in, vars.before[i], outputs[i]));
  }
}

ops::Value toCondition(Interp& in, const Value& value) {
  ops::Value v = toTensorValue(in, value);
  if (v.dtype() != core::DType::Bool) v = ops::build::cast(v, core::DType::Bool);
  return v;
}

class AutographHook : public ControlFlowHook {
 public:
  AutographHook() { supportsJumps = true; }
  void stageIf(Interp& in, const Value& cond, StagedBlock& then, StagedBlock& orelse) override;
  void stageWhile(Interp& in, std::function<Value()> cond, StagedBlock& body) override;
  void stageFor(Interp& in, const Value& iterable, std::function<void(const Value&)> assignTarget,
                StagedBlock& body) override;
};

void AutographHook::stageWhile(Interp& in, std::function<Value()> cond, StagedBlock& body) {
  LoopVars vars = loopVarsOf(in, body);
  stageLoop(in, vars, body, [&] { return toCondition(in, cond()); }, [&] { body.run(); });
}

void AutographHook::stageFor(Interp& in, const Value& iterable,
                             std::function<void(const Value&)> assignTarget, StagedBlock& body) {
  ops::Value sequence = toTensorValue(in, iterable);
  ops::Value length = sequence.shape().hasRank() && sequence.shape().rank() > 0 &&
                              sequence.shape().dim(0) >= 0
                          ? ops::build::scalar(static_cast<double>(sequence.shape().dim(0)), core::DType::Int32)
                          : ops::call1(ops::Op::StridedSlice,
                                       {ops::build::shape(sequence), ops::build::ints({0}),
                                        ops::build::ints({1}), ops::build::ints({1})},
                                       {{"shrink_axis_mask", int64_t{1}}});
  LoopVars vars = loopVarsOf(in, body);
  const std::string counter = "__for_index";
  vars.names.insert(vars.names.begin(), counter);
  vars.before.insert(vars.before.begin(), Value::integer(0));
  vars.initial.insert(vars.initial.begin(), ops::build::scalar(0, core::DType::Int32));
  // The counter lives only in the loop: a tiny block wrapper keeps it out of the frame.
  auto index = std::make_shared<Value>();
  StagedBlock loop = body;
  loop.get = [&, index](const std::string& name) { return name == counter ? *index : body.get(name); };
  loop.set = [&, index](const std::string& name, const Value& v) {
    if (name == counter) *index = v; else body.set(name, v);
  };
  stageLoop(in, vars, loop,
            [&] { return ops::build::compare(ops::Op::Less, tensorValue(*index), length); },
            [&] {
              ops::Value i = tensorValue(*index);
              assignTarget(wrapTensor(in, ops::call1(ops::Op::GatherV2,
                                                     {sequence, i, ops::build::scalar(0, core::DType::Int32)})));
              body.run();
              loop.jump = body.jump;
              *index = wrapTensor(in, ops::build::add(i, ops::build::scalar(1, core::DType::Int32)));
            });
}

// The name under which a branch's `return` value travels through the If node.
const char* kReturnValue = "<return value>";

// Runs one branch under its own builder; returns the branch's value of each name
// (and of kReturnValue when the branch returned).
std::vector<Value> runBranch(graph::GraphBuilder& branch, StagedBlock& block,
                             const std::vector<std::string>& names, Interp& in) {
  ops::ContextScope scope(branch);
  block.run();
  if (block.jump != StagedBlock::Jump::None && block.jump != StagedBlock::Jump::Return) checkNoJump(in, block);
  std::vector<Value> values;
  for (const auto& name : names) values.push_back(name == kReturnValue ? in.frame->ret : block.get(name));
  return values;
}

std::vector<std::string> unionOfNames(const StagedBlock& a, const StagedBlock& b) {
  std::vector<std::string> names = a.assigned;
  for (const auto& n : b.assigned) {
    if (std::find(names.begin(), names.end(), n) == names.end()) names.push_back(n);
  }
  return names;
}

void AutographHook::stageIf(Interp& in, const Value& cond, StagedBlock& then, StagedBlock& orelse) {
  graph::GraphBuilder& outer = currentBuilder();
  std::vector<std::string> names = unionOfNames(then, orelse);
  names.push_back(kReturnValue);
  std::vector<Value> before;
  for (const auto& n : names) before.push_back(n == kReturnValue ? Value() : then.get(n));
  graph::GraphBuilder thenB("cond_true", &outer), elseB("cond_false", &outer);
  in.frame->ret = Value();
  std::vector<Value> thenValues = runBranch(thenB, then, names, in);
  for (size_t i = 0; i + 1 < names.size(); ++i) then.set(names[i], before[i]);
  in.frame->ret = Value();
  std::vector<Value> elseValues = runBranch(elseB, orelse, names, in);
  bool thenReturned = then.jump == StagedBlock::Jump::Return;
  if (thenReturned != (orelse.jump == StagedBlock::Jump::Return)) {
    in.raise(in.types.NotImplementedError,
             "a `return` in only one branch of an if statement converted to a graph cond is not "
             "supported here yet; return from both branches, or assign a variable and return it after the if");
  }
  if (!thenReturned) {
    names.pop_back();
    thenValues.pop_back();
    elseValues.pop_back();
  }
  std::vector<std::string> outNames;
  std::vector<ops::Value> thenOut, elseOut;
  std::vector<Value> likes;
  for (size_t i = 0; i < names.size(); ++i) {
    const Value& t = thenValues[i];
    const Value& e = elseValues[i];
    if (t.isNull() || e.isNull()) {
      in.raise(in.types.ValueError, "'" + names[i] + "' must also be initialized in the " +
                                        std::string(t.isNull() ? "main" : "else") + " branch");
    }
    ops::Value tv, ev;
    if (t.sameAs(e) || !loopValue(in, t, &tv) || !loopValue(in, e, &ev)) {
      // A Python value (the same in both branches, or not a tensor).
      if (names[i] == kReturnValue) in.frame->ret = e; else orelse.set(names[i], e);
      continue;
    }
    outNames.push_back(names[i]);
    thenOut.push_back(tv);
    elseOut.push_back(ev);
    likes.push_back(t);
  }
  { ops::ContextScope scope(thenB); thenB.setOutputs(thenOut); }
  { ops::ContextScope scope(elseB); elseB.setOutputs(elseOut); }
  auto outputs = graph::buildIf(outer, toCondition(in, cond), thenB, elseB, outNames);
  for (size_t i = 0; i < outNames.size(); ++i) {
    Value result = loopResult(in, likes[i], outputs[i]);
    if (outNames[i] == kReturnValue) in.frame->ret = result;
    else orelse.set(outNames[i], result);
  }
}

}  // namespace

bool loopValue(Interp& in, const Value& value, ops::Value* out) {
  if (isTensor(value)) { *out = tensorValue(value); return true; }
  if (auto* array = asTensorArray(value)) { *out = array->handle; return true; }
  if (value.isNumber()) { *out = toTensorValue(in, value); return true; }
  return false;
}

Value loopResult(Interp& in, const Value& like, const ops::Value& value) {
  if (auto* array = asTensorArray(like)) return array->withHandle(in, value);
  return wrapTensor(in, value);
}

ControlFlowHook* autographHook(Interp& in) {
  static std::map<Interp*, std::unique_ptr<AutographHook>> hooks;
  auto& hook = hooks[&in];
  if (!hook) hook = std::make_unique<AutographHook>();
  return hook.get();
}

}  // namespace tl::lang
