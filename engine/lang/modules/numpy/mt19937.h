// MT19937, seeded as NumPy's legacy RandomState (init_genrand) or as Python's
// random.Random (init_by_array), with the draws both libraries build on top.
#pragma once
#include <cmath>
#include <cstdint>
#include <vector>

namespace tl::lang {

class Mt19937 {
 public:
  static constexpr int kN = 624;

  void seedGenrand(uint32_t s) {
    mt_[0] = s;
    for (int i = 1; i < kN; ++i) mt_[i] = 1812433253u * (mt_[i - 1] ^ (mt_[i - 1] >> 30)) + i;
    pos_ = kN;
    hasGauss_ = false;
  }

  void seedByArray(const std::vector<uint32_t>& key) {
    seedGenrand(19650218u);
    int i = 1, j = 0;
    int n = static_cast<int>(key.size());
    for (int k = kN > n ? kN : n; k; --k) {
      mt_[i] = (mt_[i] ^ ((mt_[i - 1] ^ (mt_[i - 1] >> 30)) * 1664525u)) + key[j] + j;
      ++i, ++j;
      if (i >= kN) mt_[0] = mt_[kN - 1], i = 1;
      if (j >= n) j = 0;
    }
    for (int k = kN - 1; k; --k) {
      mt_[i] = (mt_[i] ^ ((mt_[i - 1] ^ (mt_[i - 1] >> 30)) * 1566083941u)) - i;
      if (++i >= kN) mt_[0] = mt_[kN - 1], i = 1;
    }
    mt_[0] = 0x80000000u;
    pos_ = kN;
  }

  // Python's random.seed(n) for a non-negative int n.
  void seedPython(uint64_t n) {
    std::vector<uint32_t> key;
    do {
      key.push_back(static_cast<uint32_t>(n));
      n >>= 32;
    } while (n);
    seedByArray(key);
  }

  uint32_t next32() {
    if (pos_ >= kN) twist();
    uint32_t y = mt_[pos_++];
    y ^= y >> 11;
    y ^= (y << 7) & 0x9d2c5680u;
    y ^= (y << 15) & 0xefc60000u;
    return y ^ (y >> 18);
  }

  // 53-bit double in [0, 1) (NumPy's random_sample, Python's random()).
  double nextDouble() {
    uint32_t a = next32() >> 5, b = next32() >> 6;
    return (a * 67108864.0 + b) / 9007199254740992.0;
  }

  // NumPy's legacy polar Box-Muller with the cached second value.
  double nextGauss() {
    if (hasGauss_) {
      hasGauss_ = false;
      return gauss_;
    }
    double x1, x2, r2;
    do {
      x1 = 2.0 * nextDouble() - 1.0;
      x2 = 2.0 * nextDouble() - 1.0;
      r2 = x1 * x1 + x2 * x2;
    } while (r2 >= 1.0 || r2 == 0.0);
    double f = std::sqrt(-2.0 * std::log(r2) / r2);
    gauss_ = f * x1;
    hasGauss_ = true;
    return f * x2;
  }

  // Python's randrange(0, n) for 0 < n < 2**32 (_randbelow: k = n.bit_length()
  // bits per draw, rejecting draws >= n).
  uint64_t pythonBelow(uint64_t n) {
    int k = 0;
    for (uint64_t m = n; m; m >>= 1) ++k;
    while (true) {
      uint64_t r = next32() >> (32 - k);
      if (r < n) return r;
    }
  }

 private:
  void twist() {
    for (int i = 0; i < kN; ++i) {
      uint32_t y = (mt_[i] & 0x80000000u) | (mt_[(i + 1) % kN] & 0x7fffffffu);
      mt_[i] = mt_[(i + 397) % kN] ^ (y >> 1) ^ ((y & 1u) ? 0x9908b0dfu : 0u);
    }
    pos_ = 0;
  }

  uint32_t mt_[kN] = {};
  int pos_ = kN;
  bool hasGauss_ = false;
  double gauss_ = 0;
};

}  // namespace tl::lang
