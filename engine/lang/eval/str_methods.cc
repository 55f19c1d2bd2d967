// str methods.
#include <algorithm>

#include "lang/eval/builtins.h"
#include "lang/eval/native.h"
#include "lang/eval/str_text.h"

namespace tl::lang {

namespace {

// The string without the given characters (whitespace when none are given) at
// its ends, read by code point.
std::string stripChars(Interp& in, const Value& s, CallArgs& a, bool left, bool right) {
  const std::string& str = strText(s);
  const bool ws = a.npos == 0 || a.pos[0].isNone();
  std::string chars;
  if (!ws) chars = toStr(in, a.pos[0]);
  auto strip = [&](uint32_t c) {
    if (ws) return isUnicodeSpace(c);
    for (size_t i = 0; i < chars.size(); i += utf8Length(static_cast<unsigned char>(chars[i])))
      if (decodeUtf8(chars, i) == c) return true;
    return false;
  };
  size_t b = 0, e = str.size();
  if (left)
    while (b < e && strip(decodeUtf8(str, b))) b += utf8Length(static_cast<unsigned char>(str[b]));
  if (right)
    while (e > b) {
      size_t start = e - 1;
      while (start > b && (static_cast<unsigned char>(str[start]) & 0xC0) == 0x80) --start;
      if (!strip(decodeUtf8(str, start))) break;
      e = start;
    }
  return str.substr(b, e - b);
}

// The string itself when nothing is stripped, as CPython returns it.
Value stripped(Interp& in, const Value& s, CallArgs& a, bool left, bool right) {
  std::string r = stripChars(in, s, a, left, right);
  return r.size() == strText(s).size() ? unchangedStr(in, s) : in.newStr(std::move(r));
}

Value join(Interp& in, const Value& s, CallArgs& a) {
  if (a.npos != 1)
    in.raise(in.types.TypeError, "str.join() takes exactly one argument (" + std::to_string(a.npos) + " given)");
  if (in.iterOrNull(a.pos[0]).isNull()) in.raise(in.types.TypeError, "can only join an iterable");
  std::string out;
  size_t i = 0;
  for (const Value& v : in.toVector(a.pos[0])) {
    if (!v.is(ObjKind::Str))
      in.raise(in.types.TypeError,
               "sequence item " + std::to_string(i) + ": expected str instance, " + in.typeName(v) + " found");
    if (i++) out += strText(s);
    out += strText(v);
  }
  return in.newStr(std::move(out));
}

Value replace(Interp& in, const Value& s, CallArgs& a) {
  if (a.npos < 2 && !a.nkw)  // positional only in CPython 3.11: the count is all it reports
    in.raise(in.types.TypeError, "replace expected at least 2 arguments, got " + std::to_string(a.npos));
  auto args = parseArgs(in, a, "replace", {"old", "new", "count"}, 2);
  const std::string &str = strText(s), &from = toStr(in, args[0]), &to = toStr(in, args[1]);
  int64_t count = args[2].isNull() ? -1 : toInt(in, args[2]);
  std::string out;
  if (from.empty()) {  // `to` before every character and at the end
    int64_t n = 0;
    for (size_t i = 0; i <= str.size();) {
      if (count < 0 || n < count) out += to, ++n;
      if (i == str.size()) break;
      const size_t width = utf8Length(static_cast<unsigned char>(str[i]));
      out += str.substr(i, width);
      i += width;
    }
    return in.newStr(out);
  }
  size_t i = 0;
  int64_t n = 0;
  while (true) {
    size_t j = str.find(from, i);
    if (j == std::string::npos || (count >= 0 && n >= count)) break;
    out += str.substr(i, j - i) + to;
    i = j + from.size();
    ++n;
  }
  return in.newStr(out + str.substr(i));
}

// The part of a string that find/index/count/startswith search: their start/end
// arguments (code point indices, clipped as slices clip) as byte offsets.
struct Window {
  size_t begin, end;  // bytes
  int64_t length;     // code points
  bool startPastEnd;  // start > len(s): nothing is found there, not even ''
};

Window window(Interp& in, const Value& s, CallArgs& a, size_t firstArg) {
  const Str& str = *s.as<Str>();
  const int64_t n = str.length();
  int64_t b = 0, e = n;
  auto norm = [n](int64_t x) { return x < 0 ? std::max<int64_t>(0, x + n) : std::min(x, n); };
  bool pastEnd = false;
  if (a.npos > firstArg && !a.pos[firstArg].isNone()) {
    const int64_t start = sliceIndex(in, a.pos[firstArg]);
    pastEnd = start > n;
    b = norm(start);
  }
  if (a.npos > firstArg + 1 && !a.pos[firstArg + 1].isNone()) e = norm(sliceIndex(in, a.pos[firstArg + 1]));
  const int64_t length = std::max<int64_t>(0, e - b);
  if (str.ascii) return {static_cast<size_t>(b), static_cast<size_t>(b + length), length, pastEnd};
  const size_t begin = utf8Offset(str.s, b);
  return {begin, utf8Offset(str.s, length, begin), length, pastEnd};
}

// A byte offset in s as the code point index Python reports.
int64_t indexAt(const Value& s, size_t byte) {
  return s.as<Str>()->ascii ? static_cast<int64_t>(byte) : codePointIndex(strText(s), byte);
}

int64_t findIn(Interp& in, const Value& s, CallArgs& a, bool reverse) {
  if (a.npos < 1) in.raise(in.types.TypeError, "find() takes at least 1 argument (0 given)");
  const std::string &str = strText(s), &sub = toStr(in, a.pos[0]);
  const Window w = window(in, s, a, 1);
  if (w.startPastEnd) return -1;
  if (w.end - w.begin < sub.size()) return -1;
  std::string part = str.substr(w.begin, w.end - w.begin);
  size_t p = reverse ? part.rfind(sub) : part.find(sub);
  return p == std::string::npos ? -1 : indexAt(s, w.begin + p);
}

bool affix(Interp& in, const Value& s, CallArgs& a, bool prefix) {
  const std::string& str = strText(s);
  const Window w = window(in, s, a, 1);
  if (w.startPastEnd) return false;
  std::string window = str.substr(w.begin, w.end - w.begin);
  std::vector<Value> options = a.pos[0].is(ObjKind::Tuple) ? a.pos[0].as<Tuple>()->items : std::vector<Value>{a.pos[0]};
  for (const Value& o : options) {
    if (!o.is(ObjKind::Str))
      in.raise(in.types.TypeError, std::string(prefix ? "startswith" : "endswith") +
                                       " first arg must be str or a tuple of str, not " + in.typeName(o));
    const std::string& x = strText(o);
    if (x.size() <= window.size() &&
        (prefix ? window.compare(0, x.size(), x) == 0 : window.compare(window.size() - x.size(), x.size(), x) == 0))
      return true;
  }
  return false;
}

Value justify(Interp& in, const Value& s, CallArgs& a, char how) {
  const char* name = how == '^' ? "center" : how == '<' ? "ljust" : "rjust";
  if (a.npos < 1) in.raise(in.types.TypeError, std::string(name) + " expected at least 1 argument, got 0");
  int64_t width = toInt(in, a.pos[0]);
  std::string fill = a.npos > 1 ? toStr(in, a.pos[1]) : " ";
  if (fill.empty() || utf8Length(static_cast<unsigned char>(fill[0])) != fill.size())
    in.raise(in.types.TypeError, "The fill character must be exactly one character long");
  const std::string& str = strText(s);
  int64_t len = s.as<Str>()->length();
  if (width <= len) return unchangedStr(in, s);
  int64_t padN = width - len;
  in.checkResultSize(padN, static_cast<int64_t>(fill.size()), 1);
  auto pad = [&](int64_t n) {
    std::string out;
    out.reserve(static_cast<size_t>(n) * fill.size());
    for (int64_t i = 0; i < n; ++i) out += fill;
    return out;
  };
  if (how == '<') return in.newStr(str + pad(padN));
  if (how == '>') return in.newStr(pad(padN) + str);
  int64_t left = padN / 2 + (padN & width & 1);
  return in.newStr(pad(left) + str + pad(padN - left));
}

// The length of the line boundary at str[j] (0 if none): \n \r \r\n \v \f
// \x1c \x1d \x1e \x85 \u2028 \u2029, as str.splitlines.
size_t lineBreakAt(const std::string& str, size_t j) {
  const uint32_t c = decodeUtf8(str, j);
  if (c == '\r') return j + 1 < str.size() && str[j + 1] == '\n' ? 2 : 1;
  const bool isBreak = c == '\n' || c == '\v' || c == '\f' || (c >= 0x1c && c <= 0x1e) || c == 0x85 || c == 0x2028 ||
                       c == 0x2029;
  return isBreak ? utf8Length(static_cast<unsigned char>(str[j])) : 0;
}

Value splitlines(Interp& in, const Value& s, CallArgs& a) {
  auto args = parseArgs(in, a, "splitlines", {"keepends"}, 0);
  const bool keep = !args[0].isNull() && in.truthy(args[0]);
  const std::string& str = strText(s);
  std::vector<Value> out;
  size_t i = 0;
  while (i < str.size()) {
    size_t j = i, brk = 0;
    while (j < str.size() && (brk = lineBreakAt(str, j)) == 0)
      j += utf8Length(static_cast<unsigned char>(str[j]));  // by code point
    j = std::min(j, str.size());
    out.push_back(in.newStr(str.substr(i, (keep ? j + brk : j) - i)));
    i = j + brk;
  }
  return in.newList(std::move(out));
}

Value partition(Interp& in, const Value& s, CallArgs& a, bool reverse) {
  const char* name = reverse ? "str.rpartition" : "str.partition";
  if (a.npos != 1 || a.nkw)
    in.raise(in.types.TypeError,
             std::string(name) + "() takes exactly one argument (" + std::to_string(a.npos + a.nkw) + " given)");
  if (!a.pos[0].is(ObjKind::Str)) in.raise(in.types.TypeError, "must be str, not " + in.typeName(a.pos[0]));
  const std::string &str = strText(s), &sep = strText(a.pos[0]);
  if (sep.empty()) in.raise(in.types.ValueError, "empty separator");
  size_t p = reverse ? str.rfind(sep) : str.find(sep);
  if (p == std::string::npos)
    return reverse ? in.newTuple({in.newStr(""), in.newStr(""), s}) : in.newTuple({s, in.newStr(""), in.newStr("")});
  return in.newTuple({in.newStr(str.substr(0, p)), in.newStr(sep), in.newStr(str.substr(p + sep.size()))});
}

Value countSub(Interp& in, const Value& s, CallArgs& a) {
  const std::string &str = strText(s), &sub = toStr(in, a.pos[0]);
  const Window w = window(in, s, a, 1);
  if (w.startPastEnd) return Value::integer(0);
  if (sub.empty()) return Value::integer(w.length + 1);
  int64_t n = 0;
  for (size_t i = w.begin; i + sub.size() <= w.end;) {
    size_t j = str.find(sub, i);
    if (j == std::string::npos || j + sub.size() > w.end) break;
    ++n, i = j + sub.size();
  }
  return Value::integer(n);
}

}  // namespace

void installStrMethods(Interp& in) {
  ClassObj* c = in.types.str;
  auto m = [&](const char* name, NativeFn fn) { defMethod(in, c, name, std::move(fn)); };
  m("split", strSplit);
  m("rsplit", strRsplit);
  m("join", join);
  m("replace", replace);
  m("strip", [](Interp& in, const Value& s, CallArgs& a) { return stripped(in, s, a, true, true); });
  m("lstrip", [](Interp& in, const Value& s, CallArgs& a) { return stripped(in, s, a, true, false); });
  m("rstrip", [](Interp& in, const Value& s, CallArgs& a) { return stripped(in, s, a, false, true); });
  m("startswith", [](Interp& in, const Value& s, CallArgs& a) { return Value::boolean(affix(in, s, a, true)); });
  m("endswith", [](Interp& in, const Value& s, CallArgs& a) { return Value::boolean(affix(in, s, a, false)); });
  m("find", [](Interp& in, const Value& s, CallArgs& a) { return Value::integer(findIn(in, s, a, false)); });
  m("rfind", [](Interp& in, const Value& s, CallArgs& a) { return Value::integer(findIn(in, s, a, true)); });
  m("index", [](Interp& in, const Value& s, CallArgs& a) {
    int64_t i = findIn(in, s, a, false);
    if (i < 0) in.raise(in.types.ValueError, "substring not found");
    return Value::integer(i);
  });
  m("rindex", [](Interp& in, const Value& s, CallArgs& a) {
    int64_t i = findIn(in, s, a, true);
    if (i < 0) in.raise(in.types.ValueError, "substring not found");
    return Value::integer(i);
  });
  m("count", countSub);
  m("format", [](Interp& in, const Value& s, CallArgs& a) { return in.newStr(strFormatMethod(in, strText(s), a)); });
  m("format_map", [](Interp& in, const Value& s, CallArgs& a) {
    if (a.nkw) in.raise(in.types.TypeError, "str.format_map() takes no keyword arguments");
    if (a.npos != 1)
      in.raise(in.types.TypeError,
               "str.format_map() takes exactly one argument (" + std::to_string(a.npos) + " given)");
    return in.newStr(strFormatMapMethod(in, strText(s), a.pos[0]));
  });
  m("zfill", [](Interp& in, const Value& s, CallArgs& a) {
    std::string str = strText(s);
    int64_t width = toInt(in, a.pos[0]);
    size_t signLen = !str.empty() && (str[0] == '-' || str[0] == '+') ? 1 : 0;
    const int64_t length = s.as<Str>()->length();  // code points
    if (length >= width) return unchangedStr(in, s);
    in.checkResultSize(width - length, 1, 1);
    str.insert(signLen, std::string(width - length, '0'));
    return in.newStr(str);
  });
  m("ljust", [](Interp& in, const Value& s, CallArgs& a) { return justify(in, s, a, '<'); });
  m("rjust", [](Interp& in, const Value& s, CallArgs& a) { return justify(in, s, a, '>'); });
  m("center", [](Interp& in, const Value& s, CallArgs& a) { return justify(in, s, a, '^'); });
  m("splitlines", splitlines);
  m("partition", [](Interp& in, const Value& s, CallArgs& a) { return partition(in, s, a, false); });
  m("rpartition", [](Interp& in, const Value& s, CallArgs& a) { return partition(in, s, a, true); });
  installStrExtraMethods(in);
  installStrCaseMethods(in);
}

}  // namespace tl::lang
