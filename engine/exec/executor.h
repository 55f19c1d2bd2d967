// Executor: runs a Plan. Keep one Executor per caller and reuse it: it keeps the
// value slots of the last plan it ran, so a repeated call allocates nothing but
// the kernels' outputs.
#pragma once
#include <functional>
#include <vector>

#include "exec/plan.h"

namespace tl::exec {

// Called before every While iteration with the run's iteration count so far; it may
// throw (e.g. the session's step limit or a cancel request) to stop a runaway loop.
using IterationHook = std::function<void(int64_t iterations)>;

class Executor {
 public:
  // Feeds: one tensor per fed graph input (Plan::feedSlots order: parameters, then
  // symbolic captures). `context` carries phase "run", the function name and the sink.
  std::vector<Tensor> run(const Plan& plan, const std::vector<Tensor>& feeds, ops::KernelContext& context,
                          const IterationHook& onIteration = {});
  void run(const Plan& plan, const std::vector<Tensor>& feeds, std::vector<Tensor>& outputs,
           ops::KernelContext& context, const IterationHook& onIteration = {});

 private:
  struct Frame {
    uint64_t planId = 0;
    std::vector<Tensor> slots;
    std::vector<std::vector<Tensor>> args;  // per step, sized once
  };
  struct Run {
    ops::KernelContext& context;
    const IterationHook& onIteration;
    int64_t iterations = 0;
  };

  void runFrame(Frame& frame, const Plan& plan, const std::vector<Tensor>& feeds, std::vector<Tensor>& outputs,
                Run& run);
  void runSteps(Frame& frame, const Plan& plan, Run& run);
  void runKernel(Frame& frame, const Plan& plan, int index, Run& run);
  void runWhile(Frame& frame, const Plan& plan, const Step& step, Run& run);
  void runIf(Frame& frame, const Plan& plan, const Step& step, Run& run);

  Frame top_;
};

}  // namespace tl::exec
