// The format-spec mini-language's parts that more than one type formats
// with (format.cc; complex_format.cc lays out two floats with them).
#pragma once
#include <string>

#include "lang/eval/interp.h"

namespace tl::lang {

// [[fill]align][sign][z][#][0][width][grouping][.precision][type]
struct Spec {
  char fill = ' ', align = 0, sign = '-', type = 0, grouping = 0;
  bool alt = false, zero = false, fillGiven = false, noNegativeZero = false;
  bool signGiven = false;  // '-' written out, not the default
  int width = -1, precision = -1;
  bool precisionTooBig = false;  // past a C int: strings cut nothing, floats raise CPython's ValueError
  std::string wideFill;          // a fill character beyond ASCII ('─'), as UTF-8 (fill is then unused)
};

// `of` names the value's type in the error for a malformed spec.
Spec parseSpec(Interp& in, const std::string& s, const std::string& of);
// Pads `body` (sign kept apart so '=' / zero padding go between sign and digits).
std::string pad(const Spec& sp, const std::string& sign, const std::string& body, char defAlign);
// A double through C's printf `format`, which takes a precision then the
// value ("%.*e"), at whatever length it comes to.
std::string printfDouble(const char* format, int precision, double v);
// The digits of a width or precision read from s at i (CPython's ValueError
// `tooMany` past int64).
int64_t specDigits(Interp& in, const std::string& s, size_t& i, const char* tooMany);
// A width to pad to: text that wide must fit the run's memory (MemoryError,
// as CPython's allocation fails).
int padWidth(Interp& in, int64_t width);
// An object as %-formatting converts it through __int__ / __float__.
Value viaNumberMethod(Interp& in, const Value& arg, const char* method);
// A float by the spec's type (e, f, g, %, n or none), sign, grouping and padding.
std::string formatFloat(Interp& in, double v, const Spec& sp);

}  // namespace tl::lang
