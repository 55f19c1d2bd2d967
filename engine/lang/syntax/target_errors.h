// The SyntaxErrors of invalid assignment, deletion and loop targets, worded as
// CPython 3.11's parser words them ("cannot assign to function call here.
// Maybe you meant '==' instead of '='?", "cannot delete literal", ...).
#pragma once
#include <string>

#include "lang/syntax/ast.h"
#include "lang/syntax/token.h"

namespace tl::lang {

// What CPython calls an expression in these messages (_PyPegen_get_expr_name).
const char* exprName(const Expr& e);

enum class TargetUse { Assign, Delete, For };
// The first part of `e` that cannot be a target of `use`, or nullptr
// (_PyPegen_get_invalid_target: lists and tuples are searched, a starred
// target's value too; `for a in b` parsed as a comparison is searched on the left).
const Expr* invalidTarget(const Expr& e, TargetUse use);

// "cannot assign to X" (for a for/with/comprehension target) or "cannot delete X".
bool targetError(const Expr& target, TargetUse use, SyntaxErrorInfo& error);

// The error for the first target of an assignment statement (the statement's
// start, where CPython suggests '==' for '='), or for a later target; false
// when the target is valid.
bool firstTargetError(const Expr& target, SyntaxErrorInfo& error);
bool laterTargetError(const Expr& target, SyntaxErrorInfo& error);

}  // namespace tl::lang
