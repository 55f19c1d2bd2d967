// complex: Python's complex numbers, a pair of doubles.
//
// A ComplexObj is immutable; its arithmetic follows CPython's complexobject.c
// (complex_arith.h) and mixes with ints, bools and floats, which become
// complex(x, 0) as CPython converts them. It equals and hashes like the
// int or float it equals, so 1, 1.0 and 1+0j are one dict key.
//   Value z = newComplex(in, {1.5, -2});
//   Complex c;  if (toComplex(in, v, c)) ...   // an int, float or complex
#pragma once
#include <string>

#include "lang/eval/complex_arith.h"
#include "lang/eval/native.h"

namespace tl::lang {

class ComplexObj : public NativeObject {
 public:
  ComplexObj(ClassObj* cls, Complex v) : NativeObject(cls), value(v) {}
  const Complex value;

  std::string repr(Interp& in) override;
  Value binary(Interp& in, BinOp op, const Value& other, bool reflected) override;
  Value unary(Interp& in, UnaryOp op) override;
  Value compare(Interp& in, CmpOp op, const Value& other) override;
  int truthy(Interp&) override { return value.re != 0.0 || value.im != 0.0; }
  int64_t hash() override;
  bool keyEquals(const NativeObject& other) const override;
};

Value newComplex(Interp& in, Complex v);
const ComplexObj* asComplex(const Value& v);  // nullptr when v is not a complex
inline bool isComplex(const Value& v) { return asComplex(v) != nullptr; }
// An int (of any size), bool, float or complex as a complex number; false for
// anything else. An int beyond a float is CPython's OverflowError.
bool toComplex(Interp& in, const Value& v, Complex& out);
// a == b where one of them is a complex, as CPython's complex_richcompare
// (exact against ints); false when the other is not a number.
bool complexEquals(const Value& a, const Value& b);
// a ** b with CPython's errors (a float or int to a fractional power with a
// negative base comes here too).
Value complexPower(Interp& in, Complex a, Complex b);
// abs(z), or CPython's "absolute value too large".
double complexMagnitude(Interp& in, Complex z);
// A number argument as CPython's PyComplex_AsCComplex converts it (cmath's
// arguments): a complex, an object's __complex__(), or a real number.
Complex complexArg(Interp& in, const Value& v);

std::string complexRepr(Complex z);  // (1+2j), 1j, (-0-0j), (nan+infj)
// format(z, spec) as CPython's complex.__format__ (complex_format.cc).
std::string formatComplex(Interp& in, Complex z, const std::string& spec);
// The complex type: its constructor, attributes and methods (complex_type.cc).
void installComplexType(Interp& in);
// complex(text) (complex_parse.cc): CPython's forms and ValueErrors.
Complex parseComplex(Interp& in, const std::string& text);
// v.__complex__() for an object of a class that defines it, else Null; a
// result that is not a complex is CPython's TypeError.
Value complexFromMethod(Interp& in, const Value& v);

}  // namespace tl::lang
