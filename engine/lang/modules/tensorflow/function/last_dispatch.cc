#include "lang/modules/tensorflow/function/last_dispatch.h"

#include <cstring>

#include "lang/modules/tensorflow/function/function_object.h"

namespace tl::lang {

// The values TraceKeyBuilder::typeOf turns into a type without running Python.
bool LastDispatch::fill(Slot& slot, const Value& value) {
  switch (value.tag()) {
    case Tag::None: slot.kind = Kind::None; return true;
    case Tag::Bool: slot.kind = Kind::Bool, slot.bits = value.asBool(); return true;
    case Tag::Int: slot.kind = Kind::Int, slot.bits = value.asInt(); return true;
    case Tag::Float: {
      const double f = value.asFloat();
      slot.kind = Kind::Float;
      std::memcpy(&slot.bits, &f, sizeof f);
      return true;
    }
    default: break;
  }
  if (!isTensor(value)) return false;
  const ops::Value& tensor = tensorValue(value);
  slot.kind = Kind::Tensor;
  slot.dtype = tensor.dtype();
  slot.hasRank = tensor.shape().hasRank();
  slot.dims = tensor.shape().dims();
  return true;
}

// Mirrors requestType (function_object.cc): the receiver is no parameter, and a
// parameter the signature covers always has the spec's type.
bool LastDispatch::build(const std::vector<BoundArgument>& bound, const FunctionConfig& config, bool boundReceiver) {
  const size_t first = boundReceiver ? 1 : 0;
  current_.resize(bound.size() - first);
  for (size_t i = first; i < bound.size(); ++i) {
    Slot& slot = current_[i - first];
    slot.name = bound[i].name;
    slot.dtype = core::DType::Float32;
    slot.hasRank = false;
    slot.bits = 0;
    slot.dims.clear();
    if (config.specFor(i)) {
      slot.kind = Kind::Spec;
    } else if (!fill(slot, bound[i].value)) {
      return false;
    }
  }
  return true;
}

std::optional<size_t> LastDispatch::hit(uint64_t tableVersion) const {
  if (!valid_ || version_ != tableVersion || current_ != last_) return std::nullopt;
  return entry_;
}

void LastDispatch::remember(size_t entry, uint64_t tableVersion) {
  last_.swap(current_);
  entry_ = entry;
  version_ = tableVersion;
  valid_ = true;
}

}  // namespace tl::lang
