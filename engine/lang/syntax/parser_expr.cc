// Expression parsing: a Pratt parser. Its two tables give each token that
// starts (kPrefixRules) or continues (kInfixRules) an expression its parse
// function, binding power, operator and the grammar production it follows.
#include <cstdlib>
#include <cstring>

#include "core/stack_guard.h"
#include "lang/syntax/lexer.h"
#include "lang/syntax/parser.h"
#include "lang/syntax/target_errors.h"

namespace tl::lang {

using Prec = Parser::Prec;

namespace {

struct InfixRule;
using InfixFn = ExprPtr (*)(Parser& p, ExprPtr left, const InfixRule& rule);

// One infix token: its binding power, what parses it, the operator it makes
// (a BinaryExpr's BinOp or a comparison's CmpOp) and the grammar it follows.
struct InfixRule {
  Tok tok;
  Prec prec;
  InfixFn parse;
  BinOp op;
  CmpOp cmp;
  const char* grammar;
};

ExprPtr conditional(Parser& p, ExprPtr left, const InfixRule& rule);
ExprPtr boolOp(Parser& p, ExprPtr left, const InfixRule& rule);
ExprPtr compare(Parser& p, ExprPtr left, const InfixRule&) { return p.comparison(std::move(left)); }
ExprPtr binary(Parser& p, ExprPtr left, const InfixRule& rule);
ExprPtr callOn(Parser& p, ExprPtr left, const InfixRule&) { return p.call(std::move(left)); }
ExprPtr subscriptOf(Parser& p, ExprPtr left, const InfixRule&) { return p.subscript(std::move(left)); }
ExprPtr attribute(Parser& p, ExprPtr left, const InfixRule&);

constexpr BinOp kNoBin = BinOp::Add;  // unused by rules that make no BinaryExpr
constexpr CmpOp kNoCmp = CmpOp::Eq;   // unused by rules that make no comparison

// Every infix token, weakest first.
constexpr InfixRule kInfixRules[] = {
    {Tok::If, Prec::Ternary, conditional, kNoBin, kNoCmp,
     "conditional: disjunction 'if' disjunction 'else' expression"},
    {Tok::Or, Prec::Or, boolOp, kNoBin, kNoCmp, "disjunction: conjunction ('or' conjunction)+"},
    {Tok::And, Prec::And, boolOp, kNoBin, kNoCmp, "conjunction: inversion ('and' inversion)+"},
    {Tok::Lt, Prec::Compare, compare, kNoBin, CmpOp::Lt, "comparison: bitwise_or (compare_op bitwise_or)+"},
    {Tok::Gt, Prec::Compare, compare, kNoBin, CmpOp::Gt, "compare_op: '<' | '>' | '==' | '>=' | '<=' | '!='"},
    {Tok::EqEq, Prec::Compare, compare, kNoBin, CmpOp::Eq, "  | 'in' | 'not' 'in' | 'is' | 'is' 'not'"},
    {Tok::NotEq, Prec::Compare, compare, kNoBin, CmpOp::Ne, ""},
    {Tok::Le, Prec::Compare, compare, kNoBin, CmpOp::Le, ""},
    {Tok::Ge, Prec::Compare, compare, kNoBin, CmpOp::Ge, ""},
    {Tok::In, Prec::Compare, compare, kNoBin, CmpOp::In, ""},
    {Tok::Not, Prec::Compare, compare, kNoBin, CmpOp::NotIn, "  ('not' only before 'in')"},
    {Tok::Is, Prec::Compare, compare, kNoBin, CmpOp::Is, "  ('is' 'not': IsNot)"},
    {Tok::Pipe, Prec::BitOr, binary, BinOp::BitOr, kNoCmp, "bitwise_or: bitwise_or '|' bitwise_xor"},
    {Tok::Caret, Prec::BitXor, binary, BinOp::BitXor, kNoCmp, "bitwise_xor: bitwise_xor '^' bitwise_and"},
    {Tok::Amp, Prec::BitAnd, binary, BinOp::BitAnd, kNoCmp, "bitwise_and: bitwise_and '&' shift_expr"},
    {Tok::Shl, Prec::Shift, binary, BinOp::LShift, kNoCmp, "shift_expr: shift_expr ('<<' | '>>') sum"},
    {Tok::Shr, Prec::Shift, binary, BinOp::RShift, kNoCmp, ""},
    {Tok::Plus, Prec::Term, binary, BinOp::Add, kNoCmp, "sum: sum ('+' | '-') term"},
    {Tok::Minus, Prec::Term, binary, BinOp::Sub, kNoCmp, ""},
    {Tok::Star, Prec::Factor, binary, BinOp::Mul, kNoCmp, "term: term ('*' | '/' | '//' | '%' | '@') factor"},
    {Tok::Slash, Prec::Factor, binary, BinOp::TrueDiv, kNoCmp, ""},
    {Tok::DSlash, Prec::Factor, binary, BinOp::FloorDiv, kNoCmp, ""},
    {Tok::Percent, Prec::Factor, binary, BinOp::Mod, kNoCmp, ""},
    {Tok::At, Prec::Factor, binary, BinOp::MatMul, kNoCmp, ""},
    {Tok::DStar, Prec::Power, binary, BinOp::Pow, kNoCmp, "power: await_primary '**' factor"},
    {Tok::LParen, Prec::Primary, callOn, kNoBin, kNoCmp, "primary: primary '(' [arguments] ')'"},
    {Tok::LBracket, Prec::Primary, subscriptOf, kNoBin, kNoCmp, "  | primary '[' slices ']'"},
    {Tok::Dot, Prec::Primary, attribute, kNoBin, kNoCmp, "  | primary '.' NAME"},
};

struct PrefixRule;
using PrefixFn = ExprPtr (*)(Parser& p, const PrefixRule& rule);

// A token that starts an expression other than an atom: what parses it, the
// unary operator it makes and the grammar it follows.
struct PrefixRule {
  Tok tok;
  PrefixFn parse;
  UnaryOp op;
  const char* grammar;
};

ExprPtr unary(Parser& p, const PrefixRule& rule);
ExprPtr yieldExpr(Parser& p, const PrefixRule& rule);
ExprPtr awaitExpr(Parser& p, const PrefixRule&) { p.fail("'await' is not supported", p.cur().span); }

constexpr UnaryOp kNoUnary = UnaryOp::Pos;  // unused by rules that make no UnaryExpr

constexpr PrefixRule kPrefixRules[] = {
    {Tok::Minus, unary, UnaryOp::Neg, "factor: '+' factor | '-' factor | '~' factor | power"},
    {Tok::Plus, unary, UnaryOp::Pos, ""},
    {Tok::Tilde, unary, UnaryOp::Invert, ""},
    {Tok::Not, unary, UnaryOp::Not, "inversion: 'not' inversion | comparison"},
    {Tok::Yield, yieldExpr, kNoUnary, "yield_expr: 'yield' 'from' expression | 'yield' [star_expressions]"},
    {Tok::Await, awaitExpr, kNoUnary, "await_primary: 'await' primary"},
};

ExprPtr unary(Parser& p, const PrefixRule& rule) {
  core::SourceSpan start = p.advance().span;
  auto u = node<UnaryExpr>(start);
  u->op = rule.op;
  u->operand = p.expr(rule.op == UnaryOp::Not ? Prec::Not : Prec::Unary);
  setSpan(*u, start, fullSpan(*u->operand));
  return u;
}

ExprPtr yieldExpr(Parser& p, const PrefixRule&) {
  core::SourceSpan start = p.advance().span;
  auto y = node<YieldExpr>(start);
  if (p.match(Tok::From)) {
    y->from = true;
    y->value = p.expr();
  } else if (!p.at(Tok::Newline) && !p.at(Tok::RParen) && !p.at(Tok::Semicolon) && !p.at(Tok::End) &&
             !p.at(Tok::Assign)) {
    y->value = p.testList();
  }
  setSpan(*y, start, y->value ? y->value->span : start);
  return y;
}

// The rule of the current token when it continues an expression, else null
// ('not' is infix only as the start of 'not in').
const InfixRule* infixRule(const Parser& p) {
  Tok t = p.cur().kind;
  if (t == Tok::Not && p.peek().kind != Tok::In) return nullptr;
  for (const InfixRule& r : kInfixRules)
    if (r.tok == t) return &r;
  return nullptr;
}

Prec infixPrec(const Parser& p) {
  const InfixRule* rule = infixRule(p);
  return rule ? rule->prec : Prec::Lowest;
}

// disjunction 'if' disjunction 'else' expression
ExprPtr conditional(Parser& p, ExprPtr left, const InfixRule&) {
  core::SourceSpan start = fullSpan(*left);
  p.advance();
  auto e = node<IfExpExpr>(start);
  e->then = std::move(left);
  e->cond = p.expr(Prec::Or);
  p.expect(Tok::Else, "expected 'else' after 'if' expression");
  e->otherwise = p.expr(Prec::Ternary);
  setSpan(*e, start, fullSpan(*e->otherwise));
  return e;
}

ExprPtr boolOp(Parser& p, ExprPtr left, const InfixRule& rule) {
  const bool isAnd = rule.tok == Tok::And;
  core::SourceSpan start = fullSpan(*left);
  auto e = node<BoolOpExpr>(start);
  e->isAnd = isAnd;
  e->values.push_back(std::move(left));
  while (p.match(rule.tok)) e->values.push_back(p.expr(isAnd ? Prec::Not : Prec::And));
  setSpan(*e, start, fullSpan(*e->values.back()));
  return e;
}

// primary '.' NAME
ExprPtr attribute(Parser& p, ExprPtr left, const InfixRule&) {
  core::SourceSpan start = fullSpan(*left);
  p.advance();
  if (!p.at(Tok::Name)) p.invalid();
  auto e = node<AttributeExpr>(start);
  e->object = std::move(left);
  e->attr = mangle(p.cur().text);
  const core::SourceSpan name = p.advance().span;
  setSpan(*e, start, name);
  e->site = name.line == start.line ? e->span : name;
  return e;
}

// left OP right; '**' is right-associative and takes a unary operand on its
// right, the others bind their right operand one level tighter.
ExprPtr binary(Parser& p, ExprPtr left, const InfixRule& rule) {
  core::SourceSpan start = fullSpan(*left);
  p.advance();
  auto b = node<BinaryExpr>(start);
  b->op = rule.op;
  b->opSpan = p.previous().span;
  b->left = std::move(left);
  const Prec next = rule.tok == Tok::DStar ? Prec::Unary : static_cast<Prec>(static_cast<int>(rule.prec) + 1);
  if (p.at(Tok::Newline) || p.at(Tok::End)) p.invalid();
  b->right = p.expr(next);
  setSpan(*b, start, fullSpan(*b->right));
  p.anchors[&b->span] = {b->opSpan.col, b->opSpan.endCol};
  return b;
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

namespace {
std::string privateClass;  // the innermost class being parsed ("" outside any)
}  // namespace

std::string mangle(const std::string& name) {
  if (privateClass.empty() || name.size() < 3 || name.compare(0, 2, "__") != 0 ||
      name.compare(name.size() - 2, 2, "__") == 0)
    return name;
  const size_t start = privateClass.find_first_not_of('_');
  return start == std::string::npos ? name : "_" + privateClass.substr(start) + name;
}

PrivateScope::PrivateScope(const std::string& className) : saved_(privateClass) { privateClass = className; }
PrivateScope::~PrivateScope() { privateClass = saved_; }

ExprPtr makeName(const std::string& name, core::SourceSpan span) {
  auto n = node<NameExpr>(span);
  n->name = mangle(name);
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
  core::SourceSpan start = fullSpan(*first);
  t->elts.push_back(std::move(first));
  while (match(Tok::Comma)) {
    if (at(Tok::Newline) || at(Tok::Assign) || at(Tok::RParen) || at(Tok::Colon) || at(Tok::End) ||
        at(Tok::Semicolon) || at(Tok::RBracket) || (at(Tok::Name) && false))
      break;
    if (at(Tok::In)) break;
    t->elts.push_back(allowStar ? exprOrStar(prec) : expr(prec));
  }
  setSpan(*t, start, fullSpan(*t->elts.back()));
  return t;
}

ExprPtr Parser::prefix() {
  for (const PrefixRule& rule : kPrefixRules)
    if (rule.tok == cur().kind) return rule.parse(*this, rule);
  return atom();
}

ExprPtr Parser::infix(ExprPtr left) {
  const InfixRule* rule = infixRule(*this);
  return rule->parse(*this, std::move(left), *rule);
}

// comparison: bitwise_or (compare_op bitwise_or)+
ExprPtr Parser::comparison(ExprPtr left) {
  auto c = node<CompareExpr>(left->span);
  core::SourceSpan start = fullSpan(*left);
  c->first = std::move(left);
  while (infixPrec(*this) == Prec::Compare) {
    CmpOp op = infixRule(*this)->cmp;
    advance();
    if (op == CmpOp::NotIn) advance();                          // 'not' 'in'
    if (op == CmpOp::Is && match(Tok::Not)) op = CmpOp::IsNot;  // 'is' 'not'
    c->ops.push_back(op);
    c->rest.push_back(expr(Prec::BitOr));
  }
  setSpan(*c, start, fullSpan(*c->rest.back()));
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
  setSpan(*l, start, fullSpan(*ret->value));
  l->code->body.push_back(std::move(ret));
  return l;
}

// primary '(' [arguments] ')'; arguments: (starred_expression | kwarg | '**' expression), ...
ExprPtr Parser::call(ExprPtr func) {
  const Token& open = advance();
  auto c = node<CallExpr>(func->span);
  core::SourceSpan start = fullSpan(*func);
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
          fail("keyword argument repeated: " + a.name,
               {argStart.line, argStart.col, a.value->span.endLine, a.value->span.endCol}, true);
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
        orderError = sawMapping ? "positional argument follows keyword argument unpacking"
                                : "positional argument follows keyword argument";
    }
    sawKeyword = sawKeyword || a.kind == Arg::Kind::Keyword;
    sawMapping = sawMapping || a.kind == Arg::Kind::DoubleStar;
    if (a.kind != Arg::Kind::Positional) c->simple = false;
    c->args.push_back(std::move(a));
    if (!match(Tok::Comma)) break;
  }
  if (!at(Tok::RParen)) unclosedAfter(c->args.empty() ? nullptr : c->args.back().value.get());
  if (orderError) fail(orderError, cur().span, true);
  setSpan(*c, start, advance().span);
  c->site = c->span;
  if (c->func->kind == ExprKind::Attribute) {
    const core::SourceSpan& name = static_cast<const AttributeExpr&>(*c->func).site;
    if (name.line != start.line) c->site = {name.line, name.col, c->span.endLine, c->span.endCol};
  }
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
  core::SourceSpan start = fullSpan(*object);
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
  anchors[&s->span] = {fullSpan(*s->object).endCol, fullSpan(*s->index).endCol + 1};
  return s;
}

// for_if_clauses: ('for' star_targets 'in' disjunction ('if' disjunction)*)+
ExprPtr Parser::comprehension(ComprehensionExpr::Type type, ExprPtr elt, ExprPtr value, const Token& open) {
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
