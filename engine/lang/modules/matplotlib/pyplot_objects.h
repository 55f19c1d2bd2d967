// matplotlib.pyplot's Python objects: Figure and Axes are handles onto the
// models of figure_model.h; plot() returns Line2D-like artists; subplots()
// returns its axes in a small array-like grid (axes[i], axes[i, j], .flat).
//
// Both `plt.plot(...)` and `ax.plot(...)` end in the axes calls below, so the
// state-machine interface and the object interface cannot drift apart.
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "lang/eval/native.h"
#include "lang/modules/matplotlib/figure_model.h"

namespace tl::lang::mpl {

struct PyplotClasses {
  ClassObj *figure = nullptr, *axes = nullptr, *grid = nullptr, *line2d = nullptr, *collection = nullptr,
           *text = nullptr, *legend = nullptr;
};

// pyplot's global state: the open figures (creation order) and the current one.
struct PyplotState {
  PyplotClasses classes;
  std::vector<Value> keepAlive;  // the class objects
  std::vector<std::shared_ptr<FigureModel>> figures;
  std::shared_ptr<FigureModel> current;

  std::shared_ptr<FigureModel> newFigure(std::optional<int64_t> number = std::nullopt);
  std::shared_ptr<FigureModel> gcf();  // the current figure, created if none
  std::shared_ptr<AxesModel> gca();    // its current axes, created if none
  void close(const std::shared_ptr<FigureModel>& figure);
};
using StatePtr = std::shared_ptr<PyplotState>;

class FigureObj : public NativeObject {
 public:
  FigureObj(StatePtr s, std::shared_ptr<FigureModel> m)
      : NativeObject(s->classes.figure), state(std::move(s)), model(std::move(m)) {}
  StatePtr state;
  std::shared_ptr<FigureModel> model;
  Value getAttr(Interp& in, const std::string& name) override;
  Value compare(Interp& in, CmpOp op, const Value& other) override;
  std::string repr(Interp& in) override;
};

class AxesObj : public NativeObject {
 public:
  AxesObj(StatePtr s, std::shared_ptr<AxesModel> m)
      : NativeObject(s->classes.axes), state(std::move(s)), model(std::move(m)) {}
  StatePtr state;
  std::shared_ptr<AxesModel> model;
  Value compare(Interp& in, CmpOp op, const Value& other) override;
  std::string repr(Interp& in) override;
};

// Line2D, PathCollection, Text and Legend: what the calls return.
class ArtistObj : public NativeObject {
 public:
  ArtistObj(ClassObj* cls, std::string text) : NativeObject(cls), reprText(std::move(text)) {}
  std::string reprText, label, color;
  std::string repr(Interp&) override { return reprText; }
};

// subplots()'s array of Axes (NumPy would hold them in an object array).
class AxesGridObj : public NativeObject {
 public:
  AxesGridObj(ClassObj* cls, std::vector<Value> a, int r, int c, bool two)
      : NativeObject(cls), axes(std::move(a)), rows(r), cols(c), twoD(two) {}
  std::vector<Value> axes;  // row-major
  int rows, cols;
  bool twoD;
  Value getAttr(Interp& in, const std::string& name) override;
  Value getItem(Interp& in, const Value& key) override;
  int64_t len(Interp& in) override { return twoD ? rows : static_cast<int64_t>(axes.size()); }
  Value iter(Interp& in) override;
  std::string repr(Interp& in) override;
};

Value wrapFigure(const StatePtr& state, const std::shared_ptr<FigureModel>& figure);
Value wrapAxes(const StatePtr& state, const std::shared_ptr<AxesModel>& axes);
void installPyplotClasses(Interp& in, const StatePtr& state);

// ---- the calls shared by pyplot functions and Axes methods (axes_calls.cc) ----
Value axesPlot(Interp& in, PyplotState& st, AxesModel& ax, CallArgs& args);
Value axesScatter(Interp& in, PyplotState& st, AxesModel& ax, CallArgs& args);
// field: "title", "xlabel" or "ylabel".
Value axesSetText(Interp& in, PyplotState& st, AxesModel& ax, const std::string& field, CallArgs& args);
// xlim()/ylim()/set_xlim(): read or set; returns the (low, high) tuple.
Value axesLimits(Interp& in, AxesModel& ax, bool xAxis, CallArgs& args);
Value axesLegend(Interp& in, PyplotState& st, AxesModel& ax, CallArgs& args);
Value axesGrid(Interp& in, AxesModel& ax, CallArgs& args);

}  // namespace tl::lang::mpl
