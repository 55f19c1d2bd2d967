// The SyntaxErrors CPython 3.11 raises after parsing, from its symbol table
// and compiler: 'return' outside function, 'break' outside loop, 'yield'
// outside function, duplicate arguments, global/nonlocal conflicts, misplaced
// starred expressions and assignment expressions in comprehensions.
#include "lang/syntax/static_checks.h"

#include <algorithm>
#include <map>
#include <set>

#include "lang/syntax/ast_walk.h"

namespace tl::lang {

namespace {

enum class ScopeKind { Module, Function, Class };

[[noreturn]] void failAt(const core::SourceSpan& at, const std::string& message) {
  throw SyntaxErrorEx{{message, at.line, at.col, at.endLine == at.line ? at.endCol : 0, "SyntaxError"}};
}

const char* comprehensionName(ComprehensionExpr::Type type) {
  switch (type) {
    case ComprehensionExpr::Type::List: return "list comprehension";
    case ComprehensionExpr::Type::Set: return "set comprehension";
    case ComprehensionExpr::Type::Dict: return "dict comprehension";
    case ComprehensionExpr::Type::Generator: return "generator expression";
  }
  return "comprehension";
}

void collectNames(const Expr* e, std::vector<const NameExpr*>& out) {
  if (!e) return;
  if (e->kind == ExprKind::Name) out.push_back(static_cast<const NameExpr*>(e));
  if (e->kind == ExprKind::Lambda) return;
  forEachChild(e, [&](const Expr* x) { collectNames(x, out); });
}

// An assignment, for or with target: not a bare starred, at most one starred per tuple or list.
void checkStarredTarget(const Expr& t, bool nested) {
  if (t.kind == ExprKind::Starred) {
    if (!nested) failAt(t.span, "starred assignment target must be in a list or tuple");
    checkStarredTarget(*static_cast<const StarredExpr&>(t).value, true);
    return;
  }
  if (t.kind != ExprKind::Tuple && t.kind != ExprKind::List) return;
  const auto& elts = static_cast<const SeqExpr&>(t).elts;
  if (std::count_if(elts.begin(), elts.end(), [](const ExprPtr& x) { return x->kind == ExprKind::Starred; }) > 1)
    failAt(t.span, "multiple starred expressions in assignment");
  for (const auto& x : elts) checkStarredTarget(*x, true);
}

class StaticChecker {
 public:
  void expressionOnly(const Expr& e) { expression(&e); }

  void scope(const Body& body, ScopeKind kind, const FuncCode* function) {
    const ScopeKind outerKind = kind_;
    const bool outerLoop = inLoop_;
    kind_ = kind, inLoop_ = false;
    Declarations declarations;
    if (function) declarations.parameters = parameters(*function);
    std::swap(declarations_, declarations);
    block(body);
    std::swap(declarations_, declarations);
    kind_ = outerKind, inLoop_ = outerLoop;
  }

 private:
  struct Comprehension {
    const ComprehensionExpr* expr;
    std::set<std::string> variables;
  };
  // What a scope has seen so far, for global/nonlocal declarations.
  struct Declarations {
    std::set<std::string> parameters, assigned, used;
    std::map<std::string, core::SourceSpan> globals, nonlocals;  // where each was declared
  };

  ScopeKind kind_ = ScopeKind::Module;
  bool inLoop_ = false;
  Declarations declarations_;
  std::vector<Comprehension> comprehensions_;

  static std::set<std::string> parameters(const FuncCode& code) {
    std::set<std::string> names;
    auto add = [&](const std::string& name, const core::SourceSpan& at) {
      if (!names.insert(name).second) failAt(at, "duplicate argument '" + name + "' in function definition");
    };
    for (const Param& p : code.params) add(p.name, p.span);
    if (!code.varargs.empty()) add(code.varargs, code.span);
    for (const Param& p : code.kwOnly) add(p.name, p.span);
    if (!code.kwargs.empty()) add(code.kwargs, code.span);
    return names;
  }

  void block(const Body& body) {
    for (const auto& st : body) statement(*st);
  }

  void loopBody(const Body& body) {
    const bool outer = inLoop_;
    inLoop_ = true;
    block(body);
    inLoop_ = outer;
  }

  void assignedTarget(const Expr* t) {
    std::vector<const NameExpr*> names;
    collectNames(t, names);
    for (const NameExpr* n : names) declarations_.assigned.insert(n->name);
  }

  void declaration(const ScopeStmt& st) {
    const bool global = st.kind == StmtKind::Global;
    const std::string what = global ? "global" : "nonlocal";
    if (!global && kind_ == ScopeKind::Module) failAt(st.span, "nonlocal declaration not allowed at module level");
    for (const std::string& n : st.names) {
      if (declarations_.parameters.count(n)) failAt(st.span, "name '" + n + "' is parameter and " + what);
      const auto& other = global ? declarations_.nonlocals : declarations_.globals;
      if (auto first = other.find(n); first != other.end())
        failAt(first->second, "name '" + n + "' is nonlocal and global");
      if (declarations_.assigned.count(n))
        failAt(st.span, "name '" + n + "' is assigned to before " + what + " declaration");
      if (declarations_.used.count(n)) failAt(st.span, "name '" + n + "' is used prior to " + what + " declaration");
      (global ? declarations_.globals : declarations_.nonlocals).emplace(n, st.span);
    }
  }

  void statement(const Stmt& st) {
    switch (st.kind) {
      case StmtKind::Return:
        if (kind_ != ScopeKind::Function) failAt(st.span, "'return' outside function");
        break;
      case StmtKind::Break:
        if (!inLoop_) failAt(st.span, "'break' outside loop");
        break;
      case StmtKind::Continue:
        if (!inLoop_) failAt(st.span, "'continue' not properly in loop");
        break;
      case StmtKind::Global:
      case StmtKind::Nonlocal: declaration(static_cast<const ScopeStmt&>(st)); return;
      case StmtKind::Assign: {
        auto& a = static_cast<const AssignStmt&>(st);
        for (const auto& t : a.targets) checkStarredTarget(*t, false);
        if (a.value && a.value->kind == ExprKind::Starred) failAt(a.value->span, "can't use starred expression here");
        break;
      }
      case StmtKind::For: checkStarredTarget(*static_cast<const ForStmt&>(st).target, false); break;
      default: break;
    }
    const Expr* value = st.kind == StmtKind::Return      ? static_cast<const ReturnStmt&>(st).value.get()
                        : st.kind == StmtKind::Expr      ? static_cast<const ExprStmt&>(st).value.get()
                        : st.kind == StmtKind::AugAssign ? static_cast<const AugAssignStmt&>(st).value.get()
                                                         : nullptr;
    if (value && value->kind == ExprKind::Starred) failAt(value->span, "can't use starred expression here");
    forEachStmtExpr(st, [&](const Expr* e) { expression(e); });
    noteNames(st);
    switch (st.kind) {
      case StmtKind::FunctionDef: {
        auto& f = static_cast<const FunctionDefStmt&>(st);
        scope(f.code->body, ScopeKind::Function, f.code.get());
        return;
      }
      case StmtKind::ClassDef:
        scope(static_cast<const ClassDefStmt&>(st).code->body, ScopeKind::Class, nullptr);
        return;
      case StmtKind::For:
      case StmtKind::While: {
        auto& s = const_cast<Stmt&>(st);
        const auto blocks = blocksOf(s);
        loopBody(*blocks[0]);
        block(*blocks[1]);  // the else clause is not in the loop
        return;
      }
      default:
        for (Body* b : blocksOf(const_cast<Stmt&>(st))) block(*b);
    }
  }

  // The names a statement assigns and uses, in the order global declarations see them.
  void noteNames(const Stmt& st) {
    forEachStmtExpr(st, [&](const Expr* e) {
      std::vector<const NameExpr*> names;
      collectNames(e, names);
      for (const NameExpr* n : names) declarations_.used.insert(n->name);
    });
    switch (st.kind) {
      case StmtKind::Assign:
        for (const auto& t : static_cast<const AssignStmt&>(st).targets) assignedTarget(t.get());
        break;
      case StmtKind::AugAssign: assignedTarget(static_cast<const AugAssignStmt&>(st).target.get()); break;
      case StmtKind::For: assignedTarget(static_cast<const ForStmt&>(st).target.get()); break;
      case StmtKind::Del:
        for (const auto& t : static_cast<const DelStmt&>(st).targets) assignedTarget(t.get());
        break;
      case StmtKind::With:
        for (const auto& item : static_cast<const WithStmt&>(st).items) assignedTarget(item.target.get());
        break;
      case StmtKind::FunctionDef: assignedTarget(static_cast<const FunctionDefStmt&>(st).target.get()); break;
      case StmtKind::ClassDef: assignedTarget(static_cast<const ClassDefStmt&>(st).target.get()); break;
      case StmtKind::Import:
        for (const auto& n : static_cast<const ImportStmt&>(st).names) assignedTarget(n.target.get());
        break;
      case StmtKind::ImportFrom:
        for (const auto& n : static_cast<const ImportFromStmt&>(st).names) assignedTarget(n.target.get());
        break;
      default: break;
    }
  }

  void expression(const Expr* e) {
    if (!e) return;
    switch (e->kind) {
      case ExprKind::Yield:
        if (!comprehensions_.empty())
          failAt(e->span, std::string("'yield' inside ") + comprehensionName(comprehensions_.back().expr->type));
        if (kind_ != ScopeKind::Function) failAt(e->span, "'yield' outside function");
        break;
      case ExprKind::Lambda: {
        auto* l = static_cast<const LambdaExpr*>(e);
        for (const auto& d : l->defaults) expression(d.get());
        for (const auto& d : l->kwDefaults) expression(d.get());
        std::vector<Comprehension> outer;
        std::swap(outer, comprehensions_);
        scope(l->code->body, ScopeKind::Function, l->code.get());
        std::swap(outer, comprehensions_);
        return;
      }
      case ExprKind::Comprehension: comprehension(static_cast<const ComprehensionExpr*>(e)); return;
      case ExprKind::Named: named(static_cast<const NamedExpr*>(e)); break;
      default: break;
    }
    forEachChild(e, [&](const Expr* x) { expression(x); });
  }

  void comprehension(const ComprehensionExpr* c) {
    if (c->elt && c->elt->kind == ExprKind::Starred)
      failAt(c->elt->span, "iterable unpacking cannot be used in comprehension");
    Comprehension scope{c, {}};
    for (const auto& g : c->generators) {
      std::vector<const NameExpr*> names;
      collectNames(g.target.get(), names);
      for (const NameExpr* n : names) scope.variables.insert(n->name);
    }
    for (size_t i = 0; i < c->generators.size(); ++i) {
      const auto& g = c->generators[i];
      iterable(g.iter.get());
      checkStarredTarget(*g.target, false);
      comprehensions_.push_back(scope);
      for (const auto& cond : g.ifs) expression(cond.get());
      comprehensions_.pop_back();
    }
    comprehensions_.push_back(std::move(scope));
    expression(c->elt.get());
    expression(c->value.get());
    comprehensions_.pop_back();
  }

  // A comprehension's iterable (the first one is evaluated outside it; none may hold :=).
  void iterable(const Expr* e) {
    std::vector<const Expr*> stack{e};
    while (!stack.empty()) {
      const Expr* x = stack.back();
      stack.pop_back();
      if (x->kind == ExprKind::Named)
        failAt(x->span, "assignment expression cannot be used in a comprehension iterable expression");
      if (x->kind != ExprKind::Lambda && x->kind != ExprKind::Comprehension)
        forEachChild(x, [&](const Expr* child) { stack.push_back(child); });
    }
    expression(e);
  }

  void named(const NamedExpr* n) {
    if (comprehensions_.empty() || n->target->kind != ExprKind::Name) return;
    const std::string& name = static_cast<const NameExpr&>(*n->target).name;
    for (const Comprehension& c : comprehensions_)
      if (c.variables.count(name))
        failAt(n->target->span, "assignment expression cannot rebind comprehension iteration variable '" + name + "'");
    if (kind_ == ScopeKind::Class)
      failAt(n->target->span, "assignment expression within a comprehension cannot be used in a class body");
  }
};

}  // namespace

void checkStatic(const Body& module, bool evalInput) {
  StaticChecker checker;
  if (evalInput) checker.expressionOnly(*static_cast<const ReturnStmt&>(*module.front()).value);
  else checker.scope(module, ScopeKind::Module, nullptr);
}

}  // namespace tl::lang
