// bytes and bytearray methods that treat the bytes as ASCII text: case
// changes, the is...() predicates, padding (center/ljust/rjust/zfill), expandtabs.
#include <cctype>

#include <algorithm>

#include "lang/eval/builtins.h"
#include "lang/eval/bytes_object.h"

namespace tl::lang {

namespace {

bool isUpper(char c) { return c >= 'A' && c <= 'Z'; }
bool isLower(char c) { return c >= 'a' && c <= 'z'; }
bool isAlpha(char c) { return isUpper(c) || isLower(c); }
bool isDigit(char c) { return c >= '0' && c <= '9'; }
char toUpper(char c) { return isLower(c) ? static_cast<char>(c - 32) : c; }
char toLower(char c) { return isUpper(c) ? static_cast<char>(c + 32) : c; }

void noArgs(Interp& in, const Value& self, CallArgs& a, const char* name) {
  lang::noArgs(in, a, in.typeName(self) + "." + name);
}

using ByteMap = std::string (*)(const std::string&);

std::string title(const std::string& s) {
  std::string out = s;
  bool afterCased = false;
  for (char& c : out) {
    c = afterCased ? toLower(c) : toUpper(c);
    afterCased = isAlpha(c);
  }
  return out;
}

std::string capitalize(const std::string& s) {
  std::string out = s;
  for (size_t i = 0; i < out.size(); ++i) out[i] = i == 0 ? toUpper(out[i]) : toLower(out[i]);
  return out;
}

std::string mapEach(const std::string& s, char (*f)(char)) {
  std::string out = s;
  for (char& c : out) c = f(c);
  return out;
}

const struct {
  const char* name;
  ByteMap map;
} kCaseMethods[] = {
    {"upper", [](const std::string& s) { return mapEach(s, toUpper); }},
    {"lower", [](const std::string& s) { return mapEach(s, toLower); }},
    {"swapcase",
     [](const std::string& s) { return mapEach(s, [](char c) { return isUpper(c) ? toLower(c) : toUpper(c); }); }},
    {"title", title},
    {"capitalize", capitalize},
};

bool allOf(const std::string& s, bool (*test)(char)) {
  for (char c : s)
    if (!test(c)) return false;
  return !s.empty();
}

bool casedAs(const std::string& s, bool (*want)(char), bool (*other)(char)) {
  bool any = false;
  for (char c : s) {
    if (other(c)) return false;
    any = any || want(c);
  }
  return any;
}

bool isTitle(const std::string& s) {
  bool afterCased = false, any = false;
  for (char c : s) {
    if ((isUpper(c) && afterCased) || (isLower(c) && !afterCased)) return false;
    any = any || isUpper(c);
    afterCased = isAlpha(c);
  }
  return any;
}

const struct {
  const char* name;
  bool (*test)(const std::string&);
} kPredicates[] = {
    {"isdigit", [](const std::string& s) { return allOf(s, isDigit); }},
    {"isalpha", [](const std::string& s) { return allOf(s, isAlpha); }},
    {"isalnum", [](const std::string& s) { return allOf(s, [](char c) { return isAlpha(c) || isDigit(c); }); }},
    {"isspace",
     [](const std::string& s) { return allOf(s, [](char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }); }},
    {"isupper", [](const std::string& s) { return casedAs(s, isUpper, isLower); }},
    {"islower", [](const std::string& s) { return casedAs(s, isLower, isUpper); }},
    {"istitle", isTitle},
    {"isascii", [](const std::string& s) { return s.empty() || allOf(s, [](char c) { return (c & 0x80) == 0; }); }},
};

// center/ljust/rjust: (width[, fillbyte]) with CPython's split of the padding.
Value pad(Interp& in, const Value& self, CallArgs& a, const char* name, char align) {
  auto args = parseArgs(in, a, name, {"width", "fillchar"}, 1);
  std::string fill = " ";
  if (!args[1].isNull()) {
    std::string given;
    bool ok = asBytes(args[1]) && bytesView(args[1], given) && given.size() == 1;
    if (!ok)
      in.raise(in.types.TypeError,
               std::string(name) + "() argument 2 must be a byte string of length 1, not " + in.typeName(args[1]));
    fill = given;
  }
  const std::string& data = selfData(self);
  int64_t width = toInt(in, args[0]), margin = width - static_cast<int64_t>(data.size());
  if (margin <= 0) return newBytesLike(in, self, data);
  in.checkResultSize(margin, 1, 1);
  int64_t left = align == '<' ? 0 : align == '>' ? margin : margin / 2 + (margin & width & 1);
  return newBytesLike(in, self, std::string(left, fill[0]) + data + std::string(margin - left, fill[0]));
}

Value zfill(Interp& in, const Value& self, CallArgs& a) {
  auto args = parseArgs(in, a, "zfill", {"width"}, 1);
  const std::string& data = selfData(self);
  int64_t margin = toInt(in, args[0]) - static_cast<int64_t>(data.size());
  if (margin <= 0) return newBytesLike(in, self, data);
  in.checkResultSize(margin, 1, 1);
  bool sign = !data.empty() && (data[0] == '+' || data[0] == '-');
  std::string out = (sign ? data.substr(0, 1) : "") + std::string(margin, '0') + data.substr(sign ? 1 : 0);
  return newBytesLike(in, self, std::move(out));
}

Value expandtabs(Interp& in, const Value& self, CallArgs& a) {
  auto args = parseArgs(in, a, "expandtabs", {"tabsize"}, 0);
  int64_t tab = args[0].isNull() ? 8 : toInt(in, args[0]);
  if (tab > INT32_MAX || tab < INT32_MIN)  // a C int in CPython
    in.raise(in.types.OverflowError, "Python int too large to convert to C int");
  if (tab > 0) in.checkResultSize(std::count(selfData(self).begin(), selfData(self).end(), '\t'), tab, 1);
  std::string out;
  int64_t column = 0;
  for (char c : selfData(self)) {
    if (c == '\t') {
      int64_t spaces = tab > 0 ? tab - column % tab : 0;
      out.append(spaces, ' ');
      column += spaces;
      continue;
    }
    out += c;
    column = c == '\n' || c == '\r' ? 0 : column + 1;
  }
  return newBytesLike(in, self, std::move(out));
}

}  // namespace

void installBytesTextMethods(Interp& in, ClassObj* cls) {
  for (const auto& method : kCaseMethods)
    defMethod(in, cls, method.name, [method](Interp& in, const Value& self, CallArgs& a) {
      noArgs(in, self, a, method.name);
      return newBytesLike(in, self, method.map(selfData(self)));
    });
  for (const auto& predicate : kPredicates)
    defMethod(in, cls, predicate.name, [predicate](Interp& in, const Value& self, CallArgs& a) {
      noArgs(in, self, a, predicate.name);
      return Value::boolean(predicate.test(selfData(self)));
    });
  defMethod(in, cls, "center", [](Interp& in, const Value& s, CallArgs& a) { return pad(in, s, a, "center", '^'); });
  defMethod(in, cls, "ljust", [](Interp& in, const Value& s, CallArgs& a) { return pad(in, s, a, "ljust", '<'); });
  defMethod(in, cls, "rjust", [](Interp& in, const Value& s, CallArgs& a) { return pad(in, s, a, "rjust", '>'); });
  defMethod(in, cls, "zfill", zfill);
  defMethod(in, cls, "expandtabs", expandtabs);
}

}  // namespace tl::lang
