// DispatchTable: one tf.function's cache of traced FunctionTypes
// (TensorFlow's function_cache + type_dispatch): exact match first, else the most
// specific cached supertype (ties: first inserted), else a miss.
#pragma once
#include <optional>
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
  size_t size() const { return types_.size(); }
  void clear() { types_.clear(); }

 private:
  std::vector<FunctionType> types_;
};

}  // namespace tl::function
