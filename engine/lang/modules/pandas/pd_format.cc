// Value formatting as pandas 1.5's format_array does it (io/formats/format.py):
// floats through display.float_format when it is set, else "% .{precision}f"
// with trailing zeros trimmed equally and scientific notation for tiny or
// huge values; ints as "% d"; objects with a leading space; then every
// string right-justified to the column's width. Also the text helpers
// (justify, adjoin) the frame and series layouts share.
#include <cmath>
#include <cstdio>

#include "lang/eval/format_spec.h"
#include "lang/eval/int_value.h"
#include "lang/modules/pandas/pd_format.h"

namespace tl::lang::pd {

size_t textWidth(const std::string& s) {
  size_t n = 0;
  for (unsigned char c : s) n += (c & 0xC0) != 0x80;
  return n;
}

std::string justify(const std::string& s, size_t width, Justify mode) {
  size_t w = textWidth(s);
  if (w >= width) return s;
  size_t pad = width - w;
  if (mode == Justify::Left) return s + std::string(pad, ' ');
  if (mode == Justify::Right) return std::string(pad, ' ') + s;
  // str.center: the odd space goes left when the width is odd.
  size_t left = pad / 2 + (pad & width & 1);
  return std::string(left, ' ') + s + std::string(pad - left, ' ');
}

std::vector<std::string> justifyAll(const std::vector<std::string>& texts, size_t width, Justify mode) {
  std::vector<std::string> out;
  for (const auto& t : texts) out.push_back(justify(t, width, mode));
  return out;
}

size_t maxWidth(const std::vector<std::string>& texts) {
  size_t w = 0;
  for (const auto& t : texts) w = std::max(w, textWidth(t));
  return w;
}

std::string adjoin(size_t space, const std::vector<std::vector<std::string>>& lists) {
  if (lists.empty()) return "";
  size_t rows = 0;
  for (const auto& l : lists) rows = std::max(rows, l.size());
  std::vector<std::string> lines(rows);
  for (size_t i = 0; i < lists.size(); ++i) {
    size_t width = maxWidth(lists[i]) + (i + 1 < lists.size() ? space : 0);
    for (size_t r = 0; r < rows; ++r)
      lines[r] += r < lists[i].size() ? justify(lists[i][r], width, Justify::Left) : std::string(width, ' ');
  }
  std::string out;
  for (size_t r = 0; r < rows; ++r) out += (r ? "\n" : "") + lines[r];
  return out;
}

std::vector<std::string> makeFixedWidth(std::vector<std::string> texts, Justify mode, size_t minimum,
                                        const DisplayOptions& opt) {
  if (texts.empty()) return texts;
  size_t width = std::max(maxWidth(texts), minimum);
  const size_t limit = static_cast<size_t>(opt.maxColwidth);
  if (width > limit) width = limit;
  for (auto& t : texts)
    if (limit > 3 && textWidth(t) > width) t = t.substr(0, width - 3) + "...";
  return justifyAll(texts, width, mode);
}

namespace {

// ^\s*[\+-]?[0-9]+\.[0-9]*$
bool isNumberWithDecimal(const std::string& s) {
  size_t i = 0;
  while (i < s.size() && s[i] == ' ') ++i;
  if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
  size_t digits = i;
  while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
  if (i == digits || i >= s.size() || s[i] != '.') return false;
  for (++i; i < s.size(); ++i)
    if (!std::isdigit(static_cast<unsigned char>(s[i]))) return false;
  return true;
}

// _trim_zeros_float: drop trailing zeros from all decimals alike, keep one.
void trimZeros(std::vector<std::string>& texts) {
  while (true) {
    bool any = false, allZero = true;
    for (const auto& t : texts) {
      if (!isNumberWithDecimal(t)) continue;
      any = true;
      allZero = allZero && t.back() == '0';
    }
    if (!any || !allZero) break;
    for (auto& t : texts)
      if (isNumberWithDecimal(t)) t.pop_back();
  }
  for (auto& t : texts)
    if (isNumberWithDecimal(t) && t.back() == '.') t += '0';
}

std::vector<std::string> fixedFloats(const std::vector<double>& values, const char* format, int64_t digits) {
  std::vector<std::string> out;
  // digits fits a C int: formatColumn refuses a precision past it, as pandas does.
  for (double v : values) out.push_back(std::isnan(v) ? "NaN" : printfDouble(format, static_cast<int>(digits), v));
  trimZeros(out);
  return out;
}

std::vector<std::string> defaultFloats(const std::vector<double>& values, int64_t digits) {
  std::vector<std::string> out = fixedFloats(values, "% .*f", digits);
  bool large = false, small = false;
  for (double v : values) {
    large = large || std::fabs(v) > 1e6;
    small = small || (std::fabs(v) < std::pow(10.0, -static_cast<double>(digits)) && std::fabs(v) > 0);
  }
  const bool tooLong = maxWidth(out) > static_cast<size_t>(digits + 6);
  if (small || (tooLong && large)) out = fixedFloats(values, "% .*e", digits);
  return out;
}

std::vector<std::string> callableFloats(Interp& in, const std::vector<double>& values, const Value& fn) {
  std::vector<std::string> out;
  for (double v : values) out.push_back(std::isnan(v) ? "NaN" : in.str(in.call(fn, {Value::real(v)})));
  return out;
}

}  // namespace

std::vector<std::string> formatColumn(Interp& in, const Column& c, const DisplayOptions& opt) {
  std::vector<std::string> out;
  switch (c.kind) {
    case Kind::Float:
      if (!given(opt.floatFormat) && opt.precision > INT32_MAX) {  // pandas formats with "{: .{precision}f}"
        const bool pastSsize = opt.asSet.count("precision") && !toBigInt(opt.asSet.at("precision")).fitsInt64();
        in.raise(in.types.ValueError, pastSsize ? "Too many decimal digits in format string" : "precision too big");
      }
      out = given(opt.floatFormat) ? callableFloats(in, c.num, opt.floatFormat) : defaultFloats(c.num, opt.precision);
      break;
    case Kind::Int:
      for (int64_t v : c.ints) out.push_back((v < 0 ? "" : " ") + std::to_string(v));  // pandas' "{: d}"
      break;
    case Kind::Bool:
      for (double v : c.num) out.push_back(v != 0 ? " True" : " False");
      break;
    case Kind::Object:
      for (const auto& s : c.str) out.push_back(" " + s);
      break;
  }
  return makeFixedWidth(std::move(out), Justify::Right, 0, opt);
}

std::vector<std::string> formatLabels(const Index& index) {
  std::vector<std::string> out;
  for (size_t i = 0; i < index.size(); ++i) out.push_back(index.label(i));
  return justifyAll(out, maxWidth(out), Justify::Left);
}

}  // namespace tl::lang::pd
