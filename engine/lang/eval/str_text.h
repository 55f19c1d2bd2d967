// Code-point helpers for the str methods (strings are stored as UTF-8).
#pragma once
#include <cstdint>
#include <string>

#include "lang/eval/interp.h"

namespace tl::lang {

// A str's UTF-8 text.
inline const std::string& strText(const Value& v) { return v.as<Str>()->s; }

// Bytes in the UTF-8 sequence that starts with `lead`.
inline size_t utf8Length(unsigned char lead) { return lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1; }

// The code point starting at byte i.
inline uint32_t decodeUtf8(const std::string& s, size_t i) {
  const unsigned char lead = static_cast<unsigned char>(s[i]);
  const size_t n = utf8Length(lead);
  if (n == 1) return lead;
  uint32_t cp = lead & (0x7F >> n);
  for (size_t k = 1; k < n && i + k < s.size(); ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
  return cp;
}

// The byte offset of the code point `index` places after byte offset `from`
// (a character's start) in UTF-8 text, or the size when the text ends first.
inline size_t utf8Offset(const std::string& s, int64_t index, size_t from = 0) {
  size_t at = from;
  for (int64_t k = 0; k < index && at < s.size(); ++k) at += utf8Length(static_cast<unsigned char>(s[at]));
  return at;
}

// The code point index of byte offset `at` (the start of a character) in UTF-8 text.
inline int64_t codePointIndex(const std::string& s, size_t at) {
  int64_t index = 0;
  for (size_t i = 0; i < at; ++i) index += (static_cast<unsigned char>(s[i]) & 0xC0) != 0x80;
  return index;
}

// Python's whitespace: str.isspace() and split() with no separator.
inline bool isUnicodeSpace(uint32_t c) {
  return (c >= 0x09 && c <= 0x0D) || (c >= 0x1C && c <= 0x20) || c == 0x85 || c == 0xA0 || c == 0x1680 ||
         (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F || c == 0x3000;
}

// A str method's result when it leaves `s` as it is: `s` itself, or a str
// for an instance of a subclass of str (as CPython returns).
inline Value unchangedStr(Interp& in, const Value& s) {
  return s.obj()->cls() == in.types.str ? s : in.newStr(s.as<Str>()->s);
}

Value strSplit(Interp& in, const Value& self, CallArgs& a);  // str_split.cc
Value strRsplit(Interp& in, const Value& self, CallArgs& a);
void installStrExtraMethods(Interp& in);  // str_more.cc
void installStrCaseMethods(Interp& in);   // str_case.cc

}  // namespace tl::lang
