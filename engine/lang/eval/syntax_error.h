// SyntaxError objects for source compiled at run time (compile, exec, eval)
// and the text CPython prints for any SyntaxError.
#pragma once
#include <string>

#include "lang/eval/interp.h"
#include "lang/syntax/token.h"

namespace tl::lang {

// SyntaxError.__init__ (its detail attributes) and __str__ ("msg (file, line N)").
void installSyntaxErrorMethods(Interp& in);
// The exception for a parse error in `source` (named `file`), with CPython's
// attributes; a parse error without a place (RecursionError) gets none.
Value newSyntaxError(Interp& in, const SyntaxErrorInfo& info, const std::string& file, const std::string& source);
// '  File "f", line N' then the stripped line and its carets (col is 1-based;
// endCol one past the last caret, 0 for one caret; col 0 for none).
std::string syntaxErrorBlock(const std::string& file, int line, const std::string* lineText, int col, int endCol);
// That block for a SyntaxError instance that has a filename and line ("" otherwise).
std::string syntaxErrorTraceLines(Interp& in, const Value& exc);
// What follows "SyntaxError: " under that block: str(msg).
std::string syntaxErrorMessage(Interp& in, const Value& exc);
// Writes the compiler's SyntaxWarnings for `body` to stderr as the warnings
// module shows them ('main.py:3: SyntaxWarning: ...' and the stripped line when
// `lines` has it: source compiled from a string has none).
void showCompileWarnings(Interp& in, const Body& body, const std::string& file, const std::vector<std::string>* lines);

}  // namespace tl::lang
