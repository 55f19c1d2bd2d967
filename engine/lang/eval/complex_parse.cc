// complex(text): CPython's complex_from_string_inner, after the underscore
// rules every numeric text shares.
#include <strings.h>
#include <cmath>
#include <cstdlib>
#include <cstring>

#include "lang/eval/builtins.h"
#include "lang/eval/complex_object.h"

namespace tl::lang {

namespace {

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isSpace(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
bool isJ(const std::string& s, size_t i) { return i < s.size() && (s[i] == 'j' || s[i] == 'J'); }
bool isSign(const std::string& s, size_t i) { return i < s.size() && (s[i] == '+' || s[i] == '-'); }

size_t skipSpaces(const std::string& s, size_t i) {
  while (i < s.size() && isSpace(s[i])) ++i;
  return i;
}

// The longest float at s[i] as CPython's PyOS_string_to_double reads one:
// signed digits with an optional point and exponent, or inf, infinity, nan
// (no leading spaces, no hex). Returns the index after it, i when none.
size_t scanFloat(const std::string& s, size_t i, double& out) {
  size_t p = isSign(s, i) ? i + 1 : i;
  for (const char* word : {"infinity", "inf", "nan"}) {
    const size_t n = std::strlen(word);
    if (s.size() - p >= n && strncasecmp(s.c_str() + p, word, n) == 0) {
      out = std::copysign(word[0] == 'n' ? NAN : INFINITY, s[i] == '-' ? -1.0 : 1.0);
      return p + n;
    }
  }
  bool digits = false;
  for (; p < s.size() && isDigit(s[p]); ++p) digits = true;
  if (p < s.size() && s[p] == '.')
    for (++p; p < s.size() && isDigit(s[p]); ++p) digits = true;
  if (!digits) return i;
  if (p < s.size() && (s[p] == 'e' || s[p] == 'E')) {
    size_t q = isSign(s, p + 1) ? p + 2 : p + 1;
    if (q < s.size() && isDigit(s[q])) {
      while (q < s.size() && isDigit(s[q])) ++q;
      p = q;
    }
  }
  out = std::strtod(s.substr(i, p - i).c_str(), nullptr);
  return p;
}

// <float> | <float>j | <float><signed-float>j, and the older <float><sign>j,
// <sign>j and j; spaces around, optionally in parentheses. False when malformed.
bool parseForms(const std::string& s, Complex& out) {
  size_t i = skipSpaces(s, 0);
  const bool bracket = i < s.size() && s[i] == '(';
  if (bracket) i = skipSpaces(s, i + 1);
  double x = 0, y = 0, z = 0;
  if (size_t end = scanFloat(s, i, z); end != i) {
    i = end;
    if (isSign(s, i)) {
      x = z;
      end = scanFloat(s, i, y);
      if (end == i) y = s[end++] == '+' ? 1.0 : -1.0;
      if (!isJ(s, end)) return false;
      i = end + 1;
    } else if (isJ(s, i)) {
      y = z;
      ++i;
    } else {
      x = z;
    }
  } else {
    y = isSign(s, i) && s[i++] == '-' ? -1.0 : 1.0;
    if (!isJ(s, i)) return false;
    ++i;
  }
  i = skipSpaces(s, i);
  if (bracket) {
    if (i >= s.size() || s[i] != ')') return false;
    i = skipSpaces(s, i + 1);
  }
  out = {x, y};
  return i == s.size();
}

// Underscores only between digits (CPython's _Py_string_to_number_with_underscores).
bool dropUnderscores(const std::string& s, std::string& out) {
  char prev = '\0';
  for (char c : s) {
    if (c == '_' ? !isDigit(prev) : prev == '_' && !isDigit(c)) return false;
    if (c != '_') out += c;
    prev = c;
  }
  return prev != '_';
}

}  // namespace

Complex parseComplex(Interp& in, const std::string& text) {
  std::string plain;
  if (text.find('_') != std::string::npos && !dropUnderscores(text, plain))
    in.raise(in.types.ValueError, "could not convert string to complex: " + reprString(text));
  Complex z;
  if (!parseForms(plain.empty() ? text : plain, z))
    in.raise(in.types.ValueError, "complex() arg is a malformed string");
  return z;
}

}  // namespace tl::lang
