// TfError: an error with TensorFlow's (or Python's) class name and wording.
// The interpreter turns it into a Python exception of the same class name.
#pragma once
#include <stdexcept>
#include <string>

#include "core/call_stack.h"
#include "core/source_span.h"

namespace tl::core {

class TfError : public std::runtime_error {
 public:
  TfError(std::string kind, const std::string& message, SourceSpan span = {})
      : std::runtime_error(message), kind_(std::move(kind)), span_(span) {}
  // Class name as Python shows it: "InvalidArgumentError", "ValueError", ...
  const std::string& kind() const { return kind_; }
  const SourceSpan& span() const { return span_; }

 private:
  std::string kind_;
  SourceSpan span_;
};

// A shape function's failure. TensorFlow words it twice: building a graph, the
// shape function's message becomes a ValueError naming the node (graph/ adds
// that); running eagerly, the kernel's own InvalidArgumentError, which what() is.
class ShapeError : public TfError {
 public:
  ShapeError(std::string graphMessage, const std::string& eagerMessage)
      : TfError("InvalidArgumentError", eagerMessage), graph_message_(std::move(graphMessage)) {}
  const std::string& graphMessage() const { return graph_message_; }

 private:
  std::string graph_message_;
};

// An op's failure when run eagerly, worded as TensorFlow's eager runtime reports it
// (what(): "{{function_node __wrapped__AddV2_device_...}} Incompatible shapes: [2] vs.
// [3] [Op:AddV2] name: "); raw() keeps the op's own words for callers that word the
// failure themselves (NumPy's functions run the same ops).
class EagerOpError : public TfError {
 public:
  EagerOpError(std::string kind, const std::string& message, std::string raw)
      : TfError(std::move(kind), message), raw_(std::move(raw)) {}
  const std::string& raw() const { return raw_; }

 private:
  std::string raw_;
};

// An op's failure while a graph runs: the executor names the node, where it was
// made and the op's own message; whoever runs the graph words it as TensorFlow's
// runtime does (graphExecutionMessage).
class NodeError : public TfError {
 public:
  NodeError(const TfError& cause, std::string node, CallStack stack)
      : TfError(cause.kind(), cause.what()), node_(std::move(node)), stack_(std::move(stack)) {}
  const std::string& node() const { return node_; }
  const CallStack& stack() const { return stack_; }

 private:
  std::string node_;
  CallStack stack_;
};

// TensorFlow's message for a failed node of a running function (the runtime's
// error interpolation, TF >= 2.13): "Graph execution error:", the node's creation
// frames (each followed by an empty line: the runtime prints frames without their
// source), the op's message, then the node tag and the function:
// "\t [[{{node add}}]] [Op:__inference_f_12]".
std::string graphExecutionMessage(const NodeError& error, const std::string& function);

[[noreturn]] inline void throwShapeError(const std::string& graphMessage, const std::string& eagerMessage) {
  throw ShapeError(graphMessage, eagerMessage);
}
[[noreturn]] inline void throwInvalidArgument(const std::string& message) {
  throw TfError("InvalidArgumentError", message);
}
[[noreturn]] inline void throwValueError(const std::string& message) { throw TfError("ValueError", message); }
[[noreturn]] inline void throwTypeError(const std::string& message) { throw TfError("TypeError", message); }
[[noreturn]] inline void throwResourceExhausted(const std::string& message) {
  throw TfError("ResourceExhaustedError", message);
}

}  // namespace tl::core
