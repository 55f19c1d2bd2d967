// What plot(), scatter(), xlabel(), xlim(), legend() and grid() do to one
// Axes, for both plt.* and ax.* spellings. Argument handling follows
// matplotlib 3.8: plot(y), plot(x, y), plot(x, y, fmt), repeated groups;
// an explicit color does not advance the color cycle.
#include <cstdio>

#include "lang/modules/matplotlib/data_values.h"
#include "lang/modules/matplotlib/pyplot_objects.h"
#include "lang/modules/matplotlib/styles.h"

namespace tl::lang::mpl {
namespace {

std::string colorArg(Interp& in, const Value& v) {
  if (v.is(ObjKind::Str)) {
    const std::string& s = v.as<Str>()->s;
    if (auto c = parseColor(s)) return *c;
    in.raise(in.types.ValueError, in.repr(v) + " is not a valid color value.");
  }
  std::vector<double> rgb = toVector(in, v, "color");
  if (rgb.size() != 3 && rgb.size() != 4) in.raise(in.types.ValueError, "RGBA sequence should have length 3 or 4");
  char buf[8];
  auto byte = [](double f) { return static_cast<int>(f < 0 ? 0 : f > 1 ? 255 : f * 255 + 0.5); };
  std::snprintf(buf, sizeof buf, "#%02x%02x%02x", byte(rgb[0]), byte(rgb[1]), byte(rgb[2]));
  return buf;
}

std::string lineStyleArg(Interp& in, const Value& v) {
  std::string s = v.isNone() ? "None" : toStr(in, v);
  if (s == "-" || s == "--" || s == "-." || s == ":") return s;
  if (s == "solid") return "-";
  if (s == "dashed") return "--";
  if (s == "dashdot") return "-.";
  if (s == "dotted") return ":";
  if (s == "None" || s == "none" || s == " " || s.empty()) return "";
  in.raise(in.types.ValueError, in.repr(v) +
                                    " is not a valid value for ls; supported values are "
                                    "'-', '--', '-.', ':', 'None', ' ', '', 'solid', 'dashed', 'dashdot', 'dotted'");
}

// Keyword arguments of plot(); `explicitLs` tells a set linestyle from the default.
struct LineKw {
  std::string color, label, marker, linestyle;
  bool explicitLs = false;
  double width = kLineWidth, alpha = 1.0;
};

bool ignoredKeyword(const std::string& name) {
  static const char* const kIgnored[] = {
      "markersize", "ms",          "zorder",    "markerfacecolor", "mfc",       "markeredgecolor",
      "mec",        "antialiased", "drawstyle", "edgecolors",      "edgecolor", "linewidths",
      "fontsize",   "loc",         "cmap",      "picker"};
  for (const char* k : kIgnored)
    if (name == k) return true;
  return false;
}

[[noreturn]] void unexpectedKeyword(Interp& in, const char* artist, const std::string& name) {
  in.raise(in.types.AttributeError, std::string(artist) + ".set() got an unexpected keyword argument '" + name + "'");
}

LineKw lineKeywords(Interp& in, const CallArgs& a) {
  LineKw kw;
  for (size_t i = 0; i < a.nkw; ++i) {
    const std::string& name = a.kw[i].name;
    const Value& v = a.kw[i].value;
    if (name == "color" || name == "c") kw.color = colorArg(in, v);
    else if (name == "label") kw.label = in.str(v);
    else if (name == "linewidth" || name == "lw") kw.width = toNumber(in, v);
    else if (name == "linestyle" || name == "ls") kw.linestyle = lineStyleArg(in, v), kw.explicitLs = true;
    else if (name == "marker") kw.marker = v.isNone() ? "" : toStr(in, v);
    else if (name == "alpha") kw.alpha = v.isNone() ? 1.0 : toNumber(in, v);
    else if (!ignoredKeyword(name)) unexpectedKeyword(in, "Line2D", name);
  }
  if (!kw.marker.empty() && !isMarker(kw.marker))
    in.raise(in.types.ValueError, "Unrecognized marker style '" + kw.marker + "'");
  return kw;
}

Value newArtist(Interp& in, ClassObj* cls, std::string text, const std::string& label = "",
                const std::string& color = "") {
  auto* a = new ArtistObj(cls, std::move(text));
  a->label = label, a->color = color;
  return Value(a);
}

Columns indexColumn(size_t n) {
  Columns c;
  c.rows = n;
  c.cols.resize(1);
  for (size_t i = 0; i < n; ++i) c.cols[0].push_back(static_cast<double>(i));
  return c;
}

// One x/y group of plot(): one line per column of y (or of x).
void addLines(Interp& in, PyplotState& st, AxesModel& ax, const Columns& x, const Columns& y, const Format& fmt,
              const LineKw& kw, std::vector<Value>& out) {
  if (x.rows != y.rows) {
    in.raise(in.types.ValueError,
             "x and y must have same first dimension, but have shapes " + x.shape() + " and " + y.shape());
  }
  size_t n = std::max(x.cols.size(), y.cols.size());
  if (x.cols.size() != y.cols.size() && x.cols.size() != 1 && y.cols.size() != 1) {
    in.raise(in.types.ValueError, "x has " + std::to_string(x.cols.size()) + " columns but y has " +
                                      std::to_string(y.cols.size()) + " columns");
  }
  for (size_t k = 0; k < n; ++k) {
    Series s;
    s.kind = "line";
    s.x = x.cols[x.cols.size() == 1 ? 0 : k];
    s.y = y.cols[y.cols.size() == 1 ? 0 : k];
    s.color = !kw.color.empty() ? kw.color : !fmt.color.empty() ? fmt.color : cycleColor(ax.lineCycle++);
    s.marker = !kw.marker.empty() ? kw.marker : fmt.marker;
    // A format with a marker and no line style draws markers only ("ro").
    bool markersOnly = !fmt.marker.empty() && fmt.linestyle.empty();
    s.linestyle = kw.explicitLs ? kw.linestyle : !fmt.linestyle.empty() ? fmt.linestyle : markersOnly ? "" : "-";
    s.width = kw.width, s.alpha = kw.alpha, s.label = kw.label;
    std::string shown = s.label.empty() ? "_child" + std::to_string(ax.series.size()) : s.label;
    out.push_back(newArtist(in, st.classes.line2d, "Line2D(" + shown + ")", s.label, s.color));
    ax.series.push_back(std::move(s));
  }
}

// scatter() ravels its inputs, as NumPy's ravel does (row-major).
std::vector<double> ravel(Interp& in, const Value& v) {
  Columns c = toColumns(in, v);
  std::vector<double> out;
  out.reserve(c.rows * c.cols.size());
  for (size_t r = 0; r < c.rows; ++r)
    for (const auto& col : c.cols) out.push_back(col[r]);
  return out;
}

std::string textRepr(Interp& in, const std::string& field, const std::string& text) {
  const char* at = field == "title" ? "0.5, 1.0" : field == "xlabel" ? "0.5, 0" : "0, 0.5";
  return std::string("Text(") + at + ", " + in.repr(in.newStr(text)) + ")";
}

std::optional<double> limitArg(Interp& in, const Value& v) {
  if (v.isNull() || v.isNone()) return std::nullopt;
  return toNumber(in, v);
}

}  // namespace

Value axesPlot(Interp& in, PyplotState& st, AxesModel& ax, CallArgs& args) {
  LineKw kw = lineKeywords(in, args);
  std::vector<Value> lines;
  for (size_t i = 0; i < args.npos;) {
    bool hasX = i + 1 < args.npos && !args.pos[i + 1].is(ObjKind::Str);
    Columns y = toColumns(in, args.pos[hasX ? i + 1 : i]);
    Columns x = hasX ? toColumns(in, args.pos[i]) : indexColumn(y.rows);
    i += hasX ? 2 : 1;
    Format fmt;
    if (i < args.npos && args.pos[i].is(ObjKind::Str)) {
      auto parsed = parseFormat(args.pos[i].as<Str>()->s);
      if (!parsed) in.raise(in.types.ValueError, in.repr(args.pos[i]) + " is not a valid format string");
      fmt = *parsed;
      ++i;
    }
    addLines(in, st, ax, x, y, fmt, kw, lines);
  }
  return in.newList(std::move(lines));
}

Value axesScatter(Interp& in, PyplotState& st, AxesModel& ax, CallArgs& args) {
  auto a = parseArgs(in, CallArgs{args.pos, args.npos, nullptr, 0}, "scatter", {"x", "y", "s", "c", "marker"}, 2);
  Series s;
  s.kind = "scatter";
  s.x = ravel(in, a[0]);
  s.y = ravel(in, a[1]);
  if (s.x.size() != s.y.size()) in.raise(in.types.ValueError, "x and y must be the same size");
  Value size = a[2], color = a[3], marker = a[4];
  for (size_t i = 0; i < args.nkw; ++i) {
    const std::string& name = args.kw[i].name;
    const Value& v = args.kw[i].value;
    if (name == "s") size = v;
    else if (name == "c" || name == "color") color = v;
    else if (name == "marker") marker = v;
    else if (name == "label") s.label = in.str(v);
    else if (name == "alpha") s.alpha = v.isNone() ? 1.0 : toNumber(in, v);
    else if (!ignoredKeyword(name)) unexpectedKeyword(in, "PathCollection", name);
  }
  bool oneColor = color.isNull() || color.isNone() || color.is(ObjKind::Str) ||
                  (!color.isNumber() && in.len(color) <= 4);
  if (!oneColor || (!size.isNull() && !size.isNone() && !size.isNumber())) {
    in.raise(in.types.NotImplementedError,
             "matplotlib-lite: scatter() takes one color (c=) and one size (s=) for all points");
  }
  s.color = color.isNull() || color.isNone() ? cycleColor(ax.patchCycle++) : colorArg(in, color);
  s.size = size.isNull() || size.isNone() ? kScatterSize : size.toDouble();
  s.marker = marker.isNull() || marker.isNone() ? "o" : toStr(in, marker);
  if (!isMarker(s.marker)) in.raise(in.types.ValueError, "Unrecognized marker style '" + s.marker + "'");
  Value artist = newArtist(in, st.classes.collection, "", s.label, s.color);
  char address[24];
  std::snprintf(address, sizeof address, "0x%llx", static_cast<unsigned long long>(in.fakeAddress(artist.obj())));
  artist.as<ArtistObj>()->reprText = std::string("<matplotlib.collections.PathCollection object at ") + address + ">";
  ax.series.push_back(std::move(s));
  return artist;
}

Value axesSetText(Interp& in, PyplotState& st, AxesModel& ax, const std::string& field, CallArgs& args) {
  if (args.npos < 1) in.raise(in.types.TypeError, field + "() missing 1 required positional argument: 'label'");
  std::string text = in.str(args.pos[0]);
  (field == "title" ? ax.title : field == "xlabel" ? ax.xlabel : ax.ylabel) = text;
  return newArtist(in, st.classes.text, textRepr(in, field, text));
}

Value axesLimits(Interp& in, AxesModel& ax, bool xAxis, CallArgs& args) {
  Limits& lim = xAxis ? ax.xlim : ax.ylim;
  Value lo, hi;
  if (args.npos == 1 && !args.pos[0].isNone()) {
    std::vector<Value> pair = in.toVector(args.pos[0]);
    if (pair.size() != 2) in.raise(in.types.ValueError, "too many values to unpack (expected 2)");
    lo = pair[0], hi = pair[1];
  } else if (args.npos >= 1) {
    lo = args.pos[0];
    if (args.npos > 1) hi = args.pos[1];
  }
  for (size_t i = 0; i < args.nkw; ++i) {
    const std::string& n = args.kw[i].name;
    if (n == (xAxis ? "left" : "bottom") || n == (xAxis ? "xmin" : "ymin")) lo = args.kw[i].value;
    else if (n == (xAxis ? "right" : "top") || n == (xAxis ? "xmax" : "ymax")) hi = args.kw[i].value;
  }
  if (auto v = limitArg(in, lo)) lim.low = v;
  if (auto v = limitArg(in, hi)) lim.high = v;
  auto [a, b] = ax.viewLimits(xAxis);
  return in.newTuple({Value::real(a), Value::real(b)});
}

Value axesLegend(Interp& in, PyplotState& st, AxesModel& ax, CallArgs& args) {
  // legend(labels) or legend(handles, labels): labels go to the series in order.
  if (args.npos >= 1) {
    std::vector<Value> labels = in.toVector(args.pos[args.npos >= 2 ? 1 : 0]);
    for (size_t i = 0; i < labels.size() && i < ax.series.size(); ++i) ax.series[i].label = in.str(labels[i]);
  }
  ax.legend = true;
  if (const Value* loc = args.keyword("loc"); loc && loc->is(ObjKind::Str)) ax.legendLoc = loc->as<Str>()->s;
  return newArtist(in, st.classes.legend, "Legend");
}

Value axesGrid(Interp& in, AxesModel& ax, CallArgs& args) {
  const Value* visible = args.keyword("visible");
  if (args.npos >= 1) visible = &args.pos[0];
  if (visible && !visible->isNone()) ax.grid = in.truthy(*visible);
  else ax.grid = args.nkw > 0 ? true : !ax.grid;  // grid() alone toggles, as in matplotlib
  return Value::none();
}

}  // namespace tl::lang::mpl
