#include "core/shape.h"

#include <algorithm>

#include "core/errors.h"

namespace tl::core {
namespace {

std::string joinDims(const Dims& dims, const char* separator, bool unknownAsNone) {
  std::string out;
  for (size_t i = 0; i < dims.size(); ++i) {
    if (i) out += separator;
    out += (unknownAsNone && dims[i] < 0) ? "None" : std::to_string(dims[i]);
  }
  return out;
}

std::string tfDebugDims(const Dims& dims) {
  std::string out = "[";
  for (size_t i = 0; i < dims.size(); ++i) {
    if (i) out += ",";
    out += dims[i] < 0 ? "?" : std::to_string(dims[i]);
  }
  return out + "]";
}

[[noreturn]] void throwIncompatible(const Dims& a, const Dims& b, int64_t da, int64_t db) {
  throwShapeError("Dimensions must be equal, but are " + std::to_string(da) + " and " + std::to_string(db),
                  "Incompatible shapes: " + Shape(a).toErrorString() + " vs. " + Shape(b).toErrorString());
}

std::string pythonTuple(const Dims& dims) {
  std::string body = joinDims(dims, ", ", true);
  return "(" + body + (dims.size() == 1 ? ",)" : ")");
}

}  // namespace

// TensorShape's check: a product that does not fit in int64 is an error, not a
// small wrapped count that would allocate too little.
int64_t Shape::numElements() const {
  int64_t n = 1;
  for (int64_t d : dims_) {
    int64_t product = 0;
    if (__builtin_mul_overflow(n, d, &product)) {
      throwInvalidArgument("Encountered overflow when multiplying " + std::to_string(n) + " with " + std::to_string(d) +
                           ", result: -1");
    }
    n = product;
  }
  return n;
}

std::string Shape::toString() const { return pythonTuple(dims_); }

std::string Shape::toErrorString() const { return "[" + joinDims(dims_, ",", false) + "]"; }

bool PartialShape::isFullyDefined() const {
  return known_rank_ && std::all_of(dims_.begin(), dims_.end(), [](int64_t d) { return d >= 0; });
}

Shape PartialShape::toShape() const { return Shape(dims_); }

bool PartialShape::isCompatibleWith(const PartialShape& other) const {
  if (!known_rank_ || !other.known_rank_) return true;
  if (rank() != other.rank()) return false;
  for (int i = 0; i < rank(); ++i) {
    if (dims_[i] >= 0 && other.dims_[i] >= 0 && dims_[i] != other.dims_[i]) return false;
  }
  return true;
}

bool PartialShape::isSubtypeOf(const PartialShape& other) const {
  if (!other.known_rank_) return true;
  if (!known_rank_ || rank() != other.rank()) return false;
  for (int i = 0; i < rank(); ++i) {
    if (other.dims_[i] >= 0 && dims_[i] != other.dims_[i]) return false;
  }
  return true;
}

PartialShape PartialShape::mostSpecificCommonSupertype(const PartialShape& other) const {
  if (!known_rank_ || !other.known_rank_ || rank() != other.rank()) return PartialShape();
  Dims dims(dims_.size());
  for (size_t i = 0; i < dims.size(); ++i) {
    dims[i] = dims_[i] == other.dims_[i] ? dims_[i] : kUnknown;
  }
  return PartialShape(dims);
}

std::string PartialShape::toString() const { return known_rank_ ? pythonTuple(dims_) : "<unknown>"; }

std::string PartialShape::toDebugString() const { return known_rank_ ? tfDebugDims(dims_) : "?"; }

Shape broadcastShapes(const Shape& a, const Shape& b) {
  int rank = std::max(a.rank(), b.rank());
  Dims out(rank);
  for (int i = 0; i < rank; ++i) {
    int64_t da = i < rank - a.rank() ? 1 : a.dim(i - (rank - a.rank()));
    int64_t db = i < rank - b.rank() ? 1 : b.dim(i - (rank - b.rank()));
    if (da != db && da != 1 && db != 1) throwIncompatible(a.dims(), b.dims(), da, db);
    out[i] = da == 1 ? db : da;
  }
  return Shape(out);
}

PartialShape broadcastPartialShapes(const PartialShape& a, const PartialShape& b) {
  if (!a.hasRank() || !b.hasRank()) return PartialShape();
  if (a.isFullyDefined() && b.isFullyDefined()) return broadcastShapes(a.toShape(), b.toShape());
  int rank = std::max(a.rank(), b.rank());
  Dims out(rank);
  for (int i = 0; i < rank; ++i) {
    int64_t da = i < rank - a.rank() ? 1 : a.dim(i - (rank - a.rank()));
    int64_t db = i < rank - b.rank() ? 1 : b.dim(i - (rank - b.rank()));
    if (da == 1) out[i] = db;
    else if (db == 1) out[i] = da;
    else if (da < 0 || db < 0) out[i] = da < 0 ? (db < 0 ? PartialShape::kUnknown : db) : da;
    else if (da == db) out[i] = da;
    else throwIncompatible(a.dims(), b.dims(), da, db);
  }
  return PartialShape(out);
}

}  // namespace tl::core
