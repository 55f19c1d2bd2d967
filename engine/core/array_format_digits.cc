// Shortest round-trip digits and Python/NumPy scalar reprs.
//
// printf's %.*e rounds the exact binary value correctly (glibc and Emscripten's
// musl alike). The shortest digits are the fewest significant digits whose
// correctly rounded decimal reads back as the same value; a digit count that works
// keeps working with more, so the count is bisected. At a power of two the gap
// below the value is half the gap above, so the correctly rounded candidate can
// miss while the next decimal up still reads back: that neighbour is tried too.
// Every candidate is rounded from one printf of 17 digits, and read back with
// exact double arithmetic where that is exact (strtod/strtof otherwise).
#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "core/array_format.h"

namespace tl::core {
namespace {

void stripTrailingZeros(DecimalDigits* d) {
  while (d->digits.size() > 1 && d->digits.back() == '0') d->digits.pop_back();
  if (d->digits == "0") d->pointPos = 1;
}

// Parses printf's "-d.ddde+XX".
DecimalDigits parseScientific(const char* text) {
  DecimalDigits d;
  const char* p = text;
  if (*p == '-') {
    d.negative = true;
    ++p;
  }
  for (; *p != 'e' && *p != '\0'; ++p) {
    if (*p != '.') d.digits.push_back(*p);
  }
  d.pointPos = (*p == 'e' ? std::atoi(p + 1) : 0) + 1;
  return d;
}

std::string scientificText(const DecimalDigits& d) {
  return std::string(d.negative ? "-" : "") + "0." + d.digits + "e" + std::to_string(d.pointPos);
}

// The next decimal up (in magnitude) with the same number of digits.
DecimalDigits incrementLastDigit(DecimalDigits d) {
  int i = static_cast<int>(d.digits.size()) - 1;
  while (i >= 0 && d.digits[i] == '9') d.digits[i--] = '0';
  if (i < 0) {
    d.digits.insert(d.digits.begin(), '1');
    d.digits.pop_back();
    d.pointPos += 1;
  } else {
    d.digits[i] += 1;
  }
  return d;
}

DecimalDigits correctlyRounded(double v, int significant) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*e", significant - 1, v);
  DecimalDigits d = parseScientific(buf);
  stripTrailingZeros(&d);
  return d;
}

// printf is slow under WASM (musl formats through software long double), so it
// runs once per value for 17 correctly rounded digits and fewer digits are rounded
// from those. Only a tail of exactly 5000... cannot tell a tie from a value just
// above or below it; then printf is asked again.
DecimalDigits roundLeading(const DecimalDigits& lead, double v, int p) {
  DecimalDigits d = lead;
  if (p < static_cast<int>(lead.digits.size())) {
    std::string tail = lead.digits.substr(static_cast<size_t>(p));
    if (tail[0] == '5' && tail.find_first_not_of('0', 1) == std::string::npos) {
      return correctlyRounded(v, p);
    }
    d.digits.resize(static_cast<size_t>(p));
    if (tail[0] >= '5') d = incrementLastDigit(d);
  }
  stripTrailingZeros(&d);
  return d;
}

// The 17 correctly rounded leading digits of v. The last value's are kept because
// NumPy's printer asks for a value's shortest digits and then for them rounded.
const DecimalDigits& leadingDigits(double v) {
  static thread_local double lastValue = NAN;
  static thread_local DecimalDigits lastLead;
  if (!(v == lastValue && std::signbit(v) == std::signbit(lastValue))) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.16e", v);
    lastLead = parseScientific(buf);
    lastValue = v;
  }
  return lastLead;
}

constexpr double kPow10[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                             1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

// The decimal correctly rounded to double, as strtod gives it. Up to 15 digits
// and 10^+-22 both factors are exact, so one IEEE multiply or divide rounds once.
double toDouble(const DecimalDigits& d) {
  int n = static_cast<int>(d.digits.size());
  int k = d.pointPos - n;
  if (n > 15 || k < -22 || k > 22) return std::strtod(scientificText(d).c_str(), nullptr);
  double m = 0;
  for (char c : d.digits) m = m * 10 + (c - '0');
  double x = k >= 0 ? m * kPow10[k] : m / kPow10[-k];
  return d.negative ? -x : x;
}

// Rounding through double gives strtof's float unless the double lands exactly
// halfway between two floats (the first rounding may have made that tie).
float toFloat(const DecimalDigits& d) {
  double x = toDouble(d);
  if (std::fabs(x) <= static_cast<double>(FLT_MAX)) {
    float f = static_cast<float>(x);
    if (static_cast<double>(f) == x) return f;
    float other = std::nextafterf(f, x > f ? INFINITY : -INFINITY);
    if (x != (static_cast<double>(f) + static_cast<double>(other)) / 2) return f;
  }
  return std::strtof(scientificText(d).c_str(), nullptr);
}

template <typename T>
bool readsBack(const DecimalDigits& d, T v) {
  if constexpr (sizeof(T) == 4) {
    return toFloat(d) == v;
  } else {
    return toDouble(d) == v;
  }
}

// The p-digit decimal that reads back as v, if either of the two around v does
// (the nearer first).
template <typename T>
bool candidateAt(T v, const DecimalDigits& lead, int p, DecimalDigits* out) {
  DecimalDigits nearest = roundLeading(lead, static_cast<double>(v), p);
  if (readsBack(nearest, v)) {
    *out = nearest;
    return true;
  }
  if (static_cast<int>(nearest.digits.size()) != p) return false;
  if (std::fabs(toDouble(nearest)) >= std::fabs(static_cast<double>(v))) return false;
  DecimalDigits up = incrementLastDigit(nearest);
  if (!readsBack(up, v)) return false;
  *out = up;
  return true;
}

// Whether some p-digit decimal reads back grows with p, so bisect for the least p.
template <typename T>
DecimalDigits shortest(T v, int maxDigits) {
  if (v == 0) return DecimalDigits{std::signbit(v), "0", 1};
  const DecimalDigits lead = leadingDigits(static_cast<double>(v));
  DecimalDigits best = roundLeading(lead, static_cast<double>(v), maxDigits);
  int lo = 1, hi = maxDigits;
  while (lo < hi) {
    int mid = (lo + hi) / 2;
    DecimalDigits found;
    if (candidateAt(v, lead, mid, &found)) {
      best = found;
      hi = mid;
    } else {
      lo = mid + 1;
    }
  }
  if (lo == maxDigits) candidateAt(v, lead, maxDigits, &best);
  return best;
}

std::string exponentText(int exponent) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "e%c%02d", exponent < 0 ? '-' : '+', std::abs(exponent));
  return buf;
}

// "1e-05", "1.5e+16": Python's and NumPy's scalar scientific form.
std::string scalarScientific(const DecimalDigits& d) {
  std::string out = d.negative ? "-" : "";
  out += d.digits[0];
  if (d.digits.size() > 1) out += "." + d.digits.substr(1);
  return out + exponentText(d.pointPos - 1);
}

// "0.0001", "16777216.0", "1.5": positional with at least one fractional digit.
std::string scalarPositional(const DecimalDigits& d) {
  std::string out = d.negative ? "-" : "";
  int n = static_cast<int>(d.digits.size());
  if (d.pointPos <= 0) {
    return out + "0." + std::string(-d.pointPos, '0') + d.digits;
  }
  if (d.pointPos >= n) {
    return out + d.digits + std::string(d.pointPos - n, '0') + ".0";
  }
  return out + d.digits.substr(0, d.pointPos) + "." + d.digits.substr(d.pointPos);
}

std::string nonFiniteText(double v) {
  if (std::isnan(v)) return "nan";
  return v < 0 ? "-inf" : "inf";
}

}  // namespace

DecimalDigits roundedDigits(double v, int significant) {
  significant = std::max(1, significant);
  if (v == 0 || !std::isfinite(v) || significant > 17) return correctlyRounded(v, significant);
  return roundLeading(leadingDigits(v), v, significant);
}

DecimalDigits shortestDigits(double v) { return shortest(v, 17); }
DecimalDigits shortestDigits(float v) { return shortest(v, 9); }

std::string pythonFloatRepr(double v) {
  if (!std::isfinite(v)) return nonFiniteText(v);
  DecimalDigits d = shortestDigits(v);
  // float_repr_style 'short': exponent form when the decimal exponent is < -4 or >= 16.
  int exponent = d.pointPos - 1;
  if (exponent < -4 || exponent >= 16) return scalarScientific(d);
  return scalarPositional(d);
}

std::string float32Repr(float v) {
  if (!std::isfinite(v)) return nonFiniteText(v);
  DecimalDigits d = shortestDigits(v);
  // NumPy's scalar repr compares the value itself, not its digits, with the bounds.
  double magnitude = std::fabs(static_cast<double>(v));
  if (v != 0 && (magnitude < 1e-4 || magnitude >= 1e16)) return scalarScientific(d);
  return scalarPositional(d);
}

std::string pythonBytesRepr(const std::string& bytes) {
  bool hasSingle = bytes.find('\'') != std::string::npos;
  bool hasDouble = bytes.find('"') != std::string::npos;
  char quote = hasSingle && !hasDouble ? '"' : '\'';
  std::string out = "b";
  out += quote;
  for (unsigned char c : bytes) {
    if (c == quote || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c == '\t') {
      out += "\\t";
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\r') {
      out += "\\r";
    } else if (c < 0x20 || c >= 0x7f) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02x", c);
      out += buf;
    } else {
      out += static_cast<char>(c);
    }
  }
  out += quote;
  return out;
}

}  // namespace tl::core
