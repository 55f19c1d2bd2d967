// Printing tensors exactly as NumPy 1.24 and TensorFlow 2.x print them.
//
// A tour:
//  - numpyRepr / numpyStr: repr() and str() of the NumPy array a tensor's .numpy()
//    returns (NumPy's array2string with default print options: precision 8,
//    floatmode 'maxprec', threshold 1000, edgeitems 3, linewidth 75).
//  - tfTensorStr / tfTensorRepr / tfVariableRepr: print(t), repr(t) and repr(v) of
//    eager tensors and variables (tensorflow/python/framework/tensor.py and
//    resource_variable_ops.py wrap the NumPy text).
//  - tfPrintFormat: a tensor's text in tf.print / tf.strings.format
//    (tensorflow/core/framework/tensor.cc, SummarizeValue with print_v2).
//  - pythonFloatRepr / float32Repr: Python's repr(float) and NumPy's repr of a
//    numpy.float32 scalar (shortest digits that read back to the same value).
// Strings are bytes, as TF's .numpy() gives them: b'hi' alone, dtype=object in arrays.
#pragma once
#include <cstdint>
#include <string>

#include "core/tensor.h"

namespace tl::core {

// repr(t.numpy()) as a NumPy array, e.g. "array([[1., 2.],\n       [3., 4.]], dtype=float32)".
std::string numpyRepr(const Tensor& t);
// str(t.numpy()) as a NumPy array, e.g. "[[1. 2.]\n [3. 4.]]"; 0-d prints as its scalar.
std::string numpyStr(const Tensor& t);
// repr of the value TF's .numpy() returns: the NumPy scalar for 0-d ("1.5", "True",
// "b'hi'"), the array repr otherwise.
std::string numpyValueRepr(const Tensor& t);

// str(tf.Tensor): "tf.Tensor(<numpyStr>, shape=(2, 2), dtype=float32)".
std::string tfTensorStr(const Tensor& t);
// repr(tf.Tensor): "<tf.Tensor: shape=(), dtype=int32, numpy=1>".
std::string tfTensorRepr(const Tensor& t);
// repr(tf.Variable): "<tf.Variable 'Variable:0' shape=() dtype=float32, numpy=1.0>".
std::string tfVariableRepr(const std::string& name, const Tensor& value);

// The tensor's text inside tf.print / tf.strings.format: the first and last
// `summarize` items of every dimension ("[0 1 2 ... 7 8 9]"), floats with 6
// significant digits unless that does not read back (then 9; 15/17 for float64),
// bools as 1/0, strings quoted and C-escaped. summarize < 0 prints everything.
// (tf.print of a lone scalar string prints the raw bytes instead; callers handle it.)
std::string tfPrintFormat(const Tensor& t, int64_t summarize = 3);

// Python's repr(float): "0.1", "1e-05", "1e+16", "123456789012345.0", "inf", "nan".
std::string pythonFloatRepr(double v);
// NumPy 1.24's repr(numpy.float32(v)): shortest digits that read back as the same
// float32, positional for 1e-4 <= |v| < 1e16 ("0.1", "16777216.0"), else "1e-04".
std::string float32Repr(float v);
// Python's repr(bytes): b'it\'s' is printed "it's" in double quotes, escapes \t\n\r\\ \xNN.
std::string pythonBytesRepr(const std::string& bytes);

// Building blocks shared by the printers above.
// A finite value's decimal digits: value = 0.d1d2d3... * 10^pointPos with d1 != 0
// (digits "0", pointPos 1 for zero); `negative` carries the sign bit (-0.0 too).
struct DecimalDigits {
  bool negative = false;
  std::string digits;
  int pointPos = 0;
};
// Shortest digits that read back as the same double / float32.
DecimalDigits shortestDigits(double v);
DecimalDigits shortestDigits(float v);
// The exact value rounded half-to-even to `significant` digits (trailing zeros dropped).
DecimalDigits roundedDigits(double v, int significant);

}  // namespace tl::core
