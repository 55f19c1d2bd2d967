// The built-in iterator types: iter() and next() over the built-in containers,
// and map / zip / filter / enumerate / reversed, which are types in Python.
#include "lang/eval/iterators.h"

#include <algorithm>

#include "core/errors.h"
#include "lang/eval/builtins.h"
#include "lang/eval/generators.h"
#include "lang/eval/int_value.h"
#include "lang/eval/metaclass.h"
#include "lang/eval/native.h"

namespace tl::lang {

namespace {

class VectorIter : public Iterator {
 public:
  VectorIter(ClassObj* cls, Value src) : Iterator(cls), src_(std::move(src)) {}
  bool next(Interp& in, Value& out) override {
    const auto& items = src_.is(ObjKind::List) ? src_.as<List>()->items : src_.as<Tuple>()->items;
    if (i_ >= items.size()) return false;
    out = items[i_++];
    return true;
  }

 private:
  Value src_;
  size_t i_ = 0;
};

class SnapshotIter : public Iterator {
 public:
  SnapshotIter(ClassObj* cls, std::vector<Value> items) : Iterator(cls), items_(std::move(items)) {}
  bool next(Interp& in, Value& out) override {
    if (i_ >= items_.size()) return false;
    out = items_[i_++];
    return true;
  }

 private:
  std::vector<Value> items_;
  size_t i_ = 0;
};

// A dict's keys, values or items in insertion order, read live as CPython's
// dictiter does: once the dict's size changes, every later step raises.
class DictIter : public Iterator {
 public:
  DictIter(ClassObj* cls, Value dict, DictPart part)
      : Iterator(cls), dict_(std::move(dict)), part_(part), size_(dict_.as<Dict>()->size()) {}
  bool next(Interp& in, Value& out) override {
    const Dict* d = dict_.as<Dict>();
    if (broken_ || d->size() != size_) {
      broken_ = true;
      in.raise(in.types.RuntimeError, "dictionary changed size during iteration");
    }
    const auto& entries = d->rawEntries();
    while (i_ < entries.size() && entries[i_].key.isNull()) ++i_;
    if (i_ >= entries.size()) return false;
    const Dict::Entry& e = entries[i_++];
    out = part_ == DictPart::Keys ? e.key : part_ == DictPart::Values ? e.value : in.newTuple({e.key, e.value});
    return true;
  }

 private:
  Value dict_;
  DictPart part_;
  size_t size_, i_ = 0;
  bool broken_ = false;
};

// A set's members as they were when iteration began; a change of the set's
// size raises at the next step, as CPython's setiter does.
class SetIter : public Iterator {
 public:
  SetIter(ClassObj* cls, Value set) : Iterator(cls), set_(std::move(set)), size_(set_.as<Set>()->size()) {
    set_.as<Set>()->forEach([&](const Value& k) { items_.push_back(k); });
  }
  bool next(Interp& in, Value& out) override {
    if (broken_ || set_.as<Set>()->size() != size_) {
      broken_ = true;
      in.raise(in.types.RuntimeError, "Set changed size during iteration");
    }
    if (i_ >= items_.size()) return false;
    out = items_[i_++];
    return true;
  }

 private:
  Value set_;
  std::vector<Value> items_;
  size_t size_, i_ = 0;
  bool broken_ = false;
};

class CallbackIter : public Iterator {
 public:
  CallbackIter(ClassObj* cls, std::function<bool(Interp&, Value&)> f) : Iterator(cls), f_(std::move(f)) {}
  bool next(Interp& in, Value& out) override { return f_(in, out); }

 private:
  std::function<bool(Interp&, Value&)> f_;
};

const char* iteratorTypeName(IterKind kind) {
  switch (kind) {
    case IterKind::Map: return "map";
    case IterKind::Zip: return "zip";
    case IterKind::Filter: return "filter";
    case IterKind::Enumerate: return "enumerate";
    case IterKind::Reversed: return "reversed";
    case IterKind::ListIterator: return "list_iterator";
    case IterKind::ListReverseIterator: return "list_reverseiterator";
    case IterKind::TupleIterator: return "tuple_iterator";
    case IterKind::StrAsciiIterator: return "str_ascii_iterator";
    case IterKind::StrIterator: return "str_iterator";
    case IterKind::RangeIterator: return "range_iterator";
    case IterKind::LongRangeIterator: return "longrange_iterator";
    case IterKind::DictKeyIterator: return "dict_keyiterator";
    case IterKind::DictValueIterator: return "dict_valueiterator";
    case IterKind::DictItemIterator: return "dict_itemiterator";
    case IterKind::DictReverseKeyIterator: return "dict_reversekeyiterator";
    case IterKind::DictReverseValueIterator: return "dict_reversevalueiterator";
    case IterKind::DictReverseItemIterator: return "dict_reverseitemiterator";
    case IterKind::SetIterator: return "set_iterator";
    case IterKind::CallableIterator: return "callable_iterator";
    case IterKind::Generator: return "generator";
    case IterKind::Count: break;
  }
  return "iterator";
}

std::vector<Value> strChars(Interp& in, const std::string& s) {
  std::vector<Value> out;
  for (size_t i = 0; i < s.size();) {
    const unsigned char c = s[i];
    const size_t n = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
    out.push_back(in.newStr(s.substr(i, n)));
    i += n;
  }
  return out;
}

std::vector<Value> dictKeys(const Value& d) {
  std::vector<Value> keys;
  d.as<Dict>()->forEach([&](const Value& k, const Value&) { keys.push_back(k); });
  return keys;
}

// Calls `getter` with self and 0, 1, 2, ... until IndexError or StopIteration
// (the sequence protocol of classes without __iter__).
Value sequenceIterator(Interp& in, const Value& self, const Value& getter) {
  auto i = std::make_shared<int64_t>(0);
  return makeNativeIterator(in, [getter, self, i](Interp& in, Value& out) {
    try {
      out = in.call(getter, {self, Value::integer((*i)++)});
    } catch (PyException& e) {
      if (in.isInstance(e.exc, in.types.IndexError) || in.isInstance(e.exc, in.types.StopIteration)) return false;
      throw;
    }
    return true;
  });
}

// ---- map, zip, filter, enumerate, reversed -------------------------------------

void noKeywords(Interp& in, const CallArgs& a, const char* type) {
  if (a.nkw) in.raise(in.types.TypeError, std::string(type) + "() takes no keyword arguments");
}

// The next value of each iterator, or false when one is exhausted.
bool nextRow(Interp& in, const std::vector<Value>& its, std::vector<Value>& row) {
  row.clear();
  for (const Value& it : its) {
    Value x;
    if (!in.next(it, x)) return false;
    row.push_back(std::move(x));
  }
  return true;
}

Value makeEnumerate(Interp& in, const Value&, CallArgs& a) {
  checkKeywords(in, a, "enumerate", {"iterable", "start"});
  if (a.npos == 0 && !a.keyword("iterable"))  // enumerate's own check, without a position
    in.raise(in.types.TypeError, "enumerate() missing required argument 'iterable'");
  auto args = parseArgs(in, a, "enumerate", {"iterable", "start"}, 1);
  Value count = args[1].isNull() ? Value::integer(0) : intValue(in, integerArg(in, args[1]));  // True counts from 1
  Value it = in.iter(args[0]);
  return makeKindIterator(in, IterKind::Enumerate, [it, count](Interp& in, Value& out) mutable {
    Value x;
    if (!in.next(it, x)) return false;
    out = in.newTuple({count, x});
    // The count leaves 64 bits as a Python int would (CPython's enum_next_long).
    count = !isBigInt(count) && count.asInt() < INT64_MAX ? Value::integer(count.asInt() + 1)
                                                          : in.binary(BinOp::Add, count, Value::integer(1));
    return true;
  });
}

// zip(strict=True) raises when the iterables have different lengths, as CPython words it.
[[noreturn]] void zipLengthError(Interp& in, size_t arg, bool longer) {
  std::string n = std::to_string(arg + 1);
  if (longer)
    in.raise(in.types.ValueError,
             "zip() argument " + n + " is longer than argument" + (arg == 1 ? " 1" : "s 1-" + std::to_string(arg)));
  in.raise(in.types.ValueError,
           "zip() argument " + n + " is shorter than argument" + (arg == 1 ? " 1" : "s 1-" + std::to_string(arg)));
}

Value makeZip(Interp& in, const Value&, CallArgs& a) {
  checkKeywords(in, a, "zip", {"strict"});
  bool strict = false;
  for (size_t k = 0; k < a.nkw; ++k) strict = in.truthy(a.kw[k].value);
  std::vector<Value> its;
  for (size_t i = 0; i < a.npos; ++i) its.push_back(in.iter(a.pos[i]));
  return makeKindIterator(in, IterKind::Zip, [its, strict](Interp& in, Value& out) {
    if (its.empty()) return false;
    std::vector<Value> row;
    for (size_t i = 0; i < its.size(); ++i) {
      Value x;
      if (in.next(its[i], x)) {
        row.push_back(std::move(x));
        continue;
      }
      if (!strict) return false;
      if (i > 0) zipLengthError(in, i, false);
      for (size_t j = 1; j < its.size(); ++j)
        if (in.next(its[j], x)) zipLengthError(in, j, true);
      return false;
    }
    out = in.newTuple(std::move(row));
    return true;
  });
}

Value makeMap(Interp& in, const Value&, CallArgs& a) {
  noKeywords(in, a, "map");
  if (a.npos < 2) in.raise(in.types.TypeError, "map() must have at least two arguments.");
  Value fn = a.pos[0];
  std::vector<Value> its;
  for (size_t i = 1; i < a.npos; ++i) its.push_back(in.iter(a.pos[i]));
  return makeKindIterator(in, IterKind::Map, [fn, its](Interp& in, Value& out) {
    std::vector<Value> row;
    if (!nextRow(in, its, row)) return false;
    out = in.call(fn, std::move(row));
    return true;
  });
}

Value makeFilter(Interp& in, const Value&, CallArgs& a) {
  noKeywords(in, a, "filter");
  if (a.npos != 2) in.raise(in.types.TypeError, "filter expected 2 arguments, got " + std::to_string(a.npos));
  Value fn = a.pos[0], it = in.iter(a.pos[1]);
  return makeKindIterator(in, IterKind::Filter, [fn, it](Interp& in, Value& out) {
    Value x;
    while (in.next(it, x)) {
      bool keep = fn.isNone() ? in.truthy(x) : in.truthy(in.call(fn, {x}));
      if (keep) {
        out = x;
        return true;
      }
    }
    return false;
  });
}

// reversed() of a class: its __reversed__, else the sequence protocol backwards.
Value reversedInstance(Interp& in, const Value& v) {
  ClassObj* cls = v.obj()->cls();
  if (Value* m = cls->lookup(in.internStr("__reversed__").as<Str>())) return in.call(*m, {v});
  Value* getter = cls->lookup(in.internStr("__getitem__").as<Str>());
  if (!getter) in.raise(in.types.TypeError, "'" + in.typeName(v) + "' object is not reversible");
  auto i = std::make_shared<int64_t>(in.len(v));  // a sequence without __len__: len()'s TypeError
  Value get = *getter;
  return makeKindIterator(in, IterKind::Reversed, [get, v, i](Interp& in, Value& out) {
    if (*i <= 0) return false;
    out = in.call(get, {v, Value::integer(--*i)});
    return true;
  });
}

Value makeReversed(Interp& in, const Value&, CallArgs& a) {
  noKeywords(in, a, "reversed");
  if (a.npos != 1) in.raise(in.types.TypeError, "reversed expected 1 argument, got " + std::to_string(a.npos));
  const Value& v = a.pos[0];
  if (!v.isObj()) in.raise(in.types.TypeError, "'" + in.typeName(v) + "' object is not reversible");
  if (const Value* m = overrideOf(in, v, "__reversed__")) return in.call(*m, {v});
  switch (v.obj()->kind()) {
    case ObjKind::Instance: return reversedInstance(in, v);
    case ObjKind::Class:
      if (Value* m = metaclassMethod(in, v, "__reversed__")) return in.call(*m, {v});
      break;
    case ObjKind::Range: return rangeIterator(in, *v.as<Range>(), true);
    case ObjKind::Dict: {
      std::vector<Value> keys = dictKeys(v);
      std::reverse(keys.begin(), keys.end());
      return makeSnapshotIterator(in, IterKind::DictReverseKeyIterator, std::move(keys));
    }
    case ObjKind::List:
    case ObjKind::Tuple:
    case ObjKind::Str:
    case ObjKind::Native: {
      std::vector<Value> items = in.toVector(v);
      std::reverse(items.begin(), items.end());
      return makeSnapshotIterator(in, v.is(ObjKind::List) ? IterKind::ListReverseIterator : IterKind::Reversed,
                                  std::move(items));
    }
    default: break;
  }
  in.raise(in.types.TypeError, "'" + in.typeName(v) + "' object is not reversible");
}

// iter(callable, sentinel): calls until the result equals the sentinel.
Value callableIterator(Interp& in, const Value& fn, const Value& sentinel) {
  auto done = std::make_shared<bool>(false);
  return makeKindIterator(in, IterKind::CallableIterator, [fn, sentinel, done](Interp& in, Value& out) {
    if (*done) return false;
    Value r = in.call(fn, {});
    if (in.equals(r, sentinel)) {
      *done = true;
      return false;
    }
    out = std::move(r);
    return true;
  });
}

bool isCallable(Interp& in, const Value& v) {
  return v.is(ObjKind::Function) || v.is(ObjKind::Builtin) || v.is(ObjKind::BoundMethod) || v.is(ObjKind::Class) ||
         v.is(ObjKind::StaticMethod) || v.is(ObjKind::ClassMethod) || v.is(ObjKind::Native) ||
         (ofProgramClass(v) && v.obj()->cls()->lookup(in.internStr("__call__").as<Str>()));
}

Value iterFunction(Interp& in, const Value&, CallArgs& a) {
  noKeywords(in, a, "iter");
  if (a.npos == 1) return in.iter(a.pos[0]);
  if (a.npos == 2) {
    if (!isCallable(in, a.pos[0])) in.raise(in.types.TypeError, "iter(v, w): v must be callable");
    return callableIterator(in, a.pos[0], a.pos[1]);
  }
  in.raise(in.types.TypeError, a.npos ? "iter expected at most 2 arguments, got " + std::to_string(a.npos)
                                      : "iter expected at least 1 argument, got 0");
}

void publishType(Interp& in, IterKind kind, NativeFn ctor) {
  ClassObj* cls = iteratorClass(in, kind);
  cls->attrs()->set(in.internStr("__call_ctor__"), in.newBuiltin(cls->name, std::move(ctor)));
  in.builtins.as<Dict>()->set(in.internStr(cls->name), Value(cls));
}

}  // namespace

// The classes live as long as the interpreter (module state is reset for each
// program, and `map` in builtins must stay the type of map objects): they are
// kept in the internal iterator class's dict under their kind's number.
// Every iterator type's __iter__ (itself) and __next__ (what next() gives,
// StopIteration with a generator's return value at the end).
void defIteratorProtocol(Interp& in, ClassObj* cls) {
  defMethod(in, cls, "__iter__", [](Interp& in, const Value& s, CallArgs& a) {
    expectSlotArgs(in, a, "__iter__", 0);
    return s;
  });
  defMethod(in, cls, "__next__", [](Interp& in, const Value& s, CallArgs& a) {
    expectSlotArgs(in, a, "__next__", 0);
    Value out;
    if (!in.next(s, out)) in.raiseValue(stopIterationFor(in, s));
    return out;
  });
}

ClassObj* iteratorClass(Interp& in, IterKind kind) {
  const Value key = Value::integer(static_cast<int64_t>(kind));
  Dict* registry = in.types.iterator->attrs();
  if (Value* cls = registry->find(key)) return cls->as<ClassObj>();
  ClassObj* cls = in.newClass(iteratorTypeName(kind), in.types.object);
  registry->set(key, Value(cls));
  defIteratorProtocol(in, cls);
  return cls;
}

Value makeKindIterator(Interp& in, IterKind kind, std::function<bool(Interp&, Value&)> next) {
  return Value(new CallbackIter(iteratorClass(in, kind), std::move(next)));
}

Value makeSnapshotIterator(Interp& in, IterKind kind, std::vector<Value> items) {
  return Value(new SnapshotIter(iteratorClass(in, kind), std::move(items)));
}

Value makeGeneratorIterator(Interp& in, const Value& list) {
  return Value(new VectorIter(iteratorClass(in, IterKind::Generator), list));
}

Value makeDictIterator(Interp& in, const Value& dict, DictPart part) {
  static constexpr IterKind kKinds[] = {IterKind::DictKeyIterator, IterKind::DictValueIterator,
                                        IterKind::DictItemIterator};
  return Value(new DictIter(iteratorClass(in, kKinds[static_cast<int>(part)]), dict, part));
}

Value makeListIterator(Interp& in, const Value& list) {
  return Value(new VectorIter(iteratorClass(in,
                                            list.is(ObjKind::List) ? IterKind::ListIterator : IterKind::TupleIterator),
                              list));
}

Value makeNativeIterator(Interp& in, std::function<bool(Interp&, Value&)> next) {
  return Value(new CallbackIter(in.types.iterator, std::move(next)));
}

void installIteratorTypes(Interp& in) {
  publishType(in, IterKind::Map, makeMap);
  publishType(in, IterKind::Zip, makeZip);
  publishType(in, IterKind::Filter, makeFilter);
  publishType(in, IterKind::Enumerate, makeEnumerate);
  publishType(in, IterKind::Reversed, makeReversed);
  in.builtins.as<Dict>()->set(in.internStr("iter"), in.newBuiltin("iter", iterFunction));
}

Value Interp::iter(const Value& v) {
  if (const Value* m = overrideOf(*this, v, "__iter__")) return call(*m, {v});
  return builtinIter(*this, v);
}

Value Interp::iterOrNull(const Value& v) {
  if (const Value* m = overrideOf(*this, v, "__iter__")) return call(*m, {v});
  return builtinIterOrNull(*this, v);
}

Value builtinIter(Interp& in, const Value& v) {
  Value it = builtinIterOrNull(in, v);
  if (it.isNull()) in.raise(in.types.TypeError, "'" + in.typeName(v) + "' object is not iterable");
  return it;
}

Value builtinIterOrNull(Interp& in, const Value& v) {
  if (v.isObj()) {
    switch (v.obj()->kind()) {
      case ObjKind::List:
      case ObjKind::Tuple: return makeListIterator(in, v);
      case ObjKind::Range: return rangeIterator(in, *v.as<Range>(), false);
      case ObjKind::Iterator: return v;
      case ObjKind::Str: {
        const Str* s = v.as<Str>();
        return makeSnapshotIterator(in, s->ascii ? IterKind::StrAsciiIterator : IterKind::StrIterator,
                                    strChars(in, s->s));
      }
      case ObjKind::Dict: return makeDictIterator(in, v, DictPart::Keys);
      case ObjKind::Set: return Value(new SetIter(iteratorClass(in, IterKind::SetIterator), v));
      case ObjKind::Instance: {
        if (Value* m = v.obj()->cls()->lookup(in.internStr("__iter__").as<Str>())) return in.call(*m, {v});
        if (Value* m = v.obj()->cls()->lookup(in.internStr("__getitem__").as<Str>()))
          return sequenceIterator(in, v, *m);
        break;
      }
      case ObjKind::Class:  // a class whose metaclass defines __iter__ (an Enum)
        if (Value* m = metaclassMethod(in, v, "__iter__")) return in.call(*m, {v});
        break;
      case ObjKind::Native: {
        Value r;
        try {
          r = v.as<NativeObject>()->iter(in);
        } catch (core::TfError& e) {
          in.raise(in.exceptionClass(e.kind()), e.what());
        }
        if (!r.isNull()) return r;
        break;
      }
      default: break;
    }
  }
  return Value();
}

bool Interp::next(const Value& it, Value& out) {
  chargeSteps(1);  // builtins that consume an iterator (sum, all, list, ...) count its items
  if (it.is(ObjKind::Iterator)) return it.as<Iterator>()->next(*this, out);
  if (it.is(ObjKind::Instance)) {
    Value* m = it.obj()->cls()->lookup(internStr("__next__").as<Str>());
    if (!m) raise(types.TypeError, "'" + typeName(it) + "' object is not an iterator");
    try {
      out = call(*m, {it});
    } catch (PyException& e) {
      if (isInstance(e.exc, types.StopIteration)) {
        lastStopIteration = e.exc;
        return false;
      }
      throw;
    }
    return true;
  }
  raise(types.TypeError, "'" + typeName(it) + "' object is not an iterator");
}

}  // namespace tl::lang
