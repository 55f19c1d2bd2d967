// Simple statements: expressions, assignments, return/raise/import/... .
#include "lang/syntax/lexer.h"
#include "lang/syntax/parser.h"
#include "lang/syntax/target_errors.h"

namespace tl::lang {

using Prec = Parser::Prec;

namespace {

BinOp augOp(Tok t, bool& ok) {
  ok = true;
  switch (t) {
    case Tok::PlusEq: return BinOp::Add;
    case Tok::MinusEq: return BinOp::Sub;
    case Tok::StarEq: return BinOp::Mul;
    case Tok::SlashEq: return BinOp::TrueDiv;
    case Tok::DSlashEq: return BinOp::FloorDiv;
    case Tok::PercentEq: return BinOp::Mod;
    case Tok::DStarEq: return BinOp::Pow;
    case Tok::AtEq: return BinOp::MatMul;
    case Tok::AmpEq: return BinOp::BitAnd;
    case Tok::PipeEq: return BinOp::BitOr;
    case Tok::CaretEq: return BinOp::BitXor;
    case Tok::ShlEq: return BinOp::LShift;
    case Tok::ShrEq: return BinOp::RShift;
    default: ok = false; return BinOp::Add;
  }
}
}  // namespace

// simple_stmt: assignment | star_expressions | return_stmt | import_stmt | raise_stmt
//   | 'pass' | del_stmt | yield_stmt | assert_stmt | 'break' | 'continue' | global_stmt | nonlocal_stmt
StmtPtr Parser::smallStatement() {
  const Token& t = cur();
  switch (t.kind) {
    case Tok::Pass: {
      auto s = std::make_unique<SimpleStmt>(StmtKind::Pass);
      s->span = advance().span;
      return s;
    }
    case Tok::Break:
    case Tok::Continue: {
      advance();
      auto s = std::make_unique<SimpleStmt>(t.kind == Tok::Break ? StmtKind::Break : StmtKind::Continue);
      s->span = t.span;
      return s;
    }
    case Tok::Return: {
      auto s = node<ReturnStmt>(advance().span);
      if (!at(Tok::Newline) && !at(Tok::Semicolon) && !at(Tok::End)) s->value = testList();
      if (s->value) s->span.endCol = s->value->span.endCol, s->span.endLine = s->value->span.endLine;
      return s;
    }
    case Tok::Raise: return raiseStatement();
    case Tok::Import: return importStatement();
    case Tok::From: return fromImport();
    case Tok::Global:
    case Tok::Nonlocal: {
      auto s = std::make_unique<ScopeStmt>(t.kind == Tok::Global ? StmtKind::Global : StmtKind::Nonlocal);
      s->span = advance().span;
      do s->names.push_back(mangle(expect(Tok::Name, "invalid syntax").text));
      while (match(Tok::Comma));
      s->span.endLine = previous().span.endLine, s->span.endCol = previous().span.endCol;
      return s;
    }
    case Tok::Del: {
      auto s = node<DelStmt>(advance().span);
      do s->targets.push_back(exprOrStar(Prec::BitOr));
      while (match(Tok::Comma) && !at(Tok::Newline));
      for (const auto& t : s->targets)
        if (const Expr* bad = invalidTarget(*t, TargetUse::Delete))
          fail(std::string("cannot delete ") + exprName(*bad), bad->span, true);
      return s;
    }
    case Tok::Assert: {
      auto s = node<AssertStmt>(advance().span);
      s->test = expr();
      if (match(Tok::Comma)) s->msg = expr();
      return s;
    }
    default: return exprStatement();
  }
}

// assignment: (star_targets '=')+ star_expressions | single_target augassign star_expressions
StmtPtr Parser::exprStatement() {
  core::SourceSpan start = cur().span;
  ExprPtr first = testList();
  if (first->kind == ExprKind::Name && static_cast<NameExpr&>(*first).name == "print" &&
      (at(Tok::String) || at(Tok::Name) || at(Tok::Int))) {
    core::SourceSpan s = start;
    size_t p = pos_;
    while (toks_[p].kind != Tok::Newline && toks_[p].kind != Tok::End) ++p;
    s.endCol = toks_[p - 1].span.endCol;
    s.endLine = s.line;
    fail("Missing parentheses in call to 'print'. Did you mean print(...)?", s, true);
  }
  bool isAug;
  BinOp op = augOp(cur().kind, isAug);
  if (isAug) {
    advance();
    if (first->kind != ExprKind::Name && first->kind != ExprKind::Attribute && first->kind != ExprKind::Subscript)
      fail(std::string("'") + exprName(*first) + "' is an illegal expression for augmented assignment", first->span,
           true);
    auto s = node<AugAssignStmt>(start);
    s->op = op;
    s->target = std::move(first);
    s->value = testList();
    s->span.endLine = s->value->span.endLine, s->span.endCol = s->value->span.endCol;
    return s;
  }
  if (at(Tok::Colon)) {  // annotated assignment: one name, attribute or subscript
    if (first->kind == ExprKind::Tuple || first->kind == ExprKind::List)
      fail(std::string("only single target (not ") + exprName(*first) + ") can be annotated", first->span, true);
    if (first->kind != ExprKind::Name && first->kind != ExprKind::Attribute && first->kind != ExprKind::Subscript)
      fail("illegal target for annotation", first->span, true);
    advance();
    auto s = node<AssignStmt>(start);
    s->annotation = expr();
    s->targets.push_back(std::move(first));
    if (match(Tok::Assign)) s->value = at(Tok::Yield) ? expr() : testList();
    return s;
  }
  if (!at(Tok::Assign)) {
    auto s = node<ExprStmt>(start);
    s->span.endLine = first->span.endLine, s->span.endCol = first->span.endCol;
    s->value = std::move(first);
    return s;
  }
  auto s = node<AssignStmt>(start);
  s->targets.push_back(std::move(first));
  while (match(Tok::Assign)) {
    s->targets.push_back(testList());
  }
  s->value = std::move(s->targets.back());
  s->targets.pop_back();
  for (size_t k = 0; k < s->targets.size(); ++k) {
    SyntaxErrorInfo error;
    if (k == 0 ? firstTargetError(*s->targets[k], error) : laterTargetError(*s->targets[k], error))
      throw SyntaxErrorEx{error};
  }
  s->span.endLine = s->value->span.endLine, s->span.endCol = s->value->span.endCol;
  return s;
}

// raise_stmt: 'raise' expression ['from' expression] | 'raise'
StmtPtr Parser::raiseStatement() {
  auto s = node<RaiseStmt>(advance().span);
  if (!at(Tok::Newline) && !at(Tok::Semicolon) && !at(Tok::End)) {
    s->exc = expr();
    if (match(Tok::From)) s->cause = expr();
    const auto& last = s->cause ? s->cause->span : s->exc->span;
    s->span.endLine = last.endLine, s->span.endCol = last.endCol;
  } else {
    s->span.endCol = s->span.col + 5, s->span.endLine = s->span.line;
  }
  return s;
}

// import_name: 'import' dotted_as_names;  dotted_as_name: dotted_name ['as' NAME]
StmtPtr Parser::importStatement() {
  auto s = node<ImportStmt>(advance().span);
  do {
    ImportName n;
    core::SourceSpan span = cur().span;
    n.module = expect(Tok::Name, "invalid syntax").text;
    while (match(Tok::Dot)) n.module += "." + expect(Tok::Name, "invalid syntax").text;
    if (match(Tok::As)) n.asname = expect(Tok::Name, "invalid syntax").text;
    std::string bound = n.asname.empty() ? n.module.substr(0, n.module.find('.')) : n.asname;
    n.target = makeName(bound, span);
    s->names.push_back(std::move(n));
  } while (match(Tok::Comma));
  s->span.endCol = previous().span.endCol;
  return s;
}

// import_from: 'from' dotted_name 'import' ('(' import_from_as_names ')' | import_from_as_names | '*')
StmtPtr Parser::fromImport() {
  auto s = node<ImportFromStmt>(advance().span);
  if (at(Tok::Dot)) fail("relative imports are not supported", cur().span);
  s->module = expect(Tok::Name, "invalid syntax").text;
  while (match(Tok::Dot)) s->module += "." + expect(Tok::Name, "invalid syntax").text;
  expect(Tok::Import, "invalid syntax");
  if (match(Tok::Star)) {
    ImportName n;
    n.module = "*";
    s->names.push_back(std::move(n));
    return s;
  }
  bool paren = match(Tok::LParen);
  do {
    if (paren && at(Tok::RParen)) break;
    ImportName n;
    core::SourceSpan span = cur().span;
    n.module = expect(Tok::Name, "invalid syntax").text;
    if (match(Tok::As)) n.asname = expect(Tok::Name, "invalid syntax").text;
    n.target = makeName(n.asname.empty() ? n.module : n.asname, span);
    s->names.push_back(std::move(n));
  } while (match(Tok::Comma));
  if (paren) expect(Tok::RParen, "invalid syntax");
  s->span.endCol = previous().span.endCol;
  return s;
}

}  // namespace tl::lang
