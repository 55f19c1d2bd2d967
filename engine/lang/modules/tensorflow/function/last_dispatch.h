// LastDispatch: a Function's last cache lookup, kept under a lean key so that a
// loop calling it the same way skips building the FunctionType. A call whose
// arguments are tensors, None, bools, ints and floats (or are covered by the
// input signature) has a request type fully determined by the parameter names
// and those values' dtypes, shapes and values, and reading them runs no Python
// (no __hash__, no __eq__, no repr). The dispatch table maps one request to one
// entry until it changes (its version), so a call whose key equals the last
// hit's is served by the same entry: TensorFlow's lookup, with its result reused.
// Any other argument (containers, variables, strings, objects) takes the full lookup.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/dtype.h"
#include "core/shape.h"
#include "lang/modules/tensorflow/function/function_binding.h"

namespace tl::lang {

struct FunctionConfig;

class LastDispatch {
 public:
  // Builds this call's key; false when an argument has no lean key.
  bool build(const std::vector<BoundArgument>& bound, const FunctionConfig& config, bool boundReceiver);
  // The entry of the last hit, when the key just built is its key and the table is unchanged.
  std::optional<size_t> hit(uint64_t tableVersion) const;
  // The key just built dispatched to `entry` while the table was at `tableVersion`.
  void remember(size_t entry, uint64_t tableVersion);

 private:
  enum class Kind : uint8_t { Spec, None, Bool, Int, Float, Tensor };
  struct Slot {
    std::string name;
    Kind kind = Kind::None;
    core::DType dtype = core::DType::Float32;
    bool hasRank = false;
    int64_t bits = 0;  // a literal's value (a float's bits)
    core::Dims dims;
    bool operator==(const Slot& other) const = default;
  };
  bool fill(Slot& slot, const Value& value);

  std::vector<Slot> current_, last_;  // reused: building a key allocates nothing
  size_t entry_ = 0;
  uint64_t version_ = 0;
  bool valid_ = false;
};

}  // namespace tl::lang
