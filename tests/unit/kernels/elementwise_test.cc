// SIMD elementwise kernels against the scalar reference, and the scalar op
// meanings against CPython / TensorFlow results.
#include <doctest/doctest.h>

#include <cmath>
#include <limits>

#include "kernels/kernels.h"
#include "unit/kernels/kernel_test_util.h"

using namespace tl::kernels;
using namespace tl::kernels::testing;

namespace {

const Binary kAllBinary[] = {Binary::Add,      Binary::Sub,     Binary::Mul, Binary::Div,
                             Binary::Maximum,  Binary::Minimum, Binary::Pow, Binary::SquaredDifference,
                             Binary::FloorDiv, Binary::FloorMod};
const Unary kAllUnary[] = {Unary::Neg,  Unary::Abs,     Unary::Exp,  Unary::Log,   Unary::Sqrt,       Unary::Square,
                           Unary::Relu, Unary::Sigmoid, Unary::Tanh, Unary::Rsqrt, Unary::Reciprocal, Unary::Sign};

// Operands in each op's domain: divisors away from 0, positive bases for Pow.
std::vector<float> lhsFor(Binary op, int64_t n, unsigned seed) {
  return op == Binary::Pow ? randomFloats(n, 0.1f, 3.f, seed) : randomFloats(n, -5.f, 5.f, seed);
}
std::vector<float> rhsFor(Binary op, int64_t n, unsigned seed) {
  bool divides = op == Binary::Div || op == Binary::FloorDiv || op == Binary::FloorMod;
  return divides ? randomDivisors(n, seed) : randomFloats(n, -3.f, 3.f, seed);
}

// Positive values spread over 70 orders of magnitude, plus values next to 1.
std::vector<float> logUniform(int64_t n, unsigned seed) {
  auto v = randomFloats(n, -80.f, 80.f, seed);
  for (size_t i = 0; i < v.size(); ++i) v[i] = i % 3 ? std::exp(v[i]) : 1.f + v[i] * 1e-3f;
  return v;
}

std::vector<float> inputFor(Unary op, int64_t n, unsigned seed) {
  switch (op) {
    case Unary::Log: return logUniform(n, seed);
    case Unary::Sqrt:
    case Unary::Rsqrt: return randomFloats(n, 1e-3f, 100.f, seed);
    case Unary::Exp: return randomFloats(n, -87.f, 88.f, seed);
    case Unary::Reciprocal: return randomDivisors(n, seed);
    case Unary::Sigmoid:
    case Unary::Tanh: return randomFloats(n, -20.f, 20.f, seed);
    default: return randomFloats(n, -10.f, 10.f, seed);
  }
}

bool isApproximated(Unary op) {
  return op == Unary::Exp || op == Unary::Tanh || op == Unary::Sigmoid || op == Unary::Log;
}


}  // namespace

TEST_CASE("binaryF32 matches the reference for every op and awkward sizes") {
  for (Binary op : kAllBinary) {
    for (int64_t n : awkwardSizes()) {
      CAPTURE(static_cast<int>(op));
      CAPTURE(n);
      auto a = lhsFor(op, n, 1), b = rhsFor(op, n, 2);
      std::vector<float> got(n), want(n);
      binaryF32(op, a.data(), b.data(), got.data(), n);
      reference::binaryF32(op, a.data(), b.data(), want.data(), n);
      checkSame(got, want);
    }
  }
}

TEST_CASE("binary kernels with one scalar side match the reference") {
  for (Binary op : kAllBinary) {
    for (int64_t n : awkwardSizes()) {
      CAPTURE(static_cast<int>(op));
      CAPTURE(n);
      auto a = lhsFor(op, n, 3), b = rhsFor(op, n, 4);
      const float lhsScalar = op == Binary::Pow ? 1.7f : -2.5f, rhsScalar = -1.25f;
      std::vector<float> got(n), want(n);
      binaryScalarF32(op, a.data(), rhsScalar, got.data(), n);
      reference::binaryScalarF32(op, a.data(), rhsScalar, want.data(), n);
      checkSame(got, want);
      scalarBinaryF32(op, lhsScalar, b.data(), got.data(), n);
      reference::scalarBinaryF32(op, lhsScalar, b.data(), want.data(), n);
      checkSame(got, want);
    }
  }
}

TEST_CASE("FloorDiv keeps the sign of a zero quotient, as Python's -0.0 // 2 does") {
  std::vector<float> a = {-0.f, 0.f, -0.f, 0.f, -0.f}, b = {2.f, 2.f, -2.f, -2.f, 3.f};
  std::vector<float> got(5), want(5);
  binaryF32(Binary::FloorDiv, a.data(), b.data(), got.data(), 5);
  reference::binaryF32(Binary::FloorDiv, a.data(), b.data(), want.data(), 5);
  checkSame(got, want);
  CHECK(std::signbit(got[0]));
  CHECK(!std::signbit(got[2]));
}

TEST_CASE("binaryF32 may write in place over its first operand") {
  auto a = randomFloats(1031, -2.f, 2.f, 5), b = randomFloats(1031, -2.f, 2.f, 6);
  std::vector<float> want(a.size());
  reference::binaryF32(Binary::Mul, a.data(), b.data(), want.data(), 1031);
  binaryF32(Binary::Mul, a.data(), b.data(), a.data(), 1031);
  checkSame(a, want);
}

TEST_CASE("binary kernels propagate NaN like tf.maximum and the reference") {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  std::vector<float> a = {nan, 1.f, nan, 2.f, 3.f}, b = {1.f, nan, nan, 1.f, nan};
  for (Binary op : {Binary::Maximum, Binary::Minimum, Binary::Add}) {
    std::vector<float> got(5), want(5);
    binaryF32(op, a.data(), b.data(), got.data(), 5);
    reference::binaryF32(op, a.data(), b.data(), want.data(), 5);
    checkSame(got, want);
    CHECK(std::isnan(got[0]));
    CHECK(std::isnan(got[1]));
  }
}

TEST_CASE("unaryF32 matches the reference; exp/tanh/sigmoid/log within 2e-6 relative") {
  for (Unary op : kAllUnary) {
    for (int64_t n : awkwardSizes()) {
      CAPTURE(static_cast<int>(op));
      CAPTURE(n);
      auto x = inputFor(op, n, 7);
      std::vector<float> got(n), want(n);
      unaryF32(op, x.data(), got.data(), n);
      reference::unaryF32(op, x.data(), want.data(), n);
      if (!isApproximated(op)) {
        checkSame(got, want);
        continue;
      }
      for (int64_t i = 0; i < n; ++i) {
        if (!closeRelative(got[i], want[i], 2e-6f))
          FAIL_CHECK("x=" << x[i] << " got " << got[i] << " want " << want[i]);
      }
    }
  }
}

TEST_CASE("exp, tanh, sigmoid and log get the special values right") {
  const float inf = std::numeric_limits<float>::infinity(), nan = std::numeric_limits<float>::quiet_NaN();
  std::vector<float> x = {0.f, -0.f, inf, -inf, nan, 89.f, -110.f, 88.5f, -87.f, 1e-8f, -0.6249f, 0.625f};
  for (float v :
       {1.f, 1e-40f, 1.17549435e-38f, 3.40282347e38f, 0.70710677f, 1.0000001f, 0.99999994f, -1.f, 2.f, 0.5f}) {
    x.push_back(v);
  }
  const int64_t n = static_cast<int64_t>(x.size());
  for (Unary op : {Unary::Exp, Unary::Tanh, Unary::Sigmoid, Unary::Log}) {
    CAPTURE(static_cast<int>(op));
    std::vector<float> got(n);
    unaryF32(op, x.data(), got.data(), n);
    for (int64_t i = 0; i < n; ++i) {
      const float want = static_cast<float>(applyUnary(op, x[i]));
      if (!closeRelative(got[i], want, 2e-6f)) FAIL_CHECK("x=" << x[i] << " got " << got[i] << " want " << want);
    }
  }
}

TEST_CASE("axpbF32 matches the reference, also in place") {
  for (int64_t n : awkwardSizes()) {
    CAPTURE(n);
    auto x = randomFloats(n, -4.f, 4.f, 8);
    std::vector<float> got(n), want(n);
    axpbF32(1.5f, x.data(), -0.75f, got.data(), n);
    reference::axpbF32(1.5f, x.data(), -0.75f, want.data(), n);
    checkSame(got, want);
    axpbF32(1.5f, x.data(), -0.75f, x.data(), n);
    checkSame(x, want);
  }
}

// Expected values are what CPython prints for float operands (// and % floor,
// ** is pow) and what TensorFlow documents for sign/rsqrt/relu.
TEST_CASE("applyBinary follows Python's floor division and modulo") {
  CHECK(applyBinary(Binary::FloorDiv, -7, 2) == -4);
  CHECK(applyBinary(Binary::FloorDiv, 7, -2) == -4);
  CHECK(applyBinary(Binary::FloorDiv, 7.5, 2) == 3);
  CHECK(applyBinary(Binary::FloorMod, -7, 3) == 2);
  CHECK(applyBinary(Binary::FloorMod, 7, -3) == -2);
  CHECK(applyBinary(Binary::FloorMod, -7.5, 2) == 0.5);
  CHECK(applyBinary(Binary::FloorMod, 6, 3) == 0);
  CHECK(applyBinary(Binary::Pow, 2, 10) == 1024);
  CHECK(applyBinary(Binary::Pow, 4, 0.5) == 2);
  CHECK(applyBinary(Binary::SquaredDifference, 1, 4) == 9);
  CHECK(applyBinary(Binary::Maximum, -1, 2) == 2);
  CHECK(applyBinary(Binary::Minimum, -1, 2) == -1);
  CHECK(std::isnan(applyBinary(Binary::Maximum, NAN, 2)));
}

TEST_CASE("applyUnary follows TensorFlow's definitions") {
  CHECK(applyUnary(Unary::Sign, -0.5) == -1);
  CHECK(applyUnary(Unary::Sign, 0) == 0);
  CHECK(applyUnary(Unary::Sign, 3) == 1);
  CHECK(std::isnan(applyUnary(Unary::Sign, NAN)));
  CHECK(applyUnary(Unary::Rsqrt, 4) == 0.5);
  CHECK(applyUnary(Unary::Reciprocal, 4) == 0.25);
  CHECK(applyUnary(Unary::Relu, -3) == 0);
  CHECK(applyUnary(Unary::Relu, 3) == 3);
  CHECK(applyUnary(Unary::Square, -3) == 9);
  CHECK(applyUnary(Unary::Sigmoid, 0) == 0.5);
  CHECK(applyUnary(Unary::Sigmoid, -800) == doctest::Approx(0.0));
  CHECK(applyUnary(Unary::Sigmoid, 2) == doctest::Approx(1 / (1 + std::exp(-2.0))).epsilon(1e-15));
  CHECK(applyUnary(Unary::Tanh, 0.5) == doctest::Approx(std::tanh(0.5)).epsilon(1e-15));
}
