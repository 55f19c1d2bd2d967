// Elementwise arithmetic, comparisons and reductions on columns, with
// NumPy's dtype rules (int op int stays int64 except true division; bool
// counts as int) and IEEE results for division by zero, as pandas gives.
#include <algorithm>
#include <cmath>

#include "data/stats.h"
#include "lang/modules/pandas/pd_internal.h"
#include "ops/scalar_math.h"

namespace tl::lang::pd {
namespace {

// Python's float floor division and modulo (the sign follows the divisor).
double floorDiv(double a, double b) {
  if (b == 0) return a / b;
  double mod = std::fmod(a, b);
  double div = (a - mod) / b;
  if (mod != 0 && ((b < 0) != (mod < 0))) div -= 1;
  if (div == 0) return std::copysign(0.0, a / b);
  double floored = std::floor(div);
  return div - floored > 0.5 ? floored + 1 : floored;
}

double pyMod(double a, double b) {
  if (b == 0) return NAN;
  double mod = std::fmod(a, b);
  if (mod != 0 && ((b < 0) != (mod < 0))) mod += b;
  return mod;
}

double apply(BinOp op, double a, double b) {
  switch (op) {
    case BinOp::Add: return a + b;
    case BinOp::Sub: return a - b;
    case BinOp::Mul: return a * b;
    case BinOp::TrueDiv: return a / b;
    case BinOp::FloorDiv: return floorDiv(a, b);
    case BinOp::Mod: return pyMod(a, b);
    case BinOp::Pow: return std::pow(a, b);
    default: return NAN;
  }
}

bool supported(BinOp op) {
  return op == BinOp::Add || op == BinOp::Sub || op == BinOp::Mul || op == BinOp::TrueDiv || op == BinOp::FloorDiv ||
         op == BinOp::Mod || op == BinOp::Pow;
}

kernels::Binary intOp(BinOp op) {
  switch (op) {
    case BinOp::Add: return kernels::Binary::Add;
    case BinOp::Sub: return kernels::Binary::Sub;
    case BinOp::Mul: return kernels::Binary::Mul;
    case BinOp::FloorDiv: return kernels::Binary::FloorDiv;
    case BinOp::Mod: return kernels::Binary::FloorMod;
    default: return kernels::Binary::Pow;
  }
}

[[noreturn]] void unsupported(Interp& in, BinOp op, const std::string& a, const std::string& b) {
  in.raise(in.types.TypeError,
           std::string("unsupported operand type(s) for ") + binOpSymbol(op) + ": '" + a + "' and '" + b + "'");
}

ColumnPtr concatStrings(const Column& a, const Column* b, const std::string& s, bool reflected) {
  auto out = std::make_shared<Column>();
  out->kind = Kind::Object;
  for (size_t i = 0; i < a.size(); ++i) {
    const std::string& rhs = b ? b->str[i] : s;
    out->str.push_back(reflected ? rhs + a.str[i] : a.str[i] + rhs);
  }
  return out;
}

// One side of an elementwise operation on numbers: a column, or a scalar
// repeated. Bool counts as int, as in NumPy.
struct Operand {
  const Column* column = nullptr;
  Value scalar;
  bool isFloat() const { return column ? column->kind == Kind::Float : scalar.isFloat(); }
  bool isBool() const { return column ? column->kind == Kind::Bool : scalar.isBool(); }
  int64_t intAt(size_t i) const {
    if (!column) return scalar.asInt();
    return column->kind == Kind::Int ? column->ints[i] : static_cast<int64_t>(column->num[i]);
  }
  double floatAt(size_t i) const { return column ? column->number(i) : scalar.toDouble(); }
};

bool anyInt(const Operand& x, size_t n, bool (*test)(int64_t)) {
  for (size_t i = 0; i < n; ++i)
    if (test(x.intAt(i))) return true;
  return false;
}

// bool op bool: + is or and * is and, as NumPy's; pandas refuses the rest
// (% gives int8 in pandas, int64 here).
ColumnPtr logical(Interp& in, BinOp op, const Operand& a, const Operand& b, size_t n) {
  if (op == BinOp::Sub) {
    in.raise(in.types.TypeError,
             "numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, "
             "the `^` operator, or the logical_xor function instead.");
  }
  if (op != BinOp::Add && op != BinOp::Mul) {
    const char* name = op == BinOp::TrueDiv ? "truediv" : op == BinOp::FloorDiv ? "floordiv" : "pow";
    in.raise(in.types.NotImplementedError, std::string("operator '") + name + "' not implemented for bool dtypes");
  }
  auto out = std::make_shared<Column>();
  out->kind = Kind::Bool;
  out->num.resize(n);
  for (size_t i = 0; i < n; ++i) {
    const bool x = a.intAt(i) != 0, y = b.intAt(i) != 0;
    out->num[i] = op == BinOp::Add ? (x || y) : (x && y);
  }
  return out;
}

// NumPy's dtype rules: int op int stays int64 (wrapping on overflow, floor
// division and modulo as Python's) except true division; pandas makes the
// result float64 where an int divisor is 0 (x // 0 is inf, x % 0 is NaN).
ColumnPtr arithmetic(Interp& in, BinOp op, const Operand& a, const Operand& b, size_t n) {
  if (a.isBool() && b.isBool() && op != BinOp::Mod) return logical(in, op, a, b, n);
  auto out = std::make_shared<Column>();
  const bool divides = op == BinOp::FloorDiv || op == BinOp::Mod;
  if (op != BinOp::TrueDiv && !a.isFloat() && !b.isFloat() &&
      !(divides && anyInt(b, n, [](int64_t x) { return x == 0; }))) {
    if (op == BinOp::Pow && anyInt(b, n, [](int64_t x) { return x < 0; }))
      in.raise(in.types.ValueError, "Integers to negative integer powers are not allowed.");
    out->kind = Kind::Int;
    out->ints.resize(n);
    for (size_t i = 0; i < n; ++i) out->ints[i] = ops::intBinary(intOp(op), a.intAt(i), b.intAt(i));
    return out;
  }
  out->kind = Kind::Float;
  out->num.resize(n);
  for (size_t i = 0; i < n; ++i) out->num[i] = apply(op, a.floatAt(i), b.floatAt(i));
  return out;
}

template <typename T>
bool compare(CmpOp op, T a, T b) {
  switch (op) {
    case CmpOp::Lt: return a < b;
    case CmpOp::Le: return a <= b;
    case CmpOp::Eq: return a == b;
    case CmpOp::Ne: return a != b;
    case CmpOp::Gt: return a > b;
    case CmpOp::Ge: return a >= b;
    default: return false;
  }
}

}  // namespace

ColumnPtr columnBinary(Interp& in, BinOp op, const Column& a, const Column& b) {
  if (a.size() != b.size()) in.raise(in.types.ValueError, "Can only compare identically-labeled Series objects");
  if (a.kind == Kind::Object || b.kind == Kind::Object) {
    if (op == BinOp::Add && a.kind == b.kind) return concatStrings(a, &b, "", false);
    unsupported(in, op, kindName(a.kind), kindName(b.kind));
  }
  if (!supported(op)) unsupported(in, op, kindName(a.kind), kindName(b.kind));
  return arithmetic(in, op, Operand{&a, {}}, Operand{&b, {}}, a.size());
}

ColumnPtr columnScalar(Interp& in, BinOp op, const Column& a, const Value& s, bool reflected) {
  if (a.kind == Kind::Object) {
    if (op == BinOp::Add && s.is(ObjKind::Str)) return concatStrings(a, nullptr, s.as<Str>()->s, reflected);
    unsupported(in, op, "str", in.typeName(s));
  }
  if (!s.isNumber() || !supported(op)) return nullptr;
  const Operand column{&a, {}}, scalar{nullptr, s};
  return reflected ? arithmetic(in, op, scalar, column, a.size()) : arithmetic(in, op, column, scalar, a.size());
}

ColumnPtr columnCompare(Interp& in, CmpOp op, const Column& a, const Column* b, const Value& s) {
  auto out = std::make_shared<Column>();
  out->kind = Kind::Bool;
  out->num.resize(a.size());
  if (b && b->size() != a.size()) in.raise(in.types.ValueError, "Can only compare identically-labeled Series objects");
  const bool strings = a.kind == Kind::Object;
  const bool comparable = b || s.isNumber() || s.is(ObjKind::Str);
  if (!comparable || strings != (b ? b->kind == Kind::Object : s.is(ObjKind::Str))) {
    if (op != CmpOp::Eq && op != CmpOp::Ne) return nullptr;
    for (double& v : out->num) v = op == CmpOp::Ne;
    return out;
  }
  if (strings) {
    for (size_t i = 0; i < a.size(); ++i)
      out->num[i] = compare(op, a.str[i].compare(b ? b->str[i] : s.as<Str>()->s), 0);
    return out;
  }
  const Operand x{&a, {}}, y{b, b ? Value() : s};
  const bool ints = !x.isFloat() && !y.isFloat();  // exact past 2**53
  for (size_t i = 0; i < a.size(); ++i)
    out->num[i] = ints ? compare(op, x.intAt(i), y.intAt(i)) : compare(op, x.floatAt(i), y.floatAt(i));
  return out;
}

namespace {

std::vector<double> present(const Column& c) {
  std::vector<double> out;
  for (size_t i = 0; i < c.size(); ++i)
    if (!c.missing(i)) out.push_back(c.number(i));
  return out;
}

// sum, min and max of an int64 column, exact (a sum wraps as NumPy's does).
Value reduceInts(const std::vector<int64_t>& v, const std::string& what) {
  if (what == "sum") {
    int64_t total = 0;
    for (int64_t x : v) total = ops::wrapAdd(total, x);
    return Value::integer(total);
  }
  if (v.empty()) return Value::real(NAN);
  return Value::integer(what == "min" ? *std::min_element(v.begin(), v.end()) : *std::max_element(v.begin(), v.end()));
}

Value asKind(Kind k, double v) {
  if (std::isnan(v)) return Value::real(v);
  if (k == Kind::Bool) return Value::boolean(v != 0);
  return Value::real(v);
}

}  // namespace

Value reduceColumn(Interp& in, const Column& c, const std::string& what) {
  if (what == "count") {
    if (c.kind == Kind::Object) return Value::integer(static_cast<int64_t>(c.size()));
    return Value::integer(static_cast<int64_t>(present(c).size()));
  }
  if (c.kind == Kind::Object) in.raise(in.types.TypeError, "could not convert string to float");
  if (c.kind == Kind::Int && what != "mean" && what != "std") return reduceInts(c.ints, what);
  std::vector<double> v = present(c);
  if (what == "mean") return Value::real(data::mean(v));
  if (what == "std") return Value::real(data::standardDeviation(v, 1));
  if (what == "sum") {
    double s = data::pairwiseSum(v.data(), v.size());
    return c.kind == Kind::Float ? Value::real(s) : Value::integer(static_cast<int64_t>(s));
  }
  if (v.empty()) return Value::real(NAN);
  double best = v[0];
  for (double x : v) best = what == "min" ? std::min(best, x) : std::max(best, x);
  return asKind(c.kind, best);
}

}  // namespace tl::lang::pd
