// Printed tensors against recordings made by tests/numeric/printing/record.py with
// NumPy 1.24: repr/str of the arrays, Python/NumPy scalar reprs, and TensorFlow's
// wrappers around that text (the tf.Tensor / tf.Variable formats and numpy_text come
// from tensorflow/python/framework/tensor.py; tf.print's text from the port of
// tensor.cc's SummarizeValue in record.py, itself checked there against tf.print's
// documented outputs).
#include <doctest/doctest.h>

#include <cfloat>
#include <cmath>
#include <cstdlib>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include "core/array_format.h"
#include "core/core.h"

using namespace tl::core;
using namespace std::string_literals;

namespace {

struct RecordedCase {
  const char* name;
  const char* dtype;
  std::vector<int64_t> shape;
  const char* values;
  std::vector<std::string> strings;
  std::string repr;
  std::string str;
  std::string tfStr;
  std::string tfRepr;
  std::string tfVariableRepr;
  std::string tfPrint;
  std::string tfPrintAll;
  std::string tfPrintOne;
};

const RecordedCase kCases[] = {
#include "numeric/printing/recorded_cases.inc"
};

struct RecordedScalar {
  const char* value;
  std::string pythonRepr;
  std::string float32Repr;
};

const RecordedScalar kScalars[] = {
#include "numeric/printing/recorded_scalars.inc"
};

// np.float32(value): round to nearest even; past FLT_MAX plus half its ulp it is inf.
float toFloat32(double v) {
  const double overflow = static_cast<double>(FLT_MAX) + std::ldexp(1.0, 103);
  if (std::fabs(v) >= overflow) return std::signbit(v) ? -INFINITY : INFINITY;
  return static_cast<float>(v);
}

void fillElement(Tensor* t, int64_t i, const std::string& token) {
  double real = std::strtod(token.c_str(), nullptr);
  int64_t integer = std::strtoll(token.c_str(), nullptr, 10);
  switch (t->dtype()) {
    case DType::Float32: t->data<float>()[i] = toFloat32(real); break;
    case DType::Float64: t->data<double>()[i] = real; break;
    case DType::Int32: t->data<int32_t>()[i] = static_cast<int32_t>(integer); break;
    case DType::Int64: t->data<int64_t>()[i] = integer; break;
    case DType::Bool: t->data<bool>()[i] = integer != 0; break;
    default: break;
  }
}

Tensor makeTensor(const RecordedCase& c) {
  DType dtype = DType::Float32;
  REQUIRE(parseDType(c.dtype, &dtype));
  Tensor t(dtype, Shape(Dims(c.shape)));
  if (dtype == DType::String) {
    REQUIRE(static_cast<int64_t>(c.strings.size()) == t.numElements());
    for (size_t i = 0; i < c.strings.size(); ++i) t.strings()[i] = c.strings[i];
    return t;
  }
  std::istringstream in(c.values);
  std::string token;
  for (int64_t i = 0; i < t.numElements(); ++i) {
    REQUIRE(static_cast<bool>(in >> token));
    fillElement(&t, i, token);
  }
  return t;
}

}  // namespace

TEST_CASE("the recordings cover what the printers must handle") {
  CHECK(std::size(kCases) >= 60);
  CHECK(std::size(kScalars) >= 100);
}

TEST_CASE("numpyRepr and numpyStr match NumPy 1.24") {
  for (const RecordedCase& c : kCases) {
    INFO(std::string(c.name));
    Tensor t = makeTensor(c);
    CHECK(numpyRepr(t) == c.repr);
    CHECK(numpyStr(t) == c.str);
  }
}

TEST_CASE("tf.Tensor str and repr wrap the NumPy text as tensor.py does") {
  for (const RecordedCase& c : kCases) {
    INFO(std::string(c.name));
    Tensor t = makeTensor(c);
    CHECK(tfTensorStr(t) == c.tfStr);
    CHECK(tfTensorRepr(t) == c.tfRepr);
    CHECK(tfVariableRepr("Variable:0", t) == c.tfVariableRepr);
  }
}

TEST_CASE("tf.print text follows tensor.cc SummarizeValue(print_v2)") {
  for (const RecordedCase& c : kCases) {
    INFO(std::string(c.name));
    Tensor t = makeTensor(c);
    CHECK(tfPrintFormat(t) == c.tfPrint);
    if (!c.tfPrintAll.empty()) CHECK(tfPrintFormat(t, -1) == c.tfPrintAll);
    CHECK(tfPrintFormat(t, 1) == c.tfPrintOne);
  }
}

TEST_CASE("pythonFloatRepr and float32Repr match CPython and NumPy") {
  for (const RecordedScalar& s : kScalars) {
    INFO(std::string(s.value));
    double v = std::strtod(s.value, nullptr);
    CHECK(pythonFloatRepr(v) == s.pythonRepr);
    CHECK(float32Repr(toFloat32(v)) == s.float32Repr);
  }
}
