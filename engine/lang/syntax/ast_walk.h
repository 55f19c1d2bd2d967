// Walking the AST: the expressions a statement or expression holds directly,
// the blocks a statement holds, and which statements of a generator hold a
// yield (used by the resolver).
#pragma once
#include <vector>

#include "lang/syntax/ast.h"

namespace tl::lang {

// Calls f on each expression directly inside e (a lambda's body is its own
// scope and is left out; a comprehension's parts are in).
template <typename F>
void forEachChild(const Expr* e, F&& f) {
  auto all = [&](const std::vector<ExprPtr>& v) {
    for (const auto& x : v)
      if (x) f(x.get());
  };
  switch (e->kind) {
    case ExprKind::Binary:
      f(static_cast<const BinaryExpr*>(e)->left.get());
      f(static_cast<const BinaryExpr*>(e)->right.get());
      return;
    case ExprKind::Unary: f(static_cast<const UnaryExpr*>(e)->operand.get()); return;
    case ExprKind::BoolOp: all(static_cast<const BoolOpExpr*>(e)->values); return;
    case ExprKind::Compare:
      f(static_cast<const CompareExpr*>(e)->first.get());
      all(static_cast<const CompareExpr*>(e)->rest);
      return;
    case ExprKind::Call:
      f(static_cast<const CallExpr*>(e)->func.get());
      for (const auto& a : static_cast<const CallExpr*>(e)->args) f(a.value.get());
      return;
    case ExprKind::Attribute: f(static_cast<const AttributeExpr*>(e)->object.get()); return;
    case ExprKind::Subscript:
      f(static_cast<const SubscriptExpr*>(e)->object.get());
      f(static_cast<const SubscriptExpr*>(e)->index.get());
      return;
    case ExprKind::Slice: {
      auto* sl = static_cast<const SliceExpr*>(e);
      for (const Expr* x : {sl->lower.get(), sl->upper.get(), sl->step.get()})
        if (x) f(x);
      return;
    }
    case ExprKind::Tuple:
    case ExprKind::List:
    case ExprKind::Set: all(static_cast<const SeqExpr*>(e)->elts); return;
    case ExprKind::Dict:
      all(static_cast<const DictExpr*>(e)->keys);
      all(static_cast<const DictExpr*>(e)->values);
      return;
    case ExprKind::IfExp: {
      auto* i = static_cast<const IfExpExpr*>(e);
      f(i->cond.get());
      f(i->then.get());
      f(i->otherwise.get());
      return;
    }
    case ExprKind::FString:
      for (const auto& p : static_cast<const FStringExpr*>(e)->parts) {
        if (p.expr) f(p.expr.get());
        if (p.spec) f(p.spec.get());
      }
      return;
    case ExprKind::Starred: f(static_cast<const StarredExpr*>(e)->value.get()); return;
    case ExprKind::Yield:
      if (const auto& v = static_cast<const YieldExpr*>(e)->value) f(v.get());
      return;
    case ExprKind::Named: f(static_cast<const NamedExpr*>(e)->value.get()); return;
    case ExprKind::Lambda:
      all(static_cast<const LambdaExpr*>(e)->defaults);
      all(static_cast<const LambdaExpr*>(e)->kwDefaults);
      return;
    case ExprKind::Comprehension: {
      auto* c = static_cast<const ComprehensionExpr*>(e);
      for (const auto& g : c->generators) {
        f(g.iter.get());
        all(g.ifs);
      }
      if (c->elt) f(c->elt.get());
      if (c->value) f(c->value.get());
      return;
    }
    case ExprKind::Const:
    case ExprKind::Name: return;
  }
}

// Calls f on each expression a statement holds itself (not those of nested bodies).
template <typename F>
void forEachStmtExpr(const Stmt& st, F&& f) {
  auto one = [&](const ExprPtr& x) {
    if (x) f(x.get());
  };
  switch (st.kind) {
    case StmtKind::Expr: one(static_cast<const ExprStmt&>(st).value); return;
    case StmtKind::Assign: one(static_cast<const AssignStmt&>(st).value); return;
    case StmtKind::AugAssign: one(static_cast<const AugAssignStmt&>(st).value); return;
    case StmtKind::Return: one(static_cast<const ReturnStmt&>(st).value); return;
    case StmtKind::If: one(static_cast<const IfStmt&>(st).cond); return;
    case StmtKind::While: one(static_cast<const WhileStmt&>(st).cond); return;
    case StmtKind::For: one(static_cast<const ForStmt&>(st).iter); return;
    case StmtKind::Assert:
      one(static_cast<const AssertStmt&>(st).test);
      one(static_cast<const AssertStmt&>(st).msg);
      return;
    case StmtKind::Raise:
      one(static_cast<const RaiseStmt&>(st).exc);
      one(static_cast<const RaiseStmt&>(st).cause);
      return;
    case StmtKind::With:
      for (const auto& item : static_cast<const WithStmt&>(st).items) one(item.context);
      return;
    case StmtKind::FunctionDef: {
      auto& fd = static_cast<const FunctionDefStmt&>(st);
      for (const auto* v : {&fd.decorators, &fd.defaults, &fd.kwDefaults})
        for (const auto& x : *v) one(x);
      for (const auto& a : fd.annotations) one(a.value);
      return;
    }
    case StmtKind::ClassDef:
      for (const auto& x : static_cast<const ClassDefStmt&>(st).decorators) one(x);
      for (const auto& x : static_cast<const ClassDefStmt&>(st).bases) one(x);
      return;
    case StmtKind::Match:
      one(static_cast<const MatchStmt&>(st).subject);
      for (const auto& c : static_cast<const MatchStmt&>(st).cases) one(c.guard);
      return;
    case StmtKind::Del:
    case StmtKind::Try:
    case StmtKind::Import:
    case StmtKind::ImportFrom:
    case StmtKind::Global:
    case StmtKind::Nonlocal:
    case StmtKind::Break:
    case StmtKind::Continue:
    case StmtKind::Pass: return;
  }
}

// Whether e holds a yield (not counting lambdas' bodies).
bool hasYield(const Expr* e);
// The blocks a statement holds (a def's or a class's body is a scope of its own).
std::vector<Body*> blocksOf(Stmt& st);
// Marks the statements of a generator's body that hold a yield; true if any does.
bool markYields(Body& body);
// The docstring of a function, class or module body (a string literal as its
// first statement), else nullptr.
const std::string* docstringOf(const Body& body);

}  // namespace tl::lang
