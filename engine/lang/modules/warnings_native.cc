// _warnings: what the warnings module (modules/py/warnings.py) cannot see from
// Python: where a warning was issued (the calling frame `stacklevel` up, its
// file, line, module name and source line) and a filter's pattern matched
// against a message or module name (as re.match does; ECMAScript regular
// expressions agree with Python's on the patterns filters use).
#include <regex>

#include "lang/eval/builtins.h"
#include "lang/eval/native.h"

namespace tl::lang {
namespace {

// The frame `level` frames up from the caller of warnings.warn (1: the caller),
// counting the frames the program sees (the engine's Python-source modules' are
// not among them).
const Frame* frameAt(Interp& in, int64_t level) {
  const Frame* f = in.frame;
  while (f && in.framesHidden(f->globals)) f = f->back;
  for (int64_t i = 1; f && i < level; ++i) {
    f = f->back;
    while (f && in.framesHidden(f->globals)) f = f->back;
  }
  return f;
}

Value caller(Interp& in, const Value&, CallArgs& a) {
  auto v = parseArgs(in, a, "_caller", {"stacklevel"}, 1);
  const Frame* f = frameAt(in, toInt(in, v[0]));
  if (!f) return in.newTuple({in.newStr("sys"), Value::integer(1), in.newStr("sys"), in.newStr("")});
  const int line = f->cur ? f->cur->line : 0;
  const std::string file = f->code && !f->code->filename.empty() ? f->code->filename : in.filename;
  Value* name = f->globals ? f->globals->findStr(in.internStr("__name__").as<Str>()) : nullptr;
  const bool ownLines = file == in.filename && line >= 1 && line <= static_cast<int>(in.sourceLines.size());
  return in.newTuple({in.newStr(file), Value::integer(line), name ? *name : in.newStr("__main__"),
                      in.newStr(ownLines ? in.sourceLines[static_cast<size_t>(line - 1)] : "")});
}

bool sameChar(char p, char c, bool fold) {
  return fold ? std::tolower(static_cast<unsigned char>(p)) == std::tolower(static_cast<unsigned char>(c)) : p == c;
}

// One pattern atom at p (a char, `.`, or `\x`): its length, and whether it matches c.
size_t atomAt(const std::string& p, size_t i, char c, bool fold, bool& hit) {
  if (p[i] == '\\' && i + 1 < p.size()) {
    hit = sameChar(p[i + 1], c, fold);
    return 2;
  }
  hit = p[i] == '.' ? c != '\n' : sameChar(p[i], c, fold);
  return 1;
}

// Whether p[i..] matches a prefix of t[j..] (backtracking over *, + and ?).
bool matchHere(const std::string& p, size_t i, const std::string& t, size_t j, bool fold) {
  if (i == p.size()) return true;
  if (p[i] == '$' && i + 1 == p.size()) return j == t.size();
  bool hit = false;
  const size_t len = atomAt(p, i, j < t.size() ? t[j] : '\0', fold, hit);
  hit = hit && j < t.size();
  const char q = i + len < p.size() ? p[i + len] : '\0';
  if (q == '*' || q == '+' || q == '?') {
    size_t k = j;
    std::vector<size_t> ends{j};
    while (k < t.size() && (q != '?' || k == j)) {
      bool h = false;
      atomAt(p, i, t[k], fold, h);
      if (!h) break;
      ends.push_back(++k);
    }
    for (size_t e = ends.size(); e-- > (q == '+' ? 1u : 0u);)
      if (matchHere(p, i + len + 1, t, ends[e], fold)) return true;
    return false;
  }
  return hit && matchHere(p, i + len, t, j + 1, fold);
}

Value matches(Interp& in, const Value&, CallArgs& a) {
  auto v = parseArgs(in, a, "_matches", {"pattern", "text", "ignore_case"}, 3);
  return Value::boolean(matchHere(in.str(v[0]), 0, in.str(v[1]), 0, in.truthy(v[2])));
}

Value makeWarningsNative(Interp& in) {
  Value m = in.newModule("_warnings");
  defFunction(in, m, "_caller", caller);
  defFunction(in, m, "_matches", matches);
  return m;
}

}  // namespace

void registerWarningsNative(Interp& in) { in.registerModule("_warnings", makeWarningsNative); }

}  // namespace tl::lang
