// Parser: tokens -> AST. Statements by recursive descent, expressions by a
// Pratt parser driven by its rules tables (parser_expr.cc).
// The first error is thrown as SyntaxErrorEx, worded like CPython 3.11.
#pragma once
#include <string>
#include <unordered_map>
#include <vector>

#include "lang/syntax/ast.h"
#include "lang/syntax/token.h"

namespace tl::lang {

// A new AST node of type T starting at `span` (every parser file makes them).
template <class T>
std::unique_ptr<T> node(const core::SourceSpan& span) {
  auto n = std::make_unique<T>();
  n->span = span;
  return n;
}

// How source is parsed: the program itself uses the defaults; compile(),
// exec() and eval() name their own file and mode.
struct SourceOptions {
  enum class Mode { Exec, Eval, Single } mode = Mode::Exec;
  std::string filename;  // "" for the program's own file (tracebacks quote its lines)
  // Module-level names are read and bound through a locals mapping before the
  // globals, as CPython's LOAD_NAME does for exec() and eval() code.
  bool namespaceScope = false;
};

// Parses and resolves a whole module (names get their scopes and slots); in
// Eval mode the source is one expression list, the module's return value.
Program parseProgram(const std::string& source, const SourceOptions& options = {});

class Parser {
 public:
  explicit Parser(std::vector<Token> tokens) : toks_(std::move(tokens)) {}

  Body parseFile();
  ExprPtr parseExpression();  // for f-string replacement fields
  ExprPtr parseTestListForFString();

  // ---- expressions (parser_expr.cc) ----
  enum class Prec {
    Lowest,
    Ternary,
    Or,
    And,
    Not,
    Compare,
    BitOr,
    BitXor,
    BitAnd,
    Shift,
    Term,
    Factor,
    Unary,
    Power,
    Primary
  };
  ExprPtr expr(Prec prec = Prec::Ternary);
  ExprPtr exprOrStar(Prec prec = Prec::Ternary);
  ExprPtr namedExpr();        // named_expression: NAME ':=' expression | expression
  ExprPtr namedExprOrStar();  // star_named_expression
  ExprPtr walrus(ExprPtr target);
  ExprPtr testList(bool allowStar = true, Prec prec = Prec::Ternary);  // a, b, *c  -> Tuple
  ExprPtr targetList();  // for-loop and comprehension targets (an invalid one is a SyntaxError)
  ExprPtr prefix();
  ExprPtr infix(ExprPtr left);
  ExprPtr atom();
  ExprPtr parenthesized();
  ExprPtr listDisplay();
  ExprPtr braceDisplay();
  ExprPtr strings();
  ExprPtr lambda();
  ExprPtr call(ExprPtr func);
  ExprPtr subscript(ExprPtr object);
  ExprPtr sliceItem();
  ExprPtr comparison(ExprPtr left);
  ExprPtr comprehension(ComprehensionExpr::Type type, ExprPtr elt, ExprPtr value, const Token& open);
  std::unique_ptr<FStringExpr> fstring(const Token& t, const std::string& body, int line, int col);

  // ---- statements (parser_stmt.cc) ----
  void statement(Body& out);
  void simpleStatements(Body& out);
  StmtPtr smallStatement();
  StmtPtr compound();
  StmtPtr exprStatement();
  StmtPtr ifStatement(const char* keyword);
  StmtPtr whileStatement();
  StmtPtr forStatement();
  StmtPtr tryStatement();
  StmtPtr withStatement();
  StmtPtr funcDef(std::vector<ExprPtr> decorators);
  StmtPtr classDef(std::vector<ExprPtr> decorators);
  StmtPtr importStatement();
  StmtPtr fromImport();
  StmtPtr raiseStatement();
  Body block(const std::string& what, int line);
  // ---- match statements (parser_match.cc) ----
  StmtPtr matchStatement();  // null (nothing consumed) when `match` is a plain name here
  PatternPtr patterns();     // a case's pattern: an open sequence or one pattern
  PatternPtr pattern();      // as_pattern | or_pattern
  PatternPtr closedPattern();
  PatternPtr sequencePattern(Tok close, const core::SourceSpan& start);
  PatternPtr mappingPattern();
  PatternPtr classPattern(ExprPtr cls);
  Body elseBlock();
  void parameters(FuncCode& code, std::vector<ExprPtr>& defaults, std::vector<ExprPtr>& kwDefaults, Tok close,
                  std::vector<Annotation>* annotations = nullptr);

  // ---- tokens ----
  const Token& cur() const { return toks_[pos_]; }
  const Token& peek(int n = 1) const { return toks_[std::min(pos_ + n, toks_.size() - 1)]; }
  bool at(Tok k) const { return toks_[pos_].kind == k; }
  bool match(Tok k) {
    if (!at(k)) return false;
    ++pos_;
    return true;
  }
  const Token& advance() { return toks_[pos_++]; }
  void expectForcedColon();
  const Token& expect(Tok k, const char* message);
  [[noreturn]] void fail(const std::string& message, const core::SourceSpan& span, bool range = false);
  [[noreturn]] void invalid();  // "invalid syntax" at the current token
  // A bracketed display or call that does not close after `last`: CPython's
  // "Perhaps you forgot a comma?" when another item follows, else invalid().
  [[noreturn]] void unclosedAfter(const Expr* last);
  // `if x = 1:`: a condition followed by '=' (CPython's invalid_named_expression).
  void checkAssignInCondition(const Expr& cond);
  const Token& previous() const { return toks_[pos_ - 1]; }

  // ---- nesting: CPython 3.11 refuses an AST nested deeper than this (counting
  // the module, each statement and each expression node) with "RecursionError:
  // maximum recursion depth exceeded during compilation". The parser also stops
  // there if the host stack runs low first.
  static constexpr int kMaxNesting = 2995;
  void deeper();  // one level more (a parse error ends the parse, so no undo is needed)
  class Nesting {
   public:
    explicit Nesting(Parser& p) : p_(p) { p.deeper(); }
    ~Nesting() { --p_.nesting_; }
    Nesting(const Nesting&) = delete;
    Nesting& operator=(const Nesting&) = delete;

   private:
    Parser& p_;
  };

 private:
  std::vector<Token> toks_;
  size_t pos_ = 0;
  int nesting_ = 1;  // the module
  std::vector<std::string> qualStack_;

 public:
  std::string qualify(const std::string& name) const;
  void pushQual(const std::string& name, bool isFunction);
  void popQual() { qualStack_.pop_back(); }
  // CPython 3.11's traceback anchors ("~~^~~") for binary ops and subscripts:
  // node span -> [first, end) columns of the '^' part.
  std::unordered_map<const core::SourceSpan*, std::pair<int, int>> anchors;
};

// A name as the code refers to it: a private name (__x, not __x__) written in a
// class body or a function inside one is mangled to _Class__x, as CPython's
// compiler does (names, attributes, parameters, global and nonlocal).
std::string mangle(const std::string& name);
// The class whose body is being parsed, for mangle(), while this lives.
class PrivateScope {
 public:
  explicit PrivateScope(const std::string& className);
  ~PrivateScope();

 private:
  std::string saved_;
};
ExprPtr makeName(const std::string& name, core::SourceSpan span);
void setSpan(Expr& e, const core::SourceSpan& start, const core::SourceSpan& end);

// Resolver: fills NameExpr scopes/slots and FuncCode slot tables (resolver.cc);
// every FuncCode of the module gets `filename`. Returns how many FuncCodes
// the module holds (itself included).
size_t resolveProgram(FuncCode& module, const std::string& filename = "", bool namespaceScope = false);
// Names a block assigns, in source order (for AutoGraph-style staging).
void collectAssigned(const Body& body, std::vector<std::string>& out);

}  // namespace tl::lang
