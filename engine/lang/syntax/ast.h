// AST of the Python subset. Every node carries the SourceSpan it came from;
// names carry their resolved scope (filled by the resolver) so the evaluator
// reads locals from frame slots instead of looking names up.
#pragma once
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/source_span.h"

namespace tl::lang {

enum class BinOp { Add, Sub, Mul, TrueDiv, FloorDiv, Mod, Pow, MatMul, LShift, RShift, BitAnd, BitOr, BitXor };
enum class UnaryOp { Neg, Pos, Invert, Not };
enum class CmpOp { Lt, Le, Eq, Ne, Gt, Ge, In, NotIn, Is, IsNot };

const char* binOpSymbol(BinOp op);
const char* cmpOpSymbol(CmpOp op);

enum class ExprKind {
  Const,
  Name,
  Binary,
  Unary,
  BoolOp,
  Compare,
  Call,
  Attribute,
  Subscript,
  Slice,
  Tuple,
  List,
  Set,
  Dict,
  Comprehension,
  Lambda,
  IfExp,
  FString,
  Starred,
  Yield,
  Named
};

// Where a name lives once resolved.
enum class Scope : uint8_t { Local, Cell, Free, Global, ClassBody };

struct Expr {
  explicit Expr(ExprKind k) : kind(k) {}
  virtual ~Expr() = default;
  ExprKind kind;
  core::SourceSpan span;
  // For an expression written in parentheses, the span with them: the span of
  // an expression around it starts or ends there, as CPython's node positions do.
  core::SourceSpan groupSpan;
};
using ExprPtr = std::unique_ptr<Expr>;

// Where `e` sits among the tokens around it: with its parentheses, if any.
inline const core::SourceSpan& fullSpan(const Expr& e) { return e.groupSpan.known() ? e.groupSpan : e.span; }

struct ConstExpr : Expr {
  enum class Type { None, True, False, Int, BigInt, Float, Imaginary, Str, Bytes, Ellipsis } type;
  ConstExpr() : Expr(ExprKind::Const) {}
  int64_t i = 0;          // an Int's value; a BigInt's base
  double f = 0;           // a Float's value; an Imaginary's imaginary part
  std::string s;          // a Str's text; a Bytes' bytes; a BigInt's digits
  void* cache = nullptr;  // the interned Str object (owned by the evaluator)
};

struct NameExpr : Expr {
  NameExpr() : Expr(ExprKind::Name) {}
  std::string name;
  Scope scope = Scope::Global;
  int slot = -1;             // Local/Cell: frame slot; Free: closure index
  void* interned = nullptr;  // Str* of the name (owned by the evaluator)
};

struct BinaryExpr : Expr {
  BinaryExpr() : Expr(ExprKind::Binary) {}
  BinOp op;
  ExprPtr left, right;
  core::SourceSpan opSpan;
};

struct UnaryExpr : Expr {
  UnaryExpr() : Expr(ExprKind::Unary) {}
  UnaryOp op;
  ExprPtr operand;
};

struct BoolOpExpr : Expr {
  BoolOpExpr() : Expr(ExprKind::BoolOp) {}
  bool isAnd;
  std::vector<ExprPtr> values;
};

struct CompareExpr : Expr {
  CompareExpr() : Expr(ExprKind::Compare) {}
  ExprPtr first;
  std::vector<CmpOp> ops;
  std::vector<ExprPtr> rest;
};

struct Arg {
  enum class Kind { Positional, Star, Keyword, DoubleStar } kind;
  std::string name;  // for Keyword
  ExprPtr value;
};

struct CallExpr : Expr {
  CallExpr() : Expr(ExprKind::Call) {}
  ExprPtr func;
  std::vector<Arg> args;
  bool simple = true;  // only positional arguments
  // Where the call reports itself (CPython's instruction position): from the
  // method name when `obj\n.method(...)` spans lines, else the whole call.
  core::SourceSpan site;
};

struct AttributeExpr : Expr {
  AttributeExpr() : Expr(ExprKind::Attribute) {}
  ExprPtr object;
  std::string attr;
  void* interned = nullptr;
  // Where the read reports itself: the name alone when the expression spans
  // lines (CPython's update_start_location_to_match_attr), else the whole span.
  core::SourceSpan site;
};

struct SubscriptExpr : Expr {
  SubscriptExpr() : Expr(ExprKind::Subscript) {}
  ExprPtr object, index;
};

struct SliceExpr : Expr {
  SliceExpr() : Expr(ExprKind::Slice) {}
  ExprPtr lower, upper, step;
};

// Tuple, List and Set displays (elements may be Starred).
struct SeqExpr : Expr {
  explicit SeqExpr(ExprKind k = ExprKind::Tuple) : Expr(k) {}
  std::vector<ExprPtr> elts;
  bool parenthesized = false;
};

struct DictExpr : Expr {
  DictExpr() : Expr(ExprKind::Dict) {}
  std::vector<ExprPtr> keys;  // null key: **mapping in values
  std::vector<ExprPtr> values;
};

struct FuncCode;

struct Comprehension {
  ExprPtr target, iter;
  std::vector<ExprPtr> ifs;
};

struct ComprehensionExpr : Expr {
  ComprehensionExpr() : Expr(ExprKind::Comprehension) {}
  enum class Type { List, Set, Dict, Generator } type;
  ExprPtr elt, value;  // value only for dict comprehensions
  std::vector<Comprehension> generators;
  std::shared_ptr<FuncCode> code;  // the implicit function (<listcomp>, ...)
};

struct LambdaExpr : Expr {
  LambdaExpr() : Expr(ExprKind::Lambda) {}
  std::shared_ptr<FuncCode> code;
  std::vector<ExprPtr> defaults, kwDefaults;
};

struct IfExpExpr : Expr {
  IfExpExpr() : Expr(ExprKind::IfExp) {}
  ExprPtr cond, then, otherwise;
};

struct FStringPart {
  std::string literal;  // used when expr is null
  ExprPtr expr;
  char conversion = 0;  // 'r', 's', 'a' or 0
  std::unique_ptr<struct FStringExpr> spec;
  std::string selfDoc;  // "x=" for f"{x=}"
};

struct FStringExpr : Expr {
  FStringExpr() : Expr(ExprKind::FString) {}
  std::vector<FStringPart> parts;
};

struct StarredExpr : Expr {
  StarredExpr() : Expr(ExprKind::Starred) {}
  ExprPtr value;
};

struct YieldExpr : Expr {
  YieldExpr() : Expr(ExprKind::Yield) {}
  ExprPtr value;
  bool from = false;  // yield from value
};

// target := value (an assignment expression; the target is a name)
struct NamedExpr : Expr {
  NamedExpr() : Expr(ExprKind::Named) {}
  ExprPtr target, value;
};

// ---- statements -------------------------------------------------------------

enum class StmtKind {
  Expr,
  Assign,
  AugAssign,
  FunctionDef,
  ClassDef,
  Return,
  If,
  For,
  While,
  Break,
  Continue,
  Pass,
  Assert,
  Del,
  Global,
  Nonlocal,
  Try,
  Raise,
  With,
  Import,
  ImportFrom,
  Match
};

struct Stmt {
  explicit Stmt(StmtKind k) : kind(k) {}
  virtual ~Stmt() = default;
  StmtKind kind;
  core::SourceSpan span;
  bool hasYield = false;  // a yield in it or in its blocks (a generator resumes into it)
};
using StmtPtr = std::unique_ptr<Stmt>;
using Body = std::vector<StmtPtr>;

struct ExprStmt : Stmt {
  ExprStmt() : Stmt(StmtKind::Expr) {}
  ExprPtr value;
  bool display = false;  // compile(..., 'single'): the value is shown as the REPL shows it
};

struct AssignStmt : Stmt {
  AssignStmt() : Stmt(StmtKind::Assign) {}
  std::vector<ExprPtr> targets;  // a = b = value
  ExprPtr value;                 // null for a bare annotation (x: int)
  ExprPtr annotation;            // x: annotation = value
};

// A parameter's or the return's annotation, in the order written ("return" last).
struct Annotation {
  std::string name;
  ExprPtr value;
};

struct AugAssignStmt : Stmt {
  AugAssignStmt() : Stmt(StmtKind::AugAssign) {}
  BinOp op;
  ExprPtr target, value;
};

// A parameter list and body compiled into a function (def, lambda, comprehension).
struct Param {
  std::string name;
  bool hasDefault = false;
  core::SourceSpan span;
};

struct FuncCode {
  std::string name;             // "f", "<lambda>", "<listcomp>"
  std::string qualname;         // "Model.fit.<locals>.step"
  std::vector<Param> params;    // positional-or-keyword
  size_t posOnly = 0;           // how many of params come before '/'
  std::vector<Param> kwOnly;    // after * or *args
  std::string varargs, kwargs;  // names ("" if absent)
  Body body;                    // for lambdas: one Return statement
  ExprPtr expr;                 // comprehension element (unused for def)
  int numSlots = 0;
  std::vector<std::string> slotNames;
  std::vector<bool> slotIsCell;
  // Free variables and where the defining frame finds each one's cell.
  std::vector<std::string> freeVars;
  struct FreeSource {
    bool fromCellSlot;
    int index;
  };
  std::vector<FreeSource> freeSources;
  const ComprehensionExpr* comp = nullptr;  // set for comprehension functions
  bool isClassBody = false;
  bool isGenerator = false;  // its body has a yield
  bool hasYield = false;
  core::SourceSpan span;
  int firstLine = 0;
  int decoratedLine = 0;  // a decorated def's first decorator line (co_firstlineno), else 0
  uint64_t id = 0;        // stable identity of this code (shared by all `def` executions)
  std::string filename;   // "" for the program's own file; "<string>" for exec() source
};

struct FunctionDefStmt : Stmt {
  FunctionDefStmt() : Stmt(StmtKind::FunctionDef) {}
  std::shared_ptr<FuncCode> code;
  std::vector<ExprPtr> decorators, defaults, kwDefaults;  // kwDefaults: null when required
  std::vector<Annotation> annotations;
  ExprPtr target;  // a NameExpr the function is bound to
};

struct ClassDefStmt : Stmt {
  ClassDefStmt() : Stmt(StmtKind::ClassDef) {}
  std::string name;
  std::vector<ExprPtr> bases, decorators;
  std::vector<std::string> keywordNames;  // class C(Base, flag=True): passed to __init_subclass__
  std::vector<ExprPtr> keywordValues;
  std::shared_ptr<FuncCode> code;  // the class body
  ExprPtr target;
};

struct ReturnStmt : Stmt {
  ReturnStmt() : Stmt(StmtKind::Return) {}
  ExprPtr value;
};

struct IfStmt : Stmt {
  IfStmt() : Stmt(StmtKind::If) {}
  ExprPtr cond;
  Body body, orelse;
  std::vector<std::string> assigned;  // names the branches assign (for staging)
};

struct ForStmt : Stmt {
  ForStmt() : Stmt(StmtKind::For) {}
  ExprPtr target, iter;
  Body body, orelse;
  std::vector<std::string> assigned;
};

struct WhileStmt : Stmt {
  WhileStmt() : Stmt(StmtKind::While) {}
  ExprPtr cond;
  Body body, orelse;
  std::vector<std::string> assigned;
};

struct SimpleStmt : Stmt {  // break, continue, pass
  explicit SimpleStmt(StmtKind k) : Stmt(k) {}
};

struct AssertStmt : Stmt {
  AssertStmt() : Stmt(StmtKind::Assert) {}
  ExprPtr test, msg;
};

struct DelStmt : Stmt {
  DelStmt() : Stmt(StmtKind::Del) {}
  std::vector<ExprPtr> targets;
};

struct ScopeStmt : Stmt {  // global / nonlocal
  explicit ScopeStmt(StmtKind k) : Stmt(k) {}
  std::vector<std::string> names;
};

struct Handler {
  ExprPtr type;  // null: bare except
  ExprPtr name;  // NameExpr for `as e`
  Body body;
  core::SourceSpan span;
};

struct TryStmt : Stmt {
  TryStmt() : Stmt(StmtKind::Try) {}
  Body body, orelse, finally;
  std::vector<Handler> handlers;
  bool star = false;  // except*: handlers take their part of an exception group
};

struct RaiseStmt : Stmt {
  RaiseStmt() : Stmt(StmtKind::Raise) {}
  ExprPtr exc, cause;
};

struct WithItem {
  ExprPtr context, target;
};

struct WithStmt : Stmt {
  WithStmt() : Stmt(StmtKind::With) {}
  std::vector<WithItem> items;
  Body body;
};

// ---- match statements (PEP 634) ----

enum class PatternKind { Wildcard, Capture, Value, Sequence, Star, Mapping, Class, Or, As };

struct Pattern {
  PatternKind kind;
  core::SourceSpan span;
  ExprPtr target;  // Capture, Star, As, a mapping's **rest: the NameExpr bound (null for _)
  ExprPtr value;   // Value: the literal or dotted name compared; Class: the class
  std::vector<std::unique_ptr<Pattern>>
      items;                         // Sequence items, Or choices, Class positionals, Mapping values, As: [inner]
  std::vector<ExprPtr> keys;         // Mapping keys
  std::vector<std::string> kwNames;  // Class keyword sub-patterns: names ...
  std::vector<std::unique_ptr<Pattern>> kwItems;  // ... and patterns
};
using PatternPtr = std::unique_ptr<Pattern>;

struct MatchCase {
  PatternPtr pattern;
  ExprPtr guard;
  Body body;
};

struct MatchStmt : Stmt {
  MatchStmt() : Stmt(StmtKind::Match) {}
  ExprPtr subject;
  std::vector<MatchCase> cases;
};

struct ImportName {
  std::string module;  // dotted
  std::string asname;
  ExprPtr target;  // NameExpr bound by the import
};

struct ImportStmt : Stmt {
  ImportStmt() : Stmt(StmtKind::Import) {}
  std::vector<ImportName> names;
};

struct ImportFromStmt : Stmt {
  ImportFromStmt() : Stmt(StmtKind::ImportFrom) {}
  std::string module;
  std::vector<ImportName> names;  // module = the attribute name
};

// A parsed program: the module body as a FuncCode (slots unused at module level).
struct Program {
  std::shared_ptr<FuncCode> code;
  std::unordered_map<const core::SourceSpan*, std::pair<int, int>> anchors;
  size_t codeCount = 1;  // FuncCodes in the module, itself included (>1: it defines functions)
};

}  // namespace tl::lang
