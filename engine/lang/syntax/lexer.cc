#include "lang/syntax/lexer.h"

#include <cstdio>
#include <cstring>
#include <string_view>
#include <unordered_map>

#include "lang/syntax/unicode_data.h"

namespace tl::lang {

const char* tokSpelling(Tok t) {
  switch (t) {
#define TL_X(e, s) \
  case Tok::e: return s;
    TL_LANG_OPERATORS(TL_X)
    TL_LANG_KEYWORDS(TL_X)
#undef TL_X
    case Tok::Name: return "name";
    case Tok::Int:
    case Tok::Float:
    case Tok::Imaginary: return "number";
    case Tok::String: return "string";
    case Tok::Newline: return "newline";
    case Tok::Indent: return "indent";
    case Tok::Dedent: return "dedent";
    default: return "end of input";
  }
}

namespace {

const std::unordered_map<std::string_view, Tok>& keywords() {
  static const std::unordered_map<std::string_view, Tok> table = {
#define TL_X(e, s) {s, Tok::e},
      TL_LANG_KEYWORDS(TL_X)
#undef TL_X
  };
  return table;
}

// Longest-match operator table, longest spellings first.
Tok matchOperator(const char* p, int& len) {
  static const struct {
    const char* s;
    Tok t;
  } ops[] = {
#define TL_X(e, s) {s, Tok::e},
      TL_LANG_OPERATORS(TL_X)
#undef TL_X
  };
  Tok best = Tok::End;
  len = 0;
  for (const auto& op : ops) {
    int n = static_cast<int>(std::strlen(op.s));
    if (n > len && std::strncmp(p, op.s, n) == 0) best = op.t, len = n;
  }
  return best;
}

class Lexer {
 public:
  Lexer(const std::string& src, int lineOffset, int colOffset, bool expr)
      : src_(src), line_(1 + lineOffset), colBase_(colOffset), exprOnly_(expr) {}
  std::vector<Token> run();

 private:
  [[noreturn]] void fail(const std::string& msg, int line, int col, int endCol = 0, const char* kind = "SyntaxError") {
    throw SyntaxErrorEx{{msg, line, col, endCol, kind}};
  }
  int col() const { return static_cast<int>(pos_ - lineStart_) + 1 + colBase_; }
  void push(Tok k, std::string text, int line, int col, int endCol) {
    Token t;
    t.kind = k;
    t.text = std::move(text);
    t.span = {line, col, line_, endCol};
    out_.push_back(std::move(t));
  }
  void indentation();
  void lexNumber();
  bool keywordAfterNumber() const;
  void lexString(size_t prefixLen);
  void lexName();
  void lexOperator();
  void newline();

  const std::string& src_;
  size_t pos_ = 0, lineStart_ = 0;
  int line_;
  int colBase_;
  bool exprOnly_;
  bool atLineStart_ = true;
  std::vector<int> indents_{0};
  std::vector<int> altIndents_{0};  // the same levels with a tab as one column
  struct Open {
    char c;
    int line, col;
  };
  // CPython's tokenizer limits (MAXLEVEL, MAXINDENT).
  static constexpr size_t kMaxBrackets = 200;
  static constexpr size_t kMaxIndents = 100;
  std::vector<Open> brackets_;
  std::vector<Token> out_;
};

// Indentation is measured twice, as CPython does: tabs to multiples of 8 and
// tabs as one column. Lines whose order differs between the two are a TabError.
void Lexer::indentation() {
  int width = 0, alt = 0;
  size_t p = pos_;
  while (p < src_.size() && (src_[p] == ' ' || src_[p] == '\t' || src_[p] == '\f')) {
    if (src_[p] == '\f') width = alt = 0;
    else if (src_[p] == '\t') width = (width / 8 + 1) * 8, ++alt;
    else ++width, ++alt;
    ++p;
  }
  if (p >= src_.size() || src_[p] == '\n' || src_[p] == '#' || src_[p] == '\r') {
    pos_ = p;  // blank or comment-only line: no tokens
    return;
  }
  pos_ = p;
  atLineStart_ = false;
  const auto tabError = [&] { fail("inconsistent use of tabs and spaces in indentation", line_, 0, 0, "TabError"); };
  if (width > indents_.back()) {
    if (alt <= altIndents_.back()) tabError();
    if (indents_.size() >= kMaxIndents) {
      fail("too many levels of indentation", line_, 0, 0, "IndentationError");
    }
    indents_.push_back(width);
    altIndents_.push_back(alt);
    push(Tok::Indent, "", line_, col(), col());
  } else {
    while (width < indents_.back()) {
      indents_.pop_back();
      altIndents_.pop_back();
      push(Tok::Dedent, "", line_, col(), col());
    }
    if (width != indents_.back()) {
      size_t end = src_.find('\n', pos_);
      int len = static_cast<int>((end == std::string::npos ? src_.size() : end) - lineStart_);
      fail("unindent does not match any outer indentation level", line_, len + 1, 0, "IndentationError");
    }
    if (alt != altIndents_.back()) tabError();
  }
}

void Lexer::newline() {
  if (brackets_.empty() && !atLineStart_ && !exprOnly_) push(Tok::Newline, "", line_, col(), col() + 1);
  ++pos_;
  ++line_;
  lineStart_ = pos_;
  if (brackets_.empty()) atLineStart_ = true;
}

// NUMBER: decimal, hex, octal and binary ints, floats, and imaginary numbers
// (a decimal int or a float followed by j). A letter or digit right after
// one is CPython's "invalid <kind> literal", except a keyword that may follow
// a number in valid code (`1if x else y`).
void Lexer::lexNumber() {
  size_t start = pos_;
  int c0 = col();
  bool isFloat = false;
  const char* kind = "decimal";
  // Digits with single underscores between them (`1_000`; `1__0` and `1_` are errors).
  auto digits = [&](auto pred) {
    while (pos_ < src_.size() && (pred(src_[pos_]) || src_[pos_] == '_')) {
      if (src_[pos_] == '_' && (pos_ + 1 >= src_.size() || !pred(src_[pos_ + 1])))
        fail(std::string("invalid ") + kind + " literal", line_, col());
      ++pos_;
    }
  };
  auto dec = [](char c) { return c >= '0' && c <= '9'; };
  if (src_[pos_] == '0' && pos_ + 1 < src_.size() && std::strchr("xXoObB", src_[pos_ + 1])) {
    const char base = static_cast<char>(std::tolower(src_[pos_ + 1]));
    kind = base == 'x' ? "hexadecimal" : base == 'o' ? "octal" : "binary";
    pos_ += 2;
    digits([](char c) { return hexDigit(c) >= 0; });
  } else {
    digits(dec);
    if (pos_ < src_.size() && src_[pos_] == '.') {
      isFloat = true;
      ++pos_;
      digits(dec);
    }
    if (pos_ < src_.size() && (src_[pos_] == 'e' || src_[pos_] == 'E')) {
      size_t save = pos_++;
      if (pos_ < src_.size() && (src_[pos_] == '+' || src_[pos_] == '-')) ++pos_;
      if (pos_ < src_.size() && dec(src_[pos_])) {
        isFloat = true;
        digits(dec);
      } else {
        pos_ = save;
      }
    }
  }
  std::string text;
  for (size_t i = start; i < pos_; ++i)
    if (src_[i] != '_') text += src_[i];
  Tok tok = isFloat ? Tok::Float : Tok::Int;
  if (pos_ < src_.size() && (src_[pos_] == 'j' || src_[pos_] == 'J') && std::strcmp(kind, "decimal") == 0) {
    ++pos_;
    kind = "imaginary";
    tok = Tok::Imaginary;
  }
  const unsigned char next = pos_ < src_.size() ? static_cast<unsigned char>(src_[pos_]) : 0;
  // A non-ASCII character ends the number: it is a name or an invalid character of its own.
  if ((std::isalnum(next) || next == '_') && !keywordAfterNumber())
    fail(std::string("invalid ") + kind + " literal", line_, col() - 1);
  push(tok, text, line_, c0, col());
}

// Whether the name at pos_ starts with a keyword that may follow a number.
bool Lexer::keywordAfterNumber() const {
  for (const char* word : {"and", "else", "for", "if", "in", "is", "not", "or"})
    if (src_.compare(pos_, std::strlen(word), word) == 0) return true;
  return false;
}

void Lexer::lexString(size_t prefixLen) {
  std::string prefix;
  for (size_t i = 0; i < prefixLen; ++i) prefix += static_cast<char>(std::tolower(src_[pos_ + i]));
  int startLine = line_, startCol = col();
  pos_ += prefixLen;
  char q = src_[pos_];
  bool triple = src_.compare(pos_, 3, std::string(3, q)) == 0;
  pos_ += triple ? 3 : 1;
  std::string body;
  bool raw = prefix.find('r') != std::string::npos;
  while (true) {
    if (pos_ >= src_.size() || (!triple && src_[pos_] == '\n')) {
      if (triple)
        fail("unterminated triple-quoted string literal (detected at line " +
                 std::to_string(pos_ > 0 && src_[pos_ - 1] == '\n' ? line_ - 1 : line_) + ")",
             startLine, startCol);
      fail("unterminated string literal (detected at line " + std::to_string(line_) + ")", startLine, startCol);
    }
    char c = src_[pos_];
    if (c == '\\' && pos_ + 1 < src_.size()) {
      body += c;
      body += src_[pos_ + 1];
      if (src_[pos_ + 1] == '\n') ++line_, lineStart_ = pos_ + 2;
      pos_ += 2;
      continue;
    }
    if (c == q && (!triple || src_.compare(pos_, 3, std::string(3, q)) == 0)) {
      pos_ += triple ? 3 : 1;
      break;
    }
    if (c == '\n') ++line_, lineStart_ = pos_ + 1;
    body += c;
    ++pos_;
  }
  bool isF = prefix.find('f') != std::string::npos, isBytes = prefix.find('b') != std::string::npos;
  if (isBytes)
    for (unsigned char c : body)
      if (c >= 0x80)
        fail("bytes can only contain ASCII literal characters", startLine, startCol,
             startLine == line_ ? startCol + static_cast<int>(pos_ - (lineStart_ + (startCol - 1 - colBase_))) : 0);
  Token t;
  t.kind = Tok::String;
  try {
    t.text = (raw || isF) ? body : isBytes ? decodeBytesEscapes(body) : decodeEscapes(body);
  } catch (const EscapeError& e) {
    fail(e.message, startLine, col());
  }
  t.prefix = prefix;
  t.span = {startLine, startCol, line_, col()};
  out_.push_back(std::move(t));
}

// The code point of the UTF-8 sequence at s[p] and its length in bytes
// (a malformed byte stands for itself).
static char32_t codePointAt(const std::string& s, size_t p, int* bytes) {
  const auto b = [&](size_t i) { return static_cast<unsigned char>(p + i < s.size() ? s[p + i] : 0); };
  const unsigned char c = b(0);
  if (c >= 0xF0 && (b(1) & 0xC0) == 0x80)
    return *bytes = 4, ((c & 7u) << 18) | ((b(1) & 63u) << 12) | ((b(2) & 63u) << 6) | (b(3) & 63u);
  if (c >= 0xE0 && (b(1) & 0xC0) == 0x80) return *bytes = 3, ((c & 15u) << 12) | ((b(1) & 63u) << 6) | (b(2) & 63u);
  if (c >= 0xC0 && (b(1) & 0xC0) == 0x80) return *bytes = 2, ((c & 31u) << 6) | (b(1) & 63u);
  return *bytes = 1, c;
}

static std::string hexCode(char32_t cp) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "U+%04X", static_cast<unsigned>(cp));
  return buf;
}

void Lexer::lexName() {
  size_t start = pos_;
  int c0 = col();
  while (pos_ < src_.size()) {
    const unsigned char c = static_cast<unsigned char>(src_[pos_]);
    if (c < 0x80) {
      if (!std::isalnum(c) && c != '_') break;
      ++pos_;
      continue;
    }
    int bytes = 1;
    const char32_t cp = codePointAt(src_, pos_, &bytes);
    if (!unicode::has(cp, pos_ == start ? unicode::IdStart : unicode::IdContinue)) {
      if (pos_ > start) break;  // the name ends here; the character is reported next
      fail("invalid character '" + src_.substr(pos_, bytes) + "' (" + hexCode(cp) + ")", line_, col());
    }
    pos_ += bytes;
  }
  std::string_view word(src_.data() + start, pos_ - start);
  auto it = keywords().find(word);
  push(it == keywords().end() ? Tok::Name : it->second, std::string(word), line_, c0, col());
}

void Lexer::lexOperator() {
  int len;
  Tok t = matchOperator(src_.c_str() + pos_, len);
  int c0 = col();
  if (t == Tok::End) {
    char c = src_[pos_];
    if (c == '!') fail("invalid syntax", line_, c0);
    if (c == '$' || c == '?' || c == '`') fail("invalid syntax", line_, c0);
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
      fail("invalid non-printable character " + hexCode(static_cast<unsigned char>(c)), line_, c0);
    fail(std::string("invalid character '") + c + "' (" + hexCode(static_cast<unsigned char>(c)) + ")", line_, c0);
  }
  char c = src_[pos_];
  if (c == '(' || c == '[' || c == '{') {
    if (brackets_.size() >= kMaxBrackets) fail("too many nested parentheses", line_, c0);
    brackets_.push_back({c, line_, c0});
  } else if (c == ')' || c == ']' || c == '}') {
    if (brackets_.empty()) fail(std::string("unmatched '") + c + "'", line_, c0);
    char open = brackets_.back().c;
    char want = open == '(' ? ')' : open == '[' ? ']' : '}';
    if (c != want) {
      if (brackets_.back().line != line_)
        fail(std::string("closing parenthesis '") + c + "' does not match opening parenthesis '" + open + "' on line " +
                 std::to_string(brackets_.back().line),
             line_, c0);
      fail(std::string("closing parenthesis '") + c + "' does not match opening parenthesis '" + open + "'", line_, c0);
    }
    brackets_.pop_back();
  }
  pos_ += len;
  push(t, "", line_, c0, col());
}

static size_t stringPrefixLen(const std::string& s, size_t p) {
  size_t n = 0;
  while (n < 2 && p + n < s.size() && std::strchr("rRbBfFuU", s[p + n])) ++n;
  if (n > 0 && p + n < s.size() && (s[p + n] == '\'' || s[p + n] == '"')) return n;
  if (n == 2 && std::strchr("rRbBfFuU", s[p + 1]) && p + 1 < s.size()) {
    // a one-letter prefix followed by an identifier character
  }
  return std::string::npos;
}

std::vector<Token> Lexer::run() {
  while (pos_ < src_.size()) {
    if (atLineStart_ && brackets_.empty() && !exprOnly_) {
      indentation();
      if (pos_ >= src_.size()) break;
    }
    char c = src_[pos_];
    if (c == '\n') {
      newline();
      continue;
    }
    if (c == ' ' || c == '\t' || c == '\r' || c == '\f') {
      ++pos_;
      continue;
    }
    if (c == '#') {
      while (pos_ < src_.size() && src_[pos_] != '\n') ++pos_;
      continue;
    }
    if (c == '\\' && pos_ + 1 < src_.size() && src_[pos_ + 1] == '\n') {
      pos_ += 2, ++line_, lineStart_ = pos_;
      continue;
    }
    if (c == '\\' && pos_ + 1 < src_.size() && src_[pos_ + 1] != '\r')
      fail("unexpected character after line continuation character", line_, col() + 1);
    size_t pl = stringPrefixLen(src_, pos_);
    if (pl != std::string::npos) {
      lexString(pl);
      continue;
    }
    if (c == '\'' || c == '"') {
      lexString(0);
      continue;
    }
    if (std::isdigit(static_cast<unsigned char>(c)) ||
        (c == '.' && pos_ + 1 < src_.size() && std::isdigit(static_cast<unsigned char>(src_[pos_ + 1])))) {
      lexNumber();
      continue;
    }
    if (std::isalpha(static_cast<unsigned char>(c)) || c == '_' || static_cast<unsigned char>(c) >= 0x80) {
      lexName();
      continue;
    }
    lexOperator();
  }
  if (!brackets_.empty())
    fail(std::string("'") + brackets_.back().c + "' was never closed", brackets_.back().line, brackets_.back().col);
  if (!atLineStart_ && !exprOnly_) push(Tok::Newline, "", line_, col(), col() + 1);
  while (indents_.size() > 1 && !exprOnly_) {
    indents_.pop_back();
    push(Tok::Dedent, "", line_, col(), col());
  }
  push(Tok::End, "", line_, col(), col());
  return std::move(out_);
}

// Source lines end in \n, \r\n or a lone \r; the tokenizer sees \n alone, as CPython's.
std::string universalNewlines(const std::string& source) {
  if (source.find('\r') == std::string::npos) return source;
  std::string out;
  out.reserve(source.size());
  for (size_t i = 0; i < source.size(); ++i) {
    if (source[i] != '\r') out += source[i];
    else if (i + 1 >= source.size() || source[i + 1] != '\n') out += '\n';
  }
  return out;
}

}  // namespace

std::vector<Token> tokenize(const std::string& source, int lineOffset, int colOffset, bool expressionOnly) {
  if (expressionOnly) return Lexer(source, lineOffset, colOffset, expressionOnly).run();
  return Lexer(universalNewlines(source), lineOffset, colOffset, expressionOnly).run();
}

}  // namespace tl::lang
