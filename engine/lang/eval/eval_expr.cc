// Expression evaluation. Each case lives in its own small function so the
// recursive eval() frame stays small (1000 nested Python calls must fit the
// 8 MiB WASM stack).
#include <cmath>

#include "lang/eval/builtins.h"
#include "lang/eval/bytes_object.h"
#include "lang/eval/complex_object.h"
#include "lang/eval/generators.h"
#include "lang/eval/int_value.h"
#include "lang/eval/interp.h"
#include "lang/eval/metaclass.h"
#include "lang/eval/native.h"
#include "lang/eval/suggestions.h"

namespace tl::lang {

#define TL_NOINLINE __attribute__((noinline))

namespace {

TL_NOINLINE Value evalConst(Interp& in, const ConstExpr* c) {
  switch (c->type) {
    case ConstExpr::Type::None: return Value::none();
    case ConstExpr::Type::True: return Value::boolean(true);
    case ConstExpr::Type::False: return Value::boolean(false);
    case ConstExpr::Type::Int: return Value::integer(c->i);
    case ConstExpr::Type::BigInt: {
      BigInt v;
      BigInt::parse(c->s, static_cast<int>(c->i), v);
      return intValue(in, std::move(v));
    }
    case ConstExpr::Type::Float: return Value::real(c->f);
    case ConstExpr::Type::Imaginary: return newComplex(in, {0.0, c->f});
    case ConstExpr::Type::Ellipsis: return in.builtins.as<Dict>()->findStr(in.internStr("Ellipsis").as<Str>())[0];
    case ConstExpr::Type::Bytes: return newBytes(in, c->s);
    case ConstExpr::Type::Str: {
      auto* cc = const_cast<ConstExpr*>(c);
      if (!cc->cache) cc->cache = in.internStr(c->s).obj();
      return Value(static_cast<Object*>(cc->cache));
    }
  }
  return Value::none();
}

Str* nameOf(Interp& in, const NameExpr* n) {
  auto* nn = const_cast<NameExpr*>(n);
  if (!nn->interned) nn->interned = in.internStr(n->name).obj();
  return static_cast<Str*>(nn->interned);
}

TL_NOINLINE Value evalGlobal(Interp& in, const NameExpr* n) {
  Str* key = nameOf(in, n);
  if (n->scope == Scope::ClassBody && in.frame->classNs)
    if (Value v = classNsLoad(in, key); !v.isNull()) return v;
  if (Value* v = in.frame->globals->findStr(key)) return *v;
  if (Value* v = in.builtins.as<Dict>()->findStr(key)) return *v;
  in.frame->cur = &n->span;
  in.raiseValue(newNameError(in, n->name));
}

TL_NOINLINE Value evalName(Interp& in, const NameExpr* n) {
  switch (n->scope) {
    case Scope::Local: {
      const Value& v = in.frame->slots[n->slot];
      if (v.isNull()) {
        in.frame->cur = &n->span;
        in.raise(in.types.UnboundLocalError,
                 "cannot access local variable '" + n->name + "' where it is not associated with a value");
      }
      return v;
    }
    case Scope::Cell:
    case Scope::Free: {
      Cell* c = n->scope == Scope::Cell ? in.frame->slots[n->slot].as<Cell>()
                                        : in.frame->func->closure[n->slot].as<Cell>();
      if (c->value.isNull()) {
        in.frame->cur = &n->span;
        in.raise(in.types.NameError, "cannot access free variable '" + n->name +
                                         "' where it is not associated with a value in enclosing scope");
      }
      return c->value;
    }
    default: return evalGlobal(in, n);
  }
}

// `a or b` is b itself once a is false: the last operand's truth is never asked
// (so `None or array` returns the array without calling its __bool__).
TL_NOINLINE Value evalBoolOp(Interp& in, const BoolOpExpr* b) {
  const size_t last = b->values.size() - 1;
  for (size_t i = 0; i < last; ++i) {
    Value v = in.eval(b->values[i].get());
    if (in.truthy(v) != b->isAnd) return v;
  }
  return in.eval(b->values[last].get());
}

TL_NOINLINE Value evalCompare(Interp& in, const CompareExpr* c) {
  Value left = in.eval(c->first.get());
  for (size_t i = 0; i < c->ops.size(); ++i) {
    Value right = in.eval(c->rest[i].get());
    in.frame->cur = &c->span;
    Value r = in.compare(c->ops[i], left, right);
    if (i + 1 == c->ops.size()) return r;
    if (!in.truthy(r)) return r;
    left = std::move(right);
  }
  return Value::none();
}

TL_NOINLINE Value evalAttribute(Interp& in, const AttributeExpr* a) {
  Value obj = in.eval(a->object.get());
  auto* aa = const_cast<AttributeExpr*>(a);
  if (!aa->interned) aa->interned = in.internStr(a->attr).obj();
  in.frame->cur = &a->site;
  return in.getAttr(obj, static_cast<Str*>(aa->interned));
}

TL_NOINLINE Value evalSlice(Interp& in, const SliceExpr* s) {
  auto* sl = new Slice(in.types.slice);
  Value v(sl);
  sl->start = s->lower ? in.eval(s->lower.get()) : Value::none();
  sl->stop = s->upper ? in.eval(s->upper.get()) : Value::none();
  sl->step = s->step ? in.eval(s->step.get()) : Value::none();
  return v;
}

TL_NOINLINE Value evalSubscript(Interp& in, const SubscriptExpr* s) {
  Value obj = in.eval(s->object.get());
  Value key = in.eval(s->index.get());
  in.frame->cur = &s->span;
  return in.getItem(obj, key);
}

void appendElements(Interp& in, const std::vector<ExprPtr>& elts, std::vector<Value>& out) {
  for (const auto& e : elts) {
    if (e->kind == ExprKind::Starred) {
      Value it = in.eval(static_cast<const StarredExpr*>(e.get())->value.get());
      for (Value& x : in.toVector(it)) out.push_back(std::move(x));
    } else {
      out.push_back(in.eval(e.get()));
    }
  }
}

TL_NOINLINE Value evalSeq(Interp& in, const SeqExpr* s) {
  std::vector<Value> items;
  items.reserve(s->elts.size());
  appendElements(in, s->elts, items);
  if (s->kind == ExprKind::List) return in.newList(std::move(items));
  if (s->kind == ExprKind::Tuple) return in.newTuple(std::move(items));
  Value set = in.newSet();
  bool constant = s->elts.size() >= 3;
  for (const auto& e : s->elts) constant = constant && e->kind == ExprKind::Const;
  if (!constant) {
    for (const Value& v : items) setAdd(in, set, v);
    return set;
  }
  // CPython folds an all-constant display into a frozenset and copies it in,
  // which decides the iteration order.
  Value folded = in.newSet();
  for (const Value& v : items) setAdd(in, folded, v);
  set.as<Set>()->mergeFrom(*folded.as<Set>());
  return set;
}

TL_NOINLINE Value evalDict(Interp& in, const DictExpr* d) {
  Value dict = in.newDict();
  for (size_t i = 0; i < d->keys.size(); ++i) {
    if (!d->keys[i]) {
      Value other = in.eval(d->values[i].get());
      dictUpdate(in, dict, other);
      continue;
    }
    Value k = in.eval(d->keys[i].get());
    Value v = in.eval(d->values[i].get());
    dictSet(in, dict, k, v);
  }
  return dict;
}

TL_NOINLINE Value evalIfExp(Interp& in, const IfExpExpr* e) {
  return in.truthy(in.eval(e->cond.get())) ? in.eval(e->then.get()) : in.eval(e->otherwise.get());
}

TL_NOINLINE Value evalFString(Interp& in, const FStringExpr* f) {
  std::string out;
  for (const FStringPart& p : f->parts) {
    if (!p.expr) {
      out += p.literal;
      continue;
    }
    Value v = in.eval(p.expr.get());
    in.frame->cur = &f->span;  // CPython reports a failing conversion at the whole f-string
    out += p.selfDoc;
    if (p.conversion == 'r') v = in.newStr(in.repr(v));
    else if (p.conversion == 'a') v = in.newStr(asciiRepr(in, v));
    else if (p.conversion == 's') v = in.newStr(in.str(v));
    std::string spec;
    if (p.spec) spec = in.eval(p.spec.get()).as<Str>()->s;
    out += in.format(v, spec);
  }
  return in.newStr(std::move(out));
}

TL_NOINLINE Value evalUnary(Interp& in, const UnaryExpr* u) {
  Value v = in.eval(u->operand.get());
  if (u->op == UnaryOp::Not) return Value::boolean(!in.truthy(v));
  in.frame->cur = &u->span;
  return in.unary(u->op, v);
}

TL_NOINLINE Value evalBinary(Interp& in, const BinaryExpr* b) {
  Value l = in.eval(b->left.get());
  Value r = in.eval(b->right.get());
  // Fast path: small-int addition/subtraction/comparison dominate loops.
  if (l.isInt() && r.isInt()) {
    int64_t x;
    if (b->op == BinOp::Add && !__builtin_add_overflow(l.asInt(), r.asInt(), &x)) return Value::integer(x);
    if (b->op == BinOp::Sub && !__builtin_sub_overflow(l.asInt(), r.asInt(), &x)) return Value::integer(x);
  }
  in.frame->cur = &b->span;
  return in.binary(b->op, l, r);
}

// A starred expression outside a display or call (the compiler's checks refuse it first).
[[noreturn]] TL_NOINLINE void starredHere(Interp& in, const Expr* e) {
  in.frame->cur = &e->span;
  in.raiseValue(in.call(Value(in.types.SyntaxError), {in.newStr("can't use starred expression here")}));
}

TL_NOINLINE Value evalNamed(Interp& in, const NamedExpr* n) {
  Value v = in.eval(n->value.get());
  in.assign(n->target.get(), v);
  return v;
}

TL_NOINLINE Value evalLambda(Interp& in, const LambdaExpr* l) {
  return in.makeFunction(l->code, l->defaults, l->kwDefaults);
}

}  // namespace

Value evalCall(Interp& in, const CallExpr* c);
Value evalComprehension(Interp& in, const ComprehensionExpr* c);

Value Interp::eval(const Expr* e) {
  switch (e->kind) {
    case ExprKind::Name: {
      auto* n = static_cast<const NameExpr*>(e);
      if (n->scope == Scope::Local && !frame->slots[n->slot].isNull()) return frame->slots[n->slot];
      return evalName(*this, n);
    }
    case ExprKind::Const: {
      auto* c = static_cast<const ConstExpr*>(e);
      if (c->type == ConstExpr::Type::Int) return Value::integer(c->i);
      return evalConst(*this, c);
    }
    case ExprKind::Binary: return evalBinary(*this, static_cast<const BinaryExpr*>(e));
    case ExprKind::Unary: return evalUnary(*this, static_cast<const UnaryExpr*>(e));
    case ExprKind::BoolOp: return evalBoolOp(*this, static_cast<const BoolOpExpr*>(e));
    case ExprKind::Compare: return evalCompare(*this, static_cast<const CompareExpr*>(e));
    case ExprKind::Call: return evalCall(*this, static_cast<const CallExpr*>(e));
    case ExprKind::Attribute: return evalAttribute(*this, static_cast<const AttributeExpr*>(e));
    case ExprKind::Subscript: return evalSubscript(*this, static_cast<const SubscriptExpr*>(e));
    case ExprKind::Slice: return evalSlice(*this, static_cast<const SliceExpr*>(e));
    case ExprKind::Tuple:
    case ExprKind::List:
    case ExprKind::Set: return evalSeq(*this, static_cast<const SeqExpr*>(e));
    case ExprKind::Dict: return evalDict(*this, static_cast<const DictExpr*>(e));
    case ExprKind::Comprehension: return evalComprehension(*this, static_cast<const ComprehensionExpr*>(e));
    case ExprKind::Lambda: return evalLambda(*this, static_cast<const LambdaExpr*>(e));
    case ExprKind::IfExp: return evalIfExp(*this, static_cast<const IfExpExpr*>(e));
    case ExprKind::FString: return evalFString(*this, static_cast<const FStringExpr*>(e));
    case ExprKind::Named: return evalNamed(*this, static_cast<const NamedExpr*>(e));
    case ExprKind::Starred: starredHere(*this, e);
    case ExprKind::Yield: return evalYield(*this, static_cast<const YieldExpr*>(e));
  }
  return Value::none();
}

}  // namespace tl::lang
