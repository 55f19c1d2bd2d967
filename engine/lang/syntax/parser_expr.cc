// Expression parsing: a Pratt parser. The infix rules table quotes the grammar.
#include <cstdlib>
#include <cstring>

#include "core/stack_guard.h"
#include "lang/syntax/lexer.h"
#include "lang/syntax/parser.h"
#include "lang/syntax/target_errors.h"

namespace tl::lang {

using Prec = Parser::Prec;

namespace {

struct InfixRule {
  Tok tok;
  Prec prec;
  const char* grammar;
};

// Binding power of each infix token, weakest first.
constexpr InfixRule kInfixRules[] = {
    {Tok::If, Prec::Ternary, "conditional: disjunction 'if' disjunction 'else' expression"},
    {Tok::Or, Prec::Or, "disjunction: conjunction ('or' conjunction)+"},
    {Tok::And, Prec::And, "conjunction: inversion ('and' inversion)+"},
    {Tok::Lt, Prec::Compare, "comparison: bitwise_or (compare_op bitwise_or)+"},
    {Tok::Gt, Prec::Compare, "compare_op: '<' | '>' | '==' | '>=' | '<=' | '!='"},
    {Tok::EqEq, Prec::Compare, "  | 'in' | 'not' 'in' | 'is' | 'is' 'not'"},
    {Tok::NotEq, Prec::Compare, ""}, {Tok::Le, Prec::Compare, ""}, {Tok::Ge, Prec::Compare, ""},
    {Tok::In, Prec::Compare, ""}, {Tok::Not, Prec::Compare, ""}, {Tok::Is, Prec::Compare, ""},
    {Tok::Pipe, Prec::BitOr, "bitwise_or: bitwise_or '|' bitwise_xor"},
    {Tok::Caret, Prec::BitXor, "bitwise_xor: bitwise_xor '^' bitwise_and"},
    {Tok::Amp, Prec::BitAnd, "bitwise_and: bitwise_and '&' shift_expr"},
    {Tok::Shl, Prec::Shift, "shift_expr: shift_expr ('<<' | '>>') sum"},
    {Tok::Shr, Prec::Shift, ""},
    {Tok::Plus, Prec::Term, "sum: sum ('+' | '-') term"},
    {Tok::Minus, Prec::Term, ""},
    {Tok::Star, Prec::Factor, "term: term ('*' | '/' | '//' | '%' | '@') factor"},
    {Tok::Slash, Prec::Factor, ""}, {Tok::DSlash, Prec::Factor, ""},
    {Tok::Percent, Prec::Factor, ""}, {Tok::At, Prec::Factor, ""},
    {Tok::DStar, Prec::Power, "power: await_primary '**' factor"},
    {Tok::LParen, Prec::Primary, "primary: primary '(' [arguments] ')'"},
    {Tok::LBracket, Prec::Primary, "  | primary '[' slices ']'"},
    {Tok::Dot, Prec::Primary, "  | primary '.' NAME"},
};

Prec infixPrec(const Parser& p) {
  Tok t = p.cur().kind;
  if (t == Tok::Not && p.peek().kind != Tok::In) return Prec::Lowest;
  for (const InfixRule& r : kInfixRules)
    if (r.tok == t) return r.prec;
  return Prec::Lowest;
}

BinOp binOpFor(Tok t) {
  switch (t) {
    case Tok::Plus: return BinOp::Add;
    case Tok::Minus: return BinOp::Sub;
    case Tok::Star: return BinOp::Mul;
    case Tok::Slash: return BinOp::TrueDiv;
    case Tok::DSlash: return BinOp::FloorDiv;
    case Tok::Percent: return BinOp::Mod;
    case Tok::DStar: return BinOp::Pow;
    case Tok::At: return BinOp::MatMul;
    case Tok::Shl: return BinOp::LShift;
    case Tok::Shr: return BinOp::RShift;
    case Tok::Amp: return BinOp::BitAnd;
    case Tok::Pipe: return BinOp::BitOr;
    default: return BinOp::BitXor;
  }
}

}  // namespace

const char* binOpSymbol(BinOp op) {
  static const char* s[] = {"+", "-", "*", "/", "//", "%", "**", "@", "<<", ">>", "&", "|", "^"};
  return s[static_cast<int>(op)];
}
const char* cmpOpSymbol(CmpOp op) {
  static const char* s[] = {"<", "<=", "==", "!=", ">", ">=", "in", "not in", "is", "is not"};
  return s[static_cast<int>(op)];
}

void setSpan(Expr& e, const core::SourceSpan& a, const core::SourceSpan& b) {
  e.span = {a.line, a.col, b.endLine, b.endCol};
}

ExprPtr makeName(const std::string& name, core::SourceSpan span) {
  auto n = node<NameExpr>(span);
  n->name = name;
  return n;
}

// expression: disjunction 'if' disjunction 'else' expression | disjunction | lambdef
// Each operator applied in the loop nests the tree built so far one level
// deeper (a + b + c is ((a + b) + c)), so it holds one more nesting level.
ExprPtr Parser::expr(Prec prec) {
  Nesting nested(*this);
  if (at(Tok::Lambda)) return lambda();
  ExprPtr left = prefix();
  int chained = 0;
  while (infixPrec(*this) != Prec::Lowest && prec <= infixPrec(*this)) {
    deeper();
    ++chained;
    left = infix(std::move(left));
  }
  nesting_ -= chained;
  return left;
}

// star_expression: '*' bitwise_or | expression
ExprPtr Parser::exprOrStar(Prec prec) {
  if (!at(Tok::Star)) return expr(prec);
  core::SourceSpan start = advance().span;
  auto s = node<StarredExpr>(start);
  s->value = expr(Prec::BitOr);
  setSpan(*s, start, s->value->span);
  return s;
}

// named_expression: NAME ':=' expression | expression
ExprPtr Parser::namedExpr() {
  ExprPtr e = expr();
  return at(Tok::Walrus) ? walrus(std::move(e)) : std::move(e);
}

// star_named_expression: '*' bitwise_or | named_expression
ExprPtr Parser::namedExprOrStar() {
  ExprPtr e = exprOrStar();
  return at(Tok::Walrus) ? walrus(std::move(e)) : std::move(e);
}

// The ':=' after `target` (at the current token), and its value.
ExprPtr Parser::walrus(ExprPtr target) {
  if (target->kind != ExprKind::Name)
    fail(std::string("cannot use assignment expressions with ") + exprName(*target), target->span, true);
  advance();
  auto n = node<NamedExpr>(target->span);
  core::SourceSpan start = target->span;
  n->target = std::move(target);
  n->value = expr();
  setSpan(*n, start, n->value->span);
  return n;
}

// star_expressions: star_expression (',' star_expression)* [',']
ExprPtr Parser::testList(bool allowStar, Prec prec) {
  ExprPtr first = allowStar ? exprOrStar(prec) : expr(prec);
  if (!at(Tok::Comma)) return first;
  auto t = node<SeqExpr>(first->span);
  t->kind = ExprKind::Tuple;
  core::SourceSpan start = first->span;
  t->elts.push_back(std::move(first));
  while (match(Tok::Comma)) {
    if (at(Tok::Newline) || at(Tok::Assign) || at(Tok::RParen) || at(Tok::Colon) || at(Tok::End) ||
        at(Tok::Semicolon) || at(Tok::RBracket) || (at(Tok::Name) && false))
      break;
    if (at(Tok::In)) break;
    t->elts.push_back(allowStar ? exprOrStar(prec) : expr(prec));
  }
  setSpan(*t, start, t->elts.back()->span);
  return t;
}

// factor: '+' factor | '-' factor | '~' factor | power;  inversion: 'not' inversion
ExprPtr Parser::prefix() {
  const Token& t = cur();
  if (t.kind == Tok::Minus || t.kind == Tok::Plus || t.kind == Tok::Tilde || t.kind == Tok::Not) {
    core::SourceSpan start = advance().span;
    auto u = node<UnaryExpr>(start);
    u->op = t.kind == Tok::Minus ? UnaryOp::Neg : t.kind == Tok::Plus ? UnaryOp::Pos
            : t.kind == Tok::Tilde ? UnaryOp::Invert : UnaryOp::Not;
    u->operand = expr(u->op == UnaryOp::Not ? Prec::Not : Prec::Unary);
    setSpan(*u, start, u->operand->span);
    return u;
  }
  if (t.kind == Tok::Await) fail("'await' is not supported", t.span);
  if (t.kind == Tok::Yield) {
    core::SourceSpan start = advance().span;
    auto y = node<YieldExpr>(start);
    if (match(Tok::From)) {
      y->from = true;
      y->value = expr();
    } else if (!at(Tok::Newline) && !at(Tok::RParen) && !at(Tok::Semicolon) && !at(Tok::End) && !at(Tok::Assign)) {
      y->value = testList();
    }
    setSpan(*y, start, y->value ? y->value->span : start);
    return y;
  }
  return atom();
}

ExprPtr Parser::infix(ExprPtr left) {
  const Token& t = cur();
  core::SourceSpan start = left->span;
  switch (t.kind) {
    case Tok::If: {  // disjunction 'if' disjunction 'else' expression
      advance();
      auto e = node<IfExpExpr>(start);
      e->then = std::move(left);
      e->cond = expr(Prec::Or);
      expect(Tok::Else, "expected 'else' after 'if' expression");
      e->otherwise = expr(Prec::Ternary);
      setSpan(*e, start, e->otherwise->span);
      return e;
    }
    case Tok::Or: case Tok::And: {
      bool isAnd = t.kind == Tok::And;
      auto e = node<BoolOpExpr>(start);
      e->isAnd = isAnd;
      e->values.push_back(std::move(left));
      while (match(isAnd ? Tok::And : Tok::Or)) e->values.push_back(expr(isAnd ? Prec::Not : Prec::And));
      setSpan(*e, start, e->values.back()->span);
      return e;
    }
    case Tok::LParen: return call(std::move(left));
    case Tok::LBracket: return subscript(std::move(left));
    case Tok::Dot: {  // primary '.' NAME
      advance();
      if (!at(Tok::Name)) invalid();
      auto e = node<AttributeExpr>(start);
      e->object = std::move(left);
      e->attr = cur().text;
      setSpan(*e, start, advance().span);
      return e;
    }
    default: break;
  }
  if (infixPrec(*this) == Prec::Compare) return comparison(std::move(left));
  Tok opTok = advance().kind;
  auto b = node<BinaryExpr>(start);
  b->op = binOpFor(opTok);
  b->opSpan = previous().span;
  b->left = std::move(left);
  // '**' is right-associative and takes a unary operand on its right.
  Prec next = Prec::Unary;
  if (opTok != Tok::DStar) {
    for (const InfixRule& r : kInfixRules)
      if (r.tok == opTok) next = static_cast<Prec>(static_cast<int>(r.prec) + 1);
  }
  if (at(Tok::Newline) || at(Tok::End)) invalid();
  b->right = expr(next);
  setSpan(*b, start, b->right->span);
  anchors[&b->span] = {b->opSpan.col, b->opSpan.endCol};
  return b;
}

// comparison: bitwise_or (compare_op bitwise_or)+
ExprPtr Parser::comparison(ExprPtr left) {
  auto c = node<CompareExpr>(left->span);
  core::SourceSpan start = left->span;
  c->first = std::move(left);
  while (infixPrec(*this) == Prec::Compare) {
    Tok t = advance().kind;
    CmpOp op;
    switch (t) {
      case Tok::Lt: op = CmpOp::Lt; break;
      case Tok::Le: op = CmpOp::Le; break;
      case Tok::Gt: op = CmpOp::Gt; break;
      case Tok::Ge: op = CmpOp::Ge; break;
      case Tok::EqEq: op = CmpOp::Eq; break;
      case Tok::NotEq: op = CmpOp::Ne; break;
      case Tok::In: op = CmpOp::In; break;
      case Tok::Not: advance(); op = CmpOp::NotIn; break;
      default: op = match(Tok::Not) ? CmpOp::IsNot : CmpOp::Is;
    }
    c->ops.push_back(op);
    c->rest.push_back(expr(Prec::BitOr));
  }
  setSpan(*c, start, c->rest.back()->span);
  return c;
}

// lambdef: 'lambda' [lambda_params] ':' expression
ExprPtr Parser::lambda() {
  core::SourceSpan start = advance().span;
  auto l = node<LambdaExpr>(start);
  l->code = std::make_shared<FuncCode>();
  l->code->name = "<lambda>";
  l->code->qualname = qualify("<lambda>");
  l->code->span = start;
  l->code->firstLine = start.line;
  parameters(*l->code, l->defaults, l->kwDefaults, Tok::Colon);
  expect(Tok::Colon, "expected ':'");
  pushQual("<lambda>", true);
  auto ret = std::make_unique<ReturnStmt>();
  ret->value = expr();
  ret->span = ret->value->span;
  popQual();
  setSpan(*l, start, ret->value->span);
  l->code->body.push_back(std::move(ret));
  return l;
}

// primary '(' [arguments] ')'; arguments: (starred_expression | kwarg | '**' expression), ...
ExprPtr Parser::call(ExprPtr func) {
  const Token& open = advance();
  auto c = node<CallExpr>(func->span);
  core::SourceSpan start = func->span;
  c->func = std::move(func);
  bool sawKeyword = false, sawMapping = false;
  const char* orderError = nullptr;
  while (!at(Tok::RParen)) {
    Arg a;
    const core::SourceSpan argStart = cur().span;
    if (match(Tok::Star)) {
      if (sawMapping) fail("iterable argument unpacking follows keyword argument unpacking", argStart, true);
      a.kind = Arg::Kind::Star, a.value = expr();
    } else if (match(Tok::DStar)) {
      a.kind = Arg::Kind::DoubleStar, a.value = expr();
    } else if (at(Tok::Name) && peek().kind == Tok::Assign) {
      a.kind = Arg::Kind::Keyword, a.name = advance().text;
      advance();
      a.value = expr();
      for (const Arg& earlier : c->args)
        if (earlier.kind == Arg::Kind::Keyword && earlier.name == a.name)
          fail("keyword argument repeated: " + a.name, {argStart.line, argStart.col, a.value->span.endLine, a.value->span.endCol}, true);
    } else {
      a.kind = Arg::Kind::Positional;
      a.value = expr();
      if (at(Tok::Assign))  // f(x.y=1), f(1=2): not a keyword
        fail("expression cannot contain assignment, perhaps you meant \"==\"?",
             {argStart.line, argStart.col, cur().span.endLine, cur().span.endCol}, true);
      if (at(Tok::For)) {  // a generator expression as the sole argument
        a.value = comprehension(ComprehensionExpr::Type::Generator, std::move(a.value), nullptr, open);
      } else if (at(Tok::Walrus)) {
        a.value = walrus(std::move(a.value));
      }
      if ((sawKeyword || sawMapping) && !orderError)  // reported at the closing parenthesis, as CPython does
        orderError = sawMapping ? "positional argument follows keyword argument unpacking" : "positional argument follows keyword argument";
    }
    sawKeyword = sawKeyword || a.kind == Arg::Kind::Keyword;
    sawMapping = sawMapping || a.kind == Arg::Kind::DoubleStar;
    if (a.kind != Arg::Kind::Positional) c->simple = false;
    c->args.push_back(std::move(a));
    if (!match(Tok::Comma)) break;
  }
  if (!at(Tok::RParen)) {
    if (at(Tok::Name) || at(Tok::Int) || at(Tok::String))
      fail("invalid syntax. Perhaps you forgot a comma?",
           {c->args.back().value->span.line, c->args.back().value->span.col, cur().span.endLine, cur().span.endCol}, true);
    invalid();
  }
  if (orderError) fail(orderError, cur().span, true);
  setSpan(*c, start, advance().span);
  return c;
}

// slice: [expression] ':' [expression] [':' [expression]] | named_expression
ExprPtr Parser::sliceItem() {
  core::SourceSpan start = cur().span;
  ExprPtr lower;
  if (!at(Tok::Colon)) {
    lower = exprOrStar();
    if (!at(Tok::Colon)) return lower;
  }
  auto s = node<SliceExpr>(start);
  s->lower = std::move(lower);
  advance();
  if (!at(Tok::Colon) && !at(Tok::RBracket) && !at(Tok::Comma)) s->upper = expr();
  if (match(Tok::Colon) && !at(Tok::RBracket) && !at(Tok::Comma)) s->step = expr();
  setSpan(*s, start, previous().span);
  return s;
}

// primary '[' slices ']'; slices: slice | ','.(slice | starred_expression)+ [',']
ExprPtr Parser::subscript(ExprPtr object) {
  advance();
  auto s = node<SubscriptExpr>(object->span);
  core::SourceSpan start = object->span;
  s->object = std::move(object);
  ExprPtr first = sliceItem();
  if (at(Tok::Comma)) {
    auto t = node<SeqExpr>(first->span);
    t->kind = ExprKind::Tuple;
    t->elts.push_back(std::move(first));
    while (match(Tok::Comma) && !at(Tok::RBracket)) t->elts.push_back(sliceItem());
    setSpan(*t, t->elts.front()->span, t->elts.back()->span);
    first = std::move(t);
  }
  s->index = std::move(first);
  if (!at(Tok::RBracket)) invalid();
  setSpan(*s, start, advance().span);
  anchors[&s->span] = {s->object->span.endCol, s->index->span.endCol + 1};
  return s;
}

// for_if_clauses: ('for' star_targets 'in' disjunction ('if' disjunction)*)+
ExprPtr Parser::comprehension(ComprehensionExpr::Type type, ExprPtr elt, ExprPtr value,
                              const Token& open) {
  auto c = node<ComprehensionExpr>(open.span);
  c->type = type;
  c->elt = std::move(elt);
  c->value = std::move(value);
  static const char* names[] = {"<listcomp>", "<setcomp>", "<dictcomp>", "<genexpr>"};
  std::string name = names[static_cast<int>(type)];
  while (match(Tok::For)) {
    Comprehension g;
    g.target = targetList();
    if (g.target->kind == ExprKind::Tuple) static_cast<SeqExpr&>(*g.target).parenthesized = false;
    expect(Tok::In, "invalid syntax");
    g.iter = expr(Prec::Or);
    while (match(Tok::If)) g.ifs.push_back(expr(Prec::Or));
    c->generators.push_back(std::move(g));
  }
  c->code = std::make_shared<FuncCode>();
  c->code->name = name;
  c->code->qualname = qualify(name);
  c->code->span = open.span;
  c->code->firstLine = open.span.line;
  c->code->params.push_back({".0", false, {}});
  return c;
}

}  // namespace tl::lang
