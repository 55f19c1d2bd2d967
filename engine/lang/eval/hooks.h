// ControlFlowHook: AutoGraph-style staging of `if`, `while` and `for`.
//
// When the condition of an `if`/`while`, or the iterable of a `for`, is a
// NativeObject whose staged() is true, the evaluator does not branch; it hands the
// whole statement to the hook installed with Interp::setControlFlowHook()
// (runStatement). The hook stages its blocks with the primitives below. Each block
// is a StagedBlock: run() executes it in the current frame, `assigned` names the
// variables the block assigns (source order), and get()/set() read and write those
// variables in the current frame.
//   class TfHook : public ControlFlowHook {
//     void stageIf(Interp& in, const Value& cond, StagedBlock& then, StagedBlock& orelse) override {
//       for (auto& n : then.assigned) ...;  then.run(); Value y = then.get("y"); ...
//     }
//   };
//
// break, continue and return follow AutoGraph's rewrite (break_statements.py,
// continue_statements.py, return_statements.py): in staged code they never unwind
// the evaluator; they set flags, and the statements after them are guarded by
// `if not continue_:` (a staged if once a flag is a tensor). The flags travel as
// extra names in `assigned`, read and written through get()/set() like any
// variable, so staged ifs merge them and staged loops carry them:
//   break_     the innermost loop's break flag (a loop variable; the loop stops when set)
//   continue_  set by break, continue and return: the rest of the iteration is skipped
//   do_return  the function returned (a loop variable of loops whose body returns)
//   retval_    the return value; get() gives Null while it is undefined
#pragma once
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "lang/eval/interp.h"

namespace tl::lang {

inline constexpr const char* kBreakFlag = "break_";
inline constexpr const char* kContinueFlag = "continue_";
inline constexpr const char* kDoReturnFlag = "do_return";
inline constexpr const char* kReturnValue = "retval_";

struct StagedBlock {
  std::vector<std::string> assigned;
  std::function<void()> run;
  std::function<Value(const std::string&)> get;  // Null if unbound
  std::function<void(const std::string&, const Value&)> set;
  // Loops: flags (break_, do_return) that stop the loop once true; the hook ANDs
  // `not flag` into the loop condition.
  std::vector<std::string> stopFlags;
  // Loops: the keyword arguments of a loop directive in the body
  // (tf.autograph.experimental.set_loop_options), evaluated before the loop as
  // AutoGraph evaluates them, in order.
  std::vector<std::pair<std::string, Value>> loopOptions;
  // Ifs: a name bound in only one branch is dropped (unbound after the if) instead
  // of being an error; set for the ifs the jump rewrite adds, whose temporaries are
  // not used after them.
  bool dropUndefined = false;
  // The names the code after the statement may read (sorted), when known: a name
  // the block assigns that is not among them is local to the block.
  std::optional<std::vector<std::string>> liveAfter;
};

class ControlFlowHook {
 public:
  virtual ~ControlFlowHook() = default;
  // The evaluator hands over a whole statement: an `if` whose condition is staged,
  // every `while` (its condition may be staged, or turn into a tensor later), and a
  // `for` whose iterable is staged or for which rewritesLoop(body) holds. `first` is
  // the condition (iterable) the evaluator has already evaluated, Null if none.
  // Returns how the statement ended.
  virtual Interp::Flow runStatement(Interp& in, const Stmt* s, const Value& first) = 0;
  // A Python `for` whose body must run under the jump rewrite (it has break, continue
  // or return, which a staged if inside may decide).
  virtual bool rewritesLoop(const Body& body) = 0;
  // A `for` over an object that stages its own loop (a tf.data.Dataset, as
  // AutoGraph's for_stmt turns a loop over a dataset into a graph loop).
  virtual bool stagesLoopOver(Interp& in, const Value& iterable) = 0;
  // The staging primitives runStatement builds on:
  virtual void stageIf(Interp& in, const Value& cond, StagedBlock& then, StagedBlock& orelse) = 0;
  // `cond` re-evaluates the loop condition in the current frame.
  virtual void stageWhile(Interp& in, std::function<Value()> cond, StagedBlock& body) = 0;
  // `assignTarget` binds the loop target(s) to one element.
  virtual void stageFor(Interp& in, const Value& iterable, std::function<void(const Value&)> assignTarget,
                        StagedBlock& body) = 0;
  // `not flag` for a staged flag (the guards of the jump rewrite).
  virtual Value logicalNot(Interp& in, const Value& flag) = 0;
  // range() called in converted code (AutoGraph's py_builtins.range_): a range
  // over tensors is staged; Null when the arguments are Python's to handle.
  virtual Value builtinRange(Interp& in, const CallArgs& args) = 0;
};

// Variables of the current frame by name (Null: unbound; writing Null unbinds a local).
Value readFrameVar(Interp& in, const std::string& name);
void writeFrameVar(Interp& in, const std::string& name, const Value& v);

}  // namespace tl::lang
