// The complex type: complex(real, imag) and complex(text) as CPython's
// complex_new, .real, .imag, conjugate() and __format__.
#include "lang/eval/builtins.h"
#include "lang/eval/complex_object.h"
#include "lang/eval/int_value.h"

namespace tl::lang {

namespace {

bool definesAny(Interp& in, const Value& v, std::initializer_list<const char*> names) {
  for (const char* name : names)
    if (v.obj()->cls()->lookup(in.internStr(name).as<Str>())) return true;
  return false;
}

// What complex() accepts as a part: a number, or an object float() converts.
bool isNumberLike(Interp& in, const Value& v) {
  if (v.isNumber() || isBigInt(v) || isComplex(v)) return true;
  return v.is(ObjKind::Instance) && definesAny(in, v, {"__float__", "__index__"});
}

// A real part as CPython's PyNumber_Float gives it.
double realValue(Interp& in, const Value& v) {
  if (v.is(ObjKind::Instance)) return toDouble(in, in.call(Value(in.types.float_), {v}));
  return toDouble(in, v);
}

Complex fromParts(Interp& in, Value r, const Value& i) {
  if (Value c = complexFromMethod(in, r); !c.isNull()) r = c;
  if (!isNumberLike(in, r))
    in.raise(in.types.TypeError, "complex() first argument must be a string or a number, not '" + in.typeName(r) + "'");
  if (!i.isNull() && !isNumberLike(in, i))
    in.raise(in.types.TypeError, "complex() second argument must be a number, not '" + in.typeName(i) + "'");
  // complex(r, i) is r + i*1j, with either part possibly complex itself.
  Complex cr = isComplex(r) ? asComplex(r)->value : Complex{realValue(in, r), 0.0}, ci;
  if (i.isNull()) ci.re = cr.im;
  else ci = isComplex(i) ? asComplex(i)->value : Complex{realValue(in, i), 0.0};
  if (isComplex(i)) cr.re -= ci.im;
  if (isComplex(r) && !i.isNull()) ci.re += cr.im;
  return {cr.re, ci.re};
}

Value makeComplex(Interp& in, const Value&, CallArgs& a) {
  checkKeywords(in, a, "complex", {"real", "imag"});
  auto args = parseArgs(in, a, "complex", {"real", "imag"}, 0);
  const Value r = args[0].isNull() ? Value::integer(0) : args[0], &i = args[1];
  if (isComplex(r) && i.isNull()) return r;
  if (r.is(ObjKind::Str)) {
    if (!i.isNull()) in.raise(in.types.TypeError, "complex() can't take second arg if first is a string");
    return newComplex(in, parseComplex(in, r.as<Str>()->s));
  }
  if (i.is(ObjKind::Str)) in.raise(in.types.TypeError, "complex() second arg can't be a string");
  return newComplex(in, fromParts(in, r, i));
}

void noArguments(Interp& in, const CallArgs& a, const char* name) {
  if (a.npos || a.nkw)
    in.raise(in.types.TypeError,
             std::string(name) + "() takes no arguments (" + std::to_string(a.npos + a.nkw) + " given)");
}

void installMethods(Interp& in, ClassObj* cls) {
  defProperty(in, cls, "real",
              [](Interp&, const Value& self, CallArgs&) { return Value::real(asComplex(self)->value.re); });
  defProperty(in, cls, "imag",
              [](Interp&, const Value& self, CallArgs&) { return Value::real(asComplex(self)->value.im); });
  defMethod(in, cls, "conjugate", [](Interp& in, const Value& self, CallArgs& a) {
    noArguments(in, a, "complex.conjugate");
    const Complex z = asComplex(self)->value;
    return newComplex(in, {z.re, -z.im});
  });
  defMethod(in, cls, "__complex__", [](Interp& in, const Value& self, CallArgs& a) {
    noArguments(in, a, "complex.__complex__");
    return self;
  });
  defMethod(in, cls, "__hash__", [](Interp& in, const Value& self, CallArgs& a) {
    noArguments(in, a, "complex.__hash__");
    return Value::integer(in.hash(self));
  });
  defMethod(in, cls, "__abs__", [](Interp& in, const Value& self, CallArgs& a) {
    noArguments(in, a, "complex.__abs__");
    return Value::real(complexMagnitude(in, asComplex(self)->value));
  });
  defMethod(in, cls, "__format__", [](Interp& in, const Value& self, CallArgs& a) {
    auto args = parseArgs(in, a, "__format__", {"format_spec"}, 1);
    return in.newStr(formatComplex(in, asComplex(self)->value, toStr(in, args[0])));
  });
}

}  // namespace

void installComplexType(Interp& in) {
  ClassObj* cls = in.types.complex = newNativeClass(in, "complex", "builtins");
  cls->attrs()->set(in.internStr("__call_ctor__"), in.newBuiltin("complex", makeComplex));
  in.builtins.as<Dict>()->set(in.internStr("complex"), Value(cls));
  installMethods(in, cls);
}

}  // namespace tl::lang
