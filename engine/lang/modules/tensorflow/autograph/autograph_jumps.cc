// AutoGraph's rewrite of break / continue / return (break_statements.py,
// continue_statements.py, return_statements.py and ConditionalReturnRewriter),
// applied while the code runs instead of to the source: the evaluator hands over a
// staged if or loop (or, while tracing, a loop whose body jumps), and its blocks run
// here statement by statement. A jump sets flags; the statements after it are
// skipped while the flag is a Python True and guarded by a staged
// `if not continue_:` once it is a tensor. Staged ifs merge the flags and staged
// loops carry them (see hooks.h), so the graph keeps one While node.
#include "lang/modules/tensorflow/autograph/autograph_hook.h"
#include "lang/syntax/parser.h"

namespace tl::lang {
namespace {

using Flow = Interp::Flow;

bool isStaged(const Value& v) { return v.is(ObjKind::Native) && v.as<NativeObject>()->staged(); }
bool isTrue(const Value& v) { return v.isBool() && v.asBool(); }
bool isFalse(const Value& v) { return v.isBool() && !v.asBool(); }

// ---- what AutoGraph's converters see in the source ----

// break/continue of the loop owning `body` (not of nested loops), and any return.
void scanJumps(const Body& body, bool nested, JumpUse& use);

void scanStmtJumps(const Stmt* st, bool nested, JumpUse& use) {
  switch (st->kind) {
    case StmtKind::Break: use.brk |= !nested; return;
    case StmtKind::Continue: use.cont |= !nested; return;
    case StmtKind::Return: use.ret = true; return;
    case StmtKind::If:
      scanJumps(static_cast<const IfStmt*>(st)->body, nested, use);
      scanJumps(static_cast<const IfStmt*>(st)->orelse, nested, use);
      return;
    case StmtKind::While:
      scanJumps(static_cast<const WhileStmt*>(st)->body, true, use);
      scanJumps(static_cast<const WhileStmt*>(st)->orelse, nested, use);
      return;
    case StmtKind::For:
      scanJumps(static_cast<const ForStmt*>(st)->body, true, use);
      scanJumps(static_cast<const ForStmt*>(st)->orelse, nested, use);
      return;
    case StmtKind::With: scanJumps(static_cast<const WithStmt*>(st)->body, nested, use); return;
    case StmtKind::Try: {
      auto* t = static_cast<const TryStmt*>(st);
      for (const Body* b : {&t->body, &t->orelse, &t->finally}) scanJumps(*b, nested, use);
      for (const auto& h : t->handlers) scanJumps(h.body, nested, use);
      return;
    }
    default: return;
  }
}

void scanJumps(const Body& body, bool nested, JumpUse& use) {
  for (const auto& st : body) scanStmtJumps(st.get(), nested, use);
}

}  // namespace

JumpUse jumpsOf(const Body& body) {
  JumpUse use;
  scanJumps(body, false, use);
  return use;
}

namespace {

// ConditionalReturnRewriter's "definitely returns": a return, an if returning in both
// branches, or a with whose body does.
bool definitelyReturns(const Body& body) {
  for (const auto& st : body) {
    if (st->kind == StmtKind::Return) return true;
    if (st->kind == StmtKind::If) {
      auto* s = static_cast<const IfStmt*>(st.get());
      if (definitelyReturns(s->body) && definitelyReturns(s->orelse)) return true;
    }
    if (st->kind == StmtKind::With && definitelyReturns(static_cast<const WithStmt*>(st.get())->body)) return true;
  }
  return false;
}

// Where a statement sits in its function: the enclosing blocks, innermost first.
// `opaque` when a loop, with or try lies between (their rest cannot be run from here).
struct FunctionPath {
  struct Level {
    const Body* body;
    size_t index;
  };
  std::vector<Level> levels;
  bool opaque = false;
};

bool findPath(const Body& body, const Stmt* target, FunctionPath& path);

bool findInside(const Stmt* st, const Stmt* target, FunctionPath& path) {
  std::vector<const Body*> inner;
  switch (st->kind) {
    case StmtKind::If: inner = {&static_cast<const IfStmt*>(st)->body, &static_cast<const IfStmt*>(st)->orelse}; break;
    case StmtKind::While: inner = {&static_cast<const WhileStmt*>(st)->body}; break;
    case StmtKind::For: inner = {&static_cast<const ForStmt*>(st)->body}; break;
    case StmtKind::With: inner = {&static_cast<const WithStmt*>(st)->body}; break;
    case StmtKind::Try: {
      auto* t = static_cast<const TryStmt*>(st);
      inner = {&t->body, &t->orelse, &t->finally};
      for (const auto& h : t->handlers) inner.push_back(&h.body);
      break;
    }
    default: return false;
  }
  for (const Body* b : inner) {
    if (!findPath(*b, target, path)) continue;
    path.opaque |= st->kind != StmtKind::If;
    return true;
  }
  return false;
}

bool findPath(const Body& body, const Stmt* target, FunctionPath& path) {
  for (size_t i = 0; i < body.size(); ++i) {
    if (body[i].get() == target || findInside(body[i].get(), target, path)) {
      path.levels.push_back({&body, i});
      return true;
    }
  }
  return false;
}

FunctionPath pathTo(Interp& in, const Stmt* s) {
  FunctionPath path;
  if (in.frame->code) findPath(in.frame->code->body, s, path);
  return path;
}

// ---- running blocks under the rewrite ----

const char* kPyForJump =
    "break and return statements which depend on a TF condition are not supported in Python "
    "for loops. Did you intend to make it a TF loop?\nSee "
    "https://github.com/tensorflow/tensorflow/blob/master/tensorflow/python/autograph/g3doc/"
    "reference/limitations.md#consistency-of-control-flow-types for more info.";
const char* kPyWhileJump =
    "The condition of while loop started as non-Tensor, then changed to Tensor. This may happen "
    "either because variables changed type, or when a break or return statement inside the loop "
    "depends on a Tensor condition. In both cases, changing to a TF loop should remove the "
    "error.\nSee https://github.com/tensorflow/tensorflow/blob/master/tensorflow/python/autograph/"
    "g3doc/reference/limitations.md#consistency-of-control-flow-types for more info.";

// do_return and retval_ of one call (retval_ Null: AutoGraph's UndefinedReturnValue).
struct Returns {
  Value doReturn = Value::boolean(false);
  Value retval;
};

// The flags of the block being run. Python bools until a staged if or loop merges
// them into tensors.
struct Jumps {
  Value skip = Value::boolean(false);  // continue_
  Value brk = Value::boolean(false);   // break_ of the innermost loop
  Returns* ret = nullptr;
  bool inLoop = false;
};

Jumps loopJumps(const Jumps& outer) {
  Jumps j;
  j.ret = outer.ret;
  j.inLoop = true;
  return j;
}

Value* flagOf(Jumps* j, const std::string& name) {
  if (name == kContinueFlag) return &j->skip;
  if (name == kBreakFlag) return j->inLoop ? &j->brk : nullptr;
  if (name == kDoReturnFlag) return &j->ret->doReturn;
  if (name == kReturnValue) return &j->ret->retval;
  return nullptr;
}

StagedBlock makeBlock(Interp& in, std::vector<std::string> assigned, Jumps* j) {
  StagedBlock b;
  b.assigned = std::move(assigned);
  b.get = [&in, j](const std::string& n) {
    Value* flag = flagOf(j, n);
    return flag ? *flag : readFrameVar(in, n);
  };
  b.set = [&in, j](const std::string& n, const Value& v) {
    if (Value* flag = flagOf(j, n)) *flag = v;
    else writeFrameVar(in, n, v);
  };
  return b;
}

// A staged if carries the flags with its variables (unchanged ones pass through).
std::vector<std::string> withFlags(std::vector<std::string> names, const Jumps& j) {
  names.push_back(kContinueFlag);
  if (j.inLoop) names.push_back(kBreakFlag);
  names.push_back(kDoReturnFlag);
  names.push_back(kReturnValue);
  return names;
}

void runBlock(Interp& in, const Body& body, size_t from, Jumps& j);
// `first`: the condition (iterable) when the caller evaluated it already.
void runWhile(Interp& in, const WhileStmt* s, Jumps& outer, Value first = {});
void runFor(Interp& in, const ForStmt* s, Jumps& outer, Value first = {});

// `if not continue_: <rest of the block>`, once continue_ is a tensor.
void guardRest(Interp& in, const Body& body, size_t from, Jumps& j) {
  std::vector<std::string> names;
  collectAssigned(body, names);
  StagedBlock rest = makeBlock(in, withFlags(names, j), &j);
  StagedBlock skipped = makeBlock(in, rest.assigned, &j);
  rest.dropUndefined = skipped.dropUndefined = true;
  rest.run = [&in, &body, from, &j] {
    j.skip = Value::boolean(false);
    runBlock(in, body, from, j);
  };
  skipped.run = [&j] { j.skip = Value::boolean(true); };
  ControlFlowHook* hook = in.controlFlowHook();
  hook->stageIf(in, hook->logicalNot(in, j.skip), rest, skipped);
}

void runBranch(Interp& in, const Body& branch, const Body* rest, size_t from, Jumps& j) {
  runBlock(in, branch, 0, j);
  if (rest) runBlock(in, *rest, from, j);
}

// A staged if. When exactly one branch definitely returns, the rest of the block
// moves into the other one (ConditionalReturnRewriter), so the If node returns on
// both paths; true then (the rest has run).
bool stageIfJumps(Interp& in, const IfStmt* s, const Value& c, const Body& body, size_t rest, Jumps& j) {
  bool thenReturns = definitelyReturns(s->body), elseReturns = definitelyReturns(s->orelse);
  bool moveRest = rest < body.size() && thenReturns != elseReturns;
  std::vector<std::string> names = s->assigned;
  if (moveRest) collectAssigned(body, names);
  StagedBlock then = makeBlock(in, withFlags(names, j), &j);
  StagedBlock orelse = makeBlock(in, then.assigned, &j);
  then.liveAfter = orelse.liveAfter = liveAfter(in, s);
  // Once both paths return, no variable of the branches is used after the if.
  then.dropUndefined = orelse.dropUndefined = moveRest || (thenReturns && elseReturns);
  const Body* thenRest = moveRest && !thenReturns ? &body : nullptr;
  const Body* elseRest = moveRest && thenReturns ? &body : nullptr;
  then.run = [&in, s, thenRest, rest, &j] { runBranch(in, s->body, thenRest, rest, j); };
  orelse.run = [&in, s, elseRest, rest, &j] { runBranch(in, s->orelse, elseRest, rest, j); };
  in.controlFlowHook()->stageIf(in, c, then, orelse);
  return moveRest;
}

bool runIf(Interp& in, const IfStmt* s, const Body& body, size_t rest, Jumps& j) {
  Value c = in.eval(s->cond.get());
  if (isStaged(c)) return stageIfJumps(in, s, c, body, rest, j);
  in.frame->cur = &s->cond->span;
  runBlock(in, in.truthy(c) ? s->body : s->orelse, 0, j);
  return false;
}

// A jump out of a statement the evaluator ran itself (a with or try body).
void noteFlow(Interp& in, Flow f, Jumps& j) {
  if (f == Flow::Normal) return;
  if (f == Flow::Return) {
    j.ret->retval = in.frame->ret;
    j.ret->doReturn = Value::boolean(true);
  }
  if (f == Flow::Break) j.brk = Value::boolean(true);
  j.skip = Value::boolean(true);
}

void jump(Interp& in, Jumps& j, bool isBreak) {
  if (!j.inLoop) {
    in.raise(in.types.NotImplementedError,
             "break and continue inside a with or try block that depend on a TF condition are not supported");
  }
  if (isBreak) j.brk = Value::boolean(true);
  j.skip = Value::boolean(true);
}

// One statement; true when it also ran the rest of `body`.
bool runStmt(Interp& in, const Body& body, size_t i, Jumps& j) {
  const Stmt* s = body[i].get();
  if (s->kind != StmtKind::Break && s->kind != StmtKind::Continue && s->kind != StmtKind::Return &&
      s->kind != StmtKind::If && s->kind != StmtKind::While && s->kind != StmtKind::For) {
    noteFlow(in, in.execStmt(s), j);
    return false;
  }
  in.enterStatement(s);
  switch (s->kind) {
    case StmtKind::Break: jump(in, j, true); return false;
    case StmtKind::Continue: jump(in, j, false); return false;
    case StmtKind::Return: {
      auto* r = static_cast<const ReturnStmt*>(s);
      j.ret->retval = r->value ? in.eval(r->value.get()) : Value::none();
      j.ret->doReturn = j.skip = Value::boolean(true);
      return false;
    }
    case StmtKind::If: return runIf(in, static_cast<const IfStmt*>(s), body, i + 1, j);
    case StmtKind::While: runWhile(in, static_cast<const WhileStmt*>(s), j); return false;
    default: runFor(in, static_cast<const ForStmt*>(s), j); return false;
  }
}

// Runs body[from..]; a statement after a jump is skipped (flag true) or guarded (a tensor).
void runBlock(Interp& in, const Body& body, size_t from, Jumps& j) {
  for (size_t i = from; i < body.size(); ++i) {
    if (!isFalse(j.skip)) {
      if (!isTrue(j.skip)) guardRest(in, body, i, j);
      return;
    }
    Value doReturn = j.ret->doReturn;
    if (runStmt(in, body, i, j)) return;
    // A return inside a nested loop: the rest of this block is guarded by do_return.
    if (!j.ret->doReturn.sameAs(doReturn) && isFalse(j.skip)) j.skip = j.ret->doReturn;
  }
}

// One iteration of a Python loop (unrolled while tracing); true to stop the loop. A
// break or return decided by a tensor cannot stop a Python loop: TensorFlow raises.
bool pyIteration(Interp& in, const Body& body, Jumps& j, bool isWhile) {
  j.skip = j.brk = Value::boolean(false);
  Value doReturn = j.ret->doReturn;
  runBlock(in, body, 0, j);
  bool returned = !j.ret->doReturn.sameAs(doReturn);
  if (isStaged(j.brk) || (returned && isStaged(j.ret->doReturn))) {
    in.raise(in.types.NotImplementedError, isWhile ? kPyWhileJump : kPyForJump);
  }
  return isTrue(j.brk) || (returned && isTrue(j.ret->doReturn));
}

// The set_loop_options calls among a loop body's statements: AutoGraph's
// directives converter takes their arguments from the code before the loop.
std::vector<std::pair<std::string, Value>> loopDirectives(Interp& in, const Body& body) {
  std::vector<std::pair<std::string, Value>> options;
  for (const StmtPtr& st : body) {
    if (st->kind != StmtKind::Expr) continue;
    const Expr* value = static_cast<const ExprStmt*>(st.get())->value.get();
    if (value->kind != ExprKind::Call) continue;
    const auto* call = static_cast<const CallExpr*>(value);
    const Expr* func = call->func.get();
    bool named = (func->kind == ExprKind::Attribute &&
                  static_cast<const AttributeExpr*>(func)->attr == "set_loop_options") ||
                 (func->kind == ExprKind::Name && static_cast<const NameExpr*>(func)->name == "set_loop_options");
    if (!named || !in.eval(func).sameAs(tfState(in).setLoopOptions)) continue;
    for (const Arg& arg : call->args) {
      if (arg.kind == Arg::Kind::Keyword) options.emplace_back(arg.name, in.eval(arg.value.get()));
    }
  }
  return options;
}

// A staged loop's body: its variables plus the flags its jumps carry as loop variables.
StagedBlock loopBody(Interp& in, const Stmt* loop, const Body& body, const std::vector<std::string>& assigned,
                     Jumps& j) {
  JumpUse use = jumpsOf(body);
  std::vector<std::string> names = assigned;
  if (use.brk) names.push_back(kBreakFlag);
  if (use.ret) names.insert(names.end(), {kDoReturnFlag, kReturnValue});
  StagedBlock b = makeBlock(in, names, &j);
  if (use.brk) b.stopFlags.push_back(kBreakFlag);
  if (use.ret) b.stopFlags.push_back(kDoReturnFlag);
  b.loopOptions = loopDirectives(in, body);
  b.liveAfter = liveAfter(in, loop);
  b.run = [&in, &body, &j] {
    j.skip = Value::boolean(false);
    runBlock(in, body, 0, j);
  };
  return b;
}

// A while whose condition starts as a Python value runs as a Python loop; a condition
// that becomes a tensor later cannot be staged any more (_py_while_stmt raises).
void runWhile(Interp& in, const WhileStmt* s, Jumps& outer, Value first) {
  Jumps j = loopJumps(outer);
  bool unrolled = false;
  for (Value c = first.isNull() ? in.eval(s->cond.get()) : first;; c = in.eval(s->cond.get()), unrolled = true) {
    if (isStaged(c)) {
      if (unrolled) in.raise(in.types.NotImplementedError, kPyWhileJump);
      StagedBlock body = loopBody(in, s, s->body, s->assigned, j);
      in.controlFlowHook()->stageWhile(
          in, [&in, s] { return in.eval(s->cond.get()); }, body);
      return;
    }
    if (!in.truthy(c)) break;
    if (pyIteration(in, s->body, j, true)) return;
    in.stepLimitCheck();
  }
  runBlock(in, s->orelse, 0, outer);
}

// A loop over a tf.data.Dataset: its _tl_staged_for() gives the indices to loop
// over and the function making the element at an index (None: the dataset's
// elements are not stacked, so Python iterates it).
bool stagedDatasetLoop(Interp& in, Value& iterable, Value& elementAt) {
  if (!in.controlFlowHook()->stagesLoopOver(in, iterable)) return false;
  Value plan = in.call(in.getAttr(iterable, "_tl_staged_for"), {});
  if (!plan.is(ObjKind::Tuple)) return false;
  iterable = plan.as<Tuple>()->items[0];
  elementAt = plan.as<Tuple>()->items[1];
  return true;
}

void runFor(Interp& in, const ForStmt* s, Jumps& outer, Value first) {
  Value iterable = first.isNull() ? in.eval(s->iter.get()) : first;
  Jumps j = loopJumps(outer);
  Value elementAt;
  if (stagedDatasetLoop(in, iterable, elementAt) || isStaged(iterable)) {
    StagedBlock body = loopBody(in, s, s->body, s->assigned, j);
    in.controlFlowHook()->stageFor(
        in, iterable,
        [&in, s, &elementAt](const Value& v) {
          in.assign(s->target.get(), elementAt.isNull() ? v : in.call(elementAt, {v}));
        },
        body);
    return;
  }
  in.frame->cur = &s->span;
  Value it = in.iter(iterable), item;
  while (in.next(it, item)) {
    in.assign(s->target.get(), item);
    if (pyIteration(in, s->body, j, false)) return;
    in.stepLimitCheck();
  }
  runBlock(in, s->orelse, 0, outer);
}

// After a staged construct at function level: the function returned on no path
// (Normal), on every path (Return), or on some, do_return being a tensor: then the
// rest of the function runs here, guarded by `if not do_return:`.
Flow finishCall(Interp& in, const FunctionPath& path, Jumps& j, bool ranRest, bool alwaysReturns) {
  Returns& ret = *j.ret;
  if (isFalse(ret.doReturn) && !ranRest) return Flow::Normal;
  if (!isTrue(ret.doReturn) && !alwaysReturns) {
    if (path.opaque || path.levels.empty()) {
      in.raise(in.types.NotImplementedError,
               "a return that depends on a TF condition inside a loop, with or try block is not supported");
    }
    j.skip = ret.doReturn;
    for (size_t k = ranRest ? 1 : 0; k < path.levels.size(); ++k) {
      runBlock(in, *path.levels[k].body, path.levels[k].index + 1, j);
    }
  }
  in.frame->ret = ret.retval.isNull() ? Value::none() : ret.retval;
  return Flow::Return;
}

}  // namespace

// A statement the evaluator hands over at function level: a staged if, or a loop
// that is staged or whose body jumps. `first`: the if's condition, the while's first
// condition or the for's iterable (Null: not evaluated yet).
Flow runJumpRewrite(Interp& in, const Stmt* s, const Value& first) {
  Returns ret;
  Jumps j;
  j.ret = &ret;
  FunctionPath path = pathTo(in, s);
  if (s->kind == StmtKind::While) runWhile(in, static_cast<const WhileStmt*>(s), j, first);
  if (s->kind == StmtKind::For) runFor(in, static_cast<const ForStmt*>(s), j, first);
  if (s->kind != StmtKind::If) return finishCall(in, path, j, false, false);
  auto* ifStmt = static_cast<const IfStmt*>(s);
  static const Body kNoBody;
  const Body& block = path.levels.empty() ? kNoBody : *path.levels[0].body;
  size_t rest = path.levels.empty() ? 0 : path.levels[0].index + 1;
  bool ranRest = stageIfJumps(in, ifStmt, first, block, rest, j);
  bool bothReturn = definitelyReturns(ifStmt->body) && definitelyReturns(ifStmt->orelse);
  return finishCall(in, path, j, ranRest, ranRest || bothReturn);
}

}  // namespace tl::lang
