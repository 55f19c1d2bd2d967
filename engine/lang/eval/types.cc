// Calling the built-in types: int(), float(), str(), list(), dict(), super(), ...
#include <algorithm>
#include <cmath>

#include "lang/eval/builtins.h"
#include "lang/eval/int_value.h"
#include "lang/eval/metaclass.h"
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
    const int64_t base = isBigInt(args[1]) ? -1 : toInt(in, args[1]);
    if (base != 0 && (base < 2 || base > 36)) in.raise(in.types.ValueError, "int() base must be >= 2 and <= 36, or 0");
    return parseIntValue(in, x.as<Str>()->s, static_cast<int>(base));
  }
  if (x.isIntLike()) return Value::integer(x.asInt());
  if (isBigInt(x)) return x;
  if (x.isFloat()) return floatToInt(in, x.asFloat());
  if (x.is(ObjKind::Str)) return parseIntValue(in, x.as<Str>()->s, 10);
  if (x.is(ObjKind::Instance)) {  // __int__, else __index__, as PyNumber_Long
    if (Value* m = x.obj()->cls()->lookup(in.internStr("__int__").as<Str>())) {
      Value r = in.call(*m, {x});
      if (!r.isIntLike() && !isBigInt(r))
        in.raise(in.types.TypeError, "__int__ returned non-int (type " + in.typeName(r) + ")");
      return r.isIntLike() ? Value::integer(r.asInt()) : r;
    }
    if (Value r = indexValue(in, x); !r.sameAs(x)) return r.isIntLike() ? Value::integer(r.asInt()) : r;
  }
  if (x.is(ObjKind::Native)) {
    Value m = x.as<NativeObject>()->getAttr(in, "__int__");
    if (!m.isNull()) return in.call(m, {});
  }
  in.raise(in.types.TypeError,
           "int() argument must be a string, a bytes-like object or a real number, not '" + in.typeName(x) + "'");
}

Value makeFloat(Interp& in, const Value&, CallArgs& a) {
  auto args = parseArgs(in, a, "float", {"x"}, 0);
  const Value& x = args[0];
  if (x.isNull()) return Value::real(0.0);
  if (x.isNumber()) return Value::real(x.toDouble());
  if (isBigInt(x)) return Value::real(intToDouble(in, x));
  if (x.is(ObjKind::Str)) return parseFloatValue(in, x.as<Str>()->s);
  if (x.is(ObjKind::Instance)) {  // __float__, else __index__, as PyNumber_Float
    if (Value* m = x.obj()->cls()->lookup(in.internStr("__float__").as<Str>())) {
      Value r = in.call(*m, {x});
      if (!r.isFloat())
        in.raise(in.types.TypeError, in.typeName(x) + ".__float__ returned non-float (type " + in.typeName(r) + ")");
      return r;
    }
    if (Value r = indexValue(in, x); !r.sameAs(x))
      return Value::real(r.isIntLike() ? static_cast<double>(r.asInt()) : intToDouble(in, r));
  }
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
    if (!a.pos[0].is(ObjKind::Class))
      in.raise(in.types.TypeError, "super() argument 1 must be a type, not " + in.typeName(a.pos[0]));
    const ClassObj* start = a.pos[0].as<ClassObj>();
    const Value& obj = a.pos[1];
    if (!in.typeOf(obj)->isSubclassOf(start) && !(obj.is(ObjKind::Class) && obj.as<ClassObj>()->isSubclassOf(start)))
      in.raise(in.types.TypeError, "super(type, obj): obj must be an instance or subtype of type");
    return Value(new Super(in.types.super, a.pos[0].as<ClassObj>(), a.pos[1]));
  }
  Frame* f = in.frame;
  if (!f || !f->func || !f->func->owner || !f->code || f->code->params.empty())
    in.raise(in.types.RuntimeError, "super(): no arguments");
  const Value& self = f->code->slotIsCell[0] ? f->slots[0].as<Cell>()->value : f->slots[0];
  return Value(new Super(in.types.super, f->func->owner, self));
}

// type(obj), or type(name, bases, namespace) making a class as a class statement does.
Value makeType(Interp& in, const Value&, CallArgs& a) {
  if (a.npos == 1 && a.nkw == 0) return Value(in.typeOf(a.pos[0]));
  if (a.npos != 3) in.raise(in.types.TypeError, "type() takes 1 or 3 arguments");
  return typeNew(in, in.types.type, a);
}

Value makeWrapper(Interp& in, ObjKind kind, ClassObj* cls, CallArgs& a) {
  if (kind != ObjKind::Property) {
    if (a.nkw) in.raise(in.types.TypeError, cls->name + "() takes no keyword arguments");
    if (a.npos != 1) in.raise(in.types.TypeError, cls->name + " expected 1 argument, got " + std::to_string(a.npos));
    return Value(new Wrapper(kind, cls, a.pos[0]));
  }
  // property(fget=None, fset=None, fdel=None, doc=None)
  static const char* const kNames[] = {"fget", "fset", "fdel", "doc"};
  Value args[4];
  if (a.npos > 4)
    in.raise(in.types.TypeError, "property() takes at most 4 arguments (" + std::to_string(a.npos) + " given)");
  for (size_t i = 0; i < a.npos; ++i) args[i] = a.pos[i];
  for (size_t k = 0; k < a.nkw; ++k) {
    const std::string& n = a.kw[k].name;
    auto at = std::find_if(std::begin(kNames), std::end(kNames), [&](const char* s) { return n == s; });
    if (at == std::end(kNames))
      in.raise(in.types.TypeError, "property() got an unexpected keyword argument '" + n + "'");
    args[at - std::begin(kNames)] = a.kw[k].value;
  }
  auto noneAsNull = [](const Value& v) { return v.isNone() ? Value() : v; };
  auto* w = new Wrapper(kind, cls, noneAsNull(args[0]));
  w->fset = noneAsNull(args[1]);
  w->fdel = noneAsNull(args[2]);
  w->doc = noneAsNull(args[3]);
  return Value(w);
}

// A property's fget/fset/fdel (None when missing) and __doc__ (its doc, else fget's docstring).
void defPropertyParts(Interp& in, ClassObj* property) {
  defProperty(in, property, "fget", [](Interp&, const Value& p, CallArgs&) {
    const Value& f = p.as<Wrapper>()->fget;
    return f.isNull() ? Value::none() : f;
  });
  defProperty(in, property, "fset", [](Interp&, const Value& p, CallArgs&) {
    const Value& f = p.as<Wrapper>()->fset;
    return f.isNull() ? Value::none() : f;
  });
  defProperty(in, property, "fdel", [](Interp&, const Value& p, CallArgs&) {
    const Value& f = p.as<Wrapper>()->fdel;
    return f.isNull() ? Value::none() : f;
  });
  defProperty(in, property, "__doc__", [](Interp& in, const Value& p, CallArgs&) {
    const Wrapper* w = p.as<Wrapper>();
    if (!w->doc.isNull()) return w->doc;
    if (w->fget.isNull()) return Value::none();
    Value d = in.getAttrOrNull(w->fget, in.internStr("__doc__").as<Str>());
    return d.isNull() ? Value::none() : d;
  });
}

// Whether abc.abstractmethod marked `f` (its __isabstractmethod__).
bool markedAbstract(Interp& in, const Value& f) {
  if (f.isNull()) return false;
  Value mark = in.getAttrOrNull(f, in.internStr("__isabstractmethod__").as<Str>());
  return !mark.isNull() && in.truthy(mark);
}

// __isabstractmethod__ of a property (any of its functions) and of a static
// or class method (its function), which ABCMeta reads; the latter's __func__.
void defAbstractMarks(Interp& in) {
  defProperty(in, in.types.property, "__isabstractmethod__", [](Interp& in, const Value& p, CallArgs&) {
    const Wrapper* w = p.as<Wrapper>();
    return Value::boolean(markedAbstract(in, w->fget) || markedAbstract(in, w->fset) || markedAbstract(in, w->fdel));
  });
  for (ClassObj* cls : {in.types.staticmethod, in.types.classmethod}) {
    defProperty(in, cls, "__func__", [](Interp&, const Value& m, CallArgs&) { return m.as<Wrapper>()->fget; });
    defProperty(in, cls, "__isabstractmethod__", [](Interp& in, const Value& m, CallArgs&) {
      return Value::boolean(markedAbstract(in, m.as<Wrapper>()->fget));
    });
  }
}

// property.getter / setter / deleter: a copy of the property with one function replaced.
Value propertyWith(Interp& in, const Value& self, CallArgs& a, Value Wrapper::*which) {
  if (a.npos != 1) in.raise(in.types.TypeError, "expected 1 argument, got " + std::to_string(a.npos));
  const Wrapper* old = self.as<Wrapper>();
  auto* w = new Wrapper(ObjKind::Property, in.types.property, old->fget);
  w->fset = old->fset;
  w->fdel = old->fdel;
  w->doc = old->doc;
  w->*which = a.pos[0];
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
  ctor(in, t.bool_,
       [](Interp& in, const Value&, CallArgs& a) { return Value::boolean(a.npos > 0 && in.truthy(a.pos[0])); });
  ctor(in, t.list, [](Interp& in, const Value&, CallArgs& a) {
    return a.npos ? in.newList(listItems(in, a.pos[0])) : in.newList();
  });
  ctor(in, t.tuple, [](Interp& in, const Value&, CallArgs& a) {
    if (a.npos && a.pos[0].is(ObjKind::Tuple) && a.pos[0].obj()->cls() == in.types.tuple) return a.pos[0];
    return a.npos ? in.newTuple(listItems(in, a.pos[0])) : in.newTuple();
  });
  ctor(in, t.set, [](Interp& in, const Value&, CallArgs& a) {
    Value s = in.newSet();
    if (a.npos && a.pos[0].is(ObjKind::Set)) s.as<Set>()->mergeFrom(*a.pos[0].as<Set>());
    else if (a.npos)
      for (const Value& v : in.toVector(a.pos[0])) setAdd(in, s, v);
    return s;
  });
  ctor(in, t.dict, makeDict);
  in.builtins.as<Dict>()->set(in.internStr("__range__"),
                              in.builtins.as<Dict>()->findStr(in.internStr("range").as<Str>())[0]);
  ctor(in, t.range, [](Interp& in, const Value&, CallArgs& a) {
    Value* r = in.builtins.as<Dict>()->findStr(in.internStr("__range__").as<Str>());
    return r->as<Builtin>()->fn(in, Value(), a);
  });
  ctor(in, t.type, makeType);
  ctor(in, t.object, [](Interp& in, const Value&, CallArgs&) { return in.newInstance(in.types.object); });
  ctor(in, t.super, makeSuper);
  ctor(in, t.property,
       [](Interp& in, const Value&, CallArgs& a) { return makeWrapper(in, ObjKind::Property, in.types.property, a); });
  ctor(in, t.staticmethod, [](Interp& in, const Value&, CallArgs& a) {
    return makeWrapper(in, ObjKind::StaticMethod, in.types.staticmethod, a);
  });
  ctor(in, t.classmethod, [](Interp& in, const Value&, CallArgs& a) {
    return makeWrapper(in, ObjKind::ClassMethod, in.types.classmethod, a);
  });
  defPropertyParts(in, t.property);
  installSlice(in);
  installRange(in);
  defAbstractMarks(in);
  defMethod(in, t.property, "getter",
            [](Interp& in, const Value& self, CallArgs& a) { return propertyWith(in, self, a, &Wrapper::fget); });
  defMethod(in, t.property, "setter",
            [](Interp& in, const Value& self, CallArgs& a) { return propertyWith(in, self, a, &Wrapper::fset); });
  defMethod(in, t.property, "deleter",
            [](Interp& in, const Value& self, CallArgs& a) { return propertyWith(in, self, a, &Wrapper::fdel); });
  Dict* b = in.builtins.as<Dict>();
  b->set(in.internStr("NotImplemented"), Value(new Singleton(ObjKind::NotImplemented, t.NotImplementedType)));
  b->set(in.internStr("Ellipsis"), Value(new Singleton(ObjKind::Ellipsis, t.ellipsis)));
  b->set(in.internStr("__debug__"), Value::boolean(true));
}

}  // namespace tl::lang
