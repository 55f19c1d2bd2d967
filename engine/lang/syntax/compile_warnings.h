// The SyntaxWarnings CPython's compiler gives for valid code that is almost
// certainly a mistake: `x is 1`, `assert (test, "message")`, `[(1, 2) (3, 4)]`
// (a literal called: a missing comma), `[1, 2][3, 4]` (a literal subscripted).
#pragma once
#include <string>
#include <vector>

#include "lang/syntax/ast.h"

namespace tl::lang {

struct CompileWarning {
  int line = 0, col = 0;
  std::string message;  // CPython's text, e.g. "\"is\" with a literal. Did you mean \"==\"?"
};

// The warnings of a module body and every function, class and lambda in it, in
// source order (the compiler warns each time: a line may repeat a warning).
std::vector<CompileWarning> compileWarnings(const Body& module);

}  // namespace tl::lang
