// try/except/else/finally, raise (with chaining) and with-statements.
#include <new>
#include <stdexcept>

#include "core/errors.h"
#include "lang/eval/builtins.h"
#include "lang/eval/exception_groups.h"
#include "lang/eval/interp.h"
#include "lang/eval/metaclass.h"
#include "lang/eval/statements.h"

namespace tl::lang {

using Flow = Interp::Flow;

// Records `fr` in the exception's traceback once per frame visit, like
// CPython's PyTraceBack_Here when an exception unwinds into a frame.
void addTraceback(Interp& in, const Value& exc, const Frame& fr) {
  ExcData* d = exc.as<Instance>()->exc.get();
  if (!d || d->lastFrame == fr.id || in.framesHidden(fr.globals)) return;
  d->lastFrame = fr.id;
  core::SourceSpan span = fr.cur ? *fr.cur : core::SourceSpan{};
  d->traceback.push_back({span.line, span, fr.code ? fr.code->name : "<module>", fr.cur,
                          fr.code ? fr.code->filename : "", fr.id});
}

bool exceptionMatches(Interp& in, const Value& exc, const Value& type) {
  if (type.is(ObjKind::Tuple)) {
    for (const Value& t : type.as<Tuple>()->items)
      if (exceptionMatches(in, exc, t)) return true;
    return false;
  }
  if (!type.is(ObjKind::Class) || !type.as<ClassObj>()->isException)
    in.raise(in.types.TypeError, "catching classes that do not inherit from BaseException is not allowed");
  return in.typeOf(exc)->isSubclassOf(type.as<ClassObj>());
}

void unbindHandlerName(Interp& in, const Expr* name) {
  auto* n = static_cast<const NameExpr*>(name);
  if (n->scope == Scope::Local) in.frame->slots[n->slot] = Value();
  else if (n->scope == Scope::Cell) in.frame->slots[n->slot].as<Cell>()->value = Value();
  else if (in.frame->classNs && n->scope == Scope::ClassBody) classNsErase(in, in.internStr(n->name).as<Str>());
  else in.frame->globals->erase(in.internStr(n->name));
}

namespace {

// Runs the handler for `exc` if one matches; false if none does.
bool handle(Interp& in, const TryStmt* t, const Value& exc, Flow& flow) {
  for (const Handler& h : t->handlers) {
    if (h.type) {
      Value type = in.eval(h.type.get());
      if (!exceptionMatches(in, exc, type)) continue;
    }
    in.handling.push_back(exc);
    if (h.name) in.assign(h.name.get(), exc);
    try {
      flow = in.exec(h.body);
    } catch (...) {
      in.handling.pop_back();
      if (h.name) unbindHandlerName(in, h.name.get());
      throw;
    }
    in.handling.pop_back();
    if (h.name) unbindHandlerName(in, h.name.get());
    return true;
  }
  return false;
}

// except* T: the type T, refused as CPython does when it names a group.
Value starHandlerType(Interp& in, const Handler& h) {
  Value type = in.eval(h.type.get());
  const std::vector<Value> types = type.is(ObjKind::Tuple) ? type.as<Tuple>()->items : std::vector<Value>{type};
  for (const Value& t : types) {
    if (!t.is(ObjKind::Class) || !t.as<ClassObj>()->isException)
      in.raise(in.types.TypeError, "catching classes that do not inherit from BaseException is not allowed");
    if (t.as<ClassObj>()->isSubclassOf(in.exceptionClass("BaseExceptionGroup")))
      in.raise(in.types.TypeError, "catching ExceptionGroup with except* is not allowed. Use except instead.");
  }
  return type;
}

// The part of `rest` that type matches (Null: none), leaving the remainder in
// `rest`; an exception outside any group is matched as a group of one.
Value splitForHandler(Interp& in, Value& rest, const Value& type) {
  if (!isExceptionGroup(in, rest)) {
    if (!exceptionMatches(in, rest, type)) return {};
    Value group = in.call(Value(in.exceptionClass("BaseExceptionGroup")), {in.newStr(""), in.newTuple({rest})});
    rest = Value();
    return group;
  }
  Value parts = in.call(in.getAttr(rest, "split"), {type});
  const auto& items = parts.as<Tuple>()->items;
  rest = items[1].isNone() ? Value() : items[1];
  return items[0].isNone() ? Value() : items[0];
}

Flow tryBody(Interp& in, const TryStmt* t) {
  Flow flow;
  Value exc;
  try {
    flow = in.exec(t->body);
  } catch (PyException& e) {
    if (t->handlers.empty()) throw;
    exc = e.exc;
  } catch (std::bad_alloc&) {  // an allocation no size check foresaw: Python's MemoryError
    if (t->handlers.empty()) throw;
    exc = in.newException(in.exceptionClass("MemoryError"), "");
  } catch (std::length_error&) {  // a container asked for more than its size type holds
    if (t->handlers.empty()) throw;
    exc = in.newException(in.exceptionClass("MemoryError"), "");
  } catch (core::TfError& e) {  // a TensorFlow error from below lang/ not yet made Python's
    if (t->handlers.empty()) throw;
    exc = in.newException(in.exceptionClass(e.kind()), e.what());
  }
  if (exc.isNull()) return flow != Flow::Normal ? flow : in.exec(t->orelse);
  addTraceback(in, exc, *in.frame);
  if (t->star) {
    handleStar(in, t, exc);
    return Flow::Normal;
  }
  if (!handle(in, t, exc, flow)) throw PyException{exc};
  return flow;
}

}  // namespace

// try ... except*: each handler runs once on its part of the group; what no
// handler took, what they re-raised and what they raised go on together.
void handleStar(Interp& in, const TryStmt* t, const Value& exc) {
  Value rest = exc;
  std::vector<Value> raised, kept;
  for (const Handler& h : t->handlers) {
    if (rest.isNull()) break;
    Value match = splitForHandler(in, rest, starHandlerType(in, h));
    if (match.isNull()) continue;
    in.handling.push_back(match);
    if (h.name) in.assign(h.name.get(), match);
    ExcData* caught = match.as<Instance>()->exc.get();
    caught->lastFrame = in.frame->id;  // caught here: a bare `raise` adds no line for this frame
    const size_t lines = caught->traceback.size();
    try {
      in.exec(h.body);
    } catch (PyException& e) {
      addTraceback(in, e.exc, *in.frame);  // raised in this frame's handler: its line is this frame's
      // A bare `raise` gives the part back as it was; `raise e` (a line more) raises it anew.
      const bool reraised = e.exc.obj() == match.obj() && e.exc.as<Instance>()->exc->traceback.size() == lines;
      (reraised ? kept : raised).push_back(e.exc);
    }
    in.handling.pop_back();
    if (h.name) unbindHandlerName(in, h.name.get());
  }
  if (!rest.isNull()) kept.push_back(rest);
  Value result = in.call(exceptionGroupHelper(in, "_reraise_star"),
                         {exc, in.newList(std::move(raised)), in.newList(std::move(kept))});
  if (result.isNone()) return;
  // Re-raised, not raised anew: this frame adds no traceback line of its own.
  result.as<Instance>()->exc->lastFrame = in.frame->id;
  throw PyException{result};
}

Flow execTry(Interp& in, const TryStmt* t) {
  if (t->finally.empty()) return tryBody(in, t);
  Flow flow;
  try {
    flow = tryBody(in, t);
  } catch (PyException& e) {
    Value exc = e.exc;
    addTraceback(in, exc, *in.frame);
    in.handling.push_back(exc);
    Flow f;
    try {
      f = in.exec(t->finally);
    } catch (...) {
      in.handling.pop_back();
      throw;
    }
    in.handling.pop_back();
    if (f != Flow::Normal) return f;  // return/break in finally swallows the exception
    throw;
  }
  Value savedRet = in.frame->ret;
  Flow f = in.exec(t->finally);
  if (f == Flow::Break || f == Flow::Continue) in.frame->ret = Value();  // the pending return is dropped
  if (f != Flow::Normal) return f;
  in.frame->ret = savedRet;
  return flow;
}


void execRaise(Interp& in, const RaiseStmt* r) {
  if (!r->exc) {
    if (in.handling.empty()) in.raise(in.types.RuntimeError, "No active exception to reraise");
    throw PyException{in.handling.back()};
  }
  Value exc = exceptionInstance(in, in.eval(r->exc.get()), "exceptions must derive from BaseException",
                                ResultCheck::TypeRepr);
  if (r->cause) {
    Value cause = in.eval(r->cause.get());
    ExcData* d = exc.as<Instance>()->exc.get();
    d->cause = cause.isNone()
                   ? Value()
                   : exceptionInstance(in, cause, "exception causes must derive from BaseException", ResultCheck::None);
    d->suppressContext = true;
  }
  in.frame->cur = &r->span;
  exc.as<Instance>()->exc->lastFrame = 0;  // `raise e` adds this line even if e passed through here before
  in.raiseValue(exc);
}

std::vector<Value> enterWithItems(Interp& in, const WithStmt* w) {
  // Nested items behave like nested with-statements.
  std::vector<Value> exits;
  for (const WithItem& item : w->items) {
    Value ctx = in.eval(item.context.get());
    in.frame->cur = &item.context->span;
    // CPython's words for an object that is not a context manager, rather
    // than the AttributeError a plain lookup would give.
    const std::string protocol = "'" + in.typeOf(ctx)->name + "' object does not support the context manager protocol";
    Value enter = in.getAttrOrNull(ctx, in.internStr("__enter__").as<Str>());
    if (enter.isNull()) in.raise(in.types.TypeError, protocol);
    exits.push_back(in.getAttrOrNull(ctx, in.internStr("__exit__").as<Str>()));
    if (exits.back().isNull()) in.raise(in.types.TypeError, protocol + " (missed __exit__ method)");
    Value v = in.call(enter, {});
    if (item.target) in.assign(item.target.get(), v);
  }
  return exits;
}

bool exitWithException(Interp& in, const std::vector<Value>& exits, const Value& exc) {
  for (size_t i = exits.size(); i-- > 0;) {
    in.handling.push_back(exc);
    Value r;
    try {
      r = in.call(exits[i], {Value(in.typeOf(exc)), exc, Value::none()});
    } catch (...) {
      in.handling.pop_back();
      throw;
    }
    in.handling.pop_back();
    if (in.truthy(r)) return true;
  }
  return false;
}

void exitWithoutException(Interp& in, const std::vector<Value>& exits) {
  for (size_t i = exits.size(); i-- > 0;) in.call(exits[i], {Value::none(), Value::none(), Value::none()});
}

Flow execWith(Interp& in, const WithStmt* w) {
  std::vector<Value> exits = enterWithItems(in, w);
  Flow flow;
  try {
    flow = in.exec(w->body);
  } catch (PyException& e) {
    Value exc = e.exc;
    addTraceback(in, exc, *in.frame);
    if (!exitWithException(in, exits, exc)) throw;
    return Flow::Normal;
  }
  exitWithoutException(in, exits);
  return flow;
}

}  // namespace tl::lang
