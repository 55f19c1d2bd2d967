// The body of a str literal: UTF-8 for \u escapes, and CPython's SyntaxError
// text for a malformed escape (the bytes form is bytes_literal.cc).
#include "lang/syntax/lexer.h"

namespace tl::lang {

void appendUtf8(std::string& out, uint32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

int hexDigit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

namespace {

[[noreturn]] void unicodeEscapeError(size_t from, size_t to, const std::string& what) {
  throw EscapeError{"(unicode error) 'unicodeescape' codec can't decode bytes in position " + std::to_string(from) +
                    "-" + std::to_string(to) + ": " + what};
}

// \xXX, \uXXXX, \UXXXXXXXX at b[i] (the letter): the code point; i ends on its last digit.
uint32_t hexEscape(const std::string& b, size_t& i) {
  const size_t backslash = i - 1;
  const char e = b[i];
  const int n = e == 'x' ? 2 : e == 'u' ? 4 : 8;
  uint32_t cp = 0;
  for (int k = 0; k < n; ++k) {
    if (i + 1 >= b.size() || hexDigit(b[i + 1]) < 0)
      unicodeEscapeError(backslash, i, std::string("truncated \\") + e + std::string(n, 'X') + " escape");
    cp = cp * 16 + hexDigit(b[++i]);
  }
  if (cp > 0x10FFFF) unicodeEscapeError(backslash, i, "illegal Unicode character");
  return cp;
}

CharNameLookup charNameLookup = nullptr;

// \N{NAME} at b[i] (the N): the code point; i ends on the '}'. The positions of
// CPython's errors: up to the N when no brace follows, to the last character
// when the brace is not closed, up to the '{' for an empty name.
uint32_t namedEscape(const std::string& b, size_t& i) {
  const size_t backslash = i - 1;
  if (i + 1 >= b.size() || b[i + 1] != '{') unicodeEscapeError(backslash, i, "malformed \\N character escape");
  const size_t close = b.find('}', i + 2);
  if (close == std::string::npos) unicodeEscapeError(backslash, b.size() - 1, "malformed \\N character escape");
  if (close == i + 2) unicodeEscapeError(backslash, i + 1, "malformed \\N character escape");
  std::optional<uint32_t> cp = charNameLookup ? charNameLookup(b.substr(i + 2, close - i - 2)) : std::nullopt;
  if (!cp) unicodeEscapeError(backslash, close, "unknown Unicode character name");
  i = close;
  return *cp;
}

}  // namespace

void setCharNameLookup(CharNameLookup lookup) { charNameLookup = lookup; }

std::string decodeEscapes(const std::string& b) {
  std::string out;
  for (size_t i = 0; i < b.size(); ++i) {
    char c = b[i];
    if (c != '\\' || i + 1 >= b.size()) {
      out += c;
      continue;
    }
    char e = b[++i];
    switch (e) {
      case 'n': out += '\n'; break;
      case 't': out += '\t'; break;
      case 'r': out += '\r'; break;
      case 'a': out += '\a'; break;
      case 'b': out += '\b'; break;
      case 'f': out += '\f'; break;
      case 'v': out += '\v'; break;
      case '\\': out += '\\'; break;
      case '\'': out += '\''; break;
      case '"': out += '"'; break;
      case '\n': break;
      case 'x':
      case 'u':
      case 'U': appendUtf8(out, hexEscape(b, i)); break;
      case 'N': appendUtf8(out, namedEscape(b, i)); break;
      default:
        if (e >= '0' && e <= '7') {  // up to three octal digits: a code point up to 0o777
          uint32_t cp = e - '0';
          for (int k = 0; k < 2 && i + 1 < b.size() && b[i + 1] >= '0' && b[i + 1] <= '7'; ++k)
            cp = cp * 8 + (b[++i] - '0');
          appendUtf8(out, cp);
        } else {
          out += '\\';
          out += e;
        }
    }
  }
  return out;
}

}  // namespace tl::lang
