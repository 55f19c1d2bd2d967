// Figure and axes bookkeeping, and the `plot` event a figure becomes.
#include "lang/modules/matplotlib/figure_model.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/events.h"

namespace tl::lang::mpl {
namespace {

// The finite data range of one coordinate over every series (nullopt: no data).
std::optional<std::pair<double, double>> dataRange(const AxesModel& axes, bool xAxis) {
  double lo = std::numeric_limits<double>::infinity(), hi = -lo;
  for (const Series& s : axes.series) {
    for (double v : xAxis ? s.x : s.y) {
      if (!std::isfinite(v)) continue;
      lo = std::min(lo, v);
      hi = std::max(hi, v);
    }
  }
  if (lo > hi) return std::nullopt;
  return std::make_pair(lo, hi);
}

core::Json numbers(const std::vector<double>& values, size_t stride) {
  core::Json out = core::Json::array();
  for (size_t i = 0; i < values.size(); i += stride) out.push(values[i]);
  // Thinning keeps the last point so a line still ends where the data ends.
  if (stride > 1 && (values.size() - 1) % stride != 0) out.push(values.back());
  return out;
}

core::Json orNull(const std::string& s) { return s.empty() ? core::Json() : core::Json(s); }

core::Json seriesJson(const Series& s) {
  size_t stride = s.x.size() > kMaxPoints ? (s.x.size() + kMaxPoints - 1) / kMaxPoints : 1;
  core::Json j = core::Json::object();
  j.set("kind", s.kind);
  j.set("x", numbers(s.x, stride));
  j.set("y", numbers(s.y, stride));
  j.set("label", orNull(s.label));
  j.set("color", s.color);
  j.set("marker", orNull(s.marker));
  if (s.kind == "line") {
    j.set("linestyle", orNull(s.linestyle));
    j.set("linewidth", s.width);
  } else {
    j.set("size", s.size);
  }
  if (s.alpha != 1.0) j.set("alpha", s.alpha);
  if (stride > 1) {
    j.set("points", static_cast<int64_t>(s.x.size()));
    j.set("note", "showing every " + std::to_string(stride) + "th of " + std::to_string(s.x.size()) + " points");
  }
  return j;
}

core::Json limitsJson(const AxesModel& axes, const Limits& limits, bool xAxis) {
  if (!limits.set()) return core::Json();
  auto [lo, hi] = axes.viewLimits(xAxis);
  core::Json j = core::Json::array();
  j.push(lo);
  j.push(hi);
  return j;
}

core::Json axesJson(const AxesModel& axes) {
  core::Json j = core::Json::object();
  j.set("title", axes.title);
  j.set("xlabel", axes.xlabel);
  j.set("ylabel", axes.ylabel);
  j.set("xlim", limitsJson(axes, axes.xlim, true));
  j.set("ylim", limitsJson(axes, axes.ylim, false));
  j.set("legend", axes.legend);
  if (axes.legend) j.set("legend_loc", axes.legendLoc);
  j.set("grid", axes.grid);
  j.set("nrows", axes.nrows);
  j.set("ncols", axes.ncols);
  j.set("index", axes.index);
  core::Json series = core::Json::array();
  for (const Series& s : axes.series) series.push(seriesJson(s));
  j.set("series", std::move(series));
  return j;
}

}  // namespace

std::pair<double, double> AxesModel::viewLimits(bool xAxis) const {
  const Limits& set = xAxis ? xlim : ylim;
  std::pair<double, double> view{0.0, 1.0};  // an empty Axes shows 0..1
  if (auto range = dataRange(*this, xAxis)) {
    double pad = (range->second - range->first) * kMargin;
    // A single value is widened as matplotlib's nonsingular() does.
    if (pad == 0) pad = range->first == 0 ? 0.05 : std::fabs(range->first) * 0.05;
    view = {range->first - pad, range->second + pad};
  }
  return {set.low.value_or(view.first), set.high.value_or(view.second)};
}

std::shared_ptr<AxesModel> FigureModel::subplot(int64_t nrows, int64_t ncols, int64_t index) {
  for (const auto& a : axes) {
    if (a->nrows == nrows && a->ncols == ncols && a->index == index) return current = a;
  }
  auto a = std::make_shared<AxesModel>();
  a->nrows = nrows, a->ncols = ncols, a->index = index;
  axes.push_back(a);
  return current = a;
}

core::Json figureEvent(const FigureModel& figure) {
  core::Json axes = core::Json::array();
  for (const auto& a : figure.axes) axes.push(axesJson(*a));
  return core::events::plot(figure.number, figure.width, figure.height, figure.suptitle, figure.tight, std::move(axes));
}

}  // namespace tl::lang::mpl
