// matplotlib-lite's data: figures, axes and series as plain C++ values. The
// Python objects (pyplot_objects.h) are thin handles onto these, and show()
// turns a FigureModel into one `plot` event (figure_json.cc).
//
// Tour:
//   auto fig = std::make_shared<FigureModel>(); fig->number = 1;
//   AxesModel& ax = fig->addAxes(1, 1, 1);
//   ax.series.push_back(Series{.kind = "line", .x = {0, 1}, .y = {2, 3}});
//   core::Json event = figureEvent(*fig);  // {"type":"plot","figure":1,...}
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/json.h"

namespace tl::lang::mpl {

// matplotlib's rcParams defaults that the event carries explicitly.
constexpr double kFigureWidth = 6.4, kFigureHeight = 4.8;  // figure.figsize, inches
constexpr double kLineWidth = 1.5;                         // lines.linewidth
constexpr double kScatterSize = 36.0;                      // lines.markersize ** 2, points^2
constexpr double kMargin = 0.05;                           // axes.xmargin / ymargin
// Beyond this many points a series is thinned (every k-th point) so one
// scatter of a large data set cannot make an event of many megabytes.
constexpr size_t kMaxPoints = 20000;

struct Series {
  std::string kind;  // "line" or "scatter"
  std::vector<double> x, y;
  std::string label;           // "" = none (kept out of the legend)
  std::string color;           // "#rrggbb"
  std::string marker;          // "" = none
  std::string linestyle;       // lines: "-", "--", "-.", ":" or "" (markers only)
  double width = kLineWidth;   // lines: linewidth in points
  double size = kScatterSize;  // scatter: marker area in points^2
  double alpha = 1.0;
};

// One side of xlim/ylim; either end may be left to autoscaling.
struct Limits {
  std::optional<double> low, high;
  bool set() const { return low || high; }
};

struct AxesModel {
  int64_t nrows = 1, ncols = 1, index = 1;  // subplot position, index 1-based row-major
  std::string title, xlabel, ylabel;
  Limits xlim, ylim;
  bool legend = false, grid = false;
  std::string legendLoc = "best";  // legend(loc=...): "upper right", "lower left", ...
  std::vector<Series> series;
  size_t lineCycle = 0, patchCycle = 0;  // plot() and scatter() cycle colors separately

  // The view interval matplotlib would show: the set limits, else the data
  // range widened by the 5% margins.
  std::pair<double, double> viewLimits(bool xAxis) const;
};

struct FigureModel {
  int64_t number = 1;
  double width = kFigureWidth, height = kFigureHeight;
  std::string suptitle;
  bool tight = false;  // tight_layout() was called: renderers leave room for labels
  std::vector<std::shared_ptr<AxesModel>> axes;
  std::shared_ptr<AxesModel> current;  // gca()

  // The axes at this subplot position, created (and made current) if absent.
  std::shared_ptr<AxesModel> subplot(int64_t nrows, int64_t ncols, int64_t index);
};

// The `plot` event of the event stream for one figure.
core::Json figureEvent(const FigureModel& figure);

}  // namespace tl::lang::mpl
