// printf-style formatting, str % args, as CPython's unicode formatter does it.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "lang/eval/builtins.h"
#include "lang/eval/format_spec.h"
#include "lang/eval/int_value.h"
#include "lang/syntax/lexer.h"

namespace tl::lang {

namespace {

// %d %i %u %x %X %o: the digits (at least `precision` of them), a sign, the
// 0x/0o prefix for '#', then padding to the width with spaces, or with zeros
// after sign and prefix for the '0' flag (formatlong and the % formatter).
std::string percentInt(Interp& in, const BigInt& value, char type, const Spec& sp) {
  const int base = type == 'x' || type == 'X' ? 16 : type == 'o' ? 8 : 10;
  std::string digits = value.abs().toString(base);
  if (type == 'X') std::transform(digits.begin(), digits.end(), digits.begin(), ::toupper);
  if (sp.precision > static_cast<int>(digits.size())) {
    in.checkResultSize(sp.precision, 1, 1);
    digits.insert(0, sp.precision - digits.size(), '0');
  }
  std::string head = value.negative() ? "-" : sp.sign == '+' ? "+" : sp.sign == ' ' ? " " : "";
  if (sp.alt && base == 16) head += type == 'X' ? "0X" : "0x";
  if (sp.alt && base == 8) head += "0o";
  const int length = static_cast<int>(head.size() + digits.size());
  if (sp.width <= length) return head + digits;
  const std::string fill(sp.width - length, sp.zero ? '0' : ' ');
  if (sp.align == '<') return head + digits + std::string(sp.width - length, ' ');
  return sp.zero ? head + fill + digits : fill + head + digits;
}

// The arguments of str % args as CPython's formatter walks them: a tuple's
// items one by one, any other object once; after %(key) the mapping's value
// for key is the next argument.
struct PercentArgs {
  Value current;          // the tuple, the single argument, or the value of the last %(key)
  int64_t index, length;  // index < length: an argument is left (a single one has -2 < -1)
  Value mapping;          // args when it is a mapping (not a tuple or str), else Null
};

Value nextPercentArg(Interp& in, PercentArgs& a) {
  if (a.index >= a.length) in.raise(in.types.TypeError, "not enough arguments for format string");
  const int64_t at = a.index++;
  return a.length < 0 ? a.current : a.current.as<Tuple>()->items[at];
}

}  // namespace

std::string percentFormat(Interp& in, const std::string& fmt, const Value& args) {
  PercentArgs pa{args, 0, 0, Value()};
  if (args.is(ObjKind::Tuple)) pa.length = static_cast<int64_t>(args.as<Tuple>()->items.size());
  else pa.index = -2, pa.length = -1;
  const bool isMapping = args.is(ObjKind::Dict) ||
                         (args.isObj() && !args.is(ObjKind::Tuple) && !args.is(ObjKind::Str) &&
                          in.typeOf(args)->lookup(in.internStr("__getitem__").as<Str>()));
  if (isMapping) pa.mapping = args;
  std::string out;
  auto take = [&]() -> Value { return nextPercentArg(in, pa); };
  for (size_t i = 0; i < fmt.size(); ++i) {
    if (fmt[i] != '%') {
      out += fmt[i];
      continue;
    }
    if (++i >= fmt.size()) in.raise(in.types.ValueError, "incomplete format");
    if (fmt[i] == '%') {  // only a bare %% is a literal; %5% takes an argument and is refused
      out += '%';
      continue;
    }
    Value arg;
    if (fmt[i] == '(') {
      if (pa.mapping.isNull()) in.raise(in.types.TypeError, "format requires a mapping");
      size_t close = i + 1;
      for (int depth = 1; close < fmt.size(); ++close) {  // parentheses may nest in the key
        if (fmt[close] == '(') ++depth;
        if (fmt[close] == ')' && --depth == 0) break;
      }
      if (close >= fmt.size()) in.raise(in.types.ValueError, "incomplete format key");
      pa.current = in.getItem(pa.mapping, in.newStr(fmt.substr(i + 1, close - i - 1)));
      pa.index = -2, pa.length = -1;
      i = close + 1;
      if (i >= fmt.size()) in.raise(in.types.ValueError, "incomplete format");
    }
    Spec sp;
    std::string flags;
    while (i < fmt.size() && std::string("-+ 0#").find(fmt[i]) != std::string::npos) flags += fmt[i++];
    if (i < fmt.size() && fmt[i] == '*') {
      const Value given = take();
      if (!given.isIntLike() && !isBigInt(given)) in.raise(in.types.TypeError, "* wants int");
      const int64_t width = toInt(in, given);
      if (width < 0) flags += '-';                                      // a negative * width left-aligns
      const int64_t size = width == INT64_MIN ? 0 : std::llabs(width);  // CPython's negation overflows: no padding
      sp.width = padWidth(in, size);
      ++i;
    }
    if (i < fmt.size() && std::isdigit(static_cast<unsigned char>(fmt[i])))
      sp.width = padWidth(in, specDigits(in, fmt, i, "width too big"));
    if (i < fmt.size() && fmt[i] == '.') {
      ++i;
      if (i < fmt.size() && fmt[i] == '*') {
        const Value given = take();
        if (!given.isIntLike() && !isBigInt(given)) in.raise(in.types.TypeError, "* wants int");
        const int64_t precision = toInt(in, given);
        if (precision > INT32_MAX || precision < INT32_MIN)  // a C int in CPython
          in.raise(in.types.OverflowError, "Python int too large to convert to C int");
        sp.precision = static_cast<int>(std::max<int64_t>(precision, 0));
        ++i;
      } else {
        const int64_t precision = specDigits(in, fmt, i, "precision too big");
        if (precision > INT32_MAX) in.raise(in.types.ValueError, "precision too big");  // a C int in CPython
        sp.precision = static_cast<int>(precision);
      }
    }
    if (i >= fmt.size()) in.raise(in.types.ValueError, "incomplete format");
    char c = fmt[i];
    arg = take();
    for (char f : flags) {
      if (f == '-') sp.align = '<';
      if (f == '+') sp.sign = '+';
      if (f == ' ' && sp.sign != '+') sp.sign = ' ';
      if (f == '0') sp.zero = true;
      if (f == '#') sp.alt = true;
    }
    if (sp.align == '<') sp.zero = false;
    switch (c) {
      case 's':
      case 'r':
      case 'a': {
        std::string s = c == 's' ? in.str(arg) : c == 'r' ? in.repr(arg) : asciiRepr(in, arg);
        if (sp.precision >= 0 && static_cast<int>(s.size()) > sp.precision) s = s.substr(0, sp.precision);
        sp.zero = false;
        out += pad(sp, "", s, '>');
        break;
      }
      case 'd':
      case 'i':
      case 'u':
      case 'x':
      case 'X':
      case 'o':
      case 'c': {
        if (c == 'c') {  // one character, or an int in range(0x110000)
          if (arg.is(ObjKind::Str) && arg.as<Str>()->length() == 1) {
            out += pad(sp, "", arg.as<Str>()->s, '>');
            break;
          }
          if (!arg.isIntLike() && !isBigInt(arg)) in.raise(in.types.TypeError, "%c requires int or char");
          if (isBigInt(arg) || arg.asInt() < 0 || arg.asInt() >= 0x110000)
            in.raise(in.types.OverflowError, "%c arg not in range(0x110000)");
          std::string ch;
          appendUtf8(ch, static_cast<uint32_t>(arg.asInt()));
          out += pad(sp, "", ch, '>');
          break;
        }
        arg = viaNumberMethod(in, arg, "__int__");
        const bool decimal = c == 'd' || c == 'i' || c == 'u';  // these truncate a float; x, X and o refuse it
        if ((!arg.isNumber() && !isBigInt(arg)) || (!decimal && arg.isFloat()))
          in.raise(in.types.TypeError,
                   std::string("%") + c +
                       " format: " + (decimal ? "a real number is required, not " : "an integer is required, not ") +
                       in.typeName(arg));
        out += percentInt(in, toBigInt(arg.isFloat() ? floatToInt(in, std::trunc(arg.asFloat())) : arg), c, sp);
        break;
      }
      case 'f':
      case 'F':
      case 'e':
      case 'E':
      case 'g':
      case 'G': {
        arg = viaNumberMethod(in, arg, "__float__");
        if (!arg.isNumber() && !isBigInt(arg))
          in.raise(in.types.TypeError, std::string("must be real number, not ") + in.typeName(arg));
        sp.type = c;
        if (sp.precision < 0) sp.precision = 6;
        out += formatFloat(in, toDouble(in, arg), sp);
        break;
      }
      default:
        in.raise(
            in.types.ValueError, std::string("unsupported format character '") + c + "' (0x" + [&] {
              char b[8];
              std::snprintf(b, sizeof b, "%x", c);
              return std::string(b);
            }() + ") at index " + std::to_string(i));
    }
  }
  if (pa.index < pa.length && pa.mapping.isNull())
    in.raise(in.types.TypeError, "not all arguments converted during string formatting");
  return out;
}

}  // namespace tl::lang
