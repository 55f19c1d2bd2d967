// CPython's Mersenne Twister (_randommodule.c), shared by the random module's
// functions (one generator) and random.Random's instances (one each).
#pragma once
#include <algorithm>
#include <cstdint>
#include <memory>
#include <vector>

#include "lang/eval/interp.h"

namespace tl::lang {

class MersenneTwister {
 public:
  void seed(uint64_t n) {
    std::vector<uint32_t> key;
    do key.push_back(static_cast<uint32_t>(n & 0xffffffffu)), n >>= 32;
    while (n);
    seedWords(key);
  }
  void seedWords(const std::vector<uint32_t>& key) { initByArray(key); }
  uint32_t next() {
    if (mti_ >= kN) twist();
    uint32_t y = mt_[mti_++];
    y ^= (y >> 11);
    y ^= (y << 7) & 0x9d2c5680U;
    y ^= (y << 15) & 0xefc60000U;
    return y ^ (y >> 18);
  }
  double random() {
    uint32_t a = next() >> 5, b = next() >> 6;
    return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
  }
  uint64_t bits(int k) {
    if (k <= 32) return next() >> (32 - k);
    uint64_t lo = next();
    uint64_t hi = next() >> (64 - k);
    return lo | (hi << 32);
  }
  // _randbelow_with_getrandbits
  uint64_t below(uint64_t n) {
    if (n == 0) return 0;
    int k = 64 - __builtin_clzll(n);
    uint64_t r = bits(k);
    while (r >= n) r = bits(k);
    return r;
  }

 public:
  static constexpr int kN = 624;

 private:
  static constexpr int kM = 397;
  void initGenrand(uint32_t s) {
    mt_[0] = s;
    for (mti_ = 1; mti_ < kN; ++mti_) mt_[mti_] = 1812433253U * (mt_[mti_ - 1] ^ (mt_[mti_ - 1] >> 30)) + mti_;
  }
  void initByArray(const std::vector<uint32_t>& key) {
    initGenrand(19650218U);
    int i = 1;
    size_t j = 0;
    for (int k = std::max<int>(kN, static_cast<int>(key.size())); k; --k) {
      mt_[i] = (mt_[i] ^ ((mt_[i - 1] ^ (mt_[i - 1] >> 30)) * 1664525U)) + key[j] + static_cast<uint32_t>(j);
      ++i, ++j;
      if (i >= kN) mt_[0] = mt_[kN - 1], i = 1;
      if (j >= key.size()) j = 0;
    }
    for (int k = kN - 1; k; --k) {
      mt_[i] = (mt_[i] ^ ((mt_[i - 1] ^ (mt_[i - 1] >> 30)) * 1566083941U)) - i;
      if (++i >= kN) mt_[0] = mt_[kN - 1], i = 1;
    }
    mt_[0] = 0x80000000U;
  }
  void twist() {
    static const uint32_t mag01[2] = {0x0U, 0x9908b0dfU};
    int kk = 0;
    uint32_t y;
    for (; kk < kN - kM; ++kk) {
      y = (mt_[kk] & 0x80000000U) | (mt_[kk + 1] & 0x7fffffffU);
      mt_[kk] = mt_[kk + kM] ^ (y >> 1) ^ mag01[y & 1];
    }
    for (; kk < kN - 1; ++kk) {
      y = (mt_[kk] & 0x80000000U) | (mt_[kk + 1] & 0x7fffffffU);
      mt_[kk] = mt_[kk + (kM - kN)] ^ (y >> 1) ^ mag01[y & 1];
    }
    y = (mt_[kN - 1] & 0x80000000U) | (mt_[0] & 0x7fffffffU);
    mt_[kN - 1] = mt_[kM - 1] ^ (y >> 1) ^ mag01[y & 1];
    mti_ = 0;
  }
  uint32_t mt_[kN];
  int mti_ = kN + 1;
  friend struct MersenneState;
};

// The generator's words and position, as getstate()/setstate() see them.
struct MersenneState {
  static uint32_t* words(MersenneTwister& mt) { return mt.mt_; }
  static int& index(MersenneTwister& mt) { return mt.mti_; }
};

// random_state.cc: seeding from a Python value (None, int of any size, float),
// getstate()/setstate()'s tuples of 625 ints, getrandbits of any width, and the class of
// random.Random's generators (methods random, seed, getrandbits, getstate,
// setstate) with `shared` as the module's own.
void seedFromValue(Interp& in, MersenneTwister& mt, const Value& seed);
Value generatorState(Interp& in, MersenneTwister& mt);
void setGeneratorState(Interp& in, MersenneTwister& mt, const Value& state);
Value randomBits(Interp& in, MersenneTwister& mt, const Value& k);
void defineGeneratorClass(Interp& in, const Value& module, const std::shared_ptr<MersenneTwister>& shared);

}  // namespace tl::lang
