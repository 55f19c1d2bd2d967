// What a kernel returns: its output tensors. Nearly every op has one or two
// outputs, and a cached call runs a kernel per node, so those stay inline
// instead of costing an allocation each; more spill to a vector.
//   return {matmul(a, b)};           // one output, no allocation
//   std::vector<Tensor> parts = ...; return parts;  // any number
#pragma once
#include <initializer_list>
#include <utility>
#include <vector>

#include "core/tensor.h"

namespace tl::ops {

class KernelOutputs {
 public:
  static constexpr size_t kInline = 2;

  KernelOutputs() = default;
  KernelOutputs(std::initializer_list<core::Tensor> tensors) {
    if (tensors.size() > kInline) {
      spilled_.assign(tensors.begin(), tensors.end());
      count_ = spilled_.size();
      return;
    }
    for (const core::Tensor& t : tensors) inline_[count_++] = t;
  }
  KernelOutputs(std::vector<core::Tensor>&& tensors) : spilled_(std::move(tensors)) {  // NOLINT: implicit by design
    count_ = spilled_.size();
    if (count_ <= kInline) {
      for (size_t i = 0; i < count_; ++i) inline_[i] = std::move(spilled_[i]);
      spilled_.clear();
    }
  }

  size_t size() const { return count_; }
  bool empty() const { return count_ == 0; }
  core::Tensor& operator[](size_t i) { return data()[i]; }
  const core::Tensor& operator[](size_t i) const { return data()[i]; }
  core::Tensor* begin() { return data(); }
  core::Tensor* end() { return data() + count_; }
  const core::Tensor* begin() const { return data(); }
  const core::Tensor* end() const { return data() + count_; }

 private:
  bool spilled() const { return count_ > kInline; }
  core::Tensor* data() { return spilled() ? spilled_.data() : inline_; }
  const core::Tensor* data() const { return spilled() ? spilled_.data() : inline_; }

  size_t count_ = 0;
  core::Tensor inline_[kInline];
  std::vector<core::Tensor> spilled_;
};

}  // namespace tl::ops
