// Tokens of the Python subset. Operators and keywords are declared once here.
#pragma once
#include <string>
#include <vector>

#include "core/source_span.h"

namespace tl::lang {

// X(enum, spelling)
// Lists of several X() entries a line, which clang-format would re-wrap: kept as written.
// clang-format off
#define TL_LANG_OPERATORS(X)                                                          \
  X(LParen, "(") X(RParen, ")") X(LBracket, "[") X(RBracket, "]") X(LBrace, "{")      \
  X(RBrace, "}") X(Comma, ",") X(Colon, ":") X(Dot, ".") X(Semicolon, ";")            \
  X(Assign, "=") X(Arrow, "->") X(PlusEq, "+=") X(MinusEq, "-=") X(StarEq, "*=")      \
  X(SlashEq, "/=") X(DSlashEq, "//=") X(PercentEq, "%=") X(DStarEq, "**=")           \
  X(AtEq, "@=") X(AmpEq, "&=") X(PipeEq, "|=") X(CaretEq, "^=") X(ShlEq, "<<=")       \
  X(ShrEq, ">>=") X(Walrus, ":=") X(Ellipsis, "...") X(Plus, "+") X(Minus, "-")        \
  X(Star, "*") X(Slash, "/") X(DSlash, "//") X(Percent, "%") X(DStar, "**") X(At, "@") \
  X(Shl, "<<") X(Shr, ">>") X(Amp, "&") X(Pipe, "|") X(Caret, "^") X(Tilde, "~")      \
  X(Lt, "<") X(Gt, ">") X(Le, "<=") X(Ge, ">=") X(EqEq, "==") X(NotEq, "!=")

#define TL_LANG_KEYWORDS(X)                                                           \
  X(False, "False") X(None, "None") X(True, "True") X(And, "and") X(As, "as")         \
  X(Assert, "assert") X(Async, "async") X(Await, "await") X(Break, "break")           \
  X(Class, "class") X(Continue, "continue") X(Def, "def") X(Del, "del") X(Elif, "elif") \
  X(Else, "else") X(Except, "except") X(Finally, "finally") X(For, "for")             \
  X(From, "from") X(Global, "global") X(If, "if") X(Import, "import") X(In, "in")     \
  X(Is, "is") X(Lambda, "lambda") X(Nonlocal, "nonlocal") X(Not, "not") X(Or, "or")   \
  X(Pass, "pass") X(Raise, "raise") X(Return, "return") X(Try, "try") X(While, "while") \
  X(With, "with") X(Yield, "yield")
// clang-format on

enum class Tok {
  Name,
  Int,
  Float,
  Imaginary,
  String,
  Newline,
  Indent,
  Dedent,
  End,
#define TL_X(e, s) e,
  TL_LANG_OPERATORS(TL_X) TL_LANG_KEYWORDS(TL_X)
#undef TL_X
      Count
};

const char* tokSpelling(Tok t);

struct Token {
  Tok kind = Tok::End;
  std::string text;       // identifier, number text, or decoded string value
  std::string prefix;     // string prefix letters, lower-cased ("", "r", "f", "rf", "b")
  core::SourceSpan span;  // 1-based line/col; endCol is one past the last column
};

// SyntaxError raised by the lexer or parser, with CPython's message and position.
struct SyntaxErrorInfo {
  std::string message;
  int line = 0;
  int col = 0;                       // 1-based offset of the caret
  int endCol = 0;                    // one past the last caret column (0 = a single caret)
  std::string kind = "SyntaxError";  // or IndentationError
};

struct SyntaxErrorEx {
  SyntaxErrorInfo info;
};

}  // namespace tl::lang
