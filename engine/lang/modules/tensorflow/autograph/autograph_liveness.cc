// AutoGraph's liveness analysis (pyct/static_analysis/liveness.py) as staging needs
// it: the names the code after a staged if or loop may read. A name a staged block
// assigns that is not read afterwards is local to the block: an if does not output
// it (so one branch may leave it unset) and a loop does not carry it, while a name
// unset before a loop and read after it becomes a loop variable
// (control_flow._try_handling_undefineds). The analysis over-approximates: every read
// counts, writes kill only through plain assignments, a loop body is walked twice
// (the next iteration's reads), and the names nested functions close over are live
// everywhere (limitations.md, "Variables closed over by lambda functions").
#include <algorithm>
#include <set>

#include "lang/modules/tensorflow/autograph/autograph_hook.h"
#include "lang/syntax/ast_walk.h"

namespace tl::lang {
namespace {

using Names = std::set<std::string>;

void readsOfBody(const Body& body, Names& out);

void readsOfExpr(const Expr* e, Names& out) {
  if (!e) return;
  if (e->kind == ExprKind::Name) out.insert(static_cast<const NameExpr*>(e)->name);
  if (e->kind == ExprKind::Lambda) {
    const auto& code = static_cast<const LambdaExpr*>(e)->code;
    if (code) out.insert(code->freeVars.begin(), code->freeVars.end());
  }
  forEachChild(e, [&](const Expr* c) { readsOfExpr(c, out); });
}

// What assigning to a target reads: x[i] = v reads x and i; a bare name reads nothing.
void readsOfTarget(const Expr* t, Names& out) {
  if (!t || t->kind == ExprKind::Name) return;
  if (t->kind == ExprKind::Tuple || t->kind == ExprKind::List) {
    for (const auto& x : static_cast<const SeqExpr*>(t)->elts) readsOfTarget(x.get(), out);
  } else if (t->kind == ExprKind::Starred) {
    readsOfTarget(static_cast<const StarredExpr*>(t)->value.get(), out);
  } else {
    readsOfExpr(t, out);
  }
}

// The names a plain assignment to `t` binds (they are dead before it).
void kill(const Expr* t, Names& live) {
  if (!t) return;
  if (t->kind == ExprKind::Name) live.erase(static_cast<const NameExpr*>(t)->name);
  if (t->kind == ExprKind::Tuple || t->kind == ExprKind::List) {
    for (const auto& x : static_cast<const SeqExpr*>(t)->elts) kill(x.get(), live);
  }
  if (t->kind == ExprKind::Starred) kill(static_cast<const StarredExpr*>(t)->value.get(), live);
}

// Every name a statement may read, its blocks and nested functions included.
void readsOfStmt(const Stmt& st, Names& out) {
  forEachStmtExpr(st, [&](const Expr* e) { readsOfExpr(e, out); });
  switch (st.kind) {
    case StmtKind::Assign:
      for (const auto& t : static_cast<const AssignStmt&>(st).targets) readsOfTarget(t.get(), out);
      break;
    case StmtKind::AugAssign: readsOfExpr(static_cast<const AugAssignStmt&>(st).target.get(), out); break;
    case StmtKind::For: readsOfTarget(static_cast<const ForStmt&>(st).target.get(), out); break;
    case StmtKind::FunctionDef: {
      const auto& code = static_cast<const FunctionDefStmt&>(st).code;
      if (code) out.insert(code->freeVars.begin(), code->freeVars.end());
      break;
    }
    case StmtKind::Try:
      for (const auto& h : static_cast<const TryStmt&>(st).handlers) readsOfExpr(h.type.get(), out);
      break;
    default: break;
  }
  for (Body* b : blocksOf(const_cast<Stmt&>(st))) readsOfBody(*b, out);
}

void readsOfBody(const Body& body, Names& out) {
  for (const auto& st : body) readsOfStmt(*st, out);
}

// The statement looked for and the union of what is live after it (a loop body is
// walked twice, and may hold it).
struct Search {
  const Stmt* target;
  Names after;
  bool found = false;
};

Names liveIn(const Body& body, Names out, Search& s);

Names unite(Names a, const Names& b) {
  a.insert(b.begin(), b.end());
  return a;
}

// A loop body run again and again: what it needs at entry, given `out` after it
// (`target`: the for loop's target, bound before each iteration).
Names loopBodyLiveIn(const Body& body, const Names& out, const Expr* target, Search& s) {
  Names first = liveIn(body, out, s);
  kill(target, first);
  Names again = liveIn(body, unite(out, first), s);
  kill(target, again);
  return again;
}

Names liveInStmt(const Stmt& st, Names out, Search& s) {
  Names in;
  switch (st.kind) {
    case StmtKind::Assign: {
      const auto& a = static_cast<const AssignStmt&>(st);
      if (a.value)
        for (const auto& t : a.targets) kill(t.get(), out);
      in = out;
      readsOfStmt(st, in);
      return in;
    }
    case StmtKind::Return: readsOfStmt(st, in); return in;
    case StmtKind::If: {
      const auto& i = static_cast<const IfStmt&>(st);
      in = unite(liveIn(i.body, out, s), liveIn(i.orelse, out, s));
      readsOfExpr(i.cond.get(), in);
      return in;
    }
    case StmtKind::While: {
      const auto& w = static_cast<const WhileStmt&>(st);
      Names loopOut = out;
      readsOfExpr(w.cond.get(), loopOut);
      return unite(unite(loopOut, loopBodyLiveIn(w.body, loopOut, nullptr, s)), liveIn(w.orelse, out, s));
    }
    case StmtKind::For: {
      const auto& f = static_cast<const ForStmt&>(st);
      in = unite(unite(out, loopBodyLiveIn(f.body, out, f.target.get(), s)), liveIn(f.orelse, out, s));
      readsOfExpr(f.iter.get(), in);
      return in;
    }
    case StmtKind::With: {
      in = liveIn(static_cast<const WithStmt&>(st).body, out, s);
      for (const auto& item : static_cast<const WithStmt&>(st).items) readsOfExpr(item.context.get(), in);
      return in;
    }
    case StmtKind::Try: {
      const auto& t = static_cast<const TryStmt&>(st);
      Names handlers = liveIn(t.finally, out, s);
      for (const auto& h : t.handlers) {
        handlers = unite(handlers, liveIn(h.body, out, s));
        readsOfExpr(h.type.get(), handlers);
      }
      Names afterBody = unite(unite(out, handlers), liveIn(t.orelse, out, s));
      return unite(liveIn(t.body, afterBody, s), handlers);
    }
    default:
      in = out;
      readsOfStmt(st, in);
      return in;
  }
}

Names liveIn(const Body& body, Names out, Search& s) {
  for (size_t i = body.size(); i-- > 0;) {
    if (body[i].get() == s.target) {
      s.after.insert(out.begin(), out.end());
      s.found = true;
    }
    out = liveInStmt(*body[i], std::move(out), s);
  }
  return out;
}

}  // namespace

std::optional<std::vector<std::string>> liveAfter(Interp& in, const Stmt* s) {
  if (!in.frame->code || in.frame->code->isClassBody) return std::nullopt;
  Search search{s, {}};
  liveIn(in.frame->code->body, {}, search);
  if (!search.found) return std::nullopt;
  return std::vector<std::string>(search.after.begin(), search.after.end());
}

bool liveAfterBlock(const StagedBlock& block, const std::string& name) {
  if (!block.liveAfter || name == kBreakFlag || name == kContinueFlag || name == kDoReturnFlag ||
      name == kReturnValue) {
    return true;
  }
  return std::binary_search(block.liveAfter->begin(), block.liveAfter->end(), name);
}

}  // namespace tl::lang
