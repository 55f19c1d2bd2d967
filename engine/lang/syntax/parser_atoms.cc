// Atoms: names, numbers, strings and f-strings, and the bracketed displays.
#include <cerrno>
#include <cstdlib>
#include <cstring>

#include "lang/syntax/lexer.h"
#include "lang/syntax/parser.h"

namespace tl::lang {

using Prec = Parser::Prec;

namespace {

std::unique_ptr<ConstExpr> constant(ConstExpr::Type type, const core::SourceSpan& span) {
  auto c = node<ConstExpr>(span);
  c->type = type;
  return c;
}

ExprPtr intLiteral(Parser& p, const Token& t) {
  auto c = constant(ConstExpr::Type::Int, t.span);
  const std::string& s = t.text;
  int base = 10;
  size_t skip = 0;
  if (s.size() > 1 && s[0] == '0' && std::strchr("xXoObB", s[1])) {
    base = (s[1] == 'x' || s[1] == 'X') ? 16 : (s[1] == 'o' || s[1] == 'O') ? 8 : 2;
    skip = 2;
  } else if (s.size() > 1 && s[0] == '0' && s.find_first_not_of('0') != std::string::npos) {
    p.fail("leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers", t.span,
           false);
  }
  errno = 0;
  unsigned long long v = std::strtoull(s.c_str() + skip, nullptr, base);
  if (errno == ERANGE || v > 9223372036854775807ULL) {  // beyond 64 bits: the evaluator makes it
    c->type = ConstExpr::Type::BigInt;
    c->i = base;
    for (char ch : s.substr(skip))
      if (ch != '_') c->s += ch;
    return c;
  }
  c->i = static_cast<int64_t>(v);
  return c;
}
}  // namespace

// atom: NAME | 'True' | 'False' | 'None' | strings | NUMBER | tuple | group | genexp
//     | list | listcomp | dict | set | dictcomp | setcomp | '...'
ExprPtr Parser::atom() {
  const Token& t = cur();
  switch (t.kind) {
    case Tok::Name: advance(); return makeName(t.text, t.span);
    case Tok::Int: advance(); return intLiteral(*this, t);
    case Tok::Float:
    case Tok::Imaginary: {
      advance();
      auto c = constant(t.kind == Tok::Float ? ConstExpr::Type::Float : ConstExpr::Type::Imaginary, t.span);
      c->f = std::strtod(t.text.c_str(), nullptr);
      return c;
    }
    case Tok::True: advance(); return constant(ConstExpr::Type::True, t.span);
    case Tok::False: advance(); return constant(ConstExpr::Type::False, t.span);
    case Tok::None: advance(); return constant(ConstExpr::Type::None, t.span);
    case Tok::Ellipsis: advance(); return constant(ConstExpr::Type::Ellipsis, t.span);
    case Tok::String: return strings();
    case Tok::LParen: return parenthesized();
    case Tok::LBracket: return listDisplay();
    case Tok::LBrace: return braceDisplay();
    default: break;
  }
  if (t.kind == Tok::Indent) throw SyntaxErrorEx{{"unexpected indent", t.span.line, 0, 0, "IndentationError"}};
  invalid();
}

// group: '(' (yield_expr | named_expression) ')';  tuple: '(' [star_named_expressions] ')'
ExprPtr Parser::parenthesized() {
  const Token& open = advance();
  if (at(Tok::RParen)) {
    auto t = node<SeqExpr>(open.span);
    t->kind = ExprKind::Tuple;
    t->parenthesized = true;
    setSpan(*t, open.span, advance().span);
    return t;
  }
  ExprPtr first = at(Tok::Yield) ? prefix() : namedExprOrStar();
  if (at(Tok::For)) {
    ExprPtr c = comprehension(ComprehensionExpr::Type::Generator, std::move(first), nullptr, open);
    expect(Tok::RParen, "invalid syntax");
    setSpan(*c, open.span, previous().span);
    return c;
  }
  if (match(Tok::RParen)) {
    if (first->kind == ExprKind::Starred) fail("cannot use starred expression here", first->span, true);
    first->groupSpan = {open.span.line, open.span.col, previous().span.endLine, previous().span.endCol};
    return first;  // a group keeps the inner expression's span, like CPython
  }
  auto t = node<SeqExpr>(open.span);
  t->kind = ExprKind::Tuple;
  t->parenthesized = true;
  t->elts.push_back(std::move(first));
  while (match(Tok::Comma) && !at(Tok::RParen)) t->elts.push_back(namedExprOrStar());
  if (!at(Tok::RParen)) unclosedAfter(t->elts.back().get());
  setSpan(*t, open.span, advance().span);
  return t;
}

void Parser::unclosedAfter(const Expr* last) {
  if (last && (at(Tok::Name) || at(Tok::Int) || at(Tok::String)))
    fail("invalid syntax. Perhaps you forgot a comma?",
         {last->span.line, last->span.col, cur().span.endLine, cur().span.endCol}, true);
  invalid();
}

// list: '[' [star_named_expressions] ']';  listcomp: '[' named_expression for_if_clauses ']'
ExprPtr Parser::listDisplay() {
  const Token& open = advance();
  auto l = node<SeqExpr>(open.span);
  l->kind = ExprKind::List;
  if (!at(Tok::RBracket)) {
    ExprPtr first = namedExprOrStar();
    if (at(Tok::For)) {
      ExprPtr c = comprehension(ComprehensionExpr::Type::List, std::move(first), nullptr, open);
      expect(Tok::RBracket, "invalid syntax");
      setSpan(*c, open.span, previous().span);
      return c;
    }
    l->elts.push_back(std::move(first));
    while (match(Tok::Comma) && !at(Tok::RBracket)) l->elts.push_back(namedExprOrStar());
  }
  if (!at(Tok::RBracket)) unclosedAfter(l->elts.empty() ? nullptr : l->elts.back().get());
  setSpan(*l, open.span, advance().span);
  return l;
}

// dict: '{' [double_starred_kvpairs] '}';  set: '{' star_named_expressions '}'
ExprPtr Parser::braceDisplay() {
  const Token& open = advance();
  if (match(Tok::RBrace)) {
    auto d = node<DictExpr>(open.span);
    setSpan(*d, open.span, previous().span);
    return d;
  }
  {
    ExprPtr key;
    ExprPtr dstar;
    if (match(Tok::DStar)) dstar = expr(Prec::BitOr);
    else key = exprOrStar();
    if (dstar || at(Tok::Colon)) {
      auto d = node<DictExpr>(open.span);
      ExprPtr value = dstar ? std::move(dstar) : (advance(), expr());
      if (key && at(Tok::For)) {
        ExprPtr c = comprehension(ComprehensionExpr::Type::Dict, std::move(key), std::move(value), open);
        expect(Tok::RBrace, "invalid syntax");
        setSpan(*c, open.span, previous().span);
        return c;
      }
      d->keys.push_back(std::move(key));
      d->values.push_back(std::move(value));
      while (match(Tok::Comma) && !at(Tok::RBrace)) {
        if (match(Tok::DStar)) {
          d->keys.push_back(nullptr);
          d->values.push_back(expr(Prec::BitOr));
          continue;
        }
        d->keys.push_back(expr());
        expect(Tok::Colon, "':' expected after dictionary key");
        d->values.push_back(expr());
      }
      if (!at(Tok::RBrace)) unclosedAfter(d->values.back().get());
      setSpan(*d, open.span, advance().span);
      return d;
    }
    if (at(Tok::For)) {
      ExprPtr c = comprehension(ComprehensionExpr::Type::Set, std::move(key), nullptr, open);
      expect(Tok::RBrace, "invalid syntax");
      setSpan(*c, open.span, previous().span);
      return c;
    }
    auto s = node<SeqExpr>(open.span);
    s->kind = ExprKind::Set;
    s->elts.push_back(std::move(key));
    while (match(Tok::Comma) && !at(Tok::RBrace)) s->elts.push_back(exprOrStar());
    if (!at(Tok::RBrace)) unclosedAfter(s->elts.back().get());
    setSpan(*s, open.span, advance().span);
    return s;
  }
}

// strings: STRING+  (adjacent literals concatenate; f-strings become FString parts)
ExprPtr Parser::strings() {
  core::SourceSpan start = cur().span;
  auto f = node<FStringExpr>(start);
  bool anyF = false, anyBytes = false, anyText = false;
  while (at(Tok::String)) {
    const Token& t = advance();
    (t.prefix.find('b') != std::string::npos ? anyBytes : anyText) = true;
    if (t.prefix.find('f') != std::string::npos) {
      anyF = true;
      size_t quoteLen = (t.span.endLine != t.span.line) ? 3 : 1;
      auto inner = fstring(t, t.text, t.span.line, t.span.col + static_cast<int>(t.prefix.size() + quoteLen));
      for (auto& part : inner->parts) f->parts.push_back(std::move(part));
    } else {
      FStringPart part;
      part.literal = t.text;
      f->parts.push_back(std::move(part));
    }
  }
  f->span = {start.line, start.col, previous().span.endLine, previous().span.endCol};
  if (anyBytes && anyText) fail("cannot mix bytes and nonbytes literals", cur().span);
  if (anyF) return f;
  auto c = constant(anyBytes ? ConstExpr::Type::Bytes : ConstExpr::Type::Str, f->span);
  for (auto& part : f->parts) c->s += part.literal;
  return c;
}

namespace {
// End of a replacement field's expression: the top-level '!', ':', '=' or '}'.
size_t fieldExprEnd(const std::string& b, size_t i) {
  int depth = 0;
  char quote = 0;
  for (; i < b.size(); ++i) {
    char c = b[i];
    if (quote) {
      if (c == quote) quote = 0;
      continue;
    }
    if (c == '\'' || c == '"') quote = c;
    else if (c == '(' || c == '[' || c == '{') ++depth;
    else if ((c == ')' || c == ']' || c == '}') && depth > 0) --depth;
    else if (depth == 0 &&
             (c == '}' || c == ':' || (c == '!' && i + 1 < b.size() && b[i + 1] != '=') ||
              (c == '=' && i + 1 < b.size() && b[i + 1] != '=' && i > 0 && !std::strchr("=!<>", b[i - 1]))))
      return i;
  }
  return i;
}
}  // namespace

// fstring: FSTRING_START fstring_middle* FSTRING_END; replacement: '{' expr ['='] ['!' NAME] [':' spec] '}'
std::unique_ptr<FStringExpr> Parser::fstring(const Token& t, const std::string& b, int line, int col) {
  auto f = node<FStringExpr>(t.span);
  bool raw = t.prefix.find('r') != std::string::npos;
  std::string lit;
  auto flush = [&] {
    if (lit.empty()) return;
    FStringPart p;
    try {
      p.literal = raw ? lit : decodeEscapes(lit);
    } catch (const EscapeError& e) {
      throw SyntaxErrorEx{{e.message, t.span.line, t.span.endCol, 0, "SyntaxError"}};
    }
    f->parts.push_back(std::move(p));
    lit.clear();
  };
  for (size_t i = 0; i < b.size(); ++i) {
    char c = b[i];
    if (c == '}') {
      if (i + 1 < b.size() && b[i + 1] == '}') {
        lit += '}';
        ++i;
        continue;
      }
      fail("f-string: single '}' is not allowed", t.span);
    }
    if (c == '\\' && !raw && i + 1 < b.size() && b[i + 1] != '{' && b[i + 1] != '}') {
      // An escape is literal text: \\ keeps a following N{ out of a name, and
      // the braces of \N{NAME} open no replacement field.
      const size_t close = b.find('}', i);
      const size_t end = b[i + 1] == 'N' && i + 2 < b.size() && b[i + 2] == '{' && close != std::string::npos ? close
                                                                                                              : i + 1;
      lit += b.substr(i, end - i + 1);
      i = end;
      continue;
    }
    if (c != '{') {
      lit += c;
      continue;
    }
    if (i + 1 < b.size() && b[i + 1] == '{') {
      lit += '{';
      ++i;
      continue;
    }
    flush();
    size_t end = fieldExprEnd(b, i + 1);
    std::string text = b.substr(i + 1, end - i - 1);
    if (text.find_first_not_of(" \t") == std::string::npos) fail("f-string: empty expression not allowed", t.span);
    FStringPart part;
    Parser sub(tokenize(text, line - 1, col + static_cast<int>(i), true));
    part.expr = sub.parseTestListForFString();
    anchors.insert(sub.anchors.begin(), sub.anchors.end());  // the ~^~ under an operator inside the braces
    i = end;
    if (i < b.size() && b[i] == '=') {
      // f"{x = }" shows the text as written, spaces after '=' included.
      const size_t after = ++i;
      while (i < b.size() && (b[i] == ' ' || b[i] == '\t')) ++i;
      part.selfDoc = text + "=" + b.substr(after, i - after);
      part.conversion = 'r';
    }
    bool explicitConversion = false;
    if (i < b.size() && b[i] == '!') {
      explicitConversion = true;
      part.conversion = i + 1 < b.size() ? b[i + 1] : 0;
      if (part.conversion != 's' && part.conversion != 'r' && part.conversion != 'a')
        fail("f-string: invalid conversion character: expected 's', 'r', or 'a'", t.span);
      i += 2;
    }
    if (i < b.size() && b[i] == ':') {
      int depth = 0;
      size_t j = i + 1;
      for (; j < b.size(); ++j) {
        if (b[j] == '{') ++depth;
        else if (b[j] == '}') {
          if (depth == 0) break;
          --depth;
        }
      }
      part.spec = fstring(t, b.substr(i + 1, j - i - 1), line, col + static_cast<int>(i) + 1);
      // f"{x=:>6}" formats x itself; only an explicit !r keeps the repr.
      if (!part.selfDoc.empty() && !explicitConversion) part.conversion = 0;
      i = j;
    }
    if (i >= b.size() || b[i] != '}') fail("f-string: expecting '}'", t.span);
    f->parts.push_back(std::move(part));
  }
  flush();
  return f;
}

ExprPtr Parser::parseTestListForFString() {
  ExprPtr e = testList();
  if (!at(Tok::End)) invalid();
  return e;
}

ExprPtr Parser::parseExpression() { return parseTestListForFString(); }

}  // namespace tl::lang
