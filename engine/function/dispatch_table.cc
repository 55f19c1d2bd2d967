#include "function/dispatch_table.h"

namespace tl::function {

std::optional<size_t> DispatchTable::exact(const FunctionType& request) const {
  std::optional<size_t> first;
  auto [begin, end] = by_hash_.equal_range(request.hash());
  for (auto it = begin; it != end; ++it) {
    if (types_[it->second] == request && (!first || it->second < *first)) first = it->second;
  }
  return first;
}

std::optional<size_t> DispatchTable::dispatch(const FunctionType& request) const {
  if (auto hit = exact(request)) return hit;
  std::optional<size_t> best;
  for (size_t i : general_) {
    if (!request.isSubtypeOf(types_[i])) continue;
    // A candidate beats the best so far only if it is strictly more specific.
    if (!best || (types_[i].isSubtypeOf(types_[*best]) && !(types_[i] == types_[*best]))) best = i;
  }
  return best;
}

FunctionType DispatchTable::generalize(const FunctionType& request) const {
  FunctionType relaxed = request;
  for (const auto& cached : types_) {
    if (auto common = relaxed.mostSpecificCommonSupertype(cached)) relaxed = *common;
  }
  return relaxed;
}

size_t DispatchTable::add(FunctionType type) {
  const size_t index = types_.size();
  ++version_;
  by_hash_.emplace(type.hash(), index);
  if (!type.servesOnlyItself()) general_.push_back(index);
  types_.push_back(std::move(type));
  return index;
}

void DispatchTable::clear() {
  ++version_;
  types_.clear();
  by_hash_.clear();
  general_.clear();
}

}  // namespace tl::function
