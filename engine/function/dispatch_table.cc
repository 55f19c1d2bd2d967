#include "function/dispatch_table.h"

namespace tl::function {

std::optional<size_t> DispatchTable::dispatch(const FunctionType& request) const {
  for (size_t i = 0; i < types_.size(); ++i) {
    if (types_[i] == request) return i;
  }
  std::optional<size_t> best;
  for (size_t i = 0; i < types_.size(); ++i) {
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
  types_.push_back(std::move(type));
  return types_.size() - 1;
}

}  // namespace tl::function
