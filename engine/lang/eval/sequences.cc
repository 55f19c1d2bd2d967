// Subscripts, slicing, len and membership over the built-in containers (iteration: iterators.cc).
#include "core/errors.h"
#include "lang/eval/builtins.h"
#include "lang/eval/hashing.h"
#include "lang/eval/int_value.h"
#include "lang/eval/metaclass.h"
#include "lang/eval/native.h"

namespace tl::lang {

namespace {

std::vector<std::string> utf8Chars(const std::string& s) {
  std::vector<std::string> out;
  for (size_t i = 0; i < s.size();) {
    size_t n = 1;
    unsigned char c = s[i];
    if (c >= 0xF0) n = 4;
    else if (c >= 0xE0) n = 3;
    else if (c >= 0xC0) n = 2;
    out.push_back(s.substr(i, n));
    i += n;
  }
  return out;
}

int64_t indexOf(Interp& in, const Value& index, int64_t n, const char* what) {
  const Value key = indexValue(in, index);
  if (!key.isIntLike()) {
    if (isBigInt(key)) raiseIndexTooLarge(in, in.types.IndexError);
    const std::string kind(what);
    if (kind == "string")  // str's own wording in 3.11
      in.raise(in.types.TypeError, "string indices must be integers, not '" + in.typeName(key) + "'");
    const std::string type = kind == "range object" ? "range" : kind;  // "range object index out of range"
    in.raise(in.types.TypeError, type + " indices must be integers or slices, not " + in.typeName(key));
  }
  int64_t i = key.asInt();
  if (i < 0) i += n;
  if (i < 0 || i >= n) in.raise(in.types.IndexError, std::string(what) + " index out of range");
  return i;
}

Value sliceVector(Interp& in, const std::vector<Value>& items, const Slice* s, bool list) {
  int64_t start, stop, step;
  sliceIndices(in, s, static_cast<int64_t>(items.size()), start, stop, step);
  std::vector<Value> out;
  for (int64_t i = start, k = sliceLength(start, stop, step); k > 0; i += step, --k) out.push_back(items[i]);
  return list ? in.newList(std::move(out)) : in.newTuple(std::move(out));
}

Value strItem(Interp& in, const Str* s, const Value& key) {
  if (s->ascii) {
    int64_t n = static_cast<int64_t>(s->s.size());
    if (key.is(ObjKind::Slice)) {
      int64_t start, stop, step;
      sliceIndices(in, key.as<Slice>(), n, start, stop, step);
      std::string out;
      for (int64_t i = start, k = sliceLength(start, stop, step); k > 0; i += step, --k) out += s->s[i];
      return in.newStr(std::move(out));
    }
    return in.newStr(std::string(1, s->s[indexOf(in, key, n, "string")]));
  }
  std::vector<std::string> chars = utf8Chars(s->s);
  int64_t n = static_cast<int64_t>(chars.size());
  if (key.is(ObjKind::Slice)) {
    int64_t start, stop, step;
    sliceIndices(in, key.as<Slice>(), n, start, stop, step);
    std::string out;
    for (int64_t i = start, k = sliceLength(start, stop, step); k > 0; i += step, --k) out += chars[i];
    return in.newStr(std::move(out));
  }
  return in.newStr(chars[indexOf(in, key, n, "string")]);
}

// What a class's __len__ returned, as len() takes it.
int64_t lenResult(Interp& in, const Value& r) {
  const Value& n = plainNumber(r);
  if (!n.isIntLike())
    in.raise(in.types.TypeError, "'" + in.typeName(r) + "' object cannot be interpreted as an integer");
  if (n.asInt() < 0) in.raise(in.types.ValueError, "__len__() should return >= 0");
  return n.asInt();
}

// cls[key]: the class's __class_getitem__; list[int] and its kin (subclasses
// too) make a types.GenericAlias, as CPython's.
Value classItem(Interp& in, const Value& cls, const Value& key) {
  const Str* hook = in.internStr("__class_getitem__").as<Str>();
  if (cls.as<ClassObj>()->lookup(hook)) return in.call(in.getAttr(cls, hook), {key});
  const ClassObj* base = cls.as<ClassObj>()->builtinBase;
  const Types& t = in.types;
  if (base == t.list || base == t.dict || base == t.tuple || base == t.set || base == t.frozenset ||
      cls.as<ClassObj>()->isSubclassOf(t.type))
    return in.call(in.getAttr(in.importModule("types", {}), "GenericAlias"), {cls, key});
  in.raise(in.types.TypeError, "type '" + cls.as<ClassObj>()->name + "' is not subscriptable");
}

[[noreturn]] void keyError(Interp& in, const Value& key) {
  Value e = in.newInstance(in.types.KeyError);
  e.as<Instance>()->exc->args = in.newTuple({key});
  in.raiseValue(e);
}

}  // namespace

int64_t sliceLength(int64_t start, int64_t stop, int64_t step) {
  if (step > 0) return start < stop ? (stop - start - 1) / step + 1 : 0;
  return start > stop ? (start - stop - 1) / (-step) + 1 : 0;
}

int64_t sliceIndex(Interp& in, const Value& bound) {
  const Value v = indexValue(in, bound);
  if (isBigInt(v)) return saturatedInt64(v.as<BigIntObj>()->value);
  if (!v.isIntLike())
    in.raise(in.types.TypeError, "slice indices must be integers or None or have an __index__ method");
  return v.asInt();
}

void sliceIndices(Interp& in, const Slice* s, int64_t n, int64_t& start, int64_t& stop, int64_t& step) {
  auto get = [&](const Value& bound, int64_t def) {
    return bound.isNone() || bound.isNull() ? def : sliceIndex(in, bound);
  };
  step = get(s->step, 1);
  if (step == 0) in.raise(in.types.ValueError, "slice step cannot be zero");
  if (step < -INT64_MAX) step = -INT64_MAX;  // as CPython's PySlice_Unpack, so -step exists
  int64_t lo = step < 0 ? -1 : 0, hi = step < 0 ? n - 1 : n;
  start = get(s->start, step < 0 ? hi : lo);
  stop = get(s->stop, step < 0 ? lo : hi);
  if (!s->start.isNone() && !s->start.isNull()) {
    if (start < 0) start = std::max(start + n, lo);
    else start = std::min(start, hi);
  }
  if (!s->stop.isNone() && !s->stop.isNull()) {
    if (stop < 0) stop = std::max(stop + n, lo);
    else stop = std::min(stop, hi);
  }
}

Value Interp::getItem(const Value& obj, const Value& key) {
  if (const Value* m = overrideOf(*this, obj, "__getitem__")) return call(*m, {obj, key});
  return builtinGetItem(*this, obj, key);
}

Value builtinGetItem(Interp& in, const Value& obj, const Value& key) {
  if (obj.isObj()) {
    switch (obj.obj()->kind()) {
      case ObjKind::List: {
        const auto& items = obj.as<List>()->items;
        if (key.is(ObjKind::Slice)) return sliceVector(in, items, key.as<Slice>(), true);
        return items[indexOf(in, key, static_cast<int64_t>(items.size()), "list")];
      }
      case ObjKind::Tuple: {
        const auto& items = obj.as<Tuple>()->items;
        if (key.is(ObjKind::Slice)) return sliceVector(in, items, key.as<Slice>(), false);
        return items[indexOf(in, key, static_cast<int64_t>(items.size()), "tuple")];
      }
      case ObjKind::Str: return strItem(in, obj.as<Str>(), key);
      case ObjKind::Dict: {
        if (!isHashable(key)) in.raise(in.types.TypeError, "unhashable type: '" + in.typeName(key) + "'");
        if (Value* v = obj.as<Dict>()->find(key)) return *v;
        if (obj.obj()->cls()->userDefined)  // a dict subclass's __missing__(key)
          if (Value* m = obj.obj()->cls()->lookup(in.internStr("__missing__").as<Str>()))
            return in.call(*m, {obj, key});
        keyError(in, key);
      }
      case ObjKind::Range: return rangeItem(in, *obj.as<Range>(), key);
      case ObjKind::Instance: {
        if (Value* m = obj.obj()->cls()->lookup(in.internStr("__getitem__").as<Str>()))
          return callSpecial(in, obj, *m, {key});
        break;
      }
      case ObjKind::Native: {
        try {
          if (Value r = obj.as<NativeObject>()->getItem(in, key); !r.isNull()) return r;
        } catch (core::TfError& e) {
          in.raise(in.exceptionClass(e.kind()), e.what());
        }
        break;
      }
      case ObjKind::Class:
        if (Value* m = metaclassMethod(in, obj, "__getitem__")) return in.call(*m, {obj, key});
        return classItem(in, obj, key);
      default: break;
    }
  }
  in.raise(in.types.TypeError, "'" + in.typeName(obj) + "' object is not subscriptable");
}

void Interp::setItem(const Value& obj, const Value& key, const Value& v) {
  if (const Value* m = overrideOf(*this, obj, "__setitem__")) {
    call(*m, {obj, key, v});
    return;
  }
  builtinSetItem(*this, obj, key, v);
}

void builtinSetItem(Interp& in, const Value& obj, const Value& key, const Value& v) {
  if (obj.is(ObjKind::List)) {
    auto& items = obj.as<List>()->items;
    if (key.is(ObjKind::Slice)) {
      int64_t start, stop, step;
      sliceIndices(in, key.as<Slice>(), static_cast<int64_t>(items.size()), start, stop, step);
      std::vector<Value> repl = in.toVector(v);
      if (step == 1) {
        if (stop < start) stop = start;
        items.erase(items.begin() + start, items.begin() + stop);
        items.insert(items.begin() + start, repl.begin(), repl.end());
        return;
      }
      int64_t n = sliceLength(start, stop, step);
      if (static_cast<int64_t>(repl.size()) != n)
        in.raise(in.types.ValueError, "attempt to assign sequence of size " + std::to_string(repl.size()) +
                                          " to extended slice of size " + std::to_string(n));
      for (int64_t i = 0; i < n; ++i) items[start + i * step] = repl[i];
      return;
    }
    const Value& index = plainNumber(key);
    if (isBigInt(index)) raiseIndexTooLarge(in, in.types.IndexError);
    if (!index.isIntLike())
      in.raise(in.types.TypeError, "list indices must be integers or slices, not " + in.typeName(key));
    int64_t i = index.asInt(), n = static_cast<int64_t>(items.size());
    if (i < 0) i += n;
    if (i < 0 || i >= n) in.raise(in.types.IndexError, "list assignment index out of range");
    items[i] = v;
    return;
  }
  if (obj.is(ObjKind::Dict)) {
    dictSet(in, obj, key, v);
    return;
  }
  if (obj.is(ObjKind::Instance))
    if (Value* m = obj.obj()->cls()->lookup(in.internStr("__setitem__").as<Str>())) {
      callSpecial(in, obj, *m, {key, v});
      return;
    }
  if (obj.is(ObjKind::Native)) {
    try {
      if (obj.as<NativeObject>()->setItem(in, key, v)) return;
    } catch (core::TfError& e) {
      in.raise(in.exceptionClass(e.kind()), e.what());
    }
  }
  in.raise(in.types.TypeError, "'" + in.typeName(obj) + "' object does not support item assignment");
}

void Interp::delItem(const Value& obj, const Value& key) {
  if (const Value* m = overrideOf(*this, obj, "__delitem__")) {
    call(*m, {obj, key});
    return;
  }
  builtinDelItem(*this, obj, key);
}

void builtinDelItem(Interp& in, const Value& obj, const Value& key) {
  if (obj.is(ObjKind::List)) {
    auto& items = obj.as<List>()->items;
    if (key.is(ObjKind::Slice)) {
      int64_t start, stop, step;
      sliceIndices(in, key.as<Slice>(), static_cast<int64_t>(items.size()), start, stop, step);
      std::vector<bool> drop(items.size());
      for (int64_t i = start, k = sliceLength(start, stop, step); k > 0; i += step, --k) drop[i] = true;
      std::vector<Value> kept;
      for (size_t i = 0; i < items.size(); ++i)
        if (!drop[i]) kept.push_back(items[i]);
      items = std::move(kept);
      return;
    }
    const Value& index = plainNumber(key);
    if (isBigInt(index)) raiseIndexTooLarge(in, in.types.IndexError);
    if (!index.isIntLike())
      in.raise(in.types.TypeError, "list indices must be integers or slices, not " + in.typeName(key));
    int64_t n = static_cast<int64_t>(items.size()), i = index.asInt();
    if (i < 0) i += n;
    if (i < 0 || i >= n) in.raise(in.types.IndexError, "list assignment index out of range");
    items.erase(items.begin() + i);
    return;
  }
  if (obj.is(ObjKind::Dict)) {
    if (!obj.as<Dict>()->erase(key)) keyError(in, key);
    return;
  }
  if (obj.is(ObjKind::Instance))
    if (Value* m = obj.obj()->cls()->lookup(in.internStr("__delitem__").as<Str>())) {
      callSpecial(in, obj, *m, {key});
      return;
    }
  if (obj.is(ObjKind::Native) && obj.as<NativeObject>()->delItem(in, key)) return;
  in.raise(in.types.TypeError, "'" + in.typeName(obj) + "' object doesn't support item deletion");
}

int64_t Interp::len(const Value& v) {
  if (const Value* m = overrideOf(*this, v, "__len__")) return lenResult(*this, call(*m, {v}));
  return builtinLen(*this, v);
}

int64_t builtinLen(Interp& in, const Value& v) {
  if (v.isObj()) {
    switch (v.obj()->kind()) {
      case ObjKind::Str: return v.as<Str>()->length();
      case ObjKind::List: return static_cast<int64_t>(v.as<List>()->items.size());
      case ObjKind::Tuple: return static_cast<int64_t>(v.as<Tuple>()->items.size());
      case ObjKind::Dict: return static_cast<int64_t>(v.as<Dict>()->size());
      case ObjKind::Set: return static_cast<int64_t>(v.as<Set>()->size());
      case ObjKind::Range: return rangeLen(in, *v.as<Range>());
      case ObjKind::Instance:
        if (Value* m = v.obj()->cls()->lookup(in.internStr("__len__").as<Str>()))
          return lenResult(in, in.call(*m, {v}));
        break;
      case ObjKind::Class:
        if (Value* m = metaclassMethod(in, v, "__len__")) return lenResult(in, in.call(*m, {v}));
        break;
      case ObjKind::Native: {
        int64_t n;
        try {
          n = v.as<NativeObject>()->len(in);
        } catch (core::TfError& e) {
          in.raise(in.exceptionClass(e.kind()), e.what());
        }
        if (n >= 0) return n;
        break;
      }
      default: break;
    }
  }
  in.raise(in.types.TypeError, "object of type '" + in.typeName(v) + "' has no len()");
}

bool Interp::contains(const Value& c, const Value& item) {
  if (const Value* m = overrideOf(*this, c, "__contains__")) return truthy(call(*m, {c, item}));
  return builtinContains(*this, c, item);
}

bool builtinContains(Interp& in, const Value& c, const Value& item) {
  if (c.is(ObjKind::Str)) {
    if (!item.is(ObjKind::Str))
      in.raise(in.types.TypeError, "'in <string>' requires string as left operand, not " + in.typeName(item));
    return c.as<Str>()->s.find(item.as<Str>()->s) != std::string::npos;
  }
  if (c.is(ObjKind::Dict) || c.is(ObjKind::Set)) {
    if (c.is(ObjKind::Set) && item.is(ObjKind::Set) && !item.as<Set>()->frozen) {
      // As CPython: a set is looked up in a set as the frozenset of its elements.
      Value key = in.newSet();
      key.as<Set>()->mergeFrom(*item.as<Set>());
      key.as<Set>()->frozen = true;
      return c.as<Set>()->contains(key);
    }
    if (!isHashable(item)) in.raise(in.types.TypeError, "unhashable type: '" + in.typeName(item) + "'");
    return c.is(ObjKind::Dict) ? c.as<Dict>()->find(item) != nullptr : c.as<Set>()->contains(item);
  }
  if (c.is(ObjKind::List) || c.is(ObjKind::Tuple)) {
    // By index and on a copy: an __eq__ may change the list while it runs.
    const auto& items = c.is(ObjKind::List) ? c.as<List>()->items : c.as<Tuple>()->items;
    for (size_t i = 0; i < items.size(); ++i) {
      const Value v = items[i];
      if (in.equals(v, item)) return true;
    }
    return false;
  }
  if (c.is(ObjKind::Range) && (item.isIntLike() || isBigInt(item))) {  // others by equality, one by one
    const Value& number = plainNumber(item);
    return (number.isIntLike() || isBigInt(number)) && rangeContainsInt(*c.as<Range>(), number);
  }
  if (c.is(ObjKind::Instance))
    if (Value* m = c.obj()->cls()->lookup(in.internStr("__contains__").as<Str>()))
      return in.truthy(in.call(*m, {c, item}));
  if (Value* m = metaclassMethod(in, c, "__contains__")) return in.truthy(in.call(*m, {c, item}));
  if (c.is(ObjKind::Native))
    if (int found = c.as<NativeObject>()->contains(in, item); found >= 0) return found != 0;
  if (!c.isObj() || (c.is(ObjKind::Class) && !metaclassMethod(in, c, "__iter__")) || c.is(ObjKind::Function))
    in.raise(in.types.TypeError, "argument of type '" + in.typeName(c) + "' is not iterable");
  Value it = in.iter(c);
  Value x;
  while (in.next(it, x))
    if (in.equals(x, item)) return true;
  return false;
}

std::vector<Value> Interp::toVector(const Value& v) {
  if (v.is(ObjKind::List) && !overrideOf(*this, v, "__iter__")) return v.as<List>()->items;
  if (v.is(ObjKind::Tuple) && !overrideOf(*this, v, "__iter__")) return v.as<Tuple>()->items;
  std::vector<Value> out;
  Value it = iter(v);
  Value x;
  while (next(it, x)) out.push_back(x);
  return out;
}

std::vector<Value> listItems(Interp& in, const Value& v) {
  if ((v.is(ObjKind::List) || v.is(ObjKind::Tuple)) && !v.obj()->cls()->userDefined) return in.toVector(v);
  Value it = in.iter(v);
  // CPython's list_extend asks for the length as a size hint (a class's own __len__ runs).
  if (ofProgramClass(v) && v.obj()->cls()->lookup(in.internStr("__len__").as<Str>())) {
    try {
      in.len(v);
    } catch (PyException& e) {
      if (!in.isInstance(e.exc, in.types.TypeError)) throw;
    }
  }
  std::vector<Value> out;
  Value x;
  while (in.next(it, x)) out.push_back(x);
  return out;
}

void setAdd(Interp& in, const Value& set, const Value& v) {
  if (!isHashable(v)) in.raise(in.types.TypeError, "unhashable type: '" + in.typeName(v) + "'");
  set.as<Set>()->add(v);
}

void dictSet(Interp& in, const Value& dict, const Value& k, const Value& v) {
  if (!isHashable(k)) in.raise(in.types.TypeError, "unhashable type: '" + in.typeName(k) + "'");
  dict.as<Dict>()->set(k, v);
}

void dictUpdate(Interp& in, const Value& dict, const Value& other) {
  // A dict subclass whose __iter__ is its own reads as any other mapping (CPython's dict_merge).
  if (other.is(ObjKind::Dict) && !overrideOf(in, other, "__iter__")) {
    other.as<Dict>()->forEach([&](const Value& k, const Value& v) { dict.as<Dict>()->set(k, v); });
    return;
  }
  if (other.is(ObjKind::Instance) || other.is(ObjKind::Dict) || other.is(ObjKind::Native)) {
    // A mapping (an object with keys(), a pandas DataFrame too): its keys and self[key],
    // as PyDict_Update reads one.
    Value keys = in.getAttrOrNull(other, in.internStr("keys").as<Str>());
    if (!keys.isNull()) {
      for (const Value& k : in.toVector(in.call(keys, {}))) dictSet(in, dict, k, in.getItem(other, k));
      return;
    }
  }
  size_t index = 0;
  for (const Value& pair : in.toVector(other)) {
    Value items;
    try {
      items = in.iter(pair);
    } catch (PyException& e) {
      if (!in.isInstance(e.exc, in.types.TypeError)) throw;
      in.raise(in.types.TypeError,
               "cannot convert dictionary update sequence element #" + std::to_string(index) + " to a sequence");
    }
    std::vector<Value> kv = in.toVector(items);
    if (kv.size() != 2)
      in.raise(in.types.ValueError, "dictionary update sequence element #" + std::to_string(index) + " has length " +
                                        std::to_string(kv.size()) + "; 2 is required");
    dictSet(in, dict, kv[0], kv[1]);
    ++index;
  }
}

}  // namespace tl::lang
