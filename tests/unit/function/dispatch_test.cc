// Cache lookup and reduce_retracing generalization against TensorFlow's rules
// (tf_function_semantics.md §2.4–2.5; tests testInputShapeFunctionRelaxation etc.).
#include <doctest/doctest.h>

#include <cmath>

#include "function/dispatch_table.h"

using namespace tl::function;
using tl::core::DType;
using tl::core::Dims;
using tl::core::PartialShape;

namespace {

FunctionType oneTensor(Dims dims, DType dtype = DType::Float32) {
  return FunctionType({{"x", ParameterKind::PositionalOrKeyword, TraceType::tensorSpec(dtype, PartialShape(dims))}});
}

// Simulates calls with reduce_retracing; returns the number of traces.
int traceCount(const std::vector<FunctionType>& calls, bool reduceRetracing) {
  DispatchTable table;
  int traces = 0;
  for (const auto& call : calls) {
    if (table.dispatch(call)) continue;
    table.add(reduceRetracing ? table.generalize(call) : call);
    ++traces;
  }
  return traces;
}

}  // namespace

TEST_CASE("Python literals match by value; 1, 1.0 and True are equal") {
  CHECK(TraceType::integer(1) == TraceType::floating(1.0, "1.0"));
  CHECK(TraceType::integer(1) == TraceType::boolean(true));
  CHECK(TraceType::integer(1) != TraceType::integer(2));
  CHECK(TraceType::string("a", "'a'") != TraceType::string("b", "'b'"));
  CHECK(TraceType::list({TraceType::integer(1)}) != TraceType::tuple({TraceType::integer(1)}));
}

TEST_CASE("dict key order is irrelevant") {
  auto a = TraceType::dict({{"1", TraceType::integer(2)}, {"3", TraceType::integer(4)}});
  auto b = TraceType::dict({{"3", TraceType::integer(4)}, {"1", TraceType::integer(2)}});
  CHECK(a == b);
}

TEST_CASE("a more general cached trace serves a specific call") {
  DispatchTable table;
  table.add(oneTensor({-1}));
  CHECK(table.dispatch(oneTensor({3})) == 0u);
  CHECK(!table.dispatch(oneTensor({3}, DType::Int32)));
}

TEST_CASE("the most specific supertype wins") {
  DispatchTable table;
  table.add(FunctionType({{"x", ParameterKind::PositionalOrKeyword,
                           TraceType::tensorSpec(DType::Float32, PartialShape(Dims{-1, -1}))}}));
  table.add(FunctionType({{"x", ParameterKind::PositionalOrKeyword,
                           TraceType::tensorSpec(DType::Float32, PartialShape(Dims{1, -1}))}}));
  auto request = FunctionType({{"x", ParameterKind::PositionalOrKeyword,
                                TraceType::tensorSpec(DType::Float32, PartialShape(Dims{1, 2}))}});
  CHECK(table.dispatch(request) == 1u);
}

TEST_CASE("reduce_retracing: exact first, relaxed second, later sizes hit") {
  CHECK(traceCount({oneTensor({0}), oneTensor({1}), oneTensor({2})}, true) == 2);
  CHECK(traceCount({oneTensor({0}), oneTensor({1}), oneTensor({2})}, false) == 3);
  CHECK(traceCount({oneTensor({1, 2}), oneTensor({1, 2}), oneTensor({2, 2}), oneTensor({3, 2}), oneTensor({4, 2}),
                    oneTensor({2, 1})},
                   true) == 3);
}

TEST_CASE("reduce_retracing never merges Python values") {
  auto call = [](const char* s, Dims dims) {
    return FunctionType({{"x", ParameterKind::PositionalOrKeyword,
                          TraceType::tensorSpec(DType::Float32, PartialShape(dims))},
                         {"s", ParameterKind::PositionalOrKeyword, TraceType::string(s, std::string("'") + s + "'")}});
  };
  CHECK(traceCount({call("hi", {0}), call("hi", {1}), call("hi", {2}), call("bye", {0}), call("bye", {1})}, true) == 4);
}

TEST_CASE("signatures print as TensorFlow's") {
  FunctionType type({{"x", ParameterKind::PositionalOrKeyword,
                      TraceType::tensorSpec(DType::Int32, PartialShape(Dims{}))},
                     {"kangaroo", ParameterKind::PositionalOrKeyword,
                      TraceType::tensorSpec(DType::Int32, PartialShape(Dims{3}))},
                     {"octopus", ParameterKind::PositionalOrKeyword, TraceType::integer(7)}});
  CHECK(type.toString() ==
        "(x: TensorSpec(shape=(), dtype=tf.int32, name=None), kangaroo: TensorSpec(shape=(3,), "
        "dtype=tf.int32, name=None), octopus: Literal[7])");
  CHECK(TraceType::list({TraceType::integer(1), TraceType::integer(-1)}).toString() == "List[Literal[1], Literal[-1]]");
  CHECK(TraceType::tensorSpec(DType::Float32, PartialShape()).toString() ==
        "TensorSpec(shape=<unknown>, dtype=tf.float32, name=None)");
}

TEST_CASE("equal types hash equal, so exact lookups agree with ==") {
  CHECK(TraceType::integer(1).hash() == TraceType::floating(1.0, "1.0").hash());
  CHECK(TraceType::integer(1).hash() == TraceType::boolean(true).hash());
  CHECK(TraceType::floating(-0.0, "-0.0").hash() == TraceType::integer(0).hash());
  CHECK(TraceType::floating(NAN, "nan") == TraceType::floating(-NAN, "nan"));
  CHECK(TraceType::floating(NAN, "nan").hash() == TraceType::floating(-NAN, "nan").hash());
  auto a = TraceType::dict({{"1", TraceType::integer(2)}, {"3", TraceType::integer(4)}});
  auto b = TraceType::dict({{"3", TraceType::integer(4)}, {"1", TraceType::integer(2)}});
  CHECK(a.hash() == b.hash());
}

TEST_CASE("ten thousand cached Python values: each call finds its own trace, 1.0 finds 1's") {
  DispatchTable table;
  auto literal = [](TraceType t) { return FunctionType({{"x", ParameterKind::PositionalOrKeyword, t}}); };
  for (int i = 0; i < 10000; ++i) CHECK(table.add(literal(TraceType::integer(i))) == static_cast<size_t>(i));
  for (int i = 0; i < 10000; i += 7) CHECK(table.dispatch(literal(TraceType::integer(i))) == static_cast<size_t>(i));
  CHECK(table.dispatch(literal(TraceType::floating(1.0, "1.0"))) == 1u);
  CHECK(table.dispatch(literal(TraceType::boolean(true))) == 1u);
  CHECK(!table.dispatch(literal(TraceType::integer(10000))));
  CHECK(!table.dispatch(literal(TraceType::floating(0.5, "0.5"))));
}

TEST_CASE("a fully known shape serves only itself; an unknown dimension serves others") {
  CHECK(oneTensor({2, 3}).servesOnlyItself());
  CHECK_FALSE(oneTensor({-1, 3}).servesOnlyItself());
  DispatchTable table;
  table.add(oneTensor({2, 3}));
  table.add(oneTensor({-1, 3}));
  table.add(oneTensor({2, 3}));  // a duplicate: the first inserted wins
  CHECK(table.dispatch(oneTensor({2, 3})) == 0u);
  CHECK(table.dispatch(oneTensor({5, 3})) == 1u);
  table.clear();
  CHECK(!table.dispatch(oneTensor({2, 3})));
}
