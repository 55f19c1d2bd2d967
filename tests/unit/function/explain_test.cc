#include <doctest/doctest.h>

#include "function/explain.h"

using namespace tl::function;
using tl::core::DType;
using tl::core::Dims;
using tl::core::PartialShape;

namespace {

FunctionType values(std::vector<double> xs) {
  std::vector<TraceType> elements;
  for (double x : xs) elements.push_back(TraceType::floating(x, std::to_string(int(x)) + ".0"));
  return FunctionType({{"values", ParameterKind::PositionalOrKeyword, TraceType::list(elements)}});
}

FunctionType tensor(Dims dims) {
  return FunctionType({{"x", ParameterKind::PositionalOrKeyword,
                        TraceType::tensorSpec(DType::Float32, PartialShape(dims))}});
}

}  // namespace

TEST_CASE("a changed Python value in a list is named with its element") {
  ExplainContext context{"predict_house_values"};
  Explanation e = explainTrace(values({200}), {values({100})}, context);
  CHECK(e.reason ==
        "`values` is a Python list; its element 0 changed from 100.0 to 200.0, and Python values "
        "are part of the signature");
  CHECK(e.hint.find("tf.constant(values)") != std::string::npos);
}

TEST_CASE("a changed shape is named with both shapes and a signature hint") {
  Explanation e = explainTrace(tensor({5, 1}), {tensor({3, 1})}, ExplainContext{"f"});
  CHECK(e.reason == "`x` changed shape from (3, 1) to (5, 1)");
  CHECK(e.hint.find("input_signature=[tf.TensorSpec(shape=(None, 1), dtype=tf.float32)]") != std::string::npos);
  CHECK(e.hint.find("reduce_retracing=True") != std::string::npos);
}

TEST_CASE("the nearest cached signature is the one with fewest differences") {
  auto two = [](int a, int b) {
    return FunctionType({{"a", ParameterKind::PositionalOrKeyword, TraceType::integer(a)},
                         {"b", ParameterKind::PositionalOrKeyword, TraceType::integer(b)}});
  };
  Explanation e = explainTrace(two(1, 3), {two(2, 2), two(1, 2)}, ExplainContext{"f"});
  CHECK(e.reason == "`b` is a Python int; it changed from 2 to 3, and Python values are part of the signature");
}

TEST_CASE("first traces and re-created functions are told apart") {
  CHECK(explainTrace(tensor({1}), {}, ExplainContext{"f"}).reason.rfind("first call of `f`", 0) == 0);
  ExplainContext again{"f"};
  again.codeTracedBefore = true;
  CHECK(explainTrace(tensor({1}), {}, again).reason.find("new tf.function object") != std::string::npos);
}

TEST_CASE("nested lists name the path") {
  auto nested = [](double x) {
    return FunctionType({{"values", ParameterKind::PositionalOrKeyword,
                          TraceType::list({TraceType::list({TraceType::floating(x,
                                                                                std::to_string(int(x)) + ".0")})})}});
  };
  Explanation e = explainTrace(nested(3400), {nested(1960)}, ExplainContext{"f"});
  CHECK(e.reason ==
        "`values` is a Python list; its element [0][0] changed from 1960.0 to 3400.0, "
        "and Python values are part of the signature");
}
