// str.split and str.rsplit, following CPython's split_whitespace / split
// (stringlib/split.h): with maxsplit reached, the rest keeps its whitespace.
#include <algorithm>

#include "lang/eval/builtins.h"
#include "lang/eval/str_text.h"

namespace tl::lang {

namespace {

struct SplitArgs {
  bool whitespace;  // sep is None
  std::string sep;
  int64_t maxsplit;  // -1: no limit
};

SplitArgs splitArgs(Interp& in, CallArgs& a, const char* name) {
  checkKeywords(in, a, name, {"sep", "maxsplit"});
  auto args = parseArgs(in, a, name, {"sep", "maxsplit"}, 0);
  SplitArgs out{true, "", -1};
  if (!args[0].isNull() && !args[0].isNone()) {
    if (!args[0].is(ObjKind::Str)) in.raise(in.types.TypeError, "must be str or None, not " + in.typeName(args[0]));
    out.whitespace = false;
    out.sep = args[0].as<Str>()->s;
    if (out.sep.empty()) in.raise(in.types.ValueError, "empty separator");
  }
  if (!args[1].isNull()) out.maxsplit = toInt(in, args[1]);
  if (out.maxsplit < 0) out.maxsplit = INT64_MAX;
  return out;
}

// Each code point's byte offset (plus the end) and whether it is whitespace.
struct CharLayout {
  std::vector<size_t> start;
  std::vector<bool> space;
  size_t size() const { return space.size(); }
};

CharLayout charLayout(const std::string& s) {
  CharLayout cp;
  for (size_t i = 0; i < s.size();) {
    const size_t n = utf8Length(static_cast<unsigned char>(s[i]));
    cp.start.push_back(i);
    cp.space.push_back(isUnicodeSpace(decodeUtf8(s, i)));
    i += n;
  }
  cp.start.push_back(s.size());
  return cp;
}

std::vector<Value> splitWhitespace(Interp& in, const std::string& s, int64_t maxcount) {
  const CharLayout cp = charLayout(s);
  const size_t len = cp.size();
  auto piece = [&](size_t from, size_t to) {
    return in.newStr(s.substr(cp.start[from], cp.start[to] - cp.start[from]));
  };
  std::vector<Value> out;
  size_t i = 0;
  while (maxcount-- > 0) {
    while (i < len && cp.space[i]) ++i;
    if (i == len) break;
    const size_t j = i++;
    while (i < len && !cp.space[i]) ++i;
    out.push_back(piece(j, i));
  }
  if (i < len) {  // maxsplit reached: the rest, less its leading whitespace
    while (i < len && cp.space[i]) ++i;
    if (i != len) out.push_back(piece(i, len));
  }
  return out;
}

std::vector<Value> rsplitWhitespace(Interp& in, const std::string& s, int64_t maxcount) {
  const CharLayout cp = charLayout(s);
  auto piece = [&](int64_t from, int64_t to) {
    return in.newStr(s.substr(cp.start[from], cp.start[to] - cp.start[from]));
  };
  std::vector<Value> out;
  int64_t i = static_cast<int64_t>(cp.size()) - 1;
  while (maxcount-- > 0) {
    while (i >= 0 && cp.space[i]) --i;
    if (i < 0) break;
    const int64_t j = i--;
    while (i >= 0 && !cp.space[i]) --i;
    out.push_back(piece(i + 1, j + 1));
  }
  if (i >= 0) {
    while (i >= 0 && cp.space[i]) --i;
    if (i >= 0) out.push_back(piece(0, i + 1));
  }
  std::reverse(out.begin(), out.end());
  return out;
}

std::vector<Value> splitOn(Interp& in, const std::string& s, const std::string& sep, int64_t maxcount) {
  std::vector<Value> out;
  size_t i = 0;
  for (size_t j; maxcount > 0 && (j = s.find(sep, i)) != std::string::npos; --maxcount) {
    out.push_back(in.newStr(s.substr(i, j - i)));
    i = j + sep.size();
  }
  out.push_back(in.newStr(s.substr(i)));
  return out;
}

std::vector<Value> rsplitOn(Interp& in, const std::string& s, const std::string& sep, int64_t maxcount) {
  std::vector<Value> out;
  size_t end = s.size();  // the unsplit text is s[0:end]
  while (maxcount-- > 0 && end >= sep.size()) {
    const size_t j = s.rfind(sep, end - sep.size());
    if (j == std::string::npos) break;
    out.push_back(in.newStr(s.substr(j + sep.size(), end - j - sep.size())));
    end = j;
  }
  out.push_back(in.newStr(s.substr(0, end)));
  std::reverse(out.begin(), out.end());
  return out;
}

}  // namespace

Value strSplit(Interp& in, const Value& self, CallArgs& a) {
  const SplitArgs args = splitArgs(in, a, "split");
  const std::string& s = self.as<Str>()->s;
  return in.newList(args.whitespace ? splitWhitespace(in, s, args.maxsplit) : splitOn(in, s, args.sep, args.maxsplit));
}

Value strRsplit(Interp& in, const Value& self, CallArgs& a) {
  const SplitArgs args = splitArgs(in, a, "rsplit");
  const std::string& s = self.as<Str>()->s;
  return in.newList(args.whitespace ? rsplitWhitespace(in, s, args.maxsplit)
                                    : rsplitOn(in, s, args.sep, args.maxsplit));
}

}  // namespace tl::lang
