// Figure, Axes, the artists and subplots()'s axes grid as Python objects.
#include "lang/modules/matplotlib/pyplot_objects.h"

#include <algorithm>

#include "lang/modules/matplotlib/data_values.h"

namespace tl::lang::mpl {
namespace {

AxesObj& axesOf(const Value& v) { return *static_cast<AxesObj*>(v.as<NativeObject>()); }
FigureObj& figureOf(const Value& v) { return *static_cast<FigureObj*>(v.as<NativeObject>()); }

// Methods of Axes: each forwards to the shared call in axes_calls.cc.
using AxesCall = Value (*)(Interp&, PyplotState&, AxesModel&, CallArgs&);
void defAxesCall(Interp& in, ClassObj* cls, const char* name, AxesCall call) {
  defMethod(in, cls, name, [call](Interp& in, const Value& self, CallArgs& a) {
    AxesObj& ax = axesOf(self);
    return call(in, *ax.state, *ax.model, a);
  });
}

void defAxesText(Interp& in, ClassObj* cls, const char* name, std::string field) {
  defMethod(in, cls, name, [field](Interp& in, const Value& self, CallArgs& a) {
    AxesObj& ax = axesOf(self);
    return axesSetText(in, *ax.state, *ax.model, field, a);
  });
}

void defAxesLimits(Interp& in, ClassObj* cls, const char* name, bool xAxis, bool setter) {
  defMethod(in, cls, name, [xAxis, setter](Interp& in, const Value& self, CallArgs& a) {
    if (!setter && (a.npos || a.nkw)) in.raise(in.types.TypeError, "get_lim() takes 1 positional argument");
    return axesLimits(in, *axesOf(self).model, xAxis, a);
  });
}

void installAxesClass(Interp& in, ClassObj* cls) {
  defAxesCall(in, cls, "plot", axesPlot);
  defAxesCall(in, cls, "scatter", axesScatter);
  defAxesCall(in, cls, "legend", axesLegend);
  defMethod(in, cls, "grid",
            [](Interp& in, const Value& self, CallArgs& a) { return axesGrid(in, *axesOf(self).model, a); });
  defAxesText(in, cls, "set_title", "title");
  defAxesText(in, cls, "set_xlabel", "xlabel");
  defAxesText(in, cls, "set_ylabel", "ylabel");
  defAxesLimits(in, cls, "set_xlim", true, true);
  defAxesLimits(in, cls, "set_ylim", false, true);
  defAxesLimits(in, cls, "get_xlim", true, false);
  defAxesLimits(in, cls, "get_ylim", false, false);
  defMethod(in, cls, "get_title",
            [](Interp& in, const Value& self, CallArgs&) { return in.newStr(axesOf(self).model->title); });
  defMethod(in, cls, "get_xlabel",
            [](Interp& in, const Value& self, CallArgs&) { return in.newStr(axesOf(self).model->xlabel); });
  defMethod(in, cls, "get_ylabel",
            [](Interp& in, const Value& self, CallArgs&) { return in.newStr(axesOf(self).model->ylabel); });
}

// add_subplot(nrows, ncols, index) or add_subplot(231); subplot() shares it.
Value figureAddSubplot(Interp& in, const Value& self, CallArgs& a) {
  FigureObj& fig = figureOf(self);
  int64_t r = 1, c = 1, i = 1;
  if (a.npos == 1) {
    int64_t code = toInt(in, a.pos[0]);
    if (code < 111 || code > 999) {
      in.raise(in.types.ValueError,
               "Integer subplot specification must be a three-digit number, not " + std::to_string(code));
    }
    r = code / 100, c = code / 10 % 10, i = code % 10;
  } else if (a.npos == 3) {
    r = toInt(in, a.pos[0]);
    c = toInt(in, a.pos[1]);
    i = toInt(in, a.pos[2]);
  } else if (a.npos != 0) {
    in.raise(in.types.TypeError,
             "add_subplot() takes 1 or 3 positional arguments but " + std::to_string(a.npos) + " were given");
  }
  // matplotlib's SubplotSpec._from_subplot_args, with the grid's size exact.
  if (r < 1) in.raise(in.types.ValueError, "Number of rows must be a positive integer, not " + std::to_string(r));
  if (c < 1) in.raise(in.types.ValueError, "Number of columns must be a positive integer, not " + std::to_string(c));
  const BigInt cells = BigInt(r) * BigInt(c);
  if (i < 1 || BigInt::compare(BigInt(i), cells) > 0) {
    in.raise(in.types.ValueError,
             "num must be an integer with 1 <= num <= " + cells.toString() + ", not " + std::to_string(i));
  }
  return wrapAxes(fig.state, fig.model->subplot(r, c, i));
}

void installFigureClass(Interp& in, ClassObj* cls) {
  defMethod(in, cls, "add_subplot", figureAddSubplot);
  defMethod(in, cls, "gca", [](Interp&, const Value& self, CallArgs&) {
    FigureObj& fig = figureOf(self);
    return wrapAxes(fig.state, fig.model->current ? fig.model->current : fig.model->subplot(1, 1, 1));
  });
  defMethod(in, cls, "suptitle", [](Interp& in, const Value& self, CallArgs& a) {
    if (a.npos < 1) in.raise(in.types.TypeError, "suptitle() missing 1 required positional argument: 't'");
    figureOf(self).model->suptitle = in.str(a.pos[0]);
    return Value(new ArtistObj(figureOf(self).state->classes.text, "Text(0.5, 0.98, " + in.repr(a.pos[0]) + ")"));
  });
  defMethod(in, cls, "set_size_inches", [](Interp& in, const Value& self, CallArgs& a) {
    std::vector<double> wh = a.npos == 1 ? toVector(in, a.pos[0], "size") : std::vector<double>{};
    if (a.npos == 2) wh = {toNumber(in, a.pos[0]), toNumber(in, a.pos[1])};
    if (wh.size() != 2) in.raise(in.types.ValueError, "set_size_inches() needs a width and a height");
    figureOf(self).model->width = wh[0], figureOf(self).model->height = wh[1];
    return Value::none();
  });
  // Layout is the renderer's job: tight_layout() only asks it to leave room for labels.
  defMethod(in, cls, "tight_layout", [](Interp&, const Value& self, CallArgs&) {
    figureOf(self).model->tight = true;
    return Value::none();
  });
  defMethod(in, cls, "subplots_adjust", [](Interp&, const Value&, CallArgs&) { return Value::none(); });
}

std::string reprField(Interp& in, const std::string& name, const std::string& value) {
  return value.empty() ? "" : name + "=" + in.repr(in.newStr(value));
}

}  // namespace

std::shared_ptr<FigureModel> PyplotState::newFigure(std::optional<int64_t> number) {
  if (number) {
    for (const auto& f : figures)
      if (f->number == *number) return current = f;
  }
  int64_t next = 1;
  for (const auto& f : figures) next = std::max(next, f->number + 1);
  auto f = std::make_shared<FigureModel>();
  f->number = number.value_or(next);
  figures.push_back(f);
  return current = f;
}

std::shared_ptr<FigureModel> PyplotState::gcf() { return current ? current : newFigure(); }

std::shared_ptr<AxesModel> PyplotState::gca() {
  auto f = gcf();
  return f->current ? f->current : f->subplot(1, 1, 1);
}

void PyplotState::close(const std::shared_ptr<FigureModel>& figure) {
  figures.erase(std::remove(figures.begin(), figures.end(), figure), figures.end());
  if (current == figure) current = figures.empty() ? nullptr : figures.back();
}

Value FigureObj::getAttr(Interp& in, const std::string& name) {
  if (name == "number") return Value::integer(model->number);
  if (name == "axes") {
    std::vector<Value> axes;
    for (const auto& a : model->axes) axes.push_back(wrapAxes(state, a));
    return in.newList(std::move(axes));
  }
  return {};
}

Value FigureObj::compare(Interp&, CmpOp op, const Value& other) {
  if ((op != CmpOp::Eq && op != CmpOp::Ne) || !other.is(ObjKind::Native) || other.obj()->cls() != cls()) return {};
  return Value::boolean((figureOf(other).model == model) == (op == CmpOp::Eq));
}

std::string FigureObj::repr(Interp&) {
  return "<Figure size " + std::to_string(static_cast<int>(model->width * 100)) + "x" +
         std::to_string(static_cast<int>(model->height * 100)) + " with " + std::to_string(model->axes.size()) +
         " Axes>";
}

Value AxesObj::compare(Interp&, CmpOp op, const Value& other) {
  if ((op != CmpOp::Eq && op != CmpOp::Ne) || !other.is(ObjKind::Native) || other.obj()->cls() != cls()) return {};
  return Value::boolean((axesOf(other).model == model) == (op == CmpOp::Eq));
}

std::string AxesObj::repr(Interp& in) {
  std::string fields;
  if (!model->title.empty()) fields = "title={'center': " + in.repr(in.newStr(model->title)) + "}";
  for (const std::string& f : {reprField(in, "xlabel", model->xlabel), reprField(in, "ylabel", model->ylabel)})
    if (!f.empty()) fields += (fields.empty() ? "" : ", ") + f;
  return "<Axes: " + fields + ">";
}

Value wrapFigure(const StatePtr& state, const std::shared_ptr<FigureModel>& figure) {
  return Value(new FigureObj(state, figure));
}

Value wrapAxes(const StatePtr& state, const std::shared_ptr<AxesModel>& axes) {
  return Value(new AxesObj(state, axes));
}

void installPyplotClasses(Interp& in, const StatePtr& state) {
  PyplotClasses& c = state->classes;
  c.figure = newNativeClass(in, "Figure", "matplotlib.figure");
  c.axes = newNativeClass(in, "Axes", "matplotlib.axes");
  c.grid = newNativeClass(in, "ndarray", "numpy");
  c.line2d = newNativeClass(in, "Line2D", "matplotlib.lines");
  c.collection = newNativeClass(in, "PathCollection", "matplotlib.collections");
  c.text = newNativeClass(in, "Text", "matplotlib.text");
  c.legend = newNativeClass(in, "Legend", "matplotlib.legend");
  for (ClassObj* cls : {c.figure, c.axes, c.grid, c.line2d, c.collection, c.text, c.legend})
    state->keepAlive.push_back(Value(cls));
  installFigureClass(in, c.figure);
  installAxesClass(in, c.axes);
  defMethod(in, c.line2d, "get_color",
            [](Interp& in, const Value& self, CallArgs&) { return in.newStr(self.as<ArtistObj>()->color); });
  defMethod(in, c.line2d, "get_label",
            [](Interp& in, const Value& self, CallArgs&) { return in.newStr(self.as<ArtistObj>()->label); });
}

}  // namespace tl::lang::mpl
