// The unary functions past Sign (Sin ... Relu6) and the binary Atan2, Xdivy and
// DivNoNan: the float32 kernels against the scalar reference, and the scalar
// meanings against the C library and TensorFlow's documented values.
#include <doctest/doctest.h>

#include <cmath>
#include <limits>

#include "kernels/kernels.h"
#include "unit/kernels/kernel_test_util.h"

using namespace tl::kernels;
using namespace tl::kernels::testing;

namespace {

const Unary kMoreUnary[] = {Unary::Sin,   Unary::Cos,      Unary::Tan,   Unary::Asin, Unary::Acos,  Unary::Atan,
                            Unary::Sinh,  Unary::Cosh,     Unary::Floor, Unary::Ceil, Unary::Round, Unary::Log1p,
                            Unary::Expm1, Unary::Softplus, Unary::Erf,   Unary::Elu,  Unary::Selu,  Unary::Relu6};
const Binary kMoreBinary[] = {Binary::Atan2, Binary::Xdivy, Binary::DivNoNan};

// Each function's domain (asin/acos on [-1, 1], log1p above -1), with exact
// halves and zeros mixed in for the rounding functions and the divisions.
std::vector<float> domainFor(Unary op, int64_t n, unsigned seed) {
  if (op == Unary::Asin || op == Unary::Acos) return randomFloats(n, -1.f, 1.f, seed);
  if (op == Unary::Log1p) return randomFloats(n, -0.99f, 50.f, seed);
  std::vector<float> v = randomFloats(n, -20.f, 20.f, seed);
  for (size_t i = 0; i < v.size(); i += 5) v[i] = std::round(v[i]) + 0.5f;
  return v;
}

}  // namespace

TEST_CASE("unaryF32 matches the scalar reference for Sin ... Relu6") {
  for (Unary op : kMoreUnary) {
    for (int64_t n : awkwardSizes()) {
      CAPTURE(static_cast<int>(op));
      CAPTURE(n);
      auto x = domainFor(op, n, 11);
      std::vector<float> got(n), want(n);
      unaryF32(op, x.data(), got.data(), n);
      reference::unaryF32(op, x.data(), want.data(), n);
      checkSame(got, want);
    }
  }
}

TEST_CASE("Floor, Ceil and Relu6 keep zeros' signs, NaN and infinities in their vector form") {
  const float inf = std::numeric_limits<float>::infinity(), nan = std::numeric_limits<float>::quiet_NaN();
  std::vector<float> x = {-0.f, 0.f, -0.5f, 0.5f, -1.5f, 2.5f, 1e10f, -1e10f, inf, -inf, nan, 6.f, 7.f, -3.f, 5.9f};
  const int64_t n = static_cast<int64_t>(x.size());
  for (Unary op : {Unary::Floor, Unary::Ceil, Unary::Relu6, Unary::Round}) {
    CAPTURE(static_cast<int>(op));
    std::vector<float> got(n), want(n);
    unaryF32(op, x.data(), got.data(), n);
    reference::unaryF32(op, x.data(), want.data(), n);
    checkSame(got, want);
  }
}

TEST_CASE("binary Atan2, Xdivy and DivNoNan match the reference, also broadcast from a scalar") {
  for (Binary op : kMoreBinary) {
    for (int64_t n : awkwardSizes()) {
      CAPTURE(static_cast<int>(op));
      auto a = randomFloats(n, -3.f, 3.f, 12), b = randomFloats(n, -3.f, 3.f, 13);
      for (size_t i = 0; i < a.size(); i += 4) a[i] = 0.f;
      for (size_t i = 1; i < b.size(); i += 4) b[i] = 0.f;
      std::vector<float> got(n), want(n);
      binaryF32(op, a.data(), b.data(), got.data(), n);
      reference::binaryF32(op, a.data(), b.data(), want.data(), n);
      checkSame(got, want);
      scalarBinaryF32(op, 0.f, b.data(), got.data(), n);
      reference::scalarBinaryF32(op, 0.f, b.data(), want.data(), n);
      checkSame(got, want);
    }
  }
}

TEST_CASE("the scalar meanings are the C library's and TensorFlow's") {
  for (double x : {-2.5, -1.0, -0.3, 0.0, 0.4, 1.7, 3.0}) {
    CAPTURE(x);
    CHECK(applyUnary(Unary::Sin, x) == std::sin(x));
    CHECK(applyUnary(Unary::Cos, x) == std::cos(x));
    CHECK(applyUnary(Unary::Tan, x) == std::tan(x));
    CHECK(applyUnary(Unary::Atan, x) == std::atan(x));
    CHECK(applyUnary(Unary::Sinh, x) == std::sinh(x));
    CHECK(applyUnary(Unary::Cosh, x) == std::cosh(x));
    CHECK(applyUnary(Unary::Expm1, x) == std::expm1(x));
    CHECK(applyUnary(Unary::Erf, x) == std::erf(x));
    CHECK(applyUnary(Unary::Floor, x) == std::floor(x));
    CHECK(applyUnary(Unary::Ceil, x) == std::ceil(x));
    CHECK(applyUnary(Unary::Softplus, x) == doctest::Approx(std::log1p(std::exp(x))).epsilon(1e-15));
    CHECK(applyUnary(Unary::Elu, x) == (x < 0 ? std::expm1(x) : x));
  }
  CHECK(applyUnary(Unary::Asin, 0.5) == std::asin(0.5));
  CHECK(applyUnary(Unary::Acos, 0.5) == std::acos(0.5));
  CHECK(applyUnary(Unary::Log1p, 1e-10) == std::log1p(1e-10));
  // tf.math.round: half to even.
  CHECK(applyUnary(Unary::Round, 0.5) == 0);
  CHECK(applyUnary(Unary::Round, 1.5) == 2);
  CHECK(applyUnary(Unary::Round, 2.5) == 2);
  CHECK(applyUnary(Unary::Round, -2.5) == -2);
  CHECK(applyUnary(Unary::Round, -0.4) == 0);
  // Softplus neither overflows nor underflows to zero far from the origin.
  CHECK(applyUnary(Unary::Softplus, 1000) == 1000);
  CHECK(applyUnary(Unary::Softplus, -50) == std::exp(-50.0));
  CHECK(applyUnary(Unary::Selu, 1) == doctest::Approx(1.0507009873554805));
  CHECK(applyUnary(Unary::Selu, -1) == doctest::Approx(-1.1113307378125628));
  CHECK(applyUnary(Unary::Relu6, 7) == 6);
  CHECK(applyUnary(Unary::Relu6, -1) == 0);
  CHECK(applyUnary(Unary::Relu6, 3) == 3);
  CHECK(applyBinary(Binary::Atan2, 1, -1) == std::atan2(1.0, -1.0));
  CHECK(applyBinary(Binary::Xdivy, 0, 0) == 0);
  CHECK(applyBinary(Binary::Xdivy, 3, 2) == 1.5);
  CHECK(applyBinary(Binary::DivNoNan, 3, 0) == 0);
  CHECK(applyBinary(Binary::DivNoNan, 3, 2) == 1.5);
}
