// Interp: object factories, attribute access, the generic call and running a program.
#include "lang/eval/interp.h"

#include <algorithm>
#include <sstream>

#include "core/errors.h"
#include "core/events.h"
#include "core/stack_guard.h"
#include "core/tensor.h"
#include "lang/eval/builtins.h"
#include "lang/eval/exception_groups.h"
#include "lang/eval/metaclass.h"
#include "lang/eval/native.h"
#include "lang/eval/syntax_error.h"
#include "lang/eval/weak_refs.h"
#include "lang/syntax/parser.h"

namespace tl::lang {

void Interp::GatedSink::emit(const core::Json& event) {
  const core::Json* type = gate ? event.get("type") : nullptr;
  if (type && type->asString() == "warning") {
    const core::Json* logger = event.get("logger");
    if ((!logger || logger->asString() == "tensorflow") && !gate()) return;
  }
  next_.emit(event);
}

Value Interp::replacedStdout() {
  if (stdoutStream.isNull()) return {};
  Value* sys = modules_.as<Dict>()->findStr(internStr("sys").as<Str>());
  if (!sys || !sys->is(ObjKind::Module)) return {};
  Value* out = sys->as<Module>()->attrs()->findStr(internStr("stdout").as<Str>());
  if (!out || (out->isObj() && out->obj() == stdoutStream.obj())) return {};
  return *out;
}

Interp::Interp(const core::Options& options, core::EventSink& sink)
    : recursionLimit(options.maxRecursionDepth), options_(options), sink_(sink) {
  weakRefsInterpStarted();
  installExceptions(*this);  // creates the type objects too
  builtins = newDict();
  modules_ = newDict();
  installBuiltins(*this);
  installStrMethods(*this);
  installContainerMethods(*this);
  installSourceBuiltins(*this);
  installSyntaxErrorMethods(*this);
  installExceptionGroups(*this);
  installBuiltinSubclassing(*this);  // last: it wraps the int and float methods
  registerStdModules(*this);
}

Interp::~Interp() {
  weakRefsInterpEnding();
  // Break the common cycles (class dicts <-> functions, functions <-> the
  // namespaces they were defined in, modules) before freeing.
  handling.clear();
  for (auto& kv : excClasses_) kv.second->attrs()->clear();
  for (Value& ns : namespaces_) ns.as<Dict>()->clear();
  for (Value& cls : programClasses_) cls.as<ClassObj>()->attrs()->clear();
  modules_.as<Dict>()->forEach([](const Value&, const Value& m) {
    if (m.is(ObjKind::Module)) m.as<Module>()->attrs()->clear();
  });
  modules_.as<Dict>()->clear();
  cycles_.collect();
  cycles_.dropAll();  // what is left is held through objects that report no references
}

Value Interp::newStr(std::string s) { return Value(new Str(types.str, std::move(s))); }

Value Interp::internStr(const std::string& s) {
  auto it = interned_.find(s);
  if (it != interned_.end()) return it->second;
  Value v = newStr(s);
  interned_.emplace(s, v);
  return v;
}

Value Interp::newList(std::vector<Value> items) {
  auto* l = new List(types.list);
  l->items = std::move(items);
  return Value(l);
}

Value Interp::newTuple(std::vector<Value> items) {
  auto* t = new Tuple(types.tuple);
  t->items = std::move(items);
  return Value(t);
}

Value Interp::newDict() { return Value(new Dict(types.dict)); }
Value Interp::newSet() { return Value(new Set(types.set)); }

Value Interp::newInstance(ClassObj* cls) {
  auto* i = new Instance(cls);
  Value v(i);
  i->dict = newDict();
  if (cls->isException) {
    i->exc = std::make_unique<ExcData>();
    i->exc->args = newTuple();
  }
  return v;
}

Value Interp::newBuiltin(const std::string& name, NativeFn fn) {
  return Value(new Builtin(types.builtinFunction, name, std::move(fn)));
}

std::vector<Value> Interp::subclassesOf(const ClassObj* cls) const {
  std::vector<Value> found;
  for (const Value& v : keepAlive_) {
    if (!v.is(ObjKind::Class)) continue;
    const ClassObj* c = v.as<ClassObj>();
    const bool direct = c->bases.empty() ? c->base == cls : std::count(c->bases.begin(), c->bases.end(), cls) > 0;
    if (direct) found.push_back(v);
  }
  return found;
}

ClassObj* Interp::newClass(const std::string& name, ClassObj* base, const std::string& module) {
  auto* c = new ClassObj(types.type, name, base);
  c->module = module;
  c->dict = newDict();
  c->isException = base && base->isException;  // a subclass of an exception is one
  keepAlive_.push_back(Value(c));
  return c;
}

Value Interp::newModule(const std::string& name) {
  auto* m = new Module(types.module, name);
  Value v(m);
  m->dict = newDict();
  m->attrs()->set(internStr("__name__"), newStr(name));
  return v;
}

Value Interp::newException(ClassObj* cls, const std::string& message) {
  Value e = newInstance(cls);
  // No message is no argument, as `raise MemoryError()` gives.
  e.as<Instance>()->exc->args = message.empty() ? newTuple() : newTuple({newStr(message)});
  return e;
}

ClassObj* Interp::typeOf(const Value& v) const {
  switch (v.tag()) {
    case Tag::Int: return types.int_;
    case Tag::Float: return types.float_;
    case Tag::Bool: return types.bool_;
    case Tag::None:
    case Tag::Null: return types.NoneType;
    case Tag::Obj: return v.obj()->cls();
  }
  return types.object;
}

// Each state type's index, handed out on first use; the same in every interpreter.
size_t Interp::newModuleStateIndex() {
  static std::atomic<size_t> next{0};
  return next++;
}

uint64_t Interp::fakeAddress(const void* p) {
  auto it = addresses_.find(p);
  if (it != addresses_.end()) return it->second;
  uint64_t a = 0x7f3a2c000000ULL + 0x40 * (addresses_.size() + 1);
  addresses_[p] = a;
  return a;
}

void Interp::raise(ClassObj* cls, const std::string& message) { raiseValue(newException(cls, message)); }

void Interp::raiseValue(const Value& exc) {
  if (!exc.is(ObjKind::Instance) || !exc.as<Instance>()->exc)  // never a non-exception, whatever the caller had
    raise(types.TypeError, "exceptions must derive from BaseException");
  ExcData* d = exc.as<Instance>()->exc.get();
  if (!handling.empty() && d->context.isNull() && !handling.back().sameAs(exc)) d->context = handling.back();
  throw PyException{exc};
}

void Interp::stepLimitCheck() {
  if (++steps > options_.maxSteps || (steps & 1023) == 0) budgetCheck();
  // A native operation under way holds its objects through Values (references
  // from outside), or has yet to give a new one any reference (alive too).
  collectCyclesIfDue();
}

void Interp::checkResultSize(int64_t count, int64_t times, int64_t itemBytes) {
  int64_t bytes = 0;
  const int64_t limit = options_.maxTensorBytes;
  if (__builtin_mul_overflow(count, times, &bytes) || __builtin_mul_overflow(bytes, itemBytes, &bytes) ||
      (limit > 0 && bytes > limit))
    raise(exceptionClass("MemoryError"), "");
  chargeSteps(bytes >> 10);
}

void Interp::budgetCheck() {
  sink_.pulse();
  if (steps > options_.maxSteps)
    raise(types.ExecutionLimitError, "program exceeded " + std::to_string(options_.maxSteps) + " steps");
  if (cancelRequested.load(std::memory_order_relaxed)) raise(types.KeyboardInterrupt, "execution cancelled");
  if (options_.maxSeconds > 0 &&
      std::chrono::steady_clock::now() - runStarted > std::chrono::duration<double>(options_.maxSeconds)) {
    std::ostringstream limit;
    limit << options_.maxSeconds;
    raise(types.ExecutionLimitError, "program ran longer than its time limit of " + limit.str() + " seconds");
  }
}

// The host stack is asked only past this depth, and every few levels: the
// check costs microseconds in WASM, and shallow programs never need it.
constexpr int kStackCheckFrom = 48;
constexpr int kStackCheckEvery = 4;

void Interp::enterRecursion(const char* context) {
  ++depth;
  const bool tooDeep = depth > recursionLimit ||
                       (depth >= kStackCheckFrom && depth % kStackCheckEvery == 0 && !core::stackHasRoom());
  if (tooDeep) {
    --depth;
    raise(types.RecursionError, std::string("maximum recursion depth exceeded") + context);
  }
}

// ---- calls --------------------------------------------------------------------

void checkMethodApplies(Interp& in, const Value& method, const Value& self) {
  const Builtin* b = method.as<Builtin>();
  if (b->ownerName == "object") return;  // object's methods apply to every object
  const Str* name = in.internStr(b->name).as<Str>();
  for (const ClassObj* c : in.typeOf(self)->mro())
    if (const Value* m = c->attrs()->findStr(name); m && m->sameAs(method)) return;
  if (b->name.size() > 4 && b->name.compare(0, 2, "__") == 0)  // a slot wrapper
    in.raise(in.types.TypeError, "descriptor '" + b->name + "' requires a '" + b->ownerName +
                                     "' object but received a '" + in.typeName(self) + "'");
  in.raise(in.types.TypeError, "descriptor '" + b->name + "' for '" + b->ownerName + "' objects doesn't apply to a '" +
                                   in.typeName(self) + "' object");
}

Value Interp::call(const Value& fn, CallArgs& a) {
  if (!fn.isObj()) raise(types.TypeError, "'" + typeName(fn) + "' object is not callable");
  switch (fn.obj()->kind()) {
    case ObjKind::Function: return callFunction(fn.as<Function>(), nullptr, a);
    case ObjKind::BoundMethod: {
      BoundMethod* m = fn.as<BoundMethod>();
      if (m->func.is(ObjKind::Function)) return callFunction(m->func.as<Function>(), &m->self, a);
      if (m->func.is(ObjKind::Builtin)) return m->func.as<Builtin>()->fn(*this, m->self, a);
      std::vector<Value> pos{m->self};
      pos.insert(pos.end(), a.pos, a.pos + a.npos);
      CallArgs b{pos.data(), pos.size(), a.kw, a.nkw};
      return call(m->func, b);
    }
    case ObjKind::Builtin: {
      Builtin* b = fn.as<Builtin>();
      if (b->isMethod && b->self.isNull()) {
        // An unbound method read from its class (str.lower): the first argument is self.
        if (a.npos == 0)
          raise(types.TypeError, "unbound method " + b->ownerName + "." + b->name + "() needs an argument");
        // object's and type's own methods are not in their class's dict.
        const bool outsideDict = b->ownerName == "object" || (b->ownerName == "type" && a.pos[0].is(ObjKind::Class));
        if (!outsideDict) checkMethodApplies(*this, fn, a.pos[0]);
        CallArgs rest{a.pos + 1, a.npos - 1, a.kw, a.nkw};
        return b->fn(*this, a.pos[0], rest);
      }
      RecursionScope level(*this, " while calling a Python object");
      try {
        return b->fn(*this, b->self, a);
      } catch (core::TfError& e) {
        raise(exceptionClass(e.kind()), e.what());
      }
    }
    case ObjKind::Class: return callClass(*this, fn.as<ClassObj>(), a);
    case ObjKind::Native: {
      Value r;
      try {
        r = fn.as<NativeObject>()->call(*this, a);
      } catch (core::TfError& e) {
        raise(exceptionClass(e.kind()), e.what());
      }
      if (!r.isNull()) return r;
      break;
    }
    case ObjKind::Instance: {
      Value* m = fn.obj()->cls()->lookup(internStr("__call__").as<Str>());
      if (m && m->is(ObjKind::Function)) return callFunction(m->as<Function>(), &fn, a);
      // Any other __call__ (a tf.function, a staticmethod) is read through the
      // instance as a method call would read it.
      if (m) return call(bindToInstance(fn, *m), a);
      break;
    }
    case ObjKind::StaticMethod:
    case ObjKind::ClassMethod: return call(fn.as<Wrapper>()->fget, a);
    default:  // a built-in object of a program class (class Registry(dict) with a __call__)
      if (fn.obj()->cls()->userDefined)
        if (Value* m = fn.obj()->cls()->lookup(internStr("__call__").as<Str>())) return call(bindToInstance(fn, *m), a);
      break;
  }
  raise(types.TypeError, "'" + typeName(fn) + "' object is not callable");
}

Value Interp::call(const Value& fn, std::vector<Value> pos, std::vector<KwArg> kw) {
  CallArgs a{pos.data(), pos.size(), kw.data(), kw.size()};
  return call(fn, a);
}

// ---- modules ------------------------------------------------------------------

void Interp::registerModule(const std::string& name, std::function<Value(Interp&)> init) {
  moduleInits_[name] = std::move(init);
}

Value Interp::importModule(const std::string& dotted, const core::SourceSpan& span) {
  if (Value* m = modules_.as<Dict>()->findStr(internStr(dotted).as<Str>())) return *m;
  auto it = moduleInits_.find(dotted);
  if (it == moduleInits_.end()) {
    size_t dot = dotted.rfind('.');
    if (dot != std::string::npos) {
      importModule(dotted.substr(0, dot), span);
      // The parent may put the submodule in sys.modules itself (collections puts collections.abc).
      if (Value* m = modules_.as<Dict>()->findStr(internStr(dotted).as<Str>())) return *m;
    }
    Value error = newException(types.ModuleNotFoundError, "No module named '" + dotted + "'");
    error.as<Instance>()->attrs()->set(internStr("name"), newStr(dotted));
    raiseValue(error);
  }
  Value m = it->second(*this);
  modules_.as<Dict>()->set(internStr(dotted), m);
  size_t dot = dotted.rfind('.');
  if (dot != std::string::npos) {
    Value parent = importModule(dotted.substr(0, dot), span);
    if (parent.is(ObjKind::Module)) parent.as<Module>()->attrs()->set(internStr(dotted.substr(dot + 1)), m);
  }
  return m;
}

void Interp::writeStderr(const std::string& text) { sink_.emit(core::events::stderrText(text)); }

Value Interp::runModuleBody(const FuncCode& code, Dict* globals, Dict* locals) {
  keepNamespace(globals);
  Frame fr;
  fr.code = &code;
  fr.globals = globals;
  fr.classNs = locals;
  fr.back = frame;
  fr.id = ++frameCounter;
  frame = &fr;
  try {
    exec(code.body);
  } catch (PyException& e) {
    addTraceback(*this, e.exc, fr);
    frame = fr.back;
    throw;
  } catch (...) {
    frame = fr.back;
    throw;
  }
  frame = fr.back;
  return fr.ret.isNull() ? Value::none() : std::move(fr.ret);
}

void Interp::writeStdout(const std::string& text, const std::string& table) {
  if (stepObserver_) stepObserver_->printed(text);
  sink_.emit(core::events::stdoutText(text, phase_, phaseFn_, programLine(), table));
}

}  // namespace tl::lang
