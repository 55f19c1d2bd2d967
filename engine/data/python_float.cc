// repr(float) as CPython prints it: the shortest round-tripping digits, in
// fixed notation for decimal exponents -4 <= e < 16, else d.ddde+XX.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "data/csv.h"

namespace tl::data {
namespace {

// Shortest "%.{p}e" text that reads back exactly; returns digits and exponent.
void shortestDigits(double value, std::string& digits, int& exponent) {
  char text[64];
  for (int precision = 0; precision <= 16; ++precision) {
    std::snprintf(text, sizeof text, "%.*e", precision, value);
    if (std::strtod(text, nullptr) == value) break;
  }
  std::string s(text);
  const size_t e = s.find('e');
  exponent = std::atoi(s.c_str() + e + 1);
  digits.clear();
  for (size_t i = 0; i < e; ++i) {
    if (s[i] >= '0' && s[i] <= '9') digits += s[i];
  }
}

std::string fixedNotation(const std::string& digits, int exponent) {
  std::string out;
  const int point = exponent + 1;  // digits before the decimal point
  if (point <= 0) {
    out = "0." + std::string(static_cast<size_t>(-point), '0') + digits;
  } else if (static_cast<size_t>(point) >= digits.size()) {
    out = digits + std::string(static_cast<size_t>(point) - digits.size(), '0') + ".0";
  } else {
    out = digits.substr(0, static_cast<size_t>(point)) + "." + digits.substr(static_cast<size_t>(point));
  }
  return out;
}

}  // namespace

std::string formatPythonFloat(double value) {
  if (std::isnan(value)) return "nan";
  if (std::isinf(value)) return value > 0 ? "inf" : "-inf";
  const std::string sign = std::signbit(value) ? "-" : "";
  if (value == 0) return sign + "0.0";
  std::string digits;
  int exponent = 0;
  shortestDigits(std::fabs(value), digits, exponent);
  if (exponent >= -4 && exponent < 16) return sign + fixedNotation(digits, exponent);
  std::string mantissa = digits.substr(0, 1);
  if (digits.size() > 1) mantissa += "." + digits.substr(1);
  char tail[16];
  std::snprintf(tail, sizeof tail, "e%c%02d", exponent < 0 ? '-' : '+', std::abs(exponent));
  return sign + mantissa + tail;
}

}  // namespace tl::data
