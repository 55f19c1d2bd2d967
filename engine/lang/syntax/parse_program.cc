// parseProgram: a whole module from source text, as a program file or as the
// source string given to compile(), exec() or eval().
#include "lang/syntax/ast_walk.h"
#include "lang/syntax/lexer.h"
#include "lang/syntax/parser.h"
#include "lang/syntax/static_checks.h"

namespace tl::lang {

namespace {

// eval_input: expressions NEWLINE* ENDMARKER. The expressions' value is what
// the module returns, so eval() runs it like any other module body.
Body parseEvalInput(Parser& p) {
  ExprPtr value = p.testList();
  while (p.match(Tok::Newline)) {
  }
  if (!p.at(Tok::End)) p.invalid();
  auto ret = node<ReturnStmt>(value->span);
  ret->value = std::move(value);
  Body body;
  body.push_back(std::move(ret));
  return body;
}

// compile(..., 'single'): one statement, whose expression statements (also
// inside its blocks) show their values as the interactive prompt does.
void markInteractive(Body& body) {
  if (body.size() > 1)
    throw SyntaxErrorEx{{"multiple statements found while compiling a single statement", body[0]->span.line,
                         body[0]->span.col, 0, "SyntaxError"}};
  std::vector<Body*> pending{&body};
  while (!pending.empty()) {
    Body* b = pending.back();
    pending.pop_back();
    for (auto& st : *b) {
      if (st->kind == StmtKind::Expr) static_cast<ExprStmt&>(*st).display = true;
      if (st->kind != StmtKind::FunctionDef && st->kind != StmtKind::ClassDef)
        for (Body* inner : blocksOf(*st)) pending.push_back(inner);
    }
  }
}

}  // namespace

Program parseProgram(const std::string& source, const SourceOptions& options) {
  Parser p(tokenize(source));
  Program prog;
  prog.code = std::make_shared<FuncCode>();
  prog.code->name = "<module>";
  prog.code->qualname = "<module>";
  prog.code->body = options.mode == SourceOptions::Mode::Eval ? parseEvalInput(p) : p.parseFile();
  if (options.mode == SourceOptions::Mode::Single) markInteractive(prog.code->body);
  checkStatic(prog.code->body, options.mode == SourceOptions::Mode::Eval);
  prog.codeCount = resolveProgram(*prog.code, options.filename, options.namespaceScope);
  prog.anchors = std::move(p.anchors);
  return prog;
}

}  // namespace tl::lang
