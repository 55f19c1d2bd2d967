#include "exec/executor.h"

#include "ops/op_util.h"

namespace tl::exec {
namespace {

void prepare(std::vector<Tensor>& slots, std::vector<std::vector<Tensor>>& args, const Plan& plan) {
  slots.assign(plan.numSlots(), Tensor());
  for (const auto& [slot, value] : plan.constants()) slots[slot] = value;
  args.assign(plan.steps().size(), {});
  for (size_t i = 0; i < plan.steps().size(); ++i) args[i].resize(plan.steps()[i].numArgs);
}

// PartialShape::isCompatibleWith without building a PartialShape (no allocation per call).
bool fits(const core::PartialShape& expected, const core::Shape& actual) {
  if (!expected.hasRank()) return true;
  if (expected.rank() != actual.rank()) return false;
  for (int i = 0; i < actual.rank(); ++i) {
    if (expected.dim(i) >= 0 && expected.dim(i) != actual.dim(i)) return false;
  }
  return true;
}

void checkFeeds(const Plan& plan, const std::vector<Tensor>& feeds) {
  if (feeds.size() != plan.feedSlots().size()) {
    core::throwInvalidArgument("the graph takes " + std::to_string(plan.feedSlots().size()) + " inputs, got " +
                               std::to_string(feeds.size()));
  }
  for (size_t i = 0; i < feeds.size(); ++i) {
    const graph::OutputType& t = plan.feedTypes()[i];
    if (feeds[i].dtype() != t.dtype || !fits(t.shape, feeds[i].shape())) {
      core::throwInvalidArgument("input " + std::to_string(i) + " must be " + core::dtypeName(t.dtype) + " " +
                                 t.shape.toString() + ", got " + core::dtypeName(feeds[i].dtype()) + " " +
                                 feeds[i].shape().toString());
    }
  }
}


// Shapes were not all known when planned: inference on the real shapes raises TF's
// errors (e.g. incompatible shapes) before the kernel reads out of bounds.
void validate(const Step& step, const std::vector<Tensor>& args) {
  std::vector<ops::TypedShape> typed;
  typed.reserve(args.size());
  for (const Tensor& t : args) typed.push_back({t.dtype(), core::PartialShape(t.shape()), &t});
  step.def->infer(typed, *step.attrs);
}

// The kernel's failure names its node, as TensorFlow's runtime does.
ops::KernelOutputs runStep(const Plan& plan, const Step& s, const std::vector<Tensor>& args,
                           ops::KernelContext& context) {
  try {
    if (s.validate) validate(s, args);
    return s.def->kernel(args, *s.attrs, context);
  } catch (const core::NodeError&) {
    throw;
  } catch (const core::TfError& e) {
    const graph::Node& node = plan.graph().node(s.node);
    throw core::NodeError(e, node.name, node.stack);
  }
}

}  // namespace

std::vector<Tensor> Executor::run(const Plan& plan, const std::vector<Tensor>& feeds, ops::KernelContext& context,
                                  const IterationHook& onIteration) {
  std::vector<Tensor> outputs;
  run(plan, feeds, outputs, context, onIteration);
  return outputs;
}

void Executor::run(const Plan& plan, const std::vector<Tensor>& feeds, std::vector<Tensor>& outputs,
                   ops::KernelContext& context, const IterationHook& onIteration) {
  Run r{context, onIteration};
  runFrame(top_, plan, feeds, outputs, r);
}

void Executor::runFrame(Frame& frame, const Plan& plan, const std::vector<Tensor>& feeds, std::vector<Tensor>& outputs,
                        Run& run) {
  if (frame.planId != plan.id()) {
    prepare(frame.slots, frame.args, plan);
    frame.planId = plan.id();
  }
  checkFeeds(plan, feeds);
  for (size_t i = 0; i < feeds.size(); ++i) frame.slots[plan.feedSlots()[i]] = feeds[i];
  try {
    runSteps(frame, plan, run);
  } catch (...) {
    frame.planId = 0;  // slots hold a half-run state; rebuild them next time
    throw;
  }
  const std::vector<int>& out = plan.outputSlots();
  outputs.resize(out.size());
  for (size_t i = 0; i < out.size(); ++i) outputs[i] = frame.slots[out[i]];
  for (int slot : out) {
    if (!plan.constantSlot()[slot]) frame.slots[slot] = Tensor();
  }
  for (int slot : plan.feedSlots()) frame.slots[slot] = Tensor();
}

void Executor::runSteps(Frame& frame, const Plan& plan, Run& run) {
  const std::vector<Step>& steps = plan.steps();
  for (int i = 0; i < static_cast<int>(steps.size()); ++i) {
    const Step& s = steps[i];
    switch (s.kind) {
      case StepKind::kKernel: runKernel(frame, plan, i, run); break;
      case StepKind::kWhile: runWhile(frame, plan, s, run); break;
      case StepKind::kIf: runIf(frame, plan, s, run); break;
    }
    const int* dead = plan.releases().data() + s.firstRelease;
    for (int r = 0; r < s.numRelease; ++r) frame.slots[dead[r]] = Tensor();
  }
}

void Executor::runKernel(Frame& frame, const Plan& plan, int index, Run& run) {
  const Step& s = plan.steps()[index];
  std::vector<Tensor>& args = frame.args[index];
  const int* argSlots = plan.argSlots().data() + s.firstArg;
  for (int a = 0; a < s.numArgs; ++a) args[a] = frame.slots[argSlots[a]];
  ops::KernelOutputs outs = runStep(plan, s, args, run.context);
  if (static_cast<int>(outs.size()) != s.numOut) {
    throw core::TfError("InternalError",
                        std::string(s.def->name) + " returned " + std::to_string(outs.size()) + " outputs");
  }
  for (int o = 0; o < s.numOut; ++o) frame.slots[s.firstOut + o] = std::move(outs[o]);
  // Copy-assigning an empty tensor drops the buffer but keeps the shape's storage
  // for the next run (a moved-in Tensor() would free it).
  static const Tensor kNone;
  for (int a = 0; a < s.numArgs; ++a) args[a] = kNone;
}

void Executor::runWhile(Frame& frame, const Plan& plan, const Step& step, Run& run) {
  std::vector<Tensor> state(step.numArgs), next, cond;
  const int* argSlots = plan.argSlots().data() + step.firstArg;
  for (int a = 0; a < step.numArgs; ++a) state[a] = frame.slots[argSlots[a]];
  const Plan& condPlan = plan.body(step.bodyA);
  const Plan& bodyPlan = plan.body(step.bodyB);
  Frame condFrame, bodyFrame;  // reused by every iteration of this loop
  for (int64_t i = 0; step.maxIterations < 0 || i < step.maxIterations; ++i) {
    if (run.onIteration) run.onIteration(++run.iterations);
    runFrame(condFrame, condPlan, state, cond, run);
    if (!ops::conditionHolds(cond.at(0))) break;
    runFrame(bodyFrame, bodyPlan, state, next, run);
    state.swap(next);
  }
  for (int o = 0; o < step.numOut; ++o) frame.slots[step.firstOut + o] = std::move(state.at(o));
}

void Executor::runIf(Frame& frame, const Plan& plan, const Step& step, Run& run) {
  const int* argSlots = plan.argSlots().data() + step.firstArg;
  bool pred = ops::conditionHolds(frame.slots[argSlots[0]]);
  std::vector<Tensor> inputs(step.numArgs - 1), outputs;
  for (int a = 1; a < step.numArgs; ++a) inputs[a - 1] = frame.slots[argSlots[a]];
  Frame branch;
  runFrame(branch, plan.body(pred ? step.bodyA : step.bodyB), inputs, outputs, run);
  for (int o = 0; o < step.numOut; ++o) frame.slots[step.firstOut + o] = std::move(outputs.at(o));
}

}  // namespace tl::exec
