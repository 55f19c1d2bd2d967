// The SyntaxErrors CPython raises after parsing, from its symbol table and
// compiler ('return' outside function, 'break' outside loop, duplicate
// arguments, global declarations after use, misplaced starred and := ...).
#pragma once
#include "lang/syntax/ast.h"
#include "lang/syntax/token.h"

namespace tl::lang {

// Throws SyntaxErrorEx for the first such error in a module's body (for
// eval() input, the body is the expression's synthesized return).
void checkStatic(const Body& module, bool evalInput);

}  // namespace tl::lang
