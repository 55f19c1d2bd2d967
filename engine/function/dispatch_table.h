// DispatchTable: one tf.function's cache of traced FunctionTypes
// (TensorFlow's function_cache + type_dispatch): exact match first, else the most
// specific cached supertype (ties: first inserted), else a miss. Exact matches
// are found by hash, and only entries with an unknown dimension are tried as
// supertypes, so a function retraced thousands of times still looks up quickly.
#pragma once
#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

#include "function/function_type.h"

namespace tl::function {

class DispatchTable {
 public:
  // Index of the cached entry serving `request`, or nullopt on a miss.
  std::optional<size_t> dispatch(const FunctionType& request) const;
  // reduce_retracing: `request` generalized against every cached type in insertion
  // order (each common supertype replaces it cumulatively).
  FunctionType generalize(const FunctionType& request) const;
  size_t add(FunctionType type);  // returns its index
  const FunctionType& at(size_t index) const { return types_[index]; }
  const std::vector<FunctionType>& types() const { return types_; }
  size_t size() const { return types_.size(); }
  void clear();
  // Changes whenever an entry is added or the table cleared: until it does, a
  // request dispatches where it did before.
  uint64_t version() const { return version_; }

 private:
  std::optional<size_t> exact(const FunctionType& request) const;

  std::vector<FunctionType> types_;
  std::unordered_multimap<size_t, size_t> by_hash_;  // FunctionType::hash -> index
  std::vector<size_t> general_;                      // entries that may serve other types
  uint64_t version_ = 0;
};

}  // namespace tl::function
