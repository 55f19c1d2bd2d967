#include "exec/plan.h"

#include <algorithm>

#include "core/run_state.h"
#include "graph/control_flow.h"

namespace tl::exec {
namespace {

struct PlanIds {
  uint64_t next = 1;
};

uint64_t nextPlanId() { return core::RunState::current().get<PlanIds>().next++; }

std::shared_ptr<const graph::Graph> bodyOf(const ops::Attrs& attrs, const char* name) {
  const ops::BodyPtr* body = ops::attr<ops::BodyPtr>(attrs, name);
  auto g = body ? std::dynamic_pointer_cast<const graph::Graph>(*body) : nullptr;
  if (!g) core::throwInvalidArgument(std::string("control flow node has no \"") + name + "\" graph");
  return g;
}

int64_t staticBytes(const graph::OutputType& t, bool* exact) {
  if (!t.shape.isFullyDefined()) {
    *exact = false;
    return 0;
  }
  return t.shape.toShape().numElements() * static_cast<int64_t>(core::dtypeSize(t.dtype));
}

}  // namespace

std::unique_ptr<Plan> Plan::build(std::shared_ptr<const graph::Graph> graph) {
  auto plan = std::make_unique<Plan>();
  plan->graph_ = std::move(graph);
  plan->id_ = nextPlanId();
  const graph::Graph& g = *plan->graph_;
  for (const graph::Node& n : g.nodes()) {
    plan->first_slot_.push_back(plan->num_slots_);
    plan->num_slots_ += static_cast<int>(n.outputs.size());
  }
  plan->constant_slot_.assign(plan->num_slots_, false);
  for (int id = 0; id < g.size(); ++id) {
    const graph::Node& n = g.node(id);
    if (const Tensor* value = g.constantValue({id, 0})) {
      plan->constants_.push_back({plan->first_slot_[id], *value});
      plan->constant_slot_[plan->first_slot_[id]] = true;
    } else if (n.op != ops::Op::Placeholder) {
      plan->addStep(id);
    }
  }
  for (const graph::Capture& c : g.captures) {
    if (!c.isEager()) continue;
    plan->constants_.push_back({plan->first_slot_[c.placeholder], c.tensor});
    plan->constant_slot_[plan->first_slot_[c.placeholder]] = true;
  }
  for (int id : graph::fedInputs(g)) {
    plan->feed_slots_.push_back(plan->first_slot_[id]);
    plan->feed_types_.push_back(g.node(id).outputs[0]);
  }
  for (graph::Input out : g.outputs) plan->output_slots_.push_back(plan->slotOf(out));
  plan->computeLiveness();
  plan->estimatePeak();
  return plan;
}

void Plan::addStep(int id) {
  const graph::Node& n = graph_->node(id);
  Step s;
  s.node = id;
  s.def = &n.def();
  s.attrs = &n.attrs;
  s.firstArg = static_cast<int>(arg_slots_.size());
  s.numArgs = static_cast<int>(n.inputs.size());
  for (graph::Input in : n.inputs) {
    arg_slots_.push_back(slotOf(in));
    s.validate = s.validate || !graph_->type(in).shape.isFullyDefined();
  }
  s.firstOut = first_slot_[id];
  s.numOut = static_cast<int>(n.outputs.size());
  if (n.has(ops::kControlFlow)) {
    bool isWhile = ops::attr<ops::BodyPtr>(n.attrs, "cond") != nullptr;
    s.kind = isWhile ? StepKind::kWhile : StepKind::kIf;
    s.bodyA = static_cast<int>(bodies_.size());
    bodies_.push_back(build(bodyOf(n.attrs, isWhile ? "cond" : "then_branch")));
    s.bodyB = static_cast<int>(bodies_.size());
    bodies_.push_back(build(bodyOf(n.attrs, isWhile ? "body" : "else_branch")));
    if (const int64_t* m = ops::attr<int64_t>(n.attrs, "maximum_iterations")) s.maxIterations = *m;
  } else if (!s.def->kernel) {
    core::throwInvalidArgument(std::string(s.def->name) + " cannot run in a graph: it has no kernel");
  }
  steps_.push_back(s);
}

void Plan::computeLiveness() {
  int never = static_cast<int>(steps_.size());
  last_use_.assign(num_slots_, -1);
  for (int i = 0; i < static_cast<int>(steps_.size()); ++i) {
    const Step& s = steps_[i];
    for (int a = 0; a < s.numArgs; ++a) last_use_[arg_slots_[s.firstArg + a]] = i;
  }
  for (int slot : output_slots_) last_use_[slot] = never;
  std::vector<std::vector<int>> dying(steps_.size());
  for (int i = 0; i < static_cast<int>(steps_.size()); ++i) {
    const Step& s = steps_[i];
    for (int a = 0; a < s.numArgs; ++a) {
      int slot = arg_slots_[s.firstArg + a];
      if (last_use_[slot] == i && !constant_slot_[slot]) dying[i].push_back(slot);
    }
    // An output nobody reads dies at once (e.g. the unused half of an Unpack).
    for (int o = 0; o < s.numOut; ++o) {
      if (last_use_[s.firstOut + o] == -1) dying[i].push_back(s.firstOut + o);
    }
  }
  for (int i = 0; i < static_cast<int>(steps_.size()); ++i) {
    std::vector<int>& d = dying[i];
    std::sort(d.begin(), d.end());
    d.erase(std::unique(d.begin(), d.end()), d.end());
    steps_[i].firstRelease = static_cast<int>(releases_.size());
    steps_[i].numRelease = static_cast<int>(d.size());
    releases_.insert(releases_.end(), d.begin(), d.end());
  }
}

void Plan::estimatePeak() {
  std::vector<int64_t> bytes(num_slots_, 0);  // feeds and constants are not ours to count
  int64_t live = 0;
  for (const Step& s : steps_) {
    for (int o = 0; o < s.numOut; ++o) {
      bytes[s.firstOut + o] = staticBytes(graph_->node(s.node).outputs[o], &peak_exact_);
      live += bytes[s.firstOut + o];
    }
    peak_bytes_ = std::max(peak_bytes_, live);
    for (int r = 0; r < s.numRelease; ++r) live -= bytes[releases_[s.firstRelease + r]];
  }
}

std::vector<std::string> Plan::kernelNames() const {
  std::vector<std::string> names;
  for (const Step& s : steps_) names.push_back(s.def->name);
  return names;
}

}  // namespace tl::exec
