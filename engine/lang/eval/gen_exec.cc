// The generator runner: a generator body's statements that hold a yield, run
// so that a yield can leave them and a resume can come back (generators.h).
#include "lang/eval/builtins.h"
#include "lang/eval/generators.h"
#include "lang/eval/statements.h"
#include "lang/syntax/ast_walk.h"

namespace tl::lang {

using Flow = Interp::Flow;

namespace {

// `yield v`, `yield from v`, `x = yield v` or `x = yield from v` whose v holds
// no yield: the statement's own yield is the only one it can stop at, so it
// resumes exactly (the value sent in is the yield's value).
const YieldExpr* statementYield(const Stmt* s) {
  const Expr* e = nullptr;
  if (s->kind == StmtKind::Expr) e = static_cast<const ExprStmt*>(s)->value.get();
  if (s->kind == StmtKind::Assign && !static_cast<const AssignStmt*>(s)->annotation)
    e = static_cast<const AssignStmt*>(s)->value.get();
  if (!e || e->kind != ExprKind::Yield) return nullptr;
  const auto* y = static_cast<const YieldExpr*>(e);
  return y->value && hasYield(y->value.get()) ? nullptr : y;
}

class GenRunner {
 public:
  GenRunner(Interp& in, GeneratorObj& g) : in_(in), g_(g), resuming_(g.started) {}

  // A block at nesting `level`, from its start or from where the generator stopped.
  Flow block(const Body& body, size_t level);

 private:
  Flow statement(const Stmt* s, size_t level);
  Flow suspendAt(const Stmt* s, const YieldExpr* y);
  Flow resumeLeaf(const Stmt* s, size_t level);
  Flow genIf(const IfStmt* s, size_t level);
  Flow genWhile(const WhileStmt* s, size_t level);
  Flow genFor(const ForStmt* s, size_t level);
  Flow genWith(const WithStmt* w, size_t level);
  Flow genMatch(const MatchStmt* m, size_t level);
  bool loopBody(const Body& body, size_t level, const Value& iterator, Flow& out);
  Flow loopElse(const Body& orelse, size_t level);
  Flow genTry(const TryStmt* t, size_t level);
  Flow tryClauses(const TryStmt* t, size_t level, int part);
  Flow handlerClause(const TryStmt* t, size_t level, int k, const Value& exc, bool resumed);
  Flow elseClause(const TryStmt* t, size_t level);
  Flow finallyClause(const TryStmt* t, size_t level, const Value& exc, Flow flow, const Value& ret);

  // Runs `run`, a statement or block below `level`; when a yield below
  // suspends it (by GeneratorSuspend or by Flow::Suspend), `record` notes in
  // this level's ResumePoint where it stood.
  template <class Run, class Record>
  Flow recorded(size_t level, Run run, Record record) {
    Flow f;
    try {
      f = run();
    } catch (GeneratorSuspend&) {
      record(at(level));
      throw;
    }
    if (f == Flow::Suspend) record(at(level));
    return f;
  }
  // `body` one level down, recorded at `level`.
  template <class Record>
  Flow nested(const Body& body, size_t level, Record record) {
    return recorded(
        level, [&] { return block(body, level + 1); }, record);
  }

  // The record of `level`, made when a yield below it unwinds.
  ResumePoint& at(size_t level) {
    if (g_.path.size() <= level) g_.path.resize(level + 1);
    return g_.path[level];
  }
  // A statement's own expressions were evaluated: yields replayed for them are spent.
  void endReplay() {
    g_.replaying = false;
    g_.replay.clear();
  }

  Interp& in_;
  GeneratorObj& g_;
  bool resuming_;  // walking back down to where the generator stopped
};

Flow GenRunner::block(const Body& body, size_t level) {
  size_t i = 0;
  if (resuming_) {
    i = g_.path[level].index;
    const Stmt* s = body[i].get();
    const bool leaf = g_.path.size() == level + 1;
    Flow f = recorded(
        level, [&] { return leaf ? resumeLeaf(s, level) : statement(s, level); }, [i](ResumePoint& p) { p.index = i; });
    if (f != Flow::Normal) return f;
    ++i;
  }
  for (; i < body.size(); ++i) {
    const Stmt* s = body[i].get();
    Flow f = !s->hasYield ? in_.execStmt(s)
                          : recorded(
                                level, [&] { return statement(s, level); }, [i](ResumePoint& p) { p.index = i; });
    if (f != Flow::Normal) return f;
  }
  return Flow::Normal;
}

Flow GenRunner::statement(const Stmt* s, size_t level) {
  if (!resuming_) {
    in_.stepLimitCheck();
    in_.frame->cur = &s->span;
  }
  switch (s->kind) {
    case StmtKind::If: return genIf(static_cast<const IfStmt*>(s), level);
    case StmtKind::While: return genWhile(static_cast<const WhileStmt*>(s), level);
    case StmtKind::For: return genFor(static_cast<const ForStmt*>(s), level);
    case StmtKind::With: return genWith(static_cast<const WithStmt*>(s), level);
    case StmtKind::Try: return genTry(static_cast<const TryStmt*>(s), level);
    case StmtKind::Match: return genMatch(static_cast<const MatchStmt*>(s), level);
    default: {
      // A plain yield suspends by returning Flow::Suspend, without a C++
      // exception (an unwind through every level costs microseconds an item).
      if (const YieldExpr* y = statementYield(s); y && !y->from && !g_.replaying) return suspendAt(s, y);
      Flow f = in_.execStmt(s);
      endReplay();
      return f;
    }
  }
}

// As evalYield does for a yield inside an expression, and the levels above
// record where they are as the flow returns through them.
Flow GenRunner::suspendAt(const Stmt* s, const YieldExpr* y) {
  in_.enterStatement(s);
  g_.yielded = y->value ? in_.eval(y->value.get()) : Value::none();
  g_.suspendedReplay.clear();
  g_.path.clear();
  return Flow::Suspend;
}

// The statement whose own expression yielded: the yield gives the value sent
// in (or raises what was thrown in), and the statement goes on.
Flow GenRunner::resumeLeaf(const Stmt* s, size_t level) {
  resuming_ = false;
  in_.frame->cur = &s->span;
  Value sent = g_.sent, thrown = g_.pendingThrow;
  g_.sent = Value();
  g_.pendingThrow = Value();
  if (!g_.delegate.isNull()) {
    if (!delegateStep(in_, g_, sent, thrown, sent)) {
      g_.path.clear();
      throw GeneratorSuspend{};
    }
  } else if (!thrown.isNull()) {
    in_.raiseValue(thrown);
  }
  if (statementYield(s)) {
    if (s->kind == StmtKind::Assign)
      for (const auto& t : static_cast<const AssignStmt*>(s)->targets) in_.assign(t.get(), sent);
    return Flow::Normal;
  }
  g_.replay = std::move(g_.suspendedReplay);
  g_.replay.push_back(sent);
  g_.replayPos = 0;
  g_.replaying = true;
  return statement(s, level);
}

Flow GenRunner::genIf(const IfStmt* s, size_t level) {
  int branch;
  if (resuming_) {
    branch = g_.path[level].part;
  } else {
    Value c = in_.eval(s->cond.get());
    endReplay();
    in_.frame->cur = &s->cond->span;
    branch = in_.truthy(c) ? 0 : 1;
  }
  return nested(branch == 0 ? s->body : s->orelse, level, [branch](ResumePoint& p) { p.part = branch; });
}

Flow GenRunner::genWhile(const WhileStmt* s, size_t level) {
  bool inBody = resuming_ && g_.path[level].part == 0;
  bool inElse = resuming_ && g_.path[level].part == 1;
  while (!inElse) {
    if (!inBody) {
      Value c = in_.eval(s->cond.get());
      endReplay();
      if (!in_.truthy(c)) break;
    }
    inBody = false;
    Flow out;
    if (loopBody(s->body, level, Value(), out)) return out;
  }
  return loopElse(s->orelse, level);
}

// One pass through a loop's body (part 0; a for loop's iterator kept); true
// when a break or return ends the loop, with what the loop ends with in `out`.
bool GenRunner::loopBody(const Body& body, size_t level, const Value& iterator, Flow& out) {
  const Flow f = nested(body, level, [&](ResumePoint& p) {
    p.part = 0;
    p.held = iterator;
  });
  if (f == Flow::Suspend) {
    out = f;
    return true;
  }
  if (f == Flow::Break || f == Flow::Return) {
    out = f == Flow::Break ? Flow::Normal : f;
    return true;
  }
  in_.stepLimitCheck();
  return false;
}

// A loop's else block (part 1).
Flow GenRunner::loopElse(const Body& orelse, size_t level) {
  return nested(orelse, level, [](ResumePoint& p) { p.part = 1; });
}

Flow GenRunner::genFor(const ForStmt* s, size_t level) {
  Value it;
  bool inBody = false, inElse = false;
  if (resuming_) {
    it = g_.path[level].held;
    (g_.path[level].part == 0 ? inBody : inElse) = true;
  } else {
    Value iterable = in_.eval(s->iter.get());
    endReplay();
    in_.frame->cur = &s->span;
    it = in_.iter(iterable);
  }
  while (!inElse) {
    if (!inBody) {
      Value x;
      in_.frame->cur = &s->span;
      if (!in_.next(it, x)) break;
      in_.assign(s->target.get(), x);
    }
    inBody = false;
    Flow out;
    if (loopBody(s->body, level, it, out)) return out;
  }
  return loopElse(s->orelse, level);
}

Flow GenRunner::genWith(const WithStmt* w, size_t level) {
  Value exits;  // a tuple of the items' __exit__ methods
  if (resuming_) {
    exits = g_.path[level].held;
  } else {
    exits = in_.newTuple(enterWithItems(in_, w));
    endReplay();
  }
  const std::vector<Value>& list = exits.as<Tuple>()->items;
  Flow flow;
  try {
    flow = nested(w->body, level, [&](ResumePoint& p) { p.held = exits; });
  } catch (PyException& e) {
    Value exc = e.exc;
    addTraceback(in_, exc, *in_.frame);
    if (!exitWithException(in_, list, exc)) throw;
    return Flow::Normal;
  }
  if (flow == Flow::Suspend) return flow;
  exitWithoutException(in_, list);
  return flow;
}

// A match statement: part is the case chosen.
Flow GenRunner::genMatch(const MatchStmt* m, size_t level) {
  int k;
  if (resuming_) {
    k = g_.path[level].part;
  } else {
    k = selectMatchCase(in_, m);
    endReplay();
  }
  if (k < 0) return Flow::Normal;
  return nested(m->cases[static_cast<size_t>(k)].body, level, [k](ResumePoint& p) { p.part = k; });
}

// A try-statement's parts: 0 the body, 1..n the handlers, n+1 else, n+2 finally.
Flow GenRunner::genTry(const TryStmt* t, size_t level) {
  const int kFinally = static_cast<int>(t->handlers.size()) + 2;
  const int part = resuming_ ? g_.path[level].part : 0;
  if (part == kFinally) {
    ResumePoint p = g_.path[level];
    return finallyClause(t, level, p.held, p.flow, p.ret);
  }
  Flow flow;
  try {
    flow = tryClauses(t, level, part);
  } catch (PyException& e) {
    if (t->finally.empty()) throw;
    Value exc = e.exc;
    addTraceback(in_, exc, *in_.frame);
    return finallyClause(t, level, exc, Flow::Normal, Value());
  }
  if (t->finally.empty() || flow == Flow::Suspend) return flow;
  return finallyClause(t, level, Value(), flow, in_.frame->ret);
}

Flow GenRunner::tryClauses(const TryStmt* t, size_t level, int part) {
  const int n = static_cast<int>(t->handlers.size());
  if (part >= 1 && part <= n) return handlerClause(t, level, part - 1, g_.path[level].held, true);
  if (part == n + 1) return elseClause(t, level);
  Flow flow;
  try {
    flow = nested(t->body, level, [](ResumePoint& p) { p.part = 0; });
  } catch (PyException& e) {
    if (t->handlers.empty()) throw;
    Value exc = e.exc;
    addTraceback(in_, exc, *in_.frame);
    if (t->star) {
      handleStar(in_, t, exc);
      return Flow::Normal;
    }
    for (int k = 0; k < n; ++k) {
      const Handler& h = t->handlers[k];
      if (h.type && !exceptionMatches(in_, exc, in_.eval(h.type.get()))) continue;
      return handlerClause(t, level, k, exc, false);
    }
    throw;
  }
  if (flow != Flow::Normal) return flow;
  return elseClause(t, level);
}

Flow GenRunner::handlerClause(const TryStmt* t, size_t level, int k, const Value& exc, bool resumed) {
  const Handler& h = t->handlers[k];
  in_.handling.push_back(exc);
  if (h.name && !resumed) in_.assign(h.name.get(), exc);
  Flow f;
  try {
    f = nested(h.body, level, [&](ResumePoint& p) {
      p.part = k + 1;
      p.held = exc;
    });
  } catch (GeneratorSuspend&) {
    in_.handling.pop_back();
    throw;
  } catch (...) {
    in_.handling.pop_back();
    if (h.name) unbindHandlerName(in_, h.name.get());
    throw;
  }
  in_.handling.pop_back();
  if (f == Flow::Suspend) return f;
  if (h.name) unbindHandlerName(in_, h.name.get());
  return f;
}

Flow GenRunner::elseClause(const TryStmt* t, size_t level) {
  const int part = static_cast<int>(t->handlers.size()) + 1;
  return nested(t->orelse, level, [part](ResumePoint& p) { p.part = part; });
}

// The finally block, then what the try-statement ended with: the exception
// `exc` raised again, or `flow` (a return's value restored).
Flow GenRunner::finallyClause(const TryStmt* t, size_t level, const Value& exc, Flow flow, const Value& ret) {
  if (!exc.isNull()) in_.handling.push_back(exc);
  Flow f;
  try {
    f = nested(t->finally, level, [&](ResumePoint& p) {
      p.part = static_cast<int>(t->handlers.size()) + 2;
      p.held = exc;
      p.flow = flow;
      p.ret = ret;
    });
  } catch (...) {
    if (!exc.isNull()) in_.handling.pop_back();
    throw;
  }
  if (!exc.isNull()) in_.handling.pop_back();
  if (f == Flow::Suspend) return f;
  if (f == Flow::Break || f == Flow::Continue) in_.frame->ret = Value();  // the pending return is dropped
  if (f != Flow::Normal) return f;                                        // return/break in finally drops the exception
  if (!exc.isNull()) throw PyException{exc};
  in_.frame->ret = ret;
  return flow;
}

}  // namespace

Flow runGeneratorBody(Interp& in, GeneratorObj& g, const Body& body) {
  GenRunner runner(in, g);
  return runner.block(body, 0);
}

}  // namespace tl::lang
