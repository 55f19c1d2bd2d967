// complex values: arithmetic, comparison and hashing with CPython's rules
// and error messages.
#include "lang/eval/complex_object.h"

#include <cmath>

#include "lang/eval/builtins.h"
#include "lang/eval/hashing.h"
#include "lang/eval/int_value.h"

namespace tl::lang {

namespace {

constexpr uint64_t kHashImag = 1000003;  // CPython's _PyHASH_IMAG

bool hasComplexArithmetic(BinOp op) {
  return op == BinOp::Add || op == BinOp::Sub || op == BinOp::Mul || op == BinOp::TrueDiv || op == BinOp::Pow;
}

// A real number against a complex with no imaginary part: exact for ints.
bool realEquals(const Value& real, Complex z) {
  if (z.im != 0.0) return false;
  if (real.isFloat()) return real.asFloat() == z.re;
  return !std::isnan(z.re) && compareIntWithDouble(real, z.re) == 0;
}

}  // namespace

Value newComplex(Interp& in, Complex v) { return Value(new ComplexObj(in.types.complex, v)); }

const ComplexObj* asComplex(const Value& v) {
  return v.is(ObjKind::Native) ? dynamic_cast<const ComplexObj*>(v.as<NativeObject>()) : nullptr;
}

bool toComplex(Interp& in, const Value& v, Complex& out) {
  if (const ComplexObj* c = asComplex(v)) {
    out = c->value;
  } else if (v.isFloat()) {
    out = {v.asFloat(), 0.0};
  } else if (isInteger(v)) {
    out = {intToDouble(in, v), 0.0};
  } else {
    return false;
  }
  return true;
}

bool complexEquals(const Value& a, const Value& b) {
  const ComplexObj *x = asComplex(a), *y = asComplex(b);
  if (x && y) return x->value.re == y->value.re && x->value.im == y->value.im;
  const Value& other = x ? b : a;
  if (!other.isFloat() && !isInteger(other)) return false;
  return realEquals(other, (x ? x : y)->value);
}

Value complexPower(Interp& in, Complex a, Complex b) {
  ComplexError err;
  const Complex p = complexPow(a, b, err);
  if (err == ComplexError::Domain) in.raise(in.types.ZeroDivisionError, "0.0 to a negative or complex power");
  if (err == ComplexError::Range) in.raise(in.types.OverflowError, "complex exponentiation");
  return newComplex(in, p);
}

double complexMagnitude(Interp& in, Complex z) {
  ComplexError err;
  const double r = complexAbs(z, err);
  if (err == ComplexError::Range) in.raise(in.types.OverflowError, "absolute value too large");
  return r;
}

Value complexFromMethod(Interp& in, const Value& v) {
  if (!v.is(ObjKind::Instance)) return {};
  Value* method = v.obj()->cls()->lookup(in.internStr("__complex__").as<Str>());
  if (!method) return {};
  Value r = in.call(*method, {v});
  if (!isComplex(r)) in.raise(in.types.TypeError, "__complex__ returned non-complex (type " + in.typeName(r) + ")");
  return r;
}

Complex complexArg(Interp& in, const Value& v) {
  Complex z;
  if (toComplex(in, v, z)) return z;
  if (Value r = complexFromMethod(in, v); !r.isNull()) return asComplex(r)->value;
  return {toDouble(in, v), 0.0};  // "must be real number, not str"
}

std::string ComplexObj::repr(Interp&) { return complexRepr(value); }

Value ComplexObj::binary(Interp& in, BinOp op, const Value& other, bool reflected) {
  Complex b;
  if (!hasComplexArithmetic(op) || !toComplex(in, other, b)) return {};
  const Complex x = reflected ? b : value, y = reflected ? value : b;
  switch (op) {
    case BinOp::Add: return newComplex(in, complexSum(x, y));
    case BinOp::Sub: return newComplex(in, complexDiff(x, y));
    case BinOp::Mul: return newComplex(in, complexProd(x, y));
    case BinOp::Pow: return complexPower(in, x, y);
    default: {
      ComplexError err = ComplexError::None;
      const Complex q = complexQuot(x, y, err);
      if (err == ComplexError::Domain) in.raise(in.types.ZeroDivisionError, "complex division by zero");
      return newComplex(in, q);
    }
  }
}

Value ComplexObj::unary(Interp& in, UnaryOp op) {
  if (op == UnaryOp::Neg) return newComplex(in, complexNeg(value));
  if (op == UnaryOp::Pos) return Value(this);
  return {};
}

// Only == and != (ordering complex numbers is CPython's TypeError).
Value ComplexObj::compare(Interp&, CmpOp op, const Value& other) {
  if (op != CmpOp::Eq && op != CmpOp::Ne) return {};
  if (!isComplex(other) && !other.isFloat() && !isInteger(other)) return {};
  const bool equal = complexEquals(Value(this), other);
  return Value::boolean(equal == (op == CmpOp::Eq));
}

// hash(complex(x, 0)) is hash(x): the imaginary part's hash is 0 then.
int64_t ComplexObj::hash() {
  const uint64_t combined = static_cast<uint64_t>(hashDouble(value.re)) +
                            kHashImag * static_cast<uint64_t>(hashDouble(value.im));
  return combined == static_cast<uint64_t>(-1) ? -2 : static_cast<int64_t>(combined);
}

bool ComplexObj::keyEquals(const NativeObject& other) const {
  const auto* c = dynamic_cast<const ComplexObj*>(&other);
  return c && c->value.re == value.re && c->value.im == value.im;
}

}  // namespace tl::lang
