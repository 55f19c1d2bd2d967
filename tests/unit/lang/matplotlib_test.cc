// matplotlib-lite (engine/lang/modules/matplotlib): each show() is one `plot`
// event. Data values are checked against the same numbers computed here in
// C++; colors, margins, format strings and error messages are matplotlib
// 3.8's documented behaviour (default tab10 cycle, 5% margins, "ro" = red
// circles without a line).
#include <doctest/doctest.h>

#include <cmath>
#include <string>
#include <vector>

#include "core/core.h"
#include "lang/interpreter.h"

using namespace tl;

// Its own namespace: the module's test files compile together in one unity batch.
namespace matplotlib_test {
namespace {

struct PlotSink : core::EventSink {
  std::vector<core::Json> plots;
  std::string out, error;
  void emit(const core::Json& e) override {
    const std::string& type = e.get("type")->asString();
    if (type == "plot") plots.push_back(e);
    if (type == "stdout") out += e.get("text")->asString();
    if (type == "error") error = e.get("kind")->asString() + ": " + e.get("message")->asString();
  }
};

PlotSink run(const std::string& src) {
  PlotSink sink;
  core::Options options;
  lang::Interpreter in(options, sink);
  in.run(src);
  return sink;
}

const core::Json& axes(const core::Json& plot, size_t i = 0) { return plot.get("axes")->items().at(i); }
const core::Json& series(const core::Json& plot, size_t i, size_t axesIndex = 0) {
  return axes(plot, axesIndex).get("series")->items().at(i);
}
std::vector<double> numbers(const core::Json& array) {
  std::vector<double> v;
  for (const core::Json& j : array.items()) v.push_back(j.kind() == core::Json::Kind::Null ? NAN : j.asNumber());
  return v;
}
std::string str(const core::Json& obj, const char* key) {
  const core::Json* j = obj.get(key);
  return j && j->kind() == core::Json::Kind::String ? j->asString() : "<null>";
}

void checkClose(const std::vector<double>& got, const std::vector<double>& want) {
  REQUIRE(got.size() == want.size());
  for (size_t i = 0; i < got.size(); ++i) CHECK(got[i] == doctest::Approx(want[i]).epsilon(1e-12));
}

}  // namespace

TEST_SUITE_BEGIN("matplotlib");

TEST_CASE("the course's model plot: scatter of the data and the fitted line in red") {
  PlotSink s = run(R"(from matplotlib import pyplot as plt
xs = [i * 0.5 for i in range(20)]
ys = [3.0 * x + 1.0 for x in xs]
plt.xlabel("median_income")
plt.ylabel("median_house_value")
plt.scatter(xs, ys)
plt.plot([0, xs[-1]], [1.0, 3.0 * xs[-1] + 1.0], c="r")
plt.show()
)");
  REQUIRE(s.error.empty());
  REQUIRE(s.plots.size() == 1);
  const core::Json& p = s.plots[0];
  CHECK(str(p, "type") == "plot");
  CHECK(p.get("figure")->asNumber() == 1);
  CHECK(p.get("width")->asNumber() == 6.4);
  CHECK(p.get("height")->asNumber() == 4.8);
  CHECK(str(axes(p), "xlabel") == "median_income");
  CHECK(str(axes(p), "ylabel") == "median_house_value");
  std::vector<double> xs, ys;
  for (int i = 0; i < 20; ++i) xs.push_back(i * 0.5), ys.push_back(3.0 * (i * 0.5) + 1.0);
  const core::Json& dots = series(p, 0);
  CHECK(str(dots, "kind") == "scatter");
  checkClose(numbers(*dots.get("x")), xs);
  checkClose(numbers(*dots.get("y")), ys);
  CHECK(str(dots, "color") == "#1f77b4");     // C0
  CHECK(dots.get("size")->asNumber() == 36);  // rcParams['lines.markersize'] ** 2
  const core::Json& line = series(p, 1);
  CHECK(str(line, "kind") == "line");
  CHECK(str(line, "color") == "#ff0000");
  checkClose(numbers(*line.get("y")), {1.0, 3.0 * 9.5 + 1.0});
  CHECK(axes(p).get("xlim")->kind() == core::Json::Kind::Null);
}

TEST_CASE("the course's loss curve: figure(), a labelled line, legend() and ylim([a, b])") {
  PlotSink s = run(R"(import matplotlib.pyplot as plt
epochs = list(range(5))
rmse = [10.0 / (e + 1) for e in epochs]
plt.figure()
plt.xlabel("Epoch")
plt.ylabel("Root Mean Squared Error")
plt.plot(epochs, rmse, label="Loss")
plt.legend()
plt.ylim([min(rmse) * 0.97, max(rmse)])
plt.show()
)");
  REQUIRE(s.error.empty());
  REQUIRE(s.plots.size() == 1);
  const core::Json& a = axes(s.plots[0]);
  CHECK(a.get("legend")->asBool());
  CHECK(str(series(s.plots[0], 0), "label") == "Loss");
  checkClose(numbers(*a.get("ylim")), {2.0 * 0.97, 10.0});
  checkClose(numbers(*series(s.plots[0], 0).get("x")), {0, 1, 2, 3, 4});
  checkClose(numbers(*series(s.plots[0], 0).get("y")), {10.0, 5.0, 10.0 / 3, 2.5, 2.0});
}

TEST_CASE("nothing is emitted without show(); show() closes figures so numbering restarts") {
  CHECK(run("import matplotlib.pyplot as plt\nplt.plot([1, 2, 3])\n").plots.empty());
  PlotSink s = run(R"(import matplotlib.pyplot as plt
plt.plot([1, 2])
plt.show()
plt.figure()
plt.plot([3, 4])
plt.show()
plt.show()
)");
  REQUIRE(s.plots.size() == 2);
  CHECK(s.plots[0].get("figure")->asNumber() == 1);
  CHECK(s.plots[1].get("figure")->asNumber() == 1);
  PlotSink two =
      run("import matplotlib.pyplot as plt\nf = plt.figure()\ng = plt.figure(figsize=(8, 3))\nprint(f.number, "
          "g.number)\nplt.show()\n");
  CHECK(two.out == "1 2\n");
  REQUIRE(two.plots.size() == 2);
  CHECK(two.plots[1].get("width")->asNumber() == 8);
  CHECK(two.plots[1].get("height")->asNumber() == 3);
}

TEST_CASE("plot(y) uses 0..n-1 as x; format strings set marker, line style and color") {
  PlotSink s = run(R"(import matplotlib.pyplot as plt
plt.plot([5, 7, 9])
plt.plot([1, 2], [3, 4], "ro")
plt.plot([1, 2], [3, 4], "g--")
plt.plot([1, 2], [3, 4], "C3")
plt.show()
)");
  REQUIRE(s.error.empty());
  const core::Json& p = s.plots.at(0);
  checkClose(numbers(*series(p, 0).get("x")), {0, 1, 2});
  CHECK(str(series(p, 0), "linestyle") == "-");
  CHECK(str(series(p, 0), "marker") == "<null>");
  CHECK(str(series(p, 1), "color") == "#ff0000");
  CHECK(str(series(p, 1), "marker") == "o");
  CHECK(str(series(p, 1), "linestyle") == "<null>");
  CHECK(str(series(p, 2), "color") == "#008000");  // 'g' is (0, 0.5, 0)
  CHECK(str(series(p, 2), "linestyle") == "--");
  CHECK(str(series(p, 3), "color") == "#d62728");
}

TEST_CASE("the default color cycle: lines and scatters cycle separately; explicit colors do not advance it") {
  PlotSink s = run(R"(import matplotlib.pyplot as plt
plt.plot([1, 2])
plt.plot([1, 2], color="black")
plt.plot([1, 2])
plt.scatter([1], [2])
plt.plot([1, 2])
plt.show()
)");
  const core::Json& p = s.plots.at(0);
  CHECK(str(series(p, 0), "color") == "#1f77b4");
  CHECK(str(series(p, 1), "color") == "#000000");
  CHECK(str(series(p, 2), "color") == "#ff7f0e");
  CHECK(str(series(p, 3), "color") == "#1f77b4");
  CHECK(str(series(p, 4), "color") == "#2ca02c");
}

TEST_CASE("subplots returns (fig, axes); Axes methods fill their own axes") {
  PlotSink s = run(R"(import matplotlib.pyplot as plt
fig, (left, right) = plt.subplots(1, 2, figsize=(10, 4))
left.plot([1, 2, 3], label="a")
left.set_title("left")
left.legend(loc="lower left")
right.scatter([1, 2], [3, 4])
right.set_xlabel("x")
right.set_ylabel("y")
right.set_xlim(0, 5)
right.grid(True)
print(right.get_xlim())
fig2, grid = plt.subplots(2, 2)
grid[1, 0].set_title("bottom left")
grid[0][1].plot([0, 1])
print(grid.shape, len(grid), len(grid.flat))
plt.tight_layout()
plt.show()
)");
  REQUIRE(s.error.empty());
  CHECK(s.out == "(0.0, 5.0)\n(2, 2) 2 4\n");
  REQUIRE(s.plots.size() == 2);
  const core::Json& p = s.plots[0];
  REQUIRE(p.get("axes")->items().size() == 2);
  CHECK(str(axes(p, 0), "title") == "left");
  CHECK(axes(p, 0).get("legend")->asBool());
  CHECK(str(axes(p, 0), "legend_loc") == "lower left");
  CHECK(axes(p, 1).get("index")->asNumber() == 2);
  CHECK(axes(p, 1).get("ncols")->asNumber() == 2);
  CHECK(axes(p, 1).get("grid")->asBool());
  checkClose(numbers(*axes(p, 1).get("xlim")), {0, 5});
  CHECK(str(axes(s.plots[1], 2), "title") == "bottom left");
  CHECK(p.get("tight") == nullptr);
  CHECK(s.plots[1].get("tight")->asBool());  // tight_layout() applies to the current figure
  CHECK(axes(s.plots[1], 1).get("series")->items().size() == 1);
}

TEST_CASE("numpy arrays, tensors, 2-D arrays and any iterable of numbers plot") {
  PlotSink s = run(R"(import numpy as np
import tensorflow as tf
import matplotlib.pyplot as plt
class Column:
    def __init__(self, values):
        self.values = values
    def __iter__(self):
        return iter(self.values)
plt.plot(np.linspace(0.0, 1.0, 5), tf.constant([1.0, 2.0, 3.0, 4.0, 5.0]) * 2.0)
plt.plot(np.array([[1.0, 10.0], [2.0, 20.0], [3.0, 30.0]]))
plt.scatter(Column([1, 2, 3]), Column([4.5, 5.5, 6.5]))
plt.show()
)");
  REQUIRE(s.error.empty());
  const core::Json& p = s.plots.at(0);
  checkClose(numbers(*series(p, 0).get("x")), {0, 0.25, 0.5, 0.75, 1.0});
  checkClose(numbers(*series(p, 0).get("y")), {2, 4, 6, 8, 10});
  checkClose(numbers(*series(p, 1).get("y")), {1, 2, 3});
  checkClose(numbers(*series(p, 2).get("y")), {10, 20, 30});
  checkClose(numbers(*series(p, 2).get("x")), {0, 1, 2});
  checkClose(numbers(*series(p, 3).get("y")), {4.5, 5.5, 6.5});
}

TEST_CASE("autoscaled limits have matplotlib's 5% margins; mismatched lengths raise its ValueError") {
  PlotSink s = run(R"(import matplotlib.pyplot as plt
plt.plot([0, 10], [0, 1])
print(plt.xlim(), plt.ylim())
plt.plot([1, 2], [1, 2, 3])
)");
  CHECK(s.out == "(-0.5, 10.5) (-0.05, 1.05)\n");
  CHECK(s.error == "ValueError: x and y must have same first dimension, but have shapes (2,) and (3,)");
  CHECK(run("import matplotlib.pyplot as plt\nplt.plot([1], [2], 'q')\n").error ==
        "ValueError: 'q' is not a valid format string");
}

TEST_CASE("figure numbers and subplot grids are ints of 64 bits, checked as GridSpec checks them") {
  PlotSink s = run(R"(import matplotlib.pyplot as plt
fig = plt.figure(2**40)
print(fig.number)
fig.add_subplot(2**32 + 1, 1, 1)
fig.add_subplot(2, 2**31, 2**32)
plt.show()
)");
  CHECK(s.out == "1099511627776\n");
  REQUIRE(s.plots.size() == 1);
  const core::Json& grid = axes(s.plots[0], 1);
  CHECK(grid.get("ncols")->asNumber() == 2147483648.0);
  CHECK(grid.get("index")->asNumber() == 4294967296.0);
  CHECK(axes(s.plots[0], 0).get("nrows")->asNumber() == 4294967297.0);
  auto subplotError = [](const char* args) {
    return run(std::string("import matplotlib.pyplot as plt\nplt.figure().add_subplot(") + args + ")\n").error;
  };
  CHECK(subplotError("0, 1, 1") == "ValueError: Number of rows must be a positive integer, not 0");
  CHECK(subplotError("1, -2, 1") == "ValueError: Number of columns must be a positive integer, not -2");
  CHECK(subplotError("2**32, 2**32, 0") ==
        "ValueError: num must be an integer with 1 <= num <= 18446744073709551616, not 0");
}

TEST_CASE("import forms: import matplotlib, import matplotlib.pyplot, from matplotlib import pyplot") {
  PlotSink s = run(R"(import matplotlib
import matplotlib.pyplot
from matplotlib import pyplot as plt
print(matplotlib.pyplot is plt)
matplotlib.pyplot.plot([1])
plt.show()
)");
  REQUIRE(s.error.empty());
  CHECK(s.out == "True\n");
  CHECK(s.plots.size() == 1);
}

TEST_CASE("a huge series is thinned to at most 20,000 points with a note") {
  PlotSink s = run("import matplotlib.pyplot as plt\nplt.plot(list(range(50000)))\nplt.show()\n");
  REQUIRE(s.plots.size() == 1);
  const core::Json& line = series(s.plots[0], 0);
  std::vector<double> x = numbers(*line.get("x"));
  CHECK(x.size() <= 20001);
  CHECK(x.front() == 0);
  CHECK(x.back() == 49999);
  CHECK(line.get("points")->asNumber() == 50000);
  CHECK(line.get("note") != nullptr);
}

TEST_CASE("plot returns a list of Line2D; labels and colors are readable") {
  PlotSink s = run(R"(import matplotlib.pyplot as plt
lines = plt.plot([1, 2], [3, 4], "k", label="fit")
print(len(lines), lines[0].get_label())
line, = plt.plot([1, 2])
print(line.get_color())
)");
  REQUIRE(s.error.empty());
  CHECK(s.out == "1 fit\n#1f77b4\n");
}

TEST_SUITE_END();

}  // namespace matplotlib_test
