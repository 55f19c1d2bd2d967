// Invalid targets and their messages, following CPython 3.11's grammar rules
// invalid_assignment, invalid_named_expression, invalid_del_stmt and
// invalid_for_target.
#include "lang/syntax/target_errors.h"

namespace tl::lang {

namespace {

SyntaxErrorInfo errorAt(const Expr& e, std::string message) {
  return {std::move(message), e.span.line, e.span.col, e.span.endLine == e.span.line ? e.span.endCol : 0,
          "SyntaxError"};
}

bool isConst(const Expr& e, ConstExpr::Type type) {
  return e.kind == ExprKind::Const && static_cast<const ConstExpr&>(e).type == type;
}

// Whether the grammar reads e as a bitwise_or at a statement's start: only
// those get the "Maybe you meant '=='" hint (not lists, tuples, generator
// expressions, True/None/False, comparisons, not/and/or, lambdas, starred).
bool hintable(const Expr& e) {
  switch (e.kind) {
    case ExprKind::List:
    case ExprKind::Tuple:
    case ExprKind::Compare:
    case ExprKind::BoolOp:
    case ExprKind::Lambda:
    case ExprKind::Starred: return false;
    case ExprKind::Unary: return static_cast<const UnaryExpr&>(e).op != UnaryOp::Not;
    case ExprKind::Comprehension:
      return static_cast<const ComprehensionExpr&>(e).type != ComprehensionExpr::Type::Generator;
    case ExprKind::Const:
      return !isConst(e, ConstExpr::Type::True) && !isConst(e, ConstExpr::Type::False) &&
             !isConst(e, ConstExpr::Type::None);
    default: return true;
  }
}

std::string cannotAssign(const Expr& e) { return std::string("cannot assign to ") + exprName(e); }

}  // namespace

const char* exprName(const Expr& e) {
  switch (e.kind) {
    case ExprKind::Attribute: return "attribute";
    case ExprKind::Subscript: return "subscript";
    case ExprKind::Starred: return "starred";
    case ExprKind::Name: return "name";
    case ExprKind::List: return "list";
    case ExprKind::Tuple: return "tuple";
    case ExprKind::Lambda: return "lambda";
    case ExprKind::Call: return "function call";
    case ExprKind::BoolOp:
    case ExprKind::Binary:
    case ExprKind::Unary: return "expression";
    case ExprKind::Yield: return "yield expression";
    case ExprKind::Dict: return "dict literal";
    case ExprKind::Set: return "set display";
    case ExprKind::FString: return "f-string expression";
    case ExprKind::Compare: return "comparison";
    case ExprKind::IfExp: return "conditional expression";
    case ExprKind::Named: return "named expression";
    case ExprKind::Slice: return "slice";
    case ExprKind::Comprehension:
      switch (static_cast<const ComprehensionExpr&>(e).type) {
        case ComprehensionExpr::Type::List: return "list comprehension";
        case ComprehensionExpr::Type::Set: return "set comprehension";
        case ComprehensionExpr::Type::Dict: return "dict comprehension";
        case ComprehensionExpr::Type::Generator: return "generator expression";
      }
      return "expression";
    case ExprKind::Const:
      switch (static_cast<const ConstExpr&>(e).type) {
        case ConstExpr::Type::None: return "None";
        case ConstExpr::Type::True: return "True";
        case ConstExpr::Type::False: return "False";
        case ConstExpr::Type::Ellipsis: return "ellipsis";
        default: return "literal";
      }
  }
  return "expression";
}

const Expr* invalidTarget(const Expr& e, TargetUse use) {
  switch (e.kind) {
    case ExprKind::List:
    case ExprKind::Tuple:
      for (const auto& x : static_cast<const SeqExpr&>(e).elts)
        if (const Expr* bad = invalidTarget(*x, use)) return bad;
      return nullptr;
    case ExprKind::Starred:
      return use == TargetUse::Delete ? &e : invalidTarget(*static_cast<const StarredExpr&>(e).value, use);
    case ExprKind::Compare: {
      auto& c = static_cast<const CompareExpr&>(e);
      if (use != TargetUse::For) return &e;
      return c.ops.front() == CmpOp::In ? invalidTarget(*c.first, use) : nullptr;
    }
    case ExprKind::Name:
    case ExprKind::Subscript:
    case ExprKind::Attribute: return nullptr;
    default: return &e;
  }
}

bool targetError(const Expr& target, TargetUse use, SyntaxErrorInfo& error) {
  const Expr* bad = invalidTarget(target, use);
  if (bad)
    error = errorAt(*bad,
                    (use == TargetUse::Delete ? "cannot delete " : "cannot assign to ") + std::string(exprName(*bad)));
  return bad != nullptr;
}

bool firstTargetError(const Expr& target, SyntaxErrorInfo& error) {
  const Expr* bad = invalidTarget(target, TargetUse::Assign);
  if (!bad) return false;
  const auto* tuple = target.kind == ExprKind::Tuple ? static_cast<const SeqExpr*>(&target) : nullptr;
  if (tuple && !tuple->parenthesized && !tuple->elts.empty()) {
    // The tuple's last item is what the grammar finds before '=' (invalid_named_expression).
    const Expr& last = *tuple->elts.back();
    if (last.kind == ExprKind::Name) {
      error = errorAt(last, "invalid syntax. Maybe you meant '==' or ':=' instead of '='?");
      return true;
    }
    if (invalidTarget(last, TargetUse::Assign) == &last && hintable(last)) {
      error = errorAt(last, cannotAssign(last) + " here. Maybe you meant '==' instead of '='?");
      return true;
    }
  } else if (bad == &target && hintable(target)) {
    error = errorAt(target, cannotAssign(target) + " here. Maybe you meant '==' instead of '='?");
    return true;
  }
  error = errorAt(*bad, cannotAssign(*bad));
  return true;
}

bool laterTargetError(const Expr& target, SyntaxErrorInfo& error) {
  if (target.kind == ExprKind::Yield) {
    error = errorAt(target, "assignment to yield expression not possible");
    return true;
  }
  const Expr* bad = invalidTarget(target, TargetUse::Assign);
  if (bad) error = errorAt(*bad, cannotAssign(*bad));
  return bad != nullptr;
}

}  // namespace tl::lang
