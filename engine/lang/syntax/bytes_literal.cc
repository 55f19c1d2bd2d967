// The body of a bytes literal: ASCII only, escapes giving single bytes.
#include "lang/syntax/lexer.h"

namespace tl::lang {

namespace {

// The byte of escape `e` (the character after the backslash), or -1 if it is
// not one (kept as written, as CPython keeps \q or \u in bytes).
int simpleEscape(char e) {
  switch (e) {
    case 'n': return '\n';
    case 't': return '\t';
    case 'r': return '\r';
    case 'a': return '\a';
    case 'b': return '\b';
    case 'f': return '\f';
    case 'v': return '\v';
    case '\\': return '\\';
    case '\'': return '\'';
    case '"': return '"';
    default: return -1;
  }
}

}  // namespace

std::string decodeBytesEscapes(const std::string& body) {
  std::string out;
  for (size_t i = 0; i < body.size(); ++i) {
    if (body[i] != '\\' || i + 1 >= body.size()) {
      out += body[i];
      continue;
    }
    char e = body[++i];
    if (e == '\n') continue;  // a backslash-newline joins lines
    if (int byte = simpleEscape(e); byte >= 0) {
      out += static_cast<char>(byte);
    } else if (e >= '0' && e <= '7') {  // up to three octal digits, modulo 256
      int value = e - '0';
      for (int k = 0; k < 2 && i + 1 < body.size() && body[i + 1] >= '0' && body[i + 1] <= '7'; ++k)
        value = value * 8 + (body[++i] - '0');
      out += static_cast<char>(value & 0xFF);
    } else if (e == 'x') {
      if (i + 2 >= body.size() || hexDigit(body[i + 1]) < 0 || hexDigit(body[i + 2]) < 0)
        throw EscapeError{"(value error) invalid \\x escape at position " + std::to_string(i - 1)};
      out += static_cast<char>(hexDigit(body[i + 1]) * 16 + hexDigit(body[i + 2]));
      i += 2;
    } else {
      out += '\\';
      out += e;
    }
  }
  return out;
}

}  // namespace tl::lang
