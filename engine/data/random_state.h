// RandomState: NumPy's legacy generator (MT19937, numpy.random.RandomState),
// reproduced so that DataFrame.sample(random_state=k) picks the rows pandas
// picks. Only the pieces pandas' sample needs are here: seeding from an int,
// 32-bit draws, random_sample, bounded integers, permutation and choice.
#pragma once
#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace tl::data {

class RandomState {
 public:
  // numpy.random.RandomState(seed) for 0 <= seed < 2**32 (init_genrand).
  explicit RandomState(uint32_t seed);
  // RandomState(array) seeding (init_by_array), used for seeds given as lists.
  explicit RandomState(const std::vector<uint32_t>& key);

  uint32_t nextUint32();  // genrand_int32
  double randomSample();  // random_sample(): 53-bit double in [0, 1)
  // A uniform integer in [0, max], rejection-sampled on the smallest bit
  // mask covering max (NumPy's random_interval / masked bounded ints).
  uint64_t randomInterval(uint64_t max);
  // permutation(n): arange(n) shuffled by the legacy Fisher-Yates loop.
  std::vector<int64_t> permutation(int64_t n);
  // choice(n, size, replace) with uniform probabilities, as RandomState does:
  // without replacement permutation(n)[:size], with it randint(0, n, size).
  std::vector<int64_t> choice(int64_t n, int64_t size, bool replace);

 private:
  void initGenrand(uint32_t seed);
  void reload();

  std::array<uint32_t, 624> key_{};
  int pos_ = 624;
};

}  // namespace tl::data
