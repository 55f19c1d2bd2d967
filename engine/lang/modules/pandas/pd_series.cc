// pandas.Series: one column with its index and name. s[label] reads by
// index label, s[a:b] slices by position (pandas 1.5 on an integer index),
// s[mask] filters; arithmetic with scalars and same-indexed Series.
#include <cmath>

#include "lang/modules/numpy/ndarray.h"
#include "lang/modules/pandas/pd_internal.h"
#include "ops/scalar_math.h"

namespace tl::lang::pd {
namespace {

// The operand on the other side as a column aligned with `s`, or nullptr for a scalar.
ColumnPtr otherColumn(Interp& in, const SeriesObj& s, const Value& other) {
  if (SeriesObj* o = asSeries(other)) {
    if (!(*o->index == *s.index)) {
      in.raise(in.types.ValueError, "Can only compare identically-labeled Series objects");
    }
    return o->col;
  }
  if (other.is(ObjKind::List) || other.is(ObjKind::Tuple) || isNdArray(other)) {
    ColumnPtr c = columnFrom(in, other);
    if (c->size() != s.col->size()) in.raise(in.types.ValueError, "Lengths must match to compare");
    return c;
  }
  return nullptr;
}

Value resultName(const SeriesObj& s, const Value& other) {
  if (SeriesObj* o = asSeries(other)) {
    bool same = s.name.isNone() ? o->name.isNone()
                                : (s.name.is(ObjKind::Str) && o->name.is(ObjKind::Str) &&
                                   s.name.as<Str>()->s == o->name.as<Str>()->s);
    return same ? s.name : Value::none();
  }
  return s.name;
}

Value takeSeries(Interp& in, const SeriesObj& s, const std::vector<int64_t>& positions, bool keepRange) {
  return makeSeries(in, takeColumn(*s.col, positions), takeIndex(*s.index, positions, keepRange), s.name);
}

int64_t headCount(Interp& in, CallArgs& a, const char* name) {
  auto v = parseArgs(in, a, name, {"n"}, 0);
  return given(v[0]) ? toInt(in, v[0]) : 5;
}

void defSeriesReduction(Interp& in, ClassObj* cls, const char* name) {
  defMethod(in, cls, name,
            [name](Interp& in, const Value& s, CallArgs&) { return reduceColumn(in, *seriesOf(s).col, name); });
}

}  // namespace

Value SeriesObj::getAttr(Interp& in, const std::string& attr) {
  const PdState& st = pdState(in);
  if (attr == "values") return wrapNdArray(in, columnTensor(*col));
  if (attr == "index") return makeIndexObj(in, index);
  if (attr == "name") return name;
  if (attr == "shape") return in.newTuple({Value::integer(static_cast<int64_t>(col->size()))});
  if (attr == "size") return Value::integer(static_cast<int64_t>(col->size()));
  if (attr == "empty") return Value::boolean(col->size() == 0);
  if (attr == "dtype") return in.newStr(kindName(col->kind));
  if (attr == "iloc" || attr == "loc" || attr == "iat" || attr == "at") {
    return Value(new IndexerObj(st.indexer, Value(this), attr == "loc" || attr == "at"));
  }
  return {};
}

Value SeriesObj::binary(Interp& in, BinOp op, const Value& other, bool reflected) {
  ColumnPtr result;
  if (ColumnPtr c = otherColumn(in, *this, other)) {
    result = reflected ? columnBinary(in, op, *c, *col) : columnBinary(in, op, *col, *c);
  } else {
    result = columnScalar(in, op, *col, other, reflected);
  }
  if (!result) return {};
  return makeSeries(in, result, index, resultName(*this, other));
}

Value SeriesObj::unary(Interp& in, UnaryOp op) {
  if (op == UnaryOp::Neg) return binary(in, BinOp::Mul, Value::integer(-1), false);
  if (op == UnaryOp::Pos) return Value(this);
  if (op == UnaryOp::Invert && col->kind == Kind::Bool) {
    return makeSeries(in, columnCompare(in, CmpOp::Eq, *col, nullptr, Value::integer(0)), index, name);
  }
  return {};
}

Value SeriesObj::compare(Interp& in, CmpOp op, const Value& other) {
  ColumnPtr c = otherColumn(in, *this, other);
  ColumnPtr result = columnCompare(in, op, *col, c.get(), other);
  if (!result) return {};
  return makeSeries(in, result, index, resultName(*this, other));
}

Value SeriesObj::getItem(Interp& in, const Value& key) {
  const int64_t n = static_cast<int64_t>(col->size());
  if (key.is(ObjKind::Slice)) return takeSeries(in, *this, slicePositions(in, key, n), true);
  if (asSeries(key) || key.is(ObjKind::List)) {
    std::vector<int64_t> positions = maskPositions(in, key, col->size());
    if (columnFrom(in, key)->kind != Kind::Bool) {
      positions.clear();
      for (const Value& label : in.toVector(key)) {
        std::optional<size_t> at = findLabel(in, *index, label);
        if (!at) raiseKeyError(in, label);
        positions.push_back(static_cast<int64_t>(*at));
      }
    }
    return takeSeries(in, *this, positions, false);
  }
  if (std::optional<size_t> at = findLabel(in, *index, key)) return cellValue(in, *col, *at);
  if (index->strings && key.isInt() && key.asInt() >= -n && key.asInt() < n) {
    return cellValue(in, *col, static_cast<size_t>(key.asInt() < 0 ? key.asInt() + n : key.asInt()));
  }
  raiseKeyError(in, key);
}

bool SeriesObj::setItem(Interp& in, const Value& key, const Value& v) {
  std::optional<size_t> at = findLabel(in, *index, key);
  if (!at) in.raise(in.types.NotImplementedError, "pandas-lite assigns to existing labels only: s[label] = value");
  setCell(in, *this, *at, v);
  return true;
}

Value SeriesObj::iter(Interp& in) {
  auto pos = std::make_shared<size_t>(0);
  Value keep(this);
  return makeNativeIterator(in, [keep, pos](Interp& in, Value& out) {
    const SeriesObj& s = *keep.as<SeriesObj>();
    if (*pos >= s.col->size()) return false;
    out = cellValue(in, *s.col, (*pos)++);
    return true;
  });
}

int SeriesObj::truthy(Interp& in) {
  in.raise(in.types.ValueError,
           "The truth value of a Series is ambiguous. Use a.empty, a.bool(), a.item(), a.any() or a.all().");
}

std::string SeriesObj::repr(Interp& in) { return seriesText(in, *this); }

std::optional<core::Tensor> SeriesObj::asTensor(Interp&) {
  if (!tensor) tensor = columnTensor(*col);
  return tensor;
}

void installSeries(Interp& in, PdState& st) {
  ClassObj* cls = st.series;
  for (const char* r : {"min", "max", "mean", "std", "sum", "count"}) defSeriesReduction(in, cls, r);
  defMethod(in, cls, "head", [](Interp& in, const Value& s, CallArgs& a) {
    const int64_t rows = static_cast<int64_t>(seriesOf(s).col->size());
    return takeSeries(in, seriesOf(s), headPositions(headCount(in, a, "head"), rows), true);
  });
  defMethod(in, cls, "tail", [](Interp& in, const Value& s, CallArgs& a) {
    const int64_t rows = static_cast<int64_t>(seriesOf(s).col->size());
    return takeSeries(in, seriesOf(s), tailPositions(headCount(in, a, "tail"), rows), true);
  });
  auto toNumpy = [](Interp& in, const Value& s, CallArgs&) { return wrapNdArray(in, columnTensor(*seriesOf(s).col)); };
  defMethod(in, cls, "to_numpy", toNumpy);
  auto toList = [](Interp& in, const Value& s, CallArgs&) {
    std::vector<Value> items;
    for (size_t i = 0; i < seriesOf(s).col->size(); ++i) items.push_back(cellValue(in, *seriesOf(s).col, i));
    return in.newList(std::move(items));
  };
  defMethod(in, cls, "tolist", toList);
  defMethod(in, cls, "to_list", toList);
  defMethod(in, cls, "copy", [](Interp& in, const Value& s, CallArgs&) {
    return makeSeries(in, seriesOf(s).col, seriesOf(s).index, seriesOf(s).name);
  });
  defMethod(in, cls, "abs", [](Interp& in, const Value& s, CallArgs&) {
    auto out = std::make_shared<Column>(*seriesOf(s).col);
    if (!out->numeric()) in.raise(in.types.TypeError, "bad operand type for abs(): 'str'");
    for (double& v : out->num) v = std::fabs(v);
    for (int64_t& v : out->ints) v = ops::intUnary(kernels::Unary::Abs, v);  // wraps as NumPy's
    return makeSeries(in, out, seriesOf(s).index, seriesOf(s).name);
  });
  defMethod(in, cls, "sample", [](Interp& in, const Value& s, CallArgs& a) {
    return takeSeries(in, seriesOf(s), samplePositions(in, seriesOf(s).col->size(), a), false);
  });
}

}  // namespace tl::lang::pd
