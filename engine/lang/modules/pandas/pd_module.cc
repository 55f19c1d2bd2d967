// The `pandas` module: read_csv, the DataFrame and Series constructors, and
// pd.options.display / get_option / set_option.
#include <fstream>
#include <map>

#include "core/events.h"
#include "data/csv.h"
#include "data/synthetic_housing.h"
#include "lang/modules/pandas/pandas.h"
#include "lang/modules/pandas/pd_internal.h"

namespace tl::lang {
namespace pd {
namespace {

constexpr const char* kBundledName = "california_housing_train.csv";
constexpr const char* kSyntheticNote =
    "SYNTHETIC data: tracelab's bundled california_housing_train.csv is generated, not the MLCC "
    "census file. It has the real file's columns and summary statistics (mean, std, quantiles, "
    "correlations with median_house_value), but no row of it is a real block group. To read the "
    "real file instead, add it with Add CSV… in the page, or put it beside your program on the command line.";

std::string baseName(const std::string& path) {
  size_t slash = path.find_last_of('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

Value frameFromData(Interp& in, const data::Frame& frame) {
  std::vector<std::string> names;
  std::vector<ColumnPtr> cols;
  for (size_t c = 0; c < frame.cols(); ++c) {
    const data::Column& src = frame.column(c);
    auto col = std::make_shared<Column>();
    col->kind = !src.numeric ? Kind::Object : src.integers ? Kind::Int : Kind::Float;
    if (src.integers) col->ints = src.ints;
    else col->num = src.numbers;
    col->str = src.strings;
    names.push_back(src.name);
    cols.push_back(col);
  }
  return makeFrame(in, std::move(names), std::move(cols), rangeIndex(0, static_cast<int64_t>(frame.rows())));
}

// A tracelab note, not a TensorFlow log line: "logger" tells the CLI and page apart.
void warn(Interp& in, const std::string& text) { in.sink().emit(core::events::warning(text, "", "tracelab")); }

// The bundled data set is generated once per process: every run reads the same rows.
const data::Frame& bundledHousing() {
  static const data::Frame frame = data::generateHousing();
  return frame;
}

Value bundledFrame(Interp& in, const Value& path, const data::Frame& rows) {
  Value frame = frameFromData(in, rows);
  frame.as<FrameObj>()->source = kSyntheticNote;
  warn(in, std::string("pd.read_csv(") + in.repr(path) + "): " + kSyntheticNote);
  return frame;
}

// A copy of web/dist/data's file (the same bytes the generator writes) is
// the synthetic set too, and says so.
bool isBundledCopy(const std::string& path) {
  std::ifstream file(path, std::ios::binary | std::ios::ate);
  static const std::string synthetic = data::housingCsvText(bundledHousing());
  if (!file || static_cast<size_t>(file.tellg()) != synthetic.size()) return false;
  std::string text(synthetic.size(), '\0');
  file.seekg(0);
  file.read(text.data(), static_cast<std::streamsize>(text.size()));
  return text == synthetic;
}

Value readCsv(Interp& in, const Value&, CallArgs& a) {
  auto v = parseArgs(in, a, "read_csv", {"filepath_or_buffer", "sep"}, 1);
  // A buffer (io.StringIO, an open file): its text, as pandas reads any object with read().
  if (!v[0].is(ObjKind::Str)) {
    Value read = in.getAttrOrNull(v[0], in.internStr("read").as<Str>());
    if (!read.isNull()) return frameFromData(in, data::readCsv(toStr(in, in.call(read, {}))));
    in.raise(in.types.ValueError, "Invalid file path or buffer object type: " + in.repr(Value(in.typeOf(v[0]))));
  }
  const std::string& path = toStr(in, v[0]);
  if (baseName(path) == kBundledName) {
    if (!std::ifstream(path)) return bundledFrame(in, v[0], bundledHousing());
    if (isBundledCopy(path)) return bundledFrame(in, v[0], data::readCsvFile(path));
  }
  return frameFromData(in, data::readCsvFile(path));
}

// DataFrame(dict of columns | list of rows, columns=[...]).
Value newFrame(Interp& in, const Value&, CallArgs& a) {
  auto v = parseArgs(in, a, "DataFrame", {"data", "index", "columns"}, 0);
  Value out = makeFrame(in, {}, {}, rangeIndex(0, 0));
  FrameObj& f = *out.as<FrameObj>();
  if (!given(v[0])) return out;
  if (FrameObj* src = asFrame(v[0])) return makeFrame(in, src->names, src->cols, src->index);
  if (v[0].is(ObjKind::Dict)) {
    v[0].as<Dict>()->forEach([&](const Value& k, const Value& col) {
      ColumnPtr c = asSeries(col) ? asSeries(col)->col : columnFrom(in, col);
      if (!f.cols.empty() && c->size() != f.rows()) {
        in.raise(in.types.ValueError, "All arrays must be of the same length");
      }
      f.set(in, in.str(k), c);
    });
    return out;
  }
  std::vector<Value> rows = in.toVector(v[0]);
  std::vector<Value> names = given(v[2]) ? in.toVector(v[2]) : std::vector<Value>{};
  for (size_t c = 0; !rows.empty() && c < static_cast<size_t>(in.len(rows[0])); ++c) {
    std::vector<Value> values;
    for (const Value& r : rows) values.push_back(in.getItem(r, Value::integer(static_cast<int64_t>(c))));
    f.set(in, c < names.size() ? in.str(names[c]) : std::to_string(c), columnFrom(in, in.newList(values)));
  }
  return out;
}

Value newSeries(Interp& in, const Value&, CallArgs& a) {
  auto v = parseArgs(in, a, "Series", {"data", "index", "dtype", "name"}, 0);
  ColumnPtr col = given(v[0]) ? columnFrom(in, v[0]) : std::make_shared<Column>();
  IndexPtr index = rangeIndex(0, static_cast<int64_t>(col->size()));
  if (given(v[1])) {
    ColumnPtr labels = columnFrom(in, v[1]);
    auto idx = std::make_shared<Index>();
    idx->strings = labels->kind == Kind::Object;
    idx->strs = labels->str;
    if (labels->kind == Kind::Int) idx->ints = labels->ints;
    else
      for (double x : labels->num) idx->ints.push_back(static_cast<int64_t>(x));
    index = idx;
  }
  if (index->size() != col->size()) {
    in.raise(in.types.ValueError, "Length of values (" + std::to_string(col->size()) +
                                      ") does not match length of index (" + std::to_string(index->size()) + ")");
  }
  return makeSeries(in, col, index, given(v[3]) ? v[3] : Value::none());
}

}  // namespace

PdState& pdState(Interp& in) { return in.moduleState<PdState>(); }

Value makeSeries(Interp& in, ColumnPtr col, IndexPtr index, Value name) {
  return Value(new SeriesObj(pdState(in).series, std::move(col), std::move(index), std::move(name)));
}

Value makeFrame(Interp& in, std::vector<std::string> names, std::vector<ColumnPtr> cols, IndexPtr index) {
  auto* f = new FrameObj(pdState(in).frame);
  f->names = std::move(names);
  f->cols = std::move(cols);
  f->index = std::move(index);
  return Value(f);
}

Value makeIndexObj(Interp& in, IndexPtr index) {
  const PdState& st = pdState(in);
  ClassObj* cls = index->range ? st.rangeIndex : st.index;
  return Value(new IndexObj(cls, std::move(index)));
}

SeriesObj* asSeries(const Value& v) {
  return v.is(ObjKind::Native) ? dynamic_cast<SeriesObj*>(v.as<NativeObject>()) : nullptr;
}

FrameObj* asFrame(const Value& v) {
  return v.is(ObjKind::Native) ? dynamic_cast<FrameObj*>(v.as<NativeObject>()) : nullptr;
}

void installOptions(Interp& in, PdState& st, const Value& m);

// The classes are made once per interpreter; each run's import starts from
// pandas' default display options, as a fresh process would.
void installClasses(Interp& in, PdState& st) {
  st.series = newNativeClass(in, "Series", "pandas.core.series");
  st.frame = newNativeClass(in, "DataFrame", "pandas.core.frame");
  st.index = newNativeClass(in, "Index", "pandas.core.indexes.base");
  st.rangeIndex = newNativeClass(in, "RangeIndex", "pandas.core.indexes.range");
  st.indexer = newNativeClass(in, "_iLocIndexer", "pandas.core.indexing");
  for (ClassObj* c : {st.series, st.frame, st.index, st.rangeIndex, st.indexer}) st.keepAlive.push_back(Value(c));
  installSeries(in, st);
  installFrame(in, st);
  installFrameStats(in, st);
  installIndex(in, st);
  installTransforms(in, st);
  // The classes construct through __call_ctor__, so pd.DataFrame(...) builds
  // a frame and isinstance(x, pd.DataFrame) works.
  setClassAttr(in, st.frame, "__call_ctor__", in.newBuiltin("DataFrame", newFrame));
  setClassAttr(in, st.series, "__call_ctor__", in.newBuiltin("Series", newSeries));
}

Value makeModule(Interp& in) {
  Value m = in.newModule("pandas");
  PdState& st = pdState(in);
  st.display = DisplayOptions{};
  if (!st.series) installClasses(in, st);
  installOptions(in, st, m);
  in.setPrintedTableHook(notebookTableText);
  defFunction(in, m, "read_csv", readCsv);
  setModuleAttr(in, m, "DataFrame", Value(st.frame));
  setModuleAttr(in, m, "Series", Value(st.series));
  setModuleAttr(in, m, "Index", Value(st.index));
  setModuleAttr(in, m, "RangeIndex", Value(st.rangeIndex));
  setModuleAttr(in, m, "__version__", in.newStr("1.5.3"));
  return m;
}

}  // namespace pd

void registerPandasModule(Interp& in) { in.registerModule("pandas", pd::makeModule); }

}  // namespace tl::lang
