// Series/DataFrame transforms: sort_values, apply, round, drop(columns=),
// isna/notna, fillna and dropna (NaN is the missing value).
// Sorting is stable with NaN last; pandas' default quicksort may order
// equal values differently.
#include <algorithm>
#include <cmath>
#include <numeric>

#include "lang/eval/int_value.h"
#include "lang/modules/pandas/pd_internal.h"

namespace tl::lang::pd {
namespace {

std::vector<int64_t> sortedPositions(const Column& c, bool ascending) {
  std::vector<int64_t> order(c.size());
  std::iota(order.begin(), order.end(), int64_t{0});
  auto less = [&c, ascending](int64_t a, int64_t b) {
    if (c.kind == Kind::Object) {
      const std::string &x = c.str[static_cast<size_t>(a)], &y = c.str[static_cast<size_t>(b)];
      return ascending ? x < y : y < x;
    }
    if (c.kind == Kind::Int) {
      const int64_t x = c.ints[static_cast<size_t>(a)], y = c.ints[static_cast<size_t>(b)];
      return ascending ? x < y : y < x;
    }
    const double x = c.num[static_cast<size_t>(a)], y = c.num[static_cast<size_t>(b)];
    if (std::isnan(x) || std::isnan(y)) return !std::isnan(x) && std::isnan(y);
    return ascending ? x < y : y < x;
  };
  std::stable_sort(order.begin(), order.end(), less);
  return order;
}

bool ascendingArg(Interp& in, const Value& v) { return !given(v) || in.truthy(v); }

Value sortSeries(Interp& in, const Value& self, CallArgs& a) {
  auto v = parseArgs(in, a, "sort_values", {"axis", "ascending"}, 0);
  const SeriesObj& s = *self.as<SeriesObj>();
  std::vector<int64_t> order = sortedPositions(*s.col, ascendingArg(in, v[1]));
  return makeSeries(in, takeColumn(*s.col, order), takeIndex(*s.index, order, false), s.name);
}

Value sortFrame(Interp& in, const Value& self, CallArgs& a) {
  auto v = parseArgs(in, a, "sort_values", {"by", "axis", "ascending"}, 1);
  FrameObj& f = *self.as<FrameObj>();
  const int c = f.find(toStr(in, v[0]));
  if (c < 0) raiseKeyError(in, v[0]);
  Value out;
  takeRows(in, f, sortedPositions(*f.cols[static_cast<size_t>(c)], ascendingArg(in, v[2])), false, out);
  return out;
}

Value applySeries(Interp& in, const Value& self, CallArgs& a) {
  auto v = parseArgs(in, a, "apply", {"func"}, 1);
  const SeriesObj& s = *self.as<SeriesObj>();
  std::vector<Value> results;
  for (size_t i = 0; i < s.col->size(); ++i) results.push_back(in.call(v[0], {cellValue(in, *s.col, i)}));
  return makeSeries(in, columnFrom(in, in.newList(std::move(results))), s.index, s.name);
}

// NumPy's int64 from a float64 it cannot hold (NaN, out of range): the
// "integer indefinite" value x86 gives.
int64_t unsafeInt64(double x) { return x >= -0x1p63 && x < 0x1p63 ? static_cast<int64_t>(x) : INT64_MIN; }

// np.round: rint(x * 10**d) / 10**d (halves to even); ints unchanged for
// d >= 0, else rounded through float64 as NumPy does.
ColumnPtr roundColumn(const ColumnPtr& c, int decimals) {
  if (c->kind == Kind::Object || c->kind == Kind::Bool || (c->kind == Kind::Int && decimals >= 0)) return c;
  auto out = std::make_shared<Column>(*c);
  const double scale = std::pow(10.0, std::abs(decimals));
  for (double& x : out->num) x = decimals >= 0 ? std::rint(x * scale) / scale : std::rint(x / scale) * scale;
  for (int64_t& x : out->ints) x = unsafeInt64(std::rint(static_cast<double>(x) / scale) * scale);
  return out;
}

// decimals as NumPy reads it, a C int.
int decimalsArg(Interp& in, CallArgs& a) {
  auto v = parseArgs(in, a, "round", {"decimals"}, 0);
  if (!given(v[0])) return 0;
  const BigInt big = integerArg(in, v[0]);
  if (!big.fitsInt64()) in.raise(in.types.OverflowError, "Python int too large to convert to C long");
  const int64_t d = big.toInt64();
  if (d > INT32_MAX) in.raise(in.types.OverflowError, "signed integer is greater than maximum");
  if (d < INT32_MIN) in.raise(in.types.OverflowError, "signed integer is less than minimum");
  return static_cast<int>(d);
}

Value roundSeries(Interp& in, const Value& self, CallArgs& a) {
  const SeriesObj& s = *self.as<SeriesObj>();
  return makeSeries(in, roundColumn(s.col, decimalsArg(in, a)), s.index, s.name);
}

Value roundFrame(Interp& in, const Value& self, CallArgs& a) {
  const FrameObj& f = *self.as<FrameObj>();
  const int decimals = decimalsArg(in, a);
  std::vector<ColumnPtr> cols;
  for (const ColumnPtr& c : f.cols) cols.push_back(roundColumn(c, decimals));
  return makeFrame(in, f.names, std::move(cols), f.index);
}

Value dropFrame(Interp& in, const Value& self, CallArgs& a) {
  auto v = parseArgs(in, a, "drop", {"labels", "axis", "index", "columns"}, 0);
  const FrameObj& f = *self.as<FrameObj>();
  const bool columnAxis = given(v[1]) && (v[1].is(ObjKind::Str) ? toStr(in, v[1]) == "columns" : toInt(in, v[1]) == 1);
  if (given(v[2]) || (given(v[0]) && !columnAxis)) {
    in.raise(in.types.NotImplementedError, "drop() of rows is not supported; drop columns with columns=[...]");
  }
  Value which = given(v[3]) ? v[3] : v[0];
  if (!given(which)) in.raise(in.types.TypeError, "Need to specify at least one of 'labels', 'index' or 'columns'");
  std::vector<Value> labels = which.is(ObjKind::Str) ? std::vector<Value>{which} : in.toVector(which);
  std::vector<std::string> names = f.names;
  std::vector<ColumnPtr> cols = f.cols;
  for (const Value& label : labels) {
    auto at = std::find(names.begin(), names.end(), toStr(in, label));
    if (at == names.end()) in.raise(in.types.KeyError, "['" + toStr(in, label) + "'] not found in axis");
    cols.erase(cols.begin() + (at - names.begin()));
    names.erase(at);
  }
  return makeFrame(in, std::move(names), std::move(cols), f.index);
}

ColumnPtr missingMask(const Column& c, bool missing) {
  auto out = std::make_shared<Column>();
  out->kind = Kind::Bool;
  for (size_t i = 0; i < c.size(); ++i) {
    out->num.push_back(c.missing(i) == missing);
  }
  return out;
}

template <bool kMissing>
Value maskSeries(Interp& in, const Value& self, CallArgs&) {
  const SeriesObj& s = *self.as<SeriesObj>();
  return makeSeries(in, missingMask(*s.col, kMissing), s.index, s.name);
}

template <bool kMissing>
Value maskFrame(Interp& in, const Value& self, CallArgs&) {
  const FrameObj& f = *self.as<FrameObj>();
  std::vector<ColumnPtr> cols;
  for (const ColumnPtr& c : f.cols) cols.push_back(missingMask(*c, kMissing));
  return makeFrame(in, f.names, std::move(cols), f.index);
}

ColumnPtr filled(Interp& in, const ColumnPtr& c, const Value& v) {
  if (c->kind != Kind::Float) return c;  // only float64 holds NaN
  if (!v.isNumber()) in.raise(in.types.TypeError, "pandas-lite fills numeric columns with numbers only");
  auto out = std::make_shared<Column>(*c);
  for (double& x : out->num)
    if (std::isnan(x)) x = v.toDouble();
  return out;
}

Value fillSeries(Interp& in, const Value& self, CallArgs& a) {
  auto v = parseArgs(in, a, "fillna", {"value"}, 1);
  const SeriesObj& s = *self.as<SeriesObj>();
  return makeSeries(in, filled(in, s.col, v[0]), s.index, s.name);
}

Value fillFrame(Interp& in, const Value& self, CallArgs& a) {
  auto v = parseArgs(in, a, "fillna", {"value"}, 1);
  const FrameObj& f = *self.as<FrameObj>();
  std::vector<ColumnPtr> cols;
  for (const ColumnPtr& c : f.cols) cols.push_back(filled(in, c, v[0]));
  return makeFrame(in, f.names, std::move(cols), f.index);
}

// Rows (of a frame) or values (of a series) without a missing value.
std::vector<int64_t> completeRows(const std::vector<ColumnPtr>& cols, size_t rows) {
  std::vector<int64_t> out;
  for (size_t r = 0; r < rows; ++r) {
    bool complete = true;
    for (const ColumnPtr& c : cols) complete = complete && !c->missing(r);
    if (complete) out.push_back(static_cast<int64_t>(r));
  }
  return out;
}

Value dropSeries(Interp& in, const Value& self, CallArgs&) {
  const SeriesObj& s = *self.as<SeriesObj>();
  std::vector<int64_t> keep = completeRows({s.col}, s.col->size());
  return makeSeries(in, takeColumn(*s.col, keep), takeIndex(*s.index, keep, false), s.name);
}

Value dropFrameRows(Interp& in, const Value& self, CallArgs&) {
  const FrameObj& f = *self.as<FrameObj>();
  Value out;
  takeRows(in, f, completeRows(f.cols, f.rows()), false, out);
  return out;
}

bool sameValue(const Column& c, size_t a, size_t b) {
  switch (c.kind) {
    case Kind::Object: return c.str[a] == c.str[b];
    case Kind::Int: return c.ints[a] == c.ints[b];
    case Kind::Float:
    case Kind::Bool: return c.num[a] == c.num[b];
  }
  return false;
}

// value_counts: counts in first-seen order, then a stable sort by count
// (descending, so ties keep first-seen order as pandas' nargsort leaves them).
Value valueCounts(Interp& in, const Value& self, CallArgs&) {
  const SeriesObj& s = *self.as<SeriesObj>();
  const Column& c = *s.col;
  if (c.kind != Kind::Int && c.kind != Kind::Object) {
    in.raise(in.types.NotImplementedError, "value_counts() of float or bool values is not supported");
  }
  std::vector<size_t> firstSeen;
  auto counts = std::make_shared<Column>();
  counts->kind = Kind::Int;
  for (size_t i = 0; i < c.size(); ++i) {
    size_t k = 0;
    while (k < firstSeen.size() && !sameValue(c, firstSeen[k], i)) ++k;
    if (k == firstSeen.size()) {
      firstSeen.push_back(i);
      counts->ints.push_back(0);
    }
    counts->ints[k] += 1;
  }
  std::vector<int64_t> order = sortedPositions(*counts, false);
  auto keys = std::make_shared<Index>();
  keys->strings = c.kind == Kind::Object;
  for (int64_t k : order) {
    const size_t at = firstSeen[static_cast<size_t>(k)];
    if (keys->strings) keys->strs.push_back(c.str[at]);
    else keys->ints.push_back(c.ints[at]);
  }
  return makeSeries(in, takeColumn(*counts, order), keys, s.name);
}

}  // namespace

void installTransforms(Interp& in, PdState& st) {
  defMethod(in, st.series, "sort_values", sortSeries);
  defMethod(in, st.frame, "sort_values", sortFrame);
  defMethod(in, st.series, "apply", applySeries);
  defMethod(in, st.series, "round", roundSeries);
  defMethod(in, st.frame, "round", roundFrame);
  defMethod(in, st.frame, "drop", dropFrame);
  for (const char* name : {"isna", "isnull"}) {
    defMethod(in, st.series, name, maskSeries<true>);
    defMethod(in, st.frame, name, maskFrame<true>);
  }
  for (const char* name : {"notna", "notnull"}) {
    defMethod(in, st.series, name, maskSeries<false>);
    defMethod(in, st.frame, name, maskFrame<false>);
  }
  defMethod(in, st.series, "fillna", fillSeries);
  defMethod(in, st.frame, "fillna", fillFrame);
  defMethod(in, st.series, "dropna", dropSeries);
  defMethod(in, st.series, "value_counts", valueCounts);
  defMethod(in, st.frame, "dropna", dropFrameRows);
}

}  // namespace tl::lang::pd
