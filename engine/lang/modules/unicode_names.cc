// Unicode character names: \N{...} in str literals and the _unicodenames
// module under unicodedata.py (name, lookup). The names are the text of the
// source module _ucd_names (py/_ucd_names.py, recorded from CPython 3.11 by
// tests/tools/record_unicodedata.py), read on first use so that a page pays
// for the table only when a program asks for a name. Lines of that text:
// "HEX:NAME", "FIRST-LAST>PREFIX" (names PREFIX + the code point in hex),
// "FIRST-LAST#PREFIX" (the same, computed by CPython and so looked up only in
// capitals), "HEX=ALIAS", "HEX HEX ...|SEQUENCE NAME". Hangul syllables'
// names are made from their jamo, as CPython makes them.
#include <cctype>
#include <cstdio>
#include <cstring>
#include <vector>

#include "lang/eval/builtins.h"
#include "lang/eval/native.h"
#include "lang/modules/source_modules.h"
#include "lang/syntax/lexer.h"

namespace tl::lang {

namespace {

const char* const kJamoL[] = {"G",  "GG", "N", "D",  "DD", "R", "M", "B", "BB", "S",
                              "SS", "",   "J", "JJ", "C",  "K", "T", "P", "H"};
const char* const kJamoV[] = {"A",  "AE", "YA", "YAE", "EO", "E",  "YEO", "YE", "O",  "WA", "WAE",
                              "OE", "YO", "U",  "WEO", "WE", "WI", "YU",  "EU", "YI", "I"};
const char* const kJamoT[] = {"",   "G",  "GG", "GS", "N",  "NJ", "NH", "D",  "L", "LG", "LM", "LB", "LS", "LT",
                              "LP", "LH", "M",  "B",  "BS", "S",  "SS", "NG", "J", "C",  "K",  "T",  "P",  "H"};
constexpr uint32_t kHangulFirst = 0xAC00, kHangulCount = 11172, kVCount = 21, kTCount = 28;
const std::string kHangulPrefix = "HANGUL SYLLABLE ";

const std::string& namesText() {
  static const std::string text = [] {
    std::optional<std::string> t = sourceModuleText("_ucd_names");
    return t ? "\n" + *t : std::string();
  }();
  return text;
}

std::string hex(uint32_t cp) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%X", cp);
  return buf;
}

// The longest of `jamo` that `name` continues with at `pos` (as CPython's find_syllable).
int findJamo(const std::string& name, size_t& pos, const char* const* jamo, int count) {
  int best = -1;
  size_t bestLen = 0;
  for (int i = 0; i < count; ++i) {
    const size_t len = std::strlen(jamo[i]);
    if ((best < 0 || len > bestLen) && name.compare(pos, len, jamo[i]) == 0) best = i, bestLen = len;
  }
  pos += bestLen;
  return best;
}

std::optional<uint32_t> hangulCode(const std::string& name) {
  if (name.compare(0, kHangulPrefix.size(), kHangulPrefix) != 0) return std::nullopt;
  size_t pos = kHangulPrefix.size();
  const int l = findJamo(name, pos, kJamoL, 19), v = findJamo(name, pos, kJamoV, 21),
            t = findJamo(name, pos, kJamoT, 28);
  if (l < 0 || v < 0 || t < 0 || pos != name.size()) return std::nullopt;
  return kHangulFirst + (l * kVCount + v) * kTCount + t;
}

struct NameRange {
  uint32_t first, last;
  bool computed;
  std::string prefix;
};

// The range lines ("FIRST-LAST>PREFIX" or "#PREFIX") of the text, parsed once.
const std::vector<NameRange>& nameRanges() {
  static const std::vector<NameRange> ranges = [] {
    std::vector<NameRange> out;
    const std::string& text = namesText();
    for (size_t at = 0; (at = text.find_first_of(">#", at)) != std::string::npos; ++at) {
      const size_t start = text.rfind('\n', at) + 1, dash = text.find('-', start), end = text.find('\n', at);
      if (dash > at || end == std::string::npos) continue;  // a comment line
      out.push_back({static_cast<uint32_t>(std::stoul(text.substr(start, dash - start), nullptr, 16)),
                     static_cast<uint32_t>(std::stoul(text.substr(dash + 1, at - dash - 1), nullptr, 16)),
                     text[at] == '#', text.substr(at + 1, end - at - 1)});
    }
    return out;
  }();
  return ranges;
}

std::optional<uint32_t> rangeCode(const std::string& name, const std::string& upper) {
  for (const NameRange& r : nameRanges()) {
    const std::string& n = r.computed ? name : upper;  // CPython matches computed names in capitals only
    if (n.compare(0, r.prefix.size(), r.prefix) != 0) continue;
    const std::string digits = n.substr(r.prefix.size());
    if (digits.size() < 4 || digits.size() > (r.computed ? 5 : 6)) continue;
    uint32_t cp = 0;
    for (char c : digits) {
      if (!std::isxdigit(static_cast<unsigned char>(c)) || std::islower(static_cast<unsigned char>(c))) return {};
      cp = cp * 16 + hexDigit(c);
    }
    if (cp >= r.first && cp <= r.last && (r.computed || hex(cp) == digits)) return cp;
  }
  return std::nullopt;
}

// `name` in capitals, as the table has it ("\n" would match across lines: never a name).
std::string upperName(const std::string& name) {
  std::string upper = name;
  for (char& c : upper) c = c == '\n' ? '?' : static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return upper;
}

// The code points of the line holding `key` (":NAME\n", "=ALIAS\n", "|NAME\n").
std::optional<std::vector<uint32_t>> lineCodes(const std::string& key) {
  const std::string& text = namesText();
  const size_t at = text.find(key);
  if (at == std::string::npos) return std::nullopt;
  std::vector<uint32_t> codes;
  for (size_t i = text.rfind('\n', at) + 1; i < at; ++i) {
    uint32_t cp = 0;
    for (; i < at && hexDigit(text[i]) >= 0; ++i) cp = cp * 16 + hexDigit(text[i]);
    codes.push_back(cp);
  }
  return codes;
}

}  // namespace

// The character named `name` (aliases too), as \N{...} and unicodedata.lookup find it.
std::optional<uint32_t> unicodeCharCode(const std::string& name) {
  if (auto cp = hangulCode(name)) return cp;
  const std::string upper = upperName(name);
  if (auto codes = lineCodes(":" + upper + "\n")) return codes->front();
  if (auto codes = lineCodes("=" + upper + "\n")) return codes->front();
  return rangeCode(name, upper);
}

// The name of `cp` (empty: it has none), as unicodedata.name gives it.
std::string unicodeCharName(uint32_t cp) {
  if (cp >= kHangulFirst && cp < kHangulFirst + kHangulCount) {
    const uint32_t s = cp - kHangulFirst;
    return kHangulPrefix + kJamoL[s / (kVCount * kTCount)] + kJamoV[s % (kVCount * kTCount) / kTCount] +
           kJamoT[s % kTCount];
  }
  const std::string& text = namesText();
  const std::string key = "\n" + hex(cp) + ":";
  const size_t at = text.find(key);
  if (at != std::string::npos) return text.substr(at + key.size(), text.find('\n', at + 1) - at - key.size());
  for (const NameRange& r : nameRanges())
    if (cp >= r.first && cp <= r.last) return r.prefix + hex(cp);
  return "";
}

namespace {

Value makeUnicodeNamesModule(Interp& in) {
  Value m = in.newModule("_unicodenames");
  defFunction(in, m, "name", [](Interp& in, const Value&, CallArgs& a) {
    oneArg(in, a, "name");
    const std::string name = unicodeCharName(static_cast<uint32_t>(toInt(in, a.pos[0])));
    return name.empty() ? Value::none() : in.newStr(name);
  });
  // The text of the character or named sequence called `name`, or None.
  defFunction(in, m, "lookup", [](Interp& in, const Value&, CallArgs& a) {
    oneArg(in, a, "lookup");
    const std::string& name = a.pos[0].as<Str>()->s;
    std::string text;
    if (auto cp = unicodeCharCode(name)) {
      appendUtf8(text, *cp);
    } else if (auto codes = lineCodes("|" + upperName(name) + "\n")) {
      for (uint32_t c : *codes) appendUtf8(text, c);
    } else {
      return Value::none();
    }
    return in.newStr(text);
  });
  return m;
}

}  // namespace

void registerUnicodeNamesModule(Interp& in) {
  setCharNameLookup(unicodeCharCode);
  in.registerModule("_unicodenames", makeUnicodeNamesModule);
}

}  // namespace tl::lang
