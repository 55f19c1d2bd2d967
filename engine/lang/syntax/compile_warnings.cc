// SyntaxWarnings as CPython 3.11's compiler gives them (compile.c: check_compare,
// check_caller, check_subscripter, check_index, compiler_assert), judged on what
// its AST optimizer would fold into constants.
#include "lang/syntax/compile_warnings.h"

#include <algorithm>

#include "lang/syntax/ast_walk.h"

namespace tl::lang {

namespace {

// What an expression is once CPython folds constants: not a constant, one of
// the singletons `is` may name (None, True, False, ...), or another constant.
enum class Folded { NotConstant, Singleton, Other };

Folded folded(const Expr* e) {
  switch (e->kind) {
    case ExprKind::Const: {
      const auto type = static_cast<const ConstExpr*>(e)->type;
      const bool singleton = type == ConstExpr::Type::None || type == ConstExpr::Type::True ||
                             type == ConstExpr::Type::False || type == ConstExpr::Type::Ellipsis;
      return singleton ? Folded::Singleton : Folded::Other;
    }
    case ExprKind::Unary: {
      auto* u = static_cast<const UnaryExpr*>(e);
      if (folded(u->operand.get()) == Folded::NotConstant) return Folded::NotConstant;
      return u->op == UnaryOp::Not ? Folded::Singleton : Folded::Other;
    }
    case ExprKind::Tuple: {
      for (const auto& x : static_cast<const SeqExpr*>(e)->elts)
        if (x->kind == ExprKind::Starred || folded(x.get()) == Folded::NotConstant) return Folded::NotConstant;
      return Folded::Other;
    }
    default: return Folded::NotConstant;
  }
}

// The type name CPython infers for a literal (infer_type), or "" when it has none.
std::string inferredType(const Expr* e) {
  switch (e->kind) {
    case ExprKind::Const:
      switch (static_cast<const ConstExpr*>(e)->type) {
        case ConstExpr::Type::None: return "NoneType";
        case ConstExpr::Type::True:
        case ConstExpr::Type::False: return "bool";
        case ConstExpr::Type::Int:
        case ConstExpr::Type::BigInt: return "int";
        case ConstExpr::Type::Float: return "float";
        case ConstExpr::Type::Imaginary: return "complex";
        case ConstExpr::Type::Str: return "str";
        case ConstExpr::Type::Bytes: return "bytes";
        case ConstExpr::Type::Ellipsis: return "ellipsis";
      }
      return "";
    case ExprKind::Tuple: return "tuple";
    case ExprKind::List: return "list";
    case ExprKind::Dict: return "dict";
    case ExprKind::Set: return "set";
    case ExprKind::FString: return "str";
    case ExprKind::Lambda: return "function";
    case ExprKind::Comprehension:
      switch (static_cast<const ComprehensionExpr*>(e)->type) {
        case ComprehensionExpr::Type::List: return "list";
        case ComprehensionExpr::Type::Set: return "set";
        case ComprehensionExpr::Type::Dict: return "dict";
        case ComprehensionExpr::Type::Generator: return "generator";
      }
      return "";
    default: return "";
  }
}

// A folded constant's type: a unary operator on a number keeps the number's type.
std::string constantType(const Expr* e) {
  if (e->kind == ExprKind::Unary && static_cast<const UnaryExpr*>(e)->op != UnaryOp::Not)
    return constantType(static_cast<const UnaryExpr*>(e)->operand.get());
  if (e->kind == ExprKind::Unary) return "bool";
  return inferredType(e);
}

class WarningChecker {
 public:
  std::vector<CompileWarning> warnings;

  void body(const Body& b) {
    for (const auto& st : b) statement(*st);
  }

 private:
  void warn(const core::SourceSpan& at, std::string message) {
    warnings.push_back({at.line, at.col, std::move(message)});
  }

  void statement(const Stmt& st) {
    if (st.kind == StmtKind::Assert) {
      const Expr* test = static_cast<const AssertStmt&>(st).test.get();
      if (test->kind == ExprKind::Tuple && !static_cast<const SeqExpr*>(test)->elts.empty() &&
          folded(test) == Folded::NotConstant)
        warn(st.span, "assertion is always true, perhaps remove parentheses?");
    }
    forEachStmtExpr(st, [&](const Expr* e) { expression(e); });
    if (st.kind == StmtKind::FunctionDef) body(static_cast<const FunctionDefStmt&>(st).code->body);
    if (st.kind == StmtKind::ClassDef) body(static_cast<const ClassDefStmt&>(st).code->body);
    for (Body* b : blocksOf(const_cast<Stmt&>(st))) body(*b);
  }

  void expression(const Expr* e) {
    switch (e->kind) {
      case ExprKind::Compare: compare(static_cast<const CompareExpr*>(e)); break;
      case ExprKind::Call: call(static_cast<const CallExpr*>(e)); break;
      case ExprKind::Subscript: subscript(static_cast<const SubscriptExpr*>(e)); break;
      case ExprKind::Lambda: body(static_cast<const LambdaExpr*>(e)->code->body); break;
      default: break;
    }
    forEachChild(e, [&](const Expr* child) { expression(child); });
  }

  void compare(const CompareExpr* c) {
    const Expr* left = c->first.get();
    for (size_t i = 0; i < c->ops.size(); ++i) {
      const Expr* right = c->rest[i].get();
      const bool is = c->ops[i] == CmpOp::Is, isNot = c->ops[i] == CmpOp::IsNot;
      if ((is || isNot) && (folded(left) == Folded::Other || folded(right) == Folded::Other)) {
        warn(c->span,
             is ? "\"is\" with a literal. Did you mean \"==\"?" : "\"is not\" with a literal. Did you mean \"!=\"?");
        return;
      }
      left = right;
    }
  }

  void call(const CallExpr* c) {
    const Expr* f = c->func.get();
    const bool literal = f->kind == ExprKind::FString || f->kind == ExprKind::List || f->kind == ExprKind::Dict ||
                         f->kind == ExprKind::Set || f->kind == ExprKind::Comprehension || f->kind == ExprKind::Tuple ||
                         folded(f) != Folded::NotConstant;
    if (literal) warn(c->span, "'" + constantType(f) + "' object is not callable; perhaps you missed a comma?");
  }

  void subscript(const SubscriptExpr* s) {
    const Expr* object = s->object.get();
    const std::string objectType = folded(object) != Folded::NotConstant ? constantType(object) : inferredType(object);
    const bool isComprehension = object->kind == ExprKind::Comprehension;
    const auto comprehension = isComprehension ? static_cast<const ComprehensionExpr*>(object)->type
                                               : ComprehensionExpr::Type::List;
    const bool notSubscriptable = (folded(object) != Folded::NotConstant && objectType != "str" &&
                                   objectType != "bytes" && objectType != "tuple") ||
                                  object->kind == ExprKind::Set || object->kind == ExprKind::Lambda ||
                                  (isComprehension && (comprehension == ComprehensionExpr::Type::Set ||
                                                       comprehension == ComprehensionExpr::Type::Generator));
    if (notSubscriptable) {
      warn(s->span, "'" + objectType + "' object is not subscriptable; perhaps you missed a comma?");
      return;
    }
    const Expr* index = s->index.get();
    const std::string indexType = folded(index) != Folded::NotConstant ? constantType(index) : inferredType(index);
    if (indexType.empty() || indexType == "int" || indexType == "bool") return;
    const bool sequenceLiteral = objectType == "str" || objectType == "bytes" || objectType == "tuple" ||
                                 object->kind == ExprKind::List ||
                                 (isComprehension && comprehension == ComprehensionExpr::Type::List);
    if (sequenceLiteral)
      warn(s->span,
           objectType + " indices must be integers or slices, not " + indexType + "; perhaps you missed a comma?");
  }
};

}  // namespace

std::vector<CompileWarning> compileWarnings(const Body& module) {
  WarningChecker checker;
  checker.body(module);
  std::stable_sort(checker.warnings.begin(), checker.warnings.end(),
                   [](const CompileWarning& a, const CompileWarning& b) {
                     return a.line != b.line ? a.line < b.line : a.col < b.col;
                   });
  return std::move(checker.warnings);
}

}  // namespace tl::lang
