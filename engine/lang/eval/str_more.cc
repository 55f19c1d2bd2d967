// More str methods: removeprefix/removesuffix, isascii, expandtabs, translate
// and str.maketrans.
#include "lang/eval/builtins.h"
#include "lang/eval/native.h"
#include "lang/eval/str_text.h"
#include "lang/syntax/lexer.h"

namespace tl::lang {

namespace {

// An argument's type as CPython's argument parsing names it ("None", not "NoneType").
std::string argType(Interp& in, const Value& v) { return v.isNone() ? "None" : in.typeName(v); }

const std::string& oneStrArg(Interp& in, const CallArgs& a, const char* method) {
  if (a.nkw) in.raise(in.types.TypeError, std::string("str.") + method + "() takes no keyword arguments");
  if (a.npos != 1)
    in.raise(in.types.TypeError,
             std::string("str.") + method + "() takes exactly one argument (" + std::to_string(a.npos) + " given)");
  if (!a.pos[0].is(ObjKind::Str))
    in.raise(in.types.TypeError, std::string(method) + "() argument must be str, not " + argType(in, a.pos[0]));
  return strText(a.pos[0]);
}

Value expandtabs(Interp& in, const Value& self, CallArgs& a) {
  checkKeywords(in, a, "expandtabs", {"tabsize"});
  auto args = parseArgs(in, a, "expandtabs", {"tabsize"}, 0);
  const int64_t tabsize = args[0].isNull() ? 8 : toInt(in, args[0]);
  if (tabsize > INT32_MAX || tabsize < INT32_MIN)  // a C int in CPython
    in.raise(in.types.OverflowError, "Python int too large to convert to C int");
  const std::string& s = strText(self);
  int64_t tabs = 0;
  for (char c : s) tabs += c == '\t';
  if (tabsize > 0) in.checkResultSize(tabs, tabsize, 1);
  std::string out;
  int64_t column = 0;
  for (size_t i = 0; i < s.size();) {
    const size_t n = utf8Length(static_cast<unsigned char>(s[i]));
    if (s[i] == '\t') {
      if (tabsize > 0) {
        const int64_t spaces = tabsize - column % tabsize;
        out.append(static_cast<size_t>(spaces), ' ');
        column += spaces;
      }
    } else {
      out.append(s, i, n);
      column = s[i] == '\n' || s[i] == '\r' ? 0 : column + 1;
    }
    i += n;
  }
  return in.newStr(std::move(out));
}

// What table[c] gives a character in str.translate: false leaves it as it is.
bool translated(Interp& in, const Value& table, uint32_t c, std::string& out) {
  Value r;
  try {
    r = in.getItem(table, Value::integer(c));
  } catch (PyException& e) {
    if (!in.isInstance(e.exc, in.types.LookupError)) throw;
    return false;
  }
  if (r.isNone()) return true;
  if (r.is(ObjKind::Str)) {
    out += strText(r);
    return true;
  }
  if (!r.isIntLike()) in.raise(in.types.TypeError, "character mapping must return integer, None or str");
  if (r.asInt() < 0 || r.asInt() > 0x10FFFF)
    in.raise(in.types.ValueError, "character mapping must be in range(0x110000)");
  appendUtf8(out, static_cast<uint32_t>(r.asInt()));
  return true;
}

Value translate(Interp& in, const Value& self, CallArgs& a) {
  if (a.nkw) in.raise(in.types.TypeError, "str.translate() takes no keyword arguments");
  if (a.npos != 1)
    in.raise(in.types.TypeError, "str.translate() takes exactly one argument (" + std::to_string(a.npos) + " given)");
  const std::string& s = strText(self);
  std::string out;
  for (size_t i = 0; i < s.size();) {
    const size_t n = utf8Length(static_cast<unsigned char>(s[i]));
    if (!translated(in, a.pos[0], decodeUtf8(s, i), out)) out.append(s, i, n);
    i += n;
  }
  return in.newStr(std::move(out));
}

std::vector<uint32_t> codePointsOf(const std::string& s) {
  std::vector<uint32_t> out;
  for (size_t i = 0; i < s.size(); i += utf8Length(static_cast<unsigned char>(s[i]))) out.push_back(decodeUtf8(s, i));
  return out;
}

// maketrans(dict): keys become ordinals.
Value maketransFromDict(Interp& in, const Value& x) {
  if (!x.is(ObjKind::Dict))
    in.raise(in.types.TypeError, "if you give only one argument to maketrans it must be a dict");
  Value table = in.newDict();
  x.as<Dict>()->forEach([&](const Value& k, const Value& v) {
    if (k.is(ObjKind::Str)) {
      const std::vector<uint32_t> cps = codePointsOf(strText(k));
      if (cps.size() != 1) in.raise(in.types.ValueError, "string keys in translate table must be of length 1");
      table.as<Dict>()->set(Value::integer(cps[0]), v);
    } else if (k.isIntLike()) {
      table.as<Dict>()->set(Value::integer(k.asInt()), v);
    } else {
      in.raise(in.types.TypeError, "keys in translate table must be strings or integers");
    }
  });
  return table;
}

Value maketrans(Interp& in, const Value&, CallArgs& a) {
  if (a.nkw) in.raise(in.types.TypeError, "maketrans() takes no keyword arguments");
  if (a.npos < 1 || a.npos > 3)
    in.raise(in.types.TypeError, a.npos ? "maketrans expected at most 3 arguments, got " + std::to_string(a.npos)
                                        : "maketrans expected at least 1 argument, got 0");
  if (a.npos == 1) return maketransFromDict(in, a.pos[0]);
  if (!a.pos[0].is(ObjKind::Str))
    in.raise(in.types.TypeError, "first maketrans argument must be a string if there is a second argument");
  for (size_t i = 1; i < a.npos; ++i)
    if (!a.pos[i].is(ObjKind::Str))
      in.raise(in.types.TypeError,
               "maketrans() argument " + std::to_string(i + 1) + " must be str, not " + argType(in, a.pos[i]));
  const std::vector<uint32_t> from = codePointsOf(strText(a.pos[0])), to = codePointsOf(strText(a.pos[1]));
  if (from.size() != to.size())
    in.raise(in.types.ValueError, "the first two maketrans arguments must have equal length");
  Value table = in.newDict();
  for (size_t i = 0; i < from.size(); ++i) table.as<Dict>()->set(Value::integer(from[i]), Value::integer(to[i]));
  if (a.npos == 3)
    for (uint32_t c : codePointsOf(strText(a.pos[2]))) table.as<Dict>()->set(Value::integer(c), Value::none());
  return table;
}

}  // namespace

void installStrExtraMethods(Interp& in) {
  ClassObj* c = in.types.str;
  defMethod(in, c, "removeprefix", [](Interp& in, const Value& self, CallArgs& a) {
    const std::string &s = strText(self), &prefix = oneStrArg(in, a, "removeprefix");
    return s.compare(0, prefix.size(), prefix) == 0 && s.size() >= prefix.size() ? in.newStr(s.substr(prefix.size()))
                                                                                 : unchangedStr(in, self);
  });
  defMethod(in, c, "removesuffix", [](Interp& in, const Value& self, CallArgs& a) {
    const std::string &s = strText(self), &suffix = oneStrArg(in, a, "removesuffix");
    const bool has = !suffix.empty() && s.size() >= suffix.size() &&
                     s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
    return has ? in.newStr(s.substr(0, s.size() - suffix.size())) : unchangedStr(in, self);
  });
  defMethod(in, c, "isascii", [](Interp& in, const Value& self, CallArgs& a) {
    noArgs(in, a, "str.isascii");
    return Value::boolean(self.as<Str>()->ascii);
  });
  defMethod(in, c, "expandtabs", expandtabs);
  defMethod(in, c, "translate", translate);
  // A static method: str.maketrans and ''.maketrans alike (a plain builtin does not bind).
  c->attrs()->set(in.internStr("maketrans"), in.newBuiltin("maketrans", maketrans));
}

}  // namespace tl::lang
