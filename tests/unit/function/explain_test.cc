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
  ExplainContext again("f");
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

TEST_CASE("a reason is a message id with arguments, rendered into its English") {
  Explanation e = explainTrace(tensor({5, 1}), {tensor({3, 1})}, ExplainContext{"f"});
  CHECK(e.cause.id == "reason.shape_changed");
  CHECK(e.cause.text("param") == "x");
  CHECK(e.cause.text("was") == "(3, 1)");
  CHECK(e.cause.text("now") == "(5, 1)");
  CHECK(e.remedy.id == "hint.shape_signature");
  CHECK(render(e.cause) == e.reason);
  tl::core::Json json = toJson(e.cause);
  CHECK(json.get("args")->get("now")->asString() == "(5, 1)");
}

TEST_CASE("a kind change carries both values as messages of their own") {
  FunctionType number({{"x", ParameterKind::PositionalOrKeyword, TraceType::integer(1)}});
  Explanation e = explainTrace(tensor({2}), {number}, ExplainContext{"f"});
  CHECK(e.cause.id == "reason.kind_changed");
  CHECK(e.reason == "`x` was a Python int 1 and is now a tf.Tensor of shape (2,) and dtype float32");
  CHECK(toJson(e.cause).get("args")->get("now")->get("id")->asString() == "value.tensor");
}

TEST_CASE("with reduce_retracing on, a shape hint does not advise turning it on") {
  ExplainContext relaxed("f");
  relaxed.reduceRetracing = true;
  Explanation e = explainTrace(tensor({5, 1}), {tensor({3, 1})}, relaxed);
  CHECK(e.remedy.id == "hint.shape_relaxed");
  CHECK(e.hint.find("use reduce_retracing=True") == std::string::npos);
  CHECK(e.hint.find("(None, 1)") != std::string::npos);
}

TEST_CASE("with reduce_retracing on, an element's shape hint says what it did instead of advising it") {
  auto listOf = [](tl::core::Dims dims) {
    return FunctionType({{"xs", ParameterKind::PositionalOrKeyword,
                          TraceType::list({TraceType::tensorSpec(DType::Float32, PartialShape(dims))})}});
  };
  ExplainContext relaxed("f");
  relaxed.reduceRetracing = true;
  Explanation e = explainTrace(listOf({5}), {listOf({3})}, relaxed);
  CHECK(e.remedy.id == "hint.element_shape_relaxed");
  CHECK(e.hint.find("use reduce_retracing=True") == std::string::npos);
  CHECK(e.hint.find("(None,)") != std::string::npos);
  CHECK(explainTrace(listOf({5}), {listOf({3})}, ExplainContext{"f"}).remedy.id == "hint.element_shape");
}

TEST_CASE("a new tf.function object names the line that made it; a new instance and a new Keras model say so") {
  ExplainContext again("f");
  again.codeTracedBefore = true;
  again.origin.line = 12;
  CHECK(explainTrace(tensor({1}), {}, again).reason.find("on line 12 ran again") != std::string::npos);
  again.origin.perInstance = true;
  CHECK(explainTrace(tensor({1}), {}, again).cause.id == "reason.new_instance");
  ExplainContext model("predict_function");
  model.codeTracedBefore = true;
  model.origin = {7, "predict"};
  Explanation e = explainTrace(tensor({1}), {}, model);
  CHECK(e.reason.rfind("`model.predict` on a new model (created on line 7)", 0) == 0);
  CHECK(e.remedy.id == "hint.keras_model_once");
}

TEST_CASE("every message of the catalog renders with the arguments its template names") {
  for (const CatalogEntry& entry : catalog()) {
    Message m(entry.id);
    std::string english = entry.english;
    for (size_t open = english.find('{'); open != std::string::npos; open = english.find('{', open + 1)) {
      m.with(english.substr(open + 1, english.find('}', open) - open - 1), "A");
    }
    CHECK(render(m).find('{') == std::string::npos);
  }
}
