// list, tuple, dict and set methods.
#include <algorithm>
#include <array>
#include <map>

#include "lang/eval/builtins.h"
#include "lang/eval/hashing.h"
#include "lang/eval/iterators.h"
#include "lang/eval/native.h"

namespace tl::lang {

namespace {

std::vector<Value>& items(const Value& v) { return v.as<List>()->items; }

void argc(Interp& in, const CallArgs& a, const char* name, size_t lo, size_t hi) {
  if (a.npos < lo || a.npos > hi) {
    std::string exp = lo == hi ? (lo == 0   ? "no arguments"
                                  : lo == 1 ? "exactly one argument"
                                            : std::to_string(lo) + " arguments")
                               : "at most " + std::to_string(hi) + " arguments";
    if (lo == hi)
      in.raise(in.types.TypeError, std::string(name) + "() takes " + exp + " (" + std::to_string(a.npos) + " given)");
    in.raise(in.types.TypeError,
             std::string(name) + " expected " +
                 (a.npos < lo ? "at least " + std::to_string(lo) : "at most " + std::to_string(hi)) + " argument" +
                 ((a.npos < lo ? lo : hi) == 1 ? "" : "s") + ", got " + std::to_string(a.npos));
  }
}

[[noreturn]] void keyError(Interp& in, const Value& key) {
  Value e = in.newInstance(in.types.KeyError);
  e.as<Instance>()->exc->args = in.newTuple({key});
  in.raiseValue(e);
}

// list.index / tuple.index (x[, start[, stop]]): the first position of x in
// the clipped range, or -1.
int64_t indexOf(Interp& in, const std::vector<Value>& v, CallArgs& a) {
  argc(in, a, "index", 1, 3);
  const int64_t n = static_cast<int64_t>(v.size());
  int64_t b = a.npos > 1 ? sliceIndex(in, a.pos[1]) : 0, e = a.npos > 2 ? sliceIndex(in, a.pos[2]) : n;
  if (b < 0) b = std::max<int64_t>(0, b + n);
  if (e < 0) e += n;
  for (int64_t i = b; i < std::min(e, static_cast<int64_t>(v.size())); ++i)
    if (in.equals(v[i], a.pos[0])) return i;
  return -1;
}

void listMethods(Interp& in) {
  ClassObj* c = in.types.list;
  auto m = [&](const char* name, NativeFn fn) { defMethod(in, c, name, std::move(fn)); };
  m("append", [](Interp& in, const Value& s, CallArgs& a) {
    argc(in, a, "list.append", 1, 1);
    items(s).push_back(a.pos[0]);
    return Value::none();
  });
  m("extend", [](Interp& in, const Value& s, CallArgs& a) {
    argc(in, a, "list.extend", 1, 1);
    for (Value& v : listItems(in, a.pos[0])) items(s).push_back(std::move(v));
    return Value::none();
  });
  m("insert", [](Interp& in, const Value& s, CallArgs& a) {
    argc(in, a, "insert", 2, 2);
    auto& v = items(s);
    int64_t n = static_cast<int64_t>(v.size()), i = toInt(in, a.pos[0]);
    if (i < 0) i = std::max<int64_t>(0, i + n);
    v.insert(v.begin() + std::min(i, n), a.pos[1]);
    return Value::none();
  });
  m("pop", [](Interp& in, const Value& s, CallArgs& a) {
    argc(in, a, "pop", 0, 1);
    auto& v = items(s);
    if (v.empty()) in.raise(in.types.IndexError, "pop from empty list");
    int64_t n = static_cast<int64_t>(v.size()), i = a.npos ? toInt(in, a.pos[0]) : n - 1;
    if (i < 0) i += n;
    if (i < 0 || i >= n) in.raise(in.types.IndexError, "pop index out of range");
    Value r = v[i];
    v.erase(v.begin() + i);
    return r;
  });
  m("remove", [](Interp& in, const Value& s, CallArgs& a) {
    argc(in, a, "list.remove", 1, 1);
    auto& v = items(s);
    for (size_t i = 0; i < v.size(); ++i)
      if (in.equals(v[i], a.pos[0])) {
        v.erase(v.begin() + i);
        return Value::none();
      }
    in.raise(in.types.ValueError, "list.remove(x): x not in list");
  });
  m("index", [](Interp& in, const Value& s, CallArgs& a) {
    const int64_t i = indexOf(in, items(s), a);
    if (i < 0) in.raise(in.types.ValueError, in.repr(a.pos[0]) + " is not in list");
    return Value::integer(i);
  });
  m("count", [](Interp& in, const Value& s, CallArgs& a) {
    argc(in, a, "list.count", 1, 1);
    int64_t n = 0;
    for (const Value& v : items(s)) n += in.equals(v, a.pos[0]);
    return Value::integer(n);
  });
  m("sort", [](Interp& in, const Value& s, CallArgs& a) {
    if (a.npos) in.raise(in.types.TypeError, "sort() takes no positional arguments");
    Value key, rev;
    for (size_t k = 0; k < a.nkw; ++k) {
      if (a.kw[k].name == "key") key = a.kw[k].value;
      else if (a.kw[k].name == "reverse") rev = a.kw[k].value;
      else in.raise(in.types.TypeError, "sort() got an unexpected keyword argument '" + a.kw[k].name + "'");
    }
    // As CPython: the list is empty while it is sorted, and a key that changes it is an error.
    std::vector<Value> sorting;
    sorting.swap(items(s));
    try {
      sortList(in, sorting, key, !rev.isNull() && in.truthy(rev));
    } catch (...) {
      items(s).swap(sorting);  // a failing key leaves the list as it was
      throw;
    }
    const bool modified = !items(s).empty();
    items(s).swap(sorting);
    if (modified) in.raise(in.types.ValueError, "list modified during sort");
    return Value::none();
  });
  m("reverse", [](Interp& in, const Value& s, CallArgs&) {
    std::reverse(items(s).begin(), items(s).end());
    return Value::none();
  });
  m("copy", [](Interp& in, const Value& s, CallArgs&) { return in.newList(items(s)); });
  m("clear", [](Interp& in, const Value& s, CallArgs&) {
    items(s).clear();
    return Value::none();
  });
  ClassObj* t = in.types.tuple;
  defMethod(in, t, "count", [](Interp& in, const Value& s, CallArgs& a) {
    int64_t n = 0;
    for (const Value& v : s.as<Tuple>()->items) n += in.equals(v, a.pos[0]);
    return Value::integer(n);
  });
  defMethod(in, t, "index", [](Interp& in, const Value& s, CallArgs& a) {
    const int64_t i = indexOf(in, s.as<Tuple>()->items, a);
    if (i < 0) in.raise(in.types.ValueError, "tuple.index(x): x not in tuple");
    return Value::integer(i);
  });
}

// dict.keys() / values() / items(): live views of the dict, printed and
// iterated as CPython's dict_keys / dict_values / dict_items.
class DictView : public NativeObject {
 public:
  DictView(ClassObj* cls, Value d, int w) : NativeObject(cls), dict(std::move(d)), which(w) {}
  Value dict;
  int which;

  std::vector<Value> items(Interp& in) const {
    std::vector<Value> out;
    dict.as<Dict>()->forEach([&](const Value& k, const Value& v) {
      out.push_back(which == 0 ? k : which == 1 ? v : in.newTuple({k, v}));
    });
    return out;
  }
  int64_t len(Interp&) override { return static_cast<int64_t>(dict.as<Dict>()->size()); }
  Value iter(Interp& in) override { return makeDictIterator(in, dict, static_cast<DictPart>(which)); }
  std::string repr(Interp& in) override { return cls()->name + "(" + in.repr(in.newList(items(in))) + ")"; }
  int truthy(Interp&) override { return dict.as<Dict>()->size() ? 1 : 0; }
  int contains(Interp& in, const Value& item) override {
    const Dict* d = dict.as<Dict>();
    if (which == 0) return isHashable(item) && d->find(item) ? 1 : 0;
    if (which == 2) {
      if (!item.is(ObjKind::Tuple) || item.as<Tuple>()->items.size() != 2 || !isHashable(item.as<Tuple>()->items[0]))
        return 0;
      const Value* v = d->find(item.as<Tuple>()->items[0]);
      return v && in.equals(*v, item.as<Tuple>()->items[1]) ? 1 : 0;
    }
    for (const Value& v : items(in))
      if (in.equals(v, item)) return 1;
    return 0;
  }
  // Keys and items views are set-like: & | - ^ give sets, == compares as sets.
  Value binary(Interp& in, BinOp op, const Value& other, bool reflected) override {
    if (which == 1 || (op != BinOp::BitAnd && op != BinOp::BitOr && op != BinOp::Sub && op != BinOp::BitXor)) return {};
    Value mine = asSetValue(in, Value(this)), theirs = asSetValue(in, other);
    return reflected ? in.binary(op, theirs, mine) : in.binary(op, mine, theirs);
  }
  // ... and compare with sets and set-like views as sets do (==, subset, superset).
  Value compare(Interp& in, CmpOp op, const Value& other) override {
    if (which == 1) return {};
    const bool setLike = other.is(ObjKind::Set) || (other.is(ObjKind::Native) && dynamic_cast<DictView*>(other.obj()) &&
                                                    static_cast<DictView*>(other.obj())->which != 1);
    if (!setLike) return op == CmpOp::Eq || op == CmpOp::Ne ? Value::boolean(op == CmpOp::Ne) : Value();
    return in.compare(op, asSetValue(in, Value(this)), asSetValue(in, other));
  }
  bool hashable() const override { return which == 1; }  // only values views hash (by identity)

 private:
  static Value asSetValue(Interp& in, const Value& v) { return in.call(Value(in.types.set), {v}); }
};

struct DictViewClasses {
  std::array<Value, 3> classes;
};

Value dictView(Interp& in, const Value& d, int which) {
  static const char* kNames[] = {"dict_keys", "dict_values", "dict_items"};
  Value& cls = in.moduleState<DictViewClasses>().classes[which];
  if (cls.isNull()) cls = Value(newNativeClass(in, kNames[which], "builtins"));
  return Value(new DictView(cls.as<ClassObj>(), d, which));
}

void dictMethods(Interp& in) {
  ClassObj* c = in.types.dict;
  auto m = [&](const char* name, NativeFn fn) { defMethod(in, c, name, std::move(fn)); };
  m("get", [](Interp& in, const Value& s, CallArgs& a) {
    argc(in, a, "get", 1, 2);
    if (!isHashable(a.pos[0])) in.raise(in.types.TypeError, "unhashable type: '" + in.typeName(a.pos[0]) + "'");
    Value* v = s.as<Dict>()->find(a.pos[0]);
    return v ? *v : (a.npos > 1 ? a.pos[1] : Value::none());
  });
  m("keys", [](Interp& in, const Value& s, CallArgs&) { return dictView(in, s, 0); });
  m("values", [](Interp& in, const Value& s, CallArgs&) { return dictView(in, s, 1); });
  m("items", [](Interp& in, const Value& s, CallArgs&) { return dictView(in, s, 2); });
  m("pop", [](Interp& in, const Value& s, CallArgs& a) {
    argc(in, a, "pop", 1, 2);
    Value* v = s.as<Dict>()->find(a.pos[0]);
    if (!v) {
      if (a.npos > 1) return a.pos[1];
      keyError(in, a.pos[0]);
    }
    Value r = *v;
    s.as<Dict>()->erase(a.pos[0]);
    return r;
  });
  m("popitem", [](Interp& in, const Value& s, CallArgs&) {
    Value last;
    s.as<Dict>()->forEach([&](const Value& k, const Value& v) { last = in.newTuple({k, v}); });
    if (last.isNull()) in.raise(in.types.KeyError, "popitem(): dictionary is empty");
    s.as<Dict>()->erase(last.as<Tuple>()->items[0]);
    return last;
  });
  m("setdefault", [](Interp& in, const Value& s, CallArgs& a) {
    argc(in, a, "setdefault", 1, 2);
    if (Value* v = s.as<Dict>()->find(a.pos[0])) return *v;
    Value d = a.npos > 1 ? a.pos[1] : Value::none();
    dictSet(in, s, a.pos[0], d);
    return d;
  });
  m("update", [](Interp& in, const Value& s, CallArgs& a) {
    if (a.npos) dictUpdate(in, s, a.pos[0]);
    for (size_t k = 0; k < a.nkw; ++k) dictSet(in, s, in.newStr(a.kw[k].name), a.kw[k].value);
    return Value::none();
  });
  m("copy", [](Interp& in, const Value& s, CallArgs&) {
    Value d = in.newDict();
    dictUpdate(in, d, s);
    return d;
  });
  m("clear", [](Interp& in, const Value& s, CallArgs&) {
    s.as<Dict>()->clear();
    return Value::none();
  });
  // A class method: dict.fromkeys and {}.fromkeys alike; a subclass's makes
  // one of its own (its __setitem__ stores the keys).
  Value fromkeys = in.newBuiltin("fromkeys", [](Interp& in, const Value& cls, CallArgs& a) {
    if (a.nkw) in.raise(in.types.TypeError, "dict.fromkeys() takes no keyword arguments");
    argc(in, a, "fromkeys", 1, 2);
    Value d = cls.sameAs(Value(in.types.dict)) ? in.newDict() : in.call(cls, {});
    Value value = a.npos > 1 ? a.pos[1] : Value::none();
    Value it = in.iter(a.pos[0]), k;
    while (in.next(it, k)) in.setItem(d, k, value);
    return d;
  });
  c->attrs()->set(in.internStr("fromkeys"), Value(new Wrapper(ObjKind::ClassMethod, in.types.classmethod, fromkeys)));
}

// The argument of a set method as a set (any iterable is accepted).
Value asSet(Interp& in, const Value& v) {
  if (v.is(ObjKind::Set)) return v;
  Value tmp = in.newSet();
  for (const Value& x : in.toVector(v)) setAdd(in, tmp, x);
  return tmp;
}

Value setOp(Interp& in, const Value& s, CallArgs& a, BinOp op) {
  Value result = s;
  bool first = true;
  for (size_t i = 0; i < a.npos; ++i) {
    result = in.binary(op, result, asSet(in, a.pos[i]));
    first = false;
  }
  if (first) {
    Value copy = newSetLike(in, s);
    copy.as<Set>()->mergeFrom(*s.as<Set>());
    return copy;
  }
  return result;
}

// The in-place forms (s.difference_update(t)): s takes the result's elements.
Value replaceSet(Interp& in, const Value& s, const Value& result) {
  std::vector<Value> items;
  result.as<Set>()->forEach([&](const Value& k) { items.push_back(k); });
  s.as<Set>()->clear();
  for (const Value& v : items) setAdd(in, s, v);
  return Value::none();
}

void setMethods(Interp& in) {
  ClassObj* c = in.types.set;
  auto m = [&](const char* name, NativeFn fn) { defMethod(in, c, name, std::move(fn)); };
  m("add", [](Interp& in, const Value& s, CallArgs& a) {
    argc(in, a, "set.add", 1, 1);
    setAdd(in, s, a.pos[0]);
    return Value::none();
  });
  m("remove", [](Interp& in, const Value& s, CallArgs& a) {
    argc(in, a, "set.remove", 1, 1);
    if (!s.as<Set>()->discard(a.pos[0])) keyError(in, a.pos[0]);
    return Value::none();
  });
  m("discard", [](Interp& in, const Value& s, CallArgs& a) {
    argc(in, a, "set.discard", 1, 1);
    s.as<Set>()->discard(a.pos[0]);
    return Value::none();
  });
  m("pop", [](Interp& in, const Value& s, CallArgs&) {
    Value first;
    s.as<Set>()->forEach([&](const Value& k) {
      if (first.isNull()) first = k;
    });
    if (first.isNull()) in.raise(in.types.KeyError, "pop from an empty set");
    s.as<Set>()->discard(first);
    return first;
  });
  m("clear", [](Interp& in, const Value& s, CallArgs&) {
    s.as<Set>()->clear();
    return Value::none();
  });
  m("copy", [](Interp& in, const Value& s, CallArgs& a) { return setOp(in, s, a, BinOp::BitOr); });
  m("union", [](Interp& in, const Value& s, CallArgs& a) { return setOp(in, s, a, BinOp::BitOr); });
  m("intersection", [](Interp& in, const Value& s, CallArgs& a) { return setOp(in, s, a, BinOp::BitAnd); });
  m("difference", [](Interp& in, const Value& s, CallArgs& a) { return setOp(in, s, a, BinOp::Sub); });
  m("symmetric_difference", [](Interp& in, const Value& s, CallArgs& a) { return setOp(in, s, a, BinOp::BitXor); });
  m("update", [](Interp& in, const Value& s, CallArgs& a) {
    for (size_t i = 0; i < a.npos; ++i)
      for (const Value& v : in.toVector(a.pos[i])) setAdd(in, s, v);
    return Value::none();
  });
  m("intersection_update",
    [](Interp& in, const Value& s, CallArgs& a) { return replaceSet(in, s, setOp(in, s, a, BinOp::BitAnd)); });
  m("difference_update",
    [](Interp& in, const Value& s, CallArgs& a) { return replaceSet(in, s, setOp(in, s, a, BinOp::Sub)); });
  m("symmetric_difference_update", [](Interp& in, const Value& s, CallArgs& a) {
    argc(in, a, "set.symmetric_difference_update", 1, 1);
    return replaceSet(in, s, setOp(in, s, a, BinOp::BitXor));
  });
  m("issubset", [](Interp& in, const Value& s, CallArgs& a) {
    argc(in, a, "issubset", 1, 1);
    return in.compare(CmpOp::Le, s, asSet(in, a.pos[0]));
  });
  m("issuperset", [](Interp& in, const Value& s, CallArgs& a) {
    argc(in, a, "issuperset", 1, 1);
    return in.compare(CmpOp::Ge, s, asSet(in, a.pos[0]));
  });
  m("isdisjoint", [](Interp& in, const Value& s, CallArgs& a) {
    bool disjoint = true;
    s.as<Set>()->forEach([&](const Value& k) {
      if (in.contains(a.pos[0], k)) disjoint = false;
    });
    return Value::boolean(disjoint);
  });
}

}  // namespace

void installContainerMethods(Interp& in) {
  listMethods(in);
  dictMethods(in);
  setMethods(in);
  installFrozenset(in);
}

}  // namespace tl::lang
