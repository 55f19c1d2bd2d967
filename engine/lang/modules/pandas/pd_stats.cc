// DataFrame.describe / corr / sample and the frame as one 2-D array: the
// numbers come from data/stats.h, which computes them as pandas does.
#include <cmath>

#include "core/errors.h"
#include "data/stats.h"
#include "lang/modules/numpy/np_internal.h"
#include "lang/modules/pandas/pd_internal.h"

namespace tl::lang::pd {
namespace {

// The numeric columns (describe() leaves out bool; corr() keeps it).
data::Frame numericFrame(const FrameObj& f, bool withBool) {
  data::Frame out;
  for (size_t c = 0; c < f.cols.size(); ++c) {
    const Column& col = *f.cols[c];
    if (col.numeric() && (withBool || col.kind != Kind::Bool)) out.setColumn(f.names[c], col.numbers());
  }
  return out;
}

Value fromLabeled(Interp& in, const data::LabeledFrame& lf, const std::string& source) {
  std::vector<std::string> names;
  std::vector<ColumnPtr> cols;
  for (size_t c = 0; c < lf.frame.cols(); ++c) {
    auto col = std::make_shared<Column>();
    col->num = lf.frame.column(c).numbers;
    names.push_back(lf.frame.column(c).name);
    cols.push_back(col);
  }
  Value out = makeFrame(in, std::move(names), std::move(cols), stringIndex(lf.index));
  out.as<FrameObj>()->source = source;
  return out;
}

std::vector<double> percentilesArg(Interp& in, const Value& v) {
  if (!given(v)) return {0.25, 0.5, 0.75};
  std::vector<double> out;
  for (const Value& p : in.toVector(v)) out.push_back(toDouble(in, p));
  return out;
}

Value describeFrame(Interp& in, const Value& f, CallArgs& a) {
  auto v = parseArgs(in, a, "describe", {"percentiles"}, 0);
  return fromLabeled(in, data::describe(numericFrame(frameOf(f), false), percentilesArg(in, v[0])), frameOf(f).source);
}

Value describeSeries(Interp& in, const Value& s, CallArgs& a) {
  auto v = parseArgs(in, a, "describe", {"percentiles"}, 0);
  const SeriesObj& series = *s.as<SeriesObj>();
  data::Frame one;
  one.setColumn("x", series.col->numbers());
  data::LabeledFrame lf = data::describe(one, percentilesArg(in, v[0]));
  auto col = std::make_shared<Column>();
  col->num = lf.frame.column(0).numbers;
  return makeSeries(in, col, stringIndex(lf.index), series.name);
}

// Series.quantile(q): NumPy's linear interpolation over the non-missing values.
Value quantileSeries(Interp& in, const Value& s, CallArgs& a) {
  auto v = parseArgs(in, a, "quantile", {"q"}, 0);
  const double q = given(v[0]) ? toDouble(in, v[0]) : 0.5;
  if (q < 0 || q > 1)
    in.raise(in.types.ValueError,
             "percentiles should all be in the interval [0, 1]. Try " + in.repr(v[0]) + " instead.");
  std::vector<double> values;
  for (double x : s.as<SeriesObj>()->col->numbers())
    if (!std::isnan(x)) values.push_back(x);
  return Value::real(values.empty() ? NAN : data::quantile(values, q));
}

Value corrFrame(Interp& in, const Value& f, CallArgs& a) {
  auto v = parseArgs(in, a, "corr", {"method"}, 0);
  if (given(v[0]) && toStr(in, v[0]) != "pearson") {
    in.raise(in.types.NotImplementedError, "corr(method=" + in.repr(v[0]) + "): only 'pearson' is supported");
  }
  return fromLabeled(in, data::corr(numericFrame(frameOf(f), true)), "");
}

// numpy.random.randint(0, max + 1) on numpy's global RandomState: the same
// masked draw as RandomState.random_interval(max).
uint64_t globalInterval(Interp& in, const Value& randint, uint64_t max) {
  Value r = in.call(randint, {Value::integer(0), Value::integer(static_cast<int64_t>(max) + 1)});
  return static_cast<uint64_t>(r.asInt());
}

}  // namespace

std::vector<int64_t> samplePositions(Interp& in, size_t rows, CallArgs& a) {
  auto v = parseArgs(in, a, "sample", {"n", "frac", "replace", "weights", "random_state", "axis", "ignore_index"}, 0);
  std::optional<int64_t> n;
  std::optional<double> frac;
  if (given(v[0])) n = toInt(in, v[0]);
  if (given(v[1])) frac = toDouble(in, v[1]);
  const bool replace = given(v[2]) && in.truthy(v[2]);
  if (given(v[3])) in.raise(in.types.NotImplementedError, "sample(weights=...) is not supported");
  if (given(v[4])) {
    int64_t seed = toInt(in, v[4]);
    if (seed < 0 || seed > 0xffffffffLL) in.raise(in.types.ValueError, "Seed must be between 0 and 2**32 - 1");
    return data::sampleRows(rows, n, frac, replace, static_cast<uint32_t>(seed));
  }
  Value randint = in.getAttr(in.getAttr(in.importModule("numpy", {}), "random"), "randint");
  return data::sampleRows(rows, n, frac, replace, [&](uint64_t max) { return globalInterval(in, randint, max); });
}

const core::Tensor* frameBlock(FrameObj& f) {
  if (f.tensor) return &*f.tensor;
  bool allInt = true, allBool = true;
  for (const ColumnPtr& c : f.cols) {
    if (c->kind == Kind::Object) return nullptr;
    allInt = allInt && c->kind == Kind::Int;
    allBool = allBool && c->kind == Kind::Bool;
  }
  const auto rows = static_cast<int64_t>(f.rows()), cols = static_cast<int64_t>(f.cols.size());
  core::DType d = f.cols.empty() ? core::DType::Float64
                  : allBool      ? core::DType::Bool
                  : allInt       ? core::DType::Int64
                                 : core::DType::Float64;
  core::Tensor t(d, core::Shape{rows, cols});
  for (int64_t c = 0; c < cols; ++c) {
    const Column& col = *f.cols[static_cast<size_t>(c)];
    for (int64_t r = 0; r < rows; ++r) {
      const auto at = static_cast<size_t>(r * cols + c), row = static_cast<size_t>(r);
      if (d == core::DType::Int64) t.data<int64_t>()[at] = col.ints[row];
      else if (d == core::DType::Bool) t.data<bool>()[at] = col.num[row] != 0;
      else t.data<double>()[at] = col.number(row);
    }
  }
  f.tensor = t;
  return &*f.tensor;
}

core::Tensor frameTensor(Interp& in, FrameObj& f) {
  const core::Tensor* t = frameBlock(f);
  if (!t) in.raise(in.types.TypeError, "DataFrame with string columns cannot become a numeric array");
  return *t;
}

void installFrameStats(Interp& in, PdState& st) {
  defMethod(in, st.frame, "describe", describeFrame);
  defMethod(in, st.frame, "corr", corrFrame);
  defMethod(in, st.series, "describe", describeSeries);
  defMethod(in, st.series, "quantile", quantileSeries);
}

}  // namespace tl::lang::pd
