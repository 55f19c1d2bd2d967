// The `matplotlib` and `matplotlib.pyplot` modules. pyplot keeps matplotlib's
// implicit state (a current figure with a current axes); show() sends every
// open figure as one `plot` event and closes them, as a script's show() does.
// Nothing is emitted without show().
#include "lang/modules/matplotlib/data_values.h"
#include "lang/modules/matplotlib/pyplot_objects.h"

namespace tl::lang {
namespace mpl {
namespace {

using GcaCall = Value (*)(Interp&, PyplotState&, AxesModel&, CallArgs&);

void defOnGca(Interp& in, const Value& m, const StatePtr& st, const char* name, GcaCall call) {
  defFunction(in, m, name, [st, call](Interp& in, const Value&, CallArgs& a) { return call(in, *st, *st->gca(), a); });
}

void defTextOnGca(Interp& in, const Value& m, const StatePtr& st, const char* name) {
  std::string field = name;
  defFunction(in, m, name, [st, field](Interp& in, const Value&, CallArgs& a) {
    return axesSetText(in, *st, *st->gca(), field, a);
  });
}

void setFigsize(Interp& in, FigureModel& f, const Value* figsize) {
  if (!figsize || figsize->isNone()) return;
  std::vector<double> wh = toVector(in, *figsize, "figsize");
  if (wh.size() != 2) in.raise(in.types.ValueError, "figsize must be a (width, height) pair");
  f.width = wh[0], f.height = wh[1];
}

// figure(num=None, figsize=None, ...): other keywords (dpi, facecolor) do not
// change what the event describes.
Value figureFn(Interp& in, const StatePtr& st, CallArgs& a) {
  const Value* num = a.npos ? &a.pos[0] : a.keyword("num");
  std::optional<int64_t> number;
  if (num && num->is(ObjKind::Native) && num->obj()->cls() == st->classes.figure) {
    number = static_cast<FigureObj*>(num->as<NativeObject>())->model->number;
  } else if (num && !num->isNone()) {
    number = toInt(in, *num);
  }
  auto f = st->newFigure(number);
  setFigsize(in, *f, a.npos > 1 ? &a.pos[1] : a.keyword("figsize"));
  return wrapFigure(st, f);
}

// subplots(nrows=1, ncols=1, *, squeeze=True, figsize=None, ...) -> (fig, axes)
Value subplotsFn(Interp& in, const StatePtr& st, CallArgs& a) {
  const Value* r = a.npos > 0 ? &a.pos[0] : a.keyword("nrows");
  const Value* c = a.npos > 1 ? &a.pos[1] : a.keyword("ncols");
  const int64_t nrows = r ? toInt(in, *r) : 1, ncols = c ? toInt(in, *c) : 1;
  if (nrows < 1 || ncols < 1) in.raise(in.types.ValueError, "Number of rows and columns must be positive integers");
  // A grid a figure could never hold (matplotlib would run out of memory making it).
  if (nrows > 10000 || ncols > 10000 || nrows * ncols > 100000) in.raise(in.exceptionClass("MemoryError"), "");
  const int rows = static_cast<int>(nrows), cols = static_cast<int>(ncols);  // within the limit above
  const Value* squeeze = a.keyword("squeeze");
  bool squeezed = !squeeze || in.truthy(*squeeze);
  auto f = st->newFigure();
  setFigsize(in, *f, a.keyword("figsize"));
  std::vector<Value> axes;
  for (int i = 1; i <= rows * cols; ++i) axes.push_back(wrapAxes(st, f->subplot(rows, cols, i)));
  Value grid;
  if (squeezed && rows * cols == 1) grid = axes[0];
  else
    grid = Value(new AxesGridObj(st->classes.grid, std::move(axes), rows, cols, !squeezed || (rows > 1 && cols > 1)));
  return in.newTuple({wrapFigure(st, f), grid});
}

Value showFn(Interp& in, const StatePtr& st) {
  for (const auto& f : st->figures) in.sink().emit(figureEvent(*f));
  st->figures.clear();
  st->current = nullptr;
  return Value::none();
}

// close(), close('all'), close(number) or close(figure).
Value closeFn(Interp& in, const StatePtr& st, CallArgs& a) {
  const Value* which = a.npos ? &a.pos[0] : a.keyword("fig");
  if (!which || which->isNone()) {
    if (st->current) st->close(st->current);
  } else if (which->is(ObjKind::Str) && which->as<Str>()->s == "all") {
    st->figures.clear();
    st->current = nullptr;
  } else if (which->is(ObjKind::Native) && which->obj()->cls() == st->classes.figure) {
    st->close(static_cast<FigureObj*>(which->as<NativeObject>())->model);
  } else {
    int64_t n = toInt(in, *which);
    for (const auto& f : std::vector(st->figures))
      if (f->number == n) st->close(f);
  }
  return Value::none();
}

void defFigureFunctions(Interp& in, const Value& m, const StatePtr& st) {
  defFunction(in, m, "figure", [st](Interp& in, const Value&, CallArgs& a) { return figureFn(in, st, a); });
  defFunction(in, m, "subplots", [st](Interp& in, const Value&, CallArgs& a) { return subplotsFn(in, st, a); });
  defFunction(in, m, "subplot", [st](Interp& in, const Value&, CallArgs& a) {
    return in.call(in.getAttr(wrapFigure(st, st->gcf()), "add_subplot"), a);
  });
  defFunction(in, m, "gcf", [st](Interp&, const Value&, CallArgs&) { return wrapFigure(st, st->gcf()); });
  defFunction(in, m, "gca", [st](Interp&, const Value&, CallArgs&) { return wrapAxes(st, st->gca()); });
  defFunction(in, m, "show", [st](Interp& in, const Value&, CallArgs&) { return showFn(in, st); });
  defFunction(in, m, "close", [st](Interp& in, const Value&, CallArgs& a) { return closeFn(in, st, a); });
  defFunction(in, m, "clf", [st](Interp&, const Value&, CallArgs&) {
    if (st->current) st->current->axes.clear(), st->current->current = nullptr;
    return Value::none();
  });
  defFunction(in, m, "cla", [st](Interp&, const Value&, CallArgs&) {
    AxesModel& ax = *st->gca();
    AxesModel cleared;
    cleared.nrows = ax.nrows, cleared.ncols = ax.ncols, cleared.index = ax.index;
    ax = std::move(cleared);
    return Value::none();
  });
  defFunction(in, m, "suptitle", [st](Interp& in, const Value&, CallArgs& a) {
    return in.call(in.getAttr(wrapFigure(st, st->gcf()), "suptitle"), a);
  });
  defFunction(in, m, "tight_layout", [st](Interp&, const Value&, CallArgs&) {
    st->gcf()->tight = true;
    return Value::none();
  });
}

Value makePyplot(Interp& in) {
  Value m = in.newModule("matplotlib.pyplot");
  auto st = std::make_shared<PyplotState>();
  installPyplotClasses(in, st);
  defOnGca(in, m, st, "plot", axesPlot);
  defOnGca(in, m, st, "scatter", axesScatter);
  defOnGca(in, m, st, "legend", axesLegend);
  defFunction(in, m, "grid", [st](Interp& in, const Value&, CallArgs& a) { return axesGrid(in, *st->gca(), a); });
  defFunction(in, m, "xlim",
              [st](Interp& in, const Value&, CallArgs& a) { return axesLimits(in, *st->gca(), true, a); });
  defFunction(in, m, "ylim",
              [st](Interp& in, const Value&, CallArgs& a) { return axesLimits(in, *st->gca(), false, a); });
  for (const char* name : {"title", "xlabel", "ylabel"}) defTextOnGca(in, m, st, name);
  defFigureFunctions(in, m, st);
  return m;
}

Value makeMatplotlib(Interp& in) {
  Value m = in.newModule("matplotlib");
  setModuleAttr(in, m, "__version__", in.newStr("3.8.0"));
  // Only one backend exists here (the event stream), so use() changes nothing.
  defFunction(in, m, "use", [](Interp&, const Value&, CallArgs&) { return Value::none(); });
  return m;
}

}  // namespace
}  // namespace mpl

void registerMatplotlibModule(Interp& in) {
  in.registerModule("matplotlib", mpl::makeMatplotlib);
  in.registerModule("matplotlib.pyplot", mpl::makePyplot);
}

}  // namespace tl::lang
