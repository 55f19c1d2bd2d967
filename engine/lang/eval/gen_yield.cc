// Yield expressions: `yield v` nested in an expression, which suspends its
// generator by GeneratorSuspend, and `yield from`'s delegation (PEP 380). The
// statements around them are the generator runner's (gen_exec.cc).
#include "lang/eval/builtins.h"
#include "lang/eval/generators.h"
#include "lang/syntax/ast_walk.h"

namespace tl::lang {

namespace {

// A StopIteration ends a delegation with its value as the result of `yield from`.
bool delegateFinished(Interp& in, const PyException& e, Value& result) {
  if (!in.isInstance(e.exc, in.types.StopIteration)) return false;
  const auto& args = e.exc.as<Instance>()->exc->args.as<Tuple>()->items;
  result = args.empty() ? Value::none() : args[0];
  return true;
}

// close() on the iterator a generator delegates to, if it has one (PEP 380).
void closeDelegate(Interp& in, const Value& d) {
  if (d.is(ObjKind::Iterator))
    if (auto* sub = dynamic_cast<GeneratorObj*>(d.as<Iterator>())) {
      sub->close(in);
      return;
    }
  if (Value close = in.getAttrOrNull(d, in.internStr("close").as<Str>()); !close.isNull()) in.call(close, {});
}

}  // namespace

// One step of `yield from d` (PEP 380): GeneratorExit closes d and is raised
// here; another thrown exception goes to d.throw(); a sent value to d.send(),
// None to next(d). False when d yielded (g.yielded), true when it finished (result).
bool delegateStep(Interp& in, GeneratorObj& g, const Value& sent, const Value& thrown, Value& result) {
  Value d = g.delegate;
  Value out;
  if (!thrown.isNull() && in.isInstance(thrown, in.exceptionClass("GeneratorExit"))) {
    g.delegate = Value();
    closeDelegate(in, d);
    in.raiseValue(thrown);
  }
  if (d.is(ObjKind::Iterator)) {
    if (auto* sub = dynamic_cast<GeneratorObj*>(d.as<Iterator>())) {
      const bool done = sub->finished;  // a finished generator gives None to a later yield from
      if (sub->resume(in, sent.isNull() ? Value::none() : sent, thrown, out)) {
        g.yielded = out;
        return false;
      }
      g.delegate = Value();
      result = done ? Value::none() : sub->returned;
      return true;
    }
  }
  const char* method = !thrown.isNull() ? "throw" : (!sent.isNull() && !sent.isNone()) ? "send" : nullptr;
  Value m = method ? in.getAttrOrNull(d, in.internStr(method).as<Str>()) : Value();
  if (method && m.isNull()) {  // raised in the delegating generator, not by the iterator (PEP 479 applies)
    g.delegate = Value();
    if (!thrown.isNull()) in.raiseValue(thrown);
    in.raise(in.types.AttributeError, "'" + in.typeName(d) + "' object has no attribute 'send'");
  }
  try {
    if (method) {
      g.yielded = in.call(m, {!thrown.isNull() ? thrown : sent});
      return false;
    }
    if (d.is(ObjKind::Instance)) {  // a class's __next__: its StopIteration's value is the result
      g.yielded = in.call(in.getAttr(d, "__next__"), {});
      return false;
    }
    if (in.next(d, out)) {
      g.yielded = out;
      return false;
    }
    result = Value::none();
  } catch (PyException& e) {  // a StopIteration raised inside the iterator ends it, with its value
    if (!delegateFinished(in, e, result)) {
      g.delegate = Value();
      throw;
    }
  }
  g.delegate = Value();
  return true;
}

Value evalYield(Interp& in, const YieldExpr* y) {
  GeneratorObj* g = in.frame->generator;
  if (!g) {
    in.frame->cur = &y->span;
    in.raiseValue(in.call(Value(in.types.SyntaxError), {in.newStr("'yield' outside function")}));
  }
  // Replayed yields give their values in the order they completed: a yield in
  // this one's operand completed first, so the operand is evaluated before
  // this yield takes a value (or, the replay spent, yields it).
  const bool nested = !y->from && y->value && g->replaying && hasYield(y->value.get());
  Value operand = nested ? in.eval(y->value.get()) : Value();
  if (g->replaying && g->replayPos < g->replay.size()) return g->replay[g->replayPos++];
  if (nested) {
    g->yielded = operand;
  } else if (y->from) {
    Value iterable = in.eval(y->value.get());
    in.frame->cur = &y->span;
    g->delegate = in.iter(iterable);
    Value result;
    if (delegateStep(in, *g, Value::none(), Value(), result)) return result;
  } else {
    g->yielded = y->value ? in.eval(y->value.get()) : Value::none();
  }
  g->suspendedReplay.clear();
  if (g->replaying) g->suspendedReplay.assign(g->replay.begin(), g->replay.begin() + g->replayPos);
  g->replaying = false;
  g->path.clear();
  throw GeneratorSuspend{};
}

}  // namespace tl::lang
