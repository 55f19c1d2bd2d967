// subplots()'s array of Axes: indexing (axes[i], axes[i, j], negative
// indices), len, iteration by rows, .shape, .size, .flat and .flatten().
#include "lang/modules/matplotlib/pyplot_objects.h"

namespace tl::lang::mpl {
namespace {

int64_t checkedIndex(Interp& in, const Value& key, int64_t n, int axis) {
  int64_t i = toInt(in, key);
  if (i < -n || i >= n) {
    in.raise(in.types.IndexError, "index " + std::to_string(i) + " is out of bounds for axis " + std::to_string(axis) +
                                      " with size " + std::to_string(n));
  }
  return i < 0 ? i + n : i;
}

Value rowOf(const AxesGridObj& grid, int64_t r) {
  std::vector<Value> row(grid.axes.begin() + r * grid.cols, grid.axes.begin() + (r + 1) * grid.cols);
  return Value(new AxesGridObj(grid.cls(), std::move(row), 1, grid.cols, false));
}

}  // namespace

Value AxesGridObj::getAttr(Interp& in, const std::string& name) {
  if (name == "shape") {
    if (!twoD) return in.newTuple({Value::integer(static_cast<int64_t>(axes.size()))});
    return in.newTuple({Value::integer(rows), Value::integer(cols)});
  }
  if (name == "size") return Value::integer(static_cast<int64_t>(axes.size()));
  if (name == "ndim") return Value::integer(twoD ? 2 : 1);
  if (name == "flat") return in.newList(axes);
  if (name == "flatten" || name == "ravel") {
    std::vector<Value> flat = axes;
    ClassObj* gridClass = cls();
    return in.newBuiltin(name, [flat, gridClass](Interp&, const Value&, CallArgs&) {
      return Value(new AxesGridObj(gridClass, flat, 1, static_cast<int>(flat.size()), false));
    });
  }
  return {};
}

Value AxesGridObj::getItem(Interp& in, const Value& key) {
  if (key.is(ObjKind::Tuple)) {
    std::vector<Value> ij = in.toVector(key);
    if (!twoD || ij.size() != 2) {
      in.raise(in.types.IndexError, "too many indices for array: array is " + std::string(twoD ? "2" : "1") +
                                        "-dimensional, but " + std::to_string(ij.size()) + " were indexed");
    }
    int64_t r = checkedIndex(in, ij[0], rows, 0), c = checkedIndex(in, ij[1], cols, 1);
    return axes[static_cast<size_t>(r * cols + c)];
  }
  if (twoD) return rowOf(*this, checkedIndex(in, key, rows, 0));
  return axes[static_cast<size_t>(checkedIndex(in, key, static_cast<int64_t>(axes.size()), 0))];
}

Value AxesGridObj::iter(Interp& in) {
  auto next = std::make_shared<int64_t>(0);
  Value self(this);
  return makeNativeIterator(in, [self, next](Interp& in, Value& out) {
    auto& grid = *static_cast<AxesGridObj*>(self.as<NativeObject>());
    if (*next >= grid.len(in)) return false;
    out = grid.twoD ? rowOf(grid, *next) : grid.axes[static_cast<size_t>(*next)];
    ++*next;
    return true;
  });
}

std::string AxesGridObj::repr(Interp& in) {
  auto list = [&](size_t from, size_t n) {
    std::string s = "[";
    for (size_t i = 0; i < n; ++i) s += (i ? ", " : "") + in.repr(axes[from + i]);
    return s + "]";
  };
  if (!twoD) return "array(" + list(0, axes.size()) + ", dtype=object)";
  std::string s = "array([";
  for (int r = 0; r < rows; ++r)
    s += (r ? ",\n       " : "") + list(static_cast<size_t>(r * cols), static_cast<size_t>(cols));
  return s + "], dtype=object)";
}

}  // namespace tl::lang::mpl
