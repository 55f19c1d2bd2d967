// match statements (PEP 634): `match` and `case` are soft keywords, so a
// statement starting with the name `match` is a match statement only when
// it parses as one; otherwise the name is an ordinary name.
#include "lang/syntax/parser.h"

namespace tl::lang {

namespace {

PatternPtr newPattern(PatternKind kind, const core::SourceSpan& span) {
  auto p = std::make_unique<Pattern>();
  p->kind = kind;
  p->span = span;
  return p;
}

bool isSoftKeyword(const Token& t, const char* word) { return t.kind == Tok::Name && t.text == word; }

// A pattern that matches anything: a name, _, or an alternative of one.
const Pattern* irrefutable(const Pattern& p) {
  switch (p.kind) {
    case PatternKind::Wildcard:
    case PatternKind::Capture: return &p;
    case PatternKind::As: return irrefutable(*p.items[0]);
    case PatternKind::Or:
      for (const auto& choice : p.items)
        if (const Pattern* q = irrefutable(*choice)) return q;
      return nullptr;
    default: return nullptr;
  }
}

}  // namespace

// match_stmt: "match" subject_expr ':' NEWLINE INDENT case_block+ DEDENT
StmtPtr Parser::matchStatement() {
  const size_t start = pos_;
  const Token& kw = advance();
  auto s = node<MatchStmt>(kw.span);
  try {
    if (at(Tok::Colon) || at(Tok::Newline) || at(Tok::Assign)) throw SyntaxErrorEx{};
    s->subject = testList();
    if (!at(Tok::Colon) || peek().kind != Tok::Newline) throw SyntaxErrorEx{};
  } catch (SyntaxErrorEx&) {
    pos_ = start;  // not a match statement: `match` is a name here
    return nullptr;
  }
  advance();
  s->span.endLine = previous().span.endLine;
  s->span.endCol = previous().span.endCol;
  advance();
  if (!match(Tok::Indent))
    throw SyntaxErrorEx{{"expected an indented block after 'match' statement on line " + std::to_string(kw.span.line),
                         cur().span.line, cur().span.col, 0, "IndentationError"}};
  while (!match(Tok::Dedent) && !at(Tok::End)) {
    if (!isSoftKeyword(cur(), "case")) invalid();
    const int line = advance().span.line;
    MatchCase c;
    c.pattern = patterns();
    if (match(Tok::If)) c.guard = namedExpr();
    expect(Tok::Colon, "expected ':'");
    c.body = block("'case' statement", line);
    s->cases.push_back(std::move(c));
  }
  for (size_t i = 0; i + 1 < s->cases.size(); ++i) {  // CPython refuses cases no subject can reach
    const Pattern* any = s->cases[i].guard ? nullptr : irrefutable(*s->cases[i].pattern);
    if (!any) continue;
    const std::string what = any->kind == PatternKind::Capture
                                 ? "name capture '" + static_cast<const NameExpr&>(*any->target).name + "'"
                                 : std::string("wildcard");
    fail(what + " makes remaining patterns unreachable", any->span, true);
  }
  return s;
}

// patterns: open_sequence_pattern | pattern
PatternPtr Parser::patterns() {
  core::SourceSpan start = cur().span;
  PatternPtr first = pattern();
  if (!at(Tok::Comma)) return first;
  auto seq = newPattern(PatternKind::Sequence, start);
  seq->items.push_back(std::move(first));
  while (match(Tok::Comma) && !at(Tok::Colon) && !at(Tok::If)) seq->items.push_back(pattern());
  return seq;
}

// pattern: or_pattern ['as' NAME];  or_pattern: closed_pattern ('|' closed_pattern)*
PatternPtr Parser::pattern() {
  core::SourceSpan start = cur().span;
  PatternPtr p = closedPattern();
  if (at(Tok::Pipe)) {
    auto choice = newPattern(PatternKind::Or, start);
    choice->items.push_back(std::move(p));
    while (match(Tok::Pipe)) choice->items.push_back(closedPattern());
    p = std::move(choice);
  }
  if (match(Tok::As)) {
    const Token& name = expect(Tok::Name, "invalid pattern target");
    if (name.text == "_") fail("cannot use '_' as a target", name.span, true);
    auto as = newPattern(PatternKind::As, start);
    as->target = makeName(name.text, name.span);
    as->items.push_back(std::move(p));
    p = std::move(as);
  }
  return p;
}

PatternPtr Parser::closedPattern() {
  const Token& t = cur();
  switch (t.kind) {
    case Tok::LParen:
    case Tok::LBracket: {
      const Token& open = advance();
      return sequencePattern(open.kind == Tok::LParen ? Tok::RParen : Tok::RBracket, open.span);
    }
    case Tok::LBrace: return mappingPattern();
    case Tok::Star: {
      advance();
      const Token& name = expect(Tok::Name, "invalid syntax");
      auto star = newPattern(PatternKind::Star, t.span);
      if (name.text != "_") star->target = makeName(name.text, name.span);
      return star;
    }
    case Tok::Name: {
      if (t.text == "_" && peek().kind != Tok::Dot && peek().kind != Tok::LParen) {
        advance();
        return newPattern(PatternKind::Wildcard, t.span);
      }
      if (peek().kind != Tok::Dot && peek().kind != Tok::LParen) {  // a capture
        advance();
        auto capture = newPattern(PatternKind::Capture, t.span);
        capture->target = makeName(t.text, t.span);
        return capture;
      }
      ExprPtr name = makeName(advance().text, t.span);  // a dotted name: a value, or a class
      while (match(Tok::Dot)) {
        const Token& attr = expect(Tok::Name, "invalid syntax");
        auto a = node<AttributeExpr>(name->span);
        a->object = std::move(name);
        a->attr = mangle(attr.text);
        setSpan(*a, t.span, attr.span);
        a->site = a->span;
        name = std::move(a);
      }
      if (at(Tok::LParen)) return classPattern(std::move(name));
      auto value = newPattern(PatternKind::Value, t.span);
      value->value = std::move(name);
      return value;
    }
    case Tok::Int:
    case Tok::Float:
    case Tok::Imaginary:
    case Tok::String:
    case Tok::Minus:
    case Tok::None:
    case Tok::True:
    case Tok::False: {
      auto value = newPattern(PatternKind::Value, t.span);
      value->value = expr(Prec::Shift);  // a literal: a number (signed, or real +/- imaginary) or strings
      return value;
    }
    default: invalid();
  }
  return nullptr;
}

// '(' pattern ')' is a group; otherwise '(' ')' '[' ']' hold a sequence.
PatternPtr Parser::sequencePattern(Tok close, const core::SourceSpan& start) {
  auto seq = newPattern(PatternKind::Sequence, start);
  bool comma = false;
  while (!at(close)) {
    seq->items.push_back(pattern());
    if (!match(Tok::Comma)) break;
    comma = true;
  }
  expect(close, "invalid syntax");
  if (close == Tok::RParen && seq->items.size() == 1 && !comma) return std::move(seq->items[0]);
  return seq;
}

// '{' (key ':' pattern ',')* ['**' NAME] '}'
PatternPtr Parser::mappingPattern() {
  auto map = newPattern(PatternKind::Mapping, advance().span);
  while (!at(Tok::RBrace)) {
    if (match(Tok::DStar)) {
      const Token& name = expect(Tok::Name, "invalid syntax");
      map->target = makeName(name.text, name.span);
    } else {
      PatternPtr key = closedPattern();
      if (key->kind != PatternKind::Value)
        fail("mapping pattern keys may only match literals and attribute lookups", key->span);
      map->keys.push_back(std::move(key->value));
      expect(Tok::Colon, "invalid syntax");
      map->items.push_back(pattern());
    }
    if (!match(Tok::Comma)) break;
  }
  expect(Tok::RBrace, "invalid syntax");
  return map;
}

// name_or_attr '(' [positional patterns] [NAME '=' pattern, ...] ')'
PatternPtr Parser::classPattern(ExprPtr cls) {
  auto p = newPattern(PatternKind::Class, cls->span);
  p->value = std::move(cls);
  advance();
  while (!at(Tok::RParen)) {
    if (at(Tok::Name) && peek().kind == Tok::Assign) {
      p->kwNames.push_back(advance().text);
      advance();
      p->kwItems.push_back(pattern());
    } else {
      if (!p->kwNames.empty()) fail("positional patterns follow keyword patterns", cur().span, true);
      p->items.push_back(pattern());
    }
    if (!match(Tok::Comma)) break;
  }
  expect(Tok::RParen, "invalid syntax");
  return p;
}

}  // namespace tl::lang
