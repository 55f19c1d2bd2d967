// Resolver: decides where every name lives (frame slot, cell, closure or
// globals), like CPython's symtable, so the evaluator never looks locals up by name.
#include <algorithm>
#include <map>
#include <set>

#include "lang/syntax/ast_walk.h"
#include "lang/syntax/parser.h"

namespace tl::lang {

namespace {

struct ScopeInfo {
  FuncCode* code;
  ScopeInfo* parent;
  bool isModule, isClass;
  std::set<std::string> globals, nonlocals;
  std::map<std::string, int> slots;  // locals -> slot
  std::vector<NameExpr*> uses;       // resolved Local uses (may become Cell)
  std::vector<ScopeInfo*> children;
};

void addTargetNames(const Expr* e, std::vector<std::string>& out);

void addUnique(std::vector<std::string>& out, const std::string& n) {
  if (std::find(out.begin(), out.end(), n) == out.end()) out.push_back(n);
}

void addTargetNames(const Expr* e, std::vector<std::string>& out) {
  if (!e) return;
  if (e->kind == ExprKind::Name) addUnique(out, static_cast<const NameExpr*>(e)->name);
  if (e->kind == ExprKind::Starred) addTargetNames(static_cast<const StarredExpr*>(e)->value.get(), out);
  if (e->kind == ExprKind::Tuple || e->kind == ExprKind::List)
    for (const auto& x : static_cast<const SeqExpr*>(e)->elts) addTargetNames(x.get(), out);
}

class Resolver {
 public:
  std::vector<std::unique_ptr<ScopeInfo>> scopes;

  ScopeInfo* newScope(FuncCode* code, ScopeInfo* parent, bool isModule, bool isClass) {
    scopes.push_back(std::make_unique<ScopeInfo>());
    ScopeInfo* s = scopes.back().get();
    *s = ScopeInfo{code, parent, isModule, isClass, {}, {}, {}, {}, {}};
    if (parent) parent->children.push_back(s);
    return s;
  }

  // ---- pass 1: which names each scope binds ----
  void declare(ScopeInfo* s, const std::string& name) {
    if (s->isModule || s->globals.count(name) || s->nonlocals.count(name)) return;
    if (!s->slots.count(name)) {
      int slot = static_cast<int>(s->slots.size());
      s->slots[name] = slot;
      s->code->slotNames.push_back(name);
    }
  }
  void declareTarget(ScopeInfo* s, const Expr* e) {
    std::vector<std::string> names;
    addTargetNames(e, names);
    for (auto& n : names) declare(s, n);
  }
  void collectBody(ScopeInfo* s, const Body& body);
  // A pattern's capture names are bound in the scope of its match statement.
  void declarePattern(ScopeInfo* s, const Pattern& p) {
    if (p.target) declareTarget(s, p.target.get());
    for (const auto& x : p.items) declarePattern(s, *x);
    for (const auto& x : p.kwItems) declarePattern(s, *x);
  }
  void resolvePattern(ScopeInfo* s, Pattern& p) {
    resolveExpr(s, p.target.get());
    resolveExpr(s, p.value.get());
    for (auto& k : p.keys) resolveExpr(s, k.get());
    for (auto& x : p.items) resolvePattern(s, *x);
    for (auto& x : p.kwItems) resolvePattern(s, *x);
  }
  void collectStmt(ScopeInfo* s, const Stmt& st);
  // An assignment expression binds its name in the scope it is written in,
  // through any comprehensions around it (PEP 572).
  void collectNamed(ScopeInfo* s, const Expr* e) {
    if (e->kind == ExprKind::Named) declareTarget(s, static_cast<const NamedExpr*>(e)->target.get());
    if (e->kind == ExprKind::Yield) {
      if (s->isModule || s->isClass)
        throw SyntaxErrorEx{{"'yield' outside function", e->span.line, e->span.col,
                             e->span.endLine == e->span.line ? e->span.endCol : 0, "SyntaxError"}};
      s->code->isGenerator = true;
    }
    forEachChild(e, [&](const Expr* child) { collectNamed(s, child); });
  }
  ScopeInfo* functionScope(ScopeInfo* parent, FuncCode* code) {
    ScopeInfo* f = newScope(code, parent, false, code->isClassBody);
    for (auto& p : code->params) declare(f, p.name);
    for (auto& p : code->kwOnly) declare(f, p.name);
    if (!code->varargs.empty()) declare(f, code->varargs);
    if (!code->kwargs.empty()) declare(f, code->kwargs);
    return f;
  }

  // ---- pass 2: resolve uses ----
  void resolveBody(ScopeInfo* s, const Body& body);
  void resolveStmt(ScopeInfo* s, const Stmt& st);
  void resolveExpr(ScopeInfo* s, Expr* e);
  void resolveName(ScopeInfo* s, NameExpr* n);
  int freeIndex(ScopeInfo* s, const std::string& name);
  std::map<const FuncCode*, ScopeInfo*> byCode;
};

void Resolver::collectBody(ScopeInfo* s, const Body& body) {
  for (const auto& st : body) collectStmt(s, *st);
}

void Resolver::collectStmt(ScopeInfo* s, const Stmt& st) {
  forEachStmtExpr(st, [&](const Expr* e) { collectNamed(s, e); });
  switch (st.kind) {
    case StmtKind::Global:
      for (auto& n : static_cast<const ScopeStmt&>(st).names) s->globals.insert(n);
      break;
    case StmtKind::Nonlocal:
      for (auto& n : static_cast<const ScopeStmt&>(st).names) s->nonlocals.insert(n);
      break;
    default: break;
  }
  switch (st.kind) {
    case StmtKind::Assign:
      for (auto& t : static_cast<const AssignStmt&>(st).targets) declareTarget(s, t.get());
      break;
    case StmtKind::AugAssign: declareTarget(s, static_cast<const AugAssignStmt&>(st).target.get()); break;
    case StmtKind::FunctionDef: {
      auto& f = static_cast<const FunctionDefStmt&>(st);
      declareTarget(s, f.target.get());
      byCode[f.code.get()] = functionScope(s, f.code.get());
      collectBody(byCode[f.code.get()], f.code->body);
      break;
    }
    case StmtKind::ClassDef: {
      auto& c = static_cast<const ClassDefStmt&>(st);
      declareTarget(s, c.target.get());
      byCode[c.code.get()] = functionScope(s, c.code.get());
      collectBody(byCode[c.code.get()], c.code->body);
      break;
    }
    case StmtKind::For: {
      auto& f = static_cast<const ForStmt&>(st);
      declareTarget(s, f.target.get());
      collectBody(s, f.body);
      collectBody(s, f.orelse);
      break;
    }
    case StmtKind::If:
      collectBody(s, static_cast<const IfStmt&>(st).body);
      collectBody(s, static_cast<const IfStmt&>(st).orelse);
      break;
    case StmtKind::While:
      collectBody(s, static_cast<const WhileStmt&>(st).body);
      collectBody(s, static_cast<const WhileStmt&>(st).orelse);
      break;
    case StmtKind::Try: {
      auto& t = static_cast<const TryStmt&>(st);
      collectBody(s, t.body);
      for (auto& h : t.handlers) {
        if (h.name) declareTarget(s, h.name.get());
        collectBody(s, h.body);
      }
      collectBody(s, t.orelse);
      collectBody(s, t.finally);
      break;
    }
    case StmtKind::With:
      for (auto& item : static_cast<const WithStmt&>(st).items) declareTarget(s, item.target.get());
      collectBody(s, static_cast<const WithStmt&>(st).body);
      break;
    case StmtKind::Import:
      for (auto& n : static_cast<const ImportStmt&>(st).names) declareTarget(s, n.target.get());
      break;
    case StmtKind::Match:
      for (auto& c : static_cast<const MatchStmt&>(st).cases) {
        declarePattern(s, *c.pattern);
        collectBody(s, c.body);
      }
      break;
    case StmtKind::ImportFrom:
      for (auto& n : static_cast<const ImportFromStmt&>(st).names) declareTarget(s, n.target.get());
      break;
    case StmtKind::Del:
      for (auto& t : static_cast<const DelStmt&>(st).targets) declareTarget(s, t.get());
      break;
    default: break;
  }
}

int Resolver::freeIndex(ScopeInfo* s, const std::string& name) {
  FuncCode* code = s->code;
  for (size_t i = 0; i < code->freeVars.size(); ++i)
    if (code->freeVars[i] == name) return static_cast<int>(i);
  ScopeInfo* p = s->parent;
  if (!p || p->isModule) return -1;
  FuncCode::FreeSource src;
  if (!p->isClass && !p->globals.count(name) && !p->nonlocals.count(name) && p->slots.count(name)) {
    int slot = p->slots[name];
    p->code->slotIsCell.resize(p->code->slotNames.size());
    p->code->slotIsCell[slot] = true;
    src = {true, slot};
  } else {
    if (p->globals.count(name)) return -1;
    int idx = freeIndex(p, name);
    if (idx < 0) return -1;
    src = {false, idx};
  }
  code->freeVars.push_back(name);
  code->freeSources.push_back(src);
  return static_cast<int>(code->freeVars.size() - 1);
}

void Resolver::resolveName(ScopeInfo* s, NameExpr* n) {
  if (s->isModule || s->globals.count(n->name)) {
    // A module scope that is also a class-like one is exec() code with its locals mapping.
    n->scope = s->isModule && s->isClass && !s->globals.count(n->name) ? Scope::ClassBody : Scope::Global;
    return;
  }
  if (!s->nonlocals.count(n->name) && s->slots.count(n->name)) {
    if (s->isClass) {
      n->scope = Scope::ClassBody;
      return;
    }
    n->scope = Scope::Local;
    n->slot = s->slots[n->name];
    s->uses.push_back(n);
    return;
  }
  int idx = freeIndex(s, n->name);
  if (idx >= 0) {
    n->scope = Scope::Free;
    n->slot = idx;
  } else {
    n->scope = s->isClass ? Scope::ClassBody : Scope::Global;
  }
}

void Resolver::resolveBody(ScopeInfo* s, const Body& body) {
  for (const auto& st : body) resolveStmt(s, *st);
}

void Resolver::resolveStmt(ScopeInfo* s, const Stmt& st) {
  auto E = [&](const ExprPtr& e) { resolveExpr(s, e.get()); };
  switch (st.kind) {
    case StmtKind::Expr: E(static_cast<const ExprStmt&>(st).value); break;
    case StmtKind::Assign: {
      auto& a = static_cast<const AssignStmt&>(st);
      E(a.value);
      for (auto& t : a.targets) E(t);
      E(a.annotation);
      break;
    }
    case StmtKind::AugAssign:
      E(static_cast<const AugAssignStmt&>(st).target);
      E(static_cast<const AugAssignStmt&>(st).value);
      break;
    case StmtKind::FunctionDef: {
      auto& f = static_cast<const FunctionDefStmt&>(st);
      for (auto& d : f.decorators) E(d);
      for (auto& d : f.defaults) E(d);
      for (auto& d : f.kwDefaults)
        if (d) E(d);
      for (auto& a : f.annotations) E(a.value);
      resolveBody(byCode[f.code.get()], f.code->body);
      E(f.target);
      break;
    }
    case StmtKind::ClassDef: {
      auto& c = static_cast<const ClassDefStmt&>(st);
      for (auto& d : c.decorators) E(d);
      for (auto& b : c.bases) E(b);
      for (auto& k : c.keywordValues) E(k);
      resolveBody(byCode[c.code.get()], c.code->body);
      E(c.target);
      break;
    }
    case StmtKind::Return:
      if (auto& v = static_cast<const ReturnStmt&>(st).value) E(v);
      break;
    case StmtKind::If: {
      auto& i = static_cast<const IfStmt&>(st);
      E(i.cond);
      resolveBody(s, i.body);
      resolveBody(s, i.orelse);
      break;
    }
    case StmtKind::For: {
      auto& f = static_cast<const ForStmt&>(st);
      E(f.iter);
      E(f.target);
      resolveBody(s, f.body);
      resolveBody(s, f.orelse);
      break;
    }
    case StmtKind::While: {
      auto& w = static_cast<const WhileStmt&>(st);
      E(w.cond);
      resolveBody(s, w.body);
      resolveBody(s, w.orelse);
      break;
    }
    case StmtKind::Assert:
      E(static_cast<const AssertStmt&>(st).test);
      if (auto& m = static_cast<const AssertStmt&>(st).msg) E(m);
      break;
    case StmtKind::Del:
      for (auto& t : static_cast<const DelStmt&>(st).targets) E(t);
      break;
    case StmtKind::Try: {
      auto& t = static_cast<const TryStmt&>(st);
      resolveBody(s, t.body);
      for (auto& h : t.handlers) {
        if (h.type) E(h.type);
        if (h.name) E(h.name);
        resolveBody(s, h.body);
      }
      resolveBody(s, t.orelse);
      resolveBody(s, t.finally);
      break;
    }
    case StmtKind::Raise:
      if (auto& e = static_cast<const RaiseStmt&>(st).exc) E(e);
      if (auto& c = static_cast<const RaiseStmt&>(st).cause) E(c);
      break;
    case StmtKind::With:
      for (auto& item : static_cast<const WithStmt&>(st).items) {
        E(item.context);
        if (item.target) E(item.target);
      }
      resolveBody(s, static_cast<const WithStmt&>(st).body);
      break;
    case StmtKind::Import:
      for (auto& n : static_cast<const ImportStmt&>(st).names) E(n.target);
      break;
    case StmtKind::Match: {
      auto& m = static_cast<const MatchStmt&>(st);
      E(m.subject);
      for (auto& c : m.cases) {
        resolvePattern(s, *c.pattern);
        if (c.guard) E(c.guard);
        resolveBody(s, c.body);
      }
      break;
    }
    case StmtKind::ImportFrom:
      for (auto& n : static_cast<const ImportFromStmt&>(st).names)
        if (n.target) E(n.target);
      break;
    case StmtKind::Nonlocal:
      for (auto& n : static_cast<const ScopeStmt&>(st).names)
        if (freeIndex(s, n) < 0)
          throw SyntaxErrorEx{
              {"no binding for nonlocal '" + n + "' found", st.span.line, st.span.col, st.span.endCol, "SyntaxError"}};
      break;
    default: break;
  }
}

void Resolver::resolveExpr(ScopeInfo* s, Expr* e) {
  if (!e) return;
  auto E = [&](const ExprPtr& x) { resolveExpr(s, x.get()); };
  switch (e->kind) {
    case ExprKind::Name: resolveName(s, static_cast<NameExpr*>(e)); break;
    case ExprKind::Binary:
      E(static_cast<BinaryExpr*>(e)->left);
      E(static_cast<BinaryExpr*>(e)->right);
      break;
    case ExprKind::Unary: E(static_cast<UnaryExpr*>(e)->operand); break;
    case ExprKind::BoolOp:
      for (auto& v : static_cast<BoolOpExpr*>(e)->values) E(v);
      break;
    case ExprKind::Compare:
      E(static_cast<CompareExpr*>(e)->first);
      for (auto& v : static_cast<CompareExpr*>(e)->rest) E(v);
      break;
    case ExprKind::Call: {
      auto* c = static_cast<CallExpr*>(e);
      E(c->func);
      for (auto& a : c->args) E(a.value);
      break;
    }
    case ExprKind::Attribute: E(static_cast<AttributeExpr*>(e)->object); break;
    case ExprKind::Subscript:
      E(static_cast<SubscriptExpr*>(e)->object);
      E(static_cast<SubscriptExpr*>(e)->index);
      break;
    case ExprKind::Slice: {
      auto* sl = static_cast<SliceExpr*>(e);
      E(sl->lower);
      E(sl->upper);
      E(sl->step);
      break;
    }
    case ExprKind::Tuple:
    case ExprKind::List:
    case ExprKind::Set:
      for (auto& x : static_cast<SeqExpr*>(e)->elts) E(x);
      break;
    case ExprKind::Dict: {
      auto* d = static_cast<DictExpr*>(e);
      for (auto& k : d->keys)
        if (k) E(k);
      for (auto& v : d->values) E(v);
      break;
    }
    case ExprKind::IfExp: {
      auto* i = static_cast<IfExpExpr*>(e);
      E(i->cond);
      E(i->then);
      E(i->otherwise);
      break;
    }
    case ExprKind::FString:
      for (auto& p : static_cast<FStringExpr*>(e)->parts) {
        if (p.expr) E(p.expr);
        if (p.spec) resolveExpr(s, p.spec.get());
      }
      break;
    case ExprKind::Starred: E(static_cast<StarredExpr*>(e)->value); break;
    case ExprKind::Yield:
      if (auto& v = static_cast<YieldExpr*>(e)->value) E(v);
      break;
    case ExprKind::Named:
      E(static_cast<NamedExpr*>(e)->value);
      E(static_cast<NamedExpr*>(e)->target);
      break;
    case ExprKind::Lambda: {
      auto* l = static_cast<LambdaExpr*>(e);
      for (auto& d : l->defaults) E(d);
      for (auto& d : l->kwDefaults)
        if (d) E(d);
      ScopeInfo* f = functionScope(s, l->code.get());
      collectBody(f, l->code->body);
      resolveBody(f, l->code->body);
      break;
    }
    case ExprKind::Comprehension: {
      auto* c = static_cast<ComprehensionExpr*>(e);
      c->code->comp = c;
      E(c->generators[0].iter);
      ScopeInfo* f = functionScope(s, c->code.get());
      for (auto& g : c->generators) declareTarget(f, g.target.get());
      for (size_t i = 0; i < c->generators.size(); ++i) {
        if (i > 0) resolveExpr(f, c->generators[i].iter.get());
        resolveExpr(f, c->generators[i].target.get());
        for (auto& cond : c->generators[i].ifs) resolveExpr(f, cond.get());
      }
      resolveExpr(f, c->elt.get());
      resolveExpr(f, c->value.get());
      break;
    }
    default: break;
  }
}

}  // namespace

size_t resolveProgram(FuncCode& module, const std::string& filename, bool namespaceScope) {
  Resolver r;
  ScopeInfo* top = r.newScope(&module, nullptr, true, namespaceScope);
  r.collectBody(top, module.body);
  r.resolveBody(top, module.body);
  uint64_t nextId = 1;
  for (auto& s : r.scopes) {
    FuncCode* c = s->code;
    c->numSlots = static_cast<int>(c->slotNames.size());
    c->slotIsCell.resize(c->slotNames.size());
    c->id = nextId++;
    c->filename = filename;
    for (NameExpr* n : s->uses)
      if (c->slotIsCell[n->slot]) n->scope = Scope::Cell;
    if (c->isGenerator) markYields(c->body);
  }
  return r.scopes.size();
}

void collectAssigned(const Body& body, std::vector<std::string>& out) {
  for (const auto& st : body) {
    switch (st->kind) {
      case StmtKind::Assign:
        for (auto& t : static_cast<const AssignStmt&>(*st).targets) addTargetNames(t.get(), out);
        break;
      case StmtKind::AugAssign: addTargetNames(static_cast<const AugAssignStmt&>(*st).target.get(), out); break;
      case StmtKind::For:
        addTargetNames(static_cast<const ForStmt&>(*st).target.get(), out);
        collectAssigned(static_cast<const ForStmt&>(*st).body, out);
        break;
      case StmtKind::If:
        collectAssigned(static_cast<const IfStmt&>(*st).body, out);
        collectAssigned(static_cast<const IfStmt&>(*st).orelse, out);
        break;
      case StmtKind::While: collectAssigned(static_cast<const WhileStmt&>(*st).body, out); break;
      case StmtKind::FunctionDef: addTargetNames(static_cast<const FunctionDefStmt&>(*st).target.get(), out); break;
      case StmtKind::ClassDef: addTargetNames(static_cast<const ClassDefStmt&>(*st).target.get(), out); break;
      case StmtKind::With:
        for (auto& item : static_cast<const WithStmt&>(*st).items) addTargetNames(item.target.get(), out);
        collectAssigned(static_cast<const WithStmt&>(*st).body, out);
        break;
      case StmtKind::Try: collectAssigned(static_cast<const TryStmt&>(*st).body, out); break;
      default: break;
    }
  }
}

}  // namespace tl::lang
