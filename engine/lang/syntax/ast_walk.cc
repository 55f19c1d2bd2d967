// Walking the AST (ast_walk.h).
#include "lang/syntax/ast_walk.h"

namespace tl::lang {

bool hasYield(const Expr* e) {
  bool found = e->kind == ExprKind::Yield;
  if (!found) forEachChild(e, [&](const Expr* child) { found = found || hasYield(child); });
  return found;
}

std::vector<Body*> blocksOf(Stmt& st) {
  switch (st.kind) {
    case StmtKind::If: return {&static_cast<IfStmt&>(st).body, &static_cast<IfStmt&>(st).orelse};
    case StmtKind::For: return {&static_cast<ForStmt&>(st).body, &static_cast<ForStmt&>(st).orelse};
    case StmtKind::While: return {&static_cast<WhileStmt&>(st).body, &static_cast<WhileStmt&>(st).orelse};
    case StmtKind::With: return {&static_cast<WithStmt&>(st).body};
    case StmtKind::Match: {
      std::vector<Body*> out;
      for (auto& c : static_cast<MatchStmt&>(st).cases) out.push_back(&c.body);
      return out;
    }
    case StmtKind::Try: {
      auto& t = static_cast<TryStmt&>(st);
      std::vector<Body*> out{&t.body, &t.orelse, &t.finally};
      for (auto& h : t.handlers) out.push_back(&h.body);
      return out;
    }
    default: return {};
  }
}

bool markYields(Body& body) {
  bool any = false;
  for (auto& st : body) {
    bool has = false;
    forEachStmtExpr(*st, [&](const Expr* e) { has = has || hasYield(e); });
    for (Body* b : blocksOf(*st)) has = markYields(*b) || has;
    st->hasYield = has;
    any = any || has;
  }
  return any;
}

const std::string* docstringOf(const Body& body) {
  if (body.empty() || body[0]->kind != StmtKind::Expr) return nullptr;
  const Expr* e = static_cast<const ExprStmt*>(body[0].get())->value.get();
  if (e->kind != ExprKind::Const || static_cast<const ConstExpr*>(e)->type != ConstExpr::Type::Str) return nullptr;
  return &static_cast<const ConstExpr*>(e)->s;
}

}  // namespace tl::lang
