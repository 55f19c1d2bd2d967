// Statement execution: assignment, control flow, try/with, def/class, import.
#include "lang/eval/builtins.h"
#include "lang/eval/class_build.h"
#include "lang/eval/hooks.h"
#include "lang/eval/interp.h"
#include "lang/eval/metaclass.h"
#include "lang/eval/module_attrs.h"
#include "lang/eval/native.h"
#include "lang/eval/statements.h"
#include "lang/eval/weak_refs.h"
#include "lang/syntax/ast_walk.h"

namespace tl::lang {

#define TL_NOINLINE __attribute__((noinline))
using Flow = Interp::Flow;

Flow execLoopStmt(Interp& in, const Stmt* s);  // eval_loops.cc
Flow execTry(Interp& in, const TryStmt* t);    // eval_try.cc
Flow execWith(Interp& in, const WithStmt* w);
void execRaise(Interp& in, const RaiseStmt* r);

namespace {

Str* internedName(Interp& in, const NameExpr* n) {
  auto* nn = const_cast<NameExpr*>(n);
  if (!nn->interned) nn->interned = in.internStr(n->name).obj();
  return static_cast<Str*>(nn->interned);
}

void storeName(Interp& in, const NameExpr* n, const Value& v) {
  switch (n->scope) {
    case Scope::Local: in.frame->slots[n->slot] = v; return;
    case Scope::Cell: in.frame->slots[n->slot].as<Cell>()->value = v; return;
    case Scope::Free: in.frame->func->closure[n->slot].as<Cell>()->value = v; return;
    case Scope::ClassBody:
      if (in.frame->classNs) {
        classNsStore(in, internedName(in, n), v);
        return;
      }
      [[fallthrough]];
    case Scope::Global: {
      Str* name = internedName(in, n);
      if (Value* slot = in.frame->globals->findStr(name)) *slot = v;  // an existing global: no rehash
      else in.frame->globals->set(Value(name), v);
      return;
    }
  }
}

// The values a target list receives, taken from the iterator as CPython's
// UNPACK_SEQUENCE does: without a star, n items and a check that no more follow
// (an endless generator still fails); with a star, everything.
std::vector<Value> unpackValues(Interp& in, const Value& v, size_t n, bool starred) {
  if ((v.is(ObjKind::Tuple) || v.is(ObjKind::List)) && !overrideOf(in, v, "__iter__"))
    return v.is(ObjKind::Tuple) ? v.as<Tuple>()->items : v.as<List>()->items;
  Value it = in.iterOrNull(v);
  if (it.isNull()) in.raise(in.types.TypeError, "cannot unpack non-iterable " + in.typeOf(v)->name + " object");
  std::vector<Value> items;
  Value x;
  while ((starred || items.size() <= n) && in.next(it, x)) items.push_back(x);
  return items;
}

TL_NOINLINE void unpack(Interp& in, const SeqExpr* t, const Value& v) {
  in.frame->cur = &t->span;
  int star = -1;
  for (size_t i = 0; i < t->elts.size(); ++i)
    if (t->elts[i]->kind == ExprKind::Starred) star = static_cast<int>(i);
  size_t n = t->elts.size();
  std::vector<Value> items = unpackValues(in, v, n, star >= 0);
  in.frame->cur = &t->span;
  if (star < 0) {
    if (items.size() < n)
      in.raise(in.types.ValueError, "not enough values to unpack (expected " + std::to_string(n) + ", got " +
                                        std::to_string(items.size()) + ")");
    if (items.size() > n)
      in.raise(in.types.ValueError, "too many values to unpack (expected " + std::to_string(n) + ")");
    for (size_t i = 0; i < n; ++i) in.assign(t->elts[i].get(), items[i]);
    return;
  }
  if (items.size() < n - 1)
    in.raise(in.types.ValueError, "not enough values to unpack (expected at least " + std::to_string(n - 1) + ", got " +
                                      std::to_string(items.size()) + ")");
  size_t after = n - 1 - star, restEnd = items.size() - after;
  for (int i = 0; i < star; ++i) in.assign(t->elts[i].get(), items[i]);
  std::vector<Value> rest(items.begin() + star, items.begin() + restEnd);
  in.assign(static_cast<const StarredExpr*>(t->elts[star].get())->value.get(), in.newList(std::move(rest)));
  for (size_t i = 0; i < after; ++i) in.assign(t->elts[star + 1 + i].get(), items[restEnd + i]);
}

const char* const kInplaceDunder[] = {"__iadd__", "__isub__", "__imul__",    "__itruediv__", "__ifloordiv__",
                                      "__imod__", "__ipow__", "__imatmul__", "__ilshift__",  "__irshift__",
                                      "__iand__", "__ior__",  "__ixor__"};

bool isSetOp(BinOp op) { return op == BinOp::BitOr || op == BinOp::BitAnd || op == BinOp::Sub || op == BinOp::BitXor; }

// cur op= rhs as CPython does it: the in-place method first (a class's
// __iadd__; a list, set or dict changes itself, so other names for it see the
// change), else cur op rhs, with "+=" in a TypeError.
TL_NOINLINE Value inplaceBinary(Interp& in, BinOp op, const Value& cur, const Value& rhs) {
  if (const Value* m = overrideOf(in, cur, kInplaceDunder[static_cast<int>(op)])) {  // a subclass's own __iadd__
    Value r = in.call(*m, {cur, rhs});
    if (!r.is(ObjKind::NotImplemented)) return r;
  }
  if (cur.is(ObjKind::List) && op == BinOp::Add) {
    for (Value& x : in.toVector(rhs)) cur.as<List>()->items.push_back(std::move(x));
    return cur;
  }
  if (cur.is(ObjKind::Instance))
    if (Value* m = cur.obj()->cls()->lookup(in.internStr(kInplaceDunder[static_cast<int>(op)]).as<Str>())) {
      Value r = in.call(*m, {cur, rhs});
      if (!r.is(ObjKind::NotImplemented)) return r;
    }
  if (cur.is(ObjKind::Dict) && op == BinOp::BitOr && !rhs.is(ObjKind::Dict)) {  // d |= pairs: dict.update's rules
    dictUpdate(in, cur, rhs);
    return cur;
  }
  struct Reset {
    Interp& in;
    ~Reset() { in.augmented = false; }
  } reset{in};
  in.augmented = true;
  Value r = in.binary(op, cur, rhs);
  in.augmented = false;
  if (cur.is(ObjKind::List) && op == BinOp::Mul) {
    cur.as<List>()->items = r.as<List>()->items;
    return cur;
  }
  if (cur.is(ObjKind::Set) && !cur.as<Set>()->frozen && isSetOp(op)) {
    cur.as<Set>()->clear();
    cur.as<Set>()->mergeFrom(*r.as<Set>());
    return cur;
  }
  if (cur.is(ObjKind::Dict) && op == BinOp::BitOr) {
    dictUpdate(in, cur, rhs);
    return cur;
  }
  return r;
}

TL_NOINLINE Flow execAugAssign(Interp& in, const AugAssignStmt* a) {
  const Expr* t = a->target.get();
  if (t->kind == ExprKind::Name) {
    Value cur = in.eval(t);
    Value rhs = in.eval(a->value.get());
    in.frame->cur = &a->span;
    int64_t r;
    if (a->op == BinOp::Add && cur.isInt() && rhs.isInt() && !__builtin_add_overflow(cur.asInt(), rhs.asInt(), &r))
      storeName(in, static_cast<const NameExpr*>(t), Value::integer(r));
    else storeName(in, static_cast<const NameExpr*>(t), inplaceBinary(in, a->op, cur, rhs));
    return Flow::Normal;
  }
  if (t->kind == ExprKind::Attribute) {
    auto* at = static_cast<const AttributeExpr*>(t);
    Value obj = in.eval(at->object.get());
    Value name = in.internStr(at->attr);
    in.frame->cur = &at->span;
    Value cur = in.getAttr(obj, name.as<Str>());
    Value rhs = in.eval(a->value.get());
    in.frame->cur = &a->span;
    in.setAttr(obj, name.as<Str>(), inplaceBinary(in, a->op, cur, rhs));
    return Flow::Normal;
  }
  auto* sub = static_cast<const SubscriptExpr*>(t);
  Value obj = in.eval(sub->object.get());
  Value key = in.eval(sub->index.get());
  in.frame->cur = &sub->span;
  Value cur = in.getItem(obj, key);
  Value rhs = in.eval(a->value.get());
  in.frame->cur = &a->span;
  in.setItem(obj, key, inplaceBinary(in, a->op, cur, rhs));
  return Flow::Normal;
}

TL_NOINLINE void execDel(Interp& in, const Expr* t) {
  if (t->kind == ExprKind::Tuple || t->kind == ExprKind::List) {
    for (auto& e : static_cast<const SeqExpr*>(t)->elts) execDel(in, e.get());
    return;
  }
  in.frame->cur = &t->span;
  if (t->kind == ExprKind::Subscript) {
    auto* s = static_cast<const SubscriptExpr*>(t);
    Value obj = in.eval(s->object.get());
    in.delItem(obj, in.eval(s->index.get()));
  } else if (t->kind == ExprKind::Attribute) {
    auto* a = static_cast<const AttributeExpr*>(t);
    Value obj = in.eval(a->object.get());
    in.delAttr(obj, in.internStr(a->attr).as<Str>());
  } else if (t->kind == ExprKind::Name) {
    auto* n = static_cast<const NameExpr*>(t);
    in.eval(t);  // raises NameError if unbound
    if (n->scope == Scope::Local) in.frame->slots[n->slot] = Value();
    else if (n->scope == Scope::Cell) in.frame->slots[n->slot].as<Cell>()->value = Value();
    else if (n->scope == Scope::ClassBody && in.frame->classNs) classNsErase(in, internedName(in, n));
    else in.frame->globals->erase(Value(internedName(in, n)));
  }
}

// The module's or class body's __annotations__ dict, made on first use.
Value annotationsOf(Interp& in) {
  const Str* key = in.internStr("__annotations__").as<Str>();
  if (in.frame->classNs) {
    Value d = classNsLoad(in, key);
    if (d.isNull()) classNsStore(in, key, d = in.newDict());
    return d;
  }
  if (Value* d = in.frame->globals->findStr(key)) return *d;
  Value d = in.newDict();
  in.frame->globals->set(Value(const_cast<Str*>(key)), d);
  return d;
}

// x: annotation [= value]. Outside functions a name's annotation is evaluated
// into the module's or class's __annotations__ (after the assignment, as
// CPython orders it); inside them annotations are not evaluated.
TL_NOINLINE Flow execAnnotated(Interp& in, const AssignStmt* a) {
  const Expr* target = a->targets[0].get();
  if (a->value) in.assign(target, in.eval(a->value.get()));
  const bool inFunction = !in.frame->classNs && in.frame->func;
  if (inFunction) return Flow::Normal;
  Value annotation = in.eval(a->annotation.get());
  if (target->kind == ExprKind::Name)
    in.setItem(annotationsOf(in), in.internStr(static_cast<const NameExpr*>(target)->name), annotation);
  return Flow::Normal;
}

TL_NOINLINE Flow execFunctionDef(Interp& in, const FunctionDefStmt* d) {
  std::vector<Value> decorators;
  for (auto& e : d->decorators) decorators.push_back(in.eval(e.get()));
  Value f = in.makeFunction(d->code, d->defaults, d->kwDefaults);
  if (!d->annotations.empty()) {
    Value annotations = in.newDict();
    for (const Annotation& a : d->annotations) dictSet(in, annotations, in.internStr(a.name), in.eval(a.value.get()));
    Function* fn = f.as<Function>();
    if (fn->attrs.isNull()) fn->attrs = in.newDict();
    fn->attrs.as<Dict>()->set(in.internStr("__annotations__"), annotations);
  }
  for (size_t i = decorators.size(); i-- > 0;) {
    in.frame->cur = &d->decorators[i]->span;
    f = in.call(decorators[i], {f});
  }
  in.assign(d->target.get(), f);
  return Flow::Normal;
}

// The metaclass a class statement calls: metaclass=M (any callable; a class is
// replaced by the most derived of it and its bases' metaclasses), else the
// first base's metaclass, else type.
Value classMetaclass(Interp& in, const Value& explicitMeta, const std::vector<ClassObj*>& bases) {
  if (!explicitMeta.isNull() && !explicitMeta.is(ObjKind::Class)) return explicitMeta;
  ClassObj* meta = !explicitMeta.isNull() ? explicitMeta.as<ClassObj>()
                   : bases.empty()        ? in.types.type
                                          : bases[0]->cls();
  return Value(winningMetaclass(in, meta, bases));
}

// Runs the class body with `spec.ns` as its namespace (a dict, or a mapping
// from __prepare__), which CPython's class code starts with __module__ and __qualname__.
void runClassBody(Interp& in, const ClassDefStmt* c, const ClassSpec& spec) {
  in.setItem(spec.ns, in.internStr("__module__"), in.newStr(spec.module));
  in.setItem(spec.ns, in.internStr("__qualname__"), in.newStr(spec.qualname));
  if (const std::string* doc = docstringOf(c->code->body))
    in.setItem(spec.ns, in.internStr("__doc__"), in.newStr(*doc));
  std::vector<ExprPtr> none;
  Value body = in.makeFunction(c->code, none, none);
  Value scratch = in.newDict();
  Frame fr;
  fr.code = c->code.get();
  fr.func = body.as<Function>();
  fr.globals = in.frame->globals;
  fr.classNs = spec.ns.is(ObjKind::Dict) ? spec.ns.as<Dict>() : scratch.as<Dict>();
  if (!spec.ns.is(ObjKind::Dict)) fr.classMapping = spec.ns;
  ++in.depth;
  in.runFrame(fr.func, fr);
}

// The bases as written, each that is not a class (list[int]) replaced by
// what its __mro_entries__ names (PEP 560).
std::vector<Value> resolvedBases(Interp& in, const ClassDefStmt* c, const std::vector<Value>& given) {
  std::vector<Value> bases;
  for (size_t i = 0; i < given.size(); ++i) {
    in.frame->cur = &c->bases[i]->span;
    Value* hook = !given[i].is(ObjKind::Class) && ofProgramClass(given[i])
                      ? in.typeOf(given[i])->lookup(in.internStr("__mro_entries__").as<Str>())
                      : nullptr;
    if (!hook) {
      bases.push_back(given[i]);
    } else {
      Value entries = in.call(*hook, {given[i], in.newTuple(given)});
      if (!entries.is(ObjKind::Tuple)) in.raise(in.types.TypeError, "__mro_entries__ must return a tuple");
      for (const Value& e : entries.as<Tuple>()->items) bases.push_back(e);
    }
    if (!bases.empty() && !bases.back().is(ObjKind::Class)) in.raise(in.types.TypeError, "bases must be types");
  }
  return bases;
}

TL_NOINLINE Flow execClassDef(Interp& in, const ClassDefStmt* c) {
  ClassSpec spec;
  std::vector<Value> given;
  for (auto& b : c->bases) given.push_back(in.eval(b.get()));
  std::vector<Value> bases = resolvedBases(in, c, given);
  for (const Value& b : bases) spec.bases.push_back(b.as<ClassObj>());
  Value explicitMeta;
  for (size_t i = 0; i < c->keywordNames.size(); ++i) {
    Value v = in.eval(c->keywordValues[i].get());
    if (c->keywordNames[i] == "metaclass") explicitMeta = v;
    else spec.keywords.push_back({c->keywordNames[i], v});
  }
  std::vector<Value> decorators;
  for (auto& e : c->decorators) decorators.push_back(in.eval(e.get()));
  // The class's module is the one whose body defines it (a standard module written in Python too).
  const Value* moduleName = in.frame->globals->findStr(in.internStr("__name__").as<Str>());
  spec.module = moduleName && moduleName->is(ObjKind::Str) ? moduleName->as<Str>()->s : "__main__";
  spec.name = c->name;
  spec.qualname = c->code->qualname;
  in.frame->cur = &c->span;
  Value meta = classMetaclass(in, explicitMeta, spec.bases);
  Value basesTuple = in.newTuple(bases);
  spec.ns = prepareNamespace(in, meta, spec.name, basesTuple, spec.keywords);
  runClassBody(in, c, spec);
  in.frame->cur = &c->span;
  bool replaced = bases.size() != given.size();
  for (size_t i = 0; !replaced && i < given.size(); ++i) replaced = !bases[i].sameAs(given[i]);
  if (replaced) in.setItem(spec.ns, in.internStr("__orig_bases__"), in.newTuple(given));  // PEP 560
  Value cv = meta.sameAs(Value(in.types.type))
                 ? buildClass(in, spec)
                 : in.call(meta, {in.newStr(spec.name), basesTuple, spec.ns}, spec.keywords);
  for (size_t i = decorators.size(); i-- > 0;) cv = in.call(decorators[i], {cv});
  in.assign(c->target.get(), cv);
  return Flow::Normal;
}

TL_NOINLINE Flow execImport(Interp& in, const ImportStmt* s) {
  for (const ImportName& n : s->names) {
    in.frame->cur = &s->span;
    Value m = in.importModule(n.module, s->span);
    if (n.asname.empty() && n.module.find('.') != std::string::npos)
      m = in.importModule(n.module.substr(0, n.module.find('.')), s->span);
    in.assign(n.target.get(), m);
  }
  return Flow::Normal;
}

TL_NOINLINE Flow execImportFrom(Interp& in, const ImportFromStmt* s) {
  in.frame->cur = &s->span;
  Value m = in.importModule(s->module, s->span);
  for (const ImportName& n : s->names) {
    if (n.module == "*") {
      m.as<Module>()->attrs()->forEach([&](const Value& k, const Value& v) {
        if (k.as<Str>()->s[0] != '_') in.frame->globals->set(k, v);
      });
      continue;
    }
    Value got = importedName(in, m, in.internStr(n.module).as<Str>());
    if (got.isNull()) {
      try {
        got = in.importModule(s->module + "." + n.module, s->span);
      } catch (PyException&) {
        in.raise(in.types.ImportError,
                 "cannot import name '" + n.module + "' from '" + s->module + "' (unknown location)");
      }
    }
    in.assign(n.target.get(), got);
  }
  return Flow::Normal;
}

TL_NOINLINE Flow execAssert(Interp& in, const AssertStmt* a) {
  if (in.truthy(in.eval(a->test.get()))) return Flow::Normal;
  Value exc;
  if (a->msg) {
    Value msg = in.eval(a->msg.get());
    exc = in.call(Value(in.types.AssertionError), {msg});
  } else {
    exc = in.call(Value(in.types.AssertionError), {});
  }
  in.frame->cur = &a->test->span;
  in.raiseValue(exc);
}

TL_NOINLINE Flow execReturn(Interp& in, const ReturnStmt* r) {
  in.frame->ret = r->value ? in.eval(r->value.get()) : Value::none();
  return Flow::Return;
}

}  // namespace

void Interp::assign(const Expr* target, const Value& v) {
  switch (target->kind) {
    case ExprKind::Name: storeName(*this, static_cast<const NameExpr*>(target), v); return;
    case ExprKind::Attribute: {
      auto* a = static_cast<const AttributeExpr*>(target);
      Value obj = eval(a->object.get());
      auto* aa = const_cast<AttributeExpr*>(a);
      if (!aa->interned) aa->interned = internStr(a->attr).obj();
      frame->cur = &a->span;
      setAttr(obj, static_cast<Str*>(aa->interned), v);
      return;
    }
    case ExprKind::Subscript: {
      auto* s = static_cast<const SubscriptExpr*>(target);
      Value obj = eval(s->object.get());
      Value key = eval(s->index.get());
      frame->cur = &s->span;
      setItem(obj, key, v);
      return;
    }
    case ExprKind::Tuple:
    case ExprKind::List: unpack(*this, static_cast<const SeqExpr*>(target), v); return;
    default: raiseValue(call(Value(types.SyntaxError), {newStr("cannot assign")}));
  }
}

Flow Interp::exec(const Body& body) {
  for (const StmtPtr& s : body) {
    Flow f = execStmt(s.get());
    if (weakCallbacksPending) runWeakCallbacks(*this);
    if (f != Flow::Normal) return f;
  }
  return Flow::Normal;
}

Flow Interp::execStmt(const Stmt* s) {
  enterStatement(s);
  switch (s->kind) {
    case StmtKind::Expr: {
      auto* e = static_cast<const ExprStmt*>(s);
      Value v = eval(e->value.get());
      if (e->display && !v.isNone()) {  // sys.displayhook: the repr, and builtins._
        writeStdout(repr(v) + "\n");
        builtins.as<Dict>()->set(internStr("_"), v);
      }
      return Flow::Normal;
    }
    case StmtKind::Assign: {
      auto* a = static_cast<const AssignStmt*>(s);
      if (a->annotation) return execAnnotated(*this, a);
      Value v = eval(a->value.get());
      for (const auto& t : a->targets) assign(t.get(), v);
      return Flow::Normal;
    }
    case StmtKind::AugAssign: return execAugAssign(*this, static_cast<const AugAssignStmt*>(s));
    case StmtKind::Return: return execReturn(*this, static_cast<const ReturnStmt*>(s));
    case StmtKind::If:
    case StmtKind::For:
    case StmtKind::While: return execLoopStmt(*this, s);
    case StmtKind::Break: return Flow::Break;
    case StmtKind::Continue: return Flow::Continue;
    case StmtKind::Pass:
    case StmtKind::Global:
    case StmtKind::Nonlocal: return Flow::Normal;
    case StmtKind::FunctionDef: return execFunctionDef(*this, static_cast<const FunctionDefStmt*>(s));
    case StmtKind::ClassDef: return execClassDef(*this, static_cast<const ClassDefStmt*>(s));
    case StmtKind::Assert: return execAssert(*this, static_cast<const AssertStmt*>(s));
    case StmtKind::Del:
      for (auto& t : static_cast<const DelStmt*>(s)->targets) execDel(*this, t.get());
      return Flow::Normal;
    case StmtKind::Try: return execTry(*this, static_cast<const TryStmt*>(s));
    case StmtKind::Raise: execRaise(*this, static_cast<const RaiseStmt*>(s)); return Flow::Normal;
    case StmtKind::With: return execWith(*this, static_cast<const WithStmt*>(s));
    case StmtKind::Import: return execImport(*this, static_cast<const ImportStmt*>(s));
    case StmtKind::ImportFrom: return execImportFrom(*this, static_cast<const ImportFromStmt*>(s));
    case StmtKind::Match: return execMatch(*this, static_cast<const MatchStmt*>(s));
  }
  return Flow::Normal;
}

}  // namespace tl::lang
