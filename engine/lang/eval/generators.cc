// Generator objects: creation, resuming and their Python methods (send, throw,
// close); the generator body's runner is gen_exec.cc.
#include "lang/eval/generators.h"

#include "lang/eval/builtins.h"
#include "lang/eval/iterators.h"
#include "lang/eval/native.h"

namespace tl::lang {

using Flow = Interp::Flow;

namespace {

GeneratorObj& self(Interp& in, const Value& v) {
  auto* g = v.is(ObjKind::Iterator) ? dynamic_cast<GeneratorObj*>(v.as<Iterator>()) : nullptr;
  if (!g)
    in.raise(in.types.TypeError, "descriptor requires a 'generator' object but received '" + in.typeName(v) + "'");
  return *g;
}

Value stopIterationWith(Interp& in, const Value& returned) {
  return in.call(Value(in.types.StopIteration),
                 returned.isNone() ? std::vector<Value>{} : std::vector<Value>{returned});
}

// next() and send() end with it.
[[noreturn]] void stopIteration(Interp& in, const Value& returned) { in.raiseValue(stopIterationWith(in, returned)); }

// throw(type[, value]) and throw(instance): the exception instance to raise.
Value exceptionToThrow(Interp& in, CallArgs& a) {
  if (a.npos == 0) in.raise(in.types.TypeError, "throw expected at least 1 argument, got 0");
  const Value& what = a.pos[0];
  const std::string refusal = "exceptions must be classes or instances deriving from BaseException, not " +
                              in.typeName(what);
  if (what.is(ObjKind::Class) && what.as<ClassObj>()->isException && a.npos > 1 && !a.pos[1].isNone()) {
    if (in.isInstance(a.pos[1], what.as<ClassObj>())) return a.pos[1];
    return checkedException(in, what, in.call(what, {a.pos[1]}), ResultCheck::TypeName);
  }
  return exceptionInstance(in, what, refusal.c_str(), ResultCheck::TypeName);
}

ClassObj* generatorClass(Interp& in) {
  ClassObj* cls = iteratorClass(in, IterKind::Generator);
  if (cls->attrs()->findStr(in.internStr("send").as<Str>())) return cls;
  defMethod(in, cls, "send", [](Interp& in, const Value& s, CallArgs& a) {
    if (a.npos != 1)
      in.raise(in.types.TypeError,
               "generator.send() takes exactly one argument (" + std::to_string(a.npos) + " given)");
    Value out;
    if (!self(in, s).resume(in, a.pos[0], Value(), out)) stopIteration(in, self(in, s).returned);
    return out;
  });
  defMethod(in, cls, "throw", [](Interp& in, const Value& s, CallArgs& a) {
    Value out;
    GeneratorObj& g = self(in, s);
    // Delegating to an object with its own throw(), CPython hands it the argument as given.
    const bool raw = a.npos == 1 && !g.delegate.isNull() && !g.delegate.is(ObjKind::Iterator) &&
                     !in.getAttrOrNull(g.delegate, in.internStr("throw").as<Str>()).isNull();
    if (!g.resume(in, Value::none(), raw ? a.pos[0] : exceptionToThrow(in, a), out)) stopIteration(in, g.returned);
    return out;
  });
  defMethod(in, cls, "close", [](Interp& in, const Value& s, CallArgs&) { return self(in, s).close(in); });
  defProperty(in, cls, "__name__", [](Interp& in, const Value& s, CallArgs&) {
    return in.newStr(self(in, s).func.as<Function>()->code->name);
  });
  defProperty(in, cls, "__qualname__", [](Interp& in, const Value& s, CallArgs&) {
    return in.newStr(self(in, s).func.as<Function>()->qualname);
  });
  defProperty(in, cls, "gi_running",
              [](Interp& in, const Value& s, CallArgs&) { return Value::boolean(self(in, s).running); });
  return cls;
}

}  // namespace

GeneratorObj::GeneratorObj(ClassObj* cls, Value f, std::vector<Value> s)
    : Iterator(cls), func(std::move(f)), slots(std::move(s)) {
  Function* fn = func.as<Function>();
  frame.code = fn->code.get();
  frame.slots = slots.data();
  frame.func = fn;
  frame.globals = fn->globals.as<Dict>();
  frame.generator = this;
}

Value stopIterationFor(Interp& in, const Value& iterator) {
  auto* g = iterator.is(ObjKind::Iterator) ? dynamic_cast<GeneratorObj*>(iterator.as<Iterator>()) : nullptr;
  if (!g && !in.lastStopIteration.isNull()) return in.lastStopIteration;  // a __next__'s own, passed on
  return stopIterationWith(in, g ? g->returned : Value::none());
}

void GeneratorObj::visitRefs(RefVisitor& v) {
  v.visit(func);
  for (const Value& x : slots) v.visit(x);
  v.visit(frame.classMapping);
  v.visit(frame.ret);
  v.visit(returned);
  for (const ResumePoint& p : path) {
    v.visit(p.held);
    v.visit(p.ret);
  }
  for (const Value* x : {&yielded, &sent, &pendingThrow, &delegate}) v.visit(*x);
  for (const Value& x : replay) v.visit(x);
  for (const Value& x : suspendedReplay) v.visit(x);
}

// A garbage generator's slots stay (its frame points at them) but let go.
void GeneratorObj::dropRefs() {
  for (Value& x : slots) x = Value();
  frame.classMapping = frame.ret = returned = Value();
  path.clear();
  yielded = sent = pendingThrow = delegate = Value();
  replay.clear();
  suspendedReplay.clear();
}

bool GeneratorObj::next(Interp& in, Value& out) { return resume(in, Value::none(), Value(), out); }

Flow GeneratorObj::runBody(Interp& in) { return runGeneratorBody(in, *this, frame.code->body); }

bool GeneratorObj::resume(Interp& in, const Value& sentIn, const Value& thrownIn, Value& out) {
  if (finished) {  // its return value went with the StopIteration that ended it
    returned = Value::none();
    if (!thrownIn.isNull()) in.raiseValue(thrownIn);
    return false;
  }
  if (running) in.raise(in.types.ValueError, "generator already executing");
  if (!started && !thrownIn.isNull()) {
    finished = true;  // thrown in before the first line: raised there, and the generator is done
    in.raiseValue(thrownIn);
  }
  if (!started && !sentIn.isNone())
    in.raise(in.types.TypeError, "can't send non-None value to a just-started generator");
  sent = sentIn;
  pendingThrow = thrownIn;
  in.enterRecursion();
  frame.back = in.frame;
  frame.id = ++in.frameCounter;
  in.frame = &frame;
  running = true;
  auto leave = [&] {
    in.frame = frame.back;
    --in.depth;
    running = false;
  };
  auto suspended = [&] {
    leave();
    started = true;
    out = std::move(yielded);
    yielded = Value();
    return true;
  };
  try {
    Flow f = runBody(in);
    if (f == Flow::Suspend) return suspended();
    leave();
    finished = true;
    returned = f == Flow::Return && !frame.ret.isNull() ? frame.ret : Value::none();
    path.clear();
    return false;
  } catch (GeneratorSuspend&) {
    return suspended();
  } catch (PyException& e) {
    addTraceback(in, e.exc, frame);
    leave();
    finished = true;
    path.clear();
    if (!in.isInstance(e.exc, in.types.StopIteration)) throw;
    Value err = in.newException(in.types.RuntimeError, "generator raised StopIteration");
    ExcData* d = err.as<Instance>()->exc.get();
    d->cause = e.exc;
    d->context = e.exc;
    d->suppressContext = true;
    throw PyException{err};
  } catch (...) {
    leave();
    finished = true;
    throw;
  }
}

Value GeneratorObj::close(Interp& in) {
  if (finished || !started) {
    finished = true;
    return Value::none();
  }
  ClassObj* exit = in.exceptionClass("GeneratorExit");
  Value out;
  try {
    if (resume(in, Value::none(), in.newException(exit, ""), out))
      in.raise(in.types.RuntimeError, "generator ignored GeneratorExit");
  } catch (PyException& e) {
    if (in.isInstance(e.exc, exit) || in.isInstance(e.exc, in.types.StopIteration)) return Value::none();
    throw;
  }
  return Value::none();
}

void GenexpObj::visitRefs(RefVisitor& v) {
  GeneratorObj::visitRefs(v);
  for (const Value& x : iters_) v.visit(x);
}

void GenexpObj::dropRefs() {
  GeneratorObj::dropRefs();
  iters_.clear();
}

Flow GenexpObj::runBody(Interp& in) {
  const ComprehensionExpr* c = frame.code->comp;
  frame.cur = &c->span;
  if (!pendingThrow.isNull()) {
    Value exc = std::move(pendingThrow);
    pendingThrow = Value();
    in.raiseValue(exc);
  }
  if (!begun_) {
    begun_ = true;
    iters_.push_back(slots[0]);
  }
  while (!iters_.empty()) {
    const size_t level = iters_.size() - 1;
    const Comprehension& clause = c->generators[level];
    Value x;
    if (!in.next(iters_.back(), x)) {
      iters_.pop_back();
      continue;
    }
    in.collectCyclesIfDue();  // next() charged the item's step
    in.assign(clause.target.get(), x);
    bool kept = true;
    for (const auto& cond : clause.ifs)
      if (!in.truthy(in.eval(cond.get()))) {
        kept = false;
        break;
      }
    if (!kept) continue;
    if (level + 1 < c->generators.size()) {
      iters_.push_back(in.iter(in.eval(c->generators[level + 1].iter.get())));
      continue;
    }
    yielded = in.eval(c->elt.get());
    return Flow::Suspend;  // resume() hands it out; no exception per item
  }
  return Flow::Normal;
}

namespace {

// The frame's own copy of its slots, cells made for the ones closures share.
std::vector<Value> ownSlots(Interp& in, const FuncCode& c, const Value* slots) {
  std::vector<Value> own(slots, slots + c.numSlots);
  for (int i = 0; i < c.numSlots; ++i)
    if (c.slotIsCell[i]) {
      auto* cell = new Cell(in.types.cell);
      cell->value = std::move(own[i]);
      own[i] = Value(cell);
    }
  return own;
}

}  // namespace

Value makeGenerator(Interp& in, Function* f, Value* slots) {
  return Value(new GeneratorObj(generatorClass(in), Value(f), ownSlots(in, *f->code, slots)));
}

Value makeGenexp(Interp& in, const Value& comprehensionFunction, const Value& it0) {
  const FuncCode& c = *comprehensionFunction.as<Function>()->code;
  std::vector<Value> slots(static_cast<size_t>(c.numSlots));
  slots[0] = it0;
  return Value(new GenexpObj(generatorClass(in), comprehensionFunction, ownSlots(in, c, slots.data())));
}

}  // namespace tl::lang
