// Operators: binary/unary/comparison dispatch with dunder methods, reflected
// operands and native objects, plus CPython's TypeError wording.
#include <algorithm>
#include <cmath>

#include "core/errors.h"
#include "lang/eval/builtins.h"
#include "lang/eval/hashing.h"
#include "lang/eval/int_value.h"
#include "lang/eval/metaclass.h"
#include "lang/eval/native.h"

namespace tl::lang {

namespace {

const char* kDunder[] = {"__add__",    "__sub__",    "__mul__",    "__truediv__", "__floordiv__", "__mod__", "__pow__",
                         "__matmul__", "__lshift__", "__rshift__", "__and__",     "__or__",       "__xor__"};
const char* kRDunder[] = {"__radd__", "__rsub__", "__rmul__",    "__rtruediv__", "__rfloordiv__",
                          "__rmod__", "__rpow__", "__rmatmul__", "__rlshift__",  "__rrshift__",
                          "__rand__", "__ror__",  "__rxor__"};

bool isNotImplemented(const Value& v) { return v.is(ObjKind::NotImplemented); }

// self.method(other) for a method found on self's class; Null when it
// answers NotImplemented.
Value callSlot(Interp& in, const Value& method, const Value& self, const Value& other) {
  Value r = method.is(ObjKind::Function) ? [&] {
    CallArgs a{&other, 1, nullptr, 0};
    return in.callFunction(method.as<Function>(), &self, a);
  }() : callSpecial(in, self, method, {other});
  return isNotImplemented(r) ? Value() : r;
}

Value* findDunder(Interp& in, const Value& v, const char* name) {
  return in.typeOf(v)->lookup(in.internStr(name).as<Str>());
}

// CPython's binary_op1 once a program class takes part: a's method, then b's
// reflected one; b's first when its class extends a's and redefines it.
Value dunderBinary(Interp& in, BinOp op, const Value& a, const Value& b) {
  const char* name = binaryDunder(op, false);
  const char* rname = binaryDunder(op, true);
  ClassObj *ta = in.typeOf(a), *tb = in.typeOf(b);
  const Value* fa = findDunder(in, a, name);
  const Value* fb = ta == tb ? nullptr : findDunder(in, b, rname);
  if (fb && tb->isSubclassOf(ta) && fb != findDunder(in, a, rname)) {
    if (Value r = callSlot(in, *fb, b, a); !r.isNull()) return r;
    fb = nullptr;
  }
  if (fa)
    if (Value r = callSlot(in, *fa, a, b); !r.isNull()) return r;
  if (fb)
    if (Value r = callSlot(in, *fb, b, a); !r.isNull()) return r;
  return {};
}

Value nativeBinary(Interp& in, BinOp op, const Value& a, const Value& b) {
  try {
    if (a.is(ObjKind::Native))
      if (Value r = a.as<NativeObject>()->binary(in, op, b, false); !r.isNull()) return r;
    if (b.is(ObjKind::Native))
      if (Value r = b.as<NativeObject>()->binary(in, op, a, true); !r.isNull()) return r;
  } catch (core::TfError& e) {
    in.raise(in.exceptionClass(e.kind()), e.what());
  }
  return {};
}

Value repeat(Interp& in, const Value& seq, int64_t n) {
  if (n < 0) n = 0;
  if (builtinLen(in, seq) == 0) n = 0;  // nothing to repeat: no loop over n
  if (seq.is(ObjKind::Str)) {
    const std::string& s = seq.as<Str>()->s;
    in.checkResultSize(s.size(), n, 1);
    std::string out;
    out.reserve(s.size() * n);
    for (int64_t i = 0; i < n; ++i) out += s;
    return in.newStr(std::move(out));
  }
  const auto& items = seq.is(ObjKind::List) ? seq.as<List>()->items : seq.as<Tuple>()->items;
  in.checkResultSize(items.size(), n, sizeof(Value));
  std::vector<Value> out;
  out.reserve(items.size() * n);
  for (int64_t i = 0; i < n; ++i) out.insert(out.end(), items.begin(), items.end());
  return seq.is(ObjKind::List) ? in.newList(std::move(out)) : in.newTuple(std::move(out));
}

bool isSeq(const Value& v) { return v.is(ObjKind::Str) || v.is(ObjKind::List) || v.is(ObjKind::Tuple); }

Value setBinary(Interp& in, BinOp op, const Value& a, const Value& b) {
  const Set* x = a.as<Set>();
  const Set* y = b.as<Set>();
  Value r = newSetLike(in, a);  // the left operand's type: set | frozenset is a set
  Set* out = r.as<Set>();
  switch (op) {
    case BinOp::BitOr:
      out->mergeFrom(*x);
      out->mergeFrom(*y);
      return r;
    case BinOp::BitAnd: {
      const Set* small = x->size() <= y->size() ? x : y;
      const Set* big = small == x ? y : x;
      small->forEach([&](const Value& k) {
        if (big->contains(k)) out->add(k);
      });
      return r;
    }
    case BinOp::Sub:
      x->forEach([&](const Value& k) {
        if (!y->contains(k)) out->add(k);
      });
      return r;
    case BinOp::BitXor:
      out->mergeFrom(*x);
      y->forEach([&](const Value& k) {
        if (!out->discard(k)) out->add(k);
      });
      return r;
    default: return {};
  }
}

}  // namespace

Value builtinBinary(Interp& in, BinOp op, const Value& a, const Value& b) {
  if (Value r = numericBinary(in, op, a, b); !r.isNull()) return r;
  if (op == BinOp::Add && a.isObj() && b.isObj() && a.obj()->kind() == b.obj()->kind()) {
    if (a.is(ObjKind::Str)) return in.newStr(a.as<Str>()->s + b.as<Str>()->s);
    if (a.is(ObjKind::List) || a.is(ObjKind::Tuple)) {
      std::vector<Value> items = a.is(ObjKind::List) ? a.as<List>()->items : a.as<Tuple>()->items;
      const auto& more = b.is(ObjKind::List) ? b.as<List>()->items : b.as<Tuple>()->items;
      items.insert(items.end(), more.begin(), more.end());
      return a.is(ObjKind::List) ? in.newList(std::move(items)) : in.newTuple(std::move(items));
    }
  }
  if (op == BinOp::Mul) {
    if (isSeq(a) && b.isIntLike()) return repeat(in, a, b.asInt());
    if (isSeq(b) && a.isIntLike()) return repeat(in, b, a.asInt());
    if ((isSeq(a) && isBigInt(b)) || (isSeq(b) && isBigInt(a))) raiseIndexTooLarge(in, in.types.OverflowError);
  }
  if (op == BinOp::Mod && a.is(ObjKind::Str)) return in.newStr(percentFormat(in, a.as<Str>()->s, b));
  if (a.is(ObjKind::Set) && b.is(ObjKind::Set)) return setBinary(in, op, a, b);
  if (op == BinOp::BitOr && a.is(ObjKind::Dict) && b.is(ObjKind::Dict)) {
    Value r = in.newDict();
    dictUpdate(in, r, a);
    dictUpdate(in, r, b);
    return r;
  }
  return {};
}

namespace {

// int | str, int | None: type.__or__ and type.__ror__, a types.UnionType.
Value typeUnion(Interp& in, const Value& a, const Value& b) {
  auto operand = [](const Value& v) { return v.is(ObjKind::Class) || v.isNone(); };
  if (!operand(a) || !operand(b) || (a.isNone() && b.isNone())) return {};
  return in.call(in.getAttr(in.importModule("types", {}), "_union"), {a, b});
}

[[noreturn]] void binaryTypeError(Interp& in, BinOp op, const Value& a, const Value& b) {
  if (op == BinOp::Add && (a.is(ObjKind::Str) || a.is(ObjKind::List) || a.is(ObjKind::Tuple))) {
    const std::string& type = in.typeOf(a)->builtinBase->name;  // "list" for a subclass too
    in.raise(in.types.TypeError, "can only concatenate " + type + " (not \"" + in.typeName(b) + "\") to " + type);
  }
  if (op == BinOp::Mul && (isSeq(a) || isSeq(b)))
    in.raise(in.types.TypeError, "can't multiply sequence by non-int of type '" + in.typeName(isSeq(a) ? b : a) + "'");
  std::string sym = in.augmented       ? std::string(binOpSymbol(op)) + "="
                    : op == BinOp::Pow ? "** or pow()"
                                       : binOpSymbol(op);
  in.augmented = false;
  in.raise(in.types.TypeError,
           "unsupported operand type(s) for " + sym + ": '" + in.typeName(a) + "' and '" + in.typeName(b) + "'");
}

}  // namespace

Value Interp::binary(BinOp op, const Value& a, const Value& b) {
  if (!a.isObj() && !b.isObj())  // two plain numbers (or None): the hot path of arithmetic loops
    if (Value r = numericBinary(*this, op, a, b); !r.isNull()) return r;
  if (ofProgramClass(a) || ofProgramClass(b)) {
    if (Value r = dunderBinary(*this, op, a, b); !r.isNull()) return r;
  } else if (Value r = builtinBinary(*this, op, a, b); !r.isNull()) {
    return r;
  }
  if (op == BinOp::BitOr)
    if (Value r = typeUnion(*this, a, b); !r.isNull()) return r;
  if (Value r = nativeBinary(*this, op, a, b); !r.isNull()) return r;
  binaryTypeError(*this, op, a, b);
}

const char* binaryDunder(BinOp op, bool reflected) { return (reflected ? kRDunder : kDunder)[static_cast<int>(op)]; }

const char* compareDunder(CmpOp op) {
  static const char* const names[] = {"__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"};
  return names[static_cast<int>(op)];
}

Value Interp::unary(UnaryOp op, const Value& a) {
  if (op == UnaryOp::Not) return Value::boolean(!truthy(a));
  if (a.isIntLike()) {
    int64_t v = a.asInt();
    if (op == UnaryOp::Neg) return v == INT64_MIN ? intValue(*this, -BigInt(v)) : Value::integer(-v);
    return Value::integer(op == UnaryOp::Pos ? v : ~v);
  }
  if (isBigInt(a)) {
    const BigInt& v = a.as<BigIntObj>()->value;
    return op == UnaryOp::Pos ? a : intValue(*this, op == UnaryOp::Neg ? -v : ~v);
  }
  if (a.isFloat() && op != UnaryOp::Invert) return Value::real(op == UnaryOp::Neg ? -a.asFloat() : a.asFloat());
  const char* names[] = {"__neg__", "__pos__", "__invert__"};
  const char* syms[] = {"-", "+", "~"};
  int k = static_cast<int>(op);
  if (ofProgramClass(a))
    if (Value* m = findDunder(*this, a, names[k])) return call(*m, {a});
  if (a.is(ObjKind::Native)) {
    try {
      if (Value r = a.as<NativeObject>()->unary(*this, op); !r.isNull()) return r;
    } catch (core::TfError& e) {
      raise(exceptionClass(e.kind()), e.what());
    }
  }
  raise(types.TypeError, std::string("bad operand type for unary ") + syms[k] + ": '" + typeName(a) + "'");
}

static int compareSequences(Interp& in, const std::vector<Value>& x, const std::vector<Value>& y, CmpOp op,
                            bool& decided, Value& result) {
  size_t n = std::min(x.size(), y.size());
  for (size_t i = 0; i < n; ++i)
    if (!in.equals(x[i], y[i])) {
      decided = true;
      result = in.compare(op, x[i], y[i]);
      return 0;
    }
  decided = false;
  return x.size() < y.size() ? -1 : x.size() > y.size() ? 1 : 0;
}

// -1, 0 or 1 for two numbers of any kind (exact between ints and floats, as
// CPython compares them), kUnordered when either is NaN; false for non-numbers.
static constexpr int kUnordered = 2;
static bool compareNumbers(const Value& a, const Value& b, int& c) {
  if (!(a.isNumber() || isBigInt(a)) || !(b.isNumber() || isBigInt(b))) return false;
  if (a.isFloat() && b.isFloat()) {
    double x = a.asFloat(), y = b.asFloat();
    c = x < y ? -1 : x > y ? 1 : x == y ? 0 : kUnordered;
  } else if (a.isFloat() || b.isFloat()) {
    double d = a.isFloat() ? a.asFloat() : b.asFloat();
    c = std::isnan(d) ? kUnordered : a.isFloat() ? -compareIntWithDouble(b, d) : compareIntWithDouble(a, d);
  } else if (isBigInt(a) || isBigInt(b)) {
    c = BigInt::compare(toBigInt(a), toBigInt(b));
  } else {
    c = a.asInt() < b.asInt() ? -1 : a.asInt() > b.asInt() ? 1 : 0;
  }
  return true;
}

static bool cmpResult(CmpOp op, int c) {
  switch (op) {
    case CmpOp::Lt: return c < 0;
    case CmpOp::Le: return c <= 0;
    case CmpOp::Gt: return c > 0;
    case CmpOp::Ge: return c >= 0;
    case CmpOp::Eq: return c == 0;
    default: return c != 0;
  }
}

static Value setOrder(CmpOp op, const Set* x, const Set* y) {
  auto subset = [&](const Set* p, const Set* q) {
    bool ok = true;
    p->forEach([&](const Value& v) {
      if (!q->contains(v)) ok = false;
    });
    return ok;
  };
  switch (op) {
    case CmpOp::Le: return Value::boolean(subset(x, y));
    case CmpOp::Lt: return Value::boolean(x->size() < y->size() && subset(x, y));
    case CmpOp::Ge: return Value::boolean(subset(y, x));
    default: return Value::boolean(x->size() > y->size() && subset(y, x));
  }
}

[[noreturn]] static void raiseUnordered(Interp& in, CmpOp op, const Value& a, const Value& b) {
  in.raise(in.types.TypeError, std::string("'") + cmpOpSymbol(op) + "' not supported between instances of '" +
                                   in.typeName(a) + "' and '" + in.typeName(b) + "'");
}

Value builtinOrder(Interp& in, CmpOp op, const Value& a, const Value& b) {
  if (int c; compareNumbers(a, b, c)) return Value::boolean(c != kUnordered && cmpResult(op, c));
  if (a.is(ObjKind::Str) && b.is(ObjKind::Str))
    return Value::boolean(cmpResult(op, a.as<Str>()->s.compare(b.as<Str>()->s)));
  if ((a.is(ObjKind::List) && b.is(ObjKind::List)) || (a.is(ObjKind::Tuple) && b.is(ObjKind::Tuple))) {
    bool decided;
    Value r;
    const auto& x = a.is(ObjKind::List) ? a.as<List>()->items : a.as<Tuple>()->items;
    const auto& y = b.is(ObjKind::List) ? b.as<List>()->items : b.as<Tuple>()->items;
    int c = compareSequences(in, x, y, op, decided, r);
    return decided ? r : Value::boolean(cmpResult(op, c));
  }
  if (a.is(ObjKind::Set) && b.is(ObjKind::Set)) return setOrder(op, a.as<Set>(), b.as<Set>());
  raiseUnordered(in, op, a, b);
}

// One side of a rich comparison: self's class's method, a native object's
// compare(), else object's (== by identity, != as the inverse of __eq__).
static Value compareSlot(Interp& in, CmpOp op, const Value& self, const Value& other) {
  if (const Value* m = findDunder(in, self, compareDunder(op)))
    return m->isNone() ? Value() : callSlot(in, *m, self, other);
  if (self.is(ObjKind::Native)) {
    try {
      return self.as<NativeObject>()->compare(in, op, other);
    } catch (core::TfError& e) {
      in.raise(in.exceptionClass(e.kind()), e.what());
    }
  }
  if (op == CmpOp::Ne)
    if (Value r = compareSlot(in, CmpOp::Eq, self, other); !r.isNull()) return Value::boolean(!in.truthy(r));
  if (op == CmpOp::Eq && self.sameAs(other)) return Value::boolean(true);
  return {};
}

// CPython's do_richcompare: b's reflected method first when b's class extends
// a's, then a's method, then b's; == and != fall back to identity.
static Value richCompare(Interp& in, CmpOp op, const Value& a, const Value& b) {
  static const CmpOp kSwapped[] = {CmpOp::Gt, CmpOp::Ge, CmpOp::Eq, CmpOp::Ne, CmpOp::Lt, CmpOp::Le};
  const CmpOp swapped = kSwapped[static_cast<int>(op)];
  const ClassObj *ta = in.typeOf(a), *tb = in.typeOf(b);
  const bool reverseFirst = ta != tb && tb->isSubclassOf(ta);
  if (reverseFirst)
    if (Value r = compareSlot(in, swapped, b, a); !r.isNull()) return r;
  if (Value r = compareSlot(in, op, a, b); !r.isNull()) return r;
  if (!reverseFirst)
    if (Value r = compareSlot(in, swapped, b, a); !r.isNull()) return r;
  if (op == CmpOp::Eq || op == CmpOp::Ne) return Value::boolean(a.sameAs(b) == (op == CmpOp::Eq));
  raiseUnordered(in, op, a, b);
}

// Whether == and < go through the classes' methods (a program class, or a native object's own compare()).
static bool comparesByMethods(const Value& v) { return ofProgramClass(v) || v.is(ObjKind::Native); }

bool Interp::equals(const Value& a, const Value& b) {
  if (a.sameAs(b) && !a.isFloat()) return true;
  if (comparesByMethods(a) || comparesByMethods(b)) return truthy(compare(CmpOp::Eq, a, b));
  return builtinEquals(*this, a, b);
}

bool builtinEquals(Interp& in, const Value& a, const Value& b) {
  if (a.sameAs(b) && !a.isFloat()) return true;
  if (int c; compareNumbers(a, b, c)) return c == 0;
  if (!a.isObj() || !b.isObj()) return false;
  ObjKind ka = a.obj()->kind(), kb = b.obj()->kind();
  if (ka != kb) return false;
  switch (ka) {
    case ObjKind::Str: return a.as<Str>()->s == b.as<Str>()->s;
    case ObjKind::List:
    case ObjKind::Tuple: {
      // By index and on copies: an __eq__ may change either list while it runs.
      RecursionScope level(in, " in comparison");
      const auto& x = ka == ObjKind::List ? a.as<List>()->items : a.as<Tuple>()->items;
      const auto& y = ka == ObjKind::List ? b.as<List>()->items : b.as<Tuple>()->items;
      if (x.size() != y.size()) return false;
      for (size_t i = 0; i < x.size() && i < y.size(); ++i) {
        const Value xi = x[i], yi = y[i];
        if (!in.equals(xi, yi)) return false;
      }
      return x.size() == y.size();
    }
    case ObjKind::Dict: {
      const Dict *x = a.as<Dict>(), *y = b.as<Dict>();
      if (x->size() != y->size()) return false;
      bool eq = true;
      x->forEach([&](const Value& k, const Value& v) {
        Value* w = y->find(k);
        if (!w || !in.equals(v, *w)) eq = false;
      });
      return eq;
    }
    case ObjKind::Set: {
      const Set *x = a.as<Set>(), *y = b.as<Set>();
      if (x->size() != y->size()) return false;
      bool eq = true;
      x->forEach([&](const Value& k) {
        if (!y->contains(k)) eq = false;
      });
      return eq;
    }
    case ObjKind::Range: {
      return rangesEqual(*a.as<Range>(), *b.as<Range>());
    }
    case ObjKind::BoundMethod:  // the same function bound to the same object
      return a.as<BoundMethod>()->self.sameAs(b.as<BoundMethod>()->self) &&
             in.equals(a.as<BoundMethod>()->func, b.as<BoundMethod>()->func);
    case ObjKind::Slice: {  // as the tuples (start, stop, step)
      const Slice *x = a.as<Slice>(), *y = b.as<Slice>();
      auto part = [](const Value& v) { return v.isNull() ? Value::none() : v; };
      return in.equals(part(x->start), part(y->start)) && in.equals(part(x->stop), part(y->stop)) &&
             in.equals(part(x->step), part(y->step));
    }
    default: return false;
  }
}

Value Interp::compare(CmpOp op, const Value& a, const Value& b) {
  switch (op) {
    case CmpOp::Is: return Value::boolean(a.sameAs(b));
    case CmpOp::IsNot: return Value::boolean(!a.sameAs(b));
    case CmpOp::In: return Value::boolean(contains(b, a));
    case CmpOp::NotIn: return Value::boolean(!contains(b, a));
    default: break;
  }
  if (a.isInt() && b.isInt()) {
    int64_t x = a.asInt(), y = b.asInt();
    return Value::boolean(cmpResult(op, x < y ? -1 : x > y ? 1 : 0));
  }
  if (comparesByMethods(a) || comparesByMethods(b)) return richCompare(*this, op, a, b);
  if (op == CmpOp::Eq || op == CmpOp::Ne) return Value::boolean(builtinEquals(*this, a, b) == (op == CmpOp::Eq));
  return builtinOrder(*this, op, a, b);
}

bool Interp::lessThan(const Value& a, const Value& b) {
  if (a.isFloat() && b.isFloat()) return a.asFloat() < b.asFloat();
  if (a.isInt() && b.isInt()) return a.asInt() < b.asInt();
  return truthy(compare(CmpOp::Lt, a, b));
}

namespace {

// What a class's __bool__ returned, which must be exactly a bool.
bool boolResult(Interp& in, const Value& r) {
  if (r.tag() != Tag::Bool) in.raise(in.types.TypeError, "__bool__ should return bool, returned " + in.typeName(r));
  return r.asInt() != 0;
}

}  // namespace

bool Interp::truthy(const Value& v) {
  switch (v.tag()) {
    case Tag::Bool:
    case Tag::Int: return v.asInt() != 0;
    case Tag::Float: return v.asFloat() != 0.0;
    case Tag::None:
    case Tag::Null: return false;
    case Tag::Obj: break;
  }
  if (v.obj()->cls()->userDefined && v.obj()->kind() != ObjKind::Instance) {  // a subclass's __bool__ / __len__
    if (const Value* m = overrideOf(*this, v, "__bool__")) return boolResult(*this, call(*m, {v}));
    if (overrideOf(*this, v, "__len__")) return len(v) > 0;
  }
  switch (v.obj()->kind()) {
    case ObjKind::Str: return !v.as<Str>()->s.empty();
    case ObjKind::List: return !v.as<List>()->items.empty();
    case ObjKind::Tuple: return !v.as<Tuple>()->items.empty();
    case ObjKind::Dict: return v.as<Dict>()->size() > 0;
    case ObjKind::Set: return v.as<Set>()->size() > 0;
    case ObjKind::Range: return !rangeIsEmpty(*v.as<Range>());
    case ObjKind::Instance:
    case ObjKind::Class: {
      if (v.is(ObjKind::Class) && !programMetaclass(v)) return true;
      if (Value* m = v.obj()->cls()->lookup(internStr("__bool__").as<Str>())) return boolResult(*this, call(*m, {v}));
      if (v.obj()->cls()->lookup(internStr("__len__").as<Str>())) return len(v) > 0;
      return true;
    }
    case ObjKind::Native: {
      int t;
      try {
        t = v.as<NativeObject>()->truthy(*this);
      } catch (core::TfError& e) {
        raise(exceptionClass(e.kind()), e.what());
      }
      return t < 0 ? true : t != 0;
    }
    default: return true;
  }
}

int64_t Interp::hash(const Value& v) {
  if (ofProgramClass(v)) return hashInstance(v);
  if (!isHashable(v)) raise(types.TypeError, "unhashable type: '" + typeName(v) + "'");
  return hashValue(v);
}

// CPython's slot_tp_hash: the class's __hash__, None (set by a class that defines
// __eq__ alone, and by list, dict and set) makes it unhashable, else identity.
int64_t Interp::hashInstance(const Value& v) {
  Value* method = v.obj()->cls()->lookup(internStr("__hash__").as<Str>());
  if (!method) return hashIdentity(v.obj());
  if (method->isNone()) raise(types.TypeError, "unhashable type: '" + typeName(v) + "'");
  Value h = plainNumber(call(*method, {v}));
  if (!isInteger(h)) raise(types.TypeError, "__hash__ method should return an integer");
  if (isBigInt(h)) return hashBuiltin(h);
  return h.asInt() == -1 ? -2 : h.asInt();
}

}  // namespace tl::lang
