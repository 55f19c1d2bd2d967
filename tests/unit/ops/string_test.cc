// StringFormat summarizes tensors as tf.print does; PrintV2 emits stdout events.
#include <vector>

#include "op_test_util.h"

using namespace tl::ops;
using namespace tl::ops::testing;

namespace {
std::string format(const std::vector<Tensor>& in, const std::string& tmpl, int64_t summarize = 3) {
  return run1(Op::StringFormat, in, {{"template", tmpl}, {"summarize", summarize}}).strings()[0];
}
struct Recorder : tl::core::EventSink {
  std::vector<std::string> events;
  void emit(const tl::core::Json& e) override { events.push_back(e.dump()); }
};
}  // namespace

TEST_CASE("StringFormat prints tensors like tf.print") {
  CHECK(format({i32({3}, {1, 2, 3})}, "{}") == "[1 2 3]");
  CHECK(format({Tensor::scalarF32(2.2f)}, "x = {}") == "x = 2.2");
  CHECK(format({Tensor::scalarF32(1.0f / 3)}, "{}") == "0.333333343");
  CHECK(format({Tensor::scalarF64(0.1)}, "{}") == "0.1");
  CHECK(format({f32({2}, {1.5f, 2.0f})}, "{}") == "[1.5 2]");
  CHECK(format({i32({2, 2}, {1, 2, 3, 4})}, "{}") == "[[1 2]\n [3 4]]");
  CHECK(format({i32({10}, {0, 1, 2, 3, 4, 5, 6, 7, 8, 9})}, "{}") == "[0 1 2 ... 7 8 9]");
  CHECK(format({i32({10}, {0, 1, 2, 3, 4, 5, 6, 7, 8, 9})}, "{}", -1) == "[0 1 2 3 4 5 6 7 8 9]");
  CHECK(format({boolT({2}, {true, false})}, "{}") == "[1 0]");
  CHECK(format({strT({2}, {"a", "b"})}, "{}") == "[\"a\" \"b\"]");
  CHECK(format({Tensor::scalarI32(1), Tensor::scalarI32(2)}, "{} {}") == "1 2");
  CHECK(format({Tensor(tl::core::DType::Float32, Shape{0})}, "{}") == "[]");
  CHECK(errorOf([] { format({Tensor::scalarI32(1)}, "{} {}"); }) ==
        "InvalidArgumentError: num placeholders in template and num inputs must match: 2 vs. 1");
}

TEST_CASE("PrintV2 emits a stdout event with the phase and function") {
  Recorder sink;
  EagerContext context;
  context.kernelContext().sink = &sink;
  context.kernelContext().fn = "f";
  {
    ContextScope scope(context);
    call(Op::PrintV2, {Value(Tensor::scalarString("hello"))});
    call(Op::PrintV2, {Value(Tensor::scalarString("x"))}, {{"end", std::string("")}});
  }
  REQUIRE(sink.events.size() == 2);
  CHECK(sink.events[0] == R"({"type":"stdout","text":"hello\n","phase":"eager","fn":"f"})");
  CHECK(sink.events[1] == R"({"type":"stdout","text":"x","phase":"eager","fn":"f"})");
}
