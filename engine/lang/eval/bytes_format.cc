// bytes % args (PEP 461): %s/%b take bytes-like objects, %r/%a the ASCII
// repr, %c one byte; the numeric conversions are str's, whose text is ASCII.
#include <cstdio>
#include <cstring>

#include "lang/eval/builtins.h"
#include "lang/eval/bytes_object.h"
#include "lang/eval/format_spec.h"
#include "lang/eval/int_value.h"
#include "lang/eval/str_text.h"

namespace tl::lang {

namespace {

// One conversion: %[(key)][flags][width][.precision]type
struct Conversion {
  std::string key, flags;
  int64_t width = -1;      // none
  int64_t precision = -1;  // none
  bool hasKey = false;
  char type = 0;
};

struct FormatArgs {
  const Value& args;
  std::vector<Value> items;
  size_t next = 0;
  Value take(Interp& in) {
    if (next >= items.size()) in.raise(in.types.TypeError, "not enough arguments for format string");
    return items[next++];
  }
};

// A width (a C ssize_t in CPython) or precision (a C int) written as digits,
// or taken from the arguments for '*'; -1 when absent.
int64_t digitsOrStar(Interp& in, const std::string& fmt, size_t& i, FormatArgs& args, bool precision) {
  if (i < fmt.size() && fmt[i] == '*') {
    ++i;
    const Value v = args.take(in);
    if (!isInteger(v)) in.raise(in.types.TypeError, "* wants int");
    const int64_t limit = precision ? INT32_MAX : INT64_MAX;
    if (isBigInt(v) || v.asInt() > limit || v.asInt() < (precision ? INT32_MIN : INT64_MIN))
      in.raise(in.types.OverflowError,
               precision ? "Python int too large to convert to C int" : "Python int too large to convert to C ssize_t");
    return v.asInt();
  }
  if (i >= fmt.size() || !std::isdigit(static_cast<unsigned char>(fmt[i]))) return precision ? 0 : -1;
  const int64_t n = specDigits(in, fmt, i, precision ? "prec too big" : "width too big");
  if (precision && n > INT32_MAX) in.raise(in.types.ValueError, "prec too big");
  return n;
}

Conversion parseConversion(Interp& in, const std::string& fmt, size_t& i, FormatArgs& args) {
  Conversion c;
  if (fmt[i] == '(') {
    size_t close = fmt.find(')', i);
    if (close == std::string::npos) in.raise(in.types.ValueError, "incomplete format key");
    c.key = fmt.substr(i + 1, close - i - 1), c.hasKey = true;
    i = close + 1;
  }
  while (i < fmt.size() && std::string("-+ 0#").find(fmt[i]) != std::string::npos) c.flags += fmt[i++];
  const bool starWidth = i < fmt.size() && fmt[i] == '*';
  c.width = digitsOrStar(in, fmt, i, args, false);
  if (starWidth && c.width < 0) {  // a negative '*' width left-justifies
    c.flags += '-';
    c.width = c.width == INT64_MIN ? 0 : -c.width;
  }
  if (i < fmt.size() && fmt[i] == '.') c.precision = std::max<int64_t>(digitsOrStar(in, fmt, ++i, args, true), 0);
  while (i < fmt.size() && std::string("hlL").find(fmt[i]) != std::string::npos) ++i;
  if (i >= fmt.size()) in.raise(in.types.ValueError, "incomplete format");
  c.type = fmt[i];
  return c;
}

}  // namespace

// repr(x) with every non-ASCII character escaped, as ascii() gives it.
std::string asciiRepr(Interp& in, const Value& v) {
  std::string text = in.repr(v), out;
  for (size_t i = 0; i < text.size(); i += utf8Length(static_cast<unsigned char>(text[i]))) {
    uint32_t cp = decodeUtf8(text, i);
    char b[16];
    if (cp < 0x80) out += static_cast<char>(cp);
    else std::snprintf(b, sizeof b, cp < 0x100 ? "\\x%02x" : cp < 0x10000 ? "\\u%04x" : "\\U%08x", cp), out += b;
  }
  return out;
}

namespace {

std::string byteText(Interp& in, const Conversion& c, const Value& arg) {
  std::string data;
  switch (c.type) {
    case 's':
    case 'b':
      if (bytesView(arg, data)) return data;
      if (arg.is(ObjKind::Instance) && arg.obj()->cls()->lookup(in.internStr("__bytes__").as<Str>()))
        return needBytesLike(in, in.call(in.getAttr(arg, "__bytes__"), {}));
      in.raise(in.types.TypeError, "%b requires a bytes-like object, or an object that implements __bytes__, not '" +
                                       in.typeName(arg) + "'");
    case 'r':
    case 'a': return asciiRepr(in, arg);
    default:  // 'c'
      if (bytesView(arg, data) && data.size() == 1) return data;
      if (isInteger(arg) && !isBigInt(arg) && arg.asInt() >= 0 && arg.asInt() < 256)
        return std::string(1, static_cast<char>(arg.asInt()));
      if (isInteger(arg)) in.raise(in.types.OverflowError, "%c arg not in range(256)");
      in.raise(in.types.TypeError, "%c requires an integer in range(256) or a single byte");
  }
}

std::string converted(Interp& in, const Conversion& c, const Value& arg) {
  if (std::string("diuxXoeEfFgG").find(c.type) != std::string::npos) {
    const std::string width = c.width >= 0 ? std::to_string(c.width) : "";
    const std::string precision = c.precision >= 0 ? "." + std::to_string(c.precision) : "";
    return percentFormat(in, "%" + c.flags + width + precision + c.type, in.newTuple({arg}));
  }
  std::string text = byteText(in, c, arg);
  if (c.precision >= 0 && c.type != 'c') text = text.substr(0, std::min<size_t>(text.size(), c.precision));
  const size_t width = static_cast<size_t>(padWidth(in, std::max<int64_t>(c.width, 0)));
  if (text.size() >= width) return text;
  std::string fill(width - text.size(), ' ');
  return c.flags.find('-') != std::string::npos ? text + fill : fill + text;
}

}  // namespace

std::string percentFormatBytes(Interp& in, const std::string& fmt, const Value& args) {
  FormatArgs state{args, {}, 0};
  bool mapping = args.is(ObjKind::Dict) ||
                 (args.is(ObjKind::Instance) && args.obj()->cls()->lookup(in.internStr("__getitem__").as<Str>()));
  if (args.is(ObjKind::Tuple)) state.items = args.as<Tuple>()->items;
  else state.items.push_back(args);
  std::string out;
  for (size_t i = 0; i < fmt.size(); ++i) {
    if (fmt[i] != '%') {
      out += fmt[i];
      continue;
    }
    Conversion c = parseConversion(in, fmt, ++i, state);
    if (c.type == '%') {
      out += '%';
      continue;
    }
    if (!std::strchr("diuxXoeEfFgGsbrac", c.type)) {
      char b[80];
      std::snprintf(b, sizeof b, "unsupported format character '%c' (0x%x) at index %zu", c.type,
                    static_cast<unsigned char>(c.type), i);
      in.raise(in.types.ValueError, b);
    }
    if (c.hasKey && !mapping) in.raise(in.types.TypeError, "format requires a mapping");
    out += converted(in, c, c.hasKey ? in.getItem(args, newBytes(in, c.key)) : state.take(in));
  }
  if (!mapping && state.next < state.items.size())
    in.raise(in.types.TypeError, "not all arguments converted during bytes formatting");
  return out;
}

}  // namespace tl::lang
