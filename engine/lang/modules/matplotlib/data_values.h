// Python values as plot data: lists, tuples, ranges, numpy-lite arrays, eager
// tensors, variables and any iterable (a pandas-lite Series) become numbers.
#pragma once
#include <vector>

#include "lang/eval/native.h"

namespace tl::lang::mpl {

// A 1-D or 2-D input as columns of equal length: a 2-D input of shape (n, k)
// gives k columns (matplotlib plots each column as its own line).
struct Columns {
  std::vector<std::vector<double>> cols;
  size_t rows = 0;
  std::string shape() const;  // "(n,)" or "(n, k)", for error messages
};

Columns toColumns(Interp& in, const Value& v);
// One column: a 2-D input with more than one column is a ValueError (`what`
// names the argument, e.g. "x").
std::vector<double> toVector(Interp& in, const Value& v, const char* what);
// A single number (Python number, NumPy scalar, one-element array or tensor).
double toNumber(Interp& in, const Value& v);

}  // namespace tl::lang::mpl
