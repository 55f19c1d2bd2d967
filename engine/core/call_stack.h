// CallStack: the program's frames active when a graph node was made, outermost
// first (TensorFlow keeps each op's creation stack; a graph execution error
// prints it under "Detected at node ... defined at").
#pragma once
#include <memory>
#include <string>
#include <vector>

namespace tl::core {

struct StackFrame {
  std::string file;  // as tracebacks name it ("main.py")
  int line = 0;
  std::string function;  // "<module>", "f"
};

using CallStack = std::shared_ptr<const std::vector<StackFrame>>;

}  // namespace tl::core
