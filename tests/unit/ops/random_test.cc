#include <cmath>

#include "op_test_util.h"
#include "ops/philox.h"

using namespace tl::ops;
using namespace tl::ops::testing;

TEST_CASE("Philox4x32-10 reproduces Random123's known-answer vectors") {
  CHECK(philox4x32({0, 0, 0, 0}, {0, 0}) == PhiloxCounter{0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8});
  CHECK(philox4x32({0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff}, {0xffffffff, 0xffffffff}) ==
        PhiloxCounter{0x408f276d, 0x41c83b0e, 0xa20bc7c6, 0x6d5451fd});
  CHECK(philox4x32({0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344}, {0xa4093822, 0x299f31d0}) ==
        PhiloxCounter{0xd16cfe09, 0x94fdcceb, 0x5001e420, 0x24126ea1});
  PhiloxCounter c = {0xffffffff, 0xffffffff, 0, 0};
  philoxSkip(c, 1);
  CHECK(c == PhiloxCounter{0, 0, 1, 0});
}

TEST_CASE("the uniform and normal conversions use TF's bit tricks") {
  CHECK(uint32ToFloat(0) == 0.0f);
  CHECK(uint32ToFloat(0xffffffff) == 1.0f - std::ldexp(1.0f, -23));
  CHECK(uint64ToDouble(0, 0) == 0.0);
  float n[2];
  boxMullerFloat(0x400000u, 0, n);  // mantissa bit 22: u1 = 0.5; v1 = 0
  CHECK(n[0] == doctest::Approx(0.0));
  CHECK(n[1] == doctest::Approx(std::sqrt(-2 * std::log(0.5))));
}

TEST_CASE("seeded random ops are reproducible per (seed, seed2, call)") {
  resetRandomCounters();
  Attrs seeded = {{"seed", int64_t{42}}, {"seed2", int64_t{7}}, {"dtype", DType::Float32}};
  Tensor first = run1(Op::RandomUniform, {vecI32({2, 3})}, seeded);
  Tensor second = run1(Op::RandomUniform, {vecI32({2, 3})}, seeded);
  CHECK(first.shape() == Shape{2, 3});
  CHECK(values(first) != values(second));  // the call counter advances
  resetRandomCounters();
  CHECK(values(run1(Op::RandomUniform, {vecI32({2, 3})}, seeded)) == values(first));
  CHECK(values(run1(Op::RandomUniform, {vecI32({2, 3})}, seeded)) == values(second));
  // The first block is Philox(counter = [0, 0, seed2, 0], key = [seed, 0]).
  PhiloxCounter bits = philox4x32({0, 0, 7, 0}, {42, 0});
  for (int k = 0; k < 4; ++k) CHECK(first.data<float>()[k] == uint32ToFloat(bits[k]));
  Attrs other = {{"seed", int64_t{43}}, {"seed2", int64_t{7}}};
  CHECK(values(run1(Op::RandomUniform, {vecI32({2, 3})}, other)) != values(first));
}

TEST_CASE("samples have the right range and moments") {
  resetRandomCounters();
  Attrs a = {{"seed", int64_t{1}}, {"seed2", int64_t{2}}, {"dtype", DType::Float64}};
  Tensor u = run1(Op::RandomUniform, {vecI32({20000})}, a);
  Tensor z = run1(Op::RandomStandardNormal, {vecI32({20000})}, a);
  CHECK(u.dtype() == DType::Float64);
  double su = 0, sz = 0, szz = 0, lo = 1, hi = 0;
  for (int64_t i = 0; i < 20000; ++i) {
    double v = u.data<double>()[i], w = z.data<double>()[i];
    su += v, sz += w, szz += w * w, lo = std::min(lo, v), hi = std::max(hi, v);
  }
  CHECK(lo >= 0.0);
  CHECK(hi < 1.0);
  CHECK(su / 20000 == doctest::Approx(0.5).epsilon(0.02));
  CHECK(std::fabs(sz / 20000) < 0.03);
  CHECK(szz / 20000 == doctest::Approx(1.0).epsilon(0.04));
  Tensor f = run1(Op::RandomStandardNormal, {vecI32({5})}, {{"seed", int64_t{3}}});
  CHECK(f.dtype() == DType::Float32);
}
