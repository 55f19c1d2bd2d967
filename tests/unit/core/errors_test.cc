#include <doctest/doctest.h>

#include <memory>

#include "core/errors.h"

using tl::core::CallStack;
using tl::core::NodeError;
using tl::core::StackFrame;
using tl::core::TfError;

TEST_CASE("a failed node is worded as TensorFlow's runtime words it") {
  CallStack stack = std::make_shared<std::vector<StackFrame>>(std::vector<StackFrame>{{"main.py", 9, "<module>"},
                                                                                      {"main.py", 4, "f"}});
  NodeError error(TfError("InvalidArgumentError", "Incompatible shapes: [2] vs. [3]"), "add", stack);
  CHECK(error.kind() == "InvalidArgumentError");
  CHECK(tl::core::graphExecutionMessage(error, "__inference_f_7") ==
        "Graph execution error:\n\n"
        "Detected at node add defined at (most recent call last):\n"
        "  File \"main.py\", line 9, in <module>\n\n"
        "  File \"main.py\", line 4, in f\n\n"
        "Incompatible shapes: [2] vs. [3]\n"
        "\t [[{{node add}}]] [Op:__inference_f_7]");
}

TEST_CASE("a node made without a known stack says its stack is unavailable") {
  NodeError error(TfError("InvalidArgumentError", "bad"), "Reshape", nullptr);
  CHECK(tl::core::graphExecutionMessage(error, "__inference_g_1") ==
        "Graph execution error:\n\n"
        "Detected at node Reshape defined at (most recent call last):\n"
        "<stack traces unavailable>\n"
        "bad\n"
        "\t [[{{node Reshape}}]] [Op:__inference_g_1]");
}
