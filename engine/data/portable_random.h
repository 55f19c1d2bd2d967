// Random numbers that come out bit-identical natively and in WebAssembly:
// splitmix64 for bits, the Marsaglia polar method for normals, and a log
// built from + - * / only (libm's log may differ in the last bit between
// glibc and musl, which would change the generated data set).
#pragma once
#include <cstdint>

namespace tl::data {

// Natural log for finite x > 0, accurate to a few ulp, identical everywhere.
double portableLog(double x);

class PortableRandom {
 public:
  explicit PortableRandom(uint64_t seed) : state_(seed) {}
  uint64_t nextBits();   // splitmix64
  double nextUniform();  // [0, 1), 53 random bits
  double nextNormal();   // standard normal

 private:
  uint64_t state_;
  double spare_ = 0;
  bool hasSpare_ = false;
};

}  // namespace tl::data
