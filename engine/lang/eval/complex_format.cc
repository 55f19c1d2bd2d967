// repr() and format() of complex numbers, as CPython's complex_repr and
// format_complex_internal lay out the two parts.
#include <cmath>

#include "lang/eval/builtins.h"
#include "lang/eval/complex_object.h"
#include "lang/eval/format_spec.h"

namespace tl::lang {

namespace {

// repr of a part: the float's shortest repr without the ".0" a float adds
// (CPython formats both parts with 'r' and no Py_DTSF_ADD_DOT_0).
std::string shortRepr(std::string text) {
  if (text.size() > 2 && text.compare(text.size() - 2, 2, ".0") == 0) text.resize(text.size() - 2);
  return text;
}

std::string signedRepr(double d) {
  std::string text = shortRepr(floatRepr(d));
  return text[0] == '-' ? text : "+" + text;
}

// One part's digits by type 'r' (repr) or a float presentation type, without sign.
std::string partDigits(Interp& in, double magnitude, char type, const Spec& spec) {
  Spec part;
  part.grouping = spec.grouping;
  part.alt = spec.alt && type != 'r';
  part.type = type == 'r' ? 0 : type;
  part.precision = type == 'r' ? -1 : spec.precision;
  std::string digits = formatFloat(in, magnitude, part);
  if (type != 'r') return digits;
  digits = shortRepr(digits);
  if (spec.alt && std::isfinite(magnitude) && digits.find('.') == std::string::npos) {
    const size_t e = digits.find('e');
    digits.insert(e == std::string::npos ? digits.size() : e, ".");
  }
  return digits;
}

std::string partSign(double d, char sign) {
  if (std::signbit(d) && !std::isnan(d)) return "-";
  return sign == '+' ? "+" : sign == ' ' ? " " : "";
}

void checkSpec(Interp& in, const Spec& sp) {
  if (sp.type && std::string("eEfFgGn").find(sp.type) == std::string::npos)
    in.raise(in.types.ValueError, std::string("Unknown format code '") + sp.type + "' for object of type 'complex'");
  if ((sp.zero && sp.fill == ' ') || sp.fill == '0')
    in.raise(in.types.ValueError, "Zero padding is not allowed in complex format specifier");
  if (sp.align == '=') in.raise(in.types.ValueError, "'=' alignment flag is not allowed in complex format specifier");
}

}  // namespace

std::string complexRepr(Complex z) {
  if (z.re == 0.0 && !std::signbit(z.re)) return shortRepr(floatRepr(z.im)) + "j";
  return "(" + shortRepr(floatRepr(z.re)) + signedRepr(z.im) + "j)";
}

std::string formatComplex(Interp& in, Complex z, const std::string& text) {
  if (text.empty()) return complexRepr(z);
  Spec sp = parseSpec(in, text, "complex");
  checkSpec(in, sp);
  // No type: like str(), parenthesized unless the real part is +0 and left out.
  const bool noType = sp.type == 0, skipReal = noType && z.re == 0.0 && !std::signbit(z.re);
  char type = sp.type == 'n' ? 'g' : noType ? 'r' : sp.type;
  if (type == 'r' && sp.precision >= 0) type = 'g';
  std::string body;
  if (!skipReal) body = partSign(z.re, sp.sign) + partDigits(in, std::fabs(z.re), type, sp);
  body += partSign(z.im, skipReal ? sp.sign : '+') + partDigits(in, std::fabs(z.im), type, sp) + "j";
  if (noType && !skipReal) body = "(" + body + ")";
  return pad(sp, "", body, '>');
}

}  // namespace tl::lang
