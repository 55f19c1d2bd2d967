// bytes and bytearray split, rsplit and splitlines (ASCII whitespace and line
// ends only, as CPython's bytes methods).
#include <algorithm>

#include "lang/eval/builtins.h"
#include "lang/eval/bytes_object.h"

namespace tl::lang {

namespace {

bool isAsciiSpace(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

struct SplitArgs {
  bool whitespace;
  std::string sep;
  int64_t maxsplit;
};

SplitArgs readSplitArgs(Interp& in, CallArgs& a, const char* name) {
  auto args = parseArgs(in, a, name, {"sep", "maxsplit"}, 0);
  SplitArgs s{args[0].isNull() || args[0].isNone(), "", args[1].isNull() ? -1 : toInt(in, args[1])};
  if (!s.whitespace) {
    s.sep = needBytesLike(in, args[0]);
    if (s.sep.empty()) in.raise(in.types.ValueError, "empty separator");
  }
  return s;
}

// Left-to-right pieces of `data`.
std::vector<std::string> splitForward(const std::string& data, const SplitArgs& s) {
  std::vector<std::string> out;
  size_t i = 0;
  if (!s.whitespace) {
    for (size_t j = data.find(s.sep);
         j != std::string::npos && (s.maxsplit < 0 || static_cast<int64_t>(out.size()) < s.maxsplit);
         j = data.find(s.sep, i)) {
      out.push_back(data.substr(i, j - i));
      i = j + s.sep.size();
    }
    out.push_back(data.substr(i));
    return out;
  }
  while (true) {
    while (i < data.size() && isAsciiSpace(data[i])) ++i;
    if (i == data.size()) break;
    if (s.maxsplit >= 0 && static_cast<int64_t>(out.size()) == s.maxsplit) {
      out.push_back(data.substr(i));  // the rest keeps its trailing whitespace
      break;
    }
    size_t j = i;
    while (j < data.size() && !isAsciiSpace(data[j])) ++j;
    out.push_back(data.substr(i, j - i));
    i = j;
  }
  return out;
}

// rsplit is split on the reversed bytes with a reversed separator, read back.
std::vector<std::string> splitBackward(const std::string& data, SplitArgs s) {
  std::string reversed(data.rbegin(), data.rend());
  std::reverse(s.sep.begin(), s.sep.end());
  std::vector<std::string> pieces = splitForward(reversed, s);
  std::reverse(pieces.begin(), pieces.end());
  for (std::string& piece : pieces) std::reverse(piece.begin(), piece.end());
  return pieces;
}

Value piecesValue(Interp& in, const Value& self, std::vector<std::string> pieces) {
  std::vector<Value> items;
  for (std::string& piece : pieces) items.push_back(newBytesLike(in, self, std::move(piece)));
  return in.newList(std::move(items));
}

Value splitlines(Interp& in, const Value& self, CallArgs& a) {
  auto args = parseArgs(in, a, "splitlines", {"keepends"}, 0);
  bool keep = !args[0].isNull() && in.truthy(args[0]);
  const std::string& data = selfData(self);
  std::vector<std::string> lines;
  for (size_t i = 0; i < data.size();) {
    size_t j = i;
    while (j < data.size() && data[j] != '\n' && data[j] != '\r') ++j;
    size_t end = j;
    if (j < data.size()) j += data[j] == '\r' && j + 1 < data.size() && data[j + 1] == '\n' ? 2 : 1;
    lines.push_back(data.substr(i, (keep ? j : end) - i));
    i = j;
  }
  return piecesValue(in, self, std::move(lines));
}

}  // namespace

void installBytesSplitMethods(Interp& in, ClassObj* cls) {
  defMethod(in, cls, "split", [](Interp& in, const Value& self, CallArgs& a) {
    return piecesValue(in, self, splitForward(selfData(self), readSplitArgs(in, a, "split")));
  });
  defMethod(in, cls, "rsplit", [](Interp& in, const Value& self, CallArgs& a) {
    return piecesValue(in, self, splitBackward(selfData(self), readSplitArgs(in, a, "rsplit")));
  });
  defMethod(in, cls, "splitlines", splitlines);
}

}  // namespace tl::lang
