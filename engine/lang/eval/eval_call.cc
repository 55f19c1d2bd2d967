// Calls: argument evaluation, binding to parameters (CPython's TypeError
// wording), Python frames, comprehensions and the generic call dispatch.
#include <cstring>

#include "core/stack_guard.h"

#include "lang/eval/builtins.h"
#include "lang/eval/generators.h"
#include "lang/eval/interp.h"
#include "lang/eval/native.h"

namespace tl::lang {

#define TL_NOINLINE __attribute__((noinline))

constexpr int kLevelsPerStackSegment = 32;

namespace {

std::string quotedList(const std::vector<std::string>& names) {
  std::string s;
  for (size_t i = 0; i < names.size(); ++i) {
    if (i > 0) s += names.size() == 2 ? " and " : (i + 1 == names.size() ? ", and " : ", ");
    s += "'" + names[i] + "'";
  }
  return s;
}

[[noreturn]] TL_NOINLINE void tooMany(Interp& in, Function* f, size_t given) {
  const FuncCode& c = *f->code;
  size_t max = c.params.size(), min = max - f->defaults.size();
  std::string takes = min == max ? std::to_string(max) : "from " + std::to_string(min) + " to " + std::to_string(max);
  std::string msg = f->qualname + "() takes " + takes + " positional argument" + (max == 1 && min == max ? "" : "s") +
                    " but " + std::to_string(given) + (given == 1 ? " was" : " were") + " given";
  in.raise(in.types.TypeError, msg);
}

[[noreturn]] TL_NOINLINE void missing(Interp& in, Function* f, const std::vector<std::string>& names, bool kwOnly) {
  in.raise(in.types.TypeError, f->qualname + "() missing " + std::to_string(names.size()) + " required " +
                                   (kwOnly ? "keyword-only" : "positional") + " argument" +
                                   (names.size() == 1 ? "" : "s") + ": " + quotedList(names));
}

int findParam(const FuncCode& c, const std::string& name, bool& kwOnly) {
  for (size_t i = c.posOnly; i < c.params.size(); ++i)
    if (c.params[i].name == name) return kwOnly = false, static_cast<int>(i);
  for (size_t i = 0; i < c.kwOnly.size(); ++i)
    if (c.kwOnly[i].name == name) return kwOnly = true, static_cast<int>(i);
  return -1;
}

// CPython's error when keywords name positional-only parameters (and there is no **kwargs).
TL_NOINLINE void positionalOnlyByKeyword(Interp& in, Function* f, const CallArgs& a) {
  const FuncCode& c = *f->code;
  std::string names;
  for (size_t i = 0; i < a.nkw; ++i)
    for (size_t p = 0; p < c.posOnly; ++p)
      if (c.params[p].name == a.kw[i].name) names += (names.empty() ? "" : ", ") + a.kw[i].name;
  if (!names.empty())
    in.raise(in.types.TypeError,
             f->qualname + "() got some positional-only arguments passed as keyword arguments: '" + names + "'");
}

// Binds self + args to the frame slots (params, kwOnly, *args, **kwargs).
TL_NOINLINE void bindSlow(Interp& in, Function* f, const Value* self, CallArgs& a, Value* slots) {
  const FuncCode& c = *f->code;
  size_t np = c.params.size(), nk = c.kwOnly.size();
  size_t given = a.npos + (self ? 1 : 0);
  std::vector<Value> extra;
  for (size_t i = 0; i < given; ++i) {
    const Value& v = self ? (i == 0 ? *self : a.pos[i - 1]) : a.pos[i];
    if (i < np) slots[i] = v;
    else if (!c.varargs.empty()) extra.push_back(v);
    else tooMany(in, f, given);
  }
  size_t varSlot = np + nk, kwSlot = varSlot + (c.varargs.empty() ? 0 : 1);
  Value kwdict;
  if (!c.kwargs.empty()) kwdict = in.newDict();
  for (size_t i = 0; i < a.nkw; ++i) {
    bool isKwOnly;
    int p = findParam(c, a.kw[i].name, isKwOnly);
    if (p < 0) {
      if (kwdict.isNull()) {
        positionalOnlyByKeyword(in, f, a);
        in.raise(in.types.TypeError, f->qualname + "() got an unexpected keyword argument '" + a.kw[i].name + "'");
      }
      dictSet(in, kwdict, in.newStr(a.kw[i].name), a.kw[i].value);
      continue;
    }
    Value& slot = slots[isKwOnly ? np + p : p];
    if (!slot.isNull())
      in.raise(in.types.TypeError, f->qualname + "() got multiple values for argument '" + a.kw[i].name + "'");
    slot = a.kw[i].value;
  }
  std::vector<std::string> miss;
  size_t firstDefault = np - f->defaults.size();
  for (size_t i = 0; i < np; ++i)
    if (slots[i].isNull()) {
      if (i >= firstDefault) slots[i] = f->defaults[i - firstDefault];
      else miss.push_back(c.params[i].name);
    }
  if (!miss.empty()) missing(in, f, miss, false);
  for (size_t i = 0; i < nk; ++i)
    if (slots[np + i].isNull()) {
      if (!f->kwDefaults[i].isNull()) slots[np + i] = f->kwDefaults[i];
      else miss.push_back(c.kwOnly[i].name);
    }
  if (!miss.empty()) missing(in, f, miss, true);
  if (!c.varargs.empty()) slots[varSlot] = in.newTuple(std::move(extra));
  if (!c.kwargs.empty()) slots[kwSlot] = kwdict;
}

}  // namespace

Value Interp::runFrame(Function* f, Frame& fr) {
  const FuncCode& c = *f->code;
  for (int i = 0; i < c.numSlots; ++i)
    if (c.slotIsCell[i]) {
      auto* cell = new Cell(types.cell);
      cell->value = std::move(fr.slots[i]);
      fr.slots[i] = Value(cell);
    }
  fr.back = frame;
  fr.id = ++frameCounter;
  frame = &fr;
  try {
    if (c.comp) {
      fr.ret = runComprehension(*this, c.comp, fr.slots[0]);
    } else {
      exec(c.body);
    }
  } catch (PyException& e) {
    addTraceback(*this, e.exc, fr);
    frame = fr.back;
    --depth;
    throw;
  } catch (...) {
    frame = fr.back;
    --depth;
    throw;
  }
  frame = fr.back;
  --depth;
  return fr.ret.isNull() ? Value::none() : std::move(fr.ret);
}

Value Interp::callFunction(Function* f, const Value* self, CallArgs& a) {
  const FuncCode& c = *f->code;
  stepLimitCheck();
  enterRecursion();
  Value inlineSlots[6];
  std::unique_ptr<Value[]> heapSlots;
  Value* slots = inlineSlots;
  if (c.numSlots > 6) {
    heapSlots.reset(new Value[c.numSlots]);
    slots = heapSlots.get();
  }
  size_t given = a.npos + (self ? 1 : 0);
  if (a.nkw == 0 && given == c.params.size() && c.kwOnly.empty() && c.varargs.empty() && c.kwargs.empty()) {
    size_t k = 0;
    if (self) slots[k++] = *self;
    for (size_t i = 0; i < a.npos; ++i) slots[k++] = a.pos[i];
  } else {
    try {
      bindSlow(*this, f, self, a, slots);
    } catch (...) {
      --depth;
      throw;
    }
  }
  if (c.isGenerator) {
    --depth;
    return makeGenerator(*this, f, slots);
  }
  Frame fr;
  fr.code = &c;
  fr.slots = slots;
  fr.func = f;
  fr.globals = f->globals.as<Dict>();
  if (depth - stackSegmentBase >= kLevelsPerStackSegment && core::canRunOnFreshStack())
    return runFrameOnFreshStack(f, fr);
  return runFrame(f, fr);
}

// A host stack holds this many Python levels before the next call moves to a
// fresh one (where the host has fresh stacks): about 1 KB of host stack a
// level, so a segment of about 1 MB keeps room for recursion inside a level
// (repr, hashing, the parser) up to the recursion limit.
Value Interp::runFrameOnFreshStack(Function* f, Frame& fr) {
  const int outer = stackSegmentBase;
  stackSegmentBase = depth;
  try {
    Value result = core::onFreshStack([&] { return runFrame(f, fr); });
    stackSegmentBase = outer;
    return result;
  } catch (...) {
    stackSegmentBase = outer;
    throw;
  }
}

Value Interp::makeFunction(const std::shared_ptr<FuncCode>& code, const std::vector<ExprPtr>& defaults,
                           const std::vector<ExprPtr>& kwDefaults) {
  auto* f = new Function(types.function, code);
  Value fv(f);
  for (const auto& d : defaults) f->defaults.push_back(eval(d.get()));
  for (const auto& d : kwDefaults) f->kwDefaults.push_back(d ? eval(d.get()) : Value());
  f->kwDefaults.resize(code->kwOnly.size());
  f->globals = Value(frame->globals);
  f->qualname = code->qualname;
  for (const auto& src : code->freeSources)
    f->closure.push_back(src.fromCellSlot ? frame->slots[src.index] : frame->func->closure[src.index]);
  return fv;
}

// How CPython names a callable in argument errors: "__main__.f()", "print()".
std::string callableName(Interp& in, const Value& fn) {
  if (fn.is(ObjKind::BoundMethod)) return callableName(in, fn.as<BoundMethod>()->func);
  if (fn.is(ObjKind::Builtin)) return fn.as<Builtin>()->name + "()";
  if (fn.is(ObjKind::Function) || fn.is(ObjKind::Class)) {
    Value module = in.getAttrOrNull(fn, in.internStr("__module__").as<Str>());
    Value qualname = in.getAttrOrNull(fn, in.internStr("__qualname__").as<Str>());
    std::string name = qualname.is(ObjKind::Str) ? qualname.as<Str>()->s : "?";
    if (module.is(ObjKind::Str) && module.as<Str>()->s != "builtins") name = module.as<Str>()->s + "." + name;
    return name + "()";
  }
  return in.typeName(fn) + " object";
}

// A keyword that an earlier keyword or ** mapping already gave.
void addKeyword(Interp& in, const Value& fn, std::vector<KwArg>& kw, std::string name, Value v, bool check) {
  if (check)
    for (const KwArg& k : kw)
      if (k.name == name)
        in.raise(in.types.TypeError, callableName(in, fn) + " got multiple values for keyword argument '" + name + "'");
  kw.push_back({std::move(name), std::move(v)});
}

// f(**m): a dict, or any mapping (keys() and [key]); its keys must be strings.
void addMapping(Interp& in, const Value& fn, const Value& m, std::vector<KwArg>& kw) {
  std::vector<std::pair<Value, Value>> items;
  if (m.is(ObjKind::Dict)) {
    m.as<Dict>()->forEach([&](const Value& k, const Value& v) { items.emplace_back(k, v); });
  } else {
    Value keys = in.getAttrOrNull(m, in.internStr("keys").as<Str>());
    if (keys.isNull())
      in.raise(in.types.TypeError,
               callableName(in, fn) + " argument after ** must be a mapping, not " + in.typeName(m));
    for (const Value& k : in.toVector(in.call(keys, {}))) items.emplace_back(k, in.getItem(m, k));
  }
  for (auto& [k, v] : items) {
    if (!k.is(ObjKind::Str)) in.raise(in.types.TypeError, "keywords must be strings");
    addKeyword(in, fn, kw, k.as<Str>()->s, v, true);
  }
}

// Evaluates call arguments into `pos`/`kw` (expanding *args and **kwargs).
TL_NOINLINE static void evalArgs(Interp& in, const CallExpr* c, const Value& fn, std::vector<Value>& pos,
                                 std::vector<KwArg>& kw) {
  bool unpacked = false;  // after a ** mapping, keywords may repeat: check them
  for (const Arg& a : c->args) {
    switch (a.kind) {
      case Arg::Kind::Positional: pos.push_back(in.eval(a.value.get())); break;
      case Arg::Kind::Star: {
        Value v = in.eval(a.value.get());
        Value it;
        try {
          it = in.iter(v);
        } catch (PyException& e) {  // CPython names the callee when the value cannot be iterated
          if (!in.isInstance(e.exc, in.types.TypeError) || in.typeOf(v)->lookup(in.internStr("__iter__").as<Str>()))
            throw;
          in.frame->cur = &c->site;
          in.raise(in.types.TypeError,
                   callableName(in, fn) + " argument after * must be an iterable, not " + in.typeName(v));
        }
        for (Value& x : in.toVector(it)) pos.push_back(std::move(x));
        break;
      }
      case Arg::Kind::Keyword: addKeyword(in, fn, kw, a.name, in.eval(a.value.get()), unpacked); break;
      case Arg::Kind::DoubleStar: {
        Value d = in.eval(a.value.get());
        in.frame->cur = &c->site;
        addMapping(in, fn, d, kw);
        unpacked = true;
        break;
      }
    }
  }
}

TL_NOINLINE static Value callSlow(Interp& in, const CallExpr* c, const Value& fn) {
  std::vector<Value> pos;
  std::vector<KwArg> kw;
  evalArgs(in, c, fn, pos, kw);
  in.frame->cur = &c->site;
  CallArgs a{pos.data(), pos.size(), kw.data(), kw.size()};
  return in.call(fn, a);
}

// Method calls on instances skip creating the bound method.
TL_NOINLINE static Value callMethod(Interp& in, const CallExpr* c, bool& handled) {
  auto* attr = static_cast<const AttributeExpr*>(c->func.get());
  Value obj = in.eval(attr->object.get());
  auto* aa = const_cast<AttributeExpr*>(attr);
  if (!aa->interned) aa->interned = in.internStr(attr->attr).obj();
  const Str* name = static_cast<Str*>(aa->interned);
  in.frame->cur = &attr->site;
  Value fn;
  bool bindSelf = false;
  if (obj.isObj() &&
      (obj.obj()->kind() == ObjKind::List || obj.obj()->kind() == ObjKind::Str || obj.obj()->kind() == ObjKind::Dict ||
       obj.obj()->kind() == ObjKind::Instance) &&
      !in.getattributeHooks) {  // a class's __getattribute__ sees method reads too
    const Value* attrs = obj.obj()->instanceDict();
    bool inInstance = attrs && attrs->as<Dict>()->findStr(name);
    Value* m = inInstance ? nullptr : obj.obj()->cls()->lookup(name);
    if (m && (m->is(ObjKind::Function) || (m->is(ObjKind::Builtin) && m->as<Builtin>()->isMethod))) {
      if (m->is(ObjKind::Builtin) && obj.obj()->cls()->userDefined) checkMethodApplies(in, *m, obj);
      fn = *m;
      bindSelf = true;
    }
  }
  if (!bindSelf) fn = in.getAttr(obj, name);
  Value buf[6];
  size_t n = c->args.size();
  if (!c->simple || n > 6) {
    if (!bindSelf) return callSlow(in, c, fn);
    std::vector<Value> pos;
    std::vector<KwArg> kw;
    evalArgs(in, c, fn, pos, kw);
    in.frame->cur = &c->site;
    CallArgs a{pos.data(), pos.size(), kw.data(), kw.size()};
    if (fn.is(ObjKind::Function)) return in.callFunction(fn.as<Function>(), &obj, a);
    return fn.as<Builtin>()->fn(in, obj, a);
  }
  for (size_t i = 0; i < n; ++i) buf[i] = in.eval(c->args[i].value.get());
  in.frame->cur = &c->site;
  CallArgs a{buf, n, nullptr, 0};
  handled = true;
  if (!bindSelf) return in.call(fn, a);
  if (fn.is(ObjKind::Function)) return in.callFunction(fn.as<Function>(), &obj, a);
  return fn.as<Builtin>()->fn(in, obj, a);
}

Value evalCall(Interp& in, const CallExpr* c) {
  if (c->func->kind == ExprKind::Attribute) {
    bool handled = false;
    return callMethod(in, c, handled);
  }
  Value fn = in.eval(c->func.get());
  size_t n = c->args.size();
  if (!c->simple || n > 6) return callSlow(in, c, fn);
  Value buf[6];
  for (size_t i = 0; i < n; ++i) buf[i] = in.eval(c->args[i].value.get());
  in.frame->cur = &c->site;
  CallArgs a{buf, n, nullptr, 0};
  if (fn.is(ObjKind::Function)) return in.callFunction(fn.as<Function>(), nullptr, a);
  return in.call(fn, a);
}

Value evalComprehension(Interp& in, const ComprehensionExpr* c) {
  Value it = in.iter(in.eval(c->generators[0].iter.get()));
  std::vector<ExprPtr> none;
  Value fn = in.makeFunction(c->code, none, none);
  if (c->type == ComprehensionExpr::Type::Generator) return makeGenexp(in, fn, it);
  in.frame->cur = &c->span;
  CallArgs a{&it, 1, nullptr, 0};
  return in.callFunction(fn.as<Function>(), nullptr, a);
}

}  // namespace tl::lang
