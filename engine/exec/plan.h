// Plan: a graph compiled for repeated execution (see exec.h).
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "graph/graph.h"

namespace tl::exec {

using core::Tensor;

enum class StepKind : uint8_t { kKernel, kWhile, kIf };

struct Step {
  StepKind kind = StepKind::kKernel;
  int node = -1;
  const ops::OpDef* def = nullptr;
  const ops::Attrs* attrs = nullptr;
  int firstArg = 0, numArgs = 0;         // into Plan::argSlots
  int firstOut = 0, numOut = 0;          // output slots firstOut .. firstOut+numOut-1
  int firstRelease = 0, numRelease = 0;  // into Plan::releases: slots dead after this step
  bool validate = false;                 // input shapes not all known when planned: run inference first
  int bodyA = -1, bodyB = -1;            // Plan::bodies: While cond/body, If then/else
  int64_t maxIterations = -1;            // While
};

class Plan {
 public:
  static std::unique_ptr<Plan> build(std::shared_ptr<const graph::Graph> graph);

  const graph::Graph& graph() const { return *graph_; }
  uint64_t id() const { return id_; }  // unique per plan (executors cache per-plan state by it)
  int numSlots() const { return num_slots_; }
  const std::vector<Step>& steps() const { return steps_; }
  const std::vector<int>& argSlots() const { return arg_slots_; }
  const std::vector<int>& releases() const { return releases_; }
  const std::vector<std::pair<int, Tensor>>& constants() const { return constants_; }
  const std::vector<int>& feedSlots() const { return feed_slots_; }
  const std::vector<graph::OutputType>& feedTypes() const { return feed_types_; }
  const std::vector<int>& outputSlots() const { return output_slots_; }
  const std::vector<bool>& constantSlot() const { return constant_slot_; }
  const Plan& body(int index) const { return *bodies_[index]; }
  int slotOf(graph::Input in) const { return first_slot_[in.node] + in.output; }
  // Step index of the last reader of each slot (-1: none; outputs: steps().size()).
  const std::vector<int>& lastUse() const { return last_use_; }

  // Bytes of the intermediates alive at once at the worst step (from static shapes;
  // `peakBytesExact` is false when some shape was unknown and counted as 0).
  int64_t peakBytes() const { return peak_bytes_; }
  bool peakBytesExact() const { return peak_exact_; }
  // The op name of each step's kernel, in execution order.
  std::vector<std::string> kernelNames() const;

 private:
  void addStep(int node);
  void computeLiveness();
  void estimatePeak();

  std::shared_ptr<const graph::Graph> graph_;
  uint64_t id_ = 0;
  int num_slots_ = 0;
  std::vector<int> first_slot_;
  std::vector<Step> steps_;
  std::vector<int> arg_slots_;
  std::vector<int> releases_;
  std::vector<std::pair<int, Tensor>> constants_;
  std::vector<bool> constant_slot_;
  std::vector<int> feed_slots_;
  std::vector<graph::OutputType> feed_types_;
  std::vector<int> output_slots_;
  std::vector<std::unique_ptr<Plan>> bodies_;
  std::vector<int> last_use_;
  int64_t peak_bytes_ = 0;
  bool peak_exact_ = true;
};

}  // namespace tl::exec
