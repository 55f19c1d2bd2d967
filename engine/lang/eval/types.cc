// Calling the built-in types: int(), float(), str(), list(), dict(), super(), ...
#include <cmath>

#include "lang/eval/builtins.h"
#include "lang/eval/int_value.h"
#include "lang/eval/native.h"

namespace tl::lang {

namespace {

void ctor(Interp& in, ClassObj* cls, NativeFn fn) {
  cls->attrs()->set(in.internStr("__call_ctor__"), in.newBuiltin(cls->name, std::move(fn)));
  in.builtins.as<Dict>()->set(in.internStr(cls->name), Value(cls));
}

Value makeInt(Interp& in, const Value&, CallArgs& a) {
  auto args = parseArgs(in, a, "int", {"x", "base"}, 0);
  const Value& x = args[0];
  if (x.isNull()) return Value::integer(0);
  if (!args[1].isNull()) {
    if (!x.is(ObjKind::Str)) in.raise(in.types.TypeError, "int() can't convert non-string with explicit base");
    return parseIntValue(in, x.as<Str>()->s, static_cast<int>(toInt(in, args[1])));
  }
  if (x.isIntLike()) return Value::integer(x.asInt());
  if (isBigInt(x)) return x;
  if (x.isFloat()) return floatToInt(in, x.asFloat());
  if (x.is(ObjKind::Str)) return parseIntValue(in, x.as<Str>()->s, 10);
  if (x.is(ObjKind::Instance))
    if (Value* m = x.obj()->cls()->lookup(in.internStr("__int__").as<Str>())) return in.call(*m, {x});
  if (x.is(ObjKind::Native)) {
    Value m = x.as<NativeObject>()->getAttr(in, "__int__");
    if (!m.isNull()) return in.call(m, {});
  }
  in.raise(in.types.TypeError, "int() argument must be a string, a bytes-like object or a real number, not '" + in.typeName(x) + "'");
}

Value makeFloat(Interp& in, const Value&, CallArgs& a) {
  auto args = parseArgs(in, a, "float", {"x"}, 0);
  const Value& x = args[0];
  if (x.isNull()) return Value::real(0.0);
  if (x.isNumber()) return Value::real(x.toDouble());
  if (isBigInt(x)) return Value::real(intToDouble(in, x));
  if (x.is(ObjKind::Str)) return parseFloatValue(in, x.as<Str>()->s);
  if (x.is(ObjKind::Instance))
    if (Value* m = x.obj()->cls()->lookup(in.internStr("__float__").as<Str>())) return in.call(*m, {x});
  if (x.is(ObjKind::Native)) {
    Value m = x.as<NativeObject>()->getAttr(in, "__float__");
    if (!m.isNull()) return in.call(m, {});
  }
  in.raise(in.types.TypeError, "float() argument must be a string or a real number, not '" + in.typeName(x) + "'");
}

Value makeDict(Interp& in, const Value&, CallArgs& a) {
  Value d = in.newDict();
  if (a.npos > 1) in.raise(in.types.TypeError, "dict expected at most 1 argument, got " + std::to_string(a.npos));
  if (a.npos == 1) dictUpdate(in, d, a.pos[0]);
  for (size_t k = 0; k < a.nkw; ++k) dictSet(in, d, in.newStr(a.kw[k].name), a.kw[k].value);
  return d;
}

Value makeSuper(Interp& in, const Value&, CallArgs& a) {
  if (a.npos == 2) {
    if (!a.pos[0].is(ObjKind::Class)) in.raise(in.types.TypeError, "super() argument 1 must be a type");
    return Value(new Super(in.types.super, a.pos[0].as<ClassObj>(), a.pos[1]));
  }
  Frame* f = in.frame;
  if (!f || !f->func || !f->func->owner || !f->code || f->code->params.empty())
    in.raise(in.types.RuntimeError, "super(): no arguments");
  const Value& self = f->code->slotIsCell[0] ? f->slots[0].as<Cell>()->value : f->slots[0];
  return Value(new Super(in.types.super, f->func->owner, self));
}

Value makeWrapper(Interp& in, ObjKind kind, ClassObj* cls, CallArgs& a) {
  if (a.npos < 1) in.raise(in.types.TypeError, cls->name + " expected 1 argument, got 0");
  auto* w = new Wrapper(kind, cls, a.pos[0]);
  if (a.npos > 1) w->fset = a.pos[1];
  return Value(w);
}

Value propertySetter(Interp& in, const Value& self, CallArgs& a) {
  auto* w = new Wrapper(ObjKind::Property, in.types.property, self.as<Wrapper>()->fget);
  w->fset = a.pos[0];
  return Value(w);
}

}  // namespace

void installTypeConstructors(Interp& in) {
  Types& t = in.types;
  ctor(in, t.int_, makeInt);
  ctor(in, t.float_, makeFloat);
  ctor(in, t.str, [](Interp& in, const Value&, CallArgs& a) {
    auto args = parseArgs(in, a, "str", {"object"}, 0);
    return args[0].isNull() ? in.newStr("") : in.newStr(in.str(args[0]));
  });
  ctor(in, t.bool_, [](Interp& in, const Value&, CallArgs& a) {
    return Value::boolean(a.npos > 0 && in.truthy(a.pos[0]));
  });
  ctor(in, t.list, [](Interp& in, const Value&, CallArgs& a) {
    return a.npos ? in.newList(in.toVector(a.pos[0])) : in.newList();
  });
  ctor(in, t.tuple, [](Interp& in, const Value&, CallArgs& a) {
    if (a.npos && a.pos[0].is(ObjKind::Tuple)) return a.pos[0];
    return a.npos ? in.newTuple(in.toVector(a.pos[0])) : in.newTuple();
  });
  ctor(in, t.set, [](Interp& in, const Value&, CallArgs& a) {
    Value s = in.newSet();
    if (a.npos && a.pos[0].is(ObjKind::Set)) s.as<Set>()->mergeFrom(*a.pos[0].as<Set>());
    else if (a.npos) for (const Value& v : in.toVector(a.pos[0])) setAdd(in, s, v);
    return s;
  });
  ctor(in, t.dict, makeDict);
  in.builtins.as<Dict>()->set(in.internStr("__range__"), in.builtins.as<Dict>()->findStr(in.internStr("range").as<Str>())[0]);
  ctor(in, t.range, [](Interp& in, const Value&, CallArgs& a) {
    Value* r = in.builtins.as<Dict>()->findStr(in.internStr("__range__").as<Str>());
    return r->as<Builtin>()->fn(in, Value(), a);
  });
  ctor(in, t.type, [](Interp& in, const Value&, CallArgs& a) {
    if (a.npos != 1) in.raise(in.types.TypeError, "type() takes 1 or 3 arguments");
    return Value(in.typeOf(a.pos[0]));
  });
  ctor(in, t.object, [](Interp& in, const Value&, CallArgs&) { return in.newInstance(in.types.object); });
  ctor(in, t.super, makeSuper);
  ctor(in, t.property, [](Interp& in, const Value&, CallArgs& a) { return makeWrapper(in, ObjKind::Property, in.types.property, a); });
  ctor(in, t.staticmethod, [](Interp& in, const Value&, CallArgs& a) { return makeWrapper(in, ObjKind::StaticMethod, in.types.staticmethod, a); });
  ctor(in, t.classmethod, [](Interp& in, const Value&, CallArgs& a) { return makeWrapper(in, ObjKind::ClassMethod, in.types.classmethod, a); });
  defMethod(in, t.property, "setter", propertySetter);
  Dict* b = in.builtins.as<Dict>();
  b->set(in.internStr("NotImplemented"), Value(new Singleton(ObjKind::NotImplemented, t.NotImplementedType)));
  b->set(in.internStr("Ellipsis"), Value(new Singleton(ObjKind::Ellipsis, t.ellipsis)));
}

}  // namespace tl::lang
