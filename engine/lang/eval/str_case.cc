// The str methods that depend on the Unicode database: case conversion (upper,
// lower, swapcase, title, capitalize, casefold) and the character classes
// (isalpha, isdigit, isupper, istitle, isidentifier, ...), as CPython 3.11's
// unicodeobject.c does them, with the final-sigma rule of lower().
#include <vector>

#include "lang/eval/builtins.h"
#include "lang/eval/native.h"
#include "lang/eval/str_text.h"
#include "lang/syntax/lexer.h"
#include "lang/syntax/unicode_data.h"

namespace tl::lang {

namespace {

using unicode::has;

const Str& text(const Value& v) { return *v.as<Str>(); }

std::vector<uint32_t> codePoints(const std::string& s) {
  std::vector<uint32_t> out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size(); i += utf8Length(static_cast<unsigned char>(s[i]))) out.push_back(decodeUtf8(s, i));
  return out;
}

constexpr uint32_t kCapitalSigma = 0x3A3;

// Whether the capital sigma at cps[i] ends a word: a cased letter before it and
// none after it, case-ignorable characters skipped (handle_capital_sigma).
bool finalSigma(const std::vector<uint32_t>& cps, size_t i) {
  size_t j = i;
  while (j > 0 && has(cps[j - 1], unicode::CaseIgnorable)) --j;
  if (j == 0 || !has(cps[j - 1], unicode::Cased)) return false;
  size_t k = i + 1;
  while (k < cps.size() && has(cps[k], unicode::CaseIgnorable)) ++k;
  return k == cps.size() || !has(cps[k], unicode::Cased);
}

// lower_ucs4: the lower case of cps[i] in its context.
void appendLowerAt(std::string& out, const std::vector<uint32_t>& cps, size_t i) {
  if (cps[i] == kCapitalSigma) appendUtf8(out, finalSigma(cps, i) ? 0x3C2 : 0x3C3);
  else unicode::appendLower(out, cps[i]);
}

template <class Map>
Value convert(Interp& in, const Value& s, Map map) {
  const std::vector<uint32_t> cps = codePoints(text(s).s);
  std::string out;
  out.reserve(text(s).s.size());
  for (size_t i = 0; i < cps.size(); ++i) map(out, cps, i);
  return in.newStr(std::move(out));
}

Value asciiConvert(Interp& in, const Value& s, int (*f)(int)) {
  std::string out = text(s).s;
  for (char& c : out) c = static_cast<char>(f(static_cast<unsigned char>(c)));
  return in.newStr(std::move(out));
}

Value upper(Interp& in, const Value& s, CallArgs& a) {
  noArgs(in, a, "str.upper");
  if (text(s).ascii) return asciiConvert(in, s, ::toupper);
  return convert(in, s, [](std::string& out, const std::vector<uint32_t>& cps, size_t i) {
    unicode::appendUpper(out, cps[i]);
  });
}

Value lower(Interp& in, const Value& s, CallArgs& a) {
  noArgs(in, a, "str.lower");
  if (text(s).ascii) return asciiConvert(in, s, ::tolower);
  return convert(in, s, appendLowerAt);
}

Value casefold(Interp& in, const Value& s, CallArgs& a) {
  noArgs(in, a, "str.casefold");
  if (text(s).ascii) return asciiConvert(in, s, ::tolower);
  return convert(in, s, [](std::string& out, const std::vector<uint32_t>& cps, size_t i) {
    unicode::appendFolded(out, cps[i]);
  });
}

Value swapcase(Interp& in, const Value& s, CallArgs& a) {
  noArgs(in, a, "str.swapcase");
  return convert(in, s, [](std::string& out, const std::vector<uint32_t>& cps, size_t i) {
    if (has(cps[i], unicode::Upper)) appendLowerAt(out, cps, i);
    else if (has(cps[i], unicode::Lower)) unicode::appendUpper(out, cps[i]);
    else appendUtf8(out, cps[i]);
  });
}

// Title case after an uncased character, lower case after a cased one.
Value title(Interp& in, const Value& s, CallArgs& a) {
  noArgs(in, a, "str.title");
  bool previousCased = false;
  return convert(in, s, [&](std::string& out, const std::vector<uint32_t>& cps, size_t i) {
    if (previousCased) appendLowerAt(out, cps, i);
    else unicode::appendTitle(out, cps[i]);
    previousCased = has(cps[i], unicode::Cased);
  });
}

// The first character in title case (3.8+), the rest in lower case.
Value capitalize(Interp& in, const Value& s, CallArgs& a) {
  noArgs(in, a, "str.capitalize");
  return convert(in, s, [](std::string& out, const std::vector<uint32_t>& cps, size_t i) {
    if (i == 0) unicode::appendTitle(out, cps[i]);
    else appendLowerAt(out, cps, i);
  });
}

// Every character has `property`; an empty string has none.
Value allHave(Interp& in, const Value& s, const CallArgs& a, const char* name, uint16_t property) {
  noArgs(in, a, std::string("str.") + name);
  const std::vector<uint32_t> cps = codePoints(text(s).s);
  if (cps.empty()) return Value::boolean(false);
  for (uint32_t c : cps)
    if (!(unicode::propertiesOf(c) & property)) return Value::boolean(false);
  return Value::boolean(true);
}

// isupper/islower: no character of the other case (or title case), at least one of this one.
Value onlyCase(Interp& in, const Value& s, const CallArgs& a, const char* name, unicode::Property wanted) {
  noArgs(in, a, std::string("str.") + name);
  const unicode::Property other = wanted == unicode::Upper ? unicode::Lower : unicode::Upper;
  bool cased = false;
  for (uint32_t c : codePoints(text(s).s)) {
    const uint16_t p = unicode::propertiesOf(c);
    if (p & (other | unicode::Title)) return Value::boolean(false);
    cased = cased || (p & wanted);
  }
  return Value::boolean(cased);
}

// Upper- and title-case letters only after uncased characters, lower-case only after cased ones.
Value istitle(Interp& in, const Value& s, CallArgs& a) {
  noArgs(in, a, "str.istitle");
  bool cased = false, previousCased = false;
  for (uint32_t c : codePoints(text(s).s)) {
    const uint16_t p = unicode::propertiesOf(c);
    if (p & (unicode::Upper | unicode::Title)) {
      if (previousCased) return Value::boolean(false);
      previousCased = cased = true;
    } else if (p & unicode::Lower) {
      if (!previousCased) return Value::boolean(false);
      previousCased = cased = true;
    } else {
      previousCased = false;
    }
  }
  return Value::boolean(cased);
}

Value isidentifier(Interp& in, const Value& s, CallArgs& a) {
  noArgs(in, a, "str.isidentifier");
  const std::vector<uint32_t> cps = codePoints(text(s).s);
  if (cps.empty() || !has(cps[0], unicode::IdStart)) return Value::boolean(false);
  for (size_t i = 1; i < cps.size(); ++i)
    if (!has(cps[i], unicode::IdContinue)) return Value::boolean(false);
  return Value::boolean(true);
}

Value isprintable(Interp& in, const Value& s, CallArgs& a) {
  noArgs(in, a, "str.isprintable");
  for (uint32_t c : codePoints(text(s).s))
    if (!has(c, unicode::Printable)) return Value::boolean(false);
  return Value::boolean(true);  // an empty string is printable
}

}  // namespace

void installStrCaseMethods(Interp& in) {
  ClassObj* c = in.types.str;
  auto m = [&](const char* name, NativeFn fn) { defMethod(in, c, name, std::move(fn)); };
  m("upper", upper);
  m("lower", lower);
  m("casefold", casefold);
  m("swapcase", swapcase);
  m("title", title);
  m("capitalize", capitalize);
  m("istitle", istitle);
  m("isidentifier", isidentifier);
  m("isprintable", isprintable);
  m("isupper", [](Interp& in, const Value& s, CallArgs& a) { return onlyCase(in, s, a, "isupper", unicode::Upper); });
  m("islower", [](Interp& in, const Value& s, CallArgs& a) { return onlyCase(in, s, a, "islower", unicode::Lower); });
  m("isalpha", [](Interp& in, const Value& s, CallArgs& a) { return allHave(in, s, a, "isalpha", unicode::Alpha); });
  m("isdecimal",
    [](Interp& in, const Value& s, CallArgs& a) { return allHave(in, s, a, "isdecimal", unicode::Decimal); });
  m("isdigit", [](Interp& in, const Value& s, CallArgs& a) { return allHave(in, s, a, "isdigit", unicode::Digit); });
  m("isnumeric",
    [](Interp& in, const Value& s, CallArgs& a) { return allHave(in, s, a, "isnumeric", unicode::Numeric); });
  m("isspace", [](Interp& in, const Value& s, CallArgs& a) { return allHave(in, s, a, "isspace", unicode::Space); });
  m("isalnum", [](Interp& in, const Value& s, CallArgs& a) {
    return allHave(in, s, a, "isalnum", unicode::Alpha | unicode::Decimal | unicode::Digit | unicode::Numeric);
  });
}

}  // namespace tl::lang
