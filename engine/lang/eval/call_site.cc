// Interp::callSite: the learner's line running now and the loop whose iteration
// runs it, for trace events ("the call on line 23, in the for loop on line 21").
// Asked only when a trace happens, so it walks the syntax tree instead of
// keeping a loop stack on every iteration. Interp::programLine is the line
// alone, for the line of each print.
#include "lang/eval/interp.h"

namespace tl::lang {
namespace {

const Stmt* loopIn(const Body& body, int line, int upper);

// A loop statement holding `line`: the innermost loop inside its body, else
// itself; its else block runs after the loop, and a for header runs once
// (a while condition runs per iteration; a one-line loop's body is on its header's line).
const Stmt* loopOrInner(const Stmt& loop, const Body& body, const Body& orelse, int line, int upper,
                        bool headerRepeats) {
  if (!orelse.empty() && line >= orelse.front()->span.line) return loopIn(orelse, line, upper);
  const bool oneLine = !body.empty() && body.front()->span.line == loop.span.line;
  if (line == loop.span.line && !oneLine) return headerRepeats ? &loop : nullptr;
  const int bodyEnd = orelse.empty() ? upper : orelse.front()->span.line - 1;
  if (const Stmt* inner = loopIn(body, line, bodyEnd)) return inner;
  return &loop;
}

// The innermost loop of `stmt` (which spans lines up to `upper`) whose body holds `line`.
const Stmt* loopInStatement(const Stmt& stmt, int line, int upper) {
  switch (stmt.kind) {
    case StmtKind::For: {
      const auto& loop = static_cast<const ForStmt&>(stmt);
      return loopOrInner(stmt, loop.body, loop.orelse, line, upper, false);
    }
    case StmtKind::While: {
      const auto& loop = static_cast<const WhileStmt&>(stmt);
      return loopOrInner(stmt, loop.body, loop.orelse, line, upper, true);
    }
    case StmtKind::If: {
      const auto& branch = static_cast<const IfStmt&>(stmt);
      if (const Stmt* inner = loopIn(branch.body, line, upper)) return inner;
      return loopIn(branch.orelse, line, upper);
    }
    case StmtKind::Try: {
      const auto& block = static_cast<const TryStmt&>(stmt);
      for (const Body* part : {&block.body, &block.orelse, &block.finally})
        if (const Stmt* inner = loopIn(*part, line, upper)) return inner;
      for (const Handler& handler : block.handlers)
        if (const Stmt* inner = loopIn(handler.body, line, upper)) return inner;
      return nullptr;
    }
    case StmtKind::With: return loopIn(static_cast<const WithStmt&>(stmt).body, line, upper);
    case StmtKind::Match:
      for (const MatchCase& c : static_cast<const MatchStmt&>(stmt).cases)
        if (const Stmt* inner = loopIn(c.body, line, upper)) return inner;
      return nullptr;
    default: return nullptr;  // a def or class body runs in a frame of its own
  }
}

// The statement of `body` that spans `line` (it runs to the line before the
// next statement, the last one to `upper`), searched for a loop.
const Stmt* loopIn(const Body& body, int line, int upper) {
  for (size_t i = 0; i < body.size(); ++i) {
    const int first = body[i]->span.line;
    const int last = i + 1 < body.size() ? body[i + 1]->span.line - 1 : upper;
    if (line >= first && line <= last) return loopInStatement(*body[i], line, last);
  }
  return nullptr;
}

bool programFrame(const Frame& frame) {
  return frame.code && frame.code->filename.empty() && frame.cur && frame.cur->known();
}

const Frame* innermostProgramFrame(const Frame* f) {
  while (f && !programFrame(*f)) f = f->back;
  return f;
}

}  // namespace

int Interp::programLine() const {
  const Frame* f = innermostProgramFrame(frame);
  return f ? f->cur->line : 0;
}

core::CallSite Interp::callSite() const {
  core::CallSite site;
  const Frame* f = innermostProgramFrame(frame);
  if (!f) return site;
  site.line = f->cur->line;
  site.col = f->cur->col;
  for (; f; f = f->back) {
    if (!programFrame(*f)) continue;
    if (f->code->comp) {
      site.loopLine = f->code->span.line;
      site.loop = "comprehension";
      return site;
    }
    if (const Stmt* loop = loopIn(f->code->body, f->cur->line, INT32_MAX)) {
      site.loopLine = loop->span.line;
      site.loop = loop->kind == StmtKind::For ? "for" : "while";
      return site;
    }
  }
  return site;
}

}  // namespace tl::lang
