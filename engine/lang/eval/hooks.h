// ControlFlowHook: AutoGraph-style staging of `if`, `while` and `for`.
//
// When the condition of an `if`/`while`, or the iterable of a `for`, is a
// NativeObject whose staged() is true, the evaluator does not branch; it calls
// the hook installed with Interp::setControlFlowHook(). Each block is handed
// over as a StagedBlock: run() executes it in the current frame, `assigned`
// names the variables the block assigns (source order), and get()/set() read
// and write those variables in the current frame.
//   class TfHook : public ControlFlowHook {
//     void stageIf(Interp& in, const Value& cond, StagedBlock& then, StagedBlock& orelse) override {
//       for (auto& n : then.assigned) ...;  then.run(); Value y = then.get("y"); ...
//     }
//   };
// break/continue/return inside a staged block raise NotImplementedError unless
// the hook sets `supportsJumps` and inspects StagedBlock::jump after run().
#pragma once
#include <functional>
#include <string>
#include <vector>

#include "lang/eval/interp.h"

namespace tl::lang {

struct StagedBlock {
  enum class Jump { None, Break, Continue, Return };
  std::vector<std::string> assigned;
  std::function<void()> run;
  std::function<Value(const std::string&)> get;  // Null if unbound
  std::function<void(const std::string&, const Value&)> set;
  Jump jump = Jump::None;  // how the last run() ended
};

class ControlFlowHook {
 public:
  virtual ~ControlFlowHook() = default;
  bool supportsJumps = false;
  virtual void stageIf(Interp& in, const Value& cond, StagedBlock& then, StagedBlock& orelse) = 0;
  // `cond` re-evaluates the loop condition in the current frame.
  virtual void stageWhile(Interp& in, std::function<Value()> cond, StagedBlock& body) = 0;
  // `assignTarget` binds the loop target(s) to one element.
  virtual void stageFor(Interp& in, const Value& iterable,
                        std::function<void(const Value&)> assignTarget, StagedBlock& body) = 0;
};

}  // namespace tl::lang
