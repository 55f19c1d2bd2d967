// parseProgram: a whole module from source text, as a program file or as the
// source string given to compile(), exec() or eval().
#include "lang/syntax/lexer.h"
#include "lang/syntax/parser.h"
#include "lang/syntax/static_checks.h"

namespace tl::lang {

namespace {

// eval_input: expressions NEWLINE* ENDMARKER. The expressions' value is what
// the module returns, so eval() runs it like any other module body.
Body parseEvalInput(Parser& p) {
  ExprPtr value = p.testList();
  while (p.match(Tok::Newline)) {}
  if (!p.at(Tok::End)) p.invalid();
  auto ret = node<ReturnStmt>(value->span);
  ret->value = std::move(value);
  Body body;
  body.push_back(std::move(ret));
  return body;
}

}  // namespace

Program parseProgram(const std::string& source, const SourceOptions& options) {
  Parser p(tokenize(source));
  Program prog;
  prog.code = std::make_shared<FuncCode>();
  prog.code->name = "<module>";
  prog.code->qualname = "<module>";
  prog.code->body = options.mode == SourceOptions::Mode::Eval ? parseEvalInput(p) : p.parseFile();
  checkStatic(prog.code->body, options.mode == SourceOptions::Mode::Eval);
  prog.codeCount = resolveProgram(*prog.code, options.filename, options.namespaceScope);
  prog.anchors = std::move(p.anchors);
  return prog;
}

}  // namespace tl::lang
