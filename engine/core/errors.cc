#include "core/errors.h"

namespace tl::core {

std::string graphExecutionMessage(const NodeError& error, const std::string& function) {
  std::string out = "Graph execution error:\n\nDetected at node " + error.node() +
                    " defined at (most recent call last):\n";
  if (!error.stack() || error.stack()->empty()) out += "<stack traces unavailable>\n";
  if (error.stack()) {
    for (const StackFrame& f : *error.stack())
      out += "  File \"" + f.file + "\", line " + std::to_string(f.line) + ", in " + f.function + "\n\n";
  }
  return out + error.what() + "\n\t [[{{node " + error.node() + "}}]] [Op:" + function + "]";
}

}  // namespace tl::core
