// SourceSpan: where in the learner's program something came from (1-based line/col).
#pragma once

namespace tl::core {

struct SourceSpan {
  int line = 0;  // 0 = unknown
  int col = 0;
  int endLine = 0;
  int endCol = 0;

  bool known() const { return line > 0; }
};

}  // namespace tl::core
