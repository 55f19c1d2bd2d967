// MT19937 as in Matsumoto & Nishimura's reference mt19937ar.c, which NumPy's
// legacy RandomState wraps; the bounded-integer and shuffle loops follow
// NumPy's documented legacy behaviour so streams match draw for draw.
#include "data/random_state.h"

#include <numeric>
#include <string>

#include "core/errors.h"

namespace tl::data {
namespace {

constexpr int kN = 624;
constexpr int kM = 397;
constexpr uint32_t kMatrixA = 0x9908b0dfU;
constexpr uint32_t kUpper = 0x80000000U;
constexpr uint32_t kLower = 0x7fffffffU;

uint64_t smallestMask(uint64_t max) {
  uint64_t mask = max;
  for (int shift = 1; shift <= 32; shift *= 2) mask |= mask >> shift;
  return mask;
}

}  // namespace

RandomState::RandomState(uint32_t seed) { initGenrand(seed); }

RandomState::RandomState(const std::vector<uint32_t>& key) {
  initGenrand(19650218U);
  size_t i = 1, j = 0;
  const size_t length = key.size();
  for (size_t k = (kN > length ? kN : length); k > 0; --k) {
    key_[i] = (key_[i] ^ ((key_[i - 1] ^ (key_[i - 1] >> 30)) * 1664525U)) + key[j] + static_cast<uint32_t>(j);
    ++i;
    ++j;
    if (i >= kN) {
      key_[0] = key_[kN - 1];
      i = 1;
    }
    if (j >= length) j = 0;
  }
  for (size_t k = kN - 1; k > 0; --k) {
    key_[i] = (key_[i] ^ ((key_[i - 1] ^ (key_[i - 1] >> 30)) * 1566083941U)) - static_cast<uint32_t>(i);
    ++i;
    if (i >= kN) {
      key_[0] = key_[kN - 1];
      i = 1;
    }
  }
  key_[0] = 0x80000000U;  // non-zero initial state is assured
  pos_ = kN;
}

void RandomState::initGenrand(uint32_t seed) {
  key_[0] = seed;
  for (int i = 1; i < kN; ++i) {
    key_[i] = 1812433253U * (key_[i - 1] ^ (key_[i - 1] >> 30)) + static_cast<uint32_t>(i);
  }
  pos_ = kN;
}

void RandomState::reload() {
  auto twist = [](uint32_t upper, uint32_t lower) {
    uint32_t y = (upper & kUpper) | (lower & kLower);
    return (y >> 1) ^ ((y & 1U) ? kMatrixA : 0U);
  };
  int i = 0;
  for (; i < kN - kM; ++i) key_[i] = key_[i + kM] ^ twist(key_[i], key_[i + 1]);
  for (; i < kN - 1; ++i) key_[i] = key_[i + (kM - kN)] ^ twist(key_[i], key_[i + 1]);
  key_[kN - 1] = key_[kM - 1] ^ twist(key_[kN - 1], key_[0]);
  pos_ = 0;
}

uint32_t RandomState::nextUint32() {
  if (pos_ >= kN) reload();
  uint32_t y = key_[pos_++];
  y ^= (y >> 11);
  y ^= (y << 7) & 0x9d2c5680U;
  y ^= (y << 15) & 0xefc60000U;
  y ^= (y >> 18);
  return y;
}

double RandomState::randomSample() {
  const uint32_t a = nextUint32() >> 5;
  const uint32_t b = nextUint32() >> 6;
  return (a * 67108864.0 + b) / 9007199254740992.0;
}

uint64_t RandomState::randomInterval(uint64_t max) {
  if (max == 0) return 0;
  const uint64_t mask = smallestMask(max);
  uint64_t value;
  if (max <= 0xffffffffULL) {
    while ((value = (nextUint32() & mask)) > max) {
    }
  } else {
    // next_uint64 of MT19937 is two 32-bit draws, high word first.
    auto next64 = [this] {
      uint64_t high = nextUint32();
      return (high << 32) | nextUint32();
    };
    while ((value = (next64() & mask)) > max) {
    }
  }
  return value;
}

std::vector<int64_t> RandomState::permutation(int64_t n) {
  std::vector<int64_t> values(static_cast<size_t>(n < 0 ? 0 : n));
  std::iota(values.begin(), values.end(), int64_t{0});
  for (int64_t i = n - 1; i >= 1; --i) {
    const auto j = static_cast<int64_t>(randomInterval(static_cast<uint64_t>(i)));
    std::swap(values[static_cast<size_t>(i)], values[static_cast<size_t>(j)]);
  }
  return values;
}

std::vector<int64_t> RandomState::choice(int64_t n, int64_t size, bool replace) {
  if (n <= 0) core::throwValueError("a must be greater than 0 unless no samples are taken");
  if (size < 0) core::throwValueError("negative dimensions are not allowed");
  if (!replace) {
    if (size > n) {
      core::throwValueError("Cannot take a larger sample than population when 'replace=False'");
    }
    std::vector<int64_t> order = permutation(n);
    order.resize(static_cast<size_t>(size));
    return order;
  }
  // randint(0, n, size): masked rejection on [0, n-1] per draw.
  std::vector<int64_t> draws(static_cast<size_t>(size));
  for (auto& draw : draws) draw = static_cast<int64_t>(randomInterval(static_cast<uint64_t>(n - 1)));
  return draws;
}

}  // namespace tl::data
