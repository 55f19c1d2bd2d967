// NumPy 1.24's array2string, repr and str (numpy/core/arrayprint.py) with the
// default print options. Each function below names the arrayprint.py code it
// follows, so the two can be read side by side.
#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/array_format.h"

namespace tl::core {
namespace {

constexpr int kPrecision = 8;
constexpr int64_t kThreshold = 1000;
constexpr int64_t kEdgeItems = 3;
constexpr int kLineWidth = 75;

using ElementFn = std::function<std::string(int64_t)>;

std::string rstrip(const std::string& s) {
  size_t end = s.find_last_not_of(" \t\n");
  return end == std::string::npos ? "" : s.substr(0, end + 1);
}

std::string padLeftTo(const std::string& s, size_t width) {
  return s.size() >= width ? s : std::string(width - s.size(), ' ') + s;
}

std::vector<int64_t> rowMajorStrides(const Dims& dims) {
  std::vector<int64_t> strides(dims.size(), 1);
  for (int i = static_cast<int>(dims.size()) - 2; i >= 0; --i) {
    strides[i] = strides[i + 1] * dims[i + 1];
  }
  return strides;
}

// _leading_trailing: the flat offsets of the corners a summarized array shows;
// only they decide the element widths.
void collectShown(const Dims& dims, const std::vector<int64_t>& strides, bool summarize, int axis, int64_t offset,
                  std::vector<int64_t>* out) {
  if (axis == static_cast<int>(dims.size())) {
    out->push_back(offset);
    return;
  }
  int64_t n = dims[axis];
  bool cut = summarize && n > 2 * kEdgeItems;
  for (int64_t i = 0; i < n; ++i) {
    if (cut && i == kEdgeItems) i = n - kEdgeItems;
    collectShown(dims, strides, summarize, axis + 1, offset + i * strides[axis], out);
  }
}

double floatAt(const Tensor& t, int64_t i) {
  return t.dtype() == DType::Float32 ? static_cast<double>(t.data<float>()[i]) : t.data<double>()[i];
}

int64_t intAt(const Tensor& t, int64_t i) {
  return t.dtype() == DType::Int32 ? t.data<int32_t>()[i] : t.data<int64_t>()[i];
}

// ---- FloatingFormat (floatmode 'maxprec', precision 8, sign '-') ----

struct FloatParts {
  std::string intPart;   // with the sign
  std::string fracPart;  // digits after the point
  int exponent = 0;      // scientific only
};

DecimalDigits uniqueDigits(double x, bool f32) {
  return f32 ? shortestDigits(static_cast<float>(x)) : shortestDigits(x);
}

FloatParts splitPositional(const DecimalDigits& d) {
  FloatParts p;
  int n = static_cast<int>(d.digits.size());
  p.intPart = d.negative ? "-" : "";
  if (d.pointPos <= 0) {
    p.intPart += "0";
    p.fracPart = std::string(-d.pointPos, '0') + d.digits;
  } else {
    p.intPart += d.digits.substr(0, std::min(n, d.pointPos));
    p.intPart += std::string(std::max(0, d.pointPos - n), '0');
    if (n > d.pointPos) p.fracPart = d.digits.substr(d.pointPos);
  }
  if (d.digits == "0") p.fracPart.clear();
  return p;
}

FloatParts splitScientific(const DecimalDigits& d) {
  FloatParts p;
  p.intPart = std::string(d.negative ? "-" : "") + d.digits[0];
  p.fracPart = d.digits.substr(1);
  p.exponent = d.digits == "0" ? 0 : d.pointPos - 1;
  return p;
}

// dragon4_positional(x, precision=8, unique=True, fractional=True, trim='.').
FloatParts positionalParts(double x, bool f32) {
  DecimalDigits d = uniqueDigits(x, f32);
  int frac = static_cast<int>(d.digits.size()) - d.pointPos;
  if (frac > kPrecision) d = roundedDigits(x, std::max(1, d.pointPos + kPrecision));
  return splitPositional(d);
}

// dragon4_scientific(x, precision=8, unique=True, trim='.').
FloatParts scientificParts(double x, bool f32) {
  DecimalDigits d = uniqueDigits(x, f32);
  if (static_cast<int>(d.digits.size()) - 1 > kPrecision) d = roundedDigits(x, kPrecision + 1);
  return splitScientific(d);
}

std::string exponentDigits(int exponent) { return std::to_string(std::abs(exponent)); }

struct FloatFormat {
  bool f32 = false;
  bool scientificMode = false;
  int padLeft = 0;
  int padRight = 0;
  int precision = kPrecision;
  int expSize = -1;

  std::string nonFinite(double x) const {
    std::string text = std::isnan(x) ? "nan" : (x < 0 ? "-inf" : "inf");
    return padLeftTo(text, static_cast<size_t>(padLeft + padRight + 1));
  }

  // Second pass: min_digits = precision, trim 'k', exponent padded to expSize.
  std::string scientific(double x, FloatParts p) const {
    if (static_cast<int>(p.fracPart.size()) < precision && x != 0) {
      p = splitScientific(roundedDigits(x, precision + 1));
    }
    p.fracPart.resize(static_cast<size_t>(precision), '0');
    std::string e = exponentDigits(p.exponent);
    e = std::string(std::max(0, expSize - static_cast<int>(e.size())), '0') + e;
    return padLeftTo(p.intPart, padLeft) + "." + p.fracPart + "e" + (p.exponent < 0 ? "-" : "+") + e;
  }

  std::string positional(const FloatParts& p) const {
    std::string frac = p.fracPart;
    frac.resize(std::max(frac.size(), static_cast<size_t>(padRight)), ' ');
    return padLeftTo(p.intPart, padLeft) + "." + frac;
  }

  // The first pass's parts of x in, the padded element text out.
  std::string format(double x, const FloatParts& firstPass) const {
    if (!std::isfinite(x)) return nonFinite(x);
    return scientificMode ? scientific(x, firstPass) : positional(firstPass);
  }
};

// FloatingFormat.fillFormat: scientific when the non-zero magnitudes reach 1e8,
// go below 1e-4 or span more than 1e3; then the widest integer and fraction parts.
bool needsScientific(const std::vector<double>& data, bool f32) {
  double maxVal = 0, minVal = INFINITY;
  for (double x : data) {
    if (x == 0 || !std::isfinite(x)) continue;
    maxVal = std::max(maxVal, std::fabs(x));
    minVal = std::min(minVal, std::fabs(x));
  }
  if (maxVal == 0) return false;
  // NumPy divides in the array's own type (float32 may overflow to inf).
  double ratio = f32 ? static_cast<double>(static_cast<float>(maxVal) / static_cast<float>(minVal)) : maxVal / minVal;
  return maxVal >= 1e8 || minVal < 1e-4 || ratio > 1000.;
}

void widenFor(FloatFormat* f, const FloatParts& p) {
  int intLen = static_cast<int>(p.intPart.size());
  int fracLen = static_cast<int>(p.fracPart.size());
  f->padLeft = std::max(f->padLeft, intLen);
  if (f->scientificMode) {
    f->precision = std::max(f->precision, fracLen);
    int expLen = std::max(2, static_cast<int>(exponentDigits(p.exponent).size()));
    f->expSize = std::max(f->expSize, expLen);
  } else {
    f->padRight = std::max(f->padRight, fracLen);
  }
}

// Also returns each element's first-pass parts (empty for nan/inf) for format().
FloatFormat makeFloatFormat(const std::vector<double>& data, bool f32, std::vector<FloatParts>* parts) {
  FloatFormat f;
  f.f32 = f32;
  f.scientificMode = needsScientific(data, f32);
  if (f.scientificMode) f.precision = 0;
  bool nonFinite = false, negInf = false;
  parts->assign(data.size(), FloatParts{});
  for (size_t i = 0; i < data.size(); ++i) {
    double x = data[i];
    if (!std::isfinite(x)) {
      nonFinite = true;
      negInf = negInf || x < 0;
      continue;
    }
    (*parts)[i] = f.scientificMode ? scientificParts(x, f32) : positionalParts(x, f32);
    widenFor(&f, (*parts)[i]);
  }
  if (f.scientificMode) f.padRight = f.expSize + 2 + f.precision;
  if (nonFinite) {
    int offset = f.padRight + 1;
    int infLen = 3 + (negInf ? 1 : 0);
    f.padLeft = std::max({f.padLeft, 3 - offset, infLen - offset});
  }
  return f;
}

// ---- _get_format_function ----

// Floats are formatted once, while the widths are found; the printer looks them up.
ElementFn floatElementFn(const Tensor& t, const std::vector<int64_t>& shown) {
  std::vector<double> data;
  data.reserve(shown.size());
  for (int64_t i : shown) data.push_back(floatAt(t, i));
  std::vector<FloatParts> parts;
  FloatFormat f = makeFloatFormat(data, t.dtype() == DType::Float32, &parts);
  auto texts = std::make_shared<std::unordered_map<int64_t, std::string>>();
  for (size_t k = 0; k < shown.size(); ++k) (*texts)[shown[k]] = f.format(data[k], parts[k]);
  return [texts](int64_t i) { return texts->at(i); };
}

ElementFn makeElementFn(const Tensor& t, const std::vector<int64_t>& shown) {
  switch (t.dtype()) {
    case DType::Float32:
    case DType::Float64: return floatElementFn(t, shown);
    case DType::Int32:
    case DType::Int64: {
      size_t width = 0;  // IntegerFormat: the wider of str(max) and str(min)
      for (int64_t i : shown) width = std::max(width, std::to_string(intAt(t, i)).size());
      return [width, &t](int64_t i) { return padLeftTo(std::to_string(intAt(t, i)), width); };
    }
    case DType::Bool: {
      std::string trueText = t.rank() == 0 ? "True" : " True";  // BoolFormat
      return [trueText, &t](int64_t i) { return t.data<bool>()[i] ? trueText : "False"; };
    }
    case DType::String:  // object arrays of bytes: repr of each element, unpadded
      return [&t](int64_t i) { return pythonBytesRepr(t.strings()[i]); };
    default: return [](int64_t) { return std::string("?"); };
  }
}

// ---- _formatArray ----

struct ArrayPrinter {
  Dims dims;
  std::vector<int64_t> strides;
  ElementFn element;
  std::string separator;
  bool summarize = false;

  // _extendLine: wrap before `word` if it would pass `width`, unless the line is empty.
  static void extendLine(std::string* s, std::string* line, const std::string& word, size_t width,
                         const std::string& nextLinePrefix) {
    bool wrap = line->size() + word.size() > width && line->size() > nextLinePrefix.size();
    if (wrap) {
      *s += rstrip(*line) + "\n";
      *line = nextLinePrefix;
    }
    *line += word;
  }

  std::string recurse(int axis, int64_t offset, const std::string& indent, int width) const {
    if (axis == static_cast<int>(dims.size())) return element(offset);
    int64_t n = dims[axis];
    bool showSummary = summarize && 2 * kEdgeItems < n;
    int64_t leading = showSummary ? kEdgeItems : 0;
    int64_t trailing = showSummary ? kEdgeItems : n;
    std::string nextIndent = indent + " ";
    auto child = [&](int64_t i) { return recurse(axis + 1, offset + i * strides[axis], nextIndent, width - 1); };
    std::string s = axis + 1 == static_cast<int>(dims.size())
                        ? row(n, leading, trailing, showSummary, indent, width, child)
                        : blocks(axis, n, leading, trailing, showSummary, indent, child);
    return "[" + s.substr(indent.size()) + "]";
  }

  template <typename Child>
  std::string row(int64_t n, int64_t leading, int64_t trailing, bool showSummary, const std::string& indent, int width,
                  const Child& child) const {
    size_t elemWidth = static_cast<size_t>(width - std::max<int>(rstrip(separator).size(), 1));
    std::string s, line = indent;
    for (int64_t i = 0; i < leading; ++i) {
      extendLine(&s, &line, child(i), elemWidth, indent);
      line += separator;
    }
    if (showSummary) {
      extendLine(&s, &line, "...", elemWidth, indent);
      line += separator;
    }
    for (int64_t i = trailing; i > 1; --i) {
      extendLine(&s, &line, child(n - i), elemWidth, indent);
      line += separator;
    }
    extendLine(&s, &line, child(n - 1), elemWidth, indent);
    return s + line;
  }

  template <typename Child>
  std::string blocks(int axis, int64_t n, int64_t leading, int64_t trailing, bool showSummary,
                     const std::string& indent, const Child& child) const {
    int axesLeft = static_cast<int>(dims.size()) - axis;
    std::string lineSep = rstrip(separator) + std::string(axesLeft - 1, '\n');
    std::string s;
    for (int64_t i = 0; i < leading; ++i) s += indent + child(i) + lineSep;
    if (showSummary) s += indent + "..." + lineSep;
    for (int64_t i = trailing; i > 1; --i) s += indent + child(n - i) + lineSep;
    return s + indent + child(n - 1);
  }
};

// array2string(a, separator=..., prefix=..., suffix=...) for a non-empty array.
std::string array2string(const Tensor& t, const std::string& separator, const std::string& prefix, size_t suffixLen) {
  if (t.numElements() == 0) return "[]";
  ArrayPrinter printer;
  printer.dims = t.shape().dims();
  printer.strides = rowMajorStrides(printer.dims);
  printer.separator = separator;
  printer.summarize = t.numElements() > kThreshold;
  std::vector<int64_t> shown;
  collectShown(printer.dims, printer.strides, printer.summarize, 0, 0, &shown);
  printer.element = makeElementFn(t, shown);
  std::string nextLinePrefix = " " + std::string(prefix.size(), ' ');
  return printer.recurse(0, 0, nextLinePrefix, kLineWidth - static_cast<int>(suffixLen));
}

bool dtypeIsImplied(DType dtype) { return dtype == DType::Float64 || dtype == DType::Int64 || dtype == DType::Bool; }

std::string numpyDTypeName(DType dtype) { return dtype == DType::String ? "object" : dtypeName(dtype); }

bool printable(DType dtype) { return dtype != DType::Resource && dtype != DType::Variant; }

// str() of the 0-d value: NumPy scalars print like Python numbers, bytes as repr.
std::string scalarText(const Tensor& t) {
  switch (t.dtype()) {
    case DType::Float32: return float32Repr(t.data<float>()[0]);
    case DType::Float64: return pythonFloatRepr(t.data<double>()[0]);
    case DType::Int32:
    case DType::Int64: return std::to_string(intAt(t, 0));
    case DType::Bool: return t.data<bool>()[0] ? "True" : "False";
    case DType::String: return pythonBytesRepr(t.strings()[0]);
    default: return "<unprintable>";
  }
}

}  // namespace

// _array_repr_implementation.
std::string numpyRepr(const Tensor& t) {
  if (!printable(t.dtype())) return "<unprintable>";
  bool skipDType = dtypeIsImplied(t.dtype()) && t.numElements() > 0;
  const std::string prefix = "array(";
  std::string suffix = skipDType ? ")" : ",";
  std::string body;
  if (t.numElements() > 0 || (t.rank() == 1 && t.shape().dim(0) == 0)) {
    body = array2string(t, ", ", prefix, suffix.size());
  } else {
    body = "[], shape=" + t.shape().toString();
  }
  std::string text = prefix + body + suffix;
  if (skipDType) return text;
  std::string dtypeText = "dtype=" + numpyDTypeName(t.dtype()) + ")";
  size_t lastLineLen = text.size() - (text.rfind('\n') + 1);
  bool ownLine = lastLineLen + dtypeText.size() + 1 > static_cast<size_t>(kLineWidth);
  return text + (ownLine ? "\n" + std::string(prefix.size(), ' ') : " ") + dtypeText;
}

// _array_str_implementation: a 0-d array prints as its scalar.
std::string numpyStr(const Tensor& t) {
  if (!printable(t.dtype())) return "<unprintable>";
  if (t.rank() == 0) return scalarText(t);
  return array2string(t, " ", "", 0);
}

std::string numpyValueRepr(const Tensor& t) {
  // NumPy 1.x scalar reprs equal their str (1.5, True, b'hi'); arrays use repr.
  return t.rank() == 0 ? scalarText(t) : numpyRepr(t);
}

}  // namespace tl::core
