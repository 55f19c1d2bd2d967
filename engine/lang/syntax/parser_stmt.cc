// Statement parsing (recursive descent). Each function quotes its production.
#include "core/stack_guard.h"
#include "lang/syntax/lexer.h"
#include "lang/syntax/parser.h"
#include "lang/syntax/target_errors.h"

namespace tl::lang {

using Prec = Parser::Prec;

namespace {
void endAt(Stmt& s, const core::SourceSpan& end) {
  s.span.endLine = end.endLine;
  s.span.endCol = end.endCol;
}
}  // namespace

void Parser::fail(const std::string& message, const core::SourceSpan& span, bool range) {
  int endCol = range && span.endLine == span.line ? span.endCol : 0;
  throw SyntaxErrorEx{{message, span.line, span.col, endCol, "SyntaxError"}};
}

void Parser::invalid() {
  const Token& t = cur();
  if (t.kind == Tok::Indent) throw SyntaxErrorEx{{"unexpected indent", t.span.line, 0, 0, "IndentationError"}};
  fail("invalid syntax", t.span, t.kind != Tok::Newline && t.kind != Tok::End);
}

const Token& Parser::expect(Tok k, const char* message) {
  if (at(k)) return advance();
  if (k == Tok::Colon)
    fail(message, previous().span.line == cur().span.line || at(Tok::Newline)
                      ? core::SourceSpan{previous().span.endLine, previous().span.endCol, 0, 0}
                      : cur().span);
  if (std::string(message) == "invalid syntax") invalid();
  fail(message, cur().span);
}

// The colon CPython's grammar forces after 'else', 'try' and 'finally' (&&':'):
// a missing one is reported at the token found instead (`else if` marks the if).
void Parser::expectForcedColon() {
  if (match(Tok::Colon)) return;
  if (at(Tok::Newline) || at(Tok::End)) expect(Tok::Colon, "expected ':'");
  fail("expected ':'", cur().span, true);
}

std::string Parser::qualify(const std::string& name) const {
  std::string q;
  for (const std::string& s : qualStack_) q += s + ".";
  return q + name;
}

void Parser::pushQual(const std::string& name, bool isFunction) {
  qualStack_.push_back(isFunction ? name + ".<locals>" : name);
}

// file: [statements] ENDMARKER
Body Parser::parseFile() {
  Body body;
  while (!at(Tok::End)) {
    if (at(Tok::Newline)) {
      advance();
      continue;
    }
    statement(body);
  }
  return body;
}

// statement: compound_stmt | simple_stmts
void Parser::deeper() {
  ++nesting_;
  if (nesting_ > kMaxNesting || ((nesting_ & 15) == 0 && !core::stackHasRoom()))
    throw SyntaxErrorEx{{"maximum recursion depth exceeded during compilation", 0, 0, 0, "RecursionError"}};
}

void Parser::statement(Body& out) {
  Nesting nested(*this);
  if (at(Tok::Indent)) invalid();
  if (StmtPtr s = compound()) {
    out.push_back(std::move(s));
    return;
  }
  simpleStatements(out);
}

// simple_stmts: simple_stmt (';' simple_stmt)* [';'] NEWLINE
void Parser::simpleStatements(Body& out) {
  while (true) {
    out.push_back(smallStatement());
    if (!match(Tok::Semicolon)) break;
    if (at(Tok::Newline)) break;
  }
  if (!match(Tok::Newline)) {
    if (at(Tok::End)) return;
    invalid();
  }
}

// block: NEWLINE INDENT statements DEDENT | simple_stmts
Body Parser::block(const std::string& what, int line) {
  Body body;
  if (!match(Tok::Newline)) {
    simpleStatements(body);
    return body;
  }
  if (!match(Tok::Indent)) {
    throw SyntaxErrorEx{{"expected an indented block after " + what + " on line " + std::to_string(line),
                         cur().span.line, cur().span.col, 0, "IndentationError"}};
  }
  while (!match(Tok::Dedent) && !at(Tok::End)) statement(body);
  return body;
}

StmtPtr Parser::compound() {
  switch (cur().kind) {
    case Tok::If: return ifStatement("if");
    case Tok::While: return whileStatement();
    case Tok::For: return forStatement();
    case Tok::Try: return tryStatement();
    case Tok::With: return withStatement();
    case Tok::Def: return funcDef({});
    case Tok::Class: return classDef({});
    case Tok::Async: fail("'async' is not supported", cur().span, true);
    case Tok::At: {
      // decorators: ('@' named_expression NEWLINE)+
      std::vector<ExprPtr> decorators;
      while (match(Tok::At)) {
        decorators.push_back(expr());
        expect(Tok::Newline, "invalid syntax");
      }
      if (at(Tok::Def)) return funcDef(std::move(decorators));
      if (at(Tok::Class)) return classDef(std::move(decorators));
      invalid();
    }
    case Tok::Name: return cur().text == "match" ? matchStatement() : nullptr;
    default: return nullptr;
  }
}

// if_stmt: 'if' named_expression ':' block (elif_stmt | [else_block])
StmtPtr Parser::ifStatement(const char* keyword) {
  const Token& kw = advance();
  auto s = node<IfStmt>(kw.span);
  s->cond = namedExpr();
  checkAssignInCondition(*s->cond);
  expect(Tok::Colon, "expected ':'");
  endAt(*s, previous().span);
  s->body = block(std::string("'") + keyword + "' statement", kw.span.line);
  if (at(Tok::Elif)) {
    Nesting nested(*this);
    s->orelse.push_back(ifStatement("elif"));
  } else {
    s->orelse = elseBlock();
  }
  collectAssigned(s->body, s->assigned);
  collectAssigned(s->orelse, s->assigned);
  return s;
}

// else_block: 'else' ':' block  (empty when there is no else clause)
Body Parser::elseBlock() {
  if (!at(Tok::Else)) return {};
  int line = advance().span.line;
  expectForcedColon();
  return block("'else' statement", line);
}

// while_stmt: 'while' named_expression ':' block [else_block]
StmtPtr Parser::whileStatement() {
  const Token& kw = advance();
  auto s = node<WhileStmt>(kw.span);
  s->cond = namedExpr();
  checkAssignInCondition(*s->cond);
  expect(Tok::Colon, "expected ':'");
  endAt(*s, previous().span);
  s->body = block("'while' statement", kw.span.line);
  s->orelse = elseBlock();
  collectAssigned(s->body, s->assigned);
  return s;
}

// for_stmt: 'for' star_targets 'in' star_expressions ':' block [else_block]
ExprPtr Parser::targetList() {
  ExprPtr t = testList(true, Prec::BitOr);
  SyntaxErrorInfo error;
  if (targetError(*t, TargetUse::For, error)) throw SyntaxErrorEx{error};
  return t;
}

StmtPtr Parser::forStatement() {
  const Token& kw = advance();
  auto s = node<ForStmt>(kw.span);
  s->target = targetList();
  if (!match(Tok::In)) invalid();
  s->iter = testList(true);
  expect(Tok::Colon, "expected ':'");
  endAt(*s, previous().span);
  s->body = block("'for' statement", kw.span.line);
  s->orelse = elseBlock();
  collectAssigned(s->body, s->assigned);
  return s;
}

void Parser::checkAssignInCondition(const Expr& cond) {
  if (!at(Tok::Assign) || cond.kind != ExprKind::Name || previous().kind != Tok::Name) return;  // not `(x) = 1`
  advance();
  ExprPtr value = expr(Prec::BitOr);
  if (at(Tok::Assign) || at(Tok::Walrus)) invalid();
  fail("invalid syntax. Maybe you meant '==' or ':=' instead of '='?",
       {cond.span.line, cond.span.col, value->span.endLine, value->span.endCol}, true);
}

// try_stmt: 'try' ':' block (except_block+ [else_block] [finally_block] | finally_block)
StmtPtr Parser::tryStatement() {
  const Token& kw = advance();
  auto s = node<TryStmt>(kw.span);
  expectForcedColon();
  s->body = block("'try' statement", kw.span.line);
  while (at(Tok::Except)) {
    // except_block: 'except' expression ['as' NAME] ':' block | 'except' ':' block
    if (!s->handlers.empty() && !s->handlers.back().type) {
      const core::SourceSpan& bare = s->handlers.back().span;
      fail("default 'except:' must be last", {bare.line, bare.col, bare.line, bare.col + 7}, true);
    }
    Handler h;
    h.span = advance().span;
    // except_star_block: 'except' '*' expression ['as' NAME] ':' block
    const bool star = match(Tok::Star);
    if (!s->handlers.empty() && star != s->star) {
      const core::SourceSpan& end = star ? previous().span : h.span;
      fail("cannot have both 'except' and 'except*' on the same 'try'",
           {h.span.line, h.span.col, end.endLine, end.endCol}, true);
    }
    s->star = star;
    if (star && at(Tok::Colon)) {
      const core::SourceSpan& colon = cur().span;
      fail("expected one or more exception types", {colon.line, colon.col, colon.line, colon.col + 1}, true);
    }
    if (!at(Tok::Colon)) {
      h.type = testList(false);
      if (match(Tok::As)) {
        if (!at(Tok::Name)) invalid();
        h.name = makeName(cur().text, cur().span);
        advance();
      }
    }
    expect(Tok::Colon, "expected ':'");
    h.body = block("'except' statement", h.span.line);
    s->handlers.push_back(std::move(h));
  }
  s->orelse = elseBlock();
  if (at(Tok::Finally)) {
    int line = advance().span.line;
    expectForcedColon();
    s->finally = block("'finally' statement", line);
  }
  if (s->handlers.empty() && s->finally.empty()) {
    // At the end of the file CPython names the file's last line, without a caret.
    const int last = std::max(1, cur().span.line - 1);
    fail("expected 'except' or 'finally' block", at(Tok::End) ? core::SourceSpan{last, 0, last, 0} : cur().span,
         !at(Tok::End));
  }
  return s;
}

// with_stmt: 'with' ','.with_item+ ':' block;  with_item: expression ['as' star_target]
StmtPtr Parser::withStatement() {
  const Token& kw = advance();
  auto s = node<WithStmt>(kw.span);
  do {
    WithItem item;
    item.context = expr();
    if (match(Tok::As)) {
      item.target = expr(Prec::BitOr);
      SyntaxErrorInfo error;
      if (targetError(*item.target, TargetUse::Assign, error)) throw SyntaxErrorEx{error};
    }
    s->items.push_back(std::move(item));
  } while (match(Tok::Comma));
  expect(Tok::Colon, "expected ':'");
  endAt(*s, previous().span);
  s->body = block("'with' statement", kw.span.line);
  return s;
}

// parameters: param [default] (',' param [default])* [',' '*' [param] (',' param [default])*] [',' '**' param]
void Parser::parameters(FuncCode& code, std::vector<ExprPtr>& defaults, std::vector<ExprPtr>& kwDefaults, Tok close,
                        std::vector<Annotation>* annotations) {
  bool kwOnly = false;
  // A def's parameters may be annotated (a lambda's colon ends them).
  auto annotation = [&](const std::string& name) {
    if (close == Tok::RParen && match(Tok::Colon)) {
      ExprPtr e = expr();
      if (annotations) annotations->push_back({name, std::move(e)});
    }
  };
  bool sawStar = false;
  while (!at(close)) {
    if (!code.kwargs.empty()) fail("arguments cannot follow var-keyword argument", cur().span, true);
    if (match(Tok::DStar)) {
      code.kwargs = mangle(expect(Tok::Name, "invalid syntax").text);
      annotation(code.kwargs);
    } else if (at(Tok::Star)) {
      if (sawStar) invalid();  // a second '*'
      advance();
      sawStar = kwOnly = true;
      if (at(Tok::Name)) {
        code.varargs = mangle(advance().text);
        annotation(code.varargs);
      }
    } else if (match(Tok::Slash)) {
      code.posOnly = code.params.size();
    } else {
      Param p;
      p.name = mangle(expect(Tok::Name, "invalid syntax").text);
      p.span = previous().span;
      annotation(p.name);
      if (match(Tok::Assign)) {
        p.hasDefault = true;
        (kwOnly ? kwDefaults : defaults).push_back(expr());
      } else if (kwOnly) {
        kwDefaults.push_back(nullptr);
      } else if (!defaults.empty()) {
        fail("non-default argument follows default argument", previous().span, true);
      }
      (kwOnly ? code.kwOnly : code.params).push_back(p);
    }
    if (!match(Tok::Comma)) break;
  }
}

// function_def: decorators 'def' NAME '(' [params] ')' ['->' expression] ':' block
StmtPtr Parser::funcDef(std::vector<ExprPtr> decorators) {
  const Token& kw = advance();
  auto s = node<FunctionDefStmt>(kw.span);
  s->decorators = std::move(decorators);
  if (!at(Tok::Name)) invalid();
  const Token& name = advance();
  s->target = makeName(name.text, name.span);
  s->code = std::make_shared<FuncCode>();
  s->code->name = name.text;
  s->code->qualname = qualify(name.text);
  s->code->span = kw.span;
  s->code->firstLine = kw.span.line;
  if (!s->decorators.empty()) s->code->decoratedLine = s->decorators.front()->span.line;
  expect(Tok::LParen, "expected '('");
  parameters(*s->code, s->defaults, s->kwDefaults, Tok::RParen, &s->annotations);
  if (!match(Tok::RParen)) invalid();
  if (match(Tok::Arrow)) s->annotations.push_back({"return", expr()});
  expect(Tok::Colon, "expected ':'");
  endAt(*s, previous().span);
  pushQual(name.text, true);
  s->code->body = block("function definition", kw.span.line);
  popQual();
  return s;
}

// class_def: decorators 'class' NAME ['(' [arguments] ')'] ':' block
StmtPtr Parser::classDef(std::vector<ExprPtr> decorators) {
  const Token& kw = advance();
  auto s = node<ClassDefStmt>(kw.span);
  s->decorators = std::move(decorators);
  if (!at(Tok::Name)) invalid();
  const Token& name = advance();
  s->name = name.text;
  s->target = makeName(name.text, name.span);
  if (match(Tok::LParen)) {
    while (!at(Tok::RParen)) {
      if (at(Tok::Name) && peek().kind == Tok::Assign) {
        s->keywordNames.push_back(advance().text);
        advance();
        s->keywordValues.push_back(expr());
      } else {
        s->bases.push_back(expr());
      }
      if (!match(Tok::Comma)) break;
    }
    if (!match(Tok::RParen)) invalid();
  }
  expect(Tok::Colon, "expected ':'");
  endAt(*s, previous().span);
  s->code = std::make_shared<FuncCode>();
  s->code->name = name.text;
  s->code->qualname = qualify(name.text);
  s->code->isClassBody = true;
  s->code->span = kw.span;
  pushQual(name.text, false);
  PrivateScope privateNames(name.text);
  s->code->body = block("class definition", kw.span.line);
  popQual();
  return s;
}

}  // namespace tl::lang
