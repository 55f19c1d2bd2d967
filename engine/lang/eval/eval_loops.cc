// if / while / for, with AutoGraph-style staging when the condition or the
// iterable is a staged native value (see hooks.h), and AutoGraph's rewrite of
// break / continue / return (autograph_jumps.cc) in the code that staging touches.
#include "lang/eval/builtins.h"
#include "lang/eval/hooks.h"
#include "lang/eval/interp.h"
#include "lang/eval/iterators.h"
#include "lang/eval/metaclass.h"
#include "lang/eval/native.h"

namespace tl::lang {

using Flow = Interp::Flow;

namespace {

bool isStaged(const Value& v) { return v.is(ObjKind::Native) && v.as<NativeObject>()->staged(); }

}  // namespace

// Finds the NameExpr-free way to read/write a variable by name in the current frame.
Value readFrameVar(Interp& in, const std::string& name) {
  Frame* f = in.frame;
  if (f->code && !f->classNs)
    for (size_t i = 0; i < f->code->slotNames.size(); ++i)
      if (f->code->slotNames[i] == name) {
        const Value& v = f->slots[i];
        return f->code->slotIsCell[i] ? v.as<Cell>()->value : v;
      }
  if (f->classNs)
    if (Value v = classNsLoad(in, in.internStr(name).as<Str>()); !v.isNull()) return v;
  if (Value* v = f->globals->findStr(in.internStr(name).as<Str>())) return *v;
  return {};
}

// Null unbinds a local (a later read raises UnboundLocalError); namespaces keep their entry.
void writeFrameVar(Interp& in, const std::string& name, const Value& v) {
  Frame* f = in.frame;
  if (f->code && !f->classNs)
    for (size_t i = 0; i < f->code->slotNames.size(); ++i)
      if (f->code->slotNames[i] == name) {
        if (f->code->slotIsCell[i]) f->slots[i].as<Cell>()->value = v;
        else f->slots[i] = v;
        return;
      }
  if (v.isNull()) return;
  if (f->classNs) classNsStore(in, in.internStr(name).as<Str>(), v);
  else f->globals->set(in.internStr(name), v);
}

namespace {

// Without a hook (AutoGraph off) the value itself decides: a symbolic tensor's
// __bool__ / __iter__ raises TensorFlow's OperatorNotAllowedInGraphError.
__attribute__((noinline)) Flow execIf(Interp& in, const IfStmt* s) {
  Value c = in.eval(s->cond.get());
  if (isStaged(c) && in.controlFlowHook()) return in.controlFlowHook()->runStatement(in, s, c);
  in.frame->cur = &s->cond->span;
  return in.exec(in.truthy(c) ? s->body : s->orelse);
}

// While tracing, a for whose body jumps runs under the rewrite: a staged if in it may
// decide the jump.
bool rewritesJumps(Interp& in, const Body& body) {
  return in.controlFlowHook() && in.controlFlowHook()->rewritesLoop(body);
}

// While tracing, every while goes to the hook: its condition may be staged from the
// start, or turn into a tensor after some Python iterations (an error).
__attribute__((noinline)) Flow execWhile(Interp& in, const WhileStmt* s) {
  if (in.controlFlowHook()) return in.controlFlowHook()->runStatement(in, s, {});
  while (true) {
    Value c = in.eval(s->cond.get());
    if (isStaged(c)) {
      in.truthy(c);
      in.raise(in.types.TypeError, "a symbolic value cannot be used as a Python bool");
    }
    if (!in.truthy(c)) break;
    Flow f = in.exec(s->body);
    if (f == Flow::Break) return Flow::Normal;
    if (f == Flow::Return) return f;
    in.stepLimitCheck();
  }
  return in.exec(s->orelse);
}

// Runs one iteration; returns true to stop the loop (break/return in `out`).
inline bool forBody(Interp& in, const ForStmt* s, const Value& v, Flow& out) {
  in.assign(s->target.get(), v);
  Flow f = in.exec(s->body);
  if (f == Flow::Break) {
    out = Flow::Normal;
    return true;
  }
  if (f == Flow::Return) {
    out = f;
    return true;
  }
  return false;
}

__attribute__((noinline)) Flow execFor(Interp& in, const ForStmt* s) {
  Value iterable = in.eval(s->iter.get());
  if (ControlFlowHook* hook = in.controlFlowHook(); hook && hook->stagesLoopOver(in, iterable)) {
    return hook->runStatement(in, s, iterable);
  }
  if (isStaged(iterable)) {
    if (in.controlFlowHook()) return in.controlFlowHook()->runStatement(in, s, iterable);
    in.iter(iterable);
    in.raise(in.types.TypeError, "a symbolic value cannot be iterated in Python");
  }
  if (rewritesJumps(in, s->body)) return in.controlFlowHook()->runStatement(in, s, iterable);
  Flow out = Flow::Normal;
  if (iterable.is(ObjKind::Range) && !iterable.as<Range>()->wide) {
    const Range* r = iterable.as<Range>();
    const int64_t n = r->length();
    // Unsigned: the step past the last item may leave 64 bits; it is never used.
    uint64_t x = static_cast<uint64_t>(r->start);
    for (int64_t i = 0; i < n; ++i, x += static_cast<uint64_t>(r->step)) {
      if (forBody(in, s, Value::integer(static_cast<int64_t>(x)), out)) return out;
      in.stepLimitCheck();
    }
    return in.exec(s->orelse);
  }
  if (iterable.is(ObjKind::List) && !overrideOf(in, iterable, "__iter__")) {
    const List* l = iterable.as<List>();
    for (size_t i = 0; i < l->items.size(); ++i) {
      Value item = l->items[i];
      if (forBody(in, s, item, out)) return out;
      in.stepLimitCheck();
    }
    return in.exec(s->orelse);
  }
  in.frame->cur = &s->span;
  Value it = in.iter(iterable);
  Value item;
  while (in.next(it, item)) {  // next() charges the item's step
    if (forBody(in, s, item, out)) return out;
    in.collectCyclesIfDue();
    in.frame->cur = &s->span;  // an error in the iterator's next step is reported at the for
  }
  return in.exec(s->orelse);
}

}  // namespace

Flow execLoopStmt(Interp& in, const Stmt* s) {
  switch (s->kind) {
    case StmtKind::If: return execIf(in, static_cast<const IfStmt*>(s));
    case StmtKind::While: return execWhile(in, static_cast<const WhileStmt*>(s));
    default: return execFor(in, static_cast<const ForStmt*>(s));
  }
}

// Comprehensions run in their own frame; slot 0 holds the outer iterator.
static void compLevel(Interp& in, const ComprehensionExpr* c, size_t level, const Value& it0, Value& result) {
  const Comprehension& g = c->generators[level];
  Value it = level == 0 ? it0 : in.iter(in.eval(g.iter.get()));
  Value x;
  while (in.next(it, x)) {  // next() charges the item's step
    in.collectCyclesIfDue();
    in.assign(g.target.get(), x);
    bool ok = true;
    for (const auto& cond : g.ifs)
      if (!in.truthy(in.eval(cond.get()))) {
        ok = false;
        break;
      }
    if (!ok) continue;
    if (level + 1 < c->generators.size()) {
      compLevel(in, c, level + 1, it0, result);
      continue;
    }
    switch (c->type) {
      case ComprehensionExpr::Type::Set: setAdd(in, result, in.eval(c->elt.get())); break;
      case ComprehensionExpr::Type::Dict: {
        Value k = in.eval(c->elt.get());
        dictSet(in, result, k, in.eval(c->value.get()));
        break;
      }
      default: result.as<List>()->items.push_back(in.eval(c->elt.get()));
    }
  }
}

Value runComprehension(Interp& in, const ComprehensionExpr* c, const Value& iterator) {
  Value result = c->type == ComprehensionExpr::Type::Set    ? in.newSet()
                 : c->type == ComprehensionExpr::Type::Dict ? in.newDict()
                                                            : in.newList();
  compLevel(in, c, 0, iterator, result);
  if (c->type == ComprehensionExpr::Type::Generator) return makeGeneratorIterator(in, result);
  return result;
}

}  // namespace tl::lang
