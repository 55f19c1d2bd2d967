// The slot methods of the built-in types (list.__getitem__, dict.__setitem__,
// float.__add__, str.__hash__, ...): what super().__setitem__(k, v),
// list.append-style calls of float.__add__(self, x) and the dunder lookups of
// instances of int and float subclasses reach. Each runs the built-in
// behaviour on the object itself (on the number for int and float), never a
// subclass's override, so an override may call it without recursing.
#include "lang/eval/builtins.h"
#include "lang/eval/hashing.h"
#include "lang/eval/int_value.h"
#include "lang/eval/native.h"

namespace tl::lang {

void noArgs(Interp& in, const CallArgs& a, const std::string& qualifiedName) {
  if (a.npos || a.nkw)
    in.raise(in.types.TypeError,
             qualifiedName + "() takes no arguments (" + std::to_string(a.npos + a.nkw) + " given)");
}

void oneArg(Interp& in, const CallArgs& a, const std::string& qualifiedName) {
  if (a.nkw) in.raise(in.types.TypeError, qualifiedName + "() takes no keyword arguments");
  if (a.npos != 1)
    in.raise(in.types.TypeError,
             qualifiedName + "() takes exactly one argument (" + std::to_string(a.npos) + " given)");
}

void expectSlotArgs(Interp& in, const CallArgs& a, const std::string& name, size_t n) {
  if (a.nkw) in.raise(in.types.TypeError, name + "() takes no keyword arguments");
  if (a.npos != n)
    in.raise(in.types.TypeError,
             "expected " + std::to_string(n) + " argument" + (n == 1 ? "" : "s") + ", got " + std::to_string(a.npos));
}

namespace {

// The one argument of a slot method.
const Value& arg(Interp& in, const CallArgs& a, const char* name) {
  expectSlotArgs(in, a, name, 1);
  return a.pos[0];
}

bool isNumberType(const Interp& in, const ClassObj* type) { return type == in.types.int_ || type == in.types.float_; }

// int's methods take ints (and bools), float's ints and floats (CPython's
// int.__add__(1, 2.5) is NotImplemented, so float's reflected method answers).
bool takesNumber(const Interp& in, const ClassObj* type, const Value& x) {
  return isInteger(x) || (type == in.types.float_ && x.isFloat());
}

Value slotBinary(Interp& in, const ClassObj* type, BinOp op, bool reflected, const Value& self, const Value& other) {
  const bool numeric = isNumberType(in, type);
  const Value& x = plainNumber(self);
  const Value& y = numeric || op == BinOp::Mul ? plainNumber(other) : other;
  if (numeric && !takesNumber(in, type, y)) return notImplementedValue(in);
  Value r = reflected ? builtinBinary(in, op, y, x) : builtinBinary(in, op, x, y);
  return r.isNull() ? notImplementedValue(in) : r;
}

Value callBuiltinFunction(Interp& in, const char* name, std::vector<Value> args) {
  return in.call(*in.builtins.as<Dict>()->findStr(in.internStr(name).as<Str>()), std::move(args));
}

// int.__divmod__ / __rdivmod__ and float's: divmod() of the numbers.
void defDivmodSlots(Interp& in, ClassObj* type) {
  for (bool reflected : {false, true})
    defMethod(
        in, type, reflected ? "__rdivmod__" : "__divmod__", [type, reflected](Interp& in, const Value& s, CallArgs& a) {
          const Value& x = plainNumber(s);
          const Value& y = plainNumber(arg(in, a, "__divmod__"));
          if (!takesNumber(in, type, y)) return notImplementedValue(in);
          return reflected ? callBuiltinFunction(in, "divmod", {y, x}) : callBuiltinFunction(in, "divmod", {x, y});
        });
}

bool sameFamily(const Value& x, const Value& y) {
  if ((x.isNumber() || isBigInt(x)) && (y.isNumber() || isBigInt(y))) return true;
  if (!x.isObj() || !y.isObj() || x.obj()->kind() != y.obj()->kind()) return false;
  switch (x.obj()->kind()) {
    case ObjKind::Str:
    case ObjKind::List:
    case ObjKind::Tuple:
    case ObjKind::Set:
    case ObjKind::Dict: return true;
    default: return false;
  }
}

Value slotCompare(Interp& in, CmpOp op, const Value& self, const Value& other) {
  const Value& x = plainNumber(self);
  const Value& y = plainNumber(other);
  if (!sameFamily(x, y)) return notImplementedValue(in);
  if (op == CmpOp::Eq || op == CmpOp::Ne) return Value::boolean(builtinEquals(in, x, y) == (op == CmpOp::Eq));
  return builtinOrder(in, op, x, y);
}

Value slotFormat(Interp& in, const Value& self, CallArgs& a) {
  const Value& spec = arg(in, a, "__format__");
  if (!spec.is(ObjKind::Str)) in.raise(in.types.TypeError, "argument 1 must be str, not " + in.typeName(spec));
  if (spec.as<Str>()->s.empty()) return in.newStr(in.str(self));  // a subclass's __str__ / __repr__
  return in.newStr(builtinFormat(in, plainNumber(self), spec.as<Str>()->s));
}

// __int__, __index__ and __trunc__: the plain int (int() of a float truncates).
Value slotInt(Interp& in, const Value& self, CallArgs& a) {
  expectSlotArgs(in, a, "__int__", 0);
  return in.call(Value(in.types.int_), {plainNumber(self)});
}

using SlotFn = Value (*)(Interp&, const Value&, CallArgs&);

// Slots shared by several types, by name.
const std::pair<const char*, SlotFn> kSlots[] = {
    {"__getitem__",
     [](Interp& in, const Value& s, CallArgs& a) { return builtinGetItem(in, s, arg(in, a, "__getitem__")); }},
    {"__setitem__",
     [](Interp& in, const Value& s, CallArgs& a) {
       expectSlotArgs(in, a, "__setitem__", 2);
       builtinSetItem(in, s, a.pos[0], a.pos[1]);
       return Value::none();
     }},
    {"__delitem__",
     [](Interp& in, const Value& s, CallArgs& a) {
       builtinDelItem(in, s, arg(in, a, "__delitem__"));
       return Value::none();
     }},
    {"__len__",
     [](Interp& in, const Value& s, CallArgs& a) {
       expectSlotArgs(in, a, "__len__", 0);
       return Value::integer(builtinLen(in, s));
     }},
    {"__contains__", [](Interp& in, const Value& s,
                        CallArgs& a) { return Value::boolean(builtinContains(in, s, arg(in, a, "__contains__"))); }},
    {"__iter__",
     [](Interp& in, const Value& s, CallArgs& a) {
       expectSlotArgs(in, a, "__iter__", 0);
       return builtinIter(in, s);
     }},
    {"__repr__",
     [](Interp& in, const Value& s, CallArgs& a) {
       expectSlotArgs(in, a, "__repr__", 0);
       return in.newStr(builtinRepr(in, s));
     }},
    {"__str__",
     [](Interp& in, const Value& s, CallArgs& a) {
       expectSlotArgs(in, a, "__str__", 0);
       return in.newStr(s.as<Str>()->s);
     }},
    {"__hash__",
     [](Interp& in, const Value& s, CallArgs& a) {
       expectSlotArgs(in, a, "__hash__", 0);
       return Value::integer(hashBuiltin(plainNumber(s)));
     }},
    {"__format__", slotFormat},
    {"__bool__",
     [](Interp& in, const Value& s, CallArgs& a) {
       expectSlotArgs(in, a, "__bool__", 0);
       return Value::boolean(in.truthy(plainNumber(s)));
     }},
    {"__int__", slotInt},
    {"__index__", slotInt},
    {"__trunc__", slotInt},
    {"__float__",
     [](Interp& in, const Value& s, CallArgs& a) {
       expectSlotArgs(in, a, "__float__", 0);
       return in.call(Value(in.types.float_), {plainNumber(s)});
     }},
    {"__abs__",
     [](Interp& in, const Value& s, CallArgs& a) {
       expectSlotArgs(in, a, "__abs__", 0);
       return callBuiltinFunction(in, "abs", {plainNumber(s)});
     }},
    {"__neg__",
     [](Interp& in, const Value& s, CallArgs& a) {
       expectSlotArgs(in, a, "__neg__", 0);
       return in.unary(UnaryOp::Neg, plainNumber(s));
     }},
    {"__pos__",
     [](Interp& in, const Value& s, CallArgs& a) {
       expectSlotArgs(in, a, "__pos__", 0);
       return in.unary(UnaryOp::Pos, plainNumber(s));
     }},
    {"__invert__",
     [](Interp& in, const Value& s, CallArgs& a) {
       expectSlotArgs(in, a, "__invert__", 0);
       return in.unary(UnaryOp::Invert, plainNumber(s));
     }},
    {"__round__",
     [](Interp& in, const Value& s, CallArgs& a) {
       std::vector<Value> args{plainNumber(s)};
       args.insert(args.end(), a.pos, a.pos + a.npos);
       return callBuiltinFunction(in, "round", std::move(args));
     }},
    {"__iadd__",
     [](Interp& in, const Value& s, CallArgs& a) {  // list's: extends itself
       for (Value& x : in.toVector(arg(in, a, "__iadd__"))) s.as<List>()->items.push_back(std::move(x));
       return s;
     }},
};

void defSlot(Interp& in, ClassObj* type, const char* name) {
  for (const auto& [n, fn] : kSlots)
    if (std::string(n) == name) return defMethod(in, type, name, fn);
}

void defBinarySlots(Interp& in, ClassObj* type, std::initializer_list<BinOp> ops, bool withReflected) {
  for (BinOp op : ops)
    for (bool reflected : {false, true}) {
      if (reflected && !withReflected) continue;
      defMethod(in, type, binaryDunder(op, reflected), [type, op, reflected](Interp& in, const Value& s, CallArgs& a) {
        return slotBinary(in, type, op, reflected, s, arg(in, a, binaryDunder(op, reflected)));
      });
    }
}

void defCompareSlots(Interp& in, ClassObj* type, bool ordered) {
  for (CmpOp op : {CmpOp::Lt, CmpOp::Le, CmpOp::Eq, CmpOp::Ne, CmpOp::Gt, CmpOp::Ge}) {
    if (!ordered && op != CmpOp::Eq && op != CmpOp::Ne) continue;
    defMethod(in, type, compareDunder(op), [op](Interp& in, const Value& s, CallArgs& a) {
      return slotCompare(in, op, s, arg(in, a, compareDunder(op)));
    });
  }
}

void defSlots(Interp& in, ClassObj* type, std::initializer_list<const char*> names) {
  for (const char* name : names) defSlot(in, type, name);
}

void numberSlots(Interp& in) {
  const Types& t = in.types;
  using B = BinOp;
  defBinarySlots(in, t.int_,
                 {B::Add, B::Sub, B::Mul, B::TrueDiv, B::FloorDiv, B::Mod, B::Pow, B::LShift, B::RShift, B::BitAnd,
                  B::BitOr, B::BitXor},
                 true);
  defBinarySlots(in, t.float_, {B::Add, B::Sub, B::Mul, B::TrueDiv, B::FloorDiv, B::Mod, B::Pow}, true);
  for (ClassObj* type : {t.int_, t.float_}) {
    defCompareSlots(in, type, true);
    defDivmodSlots(in, type);
    defSlots(in, type,
             {"__repr__", "__hash__", "__format__", "__bool__", "__int__", "__float__", "__trunc__", "__abs__",
              "__neg__", "__pos__", "__round__"});
  }
  defSlots(in, t.int_, {"__index__", "__invert__"});
}

void containerSlots(Interp& in) {
  const Types& t = in.types;
  using B = BinOp;
  for (ClassObj* type : {t.str, t.list, t.tuple}) {
    defBinarySlots(in, type, {B::Add}, false);
    defBinarySlots(in, type, {B::Mul}, true);
  }
  defBinarySlots(in, t.str, {B::Mod}, false);
  for (ClassObj* type : {t.set, t.frozenset}) defBinarySlots(in, type, {B::BitOr, B::BitAnd, B::Sub, B::BitXor}, true);
  defBinarySlots(in, t.dict, {B::BitOr}, true);
  for (ClassObj* type : {t.str, t.list, t.tuple, t.set, t.frozenset}) defCompareSlots(in, type, true);
  defCompareSlots(in, t.dict, false);
  for (ClassObj* type : {t.str, t.list, t.tuple, t.dict, t.set, t.frozenset, t.bytes, t.bytearray})
    defSlots(in, type, {"__len__", "__contains__", "__iter__", "__repr__"});
  for (ClassObj* type : {t.str, t.list, t.tuple, t.dict, t.bytes, t.bytearray}) defSlot(in, type, "__getitem__");
  for (ClassObj* type : {t.list, t.dict, t.bytearray}) defSlots(in, type, {"__setitem__", "__delitem__"});
  defSlots(in, t.str, {"__str__", "__format__", "__hash__"});
  defSlots(in, t.tuple, {"__hash__"});
  defSlots(in, t.frozenset, {"__hash__"});
  defSlots(in, t.bytes, {"__hash__"});
  defSlot(in, t.list, "__iadd__");
  for (ClassObj* type : {t.list, t.dict, t.set, t.bytearray})  // unhashable, as CPython's list.__hash__ is None
    type->attrs()->set(in.internStr("__hash__"), Value::none());
}

}  // namespace

void installSlotMethods(Interp& in) {
  numberSlots(in);
  containerSlots(in);
}

}  // namespace tl::lang
