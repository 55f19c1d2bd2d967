// TensorFlow's printed forms of eager tensors.
//
// str/repr wrap the NumPy text (tensorflow/python/framework/tensor.py and ops.py):
//   __str__   "tf.Tensor(%s, shape=%s, dtype=%s)"      numpy_text(is_repr=False)
//   __repr__  "<tf.Tensor: shape=%s, dtype=%s, numpy=%s>" numpy_text(is_repr=True)
//   Variable  "<tf.Variable '%s' shape=%s dtype=%s, numpy=%s>" (resource_variable_ops.py)
// where numpy_text is repr()/str() of tensor._numpy() (a NumPy scalar for 0-d) with a
// "\n" put in front when that text has several lines.
//
// tf.print and tf.strings.format run the StringFormat op, which prints each tensor
// with Tensor::SummarizeValue(summarize, print_v2=true) from
// tensorflow/core/framework/tensor.cc: PrintOneDimV2 recursion, PrintDimSpacing
// separators, and elements through tsl::strings::StrCat (FloatToBuffer /
// DoubleToBuffer, "%.*g" with digits10 and max_digits10 when that does not read
// back; bool as an integer; strings quoted and absl::Utf8SafeCEscape'd).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "core/array_format.h"

namespace tl::core {
namespace {

std::string numpyText(const Tensor& t, bool isRepr) {
  std::string text = isRepr ? numpyValueRepr(t) : numpyStr(t);
  if (text.find('\n') != std::string::npos) text = "\n" + text;
  return text;
}

// tsl FpToBuffer: digits10 significant digits, max_digits10 when those do not read back.
template <typename T>
std::string fpToBuffer(T v) {
  if (std::isnan(v)) return std::signbit(v) ? "-nan" : "nan";
  constexpr bool kF32 = sizeof(T) == 4;
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*g", kF32 ? 6 : 15, static_cast<double>(v));
  T back = kF32 ? static_cast<T>(std::strtof(buf, nullptr)) : static_cast<T>(std::strtod(buf, nullptr));
  if (back != v) std::snprintf(buf, sizeof buf, "%.*g", kF32 ? 9 : 17, static_cast<double>(v));
  return buf;
}

// absl::Utf8SafeCEscape: named escapes, other control bytes in octal, bytes >= 0x80 kept.
std::string cEscape(const std::string& s) {
  std::string out;
  for (unsigned char c : s) {
    switch (c) {
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      case '"': out += "\\\""; break;
      case '\'': out += "\\'"; break;
      case '\\': out += "\\\\"; break;
      default:
        if (c < 0x20 || c == 0x7f) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\%03o", c);
          out += buf;
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  return out;
}

// PrintOneElement(..., print_v2=true).
std::string printOneElement(const Tensor& t, int64_t i) {
  switch (t.dtype()) {
    case DType::Float32: return fpToBuffer(t.data<float>()[i]);
    case DType::Float64: return fpToBuffer(t.data<double>()[i]);
    case DType::Int32: return std::to_string(t.data<int32_t>()[i]);
    case DType::Int64: return std::to_string(t.data<int64_t>()[i]);
    case DType::Bool: return t.data<bool>()[i] ? "1" : "0";
    case DType::String: return "\"" + cEscape(t.strings()[i]) + "\"";
    default: return "?";
  }
}

// PrintDimSpacing: a space inside the last dimension, else newlines and an indent.
std::string dimSpacing(int dimIndex, int numDims) {
  if (dimIndex == numDims - 1) return " ";
  return std::string(numDims - dimIndex - 1, '\n') + std::string(dimIndex + 1, ' ');
}

// PrintOneDimV2: the first and last `ends` items of every dimension.
void printOneDimV2(const Tensor& t, int dimIndex, int64_t ends, int64_t dataIndex, std::string* out) {
  const Dims& shape = t.shape().dims();
  int numDims = t.rank();
  if (dimIndex == numDims) {
    *out += printOneElement(t, dataIndex);
    return;
  }
  *out += "[";
  int64_t count = shape[dimIndex];
  int64_t startOfEnd = std::max(ends, count - ends);
  int64_t perIter = 1;
  for (int i = dimIndex + 1; i < numDims; ++i) perIter *= shape[i];
  for (int64_t i = 0; i < ends && i < count; ++i) {
    if (i > 0) *out += dimSpacing(dimIndex, numDims);
    printOneDimV2(t, dimIndex + 1, ends, dataIndex + perIter * i, out);
  }
  if (count > 2 * ends) *out += dimSpacing(dimIndex, numDims) + "...";
  for (int64_t i = startOfEnd; i < count; ++i) {
    *out += dimSpacing(dimIndex, numDims);
    printOneDimV2(t, dimIndex + 1, ends, dataIndex + perIter * i, out);
  }
  *out += "]";
}

}  // namespace

std::string tfTensorStr(const Tensor& t) {
  return "tf.Tensor(" + numpyText(t, false) + ", shape=" + t.shape().toString() + ", dtype=" + dtypeName(t.dtype()) +
         ")";
}

std::string tfTensorRepr(const Tensor& t) {
  return "<tf.Tensor: shape=" + t.shape().toString() + ", dtype=" + dtypeName(t.dtype()) +
         ", numpy=" + numpyText(t, true) + ">";
}

std::string tfVariableRepr(const std::string& name, const Tensor& value) {
  return "<tf.Variable '" + name + "' shape=" + value.shape().toString() + " dtype=" + dtypeName(value.dtype()) +
         ", numpy=" + numpyText(value, true) + ">";
}

// Tensor::SummarizeValue(summarize, print_v2=true).
std::string tfPrintFormat(const Tensor& t, int64_t summarize) {
  int64_t count = t.numElements();
  int64_t limit = summarize < 0 ? count : std::min(summarize, count);
  std::string out;
  if (t.rank() == 0) {
    for (int64_t i = 0; i < limit; ++i) out += (i > 0 ? " " : "") + printOneElement(t, i);
    if (count > limit) out += "...";
    return out;
  }
  printOneDimV2(t, 0, limit, 0, &out);
  return out;
}

}  // namespace tl::core
