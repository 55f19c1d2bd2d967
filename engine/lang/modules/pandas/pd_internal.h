// Internal types of the pandas-lite module (pandas.h is the public face).
// Columns and indexes are immutable and shared: df[col] hands out the
// frame's column without a copy, and every operation builds a new one, so a
// Series taken from a frame never changes when the frame gets a new column.
#pragma once
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/core.h"
#include "lang/eval/native.h"

namespace tl::lang::pd {

// The dtypes pandas-lite knows, printed as pandas names them.
enum class Kind { Float, Int, Bool, Object };
const char* kindName(Kind k);

struct Column {
  Kind kind = Kind::Float;
  std::vector<double> num;       // Float and Bool (0 / 1)
  std::vector<int64_t> ints;     // Int, exact as pandas' int64 (a double holds only 53 bits)
  std::vector<std::string> str;  // Object
  size_t size() const { return kind == Kind::Object ? str.size() : kind == Kind::Int ? ints.size() : num.size(); }
  bool numeric() const { return kind != Kind::Object; }
  // Cell i of a numeric column as float64 (as NumPy converts int64: rounded past 2**53).
  double number(size_t i) const { return kind == Kind::Int ? static_cast<double>(ints[i]) : num[i]; }
  bool missing(size_t i) const { return kind == Kind::Float && num[i] != num[i]; }  // NaN
  std::vector<double> numbers() const;  // every cell of a numeric column as float64
};
using ColumnPtr = std::shared_ptr<const Column>;
ColumnPtr takeColumn(const Column& c, const std::vector<int64_t>& positions);

// Row labels (ints or strings); `range` marks a RangeIndex (consecutive ints).
struct Index {
  bool strings = false;
  bool range = false;
  std::vector<int64_t> ints;
  std::vector<std::string> strs;
  size_t size() const { return strings ? strs.size() : ints.size(); }
  std::string label(size_t i) const { return strings ? strs[i] : std::to_string(ints[i]); }
  bool operator==(const Index& o) const { return strings == o.strings && ints == o.ints && strs == o.strs; }
};
using IndexPtr = std::shared_ptr<const Index>;
IndexPtr rangeIndex(int64_t start, int64_t stop);
IndexPtr stringIndex(std::vector<std::string> labels);
// `keepRange`: positional slices of a RangeIndex stay a RangeIndex.
IndexPtr takeIndex(const Index& index, const std::vector<int64_t>& positions, bool keepRange);
// The position of a label; nullopt when absent.
std::optional<size_t> findLabel(Interp& in, const Index& index, const Value& key);
Value labelValue(Interp& in, const Index& index, size_t i);
// KeyError(key), printed as pandas prints a missing label: KeyError: 'x'.
[[noreturn]] void raiseKeyError(Interp& in, const Value& key);

class SeriesObj : public NativeObject {
 public:
  SeriesObj(ClassObj* cls, ColumnPtr c, IndexPtr i, Value n)
      : NativeObject(cls), col(std::move(c)), index(std::move(i)), name(std::move(n)) {}
  ColumnPtr col;
  IndexPtr index;
  Value name;                          // None or a label
  std::optional<core::Tensor> tensor;  // the 1-D array, made on first conversion

  Value getAttr(Interp& in, const std::string& attr) override;
  Value binary(Interp& in, BinOp op, const Value& other, bool reflected) override;
  Value unary(Interp& in, UnaryOp op) override;
  Value compare(Interp& in, CmpOp op, const Value& other) override;
  Value getItem(Interp& in, const Value& key) override;
  bool setItem(Interp& in, const Value& key, const Value& v) override;
  int64_t len(Interp&) override { return static_cast<int64_t>(col->size()); }
  Value iter(Interp& in) override;
  int truthy(Interp& in) override;
  std::string repr(Interp& in) override;
  std::optional<core::Tensor> asTensor(Interp& in) override;  // the 1-D array
};

class FrameObj : public NativeObject {
 public:
  explicit FrameObj(ClassObj* cls) : NativeObject(cls) {}
  std::vector<std::string> names;
  std::vector<ColumnPtr> cols;
  IndexPtr index;
  std::string source;                  // attrs['source']: where the data came from
  std::optional<core::Tensor> tensor;  // the 2-D array, made on first conversion

  size_t rows() const { return index->size(); }
  int find(const std::string& column) const;  // -1 when absent
  void set(Interp& in, const std::string& column, ColumnPtr values);

  Value getAttr(Interp& in, const std::string& attr) override;
  Value getItem(Interp& in, const Value& key) override;
  bool setItem(Interp& in, const Value& key, const Value& v) override;
  int64_t len(Interp&) override { return static_cast<int64_t>(rows()); }
  Value iter(Interp& in) override;
  int truthy(Interp& in) override;
  std::string repr(Interp& in) override;
  std::optional<core::Tensor> asTensor(Interp& in) override;  // frameBlock, if it has one
};

// pd.Index / RangeIndex objects (df.columns, df.index).
class IndexObj : public NativeObject {
 public:
  IndexObj(ClassObj* cls, IndexPtr i) : NativeObject(cls), index(std::move(i)) {}
  IndexPtr index;
  Value getAttr(Interp& in, const std::string& attr) override;
  Value getItem(Interp& in, const Value& key) override;
  int64_t len(Interp&) override { return static_cast<int64_t>(index->size()); }
  Value iter(Interp& in) override;
  std::string repr(Interp& in) override;
};

// df.iloc / df.loc / df.iat / df.at (and a Series' own).
class IndexerObj : public NativeObject {
 public:
  IndexerObj(ClassObj* cls, Value t, bool byLabel) : NativeObject(cls), target(std::move(t)), label(byLabel) {}
  Value target;
  bool label;
  Value getItem(Interp& in, const Value& key) override;
  // df.at[row, col] = v (and loc / iloc / iat with one row and one column).
  bool setItem(Interp& in, const Value& key, const Value& v) override;
};

struct DisplayOptions {
  std::optional<int64_t> maxRows = 60, minRows = 10;
  int64_t maxColumns = 0, precision = 6, width = 80, maxColwidth = 50;  // ints past int64 saturate
  Value floatFormat = Value::none();                                    // a callable such as "{:.1f}".format
  std::map<std::string, Value> asSet;  // what set_option was given, as get_option returns it
};

struct PdState {
  ClassObj *series = nullptr, *frame = nullptr, *index = nullptr, *rangeIndex = nullptr, *indexer = nullptr,
           *options = nullptr;
  DisplayOptions display;
  std::vector<Value> keepAlive;
};
PdState& pdState(Interp& in);

Value makeSeries(Interp& in, ColumnPtr col, IndexPtr index, Value name);
Value makeFrame(Interp& in, std::vector<std::string> names, std::vector<ColumnPtr> cols, IndexPtr index);
Value makeIndexObj(Interp& in, IndexPtr index);
SeriesObj* asSeries(const Value& v);  // nullptr when v is not a Series
FrameObj* asFrame(const Value& v);
// The receiver of a Series or DataFrame method (its class is checked by the call).
inline SeriesObj& seriesOf(const Value& v) { return *v.as<SeriesObj>(); }
inline FrameObj& frameOf(const Value& v) { return *v.as<FrameObj>(); }
FrameObj* takeRows(Interp& in, const FrameObj& f, const std::vector<int64_t>& positions, bool keepRange, Value& out);

// Python values <-> columns.
Value cellValue(Interp& in, const Column& c, size_t i);
// s's cell at position `row` becomes v (a new column: the old one may be
// shared), upcasting int64 to float64 as pandas does.
void setCell(Interp& in, SeriesObj& s, size_t row, const Value& v);
ColumnPtr columnFrom(Interp& in, const Value& values);  // list, tuple, ndarray, Series
ColumnPtr filledColumn(Interp& in, const Value& scalar, size_t n);
// A column of `kind` holding `items` (None is NaN; an Int column with a
// non-integer item becomes Float, as NumPy infers).
ColumnPtr columnOf(Interp& in, Kind kind, const std::vector<Value>& items);
core::Tensor columnTensor(const Column& c);
// The frame as one 2-D array (float64 unless every column is int or bool);
// TypeError for object columns.
const core::Tensor* frameBlock(FrameObj& f);
core::Tensor frameTensor(Interp& in, FrameObj& f);
std::vector<size_t> positionRangeSize(size_t n);
// df.iloc[i]: one row as a Series indexed by the column names.
Value rowSeries(Interp& in, const FrameObj& f, size_t row);
std::vector<int64_t> positionRange(int64_t start, int64_t stop, int64_t step = 1);
// head(n) / tail(n) positions (negative n: all but the last / first -n).
std::vector<int64_t> headPositions(int64_t n, int64_t rows);
std::vector<int64_t> tailPositions(int64_t n, int64_t rows);
// DataFrame.sample / Series.sample(n, frac, replace, random_state): the row
// positions pandas picks (random_state None draws from numpy's global RNG).
std::vector<int64_t> samplePositions(Interp& in, size_t rows, CallArgs& args);
// Positions a Python slice selects from n rows.
std::vector<int64_t> slicePositions(Interp& in, const Value& slice, int64_t n);
// Positions where a boolean Series (or list) is true.
std::vector<int64_t> maskPositions(Interp& in, const Value& mask, size_t n);

// Elementwise arithmetic and comparisons (the result Series keeps the index).
ColumnPtr columnBinary(Interp& in, BinOp op, const Column& a, const Column& b);
ColumnPtr columnScalar(Interp& in, BinOp op, const Column& a, const Value& s, bool reflected);
ColumnPtr columnCompare(Interp& in, CmpOp op, const Column& a, const Column* b, const Value& s);
// Series.min/max/mean/std/sum/count as pandas computes them (NaN skipped).
Value reduceColumn(Interp& in, const Column& c, const std::string& what);

// Printing in pandas 1.5's layout.
std::string seriesText(Interp& in, const SeriesObj& s);
std::string frameText(Interp& in, const FrameObj& f);
std::string frameText(Interp& in, const FrameObj& f, const DisplayOptions& opt);
// What a notebook's table of a printed DataFrame or Series holds: its text
// with every column up to kNotebookMaxColumns, unwrapped; "" for other values.
inline constexpr int64_t kNotebookMaxColumns = 20;
std::string notebookTableText(Interp& in, const Value& v);
std::string indexText(Interp& in, const Index& index);

void installSeries(Interp& in, PdState& st);
void installFrame(Interp& in, PdState& st);
void installFrameStats(Interp& in, PdState& st);
void installIndex(Interp& in, PdState& st);
void installTransforms(Interp& in, PdState& st);

}  // namespace tl::lang::pd
