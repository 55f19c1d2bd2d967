// str methods.
#include <algorithm>

#include "lang/eval/builtins.h"
#include "lang/eval/native.h"
#include "lang/eval/str_text.h"

namespace tl::lang {

namespace {

const std::string& self(const Value& v) { return v.as<Str>()->s; }

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

std::string stripChars(Interp& in, const Value& s, CallArgs& a, bool left, bool right) {
  const std::string& str = self(s);
  std::string chars;
  bool ws = a.npos == 0 || a.pos[0].isNone();
  if (!ws) chars = toStr(in, a.pos[0]);
  auto strip = [&](char c) { return ws ? isSpace(c) : chars.find(c) != std::string::npos; };
  size_t b = 0, e = str.size();
  if (left) while (b < e && strip(str[b])) ++b;
  if (right) while (e > b && strip(str[e - 1])) --e;
  return str.substr(b, e - b);
}

// The string itself when nothing is stripped, as CPython returns it.
Value stripped(Interp& in, const Value& s, CallArgs& a, bool left, bool right) {
  std::string r = stripChars(in, s, a, left, right);
  return r.size() == self(s).size() ? unchangedStr(in, s) : in.newStr(std::move(r));
}

Value join(Interp& in, const Value& s, CallArgs& a) {
  if (a.npos != 1) in.raise(in.types.TypeError, "str.join() takes exactly one argument (" + std::to_string(a.npos) + " given)");
  std::string out;
  size_t i = 0;
  for (const Value& v : in.toVector(a.pos[0])) {
    if (!v.is(ObjKind::Str))
      in.raise(in.types.TypeError, "sequence item " + std::to_string(i) + ": expected str instance, " + in.typeName(v) + " found");
    if (i++) out += self(s);
    out += self(v);
  }
  return in.newStr(std::move(out));
}

Value replace(Interp& in, const Value& s, CallArgs& a) {
  auto args = parseArgs(in, a, "replace", {"old", "new", "count"}, 2);
  const std::string &str = self(s), &from = toStr(in, args[0]), &to = toStr(in, args[1]);
  int64_t count = args[2].isNull() ? -1 : toInt(in, args[2]);
  std::string out;
  if (from.empty()) {
    int64_t n = 0;
    for (size_t i = 0; i <= str.size(); ++i) {
      if (count < 0 || n < count) out += to, ++n;
      if (i < str.size()) out += str[i];
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

// start/end arguments of find/index/count/startswith (no negative wrap beyond Python's rules).
void range(Interp& in, CallArgs& a, size_t first, int64_t n, int64_t& b, int64_t& e) {
  b = 0, e = n;
  auto norm = [n](int64_t x) { return x < 0 ? std::max<int64_t>(0, x + n) : std::min(x, n); };
  if (a.npos > first && !a.pos[first].isNone()) b = norm(toInt(in, a.pos[first]));
  if (a.npos > first + 1 && !a.pos[first + 1].isNone()) e = norm(toInt(in, a.pos[first + 1]));
}

int64_t findIn(Interp& in, const Value& s, CallArgs& a, bool reverse) {
  if (a.npos < 1) in.raise(in.types.TypeError, "find() takes at least 1 argument (0 given)");
  const std::string &str = self(s), &sub = toStr(in, a.pos[0]);
  int64_t b, e;
  range(in, a, 1, static_cast<int64_t>(str.size()), b, e);
  if (e - b < static_cast<int64_t>(sub.size())) return -1;
  std::string window = str.substr(b, e - b);
  size_t p = reverse ? window.rfind(sub) : window.find(sub);
  return p == std::string::npos ? -1 : static_cast<int64_t>(p) + b;
}

bool affix(Interp& in, const Value& s, CallArgs& a, bool prefix) {
  const std::string& str = self(s);
  int64_t b, e;
  range(in, a, 1, static_cast<int64_t>(str.size()), b, e);
  std::string window = b <= e ? str.substr(b, e - b) : "";
  std::vector<Value> options = a.pos[0].is(ObjKind::Tuple) ? a.pos[0].as<Tuple>()->items : std::vector<Value>{a.pos[0]};
  for (const Value& o : options) {
    if (!o.is(ObjKind::Str))
      in.raise(in.types.TypeError, std::string(prefix ? "startswith" : "endswith") + " first arg must be str or a tuple of str, not " + in.typeName(o));
    const std::string& x = self(o);
    if (x.size() <= window.size() &&
        (prefix ? window.compare(0, x.size(), x) == 0 : window.compare(window.size() - x.size(), x.size(), x) == 0))
      return true;
  }
  return false;
}

Value justify(Interp& in, const Value& s, CallArgs& a, char how) {
  if (a.npos < 1) in.raise(in.types.TypeError, "expected at least 1 argument, got 0");
  int64_t width = toInt(in, a.pos[0]);
  std::string fill = a.npos > 1 ? toStr(in, a.pos[1]) : " ";
  if (fill.size() != 1) in.raise(in.types.TypeError, "The fill character must be exactly one character long");
  const std::string& str = self(s);
  int64_t len = s.as<Str>()->length();
  if (width <= len) return unchangedStr(in, s);
  int64_t padN = width - len;
  if (how == '<') return in.newStr(str + std::string(padN, fill[0]));
  if (how == '>') return in.newStr(std::string(padN, fill[0]) + str);
  int64_t left = padN / 2 + (padN & width & 1);
  return in.newStr(std::string(left, fill[0]) + str + std::string(padN - left, fill[0]));
}

template <class Pred>
Value allChars(Interp& in, const Value& s, Pred p) {
  const std::string& str = self(s);
  if (str.empty()) return Value::boolean(false);
  for (unsigned char c : str)
    if (!p(c)) return Value::boolean(false);
  return Value::boolean(true);
}

Value mapChars(Interp& in, const Value& s, int (*f)(int)) {
  std::string out = self(s);
  for (char& c : out) c = static_cast<char>(f(static_cast<unsigned char>(c)));
  return in.newStr(out);
}

Value title(Interp& in, const Value& s) {
  std::string out = self(s);
  bool prevCased = false;
  for (char& c : out) {
    bool alpha = std::isalpha(static_cast<unsigned char>(c));
    c = static_cast<char>(prevCased ? std::tolower(c) : std::toupper(c));
    prevCased = alpha;
  }
  return in.newStr(out);
}

// The length of the line boundary at str[j] (0 if none): \n \r \r\n \v \f
// \x1c \x1d \x1e \x85 \u2028 \u2029, as str.splitlines.
size_t lineBreakAt(const std::string& str, size_t j) {
  const uint32_t c = decodeUtf8(str, j);
  if (c == '\r') return j + 1 < str.size() && str[j + 1] == '\n' ? 2 : 1;
  const bool isBreak = c == '\n' || c == '\v' || c == '\f' || (c >= 0x1c && c <= 0x1e) || c == 0x85 || c == 0x2028 || c == 0x2029;
  return isBreak ? utf8Length(static_cast<unsigned char>(str[j])) : 0;
}

Value splitlines(Interp& in, const Value& s, CallArgs& a) {
  auto args = parseArgs(in, a, "splitlines", {"keepends"}, 0);
  const bool keep = !args[0].isNull() && in.truthy(args[0]);
  const std::string& str = self(s);
  std::vector<Value> out;
  size_t i = 0;
  while (i < str.size()) {
    size_t j = i, brk = 0;
    while (j < str.size() && (brk = lineBreakAt(str, j)) == 0) j += utf8Length(static_cast<unsigned char>(str[j]));  // by code point
    j = std::min(j, str.size());
    out.push_back(in.newStr(str.substr(i, (keep ? j + brk : j) - i)));
    i = j + brk;
  }
  return in.newList(std::move(out));
}

Value partition(Interp& in, const Value& s, CallArgs& a, bool reverse) {
  const char* name = reverse ? "str.rpartition" : "str.partition";
  if (a.npos != 1 || a.nkw)
    in.raise(in.types.TypeError, std::string(name) + "() takes exactly one argument (" + std::to_string(a.npos + a.nkw) + " given)");
  if (!a.pos[0].is(ObjKind::Str)) in.raise(in.types.TypeError, "must be str, not " + in.typeName(a.pos[0]));
  const std::string &str = self(s), &sep = self(a.pos[0]);
  if (sep.empty()) in.raise(in.types.ValueError, "empty separator");
  size_t p = reverse ? str.rfind(sep) : str.find(sep);
  if (p == std::string::npos)
    return reverse ? in.newTuple({in.newStr(""), in.newStr(""), s}) : in.newTuple({s, in.newStr(""), in.newStr("")});
  return in.newTuple({in.newStr(str.substr(0, p)), in.newStr(sep), in.newStr(str.substr(p + sep.size()))});
}

Value countSub(Interp& in, const Value& s, CallArgs& a) {
  const std::string &str = self(s), &sub = toStr(in, a.pos[0]);
  int64_t b, e;
  range(in, a, 1, static_cast<int64_t>(str.size()), b, e);
  if (sub.empty()) return Value::integer(std::max<int64_t>(0, e - b + 1));
  int64_t n = 0;
  for (size_t i = b; i + sub.size() <= static_cast<size_t>(e);) {
    size_t j = str.find(sub, i);
    if (j == std::string::npos || j + sub.size() > static_cast<size_t>(e)) break;
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
  m("upper", [](Interp& in, const Value& s, CallArgs&) { return mapChars(in, s, ::toupper); });
  m("lower", [](Interp& in, const Value& s, CallArgs&) { return mapChars(in, s, ::tolower); });
  m("swapcase", [](Interp& in, const Value& s, CallArgs&) {
    std::string out = self(s);
    for (char& ch : out) ch = static_cast<char>(std::isupper(static_cast<unsigned char>(ch)) ? std::tolower(ch) : std::toupper(ch));
    return in.newStr(out);
  });
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
  m("format", [](Interp& in, const Value& s, CallArgs& a) { return in.newStr(strFormatMethod(in, self(s), a)); });
  m("zfill", [](Interp& in, const Value& s, CallArgs& a) {
    std::string str = self(s);
    int64_t width = toInt(in, a.pos[0]);
    size_t signLen = !str.empty() && (str[0] == '-' || str[0] == '+') ? 1 : 0;
    if (static_cast<int64_t>(str.size()) >= width) return unchangedStr(in, s);
    str.insert(signLen, std::string(width - str.size(), '0'));
    return in.newStr(str);
  });
  m("ljust", [](Interp& in, const Value& s, CallArgs& a) { return justify(in, s, a, '<'); });
  m("rjust", [](Interp& in, const Value& s, CallArgs& a) { return justify(in, s, a, '>'); });
  m("center", [](Interp& in, const Value& s, CallArgs& a) { return justify(in, s, a, '^'); });
  m("isdigit", [](Interp& in, const Value& s, CallArgs&) { return allChars(in, s, [](unsigned char ch) { return std::isdigit(ch) != 0; }); });
  m("isnumeric", [](Interp& in, const Value& s, CallArgs&) { return allChars(in, s, [](unsigned char ch) { return std::isdigit(ch) != 0; }); });
  m("isdecimal", [](Interp& in, const Value& s, CallArgs&) { return allChars(in, s, [](unsigned char ch) { return std::isdigit(ch) != 0; }); });
  m("isalpha", [](Interp& in, const Value& s, CallArgs&) { return allChars(in, s, [](unsigned char ch) { return std::isalpha(ch) != 0 || ch >= 0x80; }); });
  m("isalnum", [](Interp& in, const Value& s, CallArgs&) { return allChars(in, s, [](unsigned char ch) { return std::isalnum(ch) != 0; }); });
  m("isspace", [](Interp& in, const Value& s, CallArgs&) { return allChars(in, s, [](unsigned char ch) { return isSpace(static_cast<char>(ch)); }); });
  m("isupper", [](Interp& in, const Value& s, CallArgs&) {
    bool cased = false;
    for (unsigned char ch : self(s)) { if (std::islower(ch)) return Value::boolean(false); cased |= std::isupper(ch) != 0; }
    return Value::boolean(cased);
  });
  m("islower", [](Interp& in, const Value& s, CallArgs&) {
    bool cased = false;
    for (unsigned char ch : self(s)) { if (std::isupper(ch)) return Value::boolean(false); cased |= std::islower(ch) != 0; }
    return Value::boolean(cased);
  });
  m("title", [](Interp& in, const Value& s, CallArgs&) { return title(in, s); });
  m("capitalize", [](Interp& in, const Value& s, CallArgs&) {
    std::string out = self(s);
    for (size_t i = 0; i < out.size(); ++i) out[i] = static_cast<char>(i ? std::tolower(out[i]) : std::toupper(out[i]));
    return in.newStr(out);
  });
  m("splitlines", splitlines);
  m("partition", [](Interp& in, const Value& s, CallArgs& a) { return partition(in, s, a, false); });
  m("rpartition", [](Interp& in, const Value& s, CallArgs& a) { return partition(in, s, a, true); });
  installStrExtraMethods(in);
}

}  // namespace tl::lang
