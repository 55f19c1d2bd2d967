// pandas Index objects (df.columns, df.index) and the .iloc / .loc indexers.
// Index reprs follow pandas' format_object_summary: values wrapped at the
// 80-column display width, ints right-justified to one width, strings not.
#include <cmath>

#include "lang/eval/builtins.h"
#include "lang/modules/numpy/ndarray.h"
#include "lang/modules/pandas/pd_format.h"

namespace tl::lang::pd {
namespace {

std::string rstrip(const std::string& s) {
  size_t end = s.find_last_not_of(' ');
  return end == std::string::npos ? "" : s.substr(0, end + 1);
}

void extendLine(std::string& summary, std::string& line, const std::string& value, size_t width,
                const std::string& prefix) {
  if (textWidth(rstrip(line)) + textWidth(rstrip(value)) >= width) {
    summary += rstrip(line);
    line = prefix;
  }
  line += value;
}

std::string joined(const std::vector<std::string>& items) {
  std::string out;
  for (size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + items[i];
  return out;
}

// format_object_summary(obj, name=klass) for up to display.max_seq_items values.
std::string objectSummary(std::vector<std::string> items, const std::string& klass, bool justifyInts, size_t width) {
  const std::string space1 = "\n" + std::string(klass.size() + 1, ' ');
  const std::string space2 = "\n" + std::string(klass.size() + 2, ' ');
  if (items.empty()) return "[], ";
  if (items.size() == 1) return "[" + items[0] + "], ";
  if (items.size() == 2) return "[" + items[0] + ", " + items[1] + "], ";
  if (justifyInts && !(joined(items).size() < width)) items = justifyAll(items, maxWidth(items), Justify::Right);
  std::string summary, line = space2;
  for (size_t i = 0; i + 1 < items.size(); ++i) extendLine(summary, line, items[i] + ", ", width, space2);
  extendLine(summary, line, items.back(), width - 2, space2);
  summary += line + "],";
  summary += summary.size() > width ? space1 : " ";
  return "[" + summary.substr(space2.size());
}

Value indexList(Interp& in, const Index& index) {
  std::vector<Value> items;
  for (size_t i = 0; i < index.size(); ++i) items.push_back(labelValue(in, index, i));
  return in.newList(std::move(items));
}

Value frameRows(Interp& in, FrameObj& f, std::vector<int64_t> positions, bool keepRange) {
  Value out;
  takeRows(in, f, positions, keepRange, out);
  return out;
}

std::vector<int64_t> labelSlice(Interp& in, const Index& index, const Slice& s) {
  int64_t start = 0, stop = static_cast<int64_t>(index.size());
  if (given(s.start)) {
    std::optional<size_t> at = findLabel(in, index, s.start);
    if (!at) raiseKeyError(in, s.start);
    start = static_cast<int64_t>(*at);
  }
  if (given(s.stop)) {
    std::optional<size_t> at = findLabel(in, index, s.stop);
    if (!at) raiseKeyError(in, s.stop);
    stop = static_cast<int64_t>(*at) + 1;  // .loc slices include the end label
  }
  return positionRange(start, stop);
}

// Row positions a key picks; `single` is set for a scalar key.
std::vector<int64_t> rowKey(Interp& in, const Index& index, const Value& key, bool byLabel, bool& single) {
  const auto n = static_cast<int64_t>(index.size());
  single = false;
  if (key.is(ObjKind::Slice)) return byLabel ? labelSlice(in, index, *key.as<Slice>()) : slicePositions(in, key, n);
  if (asSeries(key) || key.is(ObjKind::List)) {
    if (columnFrom(in, key)->kind == Kind::Bool) return maskPositions(in, key, index.size());
    std::vector<int64_t> out;
    for (const Value& k : in.toVector(key)) {
      bool one;
      out.push_back(rowKey(in, index, k, byLabel, one).at(0));
    }
    return out;
  }
  single = true;
  if (byLabel) {
    std::optional<size_t> at = findLabel(in, index, key);
    if (!at) raiseKeyError(in, key);
    return {static_cast<int64_t>(*at)};
  }
  int64_t i = toInt(in, key);
  if (i < -n || i >= n) in.raise(in.types.IndexError, "single positional indexer is out-of-bounds");
  return {i < 0 ? i + n : i};
}

Value seriesLookup(Interp& in, SeriesObj& s, const Value& key, bool byLabel) {
  bool single;
  std::vector<int64_t> rows = rowKey(in, *s.index, key, byLabel, single);
  if (single) return cellValue(in, *s.col, static_cast<size_t>(rows[0]));
  const bool keepRange = key.is(ObjKind::Slice) && !byLabel;
  return makeSeries(in, takeColumn(*s.col, rows), takeIndex(*s.index, rows, keepRange), s.name);
}

Value frameLookup(Interp& in, FrameObj& f, const Value& key, bool byLabel) {
  if (key.is(ObjKind::Tuple) && key.as<Tuple>()->items.size() == 2) {
    const Value& rowPart = key.as<Tuple>()->items[0];
    const Value& colPart = key.as<Tuple>()->items[1];
    Value cols = colPart;
    if (!byLabel) {
      Value names = indexList(in, *stringIndex(f.names));
      cols = in.getItem(names, colPart);
    }
    Value narrowed = in.getItem(Value(&f), cols);
    if (SeriesObj* s = asSeries(narrowed)) return seriesLookup(in, *s, rowPart, byLabel);
    return frameLookup(in, *asFrame(narrowed), rowPart, byLabel);
  }
  bool single;
  std::vector<int64_t> rows = rowKey(in, *f.index, key, byLabel, single);
  if (single) return rowSeries(in, f, static_cast<size_t>(rows[0]));
  return frameRows(in, f, rows, key.is(ObjKind::Slice) && !byLabel);
}

}  // namespace

std::string indexText(Interp&, const Index& index) {
  if (index.range) {
    int64_t start = index.ints.empty() ? 0 : index.ints[0];
    int64_t step = index.ints.size() > 1 ? index.ints[1] - index.ints[0] : 1;
    int64_t stop = index.ints.empty() ? 0 : index.ints.back() + step;
    return "RangeIndex(start=" + std::to_string(start) + ", stop=" + std::to_string(stop) +
           ", step=" + std::to_string(step) + ")";
  }
  std::vector<std::string> items;
  for (size_t i = 0; i < index.size(); ++i) items.push_back(index.strings ? reprString(index.strs[i]) : index.label(i));
  const std::string klass = index.strings ? "Index" : "Int64Index";
  return klass + "(" + objectSummary(items, klass, !index.strings, 80) + "dtype='" +
         (index.strings ? "object" : "int64") + "')";
}

Value IndexObj::getAttr(Interp& in, const std::string& attr) {
  if (attr == "values") {
    Column labels;
    labels.kind = index->strings ? Kind::Object : Kind::Int;
    labels.str = index->strs;
    labels.ints = index->ints;
    return wrapNdArray(in, columnTensor(labels));
  }
  if (attr == "size") return Value::integer(static_cast<int64_t>(index->size()));
  if (attr == "name") return Value::none();
  return {};
}

Value IndexObj::getItem(Interp& in, const Value& key) {
  if (key.is(ObjKind::Slice)) {
    std::vector<int64_t> rows = slicePositions(in, key, static_cast<int64_t>(index->size()));
    return makeIndexObj(in, takeIndex(*index, rows, true));
  }
  return in.getItem(indexList(in, *index), key);
}

Value IndexObj::iter(Interp& in) { return in.iter(indexList(in, *index)); }

std::string IndexObj::repr(Interp& in) { return indexText(in, *index); }

Value IndexerObj::getItem(Interp& in, const Value& key) {
  if (SeriesObj* s = asSeries(target)) return seriesLookup(in, *s, key, label);
  return frameLookup(in, *asFrame(target), key, label);
}

namespace {

// A copy of the column with one cell replaced (int64 becomes float64 for a
// non-integral value, as pandas upcasts).
ColumnPtr withCell(Interp& in, const Column& c, size_t row, const Value& v) {
  auto out = std::make_shared<Column>(c);
  if (c.kind == Kind::Object) {
    out->str[row] = in.str(v);
    return out;
  }
  if (!v.isNumber()) in.raise(in.types.TypeError, "pandas-lite stores only numbers in a numeric column");
  const double x = v.toDouble();
  if (c.kind == Kind::Int && v.isIntLike()) {
    out->ints[row] = v.asInt();
    return out;
  }
  if (c.kind == Kind::Int && x == std::floor(x) && std::fabs(x) < 0x1p63) {  // 3.0 fits int64 as 3
    out->ints[row] = static_cast<int64_t>(x);
    return out;
  }
  if (c.kind == Kind::Int) {
    out->num = c.numbers();
    out->ints.clear();
  }
  if (c.kind != Kind::Float && !v.isBool()) out->kind = Kind::Float;
  out->num[row] = x;
  return out;
}

}  // namespace

void setCell(Interp& in, SeriesObj& s, size_t row, const Value& v) {
  s.col = withCell(in, *s.col, row, v);
  s.tensor.reset();
}

bool IndexerObj::setItem(Interp& in, const Value& key, const Value& v) {
  if (SeriesObj* s = asSeries(target)) {
    bool single;
    std::vector<int64_t> rows = rowKey(in, *s->index, key, label, single);
    if (!single) in.raise(in.types.NotImplementedError, "pandas-lite assigns single cells only: s.loc[label] = value");
    setCell(in, *s, static_cast<size_t>(rows[0]), v);
    return true;
  }
  FrameObj* f = asFrame(target);
  if (!f || !key.is(ObjKind::Tuple) || key.as<Tuple>()->items.size() != 2) {
    in.raise(in.types.NotImplementedError, "pandas-lite assigns single cells only: df.at[row, column] = value");
  }
  bool single;
  std::vector<int64_t> rows = rowKey(in, *f->index, key.as<Tuple>()->items[0], label, single);
  const Value& colKey = key.as<Tuple>()->items[1];
  std::string name = label ? toStr(in, colKey) : in.str(in.getItem(indexList(in, *stringIndex(f->names)), colKey));
  const int c = f->find(name);
  if (!single || c < 0) {
    if (c < 0) raiseKeyError(in, colKey);
    in.raise(in.types.NotImplementedError, "pandas-lite assigns single cells only: df.at[row, column] = value");
  }
  f->set(in, name, withCell(in, *f->cols[static_cast<size_t>(c)], static_cast<size_t>(rows[0]), v));
  return true;
}

void installIndex(Interp& in, PdState& st) {
  for (ClassObj* cls : {st.index, st.rangeIndex}) {
    auto toList = [](Interp& in, const Value& self, CallArgs&) { return indexList(in, *self.as<IndexObj>()->index); };
    defMethod(in, cls, "tolist", toList);
    defMethod(in, cls, "to_list", toList);
  }
}

}  // namespace tl::lang::pd
