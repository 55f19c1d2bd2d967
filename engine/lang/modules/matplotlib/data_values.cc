// Plot data from Python values. Objects that hold an array (ndarrays, eager
// tensors, variables: NativeObject::asArray) are read directly; anything else
// goes through the iteration protocol, so a pandas-lite Series (or any object
// that iterates numbers) plots without this module knowing its type.
#include "lang/modules/matplotlib/data_values.h"

#include <optional>

namespace tl::lang::mpl {
namespace {

std::optional<core::Tensor> eagerTensorOf(Interp& in, const Value& v) {
  // A staged value is a symbolic tensor of the function being traced: it has no numbers yet.
  if (v.is(ObjKind::Native) && v.as<NativeObject>()->staged()) {
    in.raise(in.types.TypeError,
             "matplotlib cannot plot a symbolic tensor while tf.function traces; "
             "return the tensor and plot the result");
  }
  return valueAsArray(in, v);
}

void checkNumeric(Interp& in, const core::Tensor& t) {
  if (t.dtype() == core::DType::String) in.raise(in.types.TypeError, "matplotlib-lite plots numbers, not strings");
}

Columns fromTensor(Interp& in, const core::Tensor& t) {
  checkNumeric(in, t);
  if (t.rank() > 2) {
    in.raise(in.types.ValueError, "x and y can be no greater than 2D, but have shape " + t.shape().toString());
  }
  size_t rows = t.rank() == 0 ? 1 : static_cast<size_t>(t.shape().dim(0));
  size_t width = t.rank() == 2 ? static_cast<size_t>(t.shape().dim(1)) : 1;
  Columns c;
  c.rows = rows;
  c.cols.assign(width, std::vector<double>(rows));
  for (size_t r = 0; r < rows; ++r)
    for (size_t k = 0; k < width; ++k) c.cols[k][r] = t.elementAsDouble(static_cast<int64_t>(r * width + k));
  return c;
}

// The numbers of one element of an iterable: a number, or a short row.
void rowValues(Interp& in, const Value& e, std::vector<double>& out) {
  if (e.isNumber()) {
    out.push_back(e.toDouble());
  } else if (auto t = eagerTensorOf(in, e)) {
    checkNumeric(in, *t);
    for (int64_t i = 0; i < t->numElements(); ++i) out.push_back(t->elementAsDouble(i));
  } else if (e.is(ObjKind::Str)) {
    in.raise(in.types.TypeError, "matplotlib-lite plots numbers, not strings");
  } else if (e.is(ObjKind::List) || e.is(ObjKind::Tuple)) {
    for (const Value& item : in.toVector(e)) out.push_back(toNumber(in, item));
  } else {
    out.push_back(toNumber(in, e));
  }
}

}  // namespace

std::string Columns::shape() const {
  return "(" + std::to_string(rows) + (cols.size() == 1 ? ",)" : ", " + std::to_string(cols.size()) + ")");
}

double toNumber(Interp& in, const Value& v) {
  if (v.isNumber()) return v.toDouble();
  if (auto t = eagerTensorOf(in, v); t && t->numElements() == 1) {
    checkNumeric(in, *t);
    return t->elementAsDouble(0);
  }
  return toDouble(in, in.call(Value(in.types.float_), {v}));
}

Columns toColumns(Interp& in, const Value& v) {
  if (auto t = eagerTensorOf(in, v)) return fromTensor(in, *t);
  if (v.isNumber()) return Columns{{{v.toDouble()}}, 1};
  if (v.is(ObjKind::Str)) in.raise(in.types.TypeError, "matplotlib-lite plots numbers, not strings");
  Value it;
  try {
    it = in.iter(v);
  } catch (PyException&) {
    return Columns{{{toNumber(in, v)}}, 1};  // not iterable: a scalar-like object
  }
  Columns c;
  Value e;
  std::vector<double> row;
  while (in.next(it, e)) {
    row.clear();
    rowValues(in, e, row);
    if (c.rows == 0) c.cols.resize(row.size());
    if (row.size() != c.cols.size()) {
      in.raise(in.types.ValueError,
               "setting an array element with a sequence. The requested array has an "
               "inhomogeneous shape after 1 dimensions.");
    }
    for (size_t k = 0; k < row.size(); ++k) c.cols[k].push_back(row[k]);
    ++c.rows;
  }
  if (c.cols.empty()) c.cols.resize(1);
  return c;
}

std::vector<double> toVector(Interp& in, const Value& v, const char* what) {
  Columns c = toColumns(in, v);
  if (c.cols.size() != 1) in.raise(in.types.ValueError, std::string(what) + " must be 1-D, but has shape " + c.shape());
  return std::move(c.cols[0]);
}

}  // namespace tl::lang::mpl
