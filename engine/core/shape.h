// Shape (fully known, as eager tensors have) and PartialShape (TensorFlow's
// TensorShape: unknown dims and unknown rank), with TF's compatibility rules.
#pragma once
#include <cstdint>
#include <optional>
#include <string>

#include "core/dims.h"

namespace tl::core {

class Shape {
 public:
  Shape() = default;
  explicit Shape(Dims dims) : dims_(std::move(dims)) {}
  Shape(std::initializer_list<int64_t> dims) : dims_(dims) {}

  int rank() const { return static_cast<int>(dims_.size()); }
  int64_t dim(int i) const { return dims_[i]; }
  const Dims& dims() const { return dims_; }
  int64_t numElements() const;
  bool operator==(const Shape& other) const { return dims_ == other.dims_; }
  bool operator!=(const Shape& other) const { return dims_ != other.dims_; }
  // Python style "(3, 1)", "(3,)", "()".
  std::string toString() const;
  // TensorFlow error-message style "[3,1]".
  std::string toErrorString() const;

 private:
  Dims dims_;
};

class PartialShape {
 public:
  static constexpr int64_t kUnknown = -1;

  PartialShape() : known_rank_(false) {}  // unknown rank
  explicit PartialShape(Dims dims) : known_rank_(true), dims_(std::move(dims)) {}
  PartialShape(const Shape& shape) : known_rank_(true), dims_(shape.dims()) {}  // NOLINT
  static PartialShape unknownRank() { return PartialShape(); }

  bool hasRank() const { return known_rank_; }
  int rank() const { return static_cast<int>(dims_.size()); }  // valid if hasRank()
  int64_t dim(int i) const { return dims_[i]; }
  const Dims& dims() const { return dims_; }
  bool isFullyDefined() const;
  Shape toShape() const;  // requires isFullyDefined()

  bool operator==(const PartialShape& other) const { return known_rank_ == other.known_rank_ && dims_ == other.dims_; }
  bool operator!=(const PartialShape& other) const { return !(*this == other); }
  // TF TensorShape.is_compatible_with: ranks agree where known, dims agree where known.
  bool isCompatibleWith(const PartialShape& other) const;
  // TF TensorSpec subtyping: every known dim of `other` equals ours; unknown rank is top.
  bool isSubtypeOf(const PartialShape& other) const;
  // TF TensorShape.most_specific_common_supertype: equal dims kept, others None;
  // different rank -> unknown rank.
  PartialShape mostSpecificCommonSupertype(const PartialShape& other) const;
  // Python style: "(None, 1)", "(3,)", "()", "<unknown>".
  std::string toString() const;
  // TensorFlow's shape-function style: "[?,1]", "[]", "?".
  std::string toDebugString() const;

 private:
  bool known_rank_;
  Dims dims_;
};

// NumPy/TF broadcasting of two known shapes; throws a ShapeError: the kernel's
// "Incompatible shapes: [3,1] vs. [4,2]", the shape function's "Dimensions must
// be equal, but are 3 and 4".
Shape broadcastShapes(const Shape& a, const Shape& b);
// The same on partial shapes (unknown dims stay unknown unless the other is > 1);
// nullopt-free: throws on a definite mismatch.
PartialShape broadcastPartialShapes(const PartialShape& a, const PartialShape& b);

}  // namespace tl::core
