// Elementwise arithmetic, comparisons and reductions on columns, with
// NumPy's dtype rules (int op int stays int64 except true division; bool
// counts as int) and IEEE results for division by zero, as pandas gives.
#include <cmath>

#include "data/stats.h"
#include "lang/modules/pandas/pd_internal.h"

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
  return op == BinOp::Add || op == BinOp::Sub || op == BinOp::Mul || op == BinOp::TrueDiv ||
         op == BinOp::FloorDiv || op == BinOp::Mod || op == BinOp::Pow;
}

Kind resultKind(BinOp op, bool aFloat, bool bFloat) {
  if (op == BinOp::TrueDiv || aFloat || bFloat) return Kind::Float;
  return Kind::Int;
}

[[noreturn]] void unsupported(Interp& in, BinOp op, const std::string& a, const std::string& b) {
  in.raise(in.types.TypeError, std::string("unsupported operand type(s) for ") + binOpSymbol(op) +
                                   ": '" + a + "' and '" + b + "'");
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

bool compare(CmpOp op, double a, double b) {
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

bool compareStr(CmpOp op, const std::string& a, const std::string& b) {
  int c = a.compare(b);
  return compare(op, c, 0);
}

}  // namespace

ColumnPtr columnBinary(Interp& in, BinOp op, const Column& a, const Column& b) {
  if (a.size() != b.size()) in.raise(in.types.ValueError, "Can only compare identically-labeled Series objects");
  if (a.kind == Kind::Object || b.kind == Kind::Object) {
    if (op == BinOp::Add && a.kind == b.kind) return concatStrings(a, &b, "", false);
    unsupported(in, op, kindName(a.kind), kindName(b.kind));
  }
  if (!supported(op)) unsupported(in, op, kindName(a.kind), kindName(b.kind));
  auto out = std::make_shared<Column>();
  out->kind = resultKind(op, a.kind == Kind::Float, b.kind == Kind::Float);
  out->num.resize(a.size());
  for (size_t i = 0; i < a.size(); ++i) out->num[i] = apply(op, a.num[i], b.num[i]);
  return out;
}

ColumnPtr columnScalar(Interp& in, BinOp op, const Column& a, const Value& s, bool reflected) {
  if (a.kind == Kind::Object) {
    if (op == BinOp::Add && s.is(ObjKind::Str)) return concatStrings(a, nullptr, s.as<Str>()->s, reflected);
    unsupported(in, op, "str", in.typeName(s));
  }
  if (!s.isNumber() || !supported(op)) return nullptr;
  const double x = s.toDouble();
  auto out = std::make_shared<Column>();
  out->kind = resultKind(op, a.kind == Kind::Float, s.isFloat());
  out->num.resize(a.size());
  for (size_t i = 0; i < a.size(); ++i) out->num[i] = reflected ? apply(op, x, a.num[i]) : apply(op, a.num[i], x);
  return out;
}

ColumnPtr columnCompare(Interp& in, CmpOp op, const Column& a, const Column* b, const Value& s) {
  auto out = std::make_shared<Column>();
  out->kind = Kind::Bool;
  out->num.resize(a.size());
  if (b && b->size() != a.size()) in.raise(in.types.ValueError, "Can only compare identically-labeled Series objects");
  const bool strings = a.kind == Kind::Object;
  if (strings != (b ? b->kind == Kind::Object : s.is(ObjKind::Str))) {
    if (op != CmpOp::Eq && op != CmpOp::Ne) return nullptr;
    for (double& v : out->num) v = op == CmpOp::Ne;
    return out;
  }
  for (size_t i = 0; i < a.size(); ++i) {
    if (strings) out->num[i] = compareStr(op, a.str[i], b ? b->str[i] : s.as<Str>()->s);
    else out->num[i] = compare(op, a.num[i], b ? b->num[i] : s.toDouble());
  }
  return out;
}

namespace {

std::vector<double> present(const Column& c) {
  std::vector<double> out;
  for (double v : c.num)
    if (!std::isnan(v)) out.push_back(v);
  return out;
}

Value asKind(Kind k, double v) {
  if (std::isnan(v)) return Value::real(v);
  if (k == Kind::Int) return Value::integer(static_cast<int64_t>(v));
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
