#include "lang/modules/tensorflow/autograph/autograph_hook.h"

#include <algorithm>
#include <map>
#include <memory>

#include "graph/control_flow.h"
#include "graph/graph_builder.h"
#include "lang/modules/tensorflow/nest_structure.h"
#include "lang/modules/tensorflow/object_util.h"
#include "lang/modules/tensorflow/tensor/tensor_array_object.h"
#include "lang/modules/tensorflow/tf_internal.h"
#include "ops/builders.h"

namespace tl::lang {
namespace {

// Runs a staged block and tells a step observer (the page's stepper) it ended.
void runStaged(Interp& in, StagedBlock& block) {
  block.run();
  if (StepObserver* observer = in.stepObserver()) observer->blockEnded();
}

graph::GraphBuilder& currentBuilder() {
  auto* builder = tfi::currentGraphBuilder();
  if (!builder) core::throwValueError("AutoGraph staging outside of a traced function");
  return *builder;
}

// The loop variables of `body`: assigned names bound (and loop-carriable) before the loop.
struct LoopVars {
  std::vector<std::string> names;
  std::vector<Value> before;
  std::vector<ops::Value> initial;
  graph::LoopOptions options;  // names, and what set_loop_options asks
  // The loop sets values undefined before it (the return value, names read after
  // it): AutoGraph carries an "iterated" flag and asserts it after the loop.
  bool requireOneIteration = false;
  std::vector<std::string> initializedByLoop;  // as _runtime_zero_iterations_errmsg names them
};

constexpr const char* kIteratedFlag = "<iterated>";

// set_loop_options(shape_invariants=[(var, shape), ...], maximum_iterations=n):
// invariants matched to the loop variables by identity, as AutoGraph's
// _shape_invariants_mapping_to_positional_list does.
void applyLoopOptions(Interp& in, const StagedBlock& block, LoopVars& vars) {
  vars.options.names = vars.names;
  vars.options.invariants.assign(vars.names.size(), std::nullopt);
  for (const auto& [name, value] : block.loopOptions) {
    if (name == "maximum_iterations" && !value.isNone()) vars.options.maximumIterations = toInt(in, value);
    if (name != "shape_invariants" || value.isNone()) continue;
    for (const Value& pair : itemsOf(value)) {
      std::vector<Value> kv = itemsOf(pair);
      if (kv.size() != 2) in.raise(in.types.ValueError, "shape_invariants must be a list of (variable, shape) pairs");
      for (size_t i = 0; i < vars.before.size(); ++i) {
        if (vars.before[i].sameAs(kv[0])) vars.options.invariants[i] = toPartialShape(in, kv[1]);
      }
    }
  }
}

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
    ops::Value p = body.addInput(vars.names[i], vars.initial[i].dtype(),
                                 graph::loopVarShape(vars.options, vars.initial, i));
    if (vars.names[i] != kIteratedFlag) block.set(vars.names[i], loopResult(in, vars.before[i], p));
  }
}

std::vector<ops::Value> currentValues(Interp& in, const LoopVars& vars, StagedBlock& block) {
  std::vector<ops::Value> out;
  for (size_t i = 0; i < vars.names.size(); ++i) {
    if (vars.names[i] == kIteratedFlag) {
      out.push_back(ops::build::constant(core::Tensor::scalarBool(true)));
      continue;
    }
    ops::Value v;
    if (!loopValue(in, block.get(vars.names[i]), &v)) {
      core::throwTypeError("'" + vars.names[i] + "' does not have the same nested structure after one iteration.");
    }
    out.push_back(v);
  }
  return out;
}

ops::Value toCondition(Interp& in, const Value& value);

// The loop condition with `not flag` ANDed in for each flag that stops the loop
// (break_, do_return); AutoGraph's `while test and not break_`.
ops::Value withStopFlags(Interp& in, StagedBlock& block, ops::Value test) {
  for (const auto& flag : block.stopFlags) {
    ops::Value stop = ops::build::unary(ops::Op::LogicalNot, toCondition(in, block.get(flag)));
    test = ops::call1(ops::Op::LogicalAnd, {test, stop});
  }
  return test;
}

// TensorFlow catches these while staging the discovery iteration (_try_handling_undefineds).
bool isStagingError(Interp& in, const Value& exc) {
  for (ClassObj* cls : {in.types.UnboundLocalError, in.types.TypeError, in.types.ValueError, in.types.KeyError}) {
    if (in.isInstance(exc, cls)) return true;
  }
  return false;
}

// A zero of the return value's type: the loop's retval_ before the first iteration.
Value zeroLike(Interp& in, const Value& like, const ops::Value& value) {
  if (like.isBool()) return Value::boolean(false);
  if (like.isInt()) return Value::integer(0);
  if (like.isFloat()) return Value::real(0);
  std::vector<int64_t> dims;
  if (value.shape().hasRank()) {
    for (int i = 0; i < value.shape().rank(); ++i) dims.push_back(std::max<int64_t>(value.shape().dim(i), 0));
  }
  ops::Value zero = ops::build::scalar(0, value.dtype());
  if (!dims.empty()) zero = ops::build::fill(ops::build::ints(dims), zero);
  return wrapTensor(in, zero);
}

// One iteration staged in a scratch graph; returns the values of `wanted` after it
// (Null where still undefined; all Null when staging failed as TensorFlow's discovery
// tolerates).
std::vector<Value> discoveryIteration(Interp& in, LoopVars& vars, StagedBlock& block,
                                      const std::vector<std::string>& wanted, const std::function<void()>& runBody,
                                      std::string* failure) {
  std::vector<std::string> names = block.assigned;
  names.insert(names.end(), vars.names.begin(), vars.names.end());
  std::vector<Value> saved;
  for (const auto& n : names) saved.push_back(block.get(n));
  auto restore = [&] {
    for (size_t i = 0; i < names.size(); ++i) block.set(names[i], saved[i]);
  };
  std::vector<Value> found(wanted.size());
  graph::GraphBuilder scratch("tmp", &currentBuilder());
  try {
    ops::ContextScope scope(scratch);
    bindParameters(in, scratch, vars, block);
    runBody();
    for (size_t i = 0; i < wanted.size(); ++i) found[i] = block.get(wanted[i]);
  } catch (const PyException& e) {
    restore();
    if (!isStagingError(in, e.exc)) throw;
    *failure = in.typeName(e.exc) + ": " + in.str(e.exc);
    return std::vector<Value>(wanted.size());
  } catch (const core::TfError& e) {
    restore();
    if (e.kind() != "ValueError" && e.kind() != "TypeError") throw;
    *failure = e.kind() + ": " + e.what();
    return std::vector<Value>(wanted.size());
  }
  restore();
  return found;
}

// The return value, when the body returns while it is undefined.
void checkReturnValue(Interp& in, const Value& found, bool carried) {
  if (found.isNull()) {
    in.raise(in.types.NotImplementedError,
             "a return statement cannot be placed inside this TensorFlow loop; this may happen if a "
             "return statement depends on a static Python condition such as a hyperparameter");
  }
  if (!carried) {
    in.raise(in.types.ValueError,
             "the return value from a TensorFlow loop may only be a Tensor, int, float, "
             "bool or a list, tuple or dict thereof; got <class '" +
                 in.typeName(found) + "'>");
  }
}

// Names the loop must carry although they are undefined (or None) before it: the
// return value, and names read after the loop. AutoGraph stages one iteration to
// learn their types (_try_handling_undefineds), starts them from zeros of those
// types and asserts after the loop that it ran.
void addUndefinedLoopVars(Interp& in, LoopVars& vars, StagedBlock& block, const std::vector<std::string>& names,
                          const std::function<void()>& runBody) {
  if (names.empty()) return;
  std::vector<Value> before;
  for (const auto& name : names) before.push_back(block.get(name));
  std::string failure;
  std::vector<Value> found = discoveryIteration(in, vars, block, names, runBody, &failure);
  for (size_t i = 0; i < names.size(); ++i) {
    ops::Value value;
    bool carried = !found[i].isNull() && loopValue(in, found[i], &value);
    if (names[i] == kReturnValue) checkReturnValue(in, found[i], carried);
    if (!carried && before[i].isNone()) {
      in.raise(in.types.ValueError, "'" + names[i] + "' is not allowed to be None before the loop");
    }
    if (!carried) {  // _verify_loop_init_vars, with _try_handling_undefineds' note
      std::string note = failure.empty()
                             ? ""
                             : "\nNote: AutoGraph tried to define it automatically, but ran into a " + failure;
      in.raise(in.types.ValueError, "'" + names[i] + "' must be defined before the loop" + note);
    }
    Value zero = zeroLike(in, found[i], value);
    ops::Value initial;
    loopValue(in, zero, &initial);
    vars.names.push_back(names[i]);
    vars.before.push_back(zero);
    vars.initial.push_back(initial);
    vars.initializedByLoop.push_back(names[i] == kReturnValue ? "the function return value" : names[i]);
  }
  vars.requireOneIteration = true;
}

// The names of `block` undefined or None before the loop that it must carry.
std::vector<std::string> undefinedLoopVars(const LoopVars& vars, StagedBlock& block) {
  std::vector<std::string> names;
  for (const auto& name : block.assigned) {
    if (std::find(vars.names.begin(), vars.names.end(), name) != vars.names.end()) continue;
    Value value = block.get(name);
    bool undefined = value.isNull() || value.isNone();
    if (name == kReturnValue ? value.isNull() : undefined && block.liveAfter && liveAfterBlock(block, name)) {
      names.push_back(name);
    }
  }
  return names;
}

// Builds a While node: cond(vars) and body(vars) traced once each.
void stageLoop(Interp& in, LoopVars& vars, StagedBlock& block, const std::function<ops::Value()>& condition,
               const std::function<void()>& runBody) {
  graph::GraphBuilder& outer = currentBuilder();
  addUndefinedLoopVars(in, vars, block, undefinedLoopVars(vars, block), runBody);
  if (vars.requireOneIteration) {
    vars.names.push_back(kIteratedFlag);
    vars.before.push_back(Value::boolean(false));
    vars.initial.push_back(ops::build::constant(core::Tensor::scalarBool(false)));
  }
  applyLoopOptions(in, block, vars);
  graph::GraphBuilder cond("while_cond", &outer);
  {
    ops::ContextScope scope(cond);
    bindParameters(in, cond, vars, block);
    cond.setOutputs({withStopFlags(in, block, condition())});
  }
  graph::GraphBuilder body("while_body", &outer);
  {
    ops::ContextScope scope(body);
    bindParameters(in, body, vars, block);
    runBody();
    body.setOutputs(currentValues(in, vars, block));
  }
  auto outputs = graph::buildWhile(outer, cond, body, vars.initial, vars.options);
  tfi::noteStagedControlFlow(outer, outputs);
  for (size_t i = 0; i < vars.names.size(); ++i) {
    if (vars.names[i] != kIteratedFlag) block.set(vars.names[i], loopResult(in, vars.before[i], outputs[i]));
  }
  if (vars.requireOneIteration) {  // _runtime_zero_iterations_errmsg
    core::Tensor message(core::DType::String, core::Shape{});
    std::string names;
    for (const auto& name : vars.initializedByLoop) names += (names.empty() ? "" : ", ") + name;
    message.strings()[0] = "loop must iterate at least once to initialize " + names;
    ops::call(ops::Op::Assert, {outputs.back(), ops::build::constant(message)}, {{"summarize", int64_t{3}}});
  }
}

ops::Value toCondition(Interp& in, const Value& value) {
  ops::Value v = toTensorValue(in, value);
  if (v.dtype() != core::DType::Bool) v = ops::build::cast(v, core::DType::Bool);
  return v;
}

class AutographHook : public ControlFlowHook {
 public:
  Interp::Flow runStatement(Interp& in, const Stmt* s, const Value& first) override {
    return runJumpRewrite(in, s, first);
  }
  bool rewritesLoop(const Body& body) override { return jumpsOf(body).any(); }
  // tf.data's datasets (modules/py/_tf_data.py) stage their own loops.
  bool stagesLoopOver(Interp& in, const Value& iterable) override {
    return iterable.is(ObjKind::Instance) &&
           !in.getAttrOrNull(iterable, in.internStr("_tl_staged_for").as<Str>()).isNull();
  }
  Value logicalNot(Interp& in, const Value& flag) override {
    return wrapTensor(in, ops::build::unary(ops::Op::LogicalNot, toCondition(in, flag)));
  }
  // py_builtins.range_: with a tensor among the arguments, tf.range, the bound
  // clamped as _tf_range clamps it (tf.maximum), so `for i in range(n)` stages
  // one loop over a tensor `n`.
  Value builtinRange(Interp& in, const CallArgs& args) override {
    if (std::none_of(args.pos, args.pos + args.npos, [](const Value& v) { return isTensor(v); })) return {};
    Value tf = in.importModule("tensorflow", {});
    Value range = in.getAttr(tf, "range"), maximum = in.getAttr(tf, "maximum");
    if (args.npos == 3) return in.call(range, {args.pos[0], args.pos[1], args.pos[2]});
    if (args.npos == 2) return in.call(range, {args.pos[0], in.call(maximum, {args.pos[0], args.pos[1]})});
    return in.call(range, {in.call(maximum, {args.pos[0], Value::integer(0)})});
  }
  void stageIf(Interp& in, const Value& cond, StagedBlock& then, StagedBlock& orelse) override {
    atStatement(in, [&] { stageIfHere(in, cond, then, orelse); });
  }
  void stageWhile(Interp& in, std::function<Value()> cond, StagedBlock& body) override {
    atStatement(in, [&] { stageWhileHere(in, cond, body); });
  }
  void stageFor(Interp& in, const Value& iterable, std::function<void(const Value&)> assignTarget,
                StagedBlock& body) override {
    atStatement(in, [&] { stageForHere(in, iterable, assignTarget, body); });
  }

 private:
  // The checks of the staging itself (graph/'s of branch and loop variables) fail
  // as TensorFlow errors: raised here as Python's, at the statement being staged,
  // as AutoGraph's if_stmt / while_stmt / for_stmt raise them.
  template <typename Staging>
  static void atStatement(Interp& in, Staging&& staging) {
    const core::SourceSpan* statement = in.frame->cur;
    try {
      staging();
    } catch (const core::TfError& e) {
      in.frame->cur = statement;
      in.raise(in.exceptionClass(e.kind()), e.what());
    }
  }
  static void stageIfHere(Interp& in, const Value& cond, StagedBlock& then, StagedBlock& orelse);
  static void stageWhileHere(Interp& in, const std::function<Value()>& cond, StagedBlock& body);
  static void stageForHere(Interp& in, const Value& iterable, const std::function<void(const Value&)>& assignTarget,
                           StagedBlock& body);
};

void AutographHook::stageWhileHere(Interp& in, const std::function<Value()>& cond, StagedBlock& body) {
  LoopVars vars = loopVarsOf(in, body);
  stageLoop(
      in, vars, body, [&] { return toCondition(in, cond()); }, [&] { runStaged(in, body); });
}

void AutographHook::stageForHere(Interp& in, const Value& iterable,
                                 const std::function<void(const Value&)>& assignTarget, StagedBlock& body) {
  ops::Value sequence = toTensorValue(in, iterable);
  ops::Value length = sequence.shape().hasRank() && sequence.shape().rank() > 0 && sequence.shape().dim(0) >= 0
                          ? ops::build::scalar(static_cast<double>(sequence.shape().dim(0)), core::DType::Int32)
                          : ops::call1(ops::Op::StridedSlice,
                                       {ops::build::shape(sequence), ops::build::ints({0}), ops::build::ints({1}),
                                        ops::build::ints({1})},
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
    if (name == counter) *index = v;
    else body.set(name, v);
  };
  stageLoop(
      in, vars, loop, [&] { return ops::build::compare(ops::Op::Less, tensorValue(*index), length); },
      [&] {
        ops::Value i = tensorValue(*index);
        assignTarget(wrapTensor(in, ops::call1(ops::Op::GatherV2,
                                               {sequence, i, ops::build::scalar(0, core::DType::Int32)})));
        runStaged(in, body);
        *index = wrapTensor(in, ops::build::add(i, ops::build::scalar(1, core::DType::Int32)));
      });
}

// Runs one branch under its own builder; returns the branch's value of each name.
std::vector<Value> runBranch(Interp& in, graph::GraphBuilder& branch, StagedBlock& block,
                             const std::vector<std::string>& names) {
  ops::ContextScope scope(branch);
  runStaged(in, block);
  std::vector<Value> values;
  for (const auto& name : names) values.push_back(block.get(name));
  return values;
}

std::vector<std::string> unionOfNames(const StagedBlock& a, const StagedBlock& b) {
  std::vector<std::string> names = a.assigned;
  for (const auto& n : b.assigned) {
    if (std::find(names.begin(), names.end(), n) == names.end()) names.push_back(n);
  }
  return names;
}

// A name bound after only one branch (control_flow._verify_tf_cond_branch_vars).
void undefinedInBranch(Interp& in, const std::string& name, bool inMain, StagedBlock& orelse) {
  std::string branch = inMain ? "main" : "else";
  if (name == kReturnValue) {
    in.raise(in.types.ValueError, "the " + branch + " branch must also have a return statement.");
  }
  if (!orelse.dropUndefined) {
    in.raise(in.types.ValueError, "'" + name + "' must also be initialized in the " + branch + " branch");
  }
  orelse.set(name, Value());
}

// The If node's outputs: the names whose value differs between the branches.
struct BranchOutputs {
  std::vector<std::string> names;
  std::vector<ops::Value> thenOut, elseOut;
  std::vector<Value> likes;
};

bool isJumpFlag(const std::string& name) {
  return name == kBreakFlag || name == kContinueFlag || name == kDoReturnFlag;
}

// A Python value passes through the If unchanged: the same in both branches, or not
// a tensor. A jump flag both branches set is an If output all the same, as in
// TensorFlow, where every variable a cond modifies comes out as a tensor (so a jump
// decided by a tensor condition stays a tensor).
bool passesThrough(const std::string& name, const Value& before, const Value& t, const Value& e) {
  return t.sameAs(e) && !(isJumpFlag(name) && !t.sameAs(before));
}

// A branch's value for an output, built in that branch's graph (a tf.Variable is
// read there, as TensorFlow's cond does).
bool branchValue(Interp& in, graph::GraphBuilder& branch, const Value& v, ops::Value* out) {
  ops::ContextScope scope(branch);
  return loopValue(in, v, out);
}

BranchOutputs mergeBranches(Interp& in, const std::vector<std::string>& names, const std::vector<Value>& before,
                            const std::vector<Value>& thenValues, const std::vector<Value>& elseValues,
                            graph::GraphBuilder& thenB, graph::GraphBuilder& elseB, StagedBlock& orelse) {
  BranchOutputs out;
  for (size_t i = 0; i < names.size(); ++i) {
    const Value& t = thenValues[i];
    const Value& e = elseValues[i];
    if (t.isNull() && e.isNull()) continue;
    if (!liveAfterBlock(orelse, names[i])) {  // local to the branches: not an output
      orelse.set(names[i], before[i]);
      continue;
    }
    if (t.isNull() || e.isNull()) {
      undefinedInBranch(in, names[i], t.isNull(), orelse);
      continue;
    }
    if (auto mismatch = t.sameAs(e) ? std::nullopt : structureMismatch(in, t, e)) {  // _verify_tf_cond_vars
      in.raise(in.types.TypeError, "'" + names[i] + "' must have the same nested structure in the main and else " +
                                       "branches:\n\n" + mismatch->message);
    }
    if (!t.sameAs(e) && (t.isNone() || e.isNone())) {
      in.raise(in.types.ValueError, "'" + names[i] + "' is None at the end of the " +
                                        std::string(t.isNone() ? "main" : "else") + " branch.");
    }
    ops::Value tv, ev;
    if (passesThrough(names[i], before[i], t, e) || !branchValue(in, thenB, t, &tv) ||
        !branchValue(in, elseB, e, &ev)) {
      orelse.set(names[i], e);  // a Python value (the same in both branches, or not a tensor)
      continue;
    }
    out.names.push_back(names[i]);
    out.thenOut.push_back(tv);
    out.elseOut.push_back(ev);
    out.likes.push_back(t);
  }
  return out;
}

void AutographHook::stageIfHere(Interp& in, const Value& cond, StagedBlock& then, StagedBlock& orelse) {
  graph::GraphBuilder& outer = currentBuilder();
  std::vector<std::string> names = unionOfNames(then, orelse);
  std::vector<Value> before;
  for (const auto& n : names) before.push_back(then.get(n));
  graph::GraphBuilder thenB("cond_true", &outer), elseB("cond_false", &outer);
  const core::SourceSpan* condition = in.frame->cur;
  std::vector<Value> thenValues = runBranch(in, thenB, then, names);
  for (size_t i = 0; i < names.size(); ++i) then.set(names[i], before[i]);
  std::vector<Value> elseValues = runBranch(in, elseB, orelse, names);
  in.frame->cur = condition;  // AutoGraph's checks of the branches are at the `if` (if_stmt)
  BranchOutputs out = mergeBranches(in, names, before, thenValues, elseValues, thenB, elseB, orelse);
  {
    ops::ContextScope scope(thenB);
    thenB.setOutputs(out.thenOut);
  }
  {
    ops::ContextScope scope(elseB);
    elseB.setOutputs(out.elseOut);
  }
  auto outputs = graph::buildIf(outer, toCondition(in, cond), thenB, elseB, out.names);
  tfi::noteStagedControlFlow(outer, outputs);
  for (size_t i = 0; i < out.names.size(); ++i) orelse.set(out.names[i], loopResult(in, out.likes[i], outputs[i]));
}

}  // namespace

bool loopValue(Interp& in, const Value& value, ops::Value* out) {
  if (isTensor(value)) {
    *out = tensorValue(value);
    return true;
  }
  if (isVariable(value)) {
    *out = toTensorValue(in, value);
    return true;
  }
  if (auto* array = asTensorArray(value)) {
    *out = array->handle;
    return true;
  }
  if (value.isNumber()) {
    *out = toTensorValue(in, value);
    return true;
  }
  return false;
}

Value loopResult(Interp& in, const Value& like, const ops::Value& value) {
  if (auto* array = asTensorArray(like)) return array->withHandle(in, value);
  return wrapTensor(in, value);
}

ControlFlowHook* autographHook(Interp& in) { return &in.moduleState<AutographHook>(); }

}  // namespace tl::lang
