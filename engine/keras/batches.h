// Batching a dataset of row-major tensors as Keras's TensorLikeDataAdapter does:
// batches of `batchSize` rows in order (shuffled per epoch when asked), the last
// batch partial. Keras shuffles with tf.random.shuffle, whose stream cannot be
// reproduced here; this uses a documented deterministic Fisher-Yates over
// SplitMix64, so a run is reproducible natively and in WASM alike.
#pragma once
#include <cstdint>
#include <vector>

#include "core/core.h"

namespace tl::keras {

// SplitMix64 (Steele, Lea, Flood 2014): tiny, portable, and identical everywhere.
class SplitMix64 {
 public:
  explicit SplitMix64(uint64_t seed) : state_(seed) {}
  uint64_t next();
  uint64_t below(uint64_t n);  // uniform in [0, n) (rejection sampling)

 private:
  uint64_t state_;
};

// A random permutation of 0..n-1 (Fisher-Yates from the last element down).
std::vector<int64_t> shuffledIndices(int64_t n, SplitMix64& rng);

// Rows [begin, end) of `t` (first dimension), copied.
core::Tensor sliceRows(const core::Tensor& t, int64_t begin, int64_t end);
// The rows `order[begin..end)` of `t`, gathered into a new tensor.
core::Tensor gatherRows(const core::Tensor& t, const std::vector<int64_t>& order, int64_t begin, int64_t end);
// A [n] tensor becomes [n, 1] (Keras's expand_1d); others are returned as they are.
core::Tensor expand1d(const core::Tensor& t);
int64_t numBatches(int64_t rows, int64_t batchSize);

}  // namespace tl::keras
