// pandas.DataFrame: named columns over one index. df[col] is the column as a
// Series, df[[a, b]] a narrower frame, df[mask] and df[a:b] select rows;
// df[col] = values adds or replaces a column (augmented assignment such as
// df[col] /= 1000.0 reads, computes, then stores through this path).
#include "lang/modules/numpy/ndarray.h"
#include "lang/modules/pandas/pd_internal.h"

namespace tl::lang::pd {
namespace {

Value columnSeries(Interp& in, const FrameObj& f, const std::string& name) {
  int c = f.find(name);
  if (c < 0) raiseKeyError(in, in.newStr(name));
  return makeSeries(in, f.cols[static_cast<size_t>(c)], f.index, in.newStr(name));
}

Value selectColumns(Interp& in, const FrameObj& f, const std::vector<Value>& keys) {
  std::vector<std::string> names;
  std::vector<ColumnPtr> cols;
  for (const Value& k : keys) {
    const std::string& name = toStr(in, k);
    int c = f.find(name);
    if (c < 0) in.raise(in.types.KeyError, "None of [Index(['" + name + "'], dtype='object')] are in the [columns]");
    names.push_back(name);
    cols.push_back(f.cols[static_cast<size_t>(c)]);
  }
  return makeFrame(in, std::move(names), std::move(cols), f.index);
}

// The values of one column to store: a Series (same index), a sequence of
// the frame's length, or a scalar repeated on every row.
ColumnPtr assignedColumn(Interp& in, const FrameObj& f, const Value& v) {
  if (SeriesObj* s = asSeries(v)) {
    if (!f.cols.empty() && !(*s->index == *f.index)) {
      in.raise(in.types.ValueError, "cannot reindex on an axis with different labels");
    }
    return s->col;
  }
  if (v.isNumber() || v.is(ObjKind::Str) || v.isNone()) return filledColumn(in, v, f.rows());
  return columnFrom(in, v);
}

Kind commonKind(const FrameObj& f, const std::vector<size_t>& cols) {
  bool anyFloat = false, anyObject = false, allBool = true;
  for (size_t c : cols) {
    anyFloat = anyFloat || f.cols[c]->kind == Kind::Float;
    anyObject = anyObject || f.cols[c]->kind == Kind::Object;
    allBool = allBool && f.cols[c]->kind == Kind::Bool;
  }
  if (anyObject) return Kind::Object;
  if (allBool && !cols.empty()) return Kind::Bool;
  return anyFloat ? Kind::Float : Kind::Int;
}

std::vector<size_t> numericColumns(const FrameObj& f) {
  std::vector<size_t> out;
  for (size_t c = 0; c < f.cols.size(); ++c)
    if (f.cols[c]->numeric()) out.push_back(c);
  return out;
}

// DataFrame.mean() and friends: one value per numeric column.
Value reduceFrame(Interp& in, const FrameObj& f, const std::string& what) {
  std::vector<size_t> cols = what == "count" ? positionRangeSize(f.cols.size()) : numericColumns(f);
  Kind kind = what == "count" ? Kind::Int : (what == "mean" || what == "std") ? Kind::Float : commonKind(f, cols);
  if (what == "sum" && kind == Kind::Bool) kind = Kind::Int;  // True + True == 2
  std::vector<std::string> labels;
  std::vector<Value> results;
  for (size_t c : cols) {
    labels.push_back(f.names[c]);
    results.push_back(reduceColumn(in, *f.cols[c], what));
  }
  return makeSeries(in, columnOf(in, kind, results), stringIndex(labels), Value::none());
}

void defFrameReduction(Interp& in, ClassObj* cls, const char* name) {
  defMethod(in, cls, name, [name](Interp& in, const Value& f, CallArgs&) { return reduceFrame(in, frameOf(f), name); });
}

int64_t countArg(Interp& in, CallArgs& a, const char* name) {
  auto v = parseArgs(in, a, name, {"n"}, 0);
  return given(v[0]) ? toInt(in, v[0]) : 5;
}

}  // namespace

std::vector<size_t> positionRangeSize(size_t n) {
  std::vector<size_t> out;
  for (size_t i = 0; i < n; ++i) out.push_back(i);
  return out;
}

int FrameObj::find(const std::string& column) const {
  for (size_t i = 0; i < names.size(); ++i)
    if (names[i] == column) return static_cast<int>(i);
  return -1;
}

void FrameObj::set(Interp& in, const std::string& column, ColumnPtr values) {
  if (cols.empty() && index->size() == 0) index = rangeIndex(0, static_cast<int64_t>(values->size()));
  if (values->size() != rows()) {
    in.raise(in.types.ValueError, "Length of values (" + std::to_string(values->size()) +
                                      ") does not match length of index (" + std::to_string(rows()) + ")");
  }
  tensor.reset();
  int c = find(column);
  if (c >= 0) {
    cols[static_cast<size_t>(c)] = std::move(values);
    return;
  }
  names.push_back(column);
  cols.push_back(std::move(values));
}

FrameObj* takeRows(Interp& in, const FrameObj& f, const std::vector<int64_t>& positions, bool keepRange, Value& out) {
  std::vector<ColumnPtr> cols;
  for (const ColumnPtr& c : f.cols) cols.push_back(takeColumn(*c, positions));
  out = makeFrame(in, f.names, std::move(cols), takeIndex(*f.index, positions, keepRange));
  return out.as<FrameObj>();
}

Value FrameObj::getAttr(Interp& in, const std::string& attr) {
  const PdState& st = pdState(in);
  if (attr == "shape") {
    const auto r = static_cast<int64_t>(rows()), c = static_cast<int64_t>(cols.size());
    return in.newTuple({Value::integer(r), Value::integer(c)});
  }
  if (attr == "columns") return makeIndexObj(in, stringIndex(names));
  if (attr == "index") return makeIndexObj(in, index);
  if (attr == "values") return wrapNdArray(in, frameTensor(in, *this));
  if (attr == "size") return Value::integer(static_cast<int64_t>(rows() * cols.size()));
  if (attr == "dtypes") {
    auto kinds = std::make_shared<Column>();
    kinds->kind = Kind::Object;
    for (const ColumnPtr& c : cols) kinds->str.push_back(kindName(c->kind));
    return makeSeries(in, kinds, stringIndex(names), Value::none());
  }
  if (attr == "empty") return Value::boolean(rows() == 0 || cols.empty());
  if (attr == "iloc" || attr == "loc" || attr == "iat" || attr == "at") {
    return Value(new IndexerObj(st.indexer, Value(this), attr == "loc" || attr == "at"));
  }
  if (attr == "attrs") {
    Value d = in.newDict();
    if (!source.empty()) in.setItem(d, in.newStr("source"), in.newStr(source));
    return d;
  }
  if (cls()->lookup(in.internStr(attr).as<Str>())) return {};
  if (find(attr) >= 0) return columnSeries(in, *this, attr);
  return {};
}

Value FrameObj::getItem(Interp& in, const Value& key) {
  if (key.is(ObjKind::Str)) return columnSeries(in, *this, key.as<Str>()->s);
  if (key.is(ObjKind::Slice)) {
    Value out;
    takeRows(in, *this, slicePositions(in, key, static_cast<int64_t>(rows())), true, out);
    return out;
  }
  if (asSeries(key)) {
    Value out;
    takeRows(in, *this, maskPositions(in, key, rows()), false, out);
    return out;
  }
  if (key.is(ObjKind::List) || key.is(ObjKind::Tuple) || key.is(ObjKind::Native)) {
    return selectColumns(in, *this, in.toVector(key));
  }
  raiseKeyError(in, key);
}

bool FrameObj::setItem(Interp& in, const Value& key, const Value& v) {
  set(in, toStr(in, key), assignedColumn(in, *this, v));
  return true;
}

Value FrameObj::iter(Interp& in) {
  std::vector<Value> items;
  for (const auto& n : names) items.push_back(in.newStr(n));
  return in.iter(in.newList(std::move(items)));
}

int FrameObj::truthy(Interp& in) {
  in.raise(in.types.ValueError,
           "The truth value of a DataFrame is ambiguous. Use a.empty, a.bool(), a.item(), a.any() or a.all().");
}

std::string FrameObj::repr(Interp& in) { return frameText(in, *this); }

std::optional<core::Tensor> FrameObj::asTensor(Interp&) {
  if (const core::Tensor* block = frameBlock(*this)) return *block;
  return std::nullopt;
}

Value rowSeries(Interp& in, const FrameObj& f, size_t row) {
  std::vector<Value> cells;
  for (const ColumnPtr& c : f.cols) cells.push_back(cellValue(in, *c, row));
  ColumnPtr out = columnOf(in, commonKind(f, positionRangeSize(f.cols.size())), cells);
  return makeSeries(in, out, stringIndex(f.names), labelValue(in, *f.index, row));
}

void installFrame(Interp& in, PdState& st) {
  ClassObj* cls = st.frame;
  for (const char* r : {"min", "max", "mean", "std", "sum", "count"}) defFrameReduction(in, cls, r);
  defMethod(in, cls, "head", [](Interp& in, const Value& f, CallArgs& a) {
    Value out;
    takeRows(in, frameOf(f), headPositions(countArg(in, a, "head"), static_cast<int64_t>(frameOf(f).rows())), true,
             out);
    return out;
  });
  defMethod(in, cls, "tail", [](Interp& in, const Value& f, CallArgs& a) {
    Value out;
    takeRows(in, frameOf(f), tailPositions(countArg(in, a, "tail"), static_cast<int64_t>(frameOf(f).rows())), true,
             out);
    return out;
  });
  defMethod(in, cls, "to_numpy",
            [](Interp& in, const Value& f, CallArgs&) { return wrapNdArray(in, frameTensor(in, frameOf(f))); });
  defMethod(in, cls, "copy", [](Interp& in, const Value& f, CallArgs&) {
    Value out = makeFrame(in, frameOf(f).names, frameOf(f).cols, frameOf(f).index);
    out.as<FrameObj>()->source = frameOf(f).source;
    return out;
  });
  defMethod(in, cls, "keys",
            [](Interp& in, const Value& f, CallArgs&) { return makeIndexObj(in, stringIndex(frameOf(f).names)); });
  defMethod(in, cls, "sample", [](Interp& in, const Value& f, CallArgs& a) {
    Value out;
    takeRows(in, frameOf(f), samplePositions(in, frameOf(f).rows(), a), false, out);
    return out;
  });
}

}  // namespace tl::lang::pd
