// The format-spec mini-language (f-strings, format(), str.format); %-formatting is percent_format.cc.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>

#include "lang/eval/builtins.h"
#include "lang/eval/format_spec.h"
#include "lang/eval/int_value.h"
#include "lang/eval/metaclass.h"
#include "lang/eval/native.h"
#include "lang/eval/str_text.h"
#include "lang/syntax/lexer.h"

namespace tl::lang {

namespace {


std::string group(const std::string& digits, char sep, int every = 3) {
  std::string out;
  int n = static_cast<int>(digits.size());
  for (int i = 0; i < n; ++i) {
    if (i > 0 && (n - i) % every == 0) out += sep;
    out += digits[i];
  }
  return out;
}

// Zero padding that takes part in grouping: format(1234, '010,d') is '00,001,234'.
std::string zeroGrouped(std::string digits, char sep, int every, int want) {
  while (static_cast<int>(group(digits, sep, every).size()) < want) digits = "0" + digits;
  return group(digits, sep, every);
}

// The byte length of the first n code points of UTF-8 text s.
size_t utf8Prefix(const std::string& s, int n) {
  size_t i = 0;
  for (int k = 0; k < n && i < s.size(); ++k) i += utf8Length(static_cast<unsigned char>(s[i]));
  return std::min(i, s.size());
}

bool zeroGrouping(const Spec& sp) { return sp.grouping && sp.zero && !sp.align && sp.width > 0; }

std::string signOf(const Spec& sp, bool negative) {
  if (negative) return "-";
  return sp.sign == '+' ? "+" : sp.sign == ' ' ? " " : "";
}

// An int of any size (an int Value) by the spec's type d, n, x, X, o, b or c.
std::string formatInt(Interp& in, const Value& value, const Spec& sp) {
  const BigInt v = toBigInt(value);
  const BigInt mag = v.abs();
  const bool negative = v.negative();
  std::string digits, prefix;
  char t = sp.type ? sp.type : 'd';
  switch (t) {
    case 'd':
    case 'n':
      digits = isBigInt(value) ? intToDecimal(in, mag)
                               : std::to_string(value.asInt() < 0 ? 0 - static_cast<uint64_t>(value.asInt())
                                                                  : static_cast<uint64_t>(value.asInt()));
      break;
    case 'x':
    case 'X':
    case 'o':
    case 'b': {
      digits = mag.toString(t == 'o' ? 8 : t == 'b' ? 2 : 16);
      if (t == 'X')
        for (char& ch : digits) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
      if (sp.alt) prefix = t == 'o' ? "0o" : t == 'b' ? "0b" : t == 'X' ? "0X" : "0x";
      const std::string sign = signOf(sp, negative) + prefix;
      if (zeroGrouping(sp)) return sign + zeroGrouped(digits, sp.grouping, 4, sp.width - static_cast<int>(sign.size()));
      if (sp.grouping) digits = group(digits, sp.grouping, 4);
      return pad(sp, sign, digits, '>');
    }
    case 'c': {
      if (sp.sign != '-') in.raise(in.types.ValueError, "Sign not allowed with integer format specifier 'c'");
      if (sp.alt) in.raise(in.types.ValueError, "Alternate form (#) not allowed with integer format specifier 'c'");
      if (negative || BigInt::compare(v, BigInt(0x10FFFF)) > 0)
        in.raise(in.types.OverflowError, "%c arg not in range(0x110000)");
      std::string s;
      appendUtf8(s, static_cast<uint32_t>(v.toInt64()));
      return pad(sp, "", s, '>');
    }
    default: in.raise(in.types.ValueError, std::string("Unknown format code '") + t + "' for object of type 'int'");
  }
  const std::string sign = signOf(sp, negative);
  if (zeroGrouping(sp)) return sign + zeroGrouped(digits, sp.grouping, 3, sp.width - static_cast<int>(sign.size()));
  if (sp.grouping) digits = group(digits, sp.grouping);
  return pad(sp, sign, digits, '>');
}

std::string fixedDigits(double mag, int prec) { return printfDouble("%.*f", prec, mag); }


}  // namespace

std::string printfDouble(const char* format, int precision, double v) {
  const int n = std::snprintf(nullptr, 0, format, precision, v);
  std::string out(static_cast<size_t>(n) + 1, '\0');
  std::snprintf(out.data(), out.size(), format, precision, v);
  out.pop_back();
  return out;
}

int64_t specDigits(Interp& in, const std::string& s, size_t& i, const char* tooMany) {
  int64_t n = 0;
  while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) {
    if (__builtin_mul_overflow(n, 10, &n) || __builtin_add_overflow(n, s[i++] - '0', &n))
      in.raise(in.types.ValueError, tooMany);
  }
  return n;
}

int padWidth(Interp& in, int64_t width) {
  in.checkResultSize(width, 1, 1);
  if (width > INT32_MAX) in.raise(in.exceptionClass("MemoryError"), "");
  return static_cast<int>(width);
}

// %-formatting converts objects through __int__ / __float__ as CPython's
// PyNumber_Long / PyFloat_AsDouble do (a NumPy scalar or one-element array).
Value viaNumberMethod(Interp& in, const Value& arg, const char* method) {
  if (arg.isNumber()) return arg;
  if (arg.is(ObjKind::Instance)) {
    if (Value* m = arg.obj()->cls()->lookup(in.internStr(method).as<Str>())) return in.call(*m, {arg});
  } else if (arg.is(ObjKind::Native)) {
    Value m = arg.as<NativeObject>()->getAttr(in, method);
    if (!m.isNull()) return in.call(m, {});
  }
  return arg;
}

// [[fill]align][sign]["z"]["#"]["0"][width][grouping]["." precision][type]; `of`
// names the value's type in the error for anything left over.
Spec parseSpec(Interp& in, const std::string& s, const std::string& of) {
  Spec sp;
  size_t i = 0;
  auto isAlign = [](char c) { return c == '<' || c == '>' || c == '^' || c == '='; };
  const unsigned char lead = s.empty() ? 0 : static_cast<unsigned char>(s[0]);
  const size_t fillBytes = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
  if (s.size() > fillBytes && isAlign(s[fillBytes])) {
    sp.fill = s[0], sp.align = s[fillBytes], sp.fillGiven = true, i = fillBytes + 1;
    if (fillBytes > 1) sp.wideFill = s.substr(0, fillBytes);
  } else if (!s.empty() && isAlign(s[0])) sp.align = s[0], i = 1;
  if (i < s.size() && (s[i] == '+' || s[i] == '-' || s[i] == ' ')) sp.sign = s[i++], sp.signGiven = true;
  if (i < s.size() && s[i] == 'z') sp.noNegativeZero = true, ++i;
  if (i < s.size() && s[i] == '#') sp.alt = true, ++i;
  if (i < s.size() && s[i] == '0') sp.zero = true, ++i;
  if (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])))
    sp.width = padWidth(in, specDigits(in, s, i, "Too many decimal digits in format string"));
  if (i < s.size() && (s[i] == ',' || s[i] == '_')) sp.grouping = s[i++];
  if (i < s.size() && s[i] == '.') {
    ++i;
    sp.precision = 0;
    if (i >= s.size() || !std::isdigit(static_cast<unsigned char>(s[i])))
      in.raise(in.types.ValueError, "Format specifier missing precision");
    const int64_t n = specDigits(in, s, i, "Too many decimal digits in format string");
    sp.precisionTooBig = n > INT32_MAX;
    sp.precision = static_cast<int>(std::min<int64_t>(n, INT32_MAX));
  }
  if (i < s.size()) sp.type = s[i++];
  if (i < s.size())
    in.raise(in.types.ValueError, "Invalid format specifier '" + s + "' for object of type '" + of + "'");
  // Separators group the digits of numbers only ('_' also every four hex, octal or binary digits).
  const std::string grouped = sp.grouping == '_' ? "deEfFgG%boxX" : "deEfFgG%";
  if (sp.grouping && sp.type && grouped.find(sp.type) == std::string::npos)
    in.raise(in.types.ValueError, std::string("Cannot specify '") + sp.grouping + "' with '" + sp.type + "'.");
  return sp;
}

// Pads `body` (sign kept apart so '=' / zero padding go between sign and digits).
// A '0' before the width fills with zeros (after the sign, for numbers: defAlign '>').
std::string pad(const Spec& sp, const std::string& sign, const std::string& body, char defAlign) {
  char align = sp.align ? sp.align : (sp.zero && defAlign == '>' ? '=' : defAlign);
  char fill = sp.fillGiven ? sp.fill : (sp.zero ? '0' : ' ');
  int len = 0;
  for (unsigned char c : sign + body)
    if ((c & 0xC0) != 0x80) ++len;
  int padN = sp.width > len ? sp.width - len : 0;
  auto fillOf = [&](int n) {
    if (sp.wideFill.empty()) return std::string(n, fill);
    std::string out;
    for (int k = 0; k < n; ++k) out += sp.wideFill;
    return out;
  };
  std::string p = fillOf(padN);
  switch (align) {
    case '<': return sign + body + p;
    case '^': return fillOf(padN / 2) + sign + body + fillOf(padN - padN / 2);
    case '=': return sign + p + body;
    default: return p + sign + body;
  }
}

std::string formatFloat(Interp& in, double v, const Spec& sp) {
  bool neg = std::signbit(v) && !std::isnan(v);
  double mag = std::fabs(v);
  char t = sp.type;
  int prec = sp.precision;
  if (t && std::string_view("fF%eEgGn").find(t) == std::string_view::npos)  // before the precision, as CPython
    in.raise(in.types.ValueError, std::string("Unknown format code '") + t + "' for object of type 'float'");
  if (sp.precisionTooBig) in.raise(in.types.ValueError, "precision too big");
  if (prec > 0) in.checkResultSize(prec, 1, 1);
  std::string body;
  if (std::isinf(mag) || std::isnan(mag)) {
    body = std::isnan(mag) ? "nan" : "inf";
    if (t == 'F' || t == 'E' || t == 'G')
      for (char& c : body) c = static_cast<char>(std::toupper(c));
    if (t == '%') body += "%";
    return pad(sp, signOf(sp, neg), body, '>');
  }
  switch (t) {
    case 'f':
    case 'F':
    case '%': {
      double x = t == '%' ? mag * 100 : mag;
      body = fixedDigits(x, prec < 0 ? 6 : prec);
      if (sp.alt && body.find('.') == std::string::npos) body += ".";
      if (t == '%') body += "%";
      break;
    }
    case 'e':
    case 'E':
      body = printfDouble(sp.alt ? "%#.*e" : "%.*e", prec < 0 ? 6 : prec, mag);
      if (t == 'E')
        for (char& c : body) c = static_cast<char>(std::toupper(c));
      break;
    case 'g':
    case 'G':
    case 'n':
      body = printfDouble(sp.alt ? "%#.*g" : "%.*g", prec < 0 ? 6 : (prec == 0 ? 1 : prec), mag);
      if (t == 'G')
        for (char& c : body) c = static_cast<char>(std::toupper(c));
      break;
    case 0:
      if (prec < 0) {
        body = floatRepr(mag);
      } else {
        body = printfDouble("%.*g", prec == 0 ? 1 : prec, mag);
        if (body.find_first_of(".e") == std::string::npos) body += ".0";
      }
      break;
    default: break;  // refused above
  }
  // 'z' turns a negative zero (after rounding) into zero.
  if (neg && sp.noNegativeZero && body.find_first_of("123456789") == std::string::npos) neg = false;
  const std::string sign = signOf(sp, neg);
  if (sp.grouping) {
    size_t end = body.find_first_of(".eE%");
    std::string ip = body.substr(0, end), rest = end == std::string::npos ? "" : body.substr(end);
    if (zeroGrouping(sp))
      return sign + zeroGrouped(ip, sp.grouping, 3, sp.width - static_cast<int>(sign.size() + rest.size())) + rest;
    body = group(ip, sp.grouping) + rest;
  }
  return pad(sp, sign, body, '>');
}

std::string formatWithSpec(Interp& in, const Value& v, const std::string& spec) {
  if (v.is(ObjKind::Native) && v.obj()->cls()->lookup(in.internStr("__format__").as<Str>())) {
    return in.str(in.call(in.getAttr(v, "__format__"), {in.newStr(spec)}));  // e.g. f"{tensor:.2f}"
  }
  if (const Value* m = overrideOf(in, v, "__format__")) return in.str(in.call(*m, {v, in.newStr(spec)}));
  if (v.is(ObjKind::Instance) || programMetaclass(v)) {
    if (Value* m = v.obj()->cls()->lookup(in.internStr("__format__").as<Str>())) {
      Value r = in.call(*m, {v, in.newStr(spec)});
      return in.str(r);
    }
  }
  return builtinFormat(in, v, spec);
}

std::string builtinFormat(Interp& in, const Value& v, const std::string& spec) {
  if (spec.empty() && v.isObj()) {
    RecursionScope level(in, " while calling a Python object");  // object.__format__, a builtin
    return in.str(v);
  }
  if (spec.empty()) return in.str(v);
  Spec sp = parseSpec(in, spec, in.typeName(v));
  if (isInteger(v)) {
    if (sp.type && std::string("eEfFgG%").find(sp.type) != std::string::npos)
      return formatFloat(in, intToDouble(in, v), sp);
    if (sp.type && std::string("bcdoxXn").find(sp.type) == std::string::npos)  // before the precision, as CPython
      in.raise(in.types.ValueError,
               std::string("Unknown format code '") + sp.type + "' for object of type '" + in.typeName(v) + "'");
    if (sp.precision >= 0) in.raise(in.types.ValueError, "Precision not allowed in integer format specifier");
    return formatInt(in, v, sp);
  }
  if (v.isFloat()) return formatFloat(in, v.asFloat(), sp);
  if (v.is(ObjKind::Str)) {
    if (sp.type && sp.type != 's')
      in.raise(in.types.ValueError, std::string("Unknown format code '") + sp.type + "' for object of type 'str'");
    std::string s = v.as<Str>()->s;
    if (sp.precision >= 0) s = s.substr(0, utf8Prefix(s, sp.precision));
    // What only numbers take, refused in CPython's order (format_string_internal).
    if (sp.signGiven)
      in.raise(in.types.ValueError, sp.sign == ' ' ? "Space not allowed in string format specifier"
                                                   : "Sign not allowed in string format specifier");
    if (sp.noNegativeZero)
      in.raise(in.types.ValueError, "Negative zero coercion (z) not allowed in string format specifier");
    if (sp.alt) in.raise(in.types.ValueError, "Alternate form (#) not allowed in string format specifier");
    if (sp.align == '=') in.raise(in.types.ValueError, "'=' alignment not allowed in string format specifier");
    return pad(sp, "", s, '<');
  }
  if (v.is(ObjKind::Native)) {
    std::string s = in.str(v);
    return pad(sp, "", s, '<');
  }
  in.raise(in.types.TypeError, "unsupported format string passed to " + in.typeName(v) + ".__format__");
}

std::string Interp::format(const Value& v, const std::string& spec) {
  if (spec.empty() && v.is(ObjKind::Str) && !v.obj()->cls()->userDefined) return v.as<Str>()->s;
  return formatWithSpec(*this, v, spec);
}

// `mapping`: format_map's, where named fields are looked up (a dict
// subclass's __missing__ answers too) and positional ones are refused.
static std::string formatFields(Interp& in, const std::string& fmt, CallArgs& args, int& autoIndex,
                                const Value* mapping);

std::string strFormatMethod(Interp& in, const std::string& fmt, CallArgs& args) {
  int autoIndex = 0;
  return formatFields(in, fmt, args, autoIndex, nullptr);
}

std::string strFormatMapMethod(Interp& in, const std::string& fmt, const Value& mapping) {
  int autoIndex = 0;
  CallArgs none;
  return formatFields(in, fmt, none, autoIndex, &mapping);
}

static std::string formatFields(Interp& in, const std::string& fmt, CallArgs& args, int& autoIndex,
                                const Value* mapping) {
  std::string out;
  for (size_t i = 0; i < fmt.size(); ++i) {
    char c = fmt[i];
    if (c == '}') {
      if (i + 1 < fmt.size() && fmt[i + 1] == '}') ++i;
      else if (true) in.raise(in.types.ValueError, "Single '}' encountered in format string");
      out += '}';
      continue;
    }
    if (c != '{') {
      out += c;
      continue;
    }
    if (i + 1 < fmt.size() && fmt[i + 1] == '{') {
      out += '{';
      ++i;
      continue;
    }
    int depth = 1;
    size_t j = i + 1;
    for (; j < fmt.size() && depth; ++j) {
      if (fmt[j] == '{') ++depth;
      else if (fmt[j] == '}') --depth;
    }
    if (depth) {
      const size_t bang = fmt.find('!', i);
      in.raise(in.types.ValueError, bang == fmt.size() - 1 ? "end of string while looking for conversion specifier"
                                                           : "expected '}' before end of string");
    }
    std::string field = fmt.substr(i + 1, j - i - 2);
    i = j - 1;
    std::string spec;
    char conv = 0;
    size_t colon = field.find(':');
    if (colon != std::string::npos) spec = field.substr(colon + 1), field = field.substr(0, colon);
    size_t bang = field.find('!');
    if (bang != std::string::npos) {
      if (bang + 1 >= field.size()) {
        in.raise(in.types.ValueError, colon == std::string::npos
                                          ? "end of string while looking for conversion specifier"
                                          : "unmatched '{' in format spec");
      }
      conv = field[bang + 1];
      if (bang + 2 < field.size()) in.raise(in.types.ValueError, "expected ':' after conversion specifier");
      if (conv != 'r' && conv != 's' && conv != 'a')
        in.raise(in.types.ValueError, std::string("Unknown conversion specifier ") + conv);
      field = field.substr(0, bang);
    }
    size_t end = field.find_first_of(".[");
    std::string head = field.substr(0, end);
    Value v;
    if (mapping && (head.empty() || std::isdigit(static_cast<unsigned char>(head[0])))) {
      in.raise(in.types.ValueError, "Format string contains positional fields");
    } else if (mapping) {
      v = in.getItem(*mapping, in.newStr(head));
    } else if (head.empty() || std::isdigit(static_cast<unsigned char>(head[0]))) {
      // Fields are all numbered automatically ({}) or all by hand ({0}); autoIndex -1 means by hand.
      if (head.empty() && autoIndex < 0)
        in.raise(in.types.ValueError, "cannot switch from manual field specification to automatic field numbering");
      if (!head.empty() && autoIndex > 0)
        in.raise(in.types.ValueError, "cannot switch from automatic field numbering to manual field specification");
      size_t i = 0;
      const int64_t idx = head.empty() ? autoIndex++
                                       : specDigits(in, head, i, "Too many decimal digits in format string");
      if (!head.empty()) autoIndex = -1;
      if (idx >= static_cast<int64_t>(args.npos))
        in.raise(in.types.IndexError,
                 "Replacement index " + std::to_string(idx) + " out of range for positional args tuple");
      v = args.pos[idx];
    } else {
      const Value* kv = args.keyword(head);
      if (!kv) {
        Value e = in.newInstance(in.types.KeyError);
        e.as<Instance>()->exc->args = in.newTuple({in.newStr(head)});
        in.raiseValue(e);
      }
      v = *kv;
    }
    while (end != std::string::npos && end < field.size()) {
      if (field[end] == '.') {
        size_t e2 = field.find_first_of(".[", end + 1);
        v = in.getAttr(v, field.substr(end + 1, e2 == std::string::npos ? std::string::npos : e2 - end - 1));
        end = e2;
      } else {
        size_t close = field.find(']', end);
        std::string key = field.substr(end + 1, close - end - 1);
        bool numeric = !key.empty() && key.find_first_not_of("0123456789") == std::string::npos;
        size_t at = 0;
        v = in.getItem(v, numeric ? Value::integer(specDigits(in, key, at, "Too many decimal digits in format string"))
                                  : in.newStr(key));
        end = close + 1 < field.size() ? close + 1 : std::string::npos;
      }
    }
    if (spec.find('{') != std::string::npos) spec = formatFields(in, spec, args, autoIndex, mapping);
    if (conv == 'r') v = in.newStr(in.repr(v));
    else if (conv == 's') v = in.newStr(in.str(v));
    else if (conv == 'a') v = in.newStr(asciiRepr(in, v));
    out += in.format(v, spec);
  }
  return out;
}

}  // namespace tl::lang
