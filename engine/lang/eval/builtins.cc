// Built-in functions (print, len, range, sorted, ...) and argument helpers.
#include <algorithm>
#include <cmath>

#include "lang/eval/builtins.h"
#include "lang/eval/bytes_object.h"
#include "lang/eval/complex_object.h"
#include "lang/eval/generators.h"
#include "lang/eval/hashing.h"
#include "lang/eval/hooks.h"
#include "lang/eval/int_value.h"
#include "lang/eval/iterators.h"
#include "lang/eval/metaclass.h"
#include "lang/eval/module_attrs.h"
#include "lang/eval/native.h"
#include "lang/syntax/lexer.h"

namespace tl::lang {

std::vector<Value> parseArgs(Interp& in, const CallArgs& a, const char* fname, std::initializer_list<const char*> names,
                             size_t required) {
  std::vector<const char*> n(names);
  std::vector<Value> out(n.size());
  if (a.npos > n.size())
    in.raise(in.types.TypeError, std::string(fname) + "() takes at most " + std::to_string(n.size()) + " argument" +
                                     (n.size() == 1 ? "" : "s") + " (" + std::to_string(a.npos) + " given)");
  for (size_t i = 0; i < a.npos; ++i) out[i] = a.pos[i];
  for (size_t k = 0; k < a.nkw; ++k) {
    size_t i = 0;
    while (i < n.size() && a.kw[k].name != n[i]) ++i;
    if (i == n.size())
      in.raise(in.types.TypeError, std::string(fname) + "() got an unexpected keyword argument '" + a.kw[k].name + "'");
    out[i] = a.kw[k].value;
  }
  for (size_t i = 0; i < required; ++i)
    if (out[i].isNull())
      in.raise(in.types.TypeError,
               std::string(fname) + "() missing required argument '" + n[i] + "' (pos " + std::to_string(i + 1) + ")");
  return out;
}

Value indexValue(Interp& in, const Value& arg) {
  const Value& v = plainNumber(arg);
  Value r;
  if (v.is(ObjKind::Native)) {  // a C type's nb_index (EagerTensor.__index__)
    Value hook = in.getAttrOrNull(v, in.internStr("__index__").as<Str>());
    if (hook.isNull()) return v;
    r = in.call(hook, {});
  } else {
    if (!v.is(ObjKind::Instance)) return v;
    Value* hook = v.obj()->cls()->lookup(in.internStr("__index__").as<Str>());
    if (!hook) return v;
    r = in.call(*hook, {v});
  }
  if (!r.isIntLike() && !isBigInt(r))
    in.raise(in.types.TypeError, "__index__ returned non-int (type " + in.typeName(r) + ")");
  return r;
}

int64_t toInt(Interp& in, const Value& arg, const char* what) {
  const Value v = indexValue(in, arg);
  if (v.isIntLike()) return v.asInt();
  if (isBigInt(v)) in.raise(in.types.OverflowError, "Python int too large to convert to C ssize_t");
  in.raise(in.types.TypeError, "'" + in.typeName(v) + "' object cannot be interpreted as an integer");
}

double toDouble(Interp& in, const Value& arg) {
  const Value& v = plainNumber(arg);
  if (v.isNumber()) return v.toDouble();
  if (isBigInt(v)) return intToDouble(in, v);
  if (v.is(ObjKind::Instance) && (v.obj()->cls()->lookup(in.internStr("__float__").as<Str>()) ||
                                  v.obj()->cls()->lookup(in.internStr("__index__").as<Str>())))
    return in.call(Value(in.types.float_), {v}).asFloat();  // float()'s checks on what the hook returns
  in.raise(in.types.TypeError, "must be real number, not " + in.typeName(v));
}

const std::string& toStr(Interp& in, const Value& v) {
  if (v.is(ObjKind::Str)) return v.as<Str>()->s;
  in.raise(in.types.TypeError, "expected str, got " + in.typeName(v));
}

void defineBuiltin(Interp& in, const char* name, NativeFn fn) {
  in.builtins.as<Dict>()->set(in.internStr(name), in.newBuiltin(name, std::move(fn)));
}

namespace {

void exactArgs(Interp& in, const CallArgs& a, const char* name, size_t n) {
  if (a.npos != n || a.nkw)
    in.raise(in.types.TypeError, std::string(name) + "() takes exactly " +
                                     (n == 1 ? "one argument" : std::to_string(n) + " arguments") + " (" +
                                     std::to_string(a.npos) + " given)");
}

// print()'s sep or end: a str (None was handled by the caller).
const std::string& printText(Interp& in, const Value& v, const char* name) {
  if (!v.is(ObjKind::Str))
    in.raise(in.types.TypeError, std::string(name) + " must be None or a string, not " + in.typeName(v));
  return v.as<Str>()->s;
}

Value builtinPrint(Interp& in, const Value&, CallArgs& a) {
  std::string sep = " ", end = "\n";
  Value file;  // an object with write() (sys.stderr, an open file); None is stdout
  for (size_t k = 0; k < a.nkw; ++k) {
    const Value& v = a.kw[k].value;
    if (a.kw[k].name == "sep") sep = v.isNone() ? " " : printText(in, v, "sep");
    else if (a.kw[k].name == "end") end = v.isNone() ? "\n" : printText(in, v, "end");
    else if (a.kw[k].name == "file") file = v;
    else if (a.kw[k].name == "flush") {
    } else in.raise(in.types.TypeError, "'" + a.kw[k].name + "' is an invalid keyword argument for print()");
  }
  if (file.isNull() || file.isNone()) file = in.replacedStdout();
  if (!file.isNull()) {  // a file object gets each piece in its own write(), as CPython's print does
    Value write = in.getAttr(file, "write");
    for (size_t i = 0; i < a.npos; ++i) {
      if (i) in.call(write, {in.newStr(sep)});
      in.call(write, {in.newStr(in.str(a.pos[i]))});
    }
    in.call(write, {in.newStr(end)});
    return Value::none();
  }
  std::string out;
  for (size_t i = 0; i < a.npos; ++i) {
    if (i) out += sep;
    out += in.str(a.pos[i]);
  }
  in.writeStdout(out + end, a.npos == 1 ? in.printedTable(a.pos[0]) : std::string());
  return Value::none();
}

Value builtinRange(Interp& in, const Value&, CallArgs& a) {
  if (ControlFlowHook* hook = in.controlFlowHook(); hook && !a.nkw && a.npos >= 1 && a.npos <= 3) {
    if (Value staged = hook->builtinRange(in, a); !staged.isNull()) return staged;
  }
  if (a.nkw) in.raise(in.types.TypeError, "range() takes no keyword arguments");
  if (a.npos < 1 || a.npos > 3)
    in.raise(in.types.TypeError, a.npos ? "range expected at most 3 arguments, got " + std::to_string(a.npos)
                                        : "range expected at least 1 argument, got 0");
  BigInt bounds[3];
  for (size_t i = 0; i < a.npos; ++i) {
    const Value v = indexValue(in, a.pos[i]);
    if (!isInteger(v))
      in.raise(in.types.TypeError, "'" + in.typeName(v) + "' object cannot be interpreted as an integer");
    bounds[i] = toBigInt(v);
  }
  BigInt start(0), stop, step(1);
  if (a.npos == 1) stop = bounds[0];
  else start = bounds[0], stop = bounds[1];
  if (a.npos == 3) step = bounds[2];
  if (step.isZero()) in.raise(in.types.ValueError, "range() arg 3 must not be zero");
  return makeRange(in, start, stop, step);
}

Value keyOf(Interp& in, const Value& key, const Value& v) {
  return key.isNull() || key.isNone() ? v : in.call(key, {v});
}

Value minMax(Interp& in, CallArgs& a, bool isMax) {
  const char* name = isMax ? "max" : "min";
  Value key, def;
  for (size_t k = 0; k < a.nkw; ++k) {
    if (a.kw[k].name == "key") key = a.kw[k].value;
    else if (a.kw[k].name == "default") def = a.kw[k].value;
    else in.raise(in.types.TypeError, "'" + a.kw[k].name + "' is an invalid keyword argument for " + name + "()");
  }
  if (a.npos == 0) in.raise(in.types.TypeError, std::string(name) + " expected at least 1 argument, got 0");
  if (a.npos > 1 && !def.isNull())
    in.raise(in.types.TypeError,
             std::string("Cannot specify a default for ") + name + "() with multiple positional arguments");
  std::vector<Value> items = a.npos == 1 ? in.toVector(a.pos[0]) : std::vector<Value>(a.pos, a.pos + a.npos);
  if (items.empty()) {
    if (!def.isNull()) return def;
    in.raise(in.types.ValueError, std::string(name) + "() arg is an empty sequence");
  }
  Value best = items[0], bestKey = keyOf(in, key, items[0]);
  for (size_t i = 1; i < items.size(); ++i) {
    Value k = keyOf(in, key, items[i]);
    // CPython asks item > best for max and item < best for min (the operator its TypeError names).
    if (isMax ? in.truthy(in.compare(CmpOp::Gt, k, bestKey)) : in.lessThan(k, bestKey)) best = items[i], bestKey = k;
  }
  return best;
}

Value builtinSum(Interp& in, const Value&, CallArgs& a) {
  if (a.npos == 0)  // the iterable is positional only
    in.raise(in.types.TypeError, "sum() takes at least 1 positional argument (0 given)");
  auto args = parseArgs(in, a, "sum", {"iterable", "start"}, 1);
  Value total = args[1].isNull() ? Value::integer(0) : args[1];
  if (total.is(ObjKind::Str)) in.raise(in.types.TypeError, "sum() can't sum strings [use ''.join(seq) instead]");
  Value it = in.iter(args[0]);
  Value x;
  while (in.next(it, x)) {
    int64_t r;
    if (total.isInt() && x.isInt() && !__builtin_add_overflow(total.asInt(), x.asInt(), &r)) total = Value::integer(r);
    else if (total.isFloat() && x.isFloat()) total = Value::real(total.asFloat() + x.asFloat());
    else total = in.binary(BinOp::Add, total, x);
  }
  return total;
}

void sortValues(Interp& in, std::vector<Value>& items, const Value& key, bool reverse) {
  std::vector<Value> keys;
  bool useKey = !key.isNull() && !key.isNone();
  if (useKey)
    for (const Value& v : items) keys.push_back(in.call(key, {v}));
  std::vector<size_t> idx(items.size());
  for (size_t i = 0; i < idx.size(); ++i) idx[i] = i;
  const std::vector<Value>& k = useKey ? keys : items;
  bool allFloat = true, allInt = true;
  for (const Value& v : k) allFloat &= v.isFloat(), allInt &= v.isInt();
  auto less = [&](size_t x, size_t y) {
    if (allFloat) return reverse ? k[y].asFloat() < k[x].asFloat() : k[x].asFloat() < k[y].asFloat();
    if (allInt) return reverse ? k[y].asInt() < k[x].asInt() : k[x].asInt() < k[y].asInt();
    return reverse ? in.lessThan(k[y], k[x]) : in.lessThan(k[x], k[y]);
  };
  std::stable_sort(idx.begin(), idx.end(), less);
  std::vector<Value> out;
  out.reserve(items.size());
  for (size_t i : idx) out.push_back(std::move(items[i]));
  items = std::move(out);
}

Value builtinSorted(Interp& in, const Value&, CallArgs& a) {
  if (a.npos != 1) in.raise(in.types.TypeError, "sorted expected 1 argument, got " + std::to_string(a.npos));
  Value key, rev;
  for (size_t k = 0; k < a.nkw; ++k) {
    if (a.kw[k].name == "key") key = a.kw[k].value;
    else if (a.kw[k].name == "reverse") rev = a.kw[k].value;
    else in.raise(in.types.TypeError, "sort() got an unexpected keyword argument '" + a.kw[k].name + "'");
  }
  std::vector<Value> items = listItems(in, a.pos[0]);
  sortValues(in, items, key, !rev.isNull() && in.truthy(rev));
  return in.newList(std::move(items));
}

namespace {

// The __instancecheck__ or __subclasscheck__ of type(cls): a program
// metaclass's for a class, the class's own for any other object (a union).
Value* typeCheckHook(Interp& in, const Value& cls, const char* name) {
  if (cls.is(ObjKind::Class)) return metaclassMethod(in, cls, name);
  if (!ofProgramClass(cls)) return nullptr;
  return in.typeOf(cls)->lookup(in.internStr(name).as<Str>());
}

}  // namespace

bool isInstanceOf(Interp& in, const Value& v, const Value& cls, const char* fname) {
  if (cls.is(ObjKind::Tuple)) {
    for (const Value& c : cls.as<Tuple>()->items)
      if (isInstanceOf(in, v, c, fname)) return true;
    return false;
  }
  if (cls.is(ObjKind::Class) && in.typeOf(v) == cls.as<ClassObj>()) return true;
  // A metaclass's __instancecheck__ (ABCMeta's registered classes) decides past the exact type.
  if (Value* check = typeCheckHook(in, cls, "__instancecheck__")) return in.truthy(in.call(*check, {cls, v}));
  if (!cls.is(ObjKind::Class))
    in.raise(in.types.TypeError, std::string(fname) + "() arg 2 must be a type, a tuple of types, or a union");
  return in.typeOf(v)->isSubclassOf(cls.as<ClassObj>());
}

bool isSubclassOf(Interp& in, const Value& sub, const Value& cls) {
  if (cls.is(ObjKind::Tuple)) {
    for (const Value& c : cls.as<Tuple>()->items)
      if (isSubclassOf(in, sub, c)) return true;
    return false;
  }
  if (Value* check = typeCheckHook(in, cls, "__subclasscheck__")) return in.truthy(in.call(*check, {cls, sub}));
  if (!sub.is(ObjKind::Class)) in.raise(in.types.TypeError, "issubclass() arg 1 must be a class");
  if (!cls.is(ObjKind::Class))
    in.raise(in.types.TypeError, "issubclass() arg 2 must be a class, a tuple of classes, or a union");
  return sub.as<ClassObj>()->isSubclassOf(cls.as<ClassObj>());
}

// round(x, ndigits) of an int with ndigits < 0: exact, ties to even.
Value roundIntHalfEven(Interp& in, const BigInt& x, int64_t ndigits) {
  if (ndigits < -static_cast<int64_t>(x.bitLength()) - 2) return Value::integer(0);  // 10**-ndigits > 2|x|
  const BigInt p = BigInt(10).pow(static_cast<uint64_t>(-ndigits));
  BigInt q, r;
  BigInt::divMod(x, p, &q, &r);
  const int half = BigInt::compare(r + r, p);
  if (half > 0 || (half == 0 && !(q & BigInt(1)).isZero())) q = q + BigInt(1);
  return intValue(in, q * p);
}

Value builtinRound(Interp& in, const Value&, CallArgs& a) {
  auto args = parseArgs(in, a, "round", {"number", "ndigits"}, 1);
  const Value& x = args[0];
  bool noDigits = args[1].isNull() || args[1].isNone();
  if (x.is(ObjKind::Instance))  // a class's __round__ (int's and float's for their subclasses)
    if (Value* m = x.obj()->cls()->lookup(in.internStr("__round__").as<Str>()))
      return noDigits ? in.call(*m, {x}) : in.call(*m, {x, args[1]});
  if (isInteger(x)) {
    const BigInt digits = noDigits ? BigInt(0) : integerArg(in, args[1]);
    if (!digits.negative()) return x.isBool() ? Value::integer(x.asInt()) : x;
    return roundIntHalfEven(in, toBigInt(x), toInt(in, intValue(in, digits)));  // OverflowError past ssize_t
  }
  if (!x.isFloat()) in.raise(in.types.TypeError, "type " + in.typeName(x) + " doesn't define __round__ method");
  if (noDigits) {
    double d = x.asFloat();
    if (std::isnan(d)) in.raise(in.types.ValueError, "cannot convert float NaN to integer");
    if (std::isinf(d)) in.raise(in.types.OverflowError, "cannot convert float infinity to integer");
    return floatToInt(in, std::nearbyint(d));
  }
  // Beyond 64 bits, clamped (PyNumber_AsSsize_t(.., NULL)): all digits kept, or none.
  return Value::real(roundHalfEven(x.asFloat(), saturatedInt64(integerArg(in, args[1]))));
}

Value builtinAbs(Interp& in, const Value&, CallArgs& a) {
  exactArgs(in, a, "abs", 1);
  const Value& x = a.pos[0];
  if (isInteger(x)) return x.isInt() && x.asInt() >= 0 ? x : intValue(in, toBigInt(x).abs());
  if (x.isFloat()) return Value::real(std::fabs(x.asFloat()));
  if (const ComplexObj* z = asComplex(x)) return Value::real(complexMagnitude(in, z->value));
  if (ofProgramClass(x))
    if (Value* m = x.obj()->cls()->lookup(in.internStr("__abs__").as<Str>())) return in.call(*m, {x});
  if (x.is(ObjKind::Native)) {
    Value r = x.as<NativeObject>()->getAttr(in, "__abs__");
    if (!r.isNull()) return in.call(r, {});
  }
  in.raise(in.types.TypeError, "bad operand type for abs(): '" + in.typeName(x) + "'");
}

Value builtinNext(Interp& in, const Value&, CallArgs& a) {
  if (a.npos < 1 || a.npos > 2)
    in.raise(in.types.TypeError, a.npos ? "next expected at most 2 arguments, got " + std::to_string(a.npos)
                                        : "next expected at least 1 argument, got 0");
  if (!a.pos[0].is(ObjKind::Iterator) && !a.pos[0].is(ObjKind::Instance))
    in.raise(in.types.TypeError, "'" + in.typeName(a.pos[0]) + "' object is not an iterator");
  Value out;
  in.lastStopIteration = Value();
  if (in.next(a.pos[0], out)) return out;
  if (a.npos == 2) return a.pos[1];
  Value stop = stopIterationFor(in, a.pos[0]);
  in.lastStopIteration = Value();
  in.raiseValue(stop);
}

Value builtinGetattr(Interp& in, const Value&, CallArgs& a) {
  if (a.npos < 2 || a.npos > 3)
    in.raise(in.types.TypeError, "getattr expected at least 2 arguments, got " + std::to_string(a.npos));
  Value name = in.internStr(toStr(in, a.pos[1]));
  if (a.npos == 2) return in.getAttr(a.pos[0], name.as<Str>());
  try {
    return in.getAttr(a.pos[0], name.as<Str>());
  } catch (PyException& e) {
    if (!in.isInstance(e.exc, in.types.AttributeError)) throw;
    return a.pos[2];
  }
}

Value builtinHasattr(Interp& in, const Value&, CallArgs& a) {
  exactArgs(in, a, "hasattr", 2);
  Value name = in.internStr(toStr(in, a.pos[1]));
  try {
    in.getAttr(a.pos[0], name.as<Str>());
    return Value::boolean(true);
  } catch (PyException& e) {
    if (!in.isInstance(e.exc, in.types.AttributeError)) throw;
    return Value::boolean(false);
  }
}

Value builtinChr(Interp& in, const Value&, CallArgs& a) {
  exactArgs(in, a, "chr", 1);
  int64_t c = toInt(in, a.pos[0]);
  if (c < 0 || c > 0x10FFFF) in.raise(in.types.ValueError, "chr() arg not in range(0x110000)");
  std::string s;
  appendUtf8(s, static_cast<uint32_t>(c));
  return in.newStr(s);
}

Value builtinOrd(Interp& in, const Value&, CallArgs& a) {
  exactArgs(in, a, "ord", 1);
  const Value& v = a.pos[0];
  if (BytesObj* b = asBytes(v)) {
    if (b->data.size() != 1)
      in.raise(in.types.TypeError,
               "ord() expected a character, but string of length " + std::to_string(b->data.size()) + " found");
    return Value::integer(static_cast<unsigned char>(b->data[0]));
  }
  if (!v.is(ObjKind::Str))
    in.raise(in.types.TypeError, "ord() expected string of length 1, but " + in.typeName(v) + " found");
  const Str* s = v.as<Str>();
  if (s->length() != 1)
    in.raise(in.types.TypeError,
             "ord() expected a character, but string of length " + std::to_string(s->length()) + " found");
  const unsigned char* p = reinterpret_cast<const unsigned char*>(s->s.data());
  uint32_t cp = p[0];
  int n = cp >= 0xF0 ? 3 : cp >= 0xE0 ? 2 : cp >= 0xC0 ? 1 : 0;
  if (n) cp &= (0x3F >> n);
  for (int i = 1; i <= n; ++i) cp = (cp << 6) | (p[i] & 0x3F);
  return Value::integer(cp);
}

}  // namespace

void sortList(Interp& in, std::vector<Value>& items, const Value& key, bool reverse) {
  sortValues(in, items, key, reverse);
}
bool isInstanceCheck(Interp& in, const Value& v, const Value& cls, const char* f) {
  return isInstanceOf(in, v, cls, f);
}

void installBuiltins(Interp& in) {
  publishExceptions(in);
  defineBuiltin(in, "print", builtinPrint);
  defineBuiltin(in, "range", builtinRange);
  defineBuiltin(in, "len", [](Interp& in, const Value&, CallArgs& a) {
    exactArgs(in, a, "len", 1);
    return Value::integer(in.len(a.pos[0]));
  });
  defineBuiltin(in, "repr", [](Interp& in, const Value&, CallArgs& a) {
    exactArgs(in, a, "repr", 1);
    return in.newStr(in.repr(a.pos[0]));
  });
  defineBuiltin(in, "ascii", [](Interp& in, const Value&, CallArgs& a) {
    exactArgs(in, a, "ascii", 1);
    return in.newStr(asciiRepr(in, a.pos[0]));
  });
  defineBuiltin(in, "min", [](Interp& in, const Value&, CallArgs& a) { return minMax(in, a, false); });
  defineBuiltin(in, "max", [](Interp& in, const Value&, CallArgs& a) { return minMax(in, a, true); });
  defineBuiltin(in, "sum", builtinSum);
  defineBuiltin(in, "sorted", builtinSorted);
  defineBuiltin(in, "round", builtinRound);
  defineBuiltin(in, "abs", builtinAbs);
  defineBuiltin(in, "next", builtinNext);
  defineBuiltin(in, "getattr", builtinGetattr);
  defineBuiltin(in, "hasattr", builtinHasattr);
  defineBuiltin(in, "chr", builtinChr);
  defineBuiltin(in, "ord", builtinOrd);
  defineBuiltin(in, "isinstance", [](Interp& in, const Value&, CallArgs& a) {
    if (a.npos != 2 || a.nkw)
      in.raise(in.types.TypeError, "isinstance expected 2 arguments, got " + std::to_string(a.npos + a.nkw));
    return Value::boolean(isInstanceOf(in, a.pos[0], a.pos[1], "isinstance"));
  });
  defineBuiltin(in, "issubclass", [](Interp& in, const Value&, CallArgs& a) {
    exactArgs(in, a, "issubclass", 2);
    return Value::boolean(isSubclassOf(in, a.pos[0], a.pos[1]));
  });
  defineBuiltin(in, "setattr", [](Interp& in, const Value&, CallArgs& a) {
    exactArgs(in, a, "setattr", 3);
    in.setAttr(a.pos[0], in.internStr(toStr(in, a.pos[1])).as<Str>(), a.pos[2]);
    return Value::none();
  });
  defineBuiltin(in, "delattr", [](Interp& in, const Value&, CallArgs& a) {
    exactArgs(in, a, "delattr", 2);
    in.delAttr(a.pos[0], in.internStr(toStr(in, a.pos[1])).as<Str>());
    return Value::none();
  });
  defineBuiltin(in, "id", [](Interp& in, const Value&, CallArgs& a) {
    exactArgs(in, a, "id", 1);
    const Value& v = a.pos[0];
    return Value::integer(static_cast<int64_t>(v.isObj() ? in.fakeAddress(v.obj())
                                                         : static_cast<uint64_t>(hashValue(v)) + 0x1000));
  });
  defineBuiltin(in, "hash", [](Interp& in, const Value&, CallArgs& a) {
    exactArgs(in, a, "hash", 1);
    return Value::integer(in.hash(a.pos[0]));
  });
  defineBuiltin(in, "callable", [](Interp& in, const Value&, CallArgs& a) {
    exactArgs(in, a, "callable", 1);
    const Value& v = a.pos[0];
    bool c = v.is(ObjKind::Function) || v.is(ObjKind::Builtin) || v.is(ObjKind::BoundMethod) || v.is(ObjKind::Class) ||
             (ofProgramClass(v) && v.obj()->cls()->lookup(in.internStr("__call__").as<Str>()));
    return Value::boolean(c);
  });
  defineBuiltin(in, "any", [](Interp& in, const Value&, CallArgs& a) {
    exactArgs(in, a, "any", 1);
    Value it = in.iter(a.pos[0]), x;
    while (in.next(it, x))
      if (in.truthy(x)) return Value::boolean(true);
    return Value::boolean(false);
  });
  defineBuiltin(in, "all", [](Interp& in, const Value&, CallArgs& a) {
    exactArgs(in, a, "all", 1);
    Value it = in.iter(a.pos[0]), x;
    while (in.next(it, x))
      if (!in.truthy(x)) return Value::boolean(false);
    return Value::boolean(true);
  });
  defineBuiltin(in, "format", [](Interp& in, const Value&, CallArgs& a) {
    auto args = parseArgs(in, a, "format", {"value", "format_spec"}, 1);
    return in.newStr(in.format(args[0], args[1].isNull() ? "" : toStr(in, args[1])));
  });
  // open() is io.open (modules/py/io.py), as CPython's builtin is.
  defineBuiltin(in, "open", [](Interp& in, const Value&, CallArgs& a) -> Value {
    Value io = in.importModule("io", {});
    return in.call(in.getAttr(io, "open"), a);
  });
  defineBuiltin(in, "input", [](Interp& in, const Value&, CallArgs&) -> Value {
    in.raise(in.types.NotImplementedError, "input() is not supported in this environment");
  });
  installTypeConstructors(in);
  installIteratorTypes(in);
  installNumericBuiltins(in);
  installObjectBuiltins(in);
  installModuleType(in);
  installBytesTypes(in);
  installComplexType(in);
}

}  // namespace tl::lang
