// Columns and indexes: construction from Python values, selection, and the
// conversions to Python scalars and tensors.
#include <algorithm>
#include <cmath>

#include "lang/eval/builtins.h"
#include "lang/modules/numpy/np_internal.h"
#include "lang/modules/pandas/pd_internal.h"

namespace tl::lang::pd {

using core::DType;

const char* kindName(Kind k) {
  switch (k) {
    case Kind::Float: return "float64";
    case Kind::Int: return "int64";
    case Kind::Bool: return "bool";
    case Kind::Object: return "object";
  }
  return "object";
}

std::vector<double> Column::numbers() const {
  if (kind != Kind::Int) return num;
  return std::vector<double>(ints.begin(), ints.end());
}

namespace {

template <typename T>
std::vector<T> taken(const std::vector<T>& cells, const std::vector<int64_t>& positions) {
  std::vector<T> out;
  out.reserve(positions.size());
  for (int64_t p : positions) out.push_back(cells[static_cast<size_t>(p)]);
  return out;
}

}  // namespace

ColumnPtr takeColumn(const Column& c, const std::vector<int64_t>& positions) {
  auto out = std::make_shared<Column>();
  out->kind = c.kind;
  if (c.kind == Kind::Object) out->str = taken(c.str, positions);
  else if (c.kind == Kind::Int) out->ints = taken(c.ints, positions);
  else out->num = taken(c.num, positions);
  return out;
}

ColumnPtr columnOf(Interp& in, Kind kind, const std::vector<Value>& items) {
  auto out = std::make_shared<Column>();
  out->kind = kind;
  if (kind == Kind::Int && !std::all_of(items.begin(), items.end(), [](const Value& v) { return v.isIntLike(); }))
    out->kind = Kind::Float;
  for (const Value& v : items) {
    switch (out->kind) {
      case Kind::Object: out->str.push_back(in.str(v)); break;
      case Kind::Int: out->ints.push_back(v.asInt()); break;
      case Kind::Bool: out->num.push_back(in.truthy(v) ? 1 : 0); break;
      case Kind::Float: out->num.push_back(v.isNone() ? NAN : v.toDouble()); break;
    }
  }
  return out;
}

IndexPtr rangeIndex(int64_t start, int64_t stop) {
  auto out = std::make_shared<Index>();
  out->range = true;
  for (int64_t i = start; i < stop; ++i) out->ints.push_back(i);
  return out;
}

IndexPtr stringIndex(std::vector<std::string> labels) {
  auto out = std::make_shared<Index>();
  out->strings = true;
  out->strs = std::move(labels);
  return out;
}

IndexPtr takeIndex(const Index& index, const std::vector<int64_t>& positions, bool keepRange) {
  auto out = std::make_shared<Index>();
  out->strings = index.strings;
  out->range = keepRange && index.range;
  for (int64_t p : positions) {
    if (index.strings) out->strs.push_back(index.strs[static_cast<size_t>(p)]);
    else out->ints.push_back(index.ints[static_cast<size_t>(p)]);
  }
  return out;
}

std::optional<size_t> findLabel(Interp&, const Index& index, const Value& key) {
  if (index.strings) {
    if (!key.is(ObjKind::Str)) return std::nullopt;
    for (size_t i = 0; i < index.strs.size(); ++i)
      if (index.strs[i] == key.as<Str>()->s) return i;
    return std::nullopt;
  }
  if (!key.isIntLike() && !(key.isFloat() && std::floor(key.asFloat()) == key.asFloat())) return std::nullopt;
  int64_t label = key.isFloat() ? static_cast<int64_t>(key.asFloat()) : key.asInt();
  if (index.range && !index.ints.empty()) {
    int64_t k = label - index.ints[0];
    if (k >= 0 && k < static_cast<int64_t>(index.ints.size()) && index.ints[static_cast<size_t>(k)] == label)
      return static_cast<size_t>(k);
  }
  for (size_t i = 0; i < index.ints.size(); ++i)
    if (index.ints[i] == label) return i;
  return std::nullopt;
}

void raiseKeyError(Interp& in, const Value& key) {
  Value e = in.newException(in.types.KeyError, "");
  e.as<Instance>()->exc->args = in.newTuple({key});
  in.raiseValue(e);
}

Value labelValue(Interp& in, const Index& index, size_t i) {
  if (index.strings) return in.newStr(index.strs[i]);
  return Value::integer(index.ints[i]);
}

Value cellValue(Interp& in, const Column& c, size_t i) {
  switch (c.kind) {
    case Kind::Float: return Value::real(c.num[i]);
    case Kind::Int: return Value::integer(c.ints[i]);
    case Kind::Bool: return Value::boolean(c.num[i] != 0);
    case Kind::Object: return in.newStr(c.str[i]);
  }
  return Value::none();
}

namespace {

ColumnPtr fromTensor(Interp& in, const core::Tensor& t) {
  if (t.rank() != 1) in.raise(in.types.ValueError, "Data must be 1-dimensional");
  auto out = std::make_shared<Column>();
  if (t.dtype() == DType::String) {
    out->kind = Kind::Object;
    out->str = t.strings();
    return out;
  }
  out->kind = t.dtype() == DType::Bool ? Kind::Bool : core::isInteger(t.dtype()) ? Kind::Int : Kind::Float;
  for (int64_t k = 0; k < t.numElements(); ++k) {
    if (out->kind == Kind::Int) out->ints.push_back(t.elementAsInt64(k));
    else out->num.push_back(t.elementAsDouble(k));
  }
  return out;
}

// NumPy's inference for a list: bools, ints, floats (None -> NaN) or objects.
ColumnPtr fromList(Interp& in, const std::vector<Value>& items) {
  bool allBool = !items.empty(), allInt = !items.empty(), numbers = true;
  for (const Value& v : items) {
    allBool = allBool && v.isBool();
    allInt = allInt && v.isInt();
    numbers = numbers && (v.isNumber() || v.isNone());
  }
  return columnOf(in, !numbers ? Kind::Object : allBool ? Kind::Bool : allInt ? Kind::Int : Kind::Float, items);
}

}  // namespace

ColumnPtr columnFrom(Interp& in, const Value& values) {
  if (SeriesObj* s = asSeries(values)) return s->col;
  if (values.is(ObjKind::List)) return fromList(in, values.as<List>()->items);
  if (values.is(ObjKind::Tuple)) return fromList(in, values.as<Tuple>()->items);
  if (values.is(ObjKind::Range) || values.is(ObjKind::Iterator)) return fromList(in, in.toVector(values));
  return fromTensor(in, np::toArray(in, values));
}

ColumnPtr filledColumn(Interp& in, const Value& scalar, size_t n) {
  std::vector<Value> items(n, scalar);
  return fromList(in, items);
}

core::Tensor columnTensor(const Column& c) {
  const int64_t n = static_cast<int64_t>(c.size());
  if (c.kind == Kind::Object) {
    core::Tensor t(DType::String, core::Shape{n});
    t.strings() = c.str;
    return t;
  }
  if (c.kind == Kind::Int) {
    core::Tensor t(DType::Int64, core::Shape{n});
    std::copy(c.ints.begin(), c.ints.end(), t.data<int64_t>());
    return t;
  }
  if (c.kind == Kind::Bool) {
    core::Tensor t(DType::Bool, core::Shape{n});
    for (int64_t k = 0; k < n; ++k) t.data<bool>()[k] = c.num[static_cast<size_t>(k)] != 0;
    return t;
  }
  core::Tensor t(DType::Float64, core::Shape{n});
  for (int64_t k = 0; k < n; ++k) t.data<double>()[k] = c.num[static_cast<size_t>(k)];
  return t;
}

std::vector<int64_t> positionRange(int64_t start, int64_t stop, int64_t step) {
  std::vector<int64_t> out;
  for (int64_t i = start; step > 0 ? i < stop : i > stop; i += step) out.push_back(i);
  return out;
}

std::vector<int64_t> headPositions(int64_t n, int64_t rows) {
  n = n < 0 ? std::max<int64_t>(0, rows + n) : std::min(n, rows);
  return positionRange(0, n);
}

std::vector<int64_t> tailPositions(int64_t n, int64_t rows) {
  n = n < 0 ? std::max<int64_t>(0, rows + n) : std::min(n, rows);
  return positionRange(rows - n, rows);
}

std::vector<int64_t> slicePositions(Interp& in, const Value& slice, int64_t n) {
  int64_t start, stop, step;
  sliceIndices(in, slice.as<Slice>(), n, start, stop, step);
  return positionRange(start, stop, step);
}

std::vector<int64_t> maskPositions(Interp& in, const Value& mask, size_t n) {
  ColumnPtr c = columnFrom(in, mask);
  if (c->kind != Kind::Bool) return {};
  if (c->size() != n) {
    in.raise(in.types.ValueError,
             "Item wrong length " + std::to_string(c->size()) + " instead of " + std::to_string(n) + ".");
  }
  std::vector<int64_t> out;
  for (size_t i = 0; i < n; ++i)
    if (c->num[i] != 0) out.push_back(static_cast<int64_t>(i));
  return out;
}

}  // namespace tl::lang::pd
